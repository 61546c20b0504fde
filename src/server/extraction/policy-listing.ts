/**
 * A listing of policies — a program's bordereau, an agency's book, a schedule of financed
 * policies — is a table whose header captions both the policy number and the insured, one row per
 * policy. Its first row is no more the answer than any other row: the answer is the row the page
 * singles out by naming its insured or its number outside the table (an underwriting query, a
 * "Re:" line). When the page singles out no row, no row answers.
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import type { Cell, Line } from './layout'
import { CURRENT_TERM, termRow } from './policy-terms'

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
  // Every label of a header line asks about the same rows under it: each pair is read once per
  // page (a page's lines and label fields are one pair of objects for all its labels).
  let page = LISTINGS.get(fields)
  if (page === undefined || page.lines !== lines) {
    page = { lines, byHeader: new Map() }
    LISTINGS.set(fields, page)
  }
  let byFirst = page.byHeader.get(header)
  if (byFirst === undefined) page.byHeader.set(header, (byFirst = new Map()))
  let listing = byFirst.get(first)
  if (listing === undefined)
    byFirst.set(first, (listing = readListing(header, first, lines, fields)))
  return listing
}

/** Per page (its label fields), the listing read for each header line and first row. */
const LISTINGS = new WeakMap<
  ReadonlyMap<Cell, ReadonlySet<ExtractionFieldId>>,
  { lines: readonly Line[]; byHeader: Map<Line, Map<Line, Listing>> }
>()

function readListing(
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
    return uncaptionedListing(header, first, lines)
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
  // A row's keys: its number and its insured.
  const keysOf = (row: Line): string[] => [under(row, numberHead), under(row, insuredHead)]
  return namedRow(header, rows, lines, keysOf)
}

/** A row's words that single it out as the document's own ("Commercial Property (this policy)"). */
const OWN_ROW = /\bthis\s+(?:policy|document|declarations?|coverage\s+part)\b/i

/**
 * The row the page singles out: the one marked as the document's own or as the term in force,
 * else the current or latest term of a table of one policy's terms (policy-terms.ts), else the
 * one whose keys (five characters or more) the page prints outside the table — another row's
 * number printed beside a premium elsewhere does not outweigh the mark.
 */
function namedRow(
  header: Line,
  rows: readonly Line[],
  lines: readonly Line[],
  keysOf: (row: Line) => readonly string[],
): Listing {
  const marked = rows.filter((r) =>
    r.cells.some((c) => OWN_ROW.test(c.text) || CURRENT_TERM.test(c.text.trim())),
  )
  if (marked.length === 1) return { kind: 'row', row: marked[0]! }
  // One policy's terms: the current or latest term, whichever other term a claims list names.
  const term = termRow(rows)
  if (term !== undefined) return { kind: 'row', row: term }
  const page = rows[0]!.bbox.page
  const inTable = new Set([header, ...rows])
  const elsewhere = lines
    .filter((l) => l.bbox.page === page && !inTable.has(l))
    .map((l) => squash(l.cells.map((c) => c.text).join(' ')))
  const named = rows.filter((r) =>
    keysOf(r).some((k) => k.length >= 5 && elsewhere.some((t) => t.includes(k))),
  )
  return named.length === 1 ? { kind: 'row', row: named[0]! } : { kind: 'unnamed' }
}

/** A policy number as a table prints it: one word of letters and two digits or more. */
const POLICY_NUMBER = /^(?=[^\s]*[a-z])(?=(?:[^\s]*\d){2})[a-z0-9][a-z0-9-]{4,}$/i
/** A date in figures or with its month's name. */
const DATE =
  /\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b[a-z]{3,9}\.? \d{1,2},? \d{4}\b/i
/**
 * A person's or firm's name in a cell: two capitalised words or more, no figures and no comma (a
 * town and its state, which the page may print in another party's address, names no row).
 */
const NAME = /^[A-Z][\w.'-]*(?:\s+(?:&|and|[A-Z][\w.'-]*))+$/

/**
 * A listing whose captions of the number or the insured were not read (a scan's header row half
 * lost) is still a listing when its rows show it: three rows or more under the header, each with a
 * policy number of its own and a date. Such a row is no more the answer than its neighbours: the
 * answer is the row whose number or name the page prints elsewhere, or none.
 */
function uncaptionedListing(header: Line, first: Line, lines: readonly Line[]): Listing {
  const numberOf = (row: Line): string | undefined =>
    row.cells.length < 4 || !row.cells.some((c) => DATE.test(c.text))
      ? undefined
      : row.cells.find((c) => POLICY_NUMBER.test(c.text.trim()))?.text.trim()
  if (numberOf(first) === undefined) return { kind: 'none' }
  const rows: Line[] = [first]
  const h = Math.max(first.height, 1e-6)
  for (const line of lines.slice(first.index + 1)) {
    const prev = rows[rows.length - 1]!
    if (line.bbox.page !== first.bbox.page || line.bbox.y0 - prev.bbox.y1 > 3 * h) break
    if (numberOf(line) === undefined) break
    rows.push(line)
  }
  const numbers = new Set(rows.map((r) => squash(numberOf(r)!)))
  if (rows.length < MIN_ROWS || numbers.size < rows.length) return { kind: 'none' }
  const keysOf = (row: Line): string[] => [
    squash(numberOf(row)!),
    ...row.cells.filter((c) => NAME.test(c.text.trim())).map((c) => squash(c.text)),
  ]
  return namedRow(header, rows, lines, keysOf)
}
