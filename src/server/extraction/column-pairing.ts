/**
 * Values in a label's column: under it (a boxed form, a table's header, a listing's or a
 * schedule's row), or just above it (a form that prints its labels under their rules).
 */
import { belowColumn, otherBoxEdge } from './caption-run'
import { rowCaption } from './row-captions'
import { listingOf } from './policy-listing'
import { namesCost, namesOtherCoverage } from './coverage-lines'
import { readFieldValue } from './field-values'
import { columnOf, type LabelColumn } from './label-columns'
import type { LabelHit } from './label-finder'
import { afterLocationItem, cellInHeaderPlace, dwellingRow, namesDwelling } from './schedule-rows'
import { looksLikeLabel, nextLabelStart } from './label-text'
import type { Cell } from './layout'
import { columnCell, isText, type PageView } from './page-geometry'
import type { Emit } from './sentence-pairing'
import { WEIGHT } from './pairing-weights'
import { periodUnder } from './period-pairing'
import { phoneShapeAllowed } from './phone-context'

/** How many line heights a value may sit below its label: names closer than numbers. */
const MAX_GAP_BELOW = { text: 5, other: 20 } as const

/** A table cell that says its row's policy is not the one in force. */
const OUT_OF_FORCE =
  /^(?:expired|cancell?ed|lapsed|terminated|non-?renewed|rescinded|superseded|replaced|inactive|pending|prior)$/i

/** The column under a label: its cells line by line, nearest first. */
export function below(hit: LabelHit, page: PageView, emit: Emit): void {
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
    const v = readFieldValue(hit.field, hit.variant, text, phoneShapeAllowed(hit, line))
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
export function above(hit: LabelHit, page: PageView, emit: Emit): void {
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
