/**
 * A column of labels (captions set one under another, each with its value to its right): under a
 * label of such a column, the next row's caption is a label whatever its words, and no value.
 */
import { columnOf, type LabelColumn } from './label-columns'
import { looksLikeLabel } from './label-text'
import type { Cell, Line } from './layout'
import type { PageView } from './page-geometry'

/** A street line: a house number, a name and a street's kind ("9091 Spinnaker St"). */
const STREET_LINE =
  /^\d{1,6}[A-Za-z]?\s+(?:[A-Z][\w'’-]*\.?\s+){1,4}(?:st|street|rd|road|ave|avenue|ln|lane|dr|drive|ct|court|blvd|boulevard|way|pl|place|pkwy|parkway|cir|circle|ter|terrace|hwy|highway|trl|trail|gap|run|loop|row)\.?$/i

/**
 * True when a cell stands in a column of labels with something beside it on its line. A caption
 * is words: a cell of more digits than letters ("0086105021", "CPP 4102723 33") is a value.
 */
export function rowCaption(
  cell: Cell,
  line: Line,
  column: LabelColumn,
  page: PageView,
  edge = 1,
): boolean {
  const digits = cell.text.replace(/\D/g, '').length
  if (digits > cell.text.replace(/[^A-Za-z]/g, '').length) return false
  // Nor is a street line, whatever a page's other column prints beside it.
  if (STREET_LINE.test(cell.text.trim())) return false
  // What stands beside it must be a value: beside a name in the left column of a page of two,
  // the right column's caption ("MORTGAGEE") heads another block.
  return (
    columnOf(cell, [column]) !== undefined &&
    line.cells.some(
      (c) =>
        c.bbox.x0 > cell.bbox.x1 &&
        c.bbox.x0 < edge &&
        !(page.labelStarts.has(c) && looksLikeLabel(c.text)),
    )
  )
}
