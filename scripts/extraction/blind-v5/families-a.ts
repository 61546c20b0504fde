/**
 * Families bv01–bv04: a homeowners renewal declarations with a "Changes since last term" box (last
 * term's numbers printed beside this term's), a commercial package common declarations with a
 * schedule of locations, a dwelling-fire (DP-3) landlord policy, and an agent's evidence-of-insurance
 * letter in prose.
 */
import { cash, chance, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, dollarsInWords, printDate, printMoney } from './words'

/** Renewal declarations: this term beside last term in a "Changes since last term" box. */
async function renewal(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 46
  const R = 566
  const D = 'm-d-y' as const
  s.logo(brandOf(p.carrier).toUpperCase(), L + 6, 52, 16, 'frame')
  s.right('HOMEOWNERS RENEWAL DECLARATIONS', R, 44, 11, true)
  s.right(`Renewal of ${p.priorPolicyNumber}`, R, 57, 8)
  s.hline(L, R, 72, 1)
  let y = 90
  s.text('Your policy number', L, y, 7.5)
  s.value('policy.policyNumber', txt(p.policyNumber), L, y + 12, 10.5, { bold: true })
  s.text('Renewal term begins', 230, y, 7.5)
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), 230, y + 12, 10.5, { bold: true })
  s.text('and ends', 400, y, 7.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), 400, y + 12, 10.5, { bold: true })
  y += 40
  s.text('Homeowner(s)', L, y, 7.5)
  s.value('policy.namedInsured', txt(p.namedInsured), L, y + 12, 10)
  s.text(p.mailingStreet, L, y + 24, 9)
  s.text(p.mailingCity, L, y + 35, 9)
  s.text('Your home', 300, y, 7.5)
  s.value('property.address', txt(p.street), 300, y + 12, 10)
  s.text(cityLine(p), 300, y + 24, 9)
  s.text('Home built in', 300, y + 36, 8)
  s.value('property.yearBuilt', year(p.yearBuilt), 360, y + 36, 8)
  y += 58
  s.band(L, y, R - L, 16, 0.2)
  s.text('CHANGES SINCE LAST TERM', L + 6, y + 11.5, 9, true, 1)
  y += 16
  s.grid(L, y, [190, 165, 165], [16, 16, 16, 16])
  s.text('Item', L + 6, y + 11, 8, true)
  s.text('Expiring term', L + 196, y + 11, 8, true)
  s.text('This renewal', L + 361, y + 11, 8, true)
  const rows: Array<
    [string, number, number, 'policy.coverageAmount' | 'policy.deductible' | 'policy.premium']
  > = [
    ['Dwelling limit (Coverage A)', p.priorCoverage, p.coverageAmount, 'policy.coverageAmount'],
    ['All-peril deductible', p.priorDeductible, p.deductible, 'policy.deductible'],
    ['Annual premium', p.priorPremium, p.premium, 'policy.premium'],
  ]
  rows.forEach(([label, before, now, field], i) => {
    const ry = y + 16 * (i + 1) + 11
    s.text(label, L + 6, ry, 8.5)
    const style = field === 'policy.premium' ? 'cents' : 'dollars'
    s.text(printMoney(before, style), L + 196, ry, 8.5)
    s.value(field, cash(now, style), L + 361, ry, 8.5, { bold: true })
  })
  y += 64 + 22
  s.text('Other coverages', L, y, 9, true)
  const others: Array<[string, number]> = [
    ['B  Other Structures', p.otherStructures],
    ['C  Personal Property', p.contents],
    ['D  Loss of Use', p.lossOfUse],
    ['E  Personal Liability', p.liability],
    ['F  Medical Payments', p.medical],
  ]
  others.forEach(([l, v], i) => {
    s.text(l, L + 10, y + 14 + 12 * i, 8.5)
    s.right(printMoney(v, 'dollars'), 300, y + 14 + 12 * i, 8.5)
  })
  y += 88
  if (p.hasMortgagee) {
    s.text('Lienholder on file', L, y, 9, true)
    s.value('policy.mortgagee', txt(p.mortgagee), L + 10, y + 13, 9)
    s.text(p.lenderStreet, L + 10, y + 25, 9)
    s.text(p.lenderCity, L + 10, y + 37, 9)
    s.text('Reference', 320, y + 13, 8)
    s.value('policy.loanNumber', txt(p.loanNumber), 370, y + 13, 9)
    y += 54
  }
  s.text('Questions about this renewal? Call your agent', L, y, 8.5)
  s.value('policy.producer', txt(p.producer), L, y + 12, 9, { bold: true })
  s.text(p.agencyPhone, L, y + 24, 8.5)
  if (chance(rnd, 0.5)) s.text(`Claims: ${p.claimsPhone}`, 320, y + 12, 8.5)
  s.hline(L, R, 740, 0.5)
  s.text('Issuing company', L, 752, 7)
  s.value('policy.carrier', txt(p.carrier), L + 60, 752, 7.5)
  s.right(`Printed ${printDate(p.issueDate, D)}`, R, 752, 7)
  return s.finish()
}

