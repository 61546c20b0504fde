/**
 * Declarations templates, part two: section bands, two pages, stacked labels over values, narrow
 * columns whose long values wrap, dense lines with several fields, and a ruled item table.
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { header } from './templates-a'
import {
  amount,
  coverageRows,
  distractorLines,
  label,
  mortgageeBlock,
  pair,
  period,
  policyLines,
  printed,
  shows,
  truthValue,
  value,
  type Ctx,
} from './template-kit'

/** G: grey section bands; under some bands the value stands alone (the band is its label). */
export function sections(c: Ctx): void {
  let y = header(c, 'Policy Declarations')
  const size = 10
  const band = (title: string): void => {
    c.w.band(36, y - 12, 540, 16)
    c.w.text(c.s.upper ? title.toUpperCase() : title, 40, y, 10, true)
    y += 20
  }
  const alone = (field: ExtractionFieldId, after: string[]): void => {
    if (!shows(c, field)) return
    band(label(c, field, false))
    value(c, field, 40, y, size)
    for (const a of after) c.w.text(a, 40, (y += 13), size)
    y += 24
  }
  alone('policy.namedInsured', [c.v.mailingStreet, `${c.v.city}, ${c.v.state} ${c.v.zip}`])
  band('Policy Information')
  pair(c, 'policy.policyNumber', 40, y, size, 170)
  if (!c.s.letterhead) pair(c, 'policy.carrier', 310, y, size, 420)
  y += 17
  const end = period(c, 40, y, size, 170)
  pair(c, 'policy.premium', 310, y, size, 420)
  y = end + 10
  alone('policy.producer', [`${c.v.phone}`])
  band('Property')
  pair(c, 'property.address', 40, y, size, 170)
  y += 17
  pair(c, 'property.yearBuilt', 40, y, size, 170)
  y += 17
  for (const [name, n, own] of coverageRows(c).slice(0, 3)) {
    c.w.text(name, 40, y, size)
    if (own && shows(c, 'policy.coverageAmount')) value(c, 'policy.coverageAmount', 300, y, size)
    else c.w.text(amount(c, n), 300, y, size)
    y += 15
  }
  pair(c, 'policy.deductible', 40, y, size, 300)
  y += 28
  alone('policy.mortgagee', ['ISAOA/ATIMA', `PO Box ${200 + (c.v.yearBuilt % 700)}, ${c.v.city}`])
  pair(c, 'policy.loanNumber', 40, y - 10, size, 170)
  y += 20
  for (const d of distractorLines(c)) c.w.text(d, 40, (y += 12), 8)
}

/** H: two pages; the second repeats the policy number and holds the property and lender. */
export function twoPages(c: Ctx): void {
  const size = 10
  let y = policyLines(c, 50, header(c, 'Homeowners Declarations - Page 1 of 2'), size, 200) + 12
  for (const d of distractorLines(c)) c.w.text(d, 50, (y += 13), 9)
  c.w.text('Continued on the next page.', 50, 740, 8)
  c.w.newPage()
  y = 60
  c.w.text(`Policy ${c.v.policyNumber} - Page 2 of 2`, 50, y, 9)
  y += 30
  c.w.text(c.s.upper ? 'PROPERTY AND COVERAGES' : 'Property and Coverages', 50, y, 12, true)
  y += 22
  pair(c, 'property.address', 50, y, size, 200)
  y += 18
  pair(c, 'property.yearBuilt', 50, y, size, 200)
  y += 26
  for (const [name, n, own] of coverageRows(c)) {
    c.w.text(name, 50, y, size)
    if (own && shows(c, 'policy.coverageAmount')) value(c, 'policy.coverageAmount', 330, y, size)
    else c.w.text(amount(c, n), 330, y, size)
    y += 15
  }
  y += 8
  pair(c, 'policy.deductible', 50, y, size, 200)
  y += 30
  mortgageeBlock(c, 50, y, size, true)
}

/** I: each label on its own line in small grey type, its value on the line below. */
export function stacked(c: Ctx): void {
  let y = header(c, 'Policy Summary')
  const cols = [40, 230, 420] as const
  const item = (field: ExtractionFieldId, col: number, row: number): void => {
    if (!shows(c, field)) return
    const x = cols[col] ?? 40
    const top = y + row * 40
    c.w.text(label(c, field, false), x, top, 8, false, 0.35)
    value(c, field, x, top + 14, c.s.font === 'courier' ? 9.5 : 11, true)
  }
  item('policy.policyNumber', 0, 0)
  item('policy.effectiveDate', 1, 0)
  item('policy.expirationDate', 2, 0)
  item('policy.namedInsured', 0, 1)
  item('policy.producer', 1, 1)
  item('policy.premium', 2, 1)
  if (!c.s.letterhead) item('policy.carrier', 0, 2)
  item('property.yearBuilt', 2, 2)
  item('property.address', 0, 3)
  item('policy.coverageAmount', 0, 4)
  item('policy.deductible', 1, 4)
  item('policy.mortgagee', 0, 5)
  item('policy.loanNumber', 2, 5)
  y += 6 * 40 + 10
  for (const d of distractorLines(c)) c.w.text(d, 40, (y += 12), 8)
}

