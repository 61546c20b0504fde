/**
 * Geometry: pairs a label with the values around it. From each label occurrence the value may be
 * in its own cell after a separator, in the next cell to the right, in the same column below (a
 * boxed form, a table header), above (a form whose labels sit under their rules), or on the row
 * of a table's row label. Every pairing is scored by how the value sits (direction, distance,
 * alignment) and by what it is (field-values.ts); which pairing wins is decided later, per page
 * and per document (select-results.ts).
 */
import { belowColumn, otherBoxEdge } from './caption-run'
import { rowCaption } from './row-captions'
import { listingOf } from './policy-listing'
import { namesCost, namesOtherCoverage } from './coverage-lines'
import { readFieldValue } from './field-values'
import { columnOf, type LabelColumn } from './label-columns'
import { SEPARATORS } from './label-context'
import type { LabelHit } from './label-finder'
import { RANK } from './label-matches'
import { afterLocationItem, cellInHeaderPlace, dwellingRow, namesDwelling } from './schedule-rows'
import { looksLikeLabel, nextLabelStart } from './label-text'
import type { Cell, Line } from './layout'
import {
  afterCurrencyMark,
  columnCell,
  inOtherTermColumn,
  isText,
  saysNone,
  startsWithLabel,
  toCandidate,
  type Candidate,
  type PageView,
} from './page-geometry'
import { captionedValue, inSentence, type Emit } from './sentence-pairing'
import { WEIGHT } from './pairing-weights'
import { besideFirstLine, periodDate, periodUnder } from './period-pairing'

export type { Candidate, PageView } from './page-geometry'

/** How many line heights a value may sit below its label: names closer than numbers. */
const MAX_GAP_BELOW = { text: 5, other: 20 } as const

