/**
 * Values beside a label that reads on: the dates of a period after its label, through the rest of
 * the line (and, in prose, to the end of its sentence), and the value beside the first line of a
 * two-line label (pairing.ts pairs every other way).
 */
import { readFieldValue } from './field-values'
import { firstLabelLine } from './label-columns'
import type { LabelHit } from './label-finder'
import { looksLikeLabel, nextLabelStart } from './label-text'
import type { Cell, Line } from './layout'
import { inOtherTermColumn, isText, startsWithLabel, type PageView } from './page-geometry'
import { WEIGHT } from './pairing-weights'
import { paragraphNext, type Emit } from './sentence-pairing'
import { findDates, type ParsedValue } from './value-parsers'

/**
 * One date of a period, from the text after its label through the rest of the line; or, for the
 * second line of a two-line label, the rest of the first line after its `first` cell.
 */
export function periodDate(
  hit: LabelHit,
  page: PageView,
  emit: Emit,
  first?: { line: Line; cellIndex: number },
): void {
  const parts: Array<{ cell: Cell; offset: number; from: number }> = []
  let joined = ''
  const add = (cell: Cell, from: number): void => {
    parts.push({ cell, offset: joined.length, from })
    joined += cell.text.slice(from) + ' '
  }
  const line = first?.line ?? hit.line
  if (first === undefined) add(hit.cell, hit.end)
  for (const cell of line.cells.slice((first?.cellIndex ?? hit.cellIndex) + 1)) {
    if (page.labelStarts.has(cell) || (page.labelCells.has(cell) && looksLikeLabel(cell.text)))
      break
    // A comparison's old column holds the term replaced, not the start of this one's period.
    if (inOtherTermColumn(page, cell, line)) continue
    add(cell, 0)
  }
  // A period in running prose goes on at the start of the next line of its paragraph ("It runs
  // from January 21, 2025 to" / "January 21, 2026.").
  const wrapped = first === undefined ? paragraphNext(hit, page) : undefined
  if (wrapped !== undefined) add(wrapped, 0)
  // In a sentence, the period is named before the sentence ends: a date in the next sentence
  // ("… the full policy term is $2,990.78. Payment received before May 9 …") dates something else.
  if (hit.prose !== undefined) joined = joined.slice(0, sentenceEnd(joined))
  // A period begun beside its caption may end on the next line, in the same column of values
  // ("Policy Period  from November 15, 2026" / "to November 15, 2027").
  const under =
    first === undefined && hit.prose === undefined ? nextInColumn(hit, parts, page) : undefined
  if (under !== undefined && findDates(joined).length > 0) add(under, 0)
  const v = readFieldValue(hit.field, hit.variant, joined)
  if (v === undefined) return
  const part = [...parts].reverse().find((p) => p.offset <= v.start)
  if (part === undefined) return
  const local = { ...v, start: v.start - part.offset, end: v.end - part.offset }
  const weight = part.cell === hit.cell ? WEIGHT.inline : WEIGHT.right
  emit(part.cell, part.from, local, weight * (first === undefined ? 1 : STACKED), 'right', line)
}

/**
 * The cell starting the next line right under the first value beside a period's caption, when
 * that line has nothing in the caption's column (no other caption begins there) and follows
 * closely: the period's words go on in their column.
 */
function nextInColumn(
  hit: LabelHit,
  parts: ReadonlyArray<{ cell: Cell }>,
  page: PageView,
): Cell | undefined {
  const value = parts[1]?.cell
  const next = page.lines[hit.line.index + 1]
  if (value === undefined || next === undefined || next.bbox.page !== hit.line.bbox.page)
    return undefined
  const h = Math.max(hit.line.height, 1e-6)
  if (next.bbox.y0 - hit.line.bbox.y1 > h) return undefined
  // (A comparison's old column may stand before it: its cells are the term replaced.)
  const at = next.cells.findIndex((c) => !inOtherTermColumn(page, c, next))
  const cell = next.cells[at]
  if (cell === undefined || Math.abs(cell.bbox.x0 - value.bbox.x0) * page.aspect > h / 2)
    return undefined
  if (page.labelCells.has(cell) || looksLikeLabel(cell.text)) return undefined
  return cell
}

