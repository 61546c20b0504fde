/**
 * The spatial matcher: finds each field's label on a page and reads the value to the right of it
 * (same cell or the next cell of the line), below it (the same column, as in boxed forms and table
 * headers), or, for row labels of a table, further right on the same row. Pure: lines in,
 * candidates out.
 */
import {
  EXTRACTION_FIELDS,
  type ExtractionFieldDefinition,
  type ExtractionFieldId,
} from '../../shared/extraction/field-schema'
import type { BoundingBox } from '../../shared/extraction/types'
import { FIELD_LABELS, STOP_LABELS, type LabelVariant } from './labels'
import { boxOfRange, confidenceOfRange, makeCell, type Cell, type Line } from './layout'
import {
  findDates,
  findIdentifier,
  normalizeText,
  parseFirstValue,
  type ParsedValue,
} from './value-parsers'

/** Fields whose values are identifiers (letters and digits), parsed as such, not as free text. */
const IDENTIFIER_FIELDS: ReadonlySet<ExtractionFieldId> = new Set([
  'policy.policyNumber',
  'policy.loanNumber',
])

/** A possible value for a field, with the evidence that scored it. */
export interface Candidate {
  readonly field: ExtractionFieldId
  readonly value: string
  readonly normalized: string
  readonly bbox: BoundingBox
  readonly score: number
}

/** Where the value sits relative to its label, and how much that position is trusted. */
const DIRECTION_WEIGHT = { inCell: 1, nextCell: 0.92, below: 0.9, rowRight: 0.8 } as const

/** How far below a label a value may be, in line heights. */
const MAX_LINES_BELOW = 6

interface LabelHit {
  readonly field: ExtractionFieldDefinition
  readonly variant: LabelVariant
  readonly line: Line
  readonly cellIndex: number
  readonly start: number
  readonly end: number
}

/** Every field candidate on one page's lines, best first per field not guaranteed. */
export function matchLines(lines: readonly Line[]): Candidate[] {
  const out: Candidate[] = []
  for (const line of lines) {
    line.cells.forEach((cell, cellIndex) => {
      for (const hit of findLabels(line, cell, cellIndex)) out.push(...candidatesFor(hit, lines))
    })
  }
  return out
}

/** Every label variant with its pattern compiled once (global, for scanning a cell). */
const LABEL_SPECS = EXTRACTION_FIELDS.flatMap((field) =>
  FIELD_LABELS[field.id].map((variant) => ({
    field,
    variant,
    global: new RegExp(variant.pattern.source, 'g'),
  })),
)

/** Patterns that start another label: every non-whole-cell field label and the stop labels. */
const NEXT_LABEL_PATTERNS: readonly RegExp[] = [
  ...LABEL_SPECS.filter((s) => s.variant.wholeCell !== true).map((s) => s.global),
  ...STOP_LABELS.map((re) => new RegExp(re.source, 'g')),
]

/** Anchored label tests for `looksLikeLabel`: [pattern, matches only at the start]. */
const LABEL_TESTS: ReadonlyArray<readonly [RegExp, boolean]> = [
  ...LABEL_SPECS.map((s) => [s.variant.pattern, s.variant.pattern.source.startsWith('^')] as const),
  ...STOP_LABELS.map((re) => [re, re.source.startsWith('^')] as const),
]

/** Label occurrences of every field in one cell. */
function findLabels(line: Line, cell: Cell, cellIndex: number): LabelHit[] {
  const lower = cell.text.toLowerCase()
  // A whole-cell label may end with ':' or '#' ("Agent:"), which its pattern's '$' excludes.
  // ('#' stays: "BUILDING #" is the building's number, not the "Building" row of a table.)
  const trimmed = lower.replace(/[\s:*]+$/, '')
  const hits: LabelHit[] = []
  for (const { field, variant, global } of LABEL_SPECS) {
    const subject = variant.wholeCell ? trimmed : lower
    global.lastIndex = 0
    for (let m = global.exec(subject); m !== null; m = global.exec(subject)) {
      if (m[0].length === 0) global.lastIndex++
      const start = m.index
      const end = start + m[0].length
      if (variant.wholeCell && !isWholeCell(lower, start, end)) continue
      // A label starts its cell or follows a separator; inside running prose it is just a word.
      // "Insured: John Doe Policy #: PX-1" — a colon after it makes it a label anywhere.
      // List markers are fine too: "A. Dwelling", "(b) Deductible", "1) Premium".
      if (
        start > 2 &&
        !/[:;|)\d]\s*$/.test(lower.slice(0, start)) &&
        !/^\s*\(?(?:[a-z]|\d{1,2}|[ivx]{1,4})[.)]\s*$/.test(lower.slice(0, start)) &&
        !/^\s*[:#]/.test(subject.slice(end))
      )
        continue
      hits.push({ field, variant, line, cellIndex, start, end })
    }
  }
  return hits
}

