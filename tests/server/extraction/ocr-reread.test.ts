/**
 * Unsure lines read again on their own (ocr-reread.ts), on hand-made readings: which lines are
 * read again, where the crop is cut, when the second reading is kept, and the confidence a word
 * keeps when the two readings agree or disagree.
 */
import { describe, expect, it } from 'vitest'
import {
  betterReading,
  cropPgm,
  rereadUnsureLines,
  unsureLines,
  type OcrWord,
  type RecognizeData,
} from '../../../src/server/extraction/ocr-reread'

/** A word at x0..x1 on the line whose box is y0..y1. */
const word = (text: string, confidence: number, x0: number, x1: number, y0 = 100): OcrWord => ({
  text,
  confidence,
  bbox: { x0, y0, x1, y1: y0 + 30 },
})

const reading = (...lines: OcrWord[][]): RecognizeData => ({
  confidence: 80,
  blocks: [{ paragraphs: [{ lines: lines.map((words) => ({ words })) }] }],
})

/** The words of a reading, line by line, as text(confidence). */
const shown = (d: RecognizeData): string[] =>
  (d.blocks ?? []).flatMap((b) =>
    b.paragraphs.flatMap((p) =>
      p.lines.map((l) => l.words.map((w) => `${w.text}(${w.confidence})`).join(' ')),
    ),
  )

describe('which lines are read again', () => {
  it('takes short lines with a doubtful word, the least sure first, and leaves prose and sure lines', () => {
    const sure = [word('Policy', 95, 10, 80), word('Number', 90, 90, 180)]
    const value = [
      word('8660', 53, 10, 70),
      word('Sorrel', 17, 80, 150),
      word('Lane', 96, 160, 210),
    ]
    const caption = [word('Your', 92, 10, 60), word('Ages', 40, 70, 130)]
    const prose = Array.from({ length: 9 }, (_, i) =>
      word('word', i === 3 ? 10 : 90, i * 60, i * 60 + 50),
    )
    const mark = [word('|', 5, 10, 12)]
    expect(unsureLines(reading(sure, value, caption, prose, mark))).toEqual([
      [0, 0, 1],
      [0, 0, 2],
    ])
  })

  it('leaves a line box taller than a line (words OCR strung across lines)', () => {
    const tall = [word('Lienholder', 30, 10, 150, 100), word('Northlight', 90, 10, 150, 180)]
    expect(unsureLines(reading(tall))).toEqual([])
  })
})

describe('the crop', () => {
  it('is the part of the page inside the box, as a PGM', () => {
    const page = {
      width: 4,
      height: 3,
      pixels: Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
    }
    const pgm = cropPgm(page, { x0: 1, y0: 1, x1: 3, y1: 3 })
    const header = 'P5\n2 2\n255\n'
    expect(pgm.subarray(0, header.length).toString('latin1')).toBe(header)
    expect([...pgm.subarray(header.length)]).toEqual([5, 6, 9, 10])
  })
})

describe('the second reading', () => {
  const first = [
    word('8660', 53, 150, 210),
    word('Sorrel', 17, 228, 298),
    word('Lane', 96, 311, 370),
  ]
  /** The crop starts 12 px left of and 8 px above the line. */
  const origin = { x: 138, y: 92 }
  const inCrop = (
    text: string,
    confidence: number,
    x0: number,
    x1: number,
    y0 = 8,
    h = 30,
  ): OcrWord => ({
    text,
    confidence,
    bbox: { x0: x0 - origin.x, y0, x1: x1 - origin.x, y1: y0 + h },
  })

  it('is kept when surer, without the tops of the next line that the crop cut', () => {
    const again = reading([
      inCrop('8660', 57, 150, 210),
      inCrop('Sorrel', 65, 228, 298),
      inCrop('Lane', 95, 311, 370),
      // The next line's letters, cut at the bottom of the crop: their middle is near its edge.
      inCrop('ne', 45, 300, 312, 34, 19),
    ])
    const kept = betterReading(first, again, origin)
    expect(kept?.map((w) => `${w.text}(${w.confidence})`)).toEqual([
      '8660(57)',
      'Sorrel(65)',
      'Lane(96)',
    ])
    expect(kept?.[1]?.bbox).toEqual({ x0: 228, y0: 100, x1: 298, y1: 130 })
  })

  it('is not kept when it is not surer', () => {
    const again = reading([
      inCrop('8660', 50, 150, 210),
      inCrop('Sorrel', 20, 228, 298),
      inCrop('Lane', 95, 311, 370),
    ])
    expect(betterReading(first, again, origin)).toBeUndefined()
  })

  it('keeps the doubt of a word the two readings read differently', () => {
    const loan = [word('Loan', 95, 150, 210), word('ML93322906', 30, 228, 400)]
    const again = reading([inCrop('Loan', 96, 150, 210), inCrop('M193322906', 57, 228, 400)])
    expect(betterReading(loan, again, origin)?.map((w) => `${w.text}(${w.confidence})`)).toEqual([
      'Loan(96)',
      'M193322906(30)',
    ])
  })
})

describe('a page read again', () => {
  it('replaces only the unsure lines that read surer, and reads no sure page again', async () => {
    const page = { width: 600, height: 400, pixels: new Uint8Array(600 * 400).fill(255) }
    const sure = [word('Policy', 95, 10, 80, 20), word('Number', 90, 90, 180, 20)]
    const caption = [word('Your', 92, 150, 200), word('Ages', 0, 210, 270)]
    const crops: string[] = []
    const read = (pgm: Buffer): Promise<RecognizeData> => {
      crops.push(pgm.subarray(0, 12).toString('latin1').split('\n')[1] ?? '')
      // The crop is 12 px wider and 8 px taller on each side: the line sits at (12, 8).
      return Promise.resolve(reading([word('Your', 92, 12, 62, 8), word('Agent', 41, 72, 140, 8)]))
    }
    const out = await rereadUnsureLines(reading(sure, caption), page, read)
    expect(crops).toEqual(['144 46'])
    expect(shown(out)).toEqual(['Policy(95) Number(90)', 'Your(92) Agent(0)'])
    expect(await rereadUnsureLines(reading(sure), page, read)).toEqual(reading(sure))
    expect(crops).toHaveLength(1)
  })
})
