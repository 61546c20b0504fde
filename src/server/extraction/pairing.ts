/**
 * Geometry: pairs a label with the values around it. From each label occurrence the value may be
 * in its own cell after a separator, in the next cell to the right, in the same column below (a
 * boxed form, a table header), above (a form whose labels sit under their rules), or on the row
 * of a table's row label. Every pairing is scored by how the value sits (direction, distance,
 * alignment) and by what it is (field-values.ts); which pairing wins is decided later, per page
 * and per document (resolve.ts).
 */
import type { BoundingBox } from '../../shared/extraction/types'
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import { readFieldValue } from './field-values'
import { looksLikeLabel, nextLabelStart, SEPARATORS, type LabelHit } from './label-finder'
import { boxOfRange, confidenceOfRange, makeCell, type Cell, type Line } from './layout'
import type { ParsedValue } from './value-parsers'

/** How a value sits relative to its label. */
export type Relation = 'inline' | 'right' | 'below' | 'above' | 'row' | 'column' | 'letterhead'

/** A possible value for a field, with the evidence that scored it. */
export interface Candidate {
  readonly field: ExtractionFieldId
  readonly value: string
  readonly normalized: string
  readonly bbox: BoundingBox
  readonly score: number
  readonly relation?: Relation
  /** The label occurrence it was read from: one label gives one field its value. */
  readonly labelKey?: string
}

/** What the pairing needs to know about the page besides the label. */
export interface PageView {
  readonly lines: readonly Line[]
  readonly aspect: number
  /** Cells that are, or start with, a label of any kind. */
  readonly labelCells: ReadonlySet<Cell>
  /** The page prints its labels under their values (a paper form filled on rules). */
  readonly labelsBelowValues: boolean
}

/** Trust in each direction, before distance. */
const WEIGHT = { inline: 1, right: 0.95, below: 0.9, above: 0.9, row: 0.88, column: 0.95 } as const

/** How many line heights a value may sit below its label: names closer than numbers. */
const MAX_GAP_BELOW = { text: 4, other: 20 } as const

const isText = (hit: LabelHit): boolean =>
  hit.field.type === 'Text' &&
  hit.field.id !== 'policy.policyNumber' &&
  hit.field.id !== 'policy.loanNumber'

export const labelKey = (hit: LabelHit): string =>
  `${hit.line.bbox.page}:${hit.line.index}:${hit.cellIndex}:${hit.start}`

