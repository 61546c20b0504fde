/** "Insurer Name" that OCR read as "Insured Name" is put right when an insurer's name follows. */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { correctInsurerLabels } from '../../../src/server/extraction/ocr-insurer-words'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

const line = (text: string, baseline: number, ocrLine: number): TextToken[] =>
  words(text, 40, baseline, 10, 0.95).map((t) => ({ ...t, ocrLine }))

function extract(tokens: TextToken[]): Record<string, string> {
  const results = selectResults(
    matchLines(buildLines(correctInsurerLabels(tokens), ASPECT)).map((c) => ({
      ...c,
      source: 'ocr' as const,
    })),
    null,
  )
  return Object.fromEntries(results.map((r) => [r.field, r.normalized]))
}

describe('an insurer read as insured', () => {
  it("gives the insurer's name to the carrier", () => {
    const out = extract([
      ...line('Primary Named Insured: Linh Z. Castillo-Reyes', 100, 0),
      ...line('Insured Name: Granite State Fire Insurance', 130, 1),
    ])
    expect(out['policy.carrier']).toBe('Granite State Fire Insurance')
    expect(out['policy.namedInsured']).toBe('Linh Z. Castillo-Reyes')
  })

  it('reads the name OCR read as a line of its own beside the label', () => {
    const label = line('Insured Name:', 130, 1)
    const value = words('Granite State Fire Insurance', 200, 130, 10, 0.95).map((t) => ({
      ...t,
      ocrLine: 2,
    }))
    expect(correctInsurerLabels([...label, ...value])[0]?.text).toBe('Insurer')
    // A line read below it is another caption's value.
    const below = value.map((t) => ({
      ...t,
      bbox: { ...t.bbox, y0: t.bbox.y0 + 0.05, y1: t.bbox.y1 + 0.05 },
    }))
    expect(correctInsurerLabels([...label, ...below])[0]?.text).toBe('Insured')
  })

  it('leaves an insured named as people and businesses are', () => {
    const tokens = line('Insured Name: Harbor View Holdings LLC', 100, 0)
    expect(correctInsurerLabels(tokens).map((t) => t.text)).toEqual(tokens.map((t) => t.text))
    const named = line('Named Insured Name: Acme Insurance', 100, 0)
    expect(correctInsurerLabels(named)[1]?.text).toBe('Insured')
  })
})
