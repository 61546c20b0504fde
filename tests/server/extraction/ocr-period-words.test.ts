/** A period's "to" that OCR read as "10" is read as "to" again, and only there. */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { correctPeriodWords } from '../../../src/server/extraction/ocr-period-words'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

const line = (text: string, ocrLine = 0): TextToken[] =>
  words(text, 40, 100, 10, 0.9).map((t) => ({ ...t, ocrLine }))
const texts = (tokens: TextToken[]): string =>
  correctPeriodWords(tokens)
    .map((t) => t.text)
    .join(' ')

describe("a period's misread to", () => {
  it('reads "10" between a year and a whole date as "to"', () => {
    expect(texts(line('Policy Period: Jul 9, 2027 10 Jul 9, 2028'))).toBe(
      'Policy Period: Jul 9, 2027 to Jul 9, 2028',
    )
    expect(texts(line('From 25.01.2027 10 25.01.2028'))).toBe('From 25.01.2027 to 25.01.2028')
  })

  it('leaves a real number alone', () => {
    // A day of the date after it, a count after a year, a word of another OCR line.
    expect(texts(line('Issued 2025 10 Jul 2026'))).toBe('Issued 2025 10 Jul 2026')
    expect(texts(line('Built 1998 10 units'))).toBe('Built 1998 10 units')
    const split = [...line('Period Jan 1, 2027'), ...line('10 Jan 1, 2028', 1)]
    expect(texts(split)).toBe('Period Jan 1, 2027 10 Jan 1, 2028')
  })

  it("gives the period's end", () => {
    const tokens = correctPeriodWords(line('Policy Period: January 15, 2028 10 January 15, 2029'))
    const results = selectResults(
      matchLines(buildLines(tokens, ASPECT)).map((c) => ({ ...c, source: 'ocr' as const })),
      null,
    )
    const of = (f: string) => results.find((r) => r.field === f)?.normalized
    expect(of('policy.effectiveDate')).toBe('2028-01-15')
    expect(of('policy.expirationDate')).toBe('2029-01-15')
  })
})
