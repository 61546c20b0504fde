/**
 * Families bf05–bf06: a renewal premium bill whose right-hand "your coverage at a glance" panel
 * holds the policy's facts beside the bill's amounts, installment schedule and payment stub; and
 * a dwelling policy's declarations printed in two columns, every label right-aligned against its
 * value.
 */
import { cash, dt, endX, fitSize, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'

/**
 * A renewal bill: the amounts due on the left (the renewal premium among a prior balance, a
 * payment received, fees and the minimum due), a framed "at a glance" panel on the right, the
 * installment schedule, and a stub under a cut line. Only the renewal premium is the answer.
 */
async function renewalBill(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 40
  const R = 572
  const D = 'd-mon-y' as const
  const M = 'cents' as const
  s.logo(brandOf(p.carrier), L + 6, 50, 17, 'band')
  s.right('RENEWAL PREMIUM BILL', R, 40, 13, true)
  s.right(`Bill date ${printDate(p.issueDate, D)}  ·  Account ${p.accountNumber}`, R, 54, 8.5)
  const ni = fitSize(s, p.namedInsured, 300, 10.5)
  s.value('policy.namedInsured', txt(p.namedInsured), L, 100, ni, { bold: true })
  s.text(p.mailingStreet, L, 114, 10)
  s.text(p.mailingCity, L, 128, 10)
  // The bill on the left.
  const due = addDays(p.effectiveDate, -int(rnd, 3, 12))
  const paid = Math.round(p.priorPremium * 0.25 * 100) / 100
  let y = 172
  s.text('What you owe', L, y, 12, true)
  s.hline(L, 330, y + 6, 0.6)
  const items: Array<[string, string, boolean]> = [
    ['Previous balance', printMoney(paid, M), false],
    ['Payment received - thank you', `-${printMoney(paid, M)}`, false],
    ['Renewal premium', printMoney(p.premium, M), true],
    ['Installment fee', printMoney(p.installmentFee, M), false],
    ['Policy fee', printMoney(p.policyFee, M), false],
  ]
  for (const [k, v, answer] of items) {
    y += 17
    s.text(k, L, y, 9.5)
    if (answer)
      s.value('policy.premium', cash(p.premium, M), 330, y, 9.5, { align: 'right', bold: true })
    else s.right(v, 330, y, 9.5)
  }
  s.hline(230, 330, y + 6, 0.6)
  y += 22
  s.text('Minimum amount due', L, y, 10, true)
  s.right(printMoney(p.installment, M), 330, y, 10, true)
  y += 15
  s.text('Due date', L, y, 10)
  s.right(printDate(due, D), 330, y, 10)
  y += 15
  s.text('Or pay in full', L, y, 10)
  s.right(printMoney(p.premium + p.policyFee, M), 330, y, 10)
  const billEnd = y
  // The panel on the right.
  const px = 356
  const pw = R - px
  s.rect(px, 160, pw, 318, 0.9)
  s.band(px, 160, pw, 22, 0.2)
  s.text('Your coverage at a glance', px + 10, 175, 10.5, true, 1)
  const glance = (label: string, yy: number): number => {
    s.text(label, px + 10, yy, 7, false, 0.4)
    return yy + 12
  }
  y = glance('POLICY NUMBER', 200)
  s.value('policy.policyNumber', txt(p.policyNumber), px + 10, y, 10, { bold: true })
  y = glance('RENEWAL TERM', y + 18)
  const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), px + 10, y, 9.5)
  const to = s.text('to', endX(s, e) + 4, y, 9.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, to) + 4, y, 9.5)
  y = glance('INSURED BY', y + 18)
  y = s.valueLines('policy.carrier', s.split(p.carrier, 9, pw - 20), p.carrier, px + 10, y, 9, 10.5)
  y = glance('PROPERTY', y + 8)
  s.value('property.address', txt(p.street), px + 10, y, 9.5)
  s.text(`${p.city}, ${p.state} ${p.zip}`, px + 10, y + 12, 9.5)
  y = glance('DWELLING', y + 30)
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), px + 10, y, 9.5)
  s.text('LIABILITY', px + 110, y - 12, 7, false, 0.4)
  s.text(printMoney(p.liability, 'dollars'), px + 110, y, 9.5)
  y = glance('DEDUCTIBLE', y + 18)
  s.value('policy.deductible', cash(p.deductible, 'dollars'), px + 10, y, 9.5)
  s.text('YEAR BUILT', px + 110, y - 12, 7, false, 0.4)
  s.value('property.yearBuilt', year(p.yearBuilt), px + 110, y, 9.5)
  y = glance('YOUR AGENT', y + 18)
  y = s.valueLines(
    'policy.producer',
    s.split(p.producer, 9, pw - 20),
    p.producer,
    px + 10,
    y,
    9,
    10.5,
  )
  s.text(p.agencyPhone, px + 10, y, 8.5)
  // Installments.
  y = billEnd + 40
  s.text('Installment schedule', L, y, 11, true)
  s.grid(L, y + 8, [90, 110, 90], [16, 16, 16, 16, 16])
  s.text('No.', L + 5, y + 20, 8.5, true)
  s.text('Due', L + 95, y + 20, 8.5, true)
  s.text('Amount', L + 205, y + 20, 8.5, true)
  for (let i = 0; i < 4; i++) {
    const yy = y + 36 + i * 16
    s.text(String(i + 1), L + 5, yy, 8.5)
    s.text(printDate(addDays(due, i * 91), D), L + 95, yy, 8.5)
    s.right(printMoney(p.installment, M), L + 285, yy, 8.5)
  }
  y += 104
  const note = p.hasMortgagee
    ? 'A copy of this bill has gone to your mortgage company:'
    : 'No mortgage company is listed on this policy.'
  s.text(note, L, y, 8.5)
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee), L, y + 12, fitSize(s, p.mortgagee, 300, 8.5))
    const ln = s.text('Loan', L, y + 24, 8.5)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, ln) + 4, y + 24, 8.5)
  }
  // The stub.
  const cut = 560
  for (let x = 20; x < 592; x += 7) s.hline(x, x + 3.5, cut, 0.5)
  s.text('Please detach and return this portion with your payment', L, cut + 14, 7.5)
  s.grid(L, cut + 24, [180, 176, 176], [16, 22])
  const stub = ['Account number', 'Amount due', 'Amount enclosed']
  stub.forEach((t, i) => s.text(t, L + 5 + i * 180, cut + 36, 7.5, true))
  s.text(p.accountNumber, L + 5, cut + 54, 10)
  s.text(printMoney(p.installment, M), L + 185, cut + 54, 10)
  s.text('$', L + 361, cut + 54, 10)
  s.text(brandOf(p.carrier).toUpperCase(), L + 300, cut + 100, 10, true)
  s.text(`PO Box ${int(rnd, 1000, 99999)}`, L + 300, cut + 113, 10)
  s.text(`Lockbox ${digits(rnd, 4)}`, L + 300, cut + 126, 10)
  s.text(`${digits(rnd, 10)} ${digits(rnd, 8)} ${digits(rnd, 6)} 5`, L, cut + 170, 10)
  return s.finish()
}

