/**
 * Which way a document writes its numeric dates. US documents put the month first (05/01/2026 is
 * May 1), others the day (5 January). A date whose first part is above 12 can only be day first,
 * one whose second part is above 12 only month first; the document's other dates follow the
 * majority. Pure: token texts in, candidates re-read.
 */
import { calendarDate, numericDateParts } from './value-parsers'

/** How many numeric dates of a document can only be read day first, and only month first. */
export interface DateOrderEvidence {
  dayFirst: number
  monthFirst: number
}

const NUMERIC = /(?<![\d/])\d{1,2}\s?[/.-]\s?\d{1,2}\s?[/.-]\s?(?:\d{4}|\d{2})(?![\d/])/g

/** Adds the evidence of some text of the document. */
export function addDateOrderEvidence(evidence: DateOrderEvidence, text: string): void {
  for (const m of text.matchAll(NUMERIC)) {
    const parts = numericDateParts(m[0])
    if (parts === undefined) continue
    const [first, second] = parts
    if (first > 12 && second <= 12) evidence.dayFirst++
    else if (second > 12 && first <= 12) evidence.monthFirst++
  }
}

export const noDateOrderEvidence = (): DateOrderEvidence => ({ dayFirst: 0, monthFirst: 0 })

/**
 * Candidates with their ambiguous numeric dates (both parts 12 or less) read day first when the
 * document's unambiguous dates are day first.
 */
export function inDocumentDateOrder<
  C extends { readonly value: string; readonly normalized: string },
>(candidates: readonly C[], evidence: DateOrderEvidence): C[] {
  if (evidence.dayFirst <= evidence.monthFirst) return [...candidates]
  return candidates.map((c) => {
    const parts = numericDateParts(c.value)
    if (parts === undefined) return c
    const [first, second, year] = parts
    if (first > 12 || second > 12) return c
    const iso = calendarDate(year, second, first)
    return iso === undefined || iso === c.normalized ? c : { ...c, normalized: iso }
  })
}