/** Commercial package common declarations: a schedule of locations, Location 1 the answer. */
async function packageCommon(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 50
  const R = 562
  const D = 'mon-d-y' as const
  s.center('COMMON POLICY DECLARATIONS', 306, 50, 14, true)
  s.center('Commercial Package Policy', 306, 66, 10)
  s.hline(L, R, 76, 0.8)
  let y = 96
  s.text('Company:', L, y, 9, true)
  s.value('policy.carrier', txt(p.carrier), L + 60, y, 10)
  s.text('Policy No.', 380, y, 9, true)
  s.value('policy.policyNumber', txt(p.policyNumber), 440, y, 10)
  y += 20
  s.text('1. First Named Insured and Mailing Address', L, y, 9, true)
  s.value('policy.namedInsured', txt(p.namedInsured), L + 12, y + 13, 10)
  s.text(p.mailingStreet, L + 12, y + 25, 10)
  s.text(p.mailingCity, L + 12, y + 37, 10)
  s.text('Form of business: Limited Liability Company', 330, y + 13, 9)
  y += 56
  s.text('2. Policy Period  From', L, y, 9, true)
  const from = s.value('policy.effectiveDate', dt(p.effectiveDate, D), L + 112, y, 10)
  const to = s.text('to', endX(s, from) + 8, y, 9, true)
  const till = s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, to) + 8, y, 10)
  s.text('at 12:01 A.M. Standard Time at your mailing address', endX(s, till) + 8, y, 8)
  y += 22
  s.text('3. Schedule of Locations', L, y, 9, true)
  y += 8
  const cols = [40, 220, 70, 90, 92]
  s.grid(L, y, cols, [16, 16, 16, 16])
  ;['Loc.', 'Address', 'Built', 'Building Limit', 'Deductible'].forEach((h, i) =>
    s.text(h, L + 4 + cols.slice(0, i).reduce((a, b) => a + b, 0), y + 11, 8.5, true),
  )
  const x = (i: number): number => L + 4 + cols.slice(0, i).reduce((a, b) => a + b, 0)
  let ry = y + 27
  s.text('1', x(0), ry, 9)
  s.value('property.address', txt(p.street), x(1), ry, 9)
  s.value('property.yearBuilt', year(p.yearBuilt), x(2), ry, 9)
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), x(3), ry, 9)
  s.value('policy.deductible', cash(p.deductible, 'dollars'), x(4), ry, 9)
  ry += 16
  s.text('2', x(0), ry, 9)
  s.text(p.street2, x(1), ry, 9)
  s.text(String(int(rnd, 1950, 2015)), x(2), ry, 9)
  s.text(printMoney(p.limit2, 'dollars'), x(3), ry, 9)
  s.text(printMoney(p.priorDeductible, 'dollars'), x(4), ry, 9)
  ry += 16
  s.text('3', x(0), ry, 9)
  s.text('Blanket — see schedule CP 14 02', x(1), ry, 9)
  s.text('n/a', x(3), ry, 9)
  y += 82
  s.text('4. Location 1 is in', L, y, 9, true)
  s.text(cityLine(p), L + 90, y, 9)
  y += 22
  s.text('5. Coverage Parts and Premium', L, y, 9, true)
  const parts: Array<[string, number]> = [
    ['Commercial Property', Math.round(p.premium * 0.55 * 100) / 100],
    ['Commercial General Liability', Math.round(p.premium * 0.3 * 100) / 100],
    ['Inland Marine', Math.round(p.premium * 0.15 * 100) / 100],
  ]
  parts.forEach(([l, v], i) => {
    s.text(l, L + 12, y + 14 + 12 * i, 9)
    s.right(printMoney(v, 'bare-cents'), 420, y + 14 + 12 * i, 9)
  })
  y += 14 + 36 + 6
  s.hline(330, 420, y - 8, 0.5)
  s.text('Total Advance Premium', L + 12, y + 2, 9.5, true)
  s.value('policy.premium', cash(p.premium, 'bare-cents'), 420, y + 2, 9.5, {
    bold: true,
    align: 'right',
  })
  y += 28
  if (p.hasMortgagee) {
    s.text('6. Mortgage Holder (Location 1)', L, y, 9, true)
    s.value('policy.mortgagee', txt(p.mortgagee), L + 12, y + 13, 9.5)
    s.text('Loan #', 330, y + 13, 9)
    s.value('policy.loanNumber', txt(p.loanNumber), 365, y + 13, 9.5)
    s.text(`Location 2: ${p.secondLender}, loan ${p.secondLoanNumber}`, L + 12, y + 26, 8.5)
    y += 44
  }
  s.text('Producer:', L, y, 9, true)
  s.value('policy.producer', txt(p.producer), L + 52, y, 9.5)
  s.text(`Code ${p.agencyCode}`, 380, y, 9)
  s.text('Countersigned by authorized representative ______________________', L, 730, 8)
  return s.finish()
}

