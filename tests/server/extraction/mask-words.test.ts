/**
 * Masks read four pixels at a time: the word view, and the scans that step over paper with it
 * (ink runs, ink blobs, rules) finding what a pixel-by-pixel scan finds. A mask that does not
 * start on a word boundary is scanned pixel by pixel, so the same mask at an odd offset is the
 * reference.
 */
import { describe, expect, it } from 'vitest'
import { inkCount, maskWords, paperWord } from '../../../src/server/extraction/mask-words'
import { inkBlobs } from '../../../src/server/extraction/ocr-clean'
import { lineDirection, skewOf } from '../../../src/server/extraction/ink-profile'
import { darkPixels, markRules } from '../../../src/server/extraction/rule-marks'

/** The same bytes one byte into a fresh buffer: no word view, every pixel read on its own. */
function unaligned(mask: Uint8Array): Uint8Array {
  const out = new Uint8Array(mask.length + 1).subarray(1)
  out.set(mask)
  return out
}

/**
 * A sparse page of odd width (rows never start on a word boundary): short strokes, dots, a
 * rule across and one down, lines of "print" turned a little.
 */
function sparsePage(width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height)
  let seed = 11
  const rnd = (): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
  for (let base = 12; base < height - 12; base += 19)
    for (let x = 5; x < width - 5; x++) {
      if (x % 9 > 5 || rnd() < 0.3) continue
      for (let dy = 0; dy < 5; dy++) {
        const y = Math.round(base + dy + (x - width / 2) * 0.02)
        if (y >= 0 && y < height) mask[y * width + x] = 1
      }
    }
  for (let k = 0; k < 40; k++) mask[Math.floor(rnd() * mask.length)] = 1
  for (let x = 3; x < width - 3; x++) mask[(height - 6) * width + x] = 1
  for (let y = 2; y < height - 2; y++) mask[y * width + 7] = 1
  return mask
}

describe('mask words', () => {
  it('counts ink whatever the offset, and sees paper words only at word starts', () => {
    const mask = new Uint8Array([0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1])
    expect(inkCount(mask)).toBe(3)
    expect(inkCount(unaligned(mask))).toBe(3)
    const words = maskWords(mask)
    expect(paperWord(words, 0)).toBe(true)
    expect(paperWord(words, 4)).toBe(false)
    expect(paperWord(words, 8)).toBe(true)
    // Not a word start: pixels 1–4 span two words.
    expect(paperWord(words, 1)).toBe(false)
    expect(maskWords(unaligned(mask)).length).toBe(0)
  })

  it('finds the same ink runs, blobs and rules as a pixel-by-pixel scan', () => {
    const [w, h] = [301, 203]
    const mask = sparsePage(w, h)
    const odd = unaligned(mask)
    expect(skewOf(mask, w, h)).toBe(skewOf(odd, w, h))
    expect(lineDirection(mask, w, h, 75)).toBe(lineDirection(odd, w, h, 75))
    expect(inkBlobs(mask, w, h)).toEqual(inkBlobs(odd, w, h))
    const grey = { width: w, height: h, pixels: mask.map((v) => (v === 1 ? 30 : 250)) }
    const size = { minRun: 40, maxThick: 3 }
    const dark = darkPixels(grey, size.minRun)
    const byPixel = markRules(grey, size, { ...dark, dark: unaligned(dark.dark) })
    const rules = markRules(grey, size)
    expect(rules.length).toBeGreaterThan(0)
    expect(Array.from(rules).sort()).toEqual(Array.from(byPixel).sort())
  })
})
