/**
 * What goes before OCR, on small hand-drawn images at 300 dpi: ruled lines (across and down, with a
 * letter's stroke crossing one) and dotted leaders go; letters, full stops, the dots of i's, a
 * colon and filled bars stay. The contrast stretch turns a faded copy black on white.
 */
import { describe, expect, it } from 'vitest'
import {
  histogram,
  inkMask,
  stretchTable,
  type GreyImage,
} from '../../../src/server/extraction/grey-image'
import { inkBlobs, leaderDots, removeNonText } from '../../../src/server/extraction/ocr-clean'

const DPI = 300

/** A white page of `w` × `h` pixels to draw ink on. */
function page(
  w: number,
  h: number,
): GreyImage & { ink(x0: number, y0: number, x1: number, y1: number): void } {
  const pixels = new Uint8Array(w * h).fill(255)
  return {
    width: w,
    height: h,
    pixels,
    ink(x0, y0, x1, y1) {
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) pixels[y * w + x] = 0
    },
  }
}

const inkAt = (g: GreyImage, x: number, y: number): boolean =>
  (g.pixels[y * g.width + x] ?? 255) < 128

/** Removes rules and leaders from a grey page in place, as ocrInput does. */
function clean(g: GreyImage): void {
  removeNonText(g, inkMask(g, 128), DPI)
}

describe('ruled lines', () => {
  it('removes a long thin rule across and one down, and keeps the letters beside them', () => {
    const g = page(600, 400)
    g.ink(20, 200, 580, 202) // a rule 2 inches long, 3 px thick
    g.ink(300, 20, 302, 380) // a rule down the page
    g.ink(40, 170, 44, 198) // a letter's stem standing on the rule (touching it)
    g.ink(100, 100, 104, 130) // a letter elsewhere
    clean(g)
    expect(inkAt(g, 200, 201)).toBe(false)
    expect(inkAt(g, 301, 100)).toBe(false)
    expect(inkAt(g, 42, 180)).toBe(true)
    expect(inkAt(g, 102, 110)).toBe(true)
  })

  it('keeps where a stroke crosses the rule, and leaves a filled bar alone', () => {
    const g = page(600, 300)
    g.ink(20, 100, 580, 102)
    g.ink(200, 80, 203, 122) // a stroke through the rule
    g.ink(20, 200, 580, 260) // a black bar (a heading in reverse)
    clean(g)
    expect(inkAt(g, 201, 101)).toBe(true)
    expect(inkAt(g, 400, 101)).toBe(false)
    expect(inkAt(g, 300, 230)).toBe(true)
  })

  it('keeps short strokes: a dash and the bar of a letter are not rules', () => {
    const g = page(400, 100)
    g.ink(20, 50, 80, 53) // 0.2 inch
    clean(g)
    expect(inkAt(g, 50, 51)).toBe(true)
  })
})

describe('dotted leaders', () => {
  /** Dots of `size` px every `step` px on a baseline, from x0 to x1. */
  function dots(
    g: ReturnType<typeof page>,
    x0: number,
    x1: number,
    y: number,
    size = 4,
    step = 12,
  ) {
    for (let x = x0; x + size <= x1; x += step) g.ink(x, y - size, x + size - 1, y - 1)
  }

  it('removes a row of dots between a label and its value, and keeps both', () => {
    const g = page(900, 100)
    g.ink(20, 30, 120, 60) // "Policy Number" as a block of ink
    dots(g, 140, 600, 60)
    g.ink(620, 30, 760, 60) // the value
    clean(g)
    expect(inkAt(g, 70, 45)).toBe(true)
    expect(inkAt(g, 690, 45)).toBe(true)
    for (let x = 140; x < 600; x++) expect(inkAt(g, x, 58)).toBe(false)
  })

  it('keeps a full stop, an ellipsis, a colon and the dots of i', () => {
    const g = page(900, 200)
    // "end. Next": a full stop between letters.
    g.ink(20, 30, 80, 60)
    g.ink(84, 56, 87, 59)
    g.ink(100, 30, 160, 60)
    // An ellipsis: three dots.
    dots(g, 200, 236, 60)
    // A colon: two dots one above the other.
    g.ink(300, 40, 303, 43)
    g.ink(300, 56, 303, 59)
    // Four i's in a row: dots with stems under them.
    for (let k = 0; k < 4; k++) {
      g.ink(400 + k * 14, 120, 403 + k * 14, 123)
      g.ink(400 + k * 14, 130, 403 + k * 14, 160)
    }
    const mask = inkMask(g, 128)
    expect(leaderDots(mask, g.width, g.height, 10, 27)).toEqual([])
    clean(g)
    expect(inkAt(g, 85, 57)).toBe(true)
    expect(inkAt(g, 201, 58)).toBe(true)
    expect(inkAt(g, 301, 41)).toBe(true)
    expect(inkAt(g, 401, 121)).toBe(true)
  })

  it('finds connected pieces of ink, diagonal neighbours included', () => {
    const g = page(20, 20)
    g.ink(2, 2, 3, 3)
    g.ink(4, 4, 5, 5) // touches the first at a corner
    g.ink(10, 10, 12, 12)
    const blobs = inkBlobs(inkMask(g, 128), 20, 20).sort((a, b) => a.x0 - b.x0)
    expect(blobs).toEqual([
      { x0: 2, y0: 2, x1: 5, y1: 5, area: 8 },
      { x0: 10, y0: 10, x1: 12, y1: 12, area: 9 },
    ])
  })
})

describe('contrast', () => {
  it('stretches a faded copy to black ink on white paper, and leaves a blank page alone', () => {
    const faded = new Uint8Array(1000).map((_, i) => (i % 10 === 0 ? 95 : 210))
    const table = stretchTable(histogram(faded), faded.length)
    expect(table?.[95]).toBe(0)
    expect(table?.[210]).toBe(255)
    const blank = new Uint8Array(100).fill(240)
    expect(stretchTable(histogram(blank), blank.length)).toBeUndefined()
  })
})
