/**
 * A title commitment whose requirements ask for evidence of the buyer's homeowners policy, all of
 * it in one numbered requirement (family tq01), and a bank's commitment letter for a commercial
 * mortgage whose insurance section is a schedule of four policies, property third (family tq02).
 */
import { cash, cityLine, dt, endX, run, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { OTHER_CARRIERS, TITLE_COMPANIES, printDate, printMoney } from './words'

/**
 * Schedule A in a box (commitment number, date, proposed insureds, amounts, the land), then
 * Schedule B-I's numbered requirements: the seller's payoff of another lender, the deed, the new
 * mortgage, and requirement 5 with the whole homeowners policy in one sentence; a note under them.
 */
async function titleCommitment(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 60
  const R = 552
  const D = 'd-th-month-y' as const
  const title = pick(rnd, TITLE_COMPANIES)
  const loanAmount = Math.round((p.coverageAmount * (0.6 + rnd() * 0.3)) / 1000) * 1000
  const price = Math.round((p.coverageAmount * (1.1 + rnd() * 0.3)) / 1000) * 1000
  s.center('COMMITMENT FOR TITLE INSURANCE', 306, 52, 14, true)
  s.center(`Issued by ${title}`, 306, 68, 10)
  s.center('SCHEDULE A', 306, 94, 11, true)
  const top = 104
  s.rect(L, top, R - L, 122)
  const lines: Array<[string, string]> = [
    ['Commitment No.:', `C-${digits(rnd, 2)}-${digits(rnd, 5)}`],
    ['Commitment Date:', `${printDate(addDays(p.issueDate, -int(rnd, 5, 20)), D)} at 8:00 a.m.`],
    ['Proposed Policy Amount (Owner):', printMoney(price, 'dollars')],
    ['Proposed Policy Amount (Loan):', p.hasMortgagee ? printMoney(loanAmount, 'dollars') : 'None'],
    ['Proposed Insured (Owner):', p.namedInsured],
    [
      'Proposed Insured (Loan):',
      p.hasMortgagee ? `${p.mortgagee}, its successors and/or assigns` : 'None (no loan policy)',
    ],
  ]
  lines.forEach(([k, v], i) => {
    s.text(k, L + 8, top + 16 + i * 14, 9.5, true)
    s.text(v, L + 175, top + 16 + i * 14, 9.5)
  })
  const land = s.text('The Land (commonly known as):', L + 8, top + 16 + 6 * 14 + 4, 9.5, true)
  s.value('property.address', txt(p.street), endX(s, land) + 6, top + 16 + 6 * 14 + 4, 9.5)
  s.text(cityLine(p), L + 175, top + 16 + 7 * 14 + 4, 9.5)
  let y = top + 150
  s.center('SCHEDULE B, PART I  -  REQUIREMENTS', 306, y, 11, true)
  y += 20
  const item = (n: number, runs: Parameters<typeof spaced>[0]): void => {
    s.text(`${n}.`, L, y, 10)
    y = s.prose(spaced(runs), L + 18, y, 10, R - L - 18) + 4
  }
  item(1, [
    `Pay the agreed amount for the estate or interest to be insured, and the premiums, fees and charges for the Policy to ${title}.`,
  ])
  item(2, [
    `Record a satisfaction of the mortgage from the present owner to ${p.secondLender}, loan no. ${p.secondLoanNumber}, recorded as Instrument ${digits(rnd, 4)}-${digits(rnd, 6)}.`,
  ])
  item(3, [
    `Record a warranty deed from the present owner to the Proposed Insured (Owner), the purchase price being ${printMoney(price, 'dollars')}.`,
  ])
  if (p.hasMortgagee)
    item(4, [
      `Record a mortgage from the Proposed Insured (Owner) to the Proposed Insured (Loan) securing ${printMoney(loanAmount, 'dollars')}, the lender's loan number being`,
      run('policy.loanNumber', txt(p.loanNumber)),
      '.',
    ])
  else
    item(4, [
      'No mortgage is to be recorded: the buyer pays cash and no loan policy is to be issued.',
    ])
  item(5, [
    'Furnish evidence that the improvements on the Land, a dwelling built in',
    run('property.yearBuilt', year(p.yearBuilt)),
    ', are insured under homeowners policy no.',
    run('policy.policyNumber', txt(p.policyNumber)),
    'issued by',
    run('policy.carrier', txt(p.carrier)),
    'to',
    run('policy.namedInsured', txt(p.namedInsured)),
    'through',
    run('policy.producer', txt(p.producer)),
    'for the term from',
    run('policy.effectiveDate', dt(p.effectiveDate, D)),
    'to',
    run('policy.expirationDate', dt(p.expirationDate, D)),
    ', with a dwelling limit of',
    run('policy.coverageAmount', cash(p.coverageAmount, 'dollars-word')),
    ', a deductible of',
    run('policy.deductible', cash(p.deductible, 'dollars')),
    'and the first year\u2019s premium of',
    run('policy.premium', cash(p.premium, 'cents')),
    ...(p.hasMortgagee
      ? [
          'paid at closing, naming',
          run('policy.mortgagee', txt(p.mortgagee)),
          'as first mortgagee.',
        ]
      : ['paid at closing. No mortgagee is to be named.']),
  ])
  item(6, [
    `Furnish a flood zone determination for the Land (the prior owner's flood policy, no. ${digits(rnd, 10)}, lapsed on ${printDate(addDays(p.effectiveDate, -int(rnd, 40, 300)), D)}).`,
  ])
  y += 8
  s.hline(L, L + 150, y, 0.4)
  s.prose(
    [
      `Note: the premium for the Owner's Policy is ${printMoney(price * 0.0042, 'cents')}; for the Loan Policy ${p.hasMortgagee ? printMoney(loanAmount * 0.0011, 'cents') : 'none'}. Questions to the closing office at ${p.agencyPhone}. This commitment is not valid without Schedules A and B and the Commitment Conditions.`,
    ],
    L,
    y + 14,
    8,
    R - L,
  )
  s.text(`${title}  -  Form 5030 (rev. ${int(rnd, 2016, 2021)})`, L, 760, 7)
  return s.finish()
}

/**
 * A bank's commitment letter: the bank's letterhead, the borrower's address, numbered terms
 * (amount, rate, collateral with the building's year, fees), and term 9's schedule of the
 * borrower's policies (liability, umbrella, property third, auto), the agent below it.
 */
async function loanCommitment(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 50
  const R = 562
  const D = 'm-d-yy' as const
  const bank = p.hasMortgagee ? p.mortgagee : p.secondLender
  const amountLoan = Math.round((p.coverageAmount * (0.55 + rnd() * 0.2)) / 10000) * 10000
  s.text(bank, L, 50, 13, true)
  s.text(`Commercial Real Estate Lending  |  ${p.lenderStreet}, ${p.lenderCity}`, L, 64, 8)
  s.hline(L, R, 72, 1.2)
  s.text(printDate(p.issueDate, 'month-d-y'), L, 96, 9.5)
  s.text(p.namedInsured, L, 116, 9.5)
  s.text(p.mailingStreet, L, 128, 9.5)
  s.text(p.mailingCity, L, 140, 9.5)
  const re = p.hasMortgagee
    ? [
        'Re: Commitment for a first mortgage loan, Loan No.',
        run('policy.loanNumber', txt(p.loanNumber)),
      ]
    : [
        'Re: Commitment for an unsecured revolving line of credit (no mortgage; no loan number is assigned until the first draw)',
      ]
  let y = s.prose(spaced(re), L, 164, 9.5, R - L)
  y = s.prose(
    [
      'We are pleased to commit to the credit below on the terms of this letter. Please sign and return a copy within fifteen days.',
    ],
    L,
    y + 2,
    9.5,
    R - L,
  )
  const term = (n: number, head: string, body: Parameters<typeof spaced>[0]): void => {
    s.text(`${n}. ${head}`, L, y, 9.5, true)
    y = s.prose(spaced(body), L + 110, y, 9.5, R - L - 110) + 2
  }
  term(1, 'Amount', [`${printMoney(amountLoan, 'dollars')}, advanced at closing.`])
  term(2, 'Rate', [`${(5 + rnd() * 3).toFixed(3)}% fixed for ${pick(rnd, [5, 7, 10])} years.`])
  if (p.hasMortgagee)
    term(3, 'Collateral', [
      'A first mortgage on the land and building at',
      run('property.address', txt(p.street)),
      `, ${cityLine(p)}, a building of ${int(rnd, 8, 90)},000 sq. ft. built in`,
      run('property.yearBuilt', year(p.yearBuilt)),
      '.',
    ])
  else
    term(3, 'Collateral', [
      'None. The line is unsecured; the Borrower\u2019s building at',
      run('property.address', txt(p.street)),
      `, ${cityLine(p)}, built in`,
      run('property.yearBuilt', year(p.yearBuilt)),
      ', is not pledged.',
    ])
  term(4, 'Fees', [
    `Commitment fee ${printMoney(amountLoan * 0.005, 'dollars')}; appraisal and environmental reports at cost.`,
  ])
  term(5, 'Guaranty', [`Unlimited personal guaranty of ${p.secondInsured}.`])
  y += 4
  s.text('9. Insurance', L, y, 9.5, true)
  y = s.prose(
    spaced(
      p.hasMortgagee
        ? [
            'The Borrower has shown us the policies below. The property policy must name',
            run('policy.mortgagee', txt(p.mortgagee)),
            'as mortgagee and lender\u2019s loss payee and may not be cancelled without 30 days\u2019 notice to us.',
          ]
        : [
            'The Borrower has shown us the policies below. As the line is unsecured, the Bank is not to be named on any of them.',
          ],
    ),
    L + 110,
    y,
    9.5,
    R - L - 110,
  )
  y += 2
  const cols = [92, 132, 76, 50, 50, 62, 50]
  const heads = ['Coverage', 'Carrier', 'Policy No.', 'From', 'To', 'Limit', 'Premium']
  const top = y
  s.band(L, top, R - L, 16, 0.85)
  let x = L
  heads.forEach((h, i) => {
    s.text(h, x + 3, top + 11, 8, true)
    x += cols[i]!
  })
  const rows: number[] = [16]
  y = top + 16
  const other = (cov: string, carrier: string, no: string, limit: number): void => {
    const from = addDays(p.effectiveDate, int(rnd, -90, 90))
    const vals = [
      cov,
      '',
      no,
      printDate(from, D),
      printDate(addDays(from, 365), D),
      printMoney(limit, 'dollars'),
      printMoney(p.premium * (0.1 + rnd() * 0.4), 'dollars'),
    ]
    let cx = L
    vals.forEach((v, i) => {
      s.text(v, cx + 3, y + 12, 7.5)
      cx += cols[i]!
    })
    const lines = s.split(carrier, 7.5, cols[1]! - 6)
    lines.forEach((l, i) => s.text(l, L + cols[0]! + 3, y + 12 + i * 9, 7.5))
    const h = Math.max(18, 6 + lines.length * 9)
    rows.push(h)
    y += h
  }
  other('General Liability', OTHER_CARRIERS[1]!, `GL ${digits(rnd, 7)}`, 1_000_000)
  other('Umbrella', OTHER_CARRIERS[2]!, `UMB-${digits(rnd, 6)}`, 5_000_000)
  const carrierLines = s.split(p.carrier, 7.5, cols[1]! - 6)
  const h = Math.max(18, 6 + carrierLines.length * 9)
  let cx = L
  s.text('Property (Building)', cx + 3, y + 12, 7.5)
  cx += cols[0]!
  s.valueLines('policy.carrier', carrierLines, p.carrier, cx + 3, y + 12, 7.5, 9)
  cx += cols[1]!
  s.value('policy.policyNumber', txt(p.policyNumber), cx + 3, y + 12, 7.5)
  cx += cols[2]!
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), cx + 3, y + 12, 7.5)
  cx += cols[3]!
  s.value('policy.expirationDate', dt(p.expirationDate, D), cx + 3, y + 12, 7.5)
  cx += cols[4]!
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), cx + 3, y + 12, 7.5)
  cx += cols[5]!
  s.value('policy.premium', cash(p.premium, 'dollars'), cx + 3, y + 12, 7.5)
  rows.push(h)
  y += h
  other('Business Auto', OTHER_CARRIERS[0]!, `BA${digits(rnd, 8)}`, 1_000_000)
  s.grid(L, top, cols, rows)
  y += 14
  y = s.prose(
    spaced([
      'Property deductible:',
      run('policy.deductible', cash(p.deductible, 'dollars')),
      `per occurrence (the Bank accepts up to ${printMoney(25_000, 'dollars')}). Named insured on every policy:`,
      run('policy.namedInsured', txt(p.namedInsured)),
      '. Agent:',
      run('policy.producer', txt(p.producer)),
      `, ${p.agentName}, ${p.agencyPhone}.`,
    ]),
    L + 110,
    y,
    9,
    R - L - 110,
  )
  s.text(
    `10. Expiry  This commitment lapses on ${printDate(addDays(p.issueDate, 45), 'month-d-y')}.`,
    L,
    y + 8,
    9.5,
  )
  s.text('Very truly yours,', L, y + 36, 9.5)
  s.text(
    `${p.agentName === p.secondInsured ? 'Loan Officer' : 'Vice President'}, ${bank}`,
    L,
    y + 64,
    9.5,
  )
  s.text(`Prior loan ref. ${p.secondLoanNumber} (paid)  |  Page 1 of 1`, L, 770, 7)
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'tq01',
    name: 'title-commitment-insurance-requirement',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.titleCommitment,
    features:
      "a title commitment in Times: Schedule A in a box (the lender as proposed insured, the purchase price and loan amounts), Schedule B-I's numbered requirements with another lender's payoff, and the whole homeowners policy in requirement 5's one sentence, `5th January 2026`, `1,250,000 Dollars`",
    render: titleCommitment,
  },
  {
    id: 'tq02',
    name: 'loan-commitment-letter-insurance-schedule',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.loanCommitment,
    features:
      "a bank's commitment letter: the loan number in the Re: line, numbered terms, the collateral's street and year in a sentence, term 9's ruled schedule of four policies with property third (liability and umbrella above, auto below), `1/5/26` dates, the deductible, insured and agent in a sentence below",
    render: loanCommitment,
  },
]