const isWholeCell = (text: string, start: number, end: number): boolean =>
  text.slice(0, start).replace(/[\s:#*]/g, '') === '' &&
  text.slice(end).replace(/[\s:*()s]/g, '') === ''

const labelMemo = new Map<string, boolean>()

/** True when a text reads as a label (of any field, or a stop label), not as a value. */
export function looksLikeLabel(text: string): boolean {
  const known = labelMemo.get(text)
  if (known !== undefined) return known
  const result = computeLooksLikeLabel(text)
  if (labelMemo.size > 5000) labelMemo.clear()
  labelMemo.set(text, result)
  return result
}

function computeLooksLikeLabel(text: string): boolean {
  // OCR leaves box edges and ticks as one-letter words before labels ("H ADDITIONAL INSURED").
  const lower = normalizeText(text)
    .toLowerCase()
    .replace(/^(?:[^a-z0-9\s]*[a-z]?[^a-z0-9\s]*\s+)+(?=[a-z]{2})/, '')
  if (lower.length === 0) return true
  // Headers end with '#' or ':' ("BLKT #", "RANK:").
  if (/[#:]$/.test(text.trim())) return true
  return LABEL_TESTS.some(([re, anchored]) => {
    const m = re.exec(lower)
    if (m === null || m.index > 2) return false
    return anchored || m[0].length >= lower.length * 0.6
  })
}

/** Offset in `lower` (after `from`) where the next label of any kind starts, or its length. */
function nextLabelStart(lower: string, from: number): number {
  let best = lower.length
  for (const g of NEXT_LABEL_PATTERNS) {
    g.lastIndex = from
    for (let m = g.exec(lower); m !== null && m.index < best; m = g.exec(lower)) {
      if (m[0].length === 0) g.lastIndex++
      // Another label starts the text, or reads as one ("Policy Number:"); label words inside a
      // value ("Evergreen Mutual Insurance Company") do not cut it.
      const after = lower.slice(m.index + m[0].length)
      const before = lower[m.index - 1] ?? ' '
      if (m.index === from || (/[\s;|,]/.test(before) && /^\s*[:#]/.test(after))) {
        best = m.index
        break
      }
    }
  }
  return best
}

/** Parse the value of a field in a piece of a cell's text that starts at `offset`. */
function parseIn(
  field: ExtractionFieldDefinition,
  variant: LabelVariant,
  text: string,
): ParsedValue | undefined {
  if (variant.dateIndex !== undefined) return findDates(text)[variant.dateIndex]
  if (IDENTIFIER_FIELDS.has(field.id)) {
    const id = findIdentifier(text)
    return id !== undefined && !looksLikeLabel(id.printed) ? id : undefined
  }
  const parsed = parseFirstValue(field.type, text)
  if (parsed === undefined) return undefined
  if (field.type === 'Text') {
    if (looksLikeLabel(parsed.printed)) return undefined
    return shapeText(field.id, parsed)
  }
  // A number value must come first in its text (after separators), not deep inside other words.
  if (/[a-z]{3,}/i.test(text.slice(0, parsed.start).replace(/usd/i, ''))) return undefined
  return parsed
}

/** Field-specific shaping of text values: the street line of an address, the first line of a name. */
function shapeText(id: ExtractionFieldId, parsed: ParsedValue): ParsedValue | undefined {
  let printed = parsed.printed
  if (id === 'property.address') {
    // The street line only (schema): cut before ", City, ST 12345".
    const comma = printed.indexOf(',')
    if (comma > 0) printed = printed.slice(0, comma)
    if (!/\d/.test(printed)) return undefined
  }
  if (id === 'policy.carrier') printed = printed.replace(/^[a-f]\s*:\s*/i, '')
  printed = normalizeText(printed)
  if (printed.length < 2) return undefined
  if (id === 'property.address' && !/[a-z]{2}/i.test(printed)) return undefined
  if (isFormHeader(printed)) return undefined
  return { ...parsed, printed, normalized: printed, end: parsed.start + printed.length }
}

/**
 * True when a text candidate is, by its look, another printed label: all capitals in a font no
 * larger than the label's own (forms print labels small and values larger). Applies to the
 * text layer and OCR alike; mixed-case values are never refused this way.
 */
function smallCapsLabel(hit: LabelHit, labelCell: Cell, value: Cell): boolean {
  // Identifiers and anything with digits are printed in capitals as a matter of course.
  if (hit.field.type !== 'Text' || IDENTIFIER_FIELDS.has(hit.field.id)) return false
  if (/[a-z\d]/.test(value.text)) return false
  const labelH = labelCell.bbox.y1 - labelCell.bbox.y0
  const valueH = median(value.tokens.map((t) => t.bbox.y1 - t.bbox.y0))
  return valueH <= labelH * 1.1
}

function median(xs: readonly number[]): number {
  const s = xs.slice().sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? 0
}

/** Words that only occur in form headers, never in names, companies or street lines. */
const HEADER_WORDS =
  /\b(?:information|section|program|remarks|schedule|notice|reverse|code|number|date|name|address|phone|fax|e-?mail|a\/c|ext|signature|description|premises|applicant|insured|coverage|limits?|see|attach(?:ed)?)\b/i

/**
 * True when a text value is really a printed form header: in parentheses, or all in capitals and
 * made of header words ("COMPANY POLICY OR PROGRAM NAME", "GL CODE", "(A/C, No, Ext)").
 */
export function isFormHeader(text: string): boolean {
  if (/^\(/.test(text)) return true
  const words = new Set(
    [...text.matchAll(new RegExp(HEADER_WORDS.source, 'gi'))].map((m) => m[0].toLowerCase()),
  )
  // Two different header words read as a header in any case ("NAME … AND MAILING ADDRESS").
  if (words.size >= 2) return true
  return !/[a-z]/.test(text) && words.size > 0
}

function candidate(
  hit: LabelHit,
  cell: Cell,
  offset: number,
  parsed: ParsedValue,
  directionWeight: number,
): Candidate {
  const start = offset + parsed.start
  const end = offset + parsed.start + parsed.printed.length
  const conf = confidenceOfRange(cell, start, end)
  return {
    field: hit.field.id,
    value: parsed.printed,
    normalized: parsed.normalized,
    bbox: boxOfRange(cell, start, end),
    score: hit.variant.weight * directionWeight * parsed.quality * (0.5 + 0.5 * conf),
  }
}

/** Candidates for one label occurrence, in every direction that has a value. */
function candidatesFor(hit: LabelHit, lines: readonly Line[]): Candidate[] {
  const out: Candidate[] = []
  const cell = hit.line.cells[hit.cellIndex]
  if (cell === undefined) return out
  const lower = cell.text.toLowerCase()
  // (a) the rest of the cell, up to the next label: "Policy Number: HO-1234   Insured: …"
  const stop = nextLabelStart(lower, hit.end)
  const rest = cell.text.slice(hit.end, stop)
  // A text value in the label's cell needs a separator ("Insured: John Doe"); without one the
  // words run on as a longer label ("UNDERWRITER OFFICE").
  const separated =
    hit.field.type !== 'Text' ||
    /[:#]\s*$/.test(lower.slice(hit.start, hit.end)) ||
    /^\s*[:#\-–|]/.test(rest)
  const inCell = separated ? parseIn(hit.field, hit.variant, rest) : undefined
  if (inCell !== undefined) out.push(candidate(hit, cell, hit.end, inCell, DIRECTION_WEIGHT.inCell))
  // Periods print the second date after "to": look for it across the rest of the line too.
  if (inCell === undefined || hit.variant.dateIndex !== undefined) {
    // (b) the next cell of the line, when it is not itself a label.
    const next = hit.line.cells[hit.cellIndex + 1]
    // Between the label and the next cell only separators or a few qualifying words may sit
    // ("Premium Total", "Deductible (all perils)"), never digits.
    const qualifiers = rest.replace(/[\s:#.\-()]/g, ' ').trim()
    const onlyQualifiers =
      qualifiers === '' || (!/\d/.test(qualifiers) && qualifiers.split(' ').length <= 3)
    if (next !== undefined && stop === lower.length && onlyQualifiers) {
      const text = next.text.slice(0, nextLabelStart(next.text.toLowerCase(), 1))
      const v = parseIn(hit.field, hit.variant, text)
      if (v !== undefined && !smallCapsLabel(hit, cell, next))
        out.push(candidate(hit, next, 0, v, DIRECTION_WEIGHT.nextCell))
    }
  }
  // A value in the label's own cell is final; a next-cell value still competes with the one below.
  if (inCell !== undefined) return out
  // (c) below, in the label's column: boxed forms and table headers.
  const labelBox = boxOfRange(cell, hit.start, hit.end)
  const nextCell = hit.line.cells[hit.cellIndex + 1]
  // Column headers are often centred over wider values: the column reaches back towards the
  // previous cell of the label's line.
  const prevCell = hit.line.cells[hit.cellIndex - 1]
  // A label in the middle of its cell (two headers merged by OCR) starts its own column.
  const colLeft =
    hit.start > 2
      ? labelBox.x0 - 0.01
      : prevCell !== undefined
        ? Math.min(labelBox.x0 - 0.01, Math.max(prevCell.bbox.x1 + 0.002, labelBox.x0 - 0.06))
        : Math.min(labelBox.x0, cell.bbox.x0) - 0.02
  const colRight =
    nextCell !== undefined ? nextCell.bbox.x0 - 0.002 : Math.max(cell.bbox.x1, labelBox.x0 + 0.3)
  // Table headers sit above rows of checkboxes and sub-headers: numbers, dates and identifiers
  // may be found further down than names, with a lower score the further they are.
  const linesBelow =
    hit.field.type === 'Text' && !IDENTIFIER_FIELDS.has(hit.field.id)
      ? MAX_LINES_BELOW
      : MAX_LINES_BELOW * 2
  const maxDrop = hit.line.height * (linesBelow + 1) * 1.6
  let skipped = 0
  // Lines are sorted top to bottom and `index` is their position: start below the label's line.
  for (const line of lines.slice(hit.line.index + 1)) {
    if (
      line.bbox.page !== hit.line.bbox.page ||
      line.bbox.y0 <= hit.line.bbox.y1 - hit.line.height * 0.3
    )
      continue
    if (line.bbox.y0 - hit.line.bbox.y1 > maxDrop) break
    const below = columnCell(
      line,
      colLeft,
      colRight,
      hit.field.type === 'Text',
      (labelBox.x0 + labelBox.x1) / 2,
    )
    if (below === undefined) continue
    if (looksLikeLabel(below.text)) {
      // A label that starts right of ours belongs to a neighbouring box: look past it.
      if (below.bbox.x0 > labelBox.x1) continue
      // The next box's label: this box is empty. (Numeric table headers may take two lines.)
      if (hit.field.type === 'Text') break
      skipped++
      if (skipped > 1) break
      continue
    }
    const text = below.text.slice(0, nextLabelStart(below.text.toLowerCase(), 1))
    const v = parseIn(hit.field, hit.variant, text)
    if (v !== undefined && smallCapsLabel(hit, cell, below)) {
      if (hit.field.type === 'Text') break
    } else if (v !== undefined) {
      // Nearer values win: a value two boxes down more likely belongs to a nearer label.
      const gap = (line.bbox.y0 - hit.line.bbox.y1) / Math.max(hit.line.height, 1e-6)
      const near = Math.max(0.8, 1 - 0.03 * Math.max(0, gap - 1))
      out.push(
        candidate(hit, below, 0, v, (DIRECTION_WEIGHT.below - 0.04 * Math.min(skipped, 3)) * near),
      )
    } else if (hit.field.type === 'Text') break
    skipped++
    if (skipped > 2 && hit.field.type === 'Text') break
  }
  // (d) is for numbers in table rows only: text right of a row label is another column's header.
  if (out.length > 0 || !hit.variant.wholeCell || hit.field.type === 'Text') return out
  // (d) a row label of a table ("Building   500,000"): the first value right of it on its row.
  for (const line of lines.slice(hit.line.index)) {
    if (line.bbox.page !== hit.line.bbox.page) continue
    if (line.bbox.y0 < hit.line.bbox.y0 - hit.line.height * 0.3) continue
    if (line.bbox.y0 - hit.line.bbox.y1 > hit.line.height * 2.5) break
    for (const c of line.cells) {
      if (c.bbox.x0 <= labelBox.x1) continue
      const v = parseIn(hit.field, hit.variant, c.text)
      if (v !== undefined) return [candidate(hit, c, 0, v, DIRECTION_WEIGHT.rowRight)]
    }
  }
  return out
}

/**
 * The part of a line that lies in a column [left, right]: the first cell that overlaps it, cut
 * down to its tokens inside the column (neighbouring columns' values may share the cell).
 */
function columnCell(
  line: Line,
  left: number,
  right: number,
  wholeStart: boolean,
  labelCentre: number,
): Cell | undefined {
  let best: { cell: Cell; distance: number } | undefined
  for (const c of line.cells) {
    const colW = right - left
    const overlap = Math.max(0, Math.min(c.bbox.x1, right) - Math.max(c.bbox.x0, left))
    if (overlap < 0.4 * Math.min(colW, c.bbox.x1 - c.bbox.x0)) continue
    const tokens = c.tokens.filter((t) => overlapShare(t.bbox, left, right) >= 0.4)
    if (tokens.length === 0) continue
    // A text value starts in the column: words cut out of a sentence crossing it are not one.
    if (wholeStart && tokens[0] !== c.tokens[0]) continue
    const cell = tokens.length === c.tokens.length ? c : makeCell(tokens)
    // Of several cells reaching into the column, the one under the label is its value.
    const distance = Math.abs((cell.bbox.x0 + cell.bbox.x1) / 2 - labelCentre)
    if (best === undefined || distance < best.distance) best = { cell, distance }
  }
  return best?.cell
}

/** Share of a box's width that lies inside [left, right]. */
function overlapShare(box: BoundingBox, left: number, right: number): number {
  const w = box.x1 - box.x0
  if (w <= 0) return 0
  return Math.max(0, Math.min(box.x1, right) - Math.max(box.x0, left)) / w
}
