/**
 * Declarations templates, part one: label-and-value lines, two columns, a boxed grid, dotted
 * leaders, a ruled schedule, and values on rules with their labels below.
 */
import {
  amount,
  coverageRows,
  distractorLines,
  label,
  limitsTable,
  mortgageeBlock,
  pair,
  period,
  shows,
  value,
  valueRight,
  type Ctx,
} from './template-kit'

/** The page title, or the carrier as a letterhead (then the carrier's value is that header). */
export function header(c: Ctx, title: string): number {
  if (c.s.letterhead) {
    const box = c.w.text(c.v.carrier, 40, 48, 17, true)
    c.w.add('policy.carrier', c.v.carrier, box)
    c.w.text(title, 40, 66, 10)
    return 100
  }
  c.w.text(title, 40, 52, 14, true)
  return 90
}

/** The carrier as a labelled value, unless the letterhead already names it. */
function carrierPair(c: Ctx, x: number, y: number, size: number, vx?: number): boolean {
  if (c.s.letterhead || !shows(c, 'policy.carrier')) return false
  pair(c, 'policy.carrier', x, y, size, vx)
  return true
}

/** A: "Label: value" lines, a limits table, deductible, premium and the mortgagee. */
export function colonLines(c: Ctx): void {
  let y = header(c, 'HOMEOWNERS POLICY DECLARATIONS')
  const x = 50
  const vx = 205
  const size = 10
  c.w.text('This is not a bill. Please keep this page with your policy.', x, y - 14, 8)
  pair(c, 'policy.policyNumber', x, y, size, vx)
  y += 17
  pair(c, 'policy.namedInsured', x, y, size, vx)
  y += 17
  c.w.text(c.s.upper ? 'MAILING ADDRESS:' : 'Mailing Address:', x, y, size, true)
  c.w.text(`${c.v.mailingStreet}, ${c.v.city}, ${c.v.state} ${c.v.zip}`, vx, y, size)
  y += 17
  y = period(c, x, y, size, vx)
  if (carrierPair(c, x, y, size, vx)) y += 17
  pair(c, 'policy.producer', x, y, size, vx)
  y += 17
  pair(c, 'property.address', x, y, size, vx)
  y += 17
  pair(c, 'property.yearBuilt', x, y, size, vx)
  y += 32
  c.w.text(c.s.upper ? 'COVERAGES AND LIMITS' : 'Coverages and Limits', x, y, 11, true)
  c.w.text(c.s.upper ? 'LIMIT' : 'Limit', 420, y, 11, true)
  y += 17
  for (const [name, n, own] of coverageRows(c)) {
    c.w.text(name, x, y, size)
    if (own && shows(c, 'policy.coverageAmount'))
      valueRight(c, 'policy.coverageAmount', 460, y, size)
    else c.w.right(amount(c, n), 460, y, size)
    y += 15
  }
  y += 12
  pair(c, 'policy.deductible', x, y, size, vx)
  y += 17
  c.w.text('Wind/Hail Deductible: 2% of Coverage A', x, y, size)
  y += 17
  pair(c, 'policy.premium', x, y, size, vx)
  y += 17
  for (const d of distractorLines(c)) {
    c.w.text(d, x, y, 9)
    y += 14
  }
  mortgageeBlock(c, x, y + 16, size, false)
}

/** B: two columns of labelled values, then a limits list and the mortgagee across the page. */
export function twoColumns(c: Ctx): void {
  let y = header(c, 'Dwelling Fire Declarations')
  const size = 9
  const L = [40, 140] as const
  const R = [320, 430] as const
  pair(c, 'policy.policyNumber', L[0], y, size, L[1])
  if (!carrierPair(c, R[0], y, size, R[1])) pair(c, 'policy.producer', R[0], y, size, R[1])
  y += 16
  pair(c, 'policy.namedInsured', L[0], y, size, L[1])
  const endPeriod = period(c, R[0], y, size, R[1])
  y += 16
  c.w.text(`${c.v.mailingStreet}`, L[1], y, size)
  c.w.text(`${c.v.city}, ${c.v.state} ${c.v.zip}`, L[1], y + 12, size)
  y = Math.max(y + 30, endPeriod)
  if (!c.s.letterhead) pair(c, 'policy.producer', L[0], y, size, L[1])
  pair(c, 'policy.premium', R[0], y, size, R[1])
  y += 30
  c.w.band(36, y - 11, 540, 15)
  c.w.text(c.s.upper ? 'PROPERTY' : 'Property', 40, y, 10, true)
  y += 20
  pair(c, 'property.address', L[0], y, size, L[1])
  y += 16
  pair(c, 'property.yearBuilt', L[0], y, size, L[1])
  pair(c, 'policy.deductible', R[0], y, size, R[1])
  y += 28
  c.w.band(36, y - 11, 540, 15)
  c.w.text(c.s.upper ? 'LIMITS OF INSURANCE' : 'Limits of Insurance', 40, y, 10, true)
  y += 20
  for (const [name, n, own] of coverageRows(c)) {
    c.w.text(name, L[0], y, size)
    if (own && shows(c, 'policy.coverageAmount')) value(c, 'policy.coverageAmount', R[0], y, size)
    else c.w.text(amount(c, n), R[0], y, size)
    y += 14
  }
  y += 20
  for (const d of distractorLines(c)) {
    c.w.text(d, R[0], y, 8)
    y += 12
  }
  mortgageeBlock(c, L[0], y + 10, size, true)
}

