/**
 * Scanned pages: OCR's words grouped into lines and paired with their labels, where word boxes
 * and baselines are less regular than a text layer's.
 */
import { describe, expect, it } from 'vitest'
import { findLabelHits } from '../../../src/server/extraction/label-finder'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

/** OCR words: confident, and read on OCR line `ocrLine`. */
const ocr = (tokens: TextToken[], ocrLine: number | undefined): TextToken[] =>
  tokens.map((t) => ({ ...t, confidence: 0.95, ...(ocrLine === undefined ? {} : { ocrLine }) }))

/** Shift tokens down by `dy` points (a skewed line's far end). */
const down = (tokens: TextToken[], dy: number): TextToken[] =>
  tokens.map((t) => ({
    ...t,
    bbox: { ...t.bbox, y0: t.bbox.y0 + dy / 792, y1: t.bbox.y1 + dy / 792 },
  }))

/** Widen a token's box to the right by `dx` points (OCR's box stretched over the next word). */
const widen = (t: TextToken, dx: number): TextToken => ({
  ...t,
  bbox: { ...t.bbox, x1: t.bbox.x1 + dx / 612 },
})

const lineTexts = (tokens: TextToken[]): string[] =>
  buildLines(tokens, ASPECT).map((l) => l.cells.map((c) => c.text).join(' | '))

function extract(tokens: TextToken[]): Record<string, string> {
  const results = selectResults(
    matchLines(buildLines(tokens, ASPECT)).map((c) => ({ ...c, source: 'ocr' as const })),
  )
  return Object.fromEntries(results.map((r) => [r.field, r.normalized]))
}

describe('OCR lines', () => {
  it('keeps a word whose box OCR stretched over its neighbour on the line OCR read it in', () => {
    const street = words('10287 Granary Ct', 150, 200)
    // "Granary"'s box runs over "Ct": two boxes one over the other, as a value written over a
    // caption would be, but OCR read them along one baseline.
    street[1] = widen(street[1]!, 12)
    const tokens = (line: number | undefined): TextToken[] =>
      ocr([...words('Insd. Loc.', 50, 200), ...street], line)
    expect(lineTexts(tokens(undefined))).toHaveLength(2)
    expect(lineTexts(tokens(4))).toEqual(['Insd. Loc. | 10287 Granary Ct'])
  })

  it('keeps a skewed line whole, label and value, when OCR read it as one', () => {
    // The value sits 60% of a word's height lower than its label: apart by their boxes.
    const tokens = (line: number | undefined): TextToken[] => [
      ...ocr(words('Policy No.', 50, 300), line),
      ...ocr(down(words('LRD27086300', 200, 300), 6), line),
    ]
    expect(lineTexts(tokens(undefined))).toHaveLength(2)
    expect(lineTexts(tokens(7))).toEqual(['Policy No. | LRD27086300'])
    expect(extract(tokens(7))['policy.policyNumber']).toBe('LRD27086300')
  })

  it('keeps an OCR line whole when a tall mark between two lines touches both', () => {
    // A caption in small print right above a name, and a stamp's tall letters across both: the
    // stamp joins the caption's line; a word of the name whose box sits a little higher than its
    // neighbours' must not take the name there.
    const box = (text: string, x0: number, x1: number, y0: number, y1: number, line: number) => ({
      text,
      bbox: { page: 1, x0: x0 / 612, y0: y0 / 792, x1: x1 / 612, y1: y1 / 792 },
      confidence: 0.95,
      ocrLine: line,
    })
    const tokens = [
      box('Name', 60, 90, 100, 106, 1),
      box('of', 95, 105, 100, 106, 1),
      box('insured', 110, 150, 100, 106, 1),
      box('COPY', 400, 470, 100, 125, 3),
      box('Ottoline', 60, 110, 110, 120, 2),
      box('Trustee', 115, 160, 110, 120, 2),
      box('of', 320, 330, 109.5, 119.5, 2),
      box('Trust', 335, 365, 110, 120, 2),
    ]
    expect(lineTexts(tokens)).toContain('Ottoline Trustee | of Trust')
  })

  it('still sets apart words of different OCR lines that sit on top of each other', () => {
    // A value typed over its box's caption: OCR reads two lines.
    const tokens = [
      ...ocr(words('NAMED INSURED', 50, 400, 7), 1),
      ...ocr(words('Maria Gonzalez', 52, 401), 2),
    ]
    expect(lineTexts(tokens)).toHaveLength(2)
  })
})

describe('values in a column of labels', () => {
  it('takes an identifier under its caption although the column holds labels', () => {
    // Captions at the left edge with their values beside them; the loan's number stands under
    // its caption, with another column's note beside it on its line.
    const tokens = [
      ...words('Named Insured', 50, 100),
      ...words('Quintero Cold Storage Inc.', 200, 100),
      ...words('Policy Number', 50, 120),
      ...words('CPP 4102723 33', 200, 120),
      ...words('Mortgagee', 50, 140),
      ...words('Northshore Savings and Loan Association', 200, 140),
      ...words('Loan No.', 50, 160),
      ...words('Includes terrorism (TRIA) $305', 360, 160),
      ...words('0086105021', 50, 175),
      ...words('Minimum earned premium 25%', 360, 175),
    ].map((t) => ({ ...t, confidence: 0.95 }))
    expect(extract(tokens)['policy.loanNumber']).toBe('0086105021')
  })
})

describe('captions OCR read with a mark before them', () => {
  it.each(['- Name and Address', '| Name and Address', '“Name and Address'])(
    'finds the whole-cell caption in "%s"',
    (text) => {
      const hits = findLabelHits(buildLines(ocr(words(text, 50, 100), 1), ASPECT))
      expect(hits.map((h) => h.field.id)).toContain('policy.mortgagee')
    },
  )
})

describe('bars OCR read between a caption and its value', () => {
  it('parts the caption from its value at a bar read as a word of its own', () => {
    const tokens = ocr(words('Insured | Kilbride Realty Trust Inc.', 50, 100), 1)
    expect(lineTexts(tokens)).toEqual(['Insured | Kilbride Realty Trust Inc.'])
    expect(buildLines(tokens, ASPECT)[0]?.cells.map((c) => c.text)).toEqual([
      'Insured',
      'Kilbride Realty Trust Inc.',
    ])
    expect(extract(tokens)['policy.namedInsured']).toBe('Kilbride Realty Trust Inc.')
  })

  it('keeps a bar stuck to a word (a box edge OCR read with it) in its cell', () => {
    const tokens = ocr(words('Policy # |DL202736142-02', 50, 100), 1)
    expect(buildLines(tokens, ASPECT)[0]?.cells).toHaveLength(1)
  })
})
