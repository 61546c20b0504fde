/**
 * Which trial reading of a page shows it the right way up (ocr.ts): the most sure words, except
 * that a reading across the direction the ink profile was sure of must find a few sure words.
 */
import { describe, expect, it } from 'vitest'
import { mostConvincingTurn } from '../../../src/server/extraction/ocr'

describe('the quarter turn a poorly read page is read at', () => {
  it('keeps the profile’s direction when every way reads poorly, though noise read sideways scores more', () => {
    const trials = [
      { turns: 0, score: 4 },
      { turns: 2, score: 1 },
      { turns: 1, score: 2 },
      { turns: 3, score: 1 },
    ]
    expect(mostConvincingTurn(trials, 0)).toBe(0)
  })

  it('turns across the profile’s direction when that reading finds a few sure words (a short page whose profile was fooled)', () => {
    const trials = [
      { turns: 0, score: 3 },
      { turns: 2, score: 2 },
      { turns: 1, score: 7 },
      { turns: 3, score: 1 },
    ]
    expect(mostConvincingTurn(trials, 0)).toBe(2)
  })

  it('takes the most sure words when the profile could not tell the direction', () => {
    const trials = [
      { turns: 1, score: 4 },
      { turns: 3, score: 1 },
      { turns: 2, score: 9 },
      { turns: 0, score: 2 },
    ]
    expect(mostConvincingTurn(trials, undefined)).toBe(2)
  })

  it('turns upside down along the profile’s direction on the most sure words', () => {
    expect(
      mostConvincingTurn(
        [
          { turns: 0, score: 2 },
          { turns: 2, score: 30 },
        ],
        0,
      ),
    ).toBe(1)
  })
})
