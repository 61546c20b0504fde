/**
 * Families by03–by04: a surplus-lines commercial property declarations in numbered ITEMs with two
 * premises and the surplus-lines taxes, and a six-month vacant-dwelling policy typed on underlined
 * blanks with the captions beneath.
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { cash, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { roundTo } from './families-a'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { printDate, printMoney } from './words'

/**
 * A surplus-lines commercial property declarations in numbered ITEMs: two premises (the first is
 * the answer), wind/hail as a percent beside the all-other-perils deductible, and the premium
 * followed by fees and surplus-lines taxes.
 */
async function surplusItems(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 44
  const R = 568
  const D = 'mdy' as const
  s.center('COMMERCIAL PROPERTY DECLARATIONS', 306, 44, 13, true)
  s.center(
    'Excess and Surplus Lines — this insurer is not licensed in the state; see notice below',
    306,
    57,
    8,
  )
  let y = 80
  const item = (n: number, caption: string): void => {
    s.text(`ITEM ${n}.`, L, y, 9, true)
    s.text(caption, L + 48, y, 9, true)
    y += 14
  }
  s.text('Insurer:', L, y, 9)
  s.value('policy.carrier', txt(p.carrier), L + 48, y, 10, { bold: true })
  y += 13
  s.text('Policy No.:', L, y, 9)
  s.value('policy.policyNumber', txt(p.policyNumber), L + 60, y, 10)
  s.text(`Replaces: ${p.priorPolicyNumber}`, 330, y, 9)
  y += 20
  item(1, 'NAMED INSURED AND MAILING ADDRESS')
  s.value('policy.namedInsured', txt(p.namedInsured), L + 48, y, 10)
  y += 12
  s.text(`${p.mailingStreet}, ${p.mailingCity}`, L + 48, y, 9.5)
  y += 18
  item(2, 'POLICY PERIOD')
  const f = s.text('From', L + 48, y, 9.5)
  const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), endX(s, f) + 5, y, 9.5)
  const t = s.text('To', endX(s, e) + 8, y, 9.5)
  const x = s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 5, y, 9.5)
  s.text('both at 12:01 A.M. standard time at the premises', endX(s, x) + 8, y, 8.5)
  y += 18
  item(3, 'DESCRIBED PREMISES AND LIMITS OF INSURANCE')
  const cols = [34, 196, 44, 86, 86, 78]
  const heads = ['Prem', 'Location', 'Yr Blt', 'Building', 'Bus. Pers. Prop.', 'Coins / Val.']
  s.grid(L, y, cols, [16, 18, 18])
  let cx = L
  heads.forEach((h, i) => {
    s.text(h, cx + 3, y + 11, 7.5, true)
    cx += cols[i]!
  })
  const prem2Year = int(rnd, 1950, 2020)
  const premRows: Array<[string, string, number, number, boolean]> = [
    ['1', p.street, p.yearBuilt, p.coverageAmount, true],
    ['2', p.street2, prem2Year, p.limit2, false],
  ]
  premRows.forEach(([n, street, yb, limit, answer], r) => {
    const by = y + 16 + 18 * r + 12
    let c = L
    s.text(n, c + 4, by, 8.5)
    c += cols[0]!
    if (answer) s.value('property.address', txt(street), c + 3, by, 8.5)
    else s.text(street, c + 3, by, 8.5)
    c += cols[1]!
    if (answer) s.value('property.yearBuilt', year(yb), c + 4, by, 8.5)
    else s.text(String(yb), c + 4, by, 8.5)
    c += cols[2]!
    if (answer)
      s.value('policy.coverageAmount', cash(limit, 'dollars'), c + cols[3]! - 4, by, 8.5, {
        align: 'right',
      })
    else s.right(printMoney(limit, 'dollars'), c + cols[3]! - 4, by, 8.5)
    c += cols[3]!
    s.right(printMoney(roundTo(limit * 0.3, 1000), 'dollars'), c + cols[4]! - 4, by, 8.5)
    c += cols[4]!
    s.text('80% / RC', c + 4, by, 8.5)
  })
  y += 52 + 10
  s.text(
    `All premises in ${p.city}, ${p.state}. Causes of loss: Special, excluding earthquake and flood.`,
    L + 48,
    y,
    8.5,
  )
  y += 20
  item(4, 'DEDUCTIBLES')
  const dd = s.text('All other perils, per occurrence:', L + 48, y, 9.5)
  s.value('policy.deductible', cash(p.deductible, 'dollars'), endX(s, dd) + 5, y, 9.5)
  y += 13
  s.text(
    `Windstorm or hail: ${p.percent}% of the building limit at each premises, minimum $${(p.deductible * 2).toLocaleString('en-US')}`,
    L + 48,
    y,
    9.5,
  )
  y += 20
  item(5, 'PREMIUM, FEES AND TAXES')
  const fee = p.policyFee
  const inspection = pick(rnd, [150, 200, 250])
  const slTax = Math.round((p.premium + fee + inspection) * 0.0485 * 100) / 100
  const stamping = Math.round((p.premium + fee + inspection) * 0.0015 * 100) / 100
  const lines: Array<[string, number, boolean]> = [
    ['Policy premium', p.premium, true],
    ['Policy fee', fee, false],
    ['Inspection fee', inspection, false],
    ['Surplus lines tax (4.85%)', slTax, false],
    ['Stamping fee (0.15%)', stamping, false],
    ['Total', p.premium + fee + inspection + slTax + stamping, false],
  ]
  for (const [label, n, answer] of lines) {
    s.text(label, L + 48, y, 9.5, label === 'Total')
    if (answer) s.value('policy.premium', cash(n, 'cents'), 330, y, 9.5, { align: 'right' })
    else s.right(printMoney(n, 'cents'), 330, y, 9.5, label === 'Total')
    y += 12
  }
  s.text('Minimum earned premium: 25% of the policy premium.', L + 48, y, 8)
  y += 18
  item(6, 'MORTGAGE HOLDER / LOSS PAYEE')
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee), L + 48, y, 9.5)
    y += 12
    s.text(`${p.lenderStreet}, ${p.lenderCity}  —  Premises 1, Building`, L + 48, y, 9)
    y += 12
    const ln = s.text('Loan Number:', L + 48, y, 9)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, ln) + 5, y, 9.5)
  } else s.text('None scheduled at inception.', L + 48, y, 9.5)
  y += 20
  item(7, 'PRODUCER')
  s.value('policy.producer', txt(p.producer), L + 48, y, 9.5)
  y += 12
  s.text(`Surplus lines licensee: ${p.agentName}, license no. ${digits(rnd, 7)}`, L + 48, y, 9)
  y += 22
  s.prose(
    [
      'NOTICE: This insurance is placed with an insurer that is not licensed by this state and is not covered by the state guaranty fund. Forms: CP 00 10 (10 12), CP 10 30 (09 17), IL 00 17 (11 98).',
    ],
    L,
    y,
    7.5,
    R - L,
  )
  return s.finish()
}

