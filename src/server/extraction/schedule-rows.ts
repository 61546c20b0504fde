/**
 * Tables of several rows under a header row (a schedule of buildings, a list of items): which
 * cell of a row stands under a header when columns are set flush right under captions set flush
 * left, and which row is the dwelling's when a schedule lists several buildings.
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import { readFieldValue } from './field-values'
import type { LabelHit } from './label-finder'
import type { Cell, Line } from './layout'
import { locationItem } from './location-items'

/**
 * The cell of `row` in the header's place, counted from the left, when the row has as many cells
 * as the header line and each cell lies between its neighbours' headers: a reader matches such a
 * table's columns by order, whichever header an amount set flush right happens to be nearer.
 */
export function cellInHeaderPlace(
  hit: LabelHit,
  row: Line,
  column?: { readonly left: number; readonly right: number },
): Cell | undefined {
  const heads = hit.line.cells
  if (hit.start > 2 || !hit.alone || heads.length < 3 || row.cells.length !== heads.length)
    return undefined
  // A header line that also holds a value (an address's street line beside two captions) is no
  // table's header: its cells do not count the row's columns.
  if (heads.some((c) => /^\s*\d/.test(c.text))) return undefined
  const aligned = row.cells.every((c, k) => {
    const mid = (c.bbox.x0 + c.bbox.x1) / 2
    const before = heads[k - 1]
    const after = heads[k + 1]
    return (
      (before === undefined || mid > before.bbox.x1) && (after === undefined || mid < after.bbox.x0)
    )
  })
  const cell = aligned ? row.cells[hit.cellIndex] : undefined
  // …and it reaches into the header's column.
  if (cell === undefined || column === undefined) return cell
  return cell.bbox.x1 > column.left && cell.bbox.x0 < column.right ? cell : undefined
}

/** Fields a schedule of buildings gives per building: the dwelling's row answers them. */
const PER_BUILDING: ReadonlySet<ExtractionFieldId> = new Set([
  'policy.coverageAmount',
  'policy.deductible',
  'property.yearBuilt',
])

/** A row's description of the insured home (or building: a master or commercial policy's). */
const DWELLING = /\b(?:dwelling|residence|farm\s*house|house|home|buildings?)\b/i
/** …unless it names something beside it ("Other structures", "Contents of dwelling"). */
const NOT_DWELLING =
  /\b(?:other\s+structures?|contents|personal\s+property|detached|garage|barn|shed)\b/i

/** True when a row of a schedule describes the dwelling. */
export const namesDwelling = (l: Line): boolean =>
  l.cells.some((c) => DWELLING.test(c.text) && !NOT_DWELLING.test(c.text))

/**
 * The row of a schedule that describes the dwelling, when the first row under the header (`first`)
 * does not: the rows go on under it as long as they have its number of cells. Undefined when the
 * first row is the dwelling's, or no single row is.
 */
export function dwellingRow(hit: LabelHit, first: Line, lines: readonly Line[]): Line | undefined {
  if (!PER_BUILDING.has(hit.field.id) || first.cells.length < 3) return undefined
  const names = namesDwelling
  if (names(first)) return undefined
  // The schedule's rows: as many cells as the first, each with a value of the field in the
  // header's column (a next table's header row ends it).
  const valued = (l: Line): boolean => {
    const cell = cellInHeaderPlace(hit, l)
    return cell !== undefined && readFieldValue(hit.field, hit.variant, cell.text) !== undefined
  }
  const rows: Line[] = []
  const h = Math.max(first.height, 1e-6)
  let prev = first
  for (const line of lines.slice(first.index + 1)) {
    if (line.bbox.page !== first.bbox.page || line.cells.length !== first.cells.length) break
    if (line.bbox.y0 - prev.bbox.y1 > 3 * h || !valued(line)) break
    rows.push(line)
    prev = line
  }
  const dwellings = rows.filter(names)
  return dwellings.length === 1 ? dwellings[0] : undefined
}

/**
 * Where a list by location (mortgage holders per premises) answers: the cell after the caption of
 * the first location — the policy's own, as its schedule's first row is — or nothing when the list
 * starts with another location ("undefined" then; 'none' when the cell is no location's caption).
 */
export function afterLocationItem(cell: Cell, line: Line): Cell | undefined | 'none' {
  const item = locationItem(cell.text, true)
  if (item === undefined) return 'none'
  return item === 'first' ? line.cells[line.cells.indexOf(cell) + 1] : undefined
}
