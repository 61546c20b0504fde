/**
 * A row of a ruled table runs over several lines when a cell wraps: a carrier's long name goes on
 * under itself ("Incunabula Specialty" / "Casualty Company of" / "Delaware"), a term puts its end
 * under its start ("01/14/2027 -" / "01/14/2028"). The cell's text is then its lines' texts in the
 * same column, top to bottom.
 */
import type { Cell, Line } from './layout'

/** How far (in page widths) a wrapped line may start from the cell's own start. */
const SAME_COLUMN = 0.01

/** The cell of a line that starts in the column where `cell` starts. */
export function cellUnder(line: Line, cell: Cell): Cell | undefined {
  return line.cells.find((k) => Math.abs(k.bbox.x0 - cell.bbox.x0) <= SAME_COLUMN)
}

/**
 * The cells continuing `cell` (on `rows[at]`) on the row's next lines, in order: each starts in
 * its column; a line with nothing there ends them.
 */
export function wrappedCells(rows: readonly Line[], at: number, cell: Cell): Cell[] {
  const out: Cell[] = []
  for (const line of rows.slice(at + 1)) {
    const next = cellUnder(line, cell)
    if (next === undefined) break
    out.push(next)
  }
  return out
}
