/**
 * Which way a document writes its numeric dates. US documents put the month first (05/01/2026 is
 * May 1), others the day (5 January). What tells, surest first:
 * - the page saying how it writes dates ("Dates in DD/MM/YYYY", "fecha dd.mm.aaaa", "MM/DD/YY");
 * - dates only one order makes sense of: 25/01/2026 is day first, 01/25/2026 month first;
 * - a policy term printed on one line: "11/01/2025 – 05/01/2026" is six months to the day month
 *   first, and no whole term day first (dates on different lines are not paired: an issue date a
 *   week before the effective date would pass for a term read the other way);
 * - how the document writes dates with a named month: "5 January 2026" is a day-first writer's,
 *   "January 5, 2026" a month-first one's.
 * With none of these, a date that reads both ways is read month first (the product's US
 * convention) but its confidence is capped to a low one: a reviewer should not see a guess with a
 * sure badge (docs/rules.md#extraction-confidence). Pure: texts in, candidates re-read.
 */
import { calendarDate, numericDateParts } from './value-parsers'

/** What a document's texts say about its date order. */
export interface DateOrderEvidence {
  /** Date formats the document states ("DD/MM/YYYY"): day first, and month first. */
  statedDayFirst: number
  statedMonthFirst: number
  /** Numeric dates that only read day first, and only month first. */
  dayFirst: number
  monthFirst: number
  /** Dates with a named month written day first ("5 January 2026"), and month first. */
  namedDayFirst: number
  namedMonthFirst: number
  /** Terms on one line (a date, then one 6 or 12 months later) that only read day first, month first. */
  termDayFirst: number
  termMonthFirst: number
}

export type DateOrder = 'month-first' | 'day-first'

/**
 * The most confidence a date may show when nothing in the document tells its order: it is still
 * proposed (most documents here are American, month first), with a low badge.
 */
export const UNSURE_ORDER_CONFIDENCE = 0.65

