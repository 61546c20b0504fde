/**
 * A policy covering several locations (a rental dwelling program, a schedule of buildings) lists
 * them in a numbered schedule, and its mortgagee schedule says which location the lender's loan is
 * on ("Loc. 3 — First Federal …, loan 55-1"). For a mortgagee's file, that location is the
 * property: its street, year built, limit and deductible are on its row of the schedule, whichever
 * row it is, and another row's values are another building's. A row's own premium is that
 * location's share, never the policy's premium. The two schedules may be on different pages, so
 * this reads the whole document's lines.
 */
import { extractionField, type ExtractionFieldId } from '../../shared/extraction/field-schema'
import { readFieldValue } from './field-values'
import type { Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import type { Candidate } from './page-geometry'

/** A column caption numbering locations: "Loc.", "Location no.", "Bldg #", "Prem. #", "Item". */
const LOCATION_CAPTION =
  /^(?:loc(?:ation)?|bldg|building|prem(?:ises)?|dwelling|dwg|unit|risk|item)\.?\s*(?:no\.?|#|number|num\.?)?$/i

/** A lender's word in a schedule's header or heading. */
const LENDER = /\b(?:mortgagee|lien\s*holder|lender|loss\s+payee|additional\s+interests?)\b/i

/** A location's number as a schedule's first cell prints it: "2", "002", "#3", "Loc 2". */
const LOCATION_NUMBER = /^(?:(?:loc(?:ation)?|bldg|#)\.?\s*)?0*(\d{1,3})$/i

/** Fields a location's row gives. */
const PER_LOCATION: ReadonlySet<ExtractionFieldId> = new Set([
  'property.address',
  'property.yearBuilt',
  'policy.coverageAmount',
  'policy.deductible',
])

/** Lines of one page from a line to the page's end. */
const below = (lines: readonly Line[], at: number): Line[] => {
  const page = lines[at]?.bbox.page
  const out: Line[] = []
  for (const l of lines.slice(at + 1)) {
    if (l.bbox.page !== page) break
    out.push(l)
  }
  return out
}

const numberOf = (line: Line): number | undefined => {
  const m = LOCATION_NUMBER.exec(line.cells[0]?.text.trim() ?? '')
  return m === null ? undefined : Number(m[1])
}

/** A header line: its first cell names locations. */
const isLocationHeader = (line: Line): boolean =>
  line.cells.length >= 2 && LOCATION_CAPTION.test(line.cells[0]?.text.trim() ?? '')

/** The numbered rows right under a header (a line that is no row ends them, after one gap). */
function rowsUnder(lines: readonly Line[], at: number): Line[] {
  const rows: Line[] = []
  let misses = 0
  for (const l of below(lines, at)) {
    if (numberOf(l) !== undefined && l.cells.length >= 2) {
      rows.push(l)
      misses = 0
    } else if (++misses > 1) break
  }
  return rows
}

interface Schedules {
  /** The one location the lender's schedule names. */
  readonly mortgaged: number
  /** The rows of the locations' schedule(s), by number. */
  readonly rows: ReadonlyMap<Line, number>
}

/** The mortgaged location and the locations' schedule, when the document prints both. */
function readSchedules(lines: readonly Line[]): Schedules | undefined {
  const mortgaged = new Set<number>()
  const rows = new Map<Line, number>()
  lines.forEach((line, i) => {
    if (!isLocationHeader(line)) return
    // A lender's schedule: its header (or the heading right above it) names the lender.
    const heading = lines[i - 1]
    const lender =
      line.cells.some((c) => LENDER.test(c.text)) ||
      (heading?.bbox.page === line.bbox.page &&
        line.bbox.y0 - heading.bbox.y1 < 3 * line.height &&
        heading.cells.some((c) => LENDER.test(c.text)))
    const under = rowsUnder(lines, i)
    if (lender) for (const r of under) mortgaged.add(numberOf(r)!)
    else for (const r of under) rows.set(r, numberOf(r)!)
  })
  if (mortgaged.size !== 1 || rows.size < 2) return undefined
  const n = [...mortgaged][0]!
  if (![...rows.values()].includes(n)) return undefined
  return { mortgaged: n, rows }
}

const rowOf = (c: Candidate, rows: ReadonlyMap<Line, number>): Line | undefined => {
  const mid = (c.bbox.y0 + c.bbox.y1) / 2
  for (const row of rows.keys())
    if (row.bbox.page === c.bbox.page && mid >= row.bbox.y0 && mid <= row.bbox.y1) return row
  return undefined
}

/**
 * The candidates with another location's row values moved to the mortgaged location's row (the
 * cell in the same column), and without any location row's premium.
 */
export function withMortgagedLocation<C extends Candidate>(
  found: readonly C[],
  lines: readonly Line[],
): C[] {
  const s = readSchedules(lines)
  if (s === undefined) return [...found]
  const target = [...s.rows.entries()].find(([, n]) => n === s.mortgaged)![0]
  return found.flatMap((c): C[] => {
    const row = rowOf(c, s.rows)
    if (row === undefined) return [c]
    if (c.field === 'policy.premium') return []
    if (!PER_LOCATION.has(c.field) || row === target) return [c]
    const cx = (c.bbox.x0 + c.bbox.x1) / 2
    const cell = target.cells.find((k) => cx >= k.bbox.x0 - 0.01 && cx <= k.bbox.x1 + 0.01)
    const field = extractionField(c.field)
    const v =
      cell === undefined || field === undefined
        ? undefined
        : readFieldValue(field, undefined, cell.text)
    if (cell === undefined || v === undefined) return []
    return [
      {
        ...c,
        value: v.printed,
        normalized: v.normalized,
        bbox: boxOfRange(cell, v.start, v.start + v.printed.length),
        score:
          c.score *
          Math.min(1, wordTrust(cell.confidence) / Math.max(c.evidence?.trust ?? 1, 1e-6)),
      },
    ]
  })
}
