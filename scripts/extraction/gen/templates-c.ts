/**
 * Declarations templates, part three: ruled tables whose header row labels the row of values
 * under it, a letter with an address window and a Section I table, right-aligned labels with
 * values that wrap, and three pages with an additional-interests table.
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { header } from './templates-a'
import {
  distractorLines,
  label,
  limitsTable,
  pair,
  policyLines,
  period,
  periodLabel,
  periodValue,
  printed,
  shows,
  truthValue,
  value,
  type Ctx,
} from './template-kit'

/** A column of a header-row table: a field, the period, or a caption with a fixed text. */
type Column = readonly [ExtractionFieldId | 'period' | readonly [string, string], number]

/** One ruled band: captions in a shaded row, the values in the row under them. */
function headerBand(c: Ctx, top: number, cols: readonly Column[], x0 = 36): number {
  const size = 9
  let x = x0
  for (const [what, width] of cols) {
    c.w.band(x, top, width, 13, 0.88)
    c.w.rect(x, top, width, 13, 0.5)
    c.w.rect(x, top + 13, width, 22, 0.5)
    if (what === 'period') {
      c.w.text(periodLabel(c, false).toUpperCase(), x + 3, top + 9.5, 6.5, true)
      periodValue(c, x + 4, top + 28, size)
    } else if (typeof what === 'string') {
      if (shows(c, what)) {
        c.w.text(label(c, what, false).toUpperCase(), x + 3, top + 9.5, 6.5, true)
        value(c, what, x + 4, top + 28, size)
      }
    } else {
      c.w.text(what[0].toUpperCase(), x + 3, top + 9.5, 6.5, true)
      c.w.text(what[1], x + 4, top + 28, size)
    }
    x += width
  }
  return top + 35
}

/** M: ruled tables whose header row names the values in the row below it. */
export function headerRows(c: Ctx): void {
  let top = header(c, 'Homeowners Policy Declarations') - 16
  const dates: Column[] =
    c.s.period === 'dates'
      ? [
          ['policy.effectiveDate', 110],
          ['policy.expirationDate', 110],
        ]
      : [['period', 220]]
  top = headerBand(c, top, [['policy.policyNumber', 170], ...dates, ['policy.premium', 150]]) + 8
  top =
    headerBand(c, top, [
      ['policy.namedInsured', 200],
      ['policy.producer', 170],
      c.s.letterhead ? [['Agent Phone', c.v.phone], 170] : ['policy.carrier', 170],
    ]) + 8
  top =
    headerBand(c, top, [
      ['property.address', 300],
      ['property.yearBuilt', 80],
      ['policy.loanNumber', 160],
    ]) + 20
  const cols = [40, 300, 420] as const
  const heads = ['Coverage', 'Limit', label(c, 'policy.deductible', false)]
  heads.forEach((h, i) => c.w.text(h.toUpperCase(), cols[i] ?? 40, top, 7.5, true))
  c.w.hline(36, 576, top + 4)
  top += 16
  top = limitsTable(c, { name: cols[0], limit: cols[1], deductible: cols[2] }, top, 9, 14)
  c.w.hline(36, 576, top - 8)
  top += 16
  if (shows(c, 'policy.mortgagee')) {
    c.w.band(36, top, 540, 13, 0.88)
    c.w.text(label(c, 'policy.mortgagee', false).toUpperCase(), 39, top + 9.5, 6.5, true)
    c.w.rect(36, top + 13, 540, 44, 0.5)
    value(c, 'policy.mortgagee', 40, top + 26, 9)
    c.w.text('ISAOA ATIMA', 40, top + 37, 9)
    c.w.text(`PO Box ${300 + (c.v.yearBuilt % 600)}, ${c.v.city}, ${c.v.state}`, 40, top + 48, 9)
    top += 70
  }
  for (const d of distractorLines(c)) c.w.text(d, 40, (top += 12), 8)
}