const DIGIT = /\d/
const NUMERIC = /(?<![\d/])\d{1,2}\s?[/.-]\s?\d{1,2}\s?[/.-]\s?(?:\d{4}|\d{2})(?![\d/])/g
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?`
const NAMED_DAY_FIRST = new RegExp(
  String.raw`\b\d{1,2}(?:st|nd|rd|th)?(?:\s+|-)${MONTH}(?:,?\s+|-)(?:\d{4}|\d{2})\b`,
  'gi',
)
const NAMED_MONTH_FIRST = new RegExp(
  String.raw`\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b`,
  'gi',
)
/**
 * A date format spelt out: day, month and year placeholders in some language's letters (D/J/T for
 * day, M for month, Y/A/J for year), joined by one separator.
 */
const STATED_FORMAT =
  /(?<![a-z])(?:(d{1,2}|t{1,2}|j{1,2})[/.-]m{1,2}|m{1,2}[/.-](?:d{1,2}|t{1,2}|j{1,2}))[/.-](?:y{2}|y{4}|a{2}|a{4}|j{2}|j{4})(?![a-z])/gi

export const noDateOrderEvidence = (): DateOrderEvidence => ({
  statedDayFirst: 0,
  statedMonthFirst: 0,
  dayFirst: 0,
  monthFirst: 0,
  namedDayFirst: 0,
  namedMonthFirst: 0,
  termDayFirst: 0,
  termMonthFirst: 0,
})

/** Adds the evidence of some text of the document (a line, a form value). */
export function addDateOrderEvidence(evidence: DateOrderEvidence, text: string): void {
  for (const m of text.matchAll(STATED_FORMAT)) {
    if (m[1] !== undefined) evidence.statedDayFirst++
    else evidence.statedMonthFirst++
  }
  // Every date, numeric or with its month's name, has a digit; most lines of a page have none.
  if (!DIGIT.test(text)) return
  const bothWays: Array<readonly [number, number, number]> = []
  for (const m of text.matchAll(NUMERIC)) {
    const parts = numericDateParts(m[0])
    if (parts === undefined) continue
    const [first, second] = parts
    if (first > 12 && second <= 12) evidence.dayFirst++
    else if (second > 12 && first <= 12) evidence.monthFirst++
    else if (first <= 12 && second <= 12) bothWays.push(parts)
  }
  const term = termEvidence(bothWays)
  evidence.termDayFirst += term.dayFirst
  evidence.termMonthFirst += term.monthFirst
  evidence.namedDayFirst += [...text.matchAll(NAMED_DAY_FIRST)].length
  evidence.namedMonthFirst += [...text.matchAll(NAMED_MONTH_FIRST)].length
}

/** The document's date order, and whether anything in it says so. */
export function dateOrderOf(e: DateOrderEvidence): { order: DateOrder; certain: boolean } {
  const decide = (dayFirst: number, monthFirst: number) =>
    dayFirst === monthFirst
      ? undefined
      : ({ order: dayFirst > monthFirst ? 'day-first' : 'month-first', certain: true } as const)
  return (
    decide(e.statedDayFirst, e.statedMonthFirst) ??
    decide(e.dayFirst, e.monthFirst) ??
    decide(e.termDayFirst, e.termMonthFirst) ??
    decide(e.namedDayFirst, e.namedMonthFirst) ?? { order: 'month-first', certain: false }
  )
}

/** Months from one date to another when they fall on the same day of the month, else undefined. */
function wholeMonths(
  a: readonly [number, number, number],
  b: readonly [number, number, number],
): number | undefined {
  const [ya, ma, da] = a
  const [yb, mb, db] = b
  if (da !== db) return undefined
  return (yb - ya) * 12 + (mb - ma)
}

/** Policy terms, in months. */
const TERMS = new Set([6, 12])

/**
 * Pairs of dates of one text, the earlier printed first, that make a policy term (6 or 12 months
 * to the day) read one way and not the other: each is a vote for that way.
 */
function termEvidence(dates: ReadonlyArray<readonly [number, number, number]>): {
  dayFirst: number
  monthFirst: number
} {
  let dayFirst = 0
  let monthFirst = 0
  for (const [i, a] of dates.entries())
    for (const b of dates.slice(i + 1)) {
      const mf = wholeMonths([a[2], a[0], a[1]], [b[2], b[0], b[1]])
      const df = wholeMonths([a[2], a[1], a[0]], [b[2], b[1], b[0]])
      const mfTerm = mf !== undefined && TERMS.has(mf)
      const dfTerm = df !== undefined && TERMS.has(df)
      if (mfTerm && !dfTerm) monthFirst++
      if (dfTerm && !mfTerm) dayFirst++
    }
  return { dayFirst, monthFirst }
}

/**
 * Candidates with their numeric dates that read both ways (both parts 12 or less, and different)
 * read in the document's order; when nothing in the document tells the order, their confidence
 * is capped at UNSURE_ORDER_CONFIDENCE (their score, which decides between candidates, stays).
 */
export function inDocumentDateOrder<
  C extends {
    readonly value: string
    readonly normalized: string
    readonly maxConfidence?: number
  },
>(candidates: readonly C[], evidence: DateOrderEvidence): C[] {
  const { order, certain } = dateOrderOf(evidence)
  return candidates.map((c) => {
    const parts = numericDateParts(c.value)
    if (parts === undefined) return c
    const [first, second, year] = parts
    if (first > 12 || second > 12 || first === second) return c
    const iso =
      order === 'day-first' ? calendarDate(year, second, first) : calendarDate(year, first, second)
    if (iso === undefined) return c
    return certain
      ? { ...c, normalized: iso }
      : {
          ...c,
          normalized: iso,
          maxConfidence: Math.min(c.maxConfidence ?? 1, UNSURE_ORDER_CONFIDENCE),
        }
  })
}