/** Every value a label can be paired with on its page. */
export function pairLabel(hit: LabelHit, page: PageView): Candidate[] {
  const out: Candidate[] = []
  const emit: Emit = (cell, offset, v, weight, relation, line) => {
    out.push(toCandidate(hit, cell, offset, v, weight, relation, page, line))
  }

  if (hit.prose === 'caption') {
    captionedValue(hit, emit)
    return out
  }
  // A period's dates: "Policy Period: 01/05/2025 to 01/05/2026", in one cell or spread over
  // several cells of the line.
  if (hit.variant.dateIndex !== undefined) {
    periodDate(hit, page, emit)
    if (out.length === 0 && hit.alone) besideFirstLine(hit, page, emit)
    if (out.length === 0 && hit.alone) below(hit, page, emit)
    return out
  }
  if (hit.prose !== undefined) {
    inSentence(hit, page, emit)
    return out
  }
  // In the label's own cell, after a separator: "Policy Number: HO-1234".
  const lower = hit.cell.text.toLowerCase()
  const stop = nextLabelStart(lower, hit.end)
  const rest = hit.cell.text.slice(hit.end, stop)
  // A remark in parentheses right after the label qualifies it ("Deductible (per occurrence):").
  // (…or an amount with its money mark right after: "Term premium (fully earned after 90 days)
  // $2,459.83".)
  const remark =
    /^\s*\([^()]{0,40}\)(?=\s*[:#.\-–—])/.exec(rest)?.[0] ??
    (hit.field.type === 'Currency'
      ? /^\s*\([^()]{0,40}\)(?=\s*(?:\$|usd\s?)\d)/i.exec(rest)?.[0]
      : undefined) ??
    ''
  const sep = remark + (SEPARATORS.exec(rest.slice(remark.length))?.[0] ?? '')
  // The value starts after the separators (leaders included): "Policy Number ....... HO-1".
  const body = rest.slice(sep.length)
  const separated =
    !isText(hit) ||
    /[:#]|(?:\.\s?){2,}|[-–—]/.test(sep) ||
    // (A question's mark ends it as a colon does: "Who is insured? Ann Lee".)
    /[:#?]\s*$/.test(lower.slice(hit.start, hit.end)) ||
    gapAfter(hit) > 0.8 ||
    (drawnApart(hit) && gapAfter(hit) > 0.3) ||
    styleChanges(hit, body)
  if (saysNone(hit, separated ? body : '')) return out
  const inline =
    separated && body.trim() !== '' ? readFieldValue(hit.field, hit.variant, body) : undefined
  // A caption and its value in a comparison table's old column ("Previously": "Loan 5044981896")
  // are the old term's.
  if (inline !== undefined && hit.start <= 2 && inOtherTermColumn(page, hit.cell, hit.line))
    return out
  if (inline !== undefined) {
    emit(hit.cell, hit.end + sep.length, inline, WEIGHT.inline, 'inline', hit.line)
    return out
  }
  // Only separators or a few qualifying words may stand between a label and a value elsewhere
  // ("Premium Total", "Deductible (all perils)", "… AND MAILING ADDRESS (including ZIP+4)"), never
  // digits outside a parenthesised remark.
  const qualifiers = rest
    .replace(/\([^()]*\)/g, ' ')
    // A rank after the label ("Mortgagee 1", "Additional Interest #2", "Mortgagee, premises 1")
    // qualifies it.
    .replace(/^\s*(?:[a-z]{2,8}\s*[:#]\s*|#\s*)?\d{1,2}\s*$/i, ' ')
    .replace(RANK, ' ')
    // Captions joined by slashes name the parts of a value joined so ("Year built / construction").
    .replace(/[\s:#.\-()_/]/g, ' ')
    .trim()
  // "NAME AND MAILING ADDRESS:" is one caption over a name and its address, not two labels.
  // ("AGENT OR BROKER — name and address" likewise.)
  const andAddress =
    /^\s*(?:(?:and|&|\/)\s+|[-–—,]\s*name\s+(?:and|&)\s+)(?:mailing\s+)?address(?:\s*\([^()]*\))?[\s:]*$/.test(
      lower.slice(hit.end),
    )
  if (
    (stop < lower.length && !andAddress) ||
    (qualifiers !== '' && (/\d/.test(qualifiers) || qualifiers.split(/\s+/).length > 3))
  )
    return out

  const far = right(hit, page, emit)
  if (hit.variant.rowOnly === true) {
    if (out.length === 0 && hit.field.type === 'Currency') row(hit, page, emit)
    return out
  }
  // A name far right on the label's line may be the next box's caption or value: the box under
  // the label competes with it.
  if (out.length > 0 && isText(hit) && !far) return out
  // Nothing beside the second line of a two-line label: its value is beside the first.
  if (out.length === 0 && hit.alone && hit.start <= 2) {
    besideFirstLine(hit, page, emit)
    if (out.length > 0) return out
  }
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

/** Line heights between two x positions (page-width units) on this page. */
const across = (page: PageView, dx: number, line: Line): number =>
  (dx * page.aspect) / Math.max(line.height, 1e-6)

/** Line heights beyond which a value right of its label may belong to another box. */
const FAR_RIGHT = 8

/**
 * The next cells to the right on the label's line, up to another label. True when the value
 * found lies far from the label.
 */
function right(hit: LabelHit, page: PageView, emit: Emit): boolean {
  const cells = hit.line.cells.slice(hit.cellIndex + 1)
  for (const [k, cell] of cells.entries()) {
    if (
      page.labelStarts.has(cell) ||
      (page.labelCells.has(cell) && looksLikeLabel(cell.text)) ||
      startsWithLabel(cell.text)
    )
      return false
    const text = cell.text.slice(0, nextLabelStart(cell.text.toLowerCase(), 1))
    // A comparison's old column: a term's numbers, or a change's old lender too.
    if (inOtherTermColumn(page, cell, hit.line, isText(hit))) continue
    const read = readFieldValue(hit.field, hit.variant, text)
    const v = read && afterCurrencyMark(cells[k - 1], read)
    if (v !== undefined) {
      // A leader drawn after the label leads to the value: the gap starts where it ends.
      const led =
        SEPARATORS.exec(hit.cell.text.slice(hit.end))?.[0].length === hit.cell.text.length - hit.end
      const gap = across(page, cell.bbox.x0 - (led ? hit.cell.bbox.x1 : hit.box.x1), hit.line)
      // A line of just a label and a value is a table's row, however wide the table, when the
      // value's shape says what it is (a name could be the next caption: "Agency  Agency Phone").
      const pairRow =
        k === 0 &&
        hit.line.cells.length === hit.cellIndex + 2 &&
        v.quality >= 0.9 &&
        (!isText(hit) || hit.field.id === 'property.address')
      // A label in the page's label column with its value in a column of values beside it is a
      // row of a two-column key/value table (a worksheet, a summary): the width of the gutter
      // says nothing, and the value is the row's, not the next box's.
      const tabled = k === 0 && inValueColumn(hit, cell, page)
      const decay = gap <= 4 || pairRow || tabled ? 1 : Math.max(0.7, 1 - 0.012 * (gap - 4))
      emit(cell, 0, v, WEIGHT.right * decay * (k === 0 ? 1 : 0.9), 'right', hit.line)
      return gap > FAR_RIGHT && !tabled
    }
    // Only leaders, separators or the currency's mark may stand between a label and its value.
    if (!/^[\s.:_-]*$/.test(text) && !(hit.field.type === 'Currency' && /^\s*\$\s*$/.test(text)))
      return false
  }
  return false
}

/** Lines beside a label column whose first cell past it must line up with a value's. */
const MIN_VALUE_ROWS = 2

/**
 * True when `cell`, right after the label's cell, starts where the cells beside the labels of a
 * label column start: a column of values beside a column of labels (the label itself may stand a
 * little out of the column, after a longer list number: "12. Mortgagee clause reads").
 */
export function inValueColumn(hit: LabelHit, cell: Cell, page: PageView): boolean {
  if (hit.line.cells[hit.cellIndex + 1] !== cell) return false
  for (const column of page.labelColumns) {
    if (column.page !== hit.line.bbox.page || column.edge !== 'left') continue
    if (hit.cell.bbox.x0 > column.at + column.slack) continue
    let rows = 0
    for (const line of page.lines) {
      if (line === hit.line || line.bbox.page !== column.page) continue
      const k = line.cells.findIndex((c) => columnOf(c, [column]) !== undefined)
      const next = k < 0 ? undefined : line.cells[k + 1]
      if (next !== undefined && Math.abs(next.bbox.x0 - cell.bbox.x0) < column.slack) rows++
      if (rows >= MIN_VALUE_ROWS) return true
    }
  }
  return false
}

/** A table cell that says its row's policy is not the one in force. */
const OUT_OF_FORCE =
  /^(?:expired|cancell?ed|lapsed|terminated|non-?renewed|rescinded|superseded|replaced|inactive|pending|prior)$/i

/** The column under a label: its cells line by line, nearest first. */
function below(hit: LabelHit, page: PageView, emit: Emit): void {
  // A label's word inside a title, words on both sides ("Dwelling Program — Premium Bordereau"),
  // names what the title is about: no column caption's value stands under it.
  if (insideTitle(hit)) return
  // The label's own height and place, not its line's: a tall value beside a small caption (a
  // flattened multi-line field) makes the line tall.
  const h = Math.max(hit.box.y1 - hit.box.y0, 1e-6)
  const slack = (1.2 * h) / page.aspect
  const prev = hit.line.cells[hit.cellIndex - 1]
  // A caption split in two cells ("AGENT" "BROKER", "FIRST MORTGAGEE" "LOSS PAYEE": OCR drops the
  // slash between them): its second part names the same field, and the column spans both.
  const sameField = (c: Cell | undefined): boolean =>
    c !== undefined && page.labelFields.get(c)?.has(hit.field.id) === true
  let nextIndex = hit.cellIndex + 1
  while (sameField(hit.line.cells[nextIndex])) nextIndex++
  const next = hit.line.cells[nextIndex]
  // Column headers are often centred over wider values: the column reaches back towards the
  // previous cell and on to the next one (and spans a caption run: caption-run.ts).
  const [colLeft, colRight] = belowColumn(hit, prev, next, slack)
  const maxGap = isText(hit) ? MAX_GAP_BELOW.text : MAX_GAP_BELOW.other
  const column = columnLabel(hit, page)
  let labelsPassed = 0
  let wrapPassed = false
  // The foot of the last row passed over for being out of force: the column goes on below it.
  let top = hit.box.y1
  for (const line of page.lines.slice(hit.line.index + 1)) {
    if (line.bbox.page !== hit.line.bbox.page) break
    // A line whose middle is below the label's middle is under it, even when a value written high
    // in its box (a filled form) touches the caption.
    if ((line.bbox.y0 + line.bbox.y1) / 2 <= (hit.box.y0 + hit.box.y1) / 2 + h * 0.25) continue
    const gap = (line.bbox.y0 - top) / h
    if (gap > maxGap) break
    const found =
      cellInHeaderPlace(hit, line, { left: colLeft, right: colRight }) ??
      columnCell(line, colLeft, colRight, isText(hit), (hit.box.x0 + hit.box.x1) / 2)
    if (found === undefined) continue
    // A rank before a name in a list of interests ("First  Barbican Trust") is no name: the
    // name is the next cell.
    const ranked = RANK_WORD.test(found.text.trim())
      ? (line.cells[line.cells.indexOf(found) + 1] ?? found)
      : found
    // A list by location: the first location's entry, after its caption (schedule-rows.ts).
    const item = afterLocationItem(ranked, line)
    if (item === undefined) return
    const cell = item === 'none' ? ranked : item
    // A table row marked expired, cancelled or pending is another term's: the answer is the row
    // in force, further down.
    if (line.cells.length > 2 && line.cells.some((c) => c !== cell && OUT_OF_FORCE.test(c.text))) {
      top = line.bbox.y1
      continue
    }
    // (The entry after a location's caption is its value, whatever label it holds further on.)
    if (
      (item === 'none' && page.labelCells.has(cell)) ||
      looksLikeLabel(cell.text) ||
      // Under a label of a column of labels is the next label, in whatever words, when it has a
      // value of its own beside it.
      (column !== undefined && rowCaption(cell, line, column, page, otherBoxEdge(hit)))
    ) {
      // A label starting right of ours belongs to a neighbouring box: look past it.
      if (cell.bbox.x0 > hit.box.x1) continue
      // A caption that breaks after a comma or "and" goes on on the next line ("PRODUCER NAME, |
      // CONTACT PERSON AND ADDRESS"): its second line is no other box's label.
      if (!wrapPassed && gap < 1.2 && /(?:,|\/|&|\band)\s*$/i.test(hit.cell.text)) {
        wrapPassed = true
        continue
      }
      // The next box's label: ours is empty. (Numeric table headers may take two lines.)
      if (isText(hit) || ++labelsPassed > 1) return
      continue
    }
    // A listing of policies: the row the page names, or none (policy-listing.ts).
    const listing = listingOf(hit.line, line, page.lines, page.labelFields)
    if (listing.kind === 'unnamed') return
    if (listing.kind === 'row') {
      const row = listing.row
      const at =
        row === line
          ? cell
          : (cellInHeaderPlace(hit, row) ??
            row.cells.find((c) => c.bbox.x0 < cell.bbox.x1 && c.bbox.x1 > cell.bbox.x0))
      const v = at && readFieldValue(hit.field, hit.variant, at.text)
      if (at !== undefined && v !== undefined) emit(at, 0, v, WEIGHT.below, 'below', row)
      return
    }
    // Under a limits column, the amount on a row captioned with another coverage ("Personal
    // Property" listed first) is that coverage's: the dwelling's is on its own row further down.
    if (
      hit.field.id === 'policy.coverageAmount' &&
      line.cells.some((c) => c.bbox.x1 <= cell.bbox.x0 && namesOtherCoverage(c.text))
    )
      continue
    // A row captioned as a premium, a fee or a tax ("Building premium") is the cost's list under
    // the limits: no limit stands below it.
    if (
      hit.field.id === 'policy.coverageAmount' &&
      line.cells.some((c) => c.bbox.x1 <= cell.bbox.x0 && namesCost(c.text))
    )
      return
    // A schedule of buildings: the dwelling's row, wherever it stands in the schedule.
    const home = dwellingRow(hit, line, page.lines)
    if (home !== undefined) {
      const at = cellInHeaderPlace(hit, home)
      const v = at && readFieldValue(hit.field, hit.variant, at.text)
      if (at !== undefined && v !== undefined) emit(at, 0, v, WEIGHT.below, 'below', home)
      return
    }
    if (hit.variant.scheduleRow === true && (line.cells.length < 3 || !namesDwelling(line))) return
    // A period's date is read from the row's cells under the label, whatever words join them.
    const dated =
      hit.variant.dateIndex !== undefined ? periodUnder(hit, line, cell, page) : undefined
    if (dated !== undefined) {
      emit(
        dated.cell,
        dated.offset,
        dated.v,
        WEIGHT.below * belowWeight(hit, dated.cell, gap, slack) * (labelsPassed > 0 ? 0.95 : 1),
        'below',
        line,
      )
      return
    }
    const text = cell.text.slice(0, nextLabelStart(cell.text.toLowerCase(), 1))
    const v = readFieldValue(hit.field, hit.variant, text)
    if (v === undefined) {
      if (isText(hit)) return
      continue
    }
    const weight = WEIGHT.below * belowWeight(hit, cell, gap, slack)
    emit(cell, 0, v, weight * (labelsPassed > 0 ? 0.95 : 1), 'below', line)
    return
  }
}

/** How surely a value `gap` line heights under its label is its own: near and aligned. */
function belowWeight(hit: LabelHit, cell: Cell, gap: number, slack: number): number {
  const near = Math.max(0.75, 1 - 0.03 * Math.max(0, gap - 1.5))
  const aligned =
    Math.abs(cell.bbox.x0 - hit.box.x0) < 3 * slack ||
    (cell.bbox.x0 < hit.box.x1 && cell.bbox.x1 > hit.box.x0)
  return near * (aligned ? 1 : 0.9)
}

/**
 * A title's words around the label: three words or more before it and a word right after it, no
 * separator between ("RENEWAL PREMIUM DUE" is a caption; "Harbor Dwelling Program — Premium
 * Bordereau" a title).
 */
function insideTitle(hit: LabelHit): boolean {
  const before = hit.cell.text.slice(0, hit.start).match(/[a-z]{2,}/gi) ?? []
  const after = hit.cell.text.slice(hit.end)
  return before.length >= 3 && /^\s+[a-z]{3,}/i.test(after)
}

/**
 * The label column a label stands in, unless captions stand beside it on its line: a row of
 * captions over their values may begin in a column of labels ("1st Mortgagee   Loan #").
 */
function columnLabel(hit: LabelHit, page: PageView): LabelColumn | undefined {
  const column = columnOf(hit.cell, page.labelColumns)
  if (column === undefined) return undefined
  const captions = hit.line.cells.slice(hit.cellIndex + 1).some((c) => page.labelStarts.has(c))
  return captions ? undefined : column
}

/** An item's rank in a list: "First", "2nd", "#1", "Second mortgagee" is a caption. */
const RANK_WORD = /^(?:first|second|third|1st|2nd|3rd|#?\d)[.:)]?$/i

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
    // Above a label of a column of labels is another label (or the first line of this one).
    const column = columnLabel(hit, page)
    if (column !== undefined && rowCaption(cell, line, column, page)) return
    const v = readFieldValue(hit.field, hit.variant, cell.text)
    if (v === undefined) return
    emit(cell, 0, v, WEIGHT.above, 'above', line)
    return
  }
}

/** A table's row label: the first amount further right on its row. */
function row(hit: LabelHit, page: PageView, emit: Emit): void {
  if (!hit.alone) return
  let named = false
  const cells = hit.line.cells.slice(hit.cellIndex + 1)
  for (const [k, cell] of cells.entries()) {
    if (page.labelStarts.has(cell) || (page.labelCells.has(cell) && looksLikeLabel(cell.text)))
      return
    // A comparison table's old column ("Prior Term") holds last term's values.
    if (inOtherTermColumn(page, cell, hit.line)) continue
    const read = readFieldValue(hit.field, hit.variant, cell.text)
    const v = read && afterCurrencyMark(cells[k - 1], read)
    if (v !== undefined) {
      // Words of their own before the amount ("Hurricane 2%", "Prior term") may name another
      // item of a group the label heads: the amount is less surely the label's.
      emit(cell, 0, v, WEIGHT.row * (named ? ROW_PAST_WORDS : 1), 'row', hit.line)
      return
    }
    if (/[a-z]{3}/i.test(cell.text)) named = true
  }
}

/** Trust in a row's amount that follows words of their own, relative to one right after its label. */
const ROW_PAST_WORDS = 0.85
