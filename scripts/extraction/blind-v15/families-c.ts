/**
 * A FAIR plan's dwelling fire declarations (a state's insurer of last resort), in numbered items
 * inside a boxed grid, the premium split by peril, and below it a box naming the separate
 * difference-in-conditions policy another carrier writes to fill the plan's gaps (family rw03).
 */
import { cash, cityLine, dt, endX, fitSize, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { FAIR_PLANS, OTHER_CARRIERS, amount, printDate, printMoney } from './words'

async function fairPlan(q: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const p: BlindPolicy = { ...q, carrier: pick(rnd, FAIR_PLANS) }
  const s = await Sheet.create('helvetica')
  const L = 36
  const R = 576
  const M = 306
  const D = 'mdy' as const
  const C = 'cents' as const
  s.value('policy.carrier', txt(p.carrier), L, 44, 13, { bold: true })
  s.text(`P.O. Box ${int(rnd, 1000, 9999)}  -  Customer service ${p.claimsPhone}`, L, 57, 8)
  s.right('DWELLING FIRE POLICY DECLARATIONS', R, 44, 10, true)
  s.right('Basic property insurance - insurer of last resort', R, 57, 8)
  // Items 1-3 in a two-by-two grid.
  const top = 70
  s.grid(L, top, [M - L, R - M], [62, 50])
  const cap = (t: string, x: number, y: number): void => {
    s.text(t, x + 5, y + 10, 7, true, 0.3)
  }
  cap('ITEM 1. NAMED INSURED AND MAILING ADDRESS', L, top)
  s.value('policy.namedInsured', txt(p.namedInsured), L + 5, top + 24, 9.5, { bold: true })
  s.text(p.mailingStreet, L + 5, top + 36, 9)
  s.text(p.mailingCity, L + 5, top + 48, 9)
  cap('POLICY NUMBER', M, top)
  s.value('policy.policyNumber', txt(p.policyNumber), M + 5, top + 26, 12, { bold: true })
  s.text(`Replaces ${p.priorPolicyNumber}`, M + 5, top + 42, 8)
  s.text(`Issued ${printDate(p.issueDate, D)}`, M + 150, top + 42, 8)
  cap('ITEM 2. LOCATION OF INSURED PROPERTY', L, top + 62)
  s.value('property.address', txt(p.street), L + 5, top + 86, 9)
  s.text(cityLine(p), L + 5, top + 98, 9)
  cap('ITEM 3. POLICY PERIOD', M, top + 62)
  s.text('From', M + 5, top + 86, 9)
  const a = s.value('policy.effectiveDate', dt(p.effectiveDate, D), M + 32, top + 86, 9)
  s.text('To', endX(s, a) + 10, top + 86, 9)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, a) + 26, top + 86, 9)
  s.text('12:01 a.m. standard time at the location', M + 5, top + 98, 8)
  let y = top + 112 + 16
  s.text('ITEM 4. DESCRIPTION AND RATING', L, y, 8, true)
  y += 14
  const occ = pick(rnd, ['Tenant occupied', 'Owner occupied', 'Vacant - under renovation'])
  const b = s.text(`${occ}  -  ${int(rnd, 1, 4)} family  -  Year built`, L + 5, y, 8.5)
  s.value('property.yearBuilt', year(p.yearBuilt), endX(s, b) + 4, y, 8.5)
  s.text(
    `Brush/wildland zone ${pick(rnd, ['Yes', 'No'])}  -  Protection class ${int(rnd, 3, 9)}`,
    M + 5,
    y,
    8.5,
  )
  y += 18
  // Item 5: coverages and the premium by peril.
  s.band(L, y, R - L, 14, 0.85)
  s.text('ITEM 5. COVERAGES, LIMITS AND PREMIUM', L + 5, y + 10, 8, true)
  y += 14
  const cols = [150, 110, 170, 110]
  const heads = ['Coverage', 'Limit', 'Perils', 'Annual premium']
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((m, n) => m + n, 0))
  heads.forEach((h, i) => s.text(h, xs[i]! + 5, y + 11, 8, true))
  const fire = Math.round(p.premium * 0.58 * 100) / 100
  const ec = Math.round(p.premium * 0.31 * 100) / 100
  const vmm = Math.round((p.premium - fire - ec) * 100) / 100
  const rows: Array<[string, string | null, string, number]> = [
    ['A - Dwelling', null, 'Fire, lightning, internal explosion', fire],
    ['', '', 'Extended coverage', ec],
    ['', '', 'Vandalism & malicious mischief', vmm],
    ['C - Personal property', 'Not covered', '', 0],
    ['D - Fair rental value', printMoney(p.lossOfUse, C), 'Same as A', 0],
  ]
  const gridTop = y
  y += 16
  rows.forEach(([c, lim, peril, prem]) => {
    const by = y + 11
    s.text(c, xs[0]! + 5, by, 8.5)
    if (lim === null)
      s.value('policy.coverageAmount', cash(p.coverageAmount, C), xs[1]! + 5, by, 8.5)
    else s.text(lim, xs[1]! + 5, by, 8.5)
    if (peril !== '') s.text(peril, xs[2]! + 5, by, fitSize(s, peril, 130, 8))
    if (prem > 0) s.right(printMoney(prem, C), R - 6, by, 8.5)
    y += 15
  })
  s.text('TOTAL ANNUAL PREMIUM', xs[2]! + 5, y + 12, 8.5, true)
  s.value(
    'policy.premium',
    { printed: printMoney(p.premium, C), normalized: amount(p.premium) },
    R - 6,
    y + 12,
    8.5,
    {
      align: 'right',
      bold: true,
    },
  )
  y += 18
  s.grid(L, gridTop, cols, [16, y - gridTop - 16])
  y += 12
  s.text('DEDUCTIBLE (per occurrence, all perils):', L + 5, y, 8.5, true)
  s.value('policy.deductible', cash(p.deductible, C), L + 200, y, 8.5)
  s.text(
    `Policy fee ${printMoney(p.policyFee, C)} and state surcharge ${printMoney(p.stateTax, C)} are billed with the first installment.`,
    L + 5,
    y + 12,
    8,
  )
  y += 34
  s.text('ITEM 6. MORTGAGEE / LOSS PAYEE', L, y, 8, true)
  y += 13
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee), L + 5, y, fitSize(s, p.mortgagee, 330, 9))
    const ln = s.text('Loan no.', 400, y, 9)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, ln) + 4, y, 9)
    s.text(`ISAOA  ${p.lenderStreet}, ${p.lenderCity}`, L + 5, y + 11, 8)
    y += 28
  } else {
    s.text('NONE', L + 5, y, 9)
    y += 18
  }
  s.text('ITEM 7. BROKER', L, y, 8, true)
  s.value('policy.producer', txt(p.producer), L + 5, y + 13, 9)
  s.text(`Broker no. ${p.agencyCode}  -  ${p.agencyPhone}`, M + 5, y + 13, 8.5)
  y += 34
  // The companion policy, in a box of its own: a separate carrier, number and premium.
  s.rect(L, y, R - L, 62, 1.2)
  s.text('DIFFERENCE IN CONDITIONS (DIC) - NOT PART OF THIS POLICY', L + 8, y + 14, 8.5, true)
  const dic = pick(rnd, OTHER_CARRIERS.slice(1, 3))
  s.text(
    `Your broker reports a separate DIC policy with ${dic}, no. DIC-${digits(rnd, 7)},`,
    L + 8,
    y + 28,
    8.5,
  )
  s.text(
    `covering theft, water damage and liability, dwelling limit ${printMoney(Math.round((p.coverageAmount * 0.2) / 1000) * 1000, C)},`,
    L + 8,
    y + 40,
    8.5,
  )
  s.text(
    `deductible ${printMoney(p.priorDeductible, C)}, annual premium ${printMoney(Math.round(p.premium * 0.4 * 100) / 100, C)}. Claims under it go to that carrier, not to the Plan.`,
    L + 8,
    y + 52,
    8.5,
  )
  s.text(`FP-DEC ${digits(rnd, 2)}/${String(p.effectiveDate.slice(2, 4))}`, L, 768, 7, false, 0.4)
  return s.finish()
}

export const FAMILIES_C: readonly BlindFamily[] = [
  {
    id: 'rw03',
    name: 'fair-plan-dwelling-fire-with-dic-box',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.fairPlan,
    features:
      "a FAIR plan's dwelling fire declarations: the plan as insurer in the heading, numbered items in a boxed grid, the Coverage A premium split over three perils with the total below, `$1,250,000.00`, and a boxed separate DIC policy with its own carrier, number, limit, deductible and premium",
    render: fairPlan,
  },
]