/** N: a letter with an address window, the carrier at the top right and a Section I table. */
export function letterWindow(c: Ctx): void {
  const size = 9.5
  if (c.s.letterhead) {
    const name = c.v.carrier
    const box = c.w.text(name, 576 - c.w.width(name, 16, true), 50, 16, true)
    c.w.add('policy.carrier', name, box)
    c.w.text('Homeowners Declarations', 40, 50, 11, true)
  } else c.w.text('HOMEOWNERS DECLARATIONS', 40, 50, 12, true)
  let y = 90
  // The window: the insured's name and mailing address under a caption.
  if (shows(c, 'policy.namedInsured')) {
    c.w.text(label(c, 'policy.namedInsured', false), 40, y, 7.5, true)
    value(c, 'policy.namedInsured', 40, y + 14, size)
    c.w.text(c.v.mailingStreet, 40, y + 26, size)
    c.w.text(`${c.v.city}, ${c.v.state} ${c.v.zip}`, 40, y + 38, size)
  }
  // The policy box on the right.
  let ry = y
  pair(c, 'policy.policyNumber', 330, ry, size)
  ry += 15
  if (!c.s.letterhead) {
    pair(c, 'policy.carrier', 330, ry, size)
    ry += 15
  }
  ry = period(c, 330, ry, size) + 2
  if (shows(c, 'policy.producer')) {
    c.w.text(label(c, 'policy.producer', false), 330, ry, 7.5, true)
    value(c, 'policy.producer', 330, ry + 13, size)
    c.w.text(c.v.phone, 330, ry + 25, size)
    ry += 38
  }
  y = Math.max(y + 60, ry) + 14
  c.w.text('12:01 A.M. standard time at the residence premises.', 40, y, 7.5)
  y += 24
  pair(c, 'property.address', 40, y, size)
  y += 15
  const rating = shows(c, 'property.yearBuilt')
    ? `   Construction: Frame   Protection Class: 4`
    : ''
  if (shows(c, 'property.yearBuilt')) {
    pair(c, 'property.yearBuilt', 40, y, size)
    c.w.text(rating, 200, y, size)
  }
  y += 26
  c.w.text('SECTION I COVERAGES', 40, y, 9, true)
  c.w.text('LIMIT OF LIABILITY', 330, y, 9, true)
  c.w.text('PREMIUM', 480, y, 9, true)
  y += 15
  y = limitsTable(c, { name: 40, limit: 330, premium: 480 }, y, size, 14)
  y += 10
  pair(c, 'policy.deductible', 40, y, size)
  c.w.text('Hurricane Deductible: 2% of Dwelling', 330, y, size)
  y += 16
  pair(c, 'policy.premium', 330, y, size)
  y += 28
  if (shows(c, 'policy.mortgagee')) {
    c.w.text(label(c, 'policy.mortgagee', false), 40, y, 7.5, true)
    value(c, 'policy.mortgagee', 40, y + 13, size)
    c.w.text(`PO Box ${400 + (c.v.yearBuilt % 500)}`, 40, y + 25, size)
    c.w.text(`${c.v.city}, ${c.v.state} ${c.v.zip}`, 40, y + 37, size)
    if (shows(c, 'policy.loanNumber')) pair(c, 'policy.loanNumber', 330, y + 13, size)
    y += 52
  }
  for (const d of distractorLines(c)) c.w.text(d, 40, (y += 12), 8)
}