/**
 * A dwelling declarations page in two columns: each label set in bold and right-aligned against
 * a gutter, its value left-aligned after it, long values wrapping within the column. Below, the
 * coverages and the premium in the same style: the other coverages, the fee, the tax and the
 * total due are not answers, nor is the second mortgagee.
 */
async function twoColumnDwelling(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const D = 'mon-dot' as const
  const M = 'dollar-space' as const
  s.center(
    p.carrier.toUpperCase(),
    306,
    48,
    fitSize(s, p.carrier.toUpperCase(), 500, 12, true),
    true,
  )
  s.center('DWELLING PROPERTY 3 - SPECIAL FORM', 306, 64, 11)
  s.center('DECLARATIONS', 306, 80, 14, true)
  s.hline(40, 572, 90, 1.2)
  // Left column: labels end at 150, values from 156 to 300; right: 430 and 436 to 572.
  const cols = [
    { gutter: 146, x: 152, w: 148 },
    { gutter: 412, x: 418, w: 154 },
  ] as const
  const ys = [112, 112]
  const label = (c: 0 | 1, t: string): number => {
    const y = ys[c]!
    s.right(t, cols[c].gutter, y, 9, true)
    return y
  }
  const plain = (c: 0 | 1, t: string, v: string): void => {
    const y = label(c, t)
    const lines = s.split(v, 9.5, cols[c].w)
    lines.forEach((l, i) => s.text(l, cols[c].x, y + i * 11.5, 9.5))
    ys[c] = y + lines.length * 11.5 + 7
  }
  const val = (c: 0 | 1, t: string, field: Parameters<Sheet['value']>[0], v: string): void => {
    const y = label(c, t)
    const lines = s.split(v, 9.5, cols[c].w)
    ys[c] = s.valueLines(field, lines, v, cols[c].x, y, 9.5, 11.5) + 7
  }
  val(0, 'Policy Number:', 'policy.policyNumber', p.policyNumber)
  plain(0, 'Replaces:', p.priorPolicyNumber)
  const y0 = label(0, 'Effective:')
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), cols[0].x, y0, 9.5)
  ys[0] = y0 + 18
  const y1 = label(0, 'Expires:')
  s.value('policy.expirationDate', dt(p.expirationDate, D), cols[0].x, y1, 9.5)
  ys[0] = y1 + 18
  val(0, 'Named Insured:', 'policy.namedInsured', p.namedInsured)
  plain(0, 'Mailing Address:', `${p.mailingStreet}, ${p.mailingCity}`)
  val(0, 'Described Location:', 'property.address', p.street)
  plain(0, '', `${p.city}, ${p.state} ${p.zip}`)
  const yb = label(0, 'Year Built:')
  s.value('property.yearBuilt', year(p.yearBuilt), cols[0].x, yb, 9.5)
  ys[0] = yb + 18
  plain(0, 'Construction:', pick(rnd, ['Frame', 'Masonry veneer', 'Brick', 'Log']))
  plain(0, 'Occupancy:', `Tenant occupied, ${int(rnd, 1, 4)} family`)
  val(1, 'Company:', 'policy.carrier', p.carrier)
  plain(1, 'NAIC:', p.naic)
  val(1, 'Agent:', 'policy.producer', p.producer)
  plain(1, 'Agent Code:', p.agencyCode)
  if (p.hasMortgagee) {
    val(1, 'First Mortgagee:', 'policy.mortgagee', p.mortgagee)
    plain(1, '', `${p.lenderStreet}, ${p.lenderCity}`)
    val(1, 'Loan No.:', 'policy.loanNumber', p.loanNumber)
  } else plain(1, 'First Mortgagee:', 'None')
  plain(1, 'Second Mortgagee:', p.secondLender)
  plain(1, 'Loan No.:', p.secondLoanNumber)
  // Coverages and premium, two columns again.
  let y = Math.max(ys[0]!, ys[1]!) + 12
  s.hline(40, 572, y, 0.8)
  s.center('COVERAGES, LIMITS AND PREMIUM', 306, y + 16, 10.5, true)
  y += 38
  const fair = Math.round(p.coverageAmount / 10 / 100) * 100
  const covs: Array<[string, number, number, boolean]> = [
    ['A - Dwelling:', p.coverageAmount, 0.62, true],
    ['B - Other Structures:', p.otherStructures, 0.05, false],
    ['C - Personal Property:', Math.round(p.contents / 4), 0.07, false],
    ['D - Fair Rental Value:', fair, 0.06, false],
    ['L - Personal Liability:', p.liability, 0.14, false],
    ['M - Medical Payments:', p.medical, 0.06, false],
  ]
  let rest = p.premium
  covs.forEach(([k, n, share, answer], i) => {
    const yy = y + i * 15
    s.right(k, cols[0].gutter, yy, 9, true)
    if (answer) s.value('policy.coverageAmount', cash(n, M), cols[0].x, yy, 9.5)
    else s.text(printMoney(n, M), cols[0].x, yy, 9.5)
    const prem = i === covs.length - 1 ? rest : Math.round(p.premium * share * 100) / 100
    rest = Math.round((rest - prem) * 100) / 100
    s.right('Premium:', cols[0].x + 132, yy, 9, true)
    s.right(printMoney(prem, 'bare-cents'), cols[0].x + 200, yy, 9.5)
  })
  y += covs.length * 15 + 14
  const rows: Array<[string, number | null]> = [
    ['Total Policy Premium:', null],
    ['Policy Fee:', p.policyFee],
    ['State Surcharge:', p.stateTax],
    ['Total Due:', p.premium + p.policyFee + p.stateTax],
  ]
  rows.forEach(([k, n], i) => {
    const yy = y + i * 15
    s.right(k, cols[1].gutter, yy, 9, true)
    if (n === null) s.value('policy.premium', cash(p.premium, 'cents'), cols[1].x, yy, 9.5)
    else s.text(printMoney(n, 'cents'), cols[1].x, yy, 9.5)
  })
  s.right('All Peril Deductible:', cols[0].gutter, y, 9, true)
  s.value('policy.deductible', cash(p.deductible, M), cols[0].x, y, 9.5)
  s.right('Prior Deductible:', cols[0].gutter, y + 15, 9, true)
  s.text(printMoney(p.priorDeductible, M), cols[0].x, y + 15, 9.5)
  y += 80
  s.text('Forms and endorsements: DP 00 03 07 88, DP 04 71, DP 17 40, DL 24 01 07 88.', 40, y, 8.5)
  s.text(
    `Countersigned ${printDate(p.issueDate, D)} by ${p.agentName}, authorized representative.`,
    40,
    y + 13,
    8.5,
  )
  return s.finish()
}

export const FAMILIES_C: readonly BlindFamily[] = [
  {
    id: 'bf05',
    name: 'renewal-bill-glance',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.bill,
    features:
      'a renewal premium bill: the renewal premium among a previous balance, a payment received, fees, the minimum due and the pay-in-full amount; a framed "coverage at a glance" panel with the facts; an installment schedule and a payment stub',
    render: renewalBill,
  },
  {
    id: 'bf06',
    name: 'dwelling-two-column',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.columns,
    features:
      'a DP-3 declarations page in two columns with bold labels right-aligned against their values (long values wrap within the column), coverages with their premiums in the same style, a second mortgagee and the prior deductible beside the answers',
    render: twoColumnDwelling,
  },
]