/**
 * Where a sentence ends in a text: a full stop before a capital, not an abbreviation's ("a.m.
 * Standard time", "Jan. 5", "Co. of").
 */
const SENTENCE_END =
  /(?<![A-Za-z]\.[A-Za-z]|\b(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|no|nos|st|co|inc|corp|ltd|mr|mrs|ms|dr|[A-Z]))\.\s+(?=[A-Z])/i
const sentenceEnd = (text: string): number => {
  const m = SENTENCE_END.exec(text)
  return m === null ? text.length : m.index
}

/** Trust in a value beside the first line of a two-line label, relative to one beside the label. */
const STACKED = 0.9

/**
 * The value beside the first line of a two-line label whose second line is `hit` (a label in one
 * language over its gloss in another, a long caption wrapped), when both lines sit in a column of
 * labels and the first line is no other field's label.
 */
export function besideFirstLine(hit: LabelHit, page: PageView, emit: Emit): void {
  const first = firstLabelLine(hit, page.lines, page.labelColumns)
  if (first === undefined) return
  const caption = first.line.cells[first.cellIndex]
  if (caption === undefined) return
  const fields = page.labelFields.get(caption)
  if (fields !== undefined ? !fields.has(hit.field.id) : looksLikeLabel(caption.text)) return
  if (hit.variant.dateIndex !== undefined) {
    periodDate(hit, page, emit, first)
    return
  }
  for (const [k, cell] of first.line.cells.slice(first.cellIndex + 1).entries()) {
    if (page.labelCells.has(cell) || startsWithLabel(cell.text)) return
    if (!isText(hit) && inOtherTermColumn(page, cell, first.line)) continue
    const text = cell.text.slice(0, nextLabelStart(cell.text.toLowerCase(), 1))
    const v = readFieldValue(hit.field, hit.variant, text)
    if (v !== undefined) {
      emit(cell, 0, v, WEIGHT.right * STACKED * (k === 0 ? 1 : 0.9), 'right', first.line)
      return
    }
    if (!/^[\s.:_-]*$/.test(text)) return
  }
}

/**
 * One date of a period from the row under its caption: the cell found under the label read whole
 * (its words are no other caption's: "From 12:01 a.m. Nov 24, 2025 to … Nov 24, 2026", whose "to"
 * is no label), and the cells after it on that row up to the next caption's column ("From 06 JUN
 * 2028 | To 06 JUN 2029" under "TERM"). `found` is the part of the row that lies under the label.
 */
export function periodUnder(
  hit: LabelHit,
  row: Line,
  found: Cell,
  page: PageView,
): { cell: Cell; offset: number; v: ParsedValue } | undefined {
  const first = row.cells.find((c) => c.tokens.includes(found.tokens[0]!))
  if (first === undefined) return undefined
  // The next caption on the label's line ends the label's column.
  const limit =
    hit.line.cells.slice(hit.cellIndex + 1).find((c) => c.bbox.x0 > hit.box.x1)?.bbox.x0 ?? Infinity
  const parts: Array<{ cell: Cell; offset: number }> = []
  let joined = ''
  for (const cell of row.cells.slice(row.cells.indexOf(first))) {
    if (cell.bbox.x0 >= limit) break
    if (cell !== first && (page.labelStarts.has(cell) || page.labelCells.has(cell))) break
    parts.push({ cell, offset: joined.length })
    joined += cell.text + ' '
  }
  const v = readFieldValue(hit.field, hit.variant, joined)
  if (v === undefined) return undefined
  const part = [...parts].reverse().find((p) => p.offset <= v.start)
  if (part === undefined || v.end > part.offset + part.cell.text.length) return undefined
  return {
    cell: part.cell,
    offset: 0,
    v: { ...v, start: v.start - part.offset, end: v.end - part.offset },
  }
}