/** O: labels right-aligned against a rule, values after it; long names wrap onto two lines. */
export function rightAligned(c: Ctx): void {
  let y = header(c, 'Declarations Page')
  const size = 10
  const edge = 210
  const vx = 222
  const maxW = 150
  const row = (field: ExtractionFieldId, wrapWidth?: number): void => {
    if (!shows(c, field)) return
    const l = label(c, field)
    c.w.right(l, edge, y, size, true)
    if (wrapWidth === undefined) {
      value(c, field, vx, y, size)
      y += 17
      return
    }
    const boxes = c.w.wrap(printed(c, field), vx, y, size, wrapWidth)
    c.w.add(field, truthValue(c.v, field), boxes)
    y += 12.5 * boxes.length + 5
  }
  c.w.hline(edge + 5, edge + 5, y - 12)
  row('policy.policyNumber')
  row('policy.namedInsured', maxW)
  c.w.text(`${c.v.mailingStreet}, ${c.v.city}`, vx, y, size)
  y += 20
  if (c.s.period === 'dates') {
    row('policy.effectiveDate')
    row('policy.expirationDate')
  } else {
    c.w.right(periodLabel(c), edge, y, size, true)
    periodValue(c, vx, y, size)
    y += 17
  }
  if (!c.s.letterhead) row('policy.carrier', maxW)
  row('policy.producer', maxW)
  y += 8
  row('property.address')
  row('property.yearBuilt')
  row('policy.coverageAmount')
  row('policy.deductible')
  row('policy.premium')
  y += 8
  row('policy.mortgagee', maxW)
  if (shows(c, 'policy.mortgagee')) {
    c.w.text('ISAOA/ATIMA', vx, y, size)
    y += 17
  }
  row('policy.loanNumber')
  y += 10
  for (const d of distractorLines(c)) c.w.text(d, 60, (y += 12), 8)
}

/** P: three pages — the policy, the coverages table, and the additional interests table. */
export function threePages(c: Ctx): void {
  const size = 10
  let y = policyLines(c, 50, header(c, 'Policy Declarations — Page 1 of 3'), size, 210) + 6
  for (const d of distractorLines(c)) c.w.text(d, 50, (y += 13), 9)
  c.w.newPage()
  y = 60
  c.w.text(`${c.v.policyNumber} · Page 2 of 3`, 50, y, 8)
  y += 30
  c.w.text('Location and Coverages', 50, y, 12, true)
  y += 24
  pair(c, 'property.address', 50, y, size, 210)
  y += 18
  pair(c, 'property.yearBuilt', 50, y, size, 210)
  y += 30
  const cols = [50, 280, 390, 490] as const
  const heads = ['Coverage', 'Limit', label(c, 'policy.deductible', false), 'Premium']
  heads.forEach((h, i) => c.w.text(h, cols[i] ?? 50, y, 9, true))
  c.w.hline(46, 566, y + 4)
  y += 18
  limitsTable(c, { name: cols[0], limit: cols[1], deductible: cols[2], premium: cols[3] }, y, 9, 15)
  c.w.newPage()
  y = 60
  c.w.text(`${c.v.policyNumber} · Page 3 of 3`, 50, y, 8)
  y += 30
  c.w.text('Additional Interests', 50, y, 12, true)
  y += 24
  const ic = [50, 190, 430] as const
  c.w.text('Interest', ic[0], y, 9, true)
  c.w.text('Name and Address', ic[1], y, 9, true)
  c.w.text(label(c, 'policy.loanNumber', false), ic[2], y, 9, true)
  c.w.hline(46, 566, y + 4)
  y += 18
  if (shows(c, 'policy.mortgagee')) {
    c.w.text(label(c, 'policy.mortgagee', false), ic[0], y, 9)
    value(c, 'policy.mortgagee', ic[1], y, 9)
    c.w.text(`PO Box ${500 + (c.v.yearBuilt % 400)}, ${c.v.city}, ${c.v.state}`, ic[1], y + 12, 9)
    if (shows(c, 'policy.loanNumber')) value(c, 'policy.loanNumber', ic[2], y, 9)
    y += 30
  }
  c.w.text('Additional Insured', ic[0], y, 9)
  c.w.text(`${c.v.namedInsured.split(' ')[0]} Family Trust`, ic[1], y, 9)
  c.w.text('—', ic[2], y, 9)
}