/** DP-3 landlord dwelling-fire declarations in a two-column label/value list, courier. */
async function dwellingFire(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('courier')
  const L = 44
  const V = 230
  const D = 'ymd-slash' as const
  s.text('DWELLING PROPERTY 3 - SPECIAL FORM (DP-3)', L, 50, 11, true)
  s.text('RENTAL DWELLING DECLARATIONS', L, 64, 10)
  s.value('policy.carrier', txt(p.carrier.toUpperCase()), L, 80, 9)
  s.hline(L, 568, 88, 0.8)
  let y = 106
  const row = (label: string): number => {
    if (label !== '') s.text(label, L, y, 9)
    const at = y
    y += 15
    return at
  }
  s.value('policy.policyNumber', txt(p.policyNumber), V, row('POLICY NO .........'), 9)
  s.text(p.accountNumber, V, row('ACCOUNT ...........'), 9)
  s.value('policy.namedInsured', txt(p.namedInsured), V, row('NAMED INSURED .....'), 9)
  s.text(`${p.mailingStreet}, ${p.mailingCity}`, V, row('MAIL TO ...........'), 9)
  s.text('NON-OWNER OCCUPIED / TENANT', V, row('OCCUPANCY .........'), 9)
  s.value('property.address', txt(p.street), V, row('RENTAL PREMISES ...'), 9)
  s.text(cityLine(p), V, row(''), 9)
  s.value('property.yearBuilt', year(p.yearBuilt), V, row('YR CONSTRUCTED ....'), 9)
  s.text(String(p.roofYear), V, row('ROOF REPLACED .....'), 9)
  y += 8
  const inception = row('INCEPTS ...........')
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), V, inception, 9)
  const lapse = row('LAPSES ............')
  s.value('policy.expirationDate', dt(p.expirationDate, D), V, lapse, 9)
  y += 8
  s.text('COVERAGE                       LIMIT       ', L, y, 9, true)
  y += 15
  s.value(
    'policy.coverageAmount',
    cash(p.coverageAmount, 'spaced'),
    V + 140,
    row('A  DWELLING'),
    9,
    {
      align: 'right',
    },
  )
  s.text(
    printMoney(p.otherStructures, 'spaced'),
    V + 140 - s.width(printMoney(p.otherStructures, 'spaced'), 9),
    row('B  OTHER STRUCTURES'),
    9,
  )
  s.text(
    printMoney(p.lossOfUse, 'spaced'),
    V + 140 - s.width(printMoney(p.lossOfUse, 'spaced'), 9),
    row('D  FAIR RENTAL VALUE'),
    9,
  )
  s.text(
    printMoney(p.liability, 'spaced'),
    V + 140 - s.width(printMoney(p.liability, 'spaced'), 9),
    row('L  PREMISES LIABILITY'),
    9,
  )
  y += 6
  s.value('policy.deductible', cash(p.deductible, 'spaced'), V, row('DEDUCTIBLE (AOP) ..'), 9)
  s.text(`${p.percent}% OF COV A`, V, row('WIND/HAIL DED .....'), 9)
  y += 6
  s.value('policy.premium', cash(p.premium, 'bare-cents'), V, row('TERM PREMIUM ......'), 9, {
    bold: true,
  })
  s.text(printMoney(p.policyFee, 'bare-cents'), V, row('POLICY FEE ........'), 9)
  s.text(printMoney(p.premium + p.policyFee, 'bare-cents'), V, row('AMOUNT DUE ........'), 9)
  y += 8
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee.toUpperCase()), V, row('1ST MORTGAGEE .....'), 9)
    s.text(`${p.lenderStreet} ${p.lenderCity}`, V, row(''), 8)
    s.value('policy.loanNumber', txt(p.loanNumber), V, row('LOAN NUMBER .......'), 9)
  }
  if (chance(rnd, 0.5)) s.text(p.secondInsured, V, row('ADDL INTEREST .....'), 9)
  y += 8
  s.value('policy.producer', txt(p.producer.toUpperCase()), V, row('AGENT .............'), 9)
  s.text(p.agencyPhone, V, row('AGENT PHONE .......'), 9)
  return s.finish()
}