/** Every value a label can be paired with on its page. */
export function pairLabel(hit: LabelHit, page: PageView): Candidate[] {
  const out: Candidate[] = []
  const key = labelKey(hit)
  const emit = (
    cell: Cell,
    offset: number,
    v: ParsedValue,
    weight: number,
    relation: Relation,
    line: Line,
  ): void => {
    const start = offset + v.start
    const end = offset + v.start + v.printed.length
    const conf = confidenceOfRange(cell, start, end)
    let value = v.printed
    let bbox = boxOfRange(cell, start, end)
    if (isText(hit) && hit.field.id !== 'property.address' && end >= cell.text.length - 1) {
      const more = continuation(page, line, bbox)
      if (more !== undefined) {
        value = `${value} ${more.text}`
        bbox = union(bbox, more.bbox)
      }
    }
    out.push({
      field: hit.field.id,
      value,
      normalized: value === v.printed ? v.normalized : value,
      bbox,
      score: hit.variant.weight * weight * v.quality * (0.5 + 0.5 * conf),
      relation,
      labelKey: key,
    })
  }

  // A period's dates: "Policy Period: 01/05/2025 to 01/05/2026", in one cell or spread over
  // several cells of the line.
  if (hit.variant.dateIndex !== undefined) {
    periodDate(hit, page, emit)
    if (out.length === 0 && hit.alone) below(hit, page, emit)
    return out
  }
  // In the label's own cell, after a separator: "Policy Number: HO-1234".
  const lower = hit.cell.text.toLowerCase()
  const stop = nextLabelStart(lower, hit.end)
  const rest = hit.cell.text.slice(hit.end, stop)
  const sep = SEPARATORS.exec(rest)?.[0] ?? ''
  // The value starts after the separators (leaders included): "Policy Number ....... HO-1".
  const body = rest.slice(sep.length)
  const separated =
    !isText(hit) ||
    /[:#]|\.{2,}|[-–—]/.test(sep) ||
    /[:#]\s*$/.test(lower.slice(hit.start, hit.end)) ||
    gapAfter(hit) > 0.8 ||
    (drawnApart(hit) && gapAfter(hit) > 0.3) ||
    styleChanges(hit, body)
  const inline =
    separated && body.trim() !== '' ? readFieldValue(hit.field, hit.variant, body) : undefined
  if (inline !== undefined) {
    emit(hit.cell, hit.end + sep.length, inline, WEIGHT.inline, 'inline', hit.line)
    return out
  }
  // Only separators or a few qualifying words may stand between a label and a value elsewhere
  // ("Premium Total", "Deductible (all perils)"), never digits.
  const qualifiers = rest.replace(/[\s:#.\-()_]/g, ' ').trim()
  if (
    stop < lower.length ||
    (qualifiers !== '' && (/\d/.test(qualifiers) || qualifiers.split(' ').length > 3))
  )
    return out

  right(hit, page, emit)
  if (out.length > 0 && isText(hit)) return out
  below(hit, page, emit)
  above(hit, page, emit)
  if (hit.field.type === 'Currency') row(hit, page, emit)
  return out
}

/** The gap after a label's last word, in line heights (0 when the label ends inside a word). */
function gapAfter(hit: LabelHit): number {
  const i = hit.cell.offsets.findIndex(
    (off, k) => off + (hit.cell.tokens[k]?.text.length ?? 0) >= hit.end,
  )
  const token = hit.cell.tokens[i]
  const next = hit.cell.tokens[i + 1]
  if (token === undefined || next === undefined) return 0
  if ((hit.cell.offsets[i] ?? 0) + token.text.length !== hit.end) return 0
  return (next.bbox.x0 - token.bbox.x1) / Math.max(hit.line.height, 1e-6)
}

/**
 * The label was drawn as a text run of its own (a PDF text item of several words that is exactly
 * the label): its value, in the next run, is a separate thing even when close by.
 */
function drawnApart(hit: LabelHit): boolean {
  return hit.cell.tokens.some((t, k) => {
    const off = hit.cell.offsets[k] ?? 0
    return off === hit.start && off + t.text.length === hit.end && t.text.includes(' ')
  })
}

/**
 * The label and what follows are set apart by their look: another PDF font right after the label
 * (bold caption, regular value), or a caption in capitals followed by a name in mixed case
 * ("NAMED INSURED Maria Gonzalez").
 */
function styleChanges(hit: LabelHit, body: string): boolean {
  const last = hit.cell.tokens.findIndex(
    (t, k) => (hit.cell.offsets[k] ?? 0) + t.text.length >= hit.end,
  )
  const a = hit.cell.tokens[last]
  const b = hit.cell.tokens[last + 1]
  if (a?.font !== undefined && b?.font !== undefined && a.font !== b.font) return true
  const caption = hit.cell.text.slice(hit.start, hit.end)
  return /[A-Z]{2}/.test(caption) && !/[a-z]/.test(caption) && /^[A-Z][a-z]/.test(body.trim())
}

type Emit = (
  cell: Cell,
  offset: number,
  v: ParsedValue,
  weight: number,
  relation: Relation,
  line: Line,
) => void

/** Line heights between two x positions (page-width units) on this page. */
const across = (page: PageView, dx: number, line: Line): number =>
  (dx * page.aspect) / Math.max(line.height, 1e-6)

/** The next cells to the right on the label's line, up to another label. */
function right(hit: LabelHit, page: PageView, emit: Emit): void {
  const cells = hit.line.cells.slice(hit.cellIndex + 1)
  for (const [k, cell] of cells.entries()) {
    if ((page.labelCells.has(cell) && looksLikeLabel(cell.text)) || startsWithLabel(cell.text))
      return
    const text = cell.text.slice(0, nextLabelStart(cell.text.toLowerCase(), 1))
    const v = readFieldValue(hit.field, hit.variant, text)
    if (v !== undefined) {
      const gap = across(page, cell.bbox.x0 - hit.box.x1, hit.line)
      const decay = gap <= 4 ? 1 : Math.max(0.7, 1 - 0.012 * (gap - 4))
      emit(cell, 0, v, WEIGHT.right * decay * (k === 0 ? 1 : 0.9), 'right', hit.line)
      return
    }
    // Only leaders or separators may stand between a label and its value.
    if (!/^[\s.:_-]*$/.test(text)) return
  }
}

/** True when a text starts with another label and its separator ("NAIC # 12345", "Phone: …"). */
function startsWithLabel(text: string): boolean {
  const lower = text.toLowerCase()
  const at = nextLabelStart(lower, 0)
  return at === 0 && (looksLikeLabel(text) || /^[^:#]{0,30}[:#]/.test(lower))
}

/** One date of a period, from the text after its label through the rest of the line. */
function periodDate(hit: LabelHit, page: PageView, emit: Emit): void {
  const parts: Array<{ cell: Cell; offset: number; from: number }> = []
  let joined = ''
  const add = (cell: Cell, from: number): void => {
    parts.push({ cell, offset: joined.length, from })
    joined += cell.text.slice(from) + ' '
  }
  add(hit.cell, hit.end)
  for (const cell of hit.line.cells.slice(hit.cellIndex + 1)) {
    if (page.labelCells.has(cell) && looksLikeLabel(cell.text)) break
    add(cell, 0)
  }
  const v = readFieldValue(hit.field, hit.variant, joined)
  if (v === undefined) return
  const part = [...parts].reverse().find((p) => p.offset <= v.start)
  if (part === undefined) return
  const local = { ...v, start: v.start - part.offset, end: v.end - part.offset }
  emit(
    part.cell,
    part.from,
    local,
    part.cell === hit.cell ? WEIGHT.inline : WEIGHT.right,
    'right',
    hit.line,
  )
}

/** The column under a label: its cells line by line, nearest first. */
function below(hit: LabelHit, page: PageView, emit: Emit): void {
  const h = Math.max(hit.line.height, 1e-6)
  const slack = (1.2 * h) / page.aspect
  const prev = hit.line.cells[hit.cellIndex - 1]
  const next = hit.line.cells[hit.cellIndex + 1]
  // Column headers are often centred over wider values: the column reaches back towards the
  // previous cell and on to the next one.
  const colLeft =
    hit.start > 2
      ? hit.box.x0 - slack / 2
      : prev !== undefined
        ? Math.max(prev.bbox.x1 + 0.002, hit.box.x0 - 4 * slack)
        : hit.box.x0 - 2 * slack
  const colRight =
    next !== undefined ? next.bbox.x0 - 0.002 : Math.max(hit.cell.bbox.x1, hit.box.x0 + 0.3)
  const maxGap = isText(hit) ? MAX_GAP_BELOW.text : MAX_GAP_BELOW.other
  let labelsPassed = 0
  for (const line of page.lines.slice(hit.line.index + 1)) {
    if (line.bbox.page !== hit.line.bbox.page) break
    if (line.bbox.y0 <= hit.line.bbox.y1 - h * 0.3) continue
    const gap = (line.bbox.y0 - hit.line.bbox.y1) / h
    if (gap > maxGap) break
    const cell = columnCell(line, colLeft, colRight, isText(hit), (hit.box.x0 + hit.box.x1) / 2)
    if (cell === undefined) continue
    if (page.labelCells.has(cell) || looksLikeLabel(cell.text)) {
      // A label starting right of ours belongs to a neighbouring box: look past it.
      if (cell.bbox.x0 > hit.box.x1) continue
      // The next box's label: ours is empty. (Numeric table headers may take two lines.)
      if (isText(hit) || ++labelsPassed > 1) return
      continue
    }
    const text = cell.text.slice(0, nextLabelStart(cell.text.toLowerCase(), 1))
    const v = readFieldValue(hit.field, hit.variant, text)
    if (v === undefined) {
      if (isText(hit)) return
      continue
    }
    const near = Math.max(0.75, 1 - 0.03 * Math.max(0, gap - 1.5))
    const aligned =
      Math.abs(cell.bbox.x0 - hit.box.x0) < 3 * slack ||
      (cell.bbox.x0 < hit.box.x1 && cell.bbox.x1 > hit.box.x0)
    const weight = (page.labelsBelowValues ? 0.65 : WEIGHT.below) * near * (aligned ? 1 : 0.9)
    emit(cell, 0, v, weight * (labelsPassed > 0 ? 0.95 : 1), 'below', line)
    return
  }
}

/** The value just above a label, on forms that print labels under their rules. */
function above(hit: LabelHit, page: PageView, emit: Emit): void {
  const h = Math.max(hit.line.height, 1e-6)
  for (let i = hit.line.index - 1; i >= Math.max(0, hit.line.index - 2); i--) {
    const line = page.lines[i]
    if (line === undefined || line.bbox.page !== hit.line.bbox.page) return
    const gap = (hit.line.bbox.y0 - line.bbox.y1) / h
    if (gap > 2.5) return
    const slack = (2 * h) / page.aspect
    const cell = line.cells.find((c) => Math.abs(c.bbox.x0 - hit.box.x0) < slack)
    if (cell === undefined) continue
    if (page.labelCells.has(cell) || looksLikeLabel(cell.text)) return
    const v = readFieldValue(hit.field, hit.variant, cell.text)
    if (v === undefined) return
    emit(cell, 0, v, page.labelsBelowValues ? WEIGHT.above : 0.5, 'above', line)
    return
  }
}

/** A table's row label: the first amount further right on its row. */
function row(hit: LabelHit, page: PageView, emit: Emit): void {
  if (!hit.alone) return
  for (const cell of hit.line.cells.slice(hit.cellIndex + 1)) {
    if (page.labelCells.has(cell) && looksLikeLabel(cell.text)) return
    const v = readFieldValue(hit.field, hit.variant, cell.text)
    if (v !== undefined) {
      emit(cell, 0, v, WEIGHT.row, 'row', hit.line)
      return
    }
  }
}

/**
 * The deductible of a limits table is the one on the dwelling's (building's) row: under a
 * deductible column header, the amount on the row of the coverage amount's row label.
 */
export function columnOnRow(hit: LabelHit, rowLine: Line, page: PageView): Candidate | undefined {
  if (!hit.alone || rowLine.bbox.page !== hit.line.bbox.page || rowLine.index <= hit.line.index)
    return undefined
  const h = Math.max(hit.line.height, 1e-6)
  const slack = (2 * h) / page.aspect
  const cell = columnCell(
    rowLine,
    hit.box.x0 - slack,
    hit.box.x1 + slack,
    false,
    (hit.box.x0 + hit.box.x1) / 2,
  )
  if (cell === undefined) return undefined
  const v = readFieldValue(hit.field, hit.variant, cell.text)
  if (v === undefined) return undefined
  return {
    field: hit.field.id,
    value: v.printed,
    normalized: v.normalized,
    bbox: boxOfRange(cell, v.start, v.start + v.printed.length),
    score: hit.variant.weight * WEIGHT.column * v.quality * (0.5 + 0.5 * cell.confidence),
    relation: 'column',
    labelKey: labelKey(hit),
  }
}

/**
 * The part of a line that lies in a column [left, right]: the cell that overlaps it, cut down to
 * its tokens inside the column (neighbouring columns' values may share the cell); of several, the
 * one nearest under the label.
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

/**
 * The second line of a name that wrapped: directly under the value, starting where it starts,
 * with nothing left of it on its line (no label of its own), and not an address, a phone number,
 * a clause or another label.
 */
function continuation(
  page: PageView,
  line: Line,
  value: BoundingBox,
): { text: string; bbox: BoundingBox } | undefined {
  const h = Math.max(line.height, 1e-6)
  const slack = (1.2 * h) / page.aspect
  // The line under the value (lines of other columns may come between in reading order).
  const next = page.lines
    .slice(line.index + 1, line.index + 4)
    .find(
      (l) =>
        l.bbox.page === line.bbox.page &&
        l.cells.some((c) => c.bbox.x1 > value.x0 - slack && c.bbox.x0 < value.x1),
    )
  if (next === undefined || (next.bbox.y0 - value.y1) / h > 0.7) return undefined
  const first = next.cells.find((c) => c.bbox.x1 > value.x0 - slack)
  if (first === undefined || Math.abs(first.bbox.x0 - value.x0) > slack) return undefined
  if (next.cells.some((c) => c.bbox.x1 <= value.x0 - slack)) return undefined
  const text = first.text.trim()
  // The tail of a company's name may read like a label ("… Insurance | Company", "… | Agency").
  const nameTail = COMPANY_TAIL.test(text)
  if (/[:#]\s*$/.test(text)) return undefined
  if (!nameTail && (page.labelCells.has(first) || looksLikeLabel(text) || startsWithLabel(text)))
    return undefined
  if (/\d|@|\b(?:isaoa|atima|successors|assigns|p\.?\s?o\.?\s+box)\b/i.test(text)) return undefined
  if (text.split(' ').length > 4 || !/^[A-Za-z&]/.test(text)) return undefined
  return { text, bbox: first.bbox }
}

/** Words that end a company's name: a line holding only these finishes the line above. */
const COMPANY_TAIL =
  /^(?:(?:mutual|fire|casualty|indemnity|assurance|insurance|general|home|property|&|and|of|america|company|co\.?|corp(?:oration)?\.?|inc\.?|llc|l\.l\.c\.|group|agency|partners|bank|n\.a\.|exchange|underwriters|association)[\s,]*)+$/i

function union(a: BoundingBox, b: BoundingBox): BoundingBox {
  return {
    page: a.page,
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  }
}
