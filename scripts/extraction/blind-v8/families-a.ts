/**
 * Families by01–by02: a carrier's replacement-cost valuation printout (the property's traits as
 * tiles with their captions below the values) and a dwelling policy whose first page is the policy
 * jacket and whose second is the declarations with a forms schedule.
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { cash, chance, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { Sheet, type Printed, type Rendered, type ValueRun } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'

/** A value inside running text. */
export const run = (field: ExtractionFieldId, v: Printed): ValueRun => ({ field, ...v })

/** Rounded to a step. */
export const roundTo = (n: number, step: number): number => Math.round(n / step) * step

/**
 * A carrier's replacement-cost valuation: the policy in a box, the house's traits as tiles (value
 * on top, caption beneath), then the estimate beside the current and the recommended Coverage A.
 */
async function valuation(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 48
  const R = 564
  const D = 'month-th' as const
  s.logo(brandOf(p.carrier).toUpperCase(), L + 6, 50, 15, 'band')
  s.right('Replacement Cost Valuation', R, 44, 13, true)
  s.right(`Valuation ID RCV-${digits(rnd, 8)}  ·  run ${printDate(p.issueDate, D)}`, R, 58, 8)
  s.hline(L, R, 70, 1.2)
  // The policy, framed, label column then values.
  s.rect(L, 80, R - L, 118, 0.7)
  s.text('POLICY ON FILE', L + 8, 93, 8, true)
  const rows: Array<[string, ExtractionFieldId, Printed]> = [
    ['Policyholder', 'policy.namedInsured', txt(p.namedInsured)],
    ['Policy number', 'policy.policyNumber', txt(p.policyNumber)],
    ['Written by', 'policy.carrier', txt(p.carrier)],
    ['Servicing agent', 'policy.producer', txt(p.producer)],
  ]
  let y = 108
  for (const [label, field, v] of rows) {
    s.text(label, L + 8, y, 8.5)
    s.value(field, v, L + 104, y, 9.5)
    y += 13
  }
  s.text('Term', L + 8, y, 8.5)
  const f = s.value('policy.effectiveDate', dt(p.effectiveDate, D), L + 104, y, 9.5)
  const t = s.text('through', endX(s, f) + 5, y, 9.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 5, y, 9.5)
  y += 13
  s.text('Lienholder', L + 8, y, 8.5)
  if (p.hasMortgagee) {
    const m = s.value('policy.mortgagee', txt(p.mortgagee), L + 104, y, 9.5)
    const k = s.text('acct.', endX(s, m) + 8, y, 8.5)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, k) + 4, y, 9.5)
  } else s.text('none shown', L + 104, y, 9.5)
  y += 13
  s.text('Previous term limit', L + 8, y, 8.5)
  s.text(printMoney(p.priorCoverage, 'dollars'), L + 104, y, 9.5)
  // The insured location.
  y = 224
  s.text('PROPERTY VALUED', L, y, 9, true)
  y += 16
  const a = s.value('property.address', txt(p.street), L, y, 12, { bold: true })
  s.text(cityLine(p), endX(s, a) + 10, y, 11)
  // Tiles: the value large on top, its caption small beneath.
  y += 18
  const area = int(rnd, 1150, 4800)
  const tiles: Array<[string, Printed, ExtractionFieldId | null]> = [
    ['Year built', year(p.yearBuilt), 'property.yearBuilt'],
    ['Living area, sq ft', txt(area.toLocaleString('en-US')), null],
    ['Stories', txt(pick(rnd, ['1', '1.5', '2', '3'])), null],
    ['Roof covering installed', year(p.roofYear), null],
    ['Garage stalls', txt(String(int(rnd, 0, 3))), null],
  ]
  const tw = (R - L) / tiles.length
  tiles.forEach(([caption, v, field], i) => {
    const x = L + i * tw
    s.rect(x + 2, y, tw - 4, 44, 0.6)
    if (field !== null) s.value(field, v, x + tw / 2, y + 22, 15, { bold: true, align: 'center' })
    else s.center(v.printed, x + tw / 2, y + 22, 15, true)
    s.center(caption, x + tw / 2, y + 36, 7)
  })
  y += 62
  s.text(
    `Construction ${pick(rnd, ['wood frame', 'masonry', 'brick veneer on frame'])}, quality grade ${pick(rnd, ['standard', 'above average', 'custom'])}, ${pick(rnd, ['slab', 'crawlspace', 'full basement'])} foundation.`,
    L,
    y,
    9,
  )
  // The estimate against the limit.
  y += 26
  s.text('VALUATION RESULT', L, y, 9, true)
  y += 8
  const estimate = roundTo(p.coverageAmount * (0.9 + rnd() * 0.25), 1000)
  const recommended = roundTo(Math.max(estimate, p.coverageAmount), 1000)
  const result: Array<[string, string, ExtractionFieldId | null, Printed | null]> = [
    ['Estimated cost to rebuild', printMoney(estimate, 'dollars'), null, null],
    [
      'Debris removal and code upgrades (included above)',
      printMoney(roundTo(estimate * 0.08, 100), 'dollars'),
      null,
      null,
    ],
    [
      'Coverage A — Dwelling, current limit',
      '',
      'policy.coverageAmount',
      cash(p.coverageAmount, 'dollars'),
    ],
    ['Recommended Coverage A at renewal', printMoney(recommended, 'dollars'), null, null],
    ['Insurance to value', `${Math.round((p.coverageAmount / estimate) * 100)}%`, null, null],
    ['All-peril deductible', '', 'policy.deductible', cash(p.deductible, 'dollars')],
    ['Annual premium at current limit', '', 'policy.premium', cash(p.premium, 'cents')],
  ]
  s.grid(
    L,
    y,
    [R - L - 130, 130],
    result.map(() => 18),
  )
  for (const [label, printed, field, v] of result) {
    y += 18
    s.text(label, L + 6, y - 5, 9)
    if (field !== null && v !== null)
      s.value(field, v, R - 6, y - 5, 10, { align: 'right', bold: true })
    else s.right(printed, R - 6, y - 5, 10)
  }
  y += 24
  s.prose(
    [
      'This estimate uses local labor and material costs for the quarter in which it was run. It is not an appraisal of market value, and land is not included. Ask your agent before',
      ` ${printDate(addDays(p.effectiveDate, -3), D)} `,
      'if you wish to change your limit.',
    ],
    L,
    y,
    8,
    R - L,
  )
  s.text(`Form RCV-2 · claims ${p.claimsPhone}`, L, 762, 6.5)
  return s.finish()
}

