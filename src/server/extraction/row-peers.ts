/**
 * Values of the same kind beside a value on its line: a table row that prints this term's amount
 * next to another term's, or one coverage's next to the others', leaves the pairing to choose
 * between columns. Counted for the calibrated confidence (confidence-features.ts), where such a
 * row says the choice was less sure than a value alone on its line.
 */
import type { ExtractionFieldType } from '../../shared/extraction/field-schema'
import type { Cell, Line } from './layout'
import { findAmounts, findDates } from './value-parsers'

/** Whether a cell's text holds a value of `type` (amounts only with a currency mark or a comma). */
function holds(type: ExtractionFieldType, text: string): boolean {
  if (type === 'Date') return findDates(text).length > 0
  if (type === 'Currency') return findAmounts(text).some((a) => a.quality >= 0.95)
  return false
}

/**
 * The cells of `line` other than the value's and its label's, and not labels themselves, that hold
 * a value of the value's type (dates and amounts only: names and numbers sit beside anything).
 */
export function rowPeers(
  type: ExtractionFieldType,
  line: Line,
  valueCell: Cell,
  labelCell: Cell,
  labelCells: ReadonlySet<Cell>,
): number {
  if (type !== 'Date' && type !== 'Currency') return 0
  return line.cells.filter(
    (c) => c !== valueCell && c !== labelCell && !labelCells.has(c) && holds(type, c.text),
  ).length
}
