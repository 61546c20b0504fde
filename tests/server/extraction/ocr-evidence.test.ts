/**
 * OCR's doubt about a value: the words it was read from (by place), their mean confidence, the
 * page's, and a letter and a digit OCR may have taken for each other.
 */
import { describe, expect, it } from 'vitest'
import { lookalikeReading, ocrEvidenceOf } from '../../../src/server/extraction/ocr-evidence'
import type { TextToken } from '../../../src/server/extraction/types'

const word = (text: string, x0: number, x1: number, confidence: number, y0 = 0.1): TextToken => ({
  text,
  bbox: { page: 1, x0, y0, x1, y1: y0 + 0.015 },
  confidence,
})

describe('the OCR evidence of a value', () => {
  const tokens = [
    word('Policy', 0.1, 0.16, 0.95),
    word('No:', 0.17, 0.2, 0.9),
    word('HO-12345', 0.22, 0.3, 0.6),
    word('2024', 0.32, 0.36, 0.9),
    word('Elsewhere', 0.22, 0.3, 0.2, 0.5),
  ]

  it('takes the words inside the value box, weighed by their length', () => {
    const e = ocrEvidenceOf({ page: 1, x0: 0.215, y0: 0.1, x1: 0.365, y1: 0.115 }, tokens, 0.8)
    expect(e.words).toEqual(['HO-12345', '2024'])
    expect(e.wordConfidence).toBeCloseTo((0.6 * 8 + 0.9 * 4) / 12, 10)
    expect(e.pageConfidence).toBe(0.8)
  })

  it('takes the one word a value is part of, and the page when it finds none', () => {
    const part = ocrEvidenceOf({ page: 1, x0: 0.29, y0: 0.1, x1: 0.31, y1: 0.115 }, tokens, 0.8)
    expect(part.words).toEqual(['HO-12345'])
    const none = ocrEvidenceOf({ page: 2, x0: 0.22, y0: 0.1, x1: 0.3, y1: 0.115 }, tokens, 0.7)
    expect(none.words).toEqual([])
    expect(none.wordConfidence).toBe(0.7)
  })
})

describe('letters and digits OCR may have confused', () => {
  it('in an amount or a date: a look-alike letter touching a digit', () => {
    expect(lookalikeReading(['$1,5O0'], true)).toBe(true)
    expect(lookalikeReading(['O1/15/2024'], true)).toBe(true)
    expect(lookalikeReading(['$1,500'], true)).toBe(false)
    expect(lookalikeReading(['Jan', '15,', '2024'], true)).toBe(false)
  })

  it('in an identifier or a name: only a lone one among the other kind', () => {
    expect(lookalikeReading(['HO3-1234'], false)).toBe(false)
    expect(lookalikeReading(['BOP', '4471'], false)).toBe(false)
    expect(lookalikeReading(['12O45'], false)).toBe(true)
    expect(lookalikeReading(['SM1TH'], false)).toBe(true)
  })
})
