/**
 * A marital settlement agreement whose numbered paragraphs award the residence, state its
 * homeowners policy and its mortgage in sentences, and name a car's policy in another paragraph
 * (family tq05); and a surplus lines stamping office's filing confirmation whose values stand in
 * boxes before their captions (family tq06).
 */
import { cash, cityLine, dt, endX, run, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { GIVEN_NAMES, OTHER_CARRIERS, printDate, printMoney } from './words'

/**
 * The agreement's title, the parties in a preamble, then numbered paragraphs in Times: the
 * residence (street and year), its insurance (every term in two sentences, `the 5th day of
 * January, 2026`); on page 2 the mortgage (lender and loan) or that there is none, the vehicles
 * with their own policy, and the signature lines.
 */
async function settlementAgreement(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 72
  const R = 540
  const D = 'day-of' as const
  const family =
    p.namedInsured
      .replace(/,? (Jr\.|Trustee)$/, '')
      .split(' ')
      .slice(-1)[0] ?? ''
  const other = `${pick(
    rnd,
    GIVEN_NAMES.filter((g) => !p.namedInsured.includes(g)),
  )} ${family}`
  const caseNo = `${p.state}-DR-${digits(rnd, 2)}-${digits(rnd, 5)}`
  s.center('MARITAL SETTLEMENT AGREEMENT', 306, 60, 13, true)
  let y = s.prose(
    spaced([
      `This Agreement is made on the ${printDate(addDays(p.issueDate, int(rnd, 2, 30)), D)} between`,
      run('policy.namedInsured', txt(p.namedInsured)),
      `("First Party") and ${other} ("Second Party"), who were married on ${printDate(`${int(rnd, 1990, 2015)}-0${int(rnd, 1, 9)}-1${int(rnd, 0, 9)}`, D)} and now live apart.`,
    ]),
    L,
    88,
    11,
    R - L,
  )
  const para = (n: number, head: string, runs: Parameters<typeof spaced>[0]): void => {
    y += 6
    y = s.prose(spaced([{ text: `${n}. ${head}. `, bold: true }, ...runs]), L, y, 11, R - L)
  }
  para(1, 'Separation', [
    'The parties agree to live separately and to divide their property as set out below.',
  ])
  para(2, 'The residence', [
    'The First Party shall have as sole owner the house at',
    run('property.address', txt(p.street)),
    `, ${cityLine(p)}, built in`,
    run('property.yearBuilt', year(p.yearBuilt)),
    `, and shall pay the Second Party ${printMoney(Math.round((p.coverageAmount * 0.18) / 100) * 100, 'dollars-word')} for the Second Party's share.`,
  ])
  para(3, 'Insurance on the residence', [
    'The residence is insured under homeowners policy number',
    run('policy.policyNumber', txt(p.policyNumber)),
    'issued by',
    run('policy.carrier', txt(p.carrier)),
    'for the period from the',
    run('policy.effectiveDate', dt(p.effectiveDate, D)),
    'to the',
    run('policy.expirationDate', dt(p.expirationDate, D)),
    ', with a dwelling limit of',
    run('policy.coverageAmount', cash(p.coverageAmount, 'dollars-word')),
    'and a deductible of',
    run('policy.deductible', cash(p.deductible, 'dollars')),
    '. The policy was placed by',
    run('policy.producer', txt(p.producer)),
    'and its annual premium of',
    run('policy.premium', cash(p.premium, 'cents')),
    'shall be paid by the First Party, who is the only named insured from the date of this Agreement.',
  ])
  s.text(`Case No. ${caseNo}  -  Page 1 of 2`, L, 760, 8)
  s.newPage()
  s.text('Marital Settlement Agreement (continued)', L, 52, 9, true)
  s.right(`Initials: ____  ____`, R, 52, 9)
  y = 76
  if (p.hasMortgagee)
    para(4, 'Mortgage', [
      'The residence is subject to a first mortgage in favour of',
      run('policy.mortgagee', txt(p.mortgagee)),
      ', loan number',
      run('policy.loanNumber', txt(p.loanNumber)),
      `, with about ${printMoney(Math.round(p.coverageAmount * 0.45), 'dollars')} owing. The First Party shall refinance it within 180 days and hold the Second Party harmless; the lender shall remain named on the policy above.`,
    ])
  else
    para(4, 'Mortgage', [
      `The residence is owned free of any mortgage or lien; the loan from ${p.secondLender} was paid in full before the parties separated.`,
    ])
  para(5, 'Vehicles', [
    `The Second Party shall keep the ${int(rnd, 2014, 2024)} sedan, insured under auto policy ${digits(rnd, 4)}-${digits(rnd, 5)} with ${OTHER_CARRIERS[0]!} until the ${printDate(addDays(p.effectiveDate, int(rnd, 60, 240)), D)}, and shall insure it in that party's own name.`,
  ])
  para(6, 'Support', [
    `The First Party shall pay ${printMoney(int(rnd, 6, 24) * 100, 'dollars')} a month as spousal support for ${int(rnd, 12, 48)} months.`,
  ])
  y += 30
  s.text('_____________________________', L, y, 11)
  s.text('_____________________________', L + 250, y, 11)
  s.text(`${p.namedInsured}, First Party`, L, y + 14, 10)
  s.text(`${other}, Second Party`, L + 250, y + 14, 10)
  s.text(`Case No. ${caseNo}  -  Page 2 of 2`, L, 760, 8)
  return s.finish()
}

/**
 * A stamping office's filing confirmation: the transaction and batch numbers, then each value in a
 * box with its caption to the right of it (values before labels), in two columns; the taxes and
 * fees in a boxed strip below, the additional interest after them.
 */
async function surplusFiling(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 46
  const R = 566
  const D = 'mdy' as const
  const M = 'bare-cents' as const
  s.text('SURPLUS LINES STAMPING OFFICE', L, 48, 13, true)
  s.text(
    `of ${p.state === 'MT' ? 'Montana' : p.state === 'WY' ? 'Wyoming' : 'Idaho'}  -  Filing Confirmation`,
    L,
    62,
    9.5,
  )
  s.right(`Transaction ${digits(rnd, 9)}`, R, 48, 9, true)
  s.right(
    `Batch ${digits(rnd, 5)}  -  Filed ${printDate(addDays(p.effectiveDate, int(rnd, 5, 40)), D)}`,
    R,
    62,
    8.5,
  )
  s.hline(L, R, 72, 1)
  s.text(
    'Values are printed as the broker reported them; the caption follows each value.',
    L,
    88,
    8,
    false,
    0.3,
  )
  let y = 104
  const W = 300
  const box = (
    field: Parameters<Sheet['value']>[0] | null,
    value: string,
    normalized: string,
    caption: string,
    x: number,
    width = W,
  ): void => {
    const lines = s.split(value, 9, width - 120)
    const h = 8 + lines.length * 11
    s.rect(x, y, width - 110, h, 0.6)
    if (field === null) lines.forEach((l, i) => s.text(l, x + 5, y + 13 + i * 11, 9))
    else s.valueLines(field, lines, normalized, x + 5, y + 13, 9, 11)
    s.text(caption, x + width - 104, y + 13, 7.5, false, 0.25)
    y += h + 6
  }
  const pair = (a: Parameters<typeof box>, b: Parameters<typeof box> | undefined): void => {
    const top = y
    box(...a)
    const after = y
    if (b !== undefined) {
      y = top
      box(...b)
    }
    y = Math.max(after, y)
  }
  const v = (iso: string): string => printDate(iso, D)
  pair(
    ['policy.namedInsured', p.namedInsured, p.namedInsured, 'Insured', L],
    ['policy.policyNumber', p.policyNumber, p.policyNumber, 'Policy No.', L + 278, 242],
  )
  pair(
    ['policy.carrier', p.carrier, p.carrier, 'Insurer (non-admitted)', L],
    [null, `${digits(rnd, 2)}-${digits(rnd, 7)}`, '', 'AA-ID / NAIC', L + 278, 242],
  )
  pair(
    ['policy.effectiveDate', v(p.effectiveDate), p.effectiveDate, 'Effective', L],
    ['policy.expirationDate', v(p.expirationDate), p.expirationDate, 'Expiration', L + 278, 242],
  )
  pair(
    ['property.address', p.street, p.street, 'Risk location', L],
    [null, cityLine(p), '', 'City / ZIP', L + 278, 242],
  )
  pair(
    ['property.yearBuilt', String(p.yearBuilt), String(p.yearBuilt), 'Year built', L],
    [
      null,
      pick(rnd, ['Joisted masonry', 'Non-combustible', 'Frame']),
      '',
      'Construction',
      L + 278,
      242,
    ],
  )
  pair(
    [
      'policy.coverageAmount',
      printMoney(p.coverageAmount, M),
      String(p.coverageAmount),
      'Building limit',
      L,
    ],
    [null, printMoney(p.contents, M), '', 'BPP limit', L + 278, 242],
  )
  pair(
    ['policy.deductible', printMoney(p.deductible, M), String(p.deductible), 'AOP deductible', L],
    [
      null,
      `${p.percent}% / ${printMoney(p.percent * 25_000, M)} min.`,
      '',
      'Named storm ded.',
      L + 278,
      242,
    ],
  )
  pair(
    [
      'policy.premium',
      printMoney(p.premium, M),
      String(Math.round(p.premium * 100) / 100),
      'Taxable premium',
      L,
    ],
    [null, printMoney(p.priorPremium, M), '', 'Expiring premium', L + 278, 242],
  )
  pair(
    ['policy.producer', p.producer, p.producer, 'Surplus lines broker', L],
    [null, `SL-${digits(rnd, 7)}`, '', 'Broker license', L + 278, 242],
  )
  y += 6
  const tax = Math.round(p.premium * 0.0275 * 100) / 100
  const fee = Math.round(p.premium * 0.0018 * 100) / 100
  s.band(L, y, R - L, 30, 0.9)
  s.text(`${printMoney(tax, M)}  SL tax 2.75%`, L + 8, y + 19, 9)
  s.text(`${printMoney(fee, M)}  Stamping fee`, L + 180, y + 19, 9)
  s.text(`${printMoney(p.policyFee * 5, M)}  Broker fee`, L + 330, y + 19, 9)
  y += 48
  s.text('ADDITIONAL INTEREST', L, y, 9.5, true)
  y += 10
  if (p.hasMortgagee) {
    pair(
      ['policy.mortgagee', p.mortgagee, p.mortgagee, 'Mortgagee', L],
      ['policy.loanNumber', p.loanNumber, p.loanNumber, 'Loan No.', L + 278, 242],
    )
  } else
    pair([null, 'None reported', '', 'Mortgagee', L], [null, 'N/A', '', 'Loan No.', L + 278, 242])
  const e = s.text(
    `Replaces transaction ${digits(rnd, 9)} (endorsement ${digits(rnd, 2)})`,
    L,
    y + 14,
    8,
  )
  s.text(`- prior policy ${p.priorPolicyNumber}`, endX(s, e) + 4, y + 14, 8)
  s.text(
    `Questions: ${p.agencyPhone}  -  This confirmation is not evidence of coverage.`,
    L,
    760,
    7,
  )
  return s.finish()
}

export const FAMILIES_C: readonly BlindFamily[] = [
  {
    id: 'tq05',
    name: 'marital-settlement-agreement-paragraphs',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.settlementAgreement,
    features:
      'a marital settlement agreement in Times: numbered paragraphs award the residence (street and year), state its policy in two sentences with `the 5th day of January, 2026` dates and `1,250,000 Dollars`, the mortgage in its own paragraph on page 2, a car and its auto policy in another, the other spouse and support amounts around them',
    render: settlementAgreement,
  },
  {
    id: 'tq06',
    name: 'surplus-lines-filing-values-before-labels',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.surplusFiling,
    features:
      "a stamping office's filing confirmation: every value in a box with its caption after it (to the right), two columns, amounts `1,250,000.00`, transaction, batch, NAIC and broker licence numbers, the tax and fees strip, the expiring premium beside the answer",
    render: surplusFiling,
  },
]