/**
 * A six-month vacant-dwelling policy typed on underlined blanks, the caption of each blank printed
 * beneath it; the vacancy questions carry dates and years of their own.
 */
async function vacantBlanks(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('courier')
  const L = 50
  const R = 562
  const D = 'mdy-dash' as const
  const exp = addDays(p.effectiveDate, 182)
  s.text('VACANT DWELLING POLICY — SIX MONTH TERM', L, 50, 12, true)
  s.text('DECLARATIONS', L, 64, 10, true)
  s.hline(L, R, 72, 1)
  let y = 100
  /** A value typed on a line with its caption beneath; returns the box's right edge. */
  const blank = (
    x: number,
    w: number,
    caption: string,
    field: ExtractionFieldId | null,
    v: Printed | string,
    size = 9.5,
  ): void => {
    if (typeof v === 'string') s.text(v, x + 2, y, size)
    else if (field !== null) s.value(field, v, x + 2, y, size)
    s.hline(x, x + w, y + 3, 0.5)
    s.text(caption, x, y + 12, 6.5)
  }
  const half = (R - L - 16) / 2
  const fit = (v: string, w: number): number => (s.width(v, 9.5) > w - 4 ? 8 : 9.5)
  blank(L, R - L, 'Company', 'policy.carrier', txt(p.carrier), fit(p.carrier, R - L))
  y += 32
  blank(L, half, 'Policy number', 'policy.policyNumber', txt(p.policyNumber))
  blank(L + half + 16, half, 'Replaces policy', null, p.priorPolicyNumber)
  y += 32
  blank(L, R - L, 'Named insured (owner of record)', 'policy.namedInsured', txt(p.namedInsured))
  y += 32
  blank(L, R - L, 'Mailing address', null, `${p.mailingStreet}, ${p.mailingCity}`)
  y += 32
  blank(L, half, 'Effective (12:01 a.m.)', 'policy.effectiveDate', dt(p.effectiveDate, D))
  blank(L + half + 16, half, 'Expires (12:01 a.m.)', 'policy.expirationDate', dt(exp, D))
  y += 32
  blank(L, half + 80, 'Location of vacant dwelling', 'property.address', txt(p.street))
  blank(
    L + half + 96,
    half - 80,
    'City, state, ZIP',
    null,
    cityLine(p),
    fit(cityLine(p), half - 80) - 1,
  )
  y += 32
  const third = (R - L - 32) / 3
  blank(L, third, 'Year built', 'property.yearBuilt', year(p.yearBuilt))
  blank(
    L + third + 16,
    third,
    'Date vacated',
    null,
    printDate(addDays(p.effectiveDate, -int(rnd, 40, 300)), D),
  )
  blank(
    L + 2 * third + 32,
    third,
    'Reason vacant',
    null,
    pick(rnd, ['Estate', 'For sale', 'Renovation']),
  )
  y += 40
  s.text('COVERAGE (Basic form: fire, lightning, explosion, vandalism excluded)', L, y, 8.5, true)
  y += 26
  blank(L, third, 'Dwelling limit', 'policy.coverageAmount', cash(p.coverageAmount, 'dollars'))
  blank(L + third + 16, third, 'Other structures', null, printMoney(p.otherStructures, 'dollars'))
  blank(L + 2 * third + 32, third, 'Deductible', 'policy.deductible', cash(p.deductible, 'dollars'))
  y += 32
  blank(L, third, 'Six-month premium', 'policy.premium', cash(p.premium, 'cents'))
  blank(L + third + 16, third, 'Inspection fee', null, printMoney(p.policyFee, 'cents'))
  blank(L + 2 * third + 32, third, 'Total due', null, printMoney(p.premium + p.policyFee, 'cents'))
  y += 40
  s.text('MORTGAGEE', L, y, 8.5, true)
  y += 26
  if (p.hasMortgagee) {
    const m = p.mortgagee
    blank(L, half + 80, 'Mortgagee', 'policy.mortgagee', txt(m), fit(m, half + 80))
    blank(L + half + 96, half - 80, 'Loan no.', 'policy.loanNumber', txt(p.loanNumber))
  } else {
    blank(L, half + 80, 'Mortgagee', null, 'NONE')
    blank(L + half + 96, half - 80, 'Loan no.', null, 'N/A')
  }
  y += 40
  blank(L, R - L, 'Agent', 'policy.producer', txt(p.producer))
  y += 32
  blank(L, half, 'Agent code', null, p.agencyCode)
  blank(L + half + 16, half, 'Date issued', null, printDate(p.issueDate, D))
  y += 36
  s.prose(
    [
      'The dwelling must be inspected at least every 14 days and the water shut off at the main. Vandalism and glass breakage are not covered while the dwelling is vacant. This policy may not be renewed for more than two terms.',
    ],
    L,
    y,
    7.5,
    R - L,
  )
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'by03',
    name: 'surplus-lines-items',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.surplus,
    features:
      'excess and surplus lines commercial property declarations in numbered ITEMs: a two-premises table (Prem, Location, Yr Blt, Building, BPP; premises 1 is the answer), wind/hail as a percent beside the all-other-perils deductible, the policy premium followed by policy and inspection fees, surplus lines tax, stamping fee and total; the surplus lines licensee (a person) below the producer',
    render: surplusItems,
  },
  {
    id: 'by04',
    name: 'vacant-dwelling-blanks',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.vacant,
    features:
      'six-month vacant-dwelling policy typed in Courier on underlined blanks, each caption printed beneath its value; the expiration six months after the effective date; date vacated (another date) and reason; dates 01-05-2026; premium beside inspection fee and total due',
    render: vacantBlanks,
  },
]
