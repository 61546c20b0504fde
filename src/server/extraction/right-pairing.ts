/**
 * Values further along a label's line: the next cells to the right, up to another label (a boxed
 * form, a key/value table), and the first amount on a table's row after its row label.
 */
import { readFieldValue } from './field-values'
import { columnOf } from './label-columns'
import { SEPARATORS } from './label-context'
import type { LabelHit } from './label-finder'
import { looksLikeLabel, nextLabelStart } from './label-text'
import type { Cell, Line } from './layout'
import {
  afterCurrencyMark,
  inOtherTermColumn,
  isText,
  startsWithLabel,
  type PageView,
} from './page-geometry'
import { WEIGHT } from './pairing-weights'
import { phoneShapeAllowed } from './phone-context'
import type { Emit } from './sentence-pairing'

/** Line heights between two x positions (page-width units) on this page. */
const across = (page: PageView, dx: number, line: Line): number =>
  (dx * page.aspect) / Math.max(line.height, 1e-6)

/** Line heights beyond which a value right of its label may belong to another box. */
const FAR_RIGHT = 8

/**
 * The next cells to the right on the label's line, up to another label. True when the value
 * found lies far from the label.
 */
export function right(hit: LabelHit, page: PageView, emit: Emit): boolean {
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
    const read = readFieldValue(hit.field, hit.variant, text, phoneShapeAllowed(hit, hit.line))
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

/** A table's row label: the first amount further right on its row. */
export function row(hit: LabelHit, page: PageView, emit: Emit): void {
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