/** An agent's letter confirming the insurance, every value inside sentences. */
async function evidenceLetter(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 72
  const W = 468
  const D = 'month-d-y' as const
  s.value('policy.producer', txt(p.producer), L, 60, 14, { bold: true })
  s.text(`${p.agencyPhone}  ·  Agency code ${p.agencyCode}`, L, 76, 9)
  s.hline(L, L + W, 84, 0.6)
  let y = 114
  s.text(printDate(p.issueDate, D), L, y, 11)
  y += 30
  s.text('To whom it may concern:', L, y, 11)
  y += 24
  s.text('Re: Evidence of insurance', L, y, 11, true)
  y += 22
  y = s.prose(
    [
      'This is to confirm that ',
      { field: 'policy.namedInsured', printed: p.namedInsured, normalized: p.namedInsured },
      ' is insured under policy no. ',
      { field: 'policy.policyNumber', printed: p.policyNumber, normalized: p.policyNumber },
      ' issued by ',
      { field: 'policy.carrier', printed: p.carrier, normalized: p.carrier },
      ', effective ',
      {
        field: 'policy.effectiveDate',
        printed: printDate(p.effectiveDate, D),
        normalized: p.effectiveDate,
      },
      ' through ',
      {
        field: 'policy.expirationDate',
        printed: printDate(p.expirationDate, D),
        normalized: p.expirationDate,
      },
      ', for the dwelling at ',
      { field: 'property.address', printed: p.street, normalized: p.street },
      `, ${cityLine(p)}.`,
    ],
    L,
    y,
    11,
    W,
  )
  y += 8
  y = s.prose(
    [
      `The dwelling is insured for ${dollarsInWords(p.coverageAmount)} Dollars `,
      {
        field: 'policy.coverageAmount',
        printed: `(${printMoney(p.coverageAmount, 'dollars')})`,
        normalized: String(p.coverageAmount),
      },
      ' subject to a deductible of ',
      {
        field: 'policy.deductible',
        printed: printMoney(p.deductible, 'dollars'),
        normalized: String(p.deductible),
      },
      ` per occurrence. Personal liability is written at ${printMoney(p.liability, 'dollars')}. The annual premium of `,
      {
        field: 'policy.premium',
        printed: printMoney(p.premium, 'cents'),
        normalized: String(Math.round(p.premium * 100) / 100),
      },
      chance(rnd, 0.5)
        ? ' has been paid in full.'
        : ` is payable in four installments of ${printMoney(p.installment, 'cents')}.`,
    ],
    L,
    y,
    11,
    W,
  )
  y += 8
  if (p.hasMortgagee)
    y =
      s.prose(
        [
          'The mortgagee clause names ',
          { field: 'policy.mortgagee', printed: p.mortgagee, normalized: p.mortgagee },
          ', its successors and/or assigns, loan number ',
          { field: 'policy.loanNumber', printed: p.loanNumber, normalized: p.loanNumber },
          ', who will receive ten days notice of cancellation.',
        ],
        L,
        y,
        11,
        W,
      ) + 8
  y = s.prose(
    [
      'This letter is issued as a matter of information only and confers no rights upon the holder. It does not amend, extend or alter the coverage afforded by the policy.',
    ],
    L,
    y,
    11,
    W,
  )
  y += 30
  s.text('Sincerely,', L, y, 11)
  s.text(p.agentName, L, y + 40, 11)
  s.text(pick(rnd, ['Licensed Agent', 'Account Manager', 'Principal']), L, y + 54, 10)
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'bv01',
    name: 'homeowners-renewal',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.renewal,
    features:
      'renewal declarations; "Changes since last term" grid with the expiring value beside each answer; carrier only in a footer "Issuing company"; dates 1/5/2026',
    render: renewal,
  },
  {
    id: 'bv02',
    name: 'package-common-decs',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.package,
    features:
      'commercial package common declarations; schedule of three locations, Location 1 the answer; premium split by coverage part; dates JAN 05 2026',
    render: packageCommon,
  },
  {
    id: 'bv03',
    name: 'dp3-landlord',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.dwelling,
    features:
      'DP-3 rental dwelling, courier label list with dot leaders; "INCEPTS"/"LAPSES"; amounts with spaces as thousands separators',
    render: dwellingFire,
  },
  {
    id: 'bv04',
    name: 'evidence-letter',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.letter,
    features:
      'agent letter, every value inside prose; limit in words and figures, the figures in parentheses; producer as the letterhead',
    render: evidenceLetter,
  },
]
