/**
 * Amounts on a form's rows: one typed after the "$" the form prints before its box, and a
 * property schedule's building row captioned by its code ("BLDG"), which as a column header
 * ("Bldg." over a deductible column) captions nothing below it.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

const pdfWords = (text: string, x: number, baseline: number, size = 8): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

const amounts = (tokens: TextToken[], field = 'policy.coverageAmount') =>
  matchLines(buildLines(tokens, ASPECT), ASPECT)
    .filter((c) => c.field === field)
    .map((c) => ({ value: c.normalized, quality: c.evidence?.quality }))

describe('an amount typed after the printed "$"', () => {
  it('is money as surely as one written with its commas', () => {
    const got = amounts([
      ...pdfWords('COMMERCIAL PROPERTY COVERAGE AMOUNT OF INSURANCE:', 24, 300),
      ...pdfWords('$', 250, 300),
      ...pdfWords('5300000', 275, 300),
    ])
    expect(got).toContainEqual({ value: '5300000', quality: 1 })
  })
})

describe("a schedule's building row by its code", () => {
  it("takes the amount on the BLDG row, not the BPP row's", () => {
    const got = amounts([
      ...pdfWords('SUBJECT OF INSURANCE', 40, 200, 6),
      ...pdfWords('AMOUNT', 160, 200, 6),
      ...pdfWords('BPP', 24, 215),
      ...pdfWords('4,106,250', 140, 215),
      ...pdfWords('BLDG', 24, 240),
      ...pdfWords('5,475,000', 140, 240),
    ]).map((a) => a.value)
    expect(got).toContain('5475000')
    expect(got).not.toContain('4106250')
  })

  it('gives nothing under "Bldg." heading a column of deductibles', () => {
    const got = amounts([
      ...pdfWords('Loc', 40, 200, 7),
      ...pdfWords('Street Address', 100, 200, 7),
      ...pdfWords('Bldg.', 500, 200, 7),
      ...pdfWords('Deductible', 500, 210, 7),
      ...pdfWords('1', 40, 230),
      ...pdfWords('3967 Tamarack Lane', 100, 230),
      ...pdfWords('5,000.00', 500, 230),
    ]).map((a) => a.value)
    expect(got).not.toContain('5000')
  })
})