/** C: an ACORD-like grid of boxes, small capitals at the top of each box, values inside. */
export function boxedGrid(c: Ctx): void {
  let top = header(c, 'EVIDENCE OF PROPERTY INSURANCE') - 20
  const cell = (
    x: number,
    w: number,
    field: Parameters<typeof value>[1] | null,
    text = '',
  ): void => {
    c.w.rect(x, top, w, 30)
    if (field === null) {
      c.w.text(text, x + 3, top + 8, 6.5, true)
      return
    }
    if (!shows(c, field)) return
    c.w.text(label(c, field, false).toUpperCase(), x + 3, top + 8, 6.5, true)
    value(c, field, x + 5, top + 23, 10)
  }
  cell(30, 276, 'policy.producer')
  if (!c.s.letterhead) cell(306, 276, 'policy.carrier')
  else cell(306, 276, null, `NAIC # ${c.v.naic}`)
  top += 30
  cell(30, 276, 'policy.namedInsured')
  cell(306, 150, 'policy.policyNumber')
  cell(456, 126, 'policy.loanNumber')
  top += 30
  cell(30, 184, 'policy.effectiveDate')
  cell(214, 184, 'policy.expirationDate')
  cell(398, 184, 'policy.premium')
  top += 30
  cell(30, 400, 'property.address')
  cell(430, 152, 'property.yearBuilt')
  top += 48
  c.w.text('COVERAGE / PERILS / FORMS', 35, top, 7, true)
  c.w.text('AMOUNT OF INSURANCE', 330, top, 7, true)
  c.w.text('DEDUCTIBLE', 480, top, 7, true)
  top += 16
  top = limitsTable(c, { name: 35, limit: 330, deductible: 480 }, top, 9, 14)
  top += 14
  if (shows(c, 'policy.mortgagee')) {
    c.w.rect(30, top, 552, 56)
    c.w.text(label(c, 'policy.mortgagee', false).toUpperCase(), 33, top + 8, 6.5, true)
    value(c, 'policy.mortgagee', 36, top + 22, 10)
    c.w.text(`${c.v.mailingStreet}, ${c.v.city}, ${c.v.state}`, 36, top + 34, 10)
  }
  for (const [i, d] of distractorLines(c).entries()) c.w.text(d, 35, top + 80 + i * 12, 8)
}

/** D: a letter-style page with dotted leaders between labels and values. */
export function leaders(c: Ctx): void {
  let y = header(c, 'Renewal Declarations')
  const size = 11
  const x = 60
  const vx = 300
  const line = (field: Parameters<typeof value>[1]): void => {
    if (!shows(c, field)) return
    const l = label(c, field, false)
    const dots = '.'.repeat(
      Math.max(4, Math.floor((vx - x - c.w.width(l, size) - 8) / c.w.width('.', size))),
    )
    c.w.text(`${l} ${dots}`, x, y, size)
    value(c, field, vx, y, size)
    y += 18
  }
  c.w.text(`Dear ${c.v.namedInsured.split(' ')[0]},`, x, y, size)
  y += 16
  c.w.text('Thank you for renewing with us. Your policy details are below.', x, y, size)
  y += 28
  line('policy.policyNumber')
  line('policy.namedInsured')
  if (!c.s.letterhead) line('policy.carrier')
  line('policy.effectiveDate')
  line('policy.expirationDate')
  line('policy.producer')
  line('property.address')
  line('property.yearBuilt')
  y += 16
  c.w.text('Section I - Property Coverages', x, y, 12, true)
  y += 20
  line('policy.coverageAmount')
  for (const [name, n, own] of coverageRows(c).slice(1, 3)) {
    if (own) continue
    c.w.text(`${name} ${'.'.repeat(20)}`, x, y, size)
    c.w.text(amount(c, n), vx, y, size)
    y += 18
  }
  line('policy.deductible')
  line('policy.premium')
  y += 16
  line('policy.mortgagee')
  line('policy.loanNumber')
  for (const d of distractorLines(c)) {
    c.w.text(d, x, y + 10, 9)
    y += 13
  }
}

