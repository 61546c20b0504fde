/**
 * A table of one policy's terms — a loss run's "Current / Prior 1 / Prior 2" rows, a history of
 * renewals — lists a row per term, each with its number (a renewal may be renumbered), its period,
 * limit, deductible and premium. Its rows are no several policies for a query to single one out
 * of: a reader takes the term the table marks as the current one, else the latest term, and every
 * value of that one row (another term's number named in a claims list does not make that term the
 * answer). A table is one policy's terms when its periods follow one another: sorted by start,
 * each term starts where the one before it ends.
 */
import type { Line } from './layout'
import { findDates } from './value-parsers'

/** Days a renewal may start after (or before) the term before it ends. */
const RENEWAL_GAP_DAYS = 3

/**
 * A row's caption marking its term as the one in force, among earlier terms ("Current" over
 * "Prior 1", "Prior 2" in a loss run's or a history's listing of terms).
 */
export const CURRENT_TERM =
  /^(?:(?:current|in[\s-]force|active)(?:\s+(?:term|policy|year|period))?|this\s+term)$/i

const DAY = 24 * 60 * 60 * 1000

/** A row's period: the first two dates it prints, the first before the second. */
function periodOf(row: Line): { from: number; to: number } | undefined {
  const dates = row.cells.flatMap((c) => findDates(c.text)).slice(0, 2)
  const [from, to] = dates.map((d) => Date.parse(d.normalized))
  if (from === undefined || to === undefined || !(from < to)) return undefined
  return { from, to }
}

/**
 * The row that answers for a table of one policy's terms: the one marked current, else the latest
 * term; nothing when the rows are not successive terms of one policy.
 */
export function termRow(rows: readonly Line[]): Line | undefined {
  const terms = rows.map((row) => ({ row, period: periodOf(row) }))
  const dated = terms.flatMap(({ row, period }) => (period === undefined ? [] : [{ row, period }]))
  if (dated.length < 2 || dated.length < terms.length) return undefined
  const sorted = [...dated].sort((a, b) => a.period.from - b.period.from)
  const successive = sorted.every(
    (t, k) =>
      k === 0 || Math.abs(t.period.from - sorted[k - 1]!.period.to) <= RENEWAL_GAP_DAYS * DAY,
  )
  if (!successive) return undefined
  const marked = rows.filter((r) => r.cells.some((c) => CURRENT_TERM.test(c.text.trim())))
  if (marked.length === 1) return marked[0]
  if (marked.length > 1) return undefined
  return sorted[sorted.length - 1]!.row
}