/**
 * A dwelling policy as mailed: page 1 the jacket (the company's name large, home office, the
 * officers' signatures and the agent's stamp), page 2 the declarations in Times with coverages,
 * mortgagees and a forms schedule whose edition dates look like dates.
 */
async function jacketThenDecs(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 66
  const R = 546
  const C = 306
  const D = 'mdy' as const
  s.rect(40, 40, 532, 712, 2)
  s.rect(46, 46, 520, 700, 0.6)
  const carrierLines = s.split(p.carrier.toUpperCase(), 20, 440, true)
  carrierLines.forEach((l, i) => s.center(l, C, 150 + i * 26, 20, true))
  let y = 150 + carrierLines.length * 26 + 10
  s.center('A Stock Insurance Company', C, y, 11)
  s.center(
    `Home Office: ${int(rnd, 10, 990)} ${pick(rnd, ['Exchange', 'Commerce', 'Market'])} Plaza, ${p.lenderCity}`,
    C,
    y + 15,
    9,
  )
  s.center('DWELLING PROPERTY POLICY', C, y + 80, 16, true)
  s.center(
    'Basic, Broad and Special Forms — for one- to four-family dwellings rented to others',
    C,
    y + 98,
    9.5,
  )
  y += 150
  s.prose(
    [
      'IN WITNESS WHEREOF, the Company has caused this policy to be executed and attested, but this policy shall not be valid unless countersigned on the Declarations page by an authorized representative of the Company.',
    ],
    L + 20,
    y,
    10,
    R - L - 40,
  )
  y += 70
  s.text(`${pick(rnd, ['Iolo', 'Cadfael'])} Rintoul`, L + 40, y, 12)
  s.text('Secretary', L + 40, y + 14, 9)
  s.text(`${pick(rnd, ['Morwenna', 'Zillah'])} Goldthorpe`, 370, y, 12)
  s.text('President', 370, y + 14, 9)
  // The agent's stamp at the foot of the jacket.
  s.rect(C - 130, 600, 260, 76, 1)
  s.center('YOUR AGENT', C, 616, 8, true)
  s.value('policy.producer', txt(p.producer), C, 634, 11, { bold: true, align: 'center' })
  s.center(p.mailingCity, C, 650, 9)
  s.center(p.agencyPhone, C, 664, 9)
  s.center(
    `DP J1 (${printDate(addDays(p.issueDate, -900), 'mdy').slice(0, 2)}/${int(rnd, 10, 19)})`,
    C,
    730,
    7,
  )
  // Page 2: the declarations.
  s.newPage()
  s.center('DWELLING POLICY DECLARATIONS', C, 50, 13, true)
  s.text('Company', L, 72, 9, true)
  s.value('policy.carrier', txt(p.carrier), L + 70, 72, 10)
  s.text('Policy No.', L, 87, 9, true)
  s.value('policy.policyNumber', txt(p.policyNumber), L + 70, 87, 10, { bold: true })
  s.right(`Renewal of ${p.priorPolicyNumber}`, R, 87, 9)
  s.text('Period', L, 102, 9, true)
  const f = s.text('From', L + 70, 102, 10)
  const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), endX(s, f) + 5, 102, 10)
  const t = s.text('to', endX(s, e) + 5, 102, 10)
  const x = s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 5, 102, 10)
  s.text('12:01 A.M. standard time', endX(s, x) + 6, 102, 9)
  s.hline(L, R, 112, 0.6)
  s.text('Insured', L, 128, 9, true)
  s.value('policy.namedInsured', txt(p.namedInsured), L + 70, 128, 10)
  s.text(p.mailingStreet, L + 70, 141, 10)
  s.text(p.mailingCity, L + 70, 154, 10)
  s.text('Premises', L, 174, 9, true)
  const a = s.value('property.address', txt(p.street), L + 70, 174, 10)
  s.text(cityLine(p), endX(s, a) + 8, 174, 10)
  const built = s.text(
    `Form DP-3  ·  ${pick(rnd, ['Frame', 'Masonry'])}  ·  Constructed`,
    L + 70,
    188,
    9.5,
  )
  s.value('property.yearBuilt', year(p.yearBuilt), endX(s, built) + 4, 188, 9.5)
  s.text(`·  ${int(rnd, 1, 4)} family  ·  Tenant occupied`, endX(s, built) + 34, 188, 9.5)
  s.hline(L, R, 200, 0.6)
  y = 218
  s.text('Coverage', L, y, 9, true)
  s.right('Limit', 420, y, 9, true)
  s.right('Premium', R, y, 9, true)
  const parts = [0.62, 0.07, 0.21, 0.1].map((k) => roundTo(p.premium * k, 1))
  const cov: Array<[string, number, number, boolean]> = [
    ['A  Dwelling', p.coverageAmount, parts[0]!, true],
    ['B  Other Structures', p.otherStructures, parts[1]!, false],
    ['D  Fair Rental Value', p.lossOfUse, parts[2]!, false],
    ['L  Premises Liability', p.liability, parts[3]!, false],
  ]
  for (const [label, limit, prem, answer] of cov) {
    y += 15
    s.text(label, L, y, 10)
    if (answer)
      s.value('policy.coverageAmount', cash(limit, 'dollars'), 420, y, 10, { align: 'right' })
    else s.right(printMoney(limit, 'dollars'), 420, y, 10)
    s.right(printMoney(prem, 'cents'), R, y, 10)
  }
  y += 17
  s.hline(360, R, y - 10, 0.5)
  s.text('Total Policy Premium', 300, y, 10, true)
  s.value('policy.premium', cash(p.premium, 'cents'), R, y, 10, { align: 'right', bold: true })
  y += 20
  const dl = s.text('Deductible — all covered perils:', L, y, 10)
  s.value('policy.deductible', cash(p.deductible, 'dollars'), endX(s, dl) + 5, y, 10)
  y += 26
  s.text('Mortgagee(s) / Additional Interests', L, y, 9, true)
  y += 15
  if (p.hasMortgagee) {
    s.text('1st', L, y, 10)
    s.value('policy.mortgagee', txt(p.mortgagee), L + 30, y, 10)
    y += 13
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L + 30, y, 10)
    y += 13
    const ln = s.text('Loan No.', L + 30, y, 10)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, ln) + 5, y, 10)
    if (chance(rnd, 0.5)) {
      y += 16
      s.text('2nd', L, y, 10)
      s.text(`${p.secondLender}  —  Loan No. ${p.secondLoanNumber}`, L + 30, y, 10)
    }
  } else s.text('None', L + 30, y, 10)
  y += 28
  s.text('Forms and Endorsements', L, y, 9, true)
  const forms: Array<[string, string, string]> = [
    ['DP 00 03', '07/14', 'Dwelling Property 3 — Special Form'],
    ['DP 01 ' + int(rnd, 10, 50), '12/21', 'Special Provisions'],
    ['DP 04 73', '07/14', 'Limited Fungi, Wet or Dry Rot, or Bacteria Coverage'],
    ['DL 24 01', '07/14', 'Personal Liability'],
  ]
  for (const [no, ed, title] of forms) {
    y += 13
    s.text(`${no} (${ed})`, L, y, 9)
    s.text(title, L + 110, y, 9)
  }
  y += 40
  s.text('Countersigned', L, y, 9)
  s.hline(L + 70, L + 260, y + 2, 0.5)
  s.text(`Date of issue ${printDate(p.issueDate, D)}`, 360, y, 9)
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'by01',
    name: 'replacement-cost-valuation',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.valuation,
    features:
      "carrier's replacement-cost valuation printout: the policy on file in a framed box (term dates \"January 5th, 2026\", lienholder and account), the house's traits as tiles with the caption beneath the value (year built beside the roof's year), the estimate to rebuild, the current and the recommended Coverage A, deductible and premium in a two-column result table",
    render: valuation,
  },
  {
    id: 'by02',
    name: 'jacket-then-declarations',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.jacket,
    features:
      "two pages in Times: page 1 the policy jacket (the company's name in large capitals, home office, officers' signatures, the agent's stamp: the producer is only there); page 2 the declarations (limits and per-coverage premiums in columns, total premium, 1st and 2nd mortgagee, a forms schedule with edition dates \"(07/14)\"); dates 01/05/2026",
    render: jacketThenDecs,
  },
]