/** J: a narrow two-column layout where long names wrap onto a second line. */
export function wrapped(c: Ctx): void {
  let y = header(c, 'Evidence of Insurance')
  let ry = y
  const size = 10
  const x = 40
  const vx = 150
  const maxW = 120
  const long = (field: ExtractionFieldId): void => {
    if (!shows(c, field)) return
    c.w.text(label(c, field), x, y, size, true)
    const boxes = c.w.wrap(printed(c, field), vx, y, size, maxW)
    c.w.add(field, truthValue(c.v, field), boxes)
    y += 14 * boxes.length + 6
  }
  long('policy.namedInsured')
  if (!c.s.letterhead) long('policy.carrier')
  long('policy.producer')
  long('policy.mortgagee')
  pair(c, 'policy.loanNumber', x, y, size, vx)
  y += 20
  const right = (field: ExtractionFieldId): void => {
    pair(c, field, 320, ry, size, 440)
    if (shows(c, field)) ry += 20
  }
  right('policy.policyNumber')
  right('policy.effectiveDate')
  right('policy.expirationDate')
  right('policy.premium')
  right('policy.coverageAmount')
  right('policy.deductible')
  right('property.yearBuilt')
  y = Math.max(y, ry) + 16
  pair(c, 'property.address', x, y, size, vx)
  y += 30
  for (const d of distractorLines(c)) c.w.text(d, x, (y += 12), 8)
}

/** K: dense lines holding several labelled values each, separated by wide gaps. */
export function dense(c: Ctx): void {
  let y = header(c, 'DECLARATIONS PAGE')
  const size = 9
  const line = (fields: ExtractionFieldId[]): void => {
    let x = 40
    for (const f of fields) {
      if (!shows(c, f)) continue
      const l = label(c, f, true)
      c.w.text(l, x, y, size, true)
      const b = value(c, f, x + c.w.width(l, size, true) + 4, y, size)
      x = b.x1 * 612 + 26
    }
    y += 16
  }
  line(['policy.policyNumber', 'policy.effectiveDate', 'policy.expirationDate'])
  line(c.s.letterhead ? ['policy.namedInsured'] : ['policy.namedInsured', 'policy.carrier'])
  line(['policy.producer', 'policy.premium'])
  line(['property.address'])
  line(['property.yearBuilt', 'policy.coverageAmount', 'policy.deductible'])
  line(['policy.mortgagee', 'policy.loanNumber'])
  y += 20
  for (const [name, n] of coverageRows(c).slice(1)) {
    c.w.text(`${name} ${amount(c, n)}`, 40, y, size)
    y += 13
  }
  for (const d of distractorLines(c)) c.w.text(d, 40, (y += 13), 8)
}

/** L: a ruled two-column table of items and their details, no colons, labels in the left cells. */
export function itemTable(c: Ctx): void {
  let top = header(c, 'Schedule of Insurance')
  const size = 9
  c.w.text(c.s.upper ? 'ITEM' : 'Item', 45, top, size, true)
  c.w.text(c.s.upper ? 'DETAILS' : 'Details', 245, top, size, true)
  top += 6
  const fields: ExtractionFieldId[] = [
    'policy.policyNumber',
    'policy.namedInsured',
    'policy.carrier',
    'policy.producer',
    'policy.effectiveDate',
    'policy.expirationDate',
    'property.address',
    'property.yearBuilt',
    'policy.coverageAmount',
    'policy.deductible',
    'policy.premium',
    'policy.mortgagee',
    'policy.loanNumber',
  ]
  for (const f of fields) {
    if (!shows(c, f) || (f === 'policy.carrier' && c.s.letterhead)) continue
    c.w.rect(40, top, 200, 20, 0.5)
    c.w.rect(240, top, 332, 20, 0.5)
    c.w.text(label(c, f, false), 45, top + 13.5, size)
    value(c, f, 245, top + 13.5, size)
    top += 20
  }
  top += 24
  for (const d of distractorLines(c)) c.w.text(d, 45, (top += 12), 8)
}
