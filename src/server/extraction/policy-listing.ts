/**
 * A listing of policies — a program's bordereau, an agency's book, a schedule of financed
 * policies — is a table whose header captions both the policy number and the insured, one row per
 * policy. Its first row is no more the answer than any other row: the answer is the row the page
 * singles out by naming its insured or its number outside the table (an underwriting query, a
 * "Re:" line). When the page singles out no row, no row answers.
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import type { Cell, Line } from './layout'

/** Fewer rows than this are a policy and its neighbours (a renewal beside the expiring term). */
const MIN_ROWS = 3

/** What a header line says about the rows under it. */
export type Listing =
  | { readonly kind: 'none' }
  | { readonly kind: 'unnamed' }
  | { readonly kind: 'row'; readonly row: Line }

const squash = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim()

/**
 * Whether the header `header` (the line of a column caption) heads a listing of policies whose
 * first row is `first`, and if so which row the page names. `fields` gives the fields each label
 * cell of the page captions.
 */
export function listingOf(
  header: Line,
  first: Line,
  lines: readonly Line[],
  fields: ReadonlyMap<Cell, ReadonlySet<ExtractionFieldId>>,
): Listing {
  const headOf = (f: ExtractionFieldId): Cell | undefined =>
    header.cells.find((c) => fields.get(c)?.has(f) === true)
  const numberHead = headOf('policy.policyNumber')
  const insuredHead = headOf('policy.namedInsured')
  if (numberHead === undefined || insuredHead === undefined || numberHead === insuredHead)
    return { kind: 'none' }
  const under = (row: Line, head: Cell): string => {
    const reach = head.bbox.y1 - head.bbox.y0
    const cell = row.cells.find((c) => c.bbox.x0 < head.bbox.x1 && c.bbox.x1 > head.bbox.x0 - reach)
    return cell === undefined ? '' : squash(cell.text)
  }
  // A policy's row: a number with a digit under the number's caption, a name with none under the
  // insured's (a next row of captions, a totals line, ends the rows).
  const isPolicyRow = (row: Line): boolean =>
    /\d/.test(under(row, numberHead)) && /^[^\d]{3,}$/.test(under(row, insuredHead))
  if (first.cells.length < 3 || !isPolicyRow(first)) return { kind: 'none' }
  const rows: Line[] = [first]
  const h = Math.max(first.height, 1e-6)
  for (const line of lines.slice(first.index + 1)) {
    const prev = rows[rows.length - 1]!
    if (line.bbox.page !== first.bbox.page || line.cells.length !== first.cells.length) break
    if (line.bbox.y0 - prev.bbox.y1 > 3 * h || !isPolicyRow(line)) break
    rows.push(line)
  }
  // Several policies: as many different numbers as rows.
  if (rows.length < MIN_ROWS || new Set(rows.map((r) => under(r, numberHead))).size < rows.length)
    return { kind: 'none' }
  const inTable = new Set([header, ...rows])
  const elsewhere = lines
    .filter((l) => l.bbox.page === first.bbox.page && !inTable.has(l))
    .map((l) => squash(l.cells.map((c) => c.text).join(' ')))
  // A row's keys: its number and its insured.
  const keysOf = (row: Line): string[] =>
    [under(row, numberHead), under(row, insuredHead)].filter((k) => k.length >= 5)
  const named = rows.filter((r) => keysOf(r).some((k) => elsewhere.some((t) => t.includes(k))))
  return named.length === 1 ? { kind: 'row', row: named[0]! } : { kind: 'unnamed' }
}
