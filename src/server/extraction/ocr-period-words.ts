/**
 * The "to" of a period OCR read as "10" ("Jul 9, 2027 10 Jul 9, 2028"): the two letters look like
 * the two digits in a blurred or small print. Left as it is, the "10" and the next date's month
 * make a date of their own ("10 January 15" → 10 January 2015), and the period's end is lost or
 * wrong. Only a lone such word between a word that ends a date (a year) and words that make a
 * whole date by themselves, on one OCR line, is read as "to": a real day number there would
 * leave the next date without its own day.
 */
import type { TextToken } from './types'
import { findDates } from './value-parsers'

/** What OCR gives for a printed "to". */
const MISREAD_TO = /^(?:10|1o|lo|io|t0|IO|LO|TO)$/

/** The end of a date: a year, with the punctuation after it. */
const ENDS_WITH_YEAR = /(?:^|[^0-9])(?:19|20)\d{2}[,.;]?$/

/** Words after a misread "to" that are looked at for the next date. */
const NEXT_WORDS = 3

/** OCR tokens with a period's misread "to" put right. */
export function correctPeriodWords(tokens: readonly TextToken[]): TextToken[] {
  return tokens.map((t, i) => {
    if (!MISREAD_TO.test(t.text) || t.ocrLine === undefined) return t
    const prev = tokens[i - 1]
    if (prev?.ocrLine !== t.ocrLine || !ENDS_WITH_YEAR.test(prev.text)) return t
    const next = tokens.slice(i + 1, i + 1 + NEXT_WORDS).filter((o) => o.ocrLine === t.ocrLine)
    if (next.length === 0) return t
    const rest = next.map((o) => o.text).join(' ')
    // The words after it must open with a whole date of their own.
    if (!findDates(rest).some((d) => d.start === 0)) return t
    return { ...t, text: 'to' }
  })
}