/** E: a ruled key/value table and a coverage schedule with limit, deductible and premium. */
export function schedule(c: Ctx): void {
  let top = header(c, 'Commercial Property Declarations') - 10
  const size = 9
  const row = (field: Parameters<typeof value>[1]): void => {
    if (!shows(c, field)) return
    c.w.band(40, top, 150, 18, 0.9)
    c.w.rect(40, top, 532, 18, 0.5)
    c.w.text(label(c, field, false), 45, top + 12.5, size, true)
    value(c, field, 200, top + 12.5, size)
    top += 18
  }
  row('policy.policyNumber')
  row('policy.namedInsured')
  if (!c.s.letterhead) row('policy.carrier')
  row('policy.producer')
  row('policy.effectiveDate')
  row('policy.expirationDate')
  row('property.address')
  row('property.yearBuilt')
  top += 26
  const cols = [45, 290, 390, 490] as const
  const heads = ['Coverage', 'Limit', label(c, 'policy.deductible', false), 'Premium']
  heads.forEach((h, i) => c.w.text(c.s.upper ? h.toUpperCase() : h, cols[i] ?? 0, top, size, true))
  c.w.hline(40, 572, top + 4)
  top += 17
  coverageRows(c).forEach(([name, n, own], i) => {
    c.w.text(name, cols[0], top, size)
    if (own && shows(c, 'policy.coverageAmount'))
      value(c, 'policy.coverageAmount', cols[1], top, size)
    else c.w.text(amount(c, n), cols[1], top, size)
    if (i === 0 && shows(c, 'policy.deductible')) value(c, 'policy.deductible', cols[2], top, size)
    c.w.text(amount(c, Math.round(c.v.premium / (i + 2))), cols[3], top, size)
    top += 15
  })
  c.w.hline(40, 572, top - 8)
  if (shows(c, 'policy.premium')) {
    const l = c.w.text(label(c, 'policy.premium', false), cols[2], top + 4, size, true)
    value(c, 'policy.premium', Math.max(cols[3], c.w.rightOf(l) + size), top + 4, size)
  }
  top += 30
  for (const d of distractorLines(c)) {
    c.w.text(d, 45, top, 8)
    top += 12
  }
  mortgageeBlock(c, 45, top + 16, size, true)
}

/** F: values printed on rules with small labels below them (a filled-in paper form). */
export function labelsBelow(c: Ctx): void {
  let y = header(c, 'Certificate of Homeowners Insurance') + 10
  const slot = (field: Parameters<typeof value>[1], x: number, w: number): void => {
    c.w.hline(x, x + w, y + 4, 0.5)
    if (!shows(c, field)) return
    value(c, field, x + 4, y, 10)
    c.w.text(label(c, field, false), x, y + 13, 7)
  }
  slot('policy.namedInsured', 40, 300)
  slot('policy.policyNumber', 370, 200)
  y += 44
  if (!c.s.letterhead) slot('policy.carrier', 40, 300)
  slot('policy.producer', c.s.letterhead ? 40 : 370, c.s.letterhead ? 300 : 200)
  y += 44
  slot('policy.effectiveDate', 40, 140)
  slot('policy.expirationDate', 200, 140)
  slot('policy.premium', 370, 200)
  y += 44
  slot('property.address', 40, 420)
  slot('property.yearBuilt', 480, 90)
  y += 44
  slot('policy.coverageAmount', 40, 140)
  slot('policy.deductible', 200, 140)
  y += 44
  slot('policy.mortgagee', 40, 300)
  slot('policy.loanNumber', 370, 200)
  y += 50
  for (const d of distractorLines(c)) {
    c.w.text(d, 40, y, 8)
    y += 12
  }
}
