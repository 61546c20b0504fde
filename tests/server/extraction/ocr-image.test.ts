/**
 * Preparing a scan for OCR on small hand-made images: the resolution a file records or a page
 * size implies, Otsu's threshold, which way the lines run, the skew a projection profile finds,
 * and the 200 dpi grey PGM handed to tesseract.
 */
import { createCanvas } from '@napi-rs/canvas'
import { describe, expect, it } from 'vitest'
import { inkMask, otsuThreshold, unsharpMask } from '../../../src/server/extraction/grey-image'
import { lineDirection, skewOf } from '../../../src/server/extraction/ink-profile'
import { ocrInput, pageDpi, recordedDpi } from '../../../src/server/extraction/ocr-image'

/** A mask of text-like rows: dashes of ink on lines 30 px apart, turned by `degrees` clockwise. */
function ruledMask(width: number, height: number, degrees: number): Uint8Array {
  const mask = new Uint8Array(width * height)
  const t = Math.tan((degrees * Math.PI) / 180)
  for (let base = 20; base < height - 20; base += 30)
    for (let x = 20; x < width - 20; x++) {
      if (x % 12 > 8) continue // gaps between "letters"
      for (let dy = 0; dy < 6; dy++) {
        const y = Math.round(base + dy + (x - width / 2) * t)
        if (y >= 0 && y < height) mask[y * width + x] = 1
      }
    }
  return mask
}

/** Ink at a pseudo-random three fifths of a line's columns: letters' stems, in no pattern. */
function stem(x: number, line: number): boolean {
  let a = (x * 374761393 + line * 668265263) | 0
  a = Math.imul(a ^ (a >>> 13), 1274126177)
  return ((a ^ (a >>> 16)) >>> 0) % 100 < 55
}

/**
 * A mask of lines of print `pitch` px apart, `size` px high, ragged (indented and ending short of
 * `right`), turned by `degrees`; with `rules`, ruled down every `rules` px, the print kept clear.
 */
function printedMask(
  width: number,
  height: number,
  o: { pitch: number; size: number; degrees: number; right: number; rules?: number },
): Uint8Array {
  const mask = new Uint8Array(width * height)
  const t = Math.tan((o.degrees * Math.PI) / 180)
  const ruled = (x: number): boolean => o.rules !== undefined && (x - 10) % o.rules < 4
  for (let line = 0, base = 20; base < height - 20; line++, base += o.pitch)
    for (let x = 20 + (line % 3) * 8; x < o.right - (line % 5) * 10; x++) {
      if (!stem(x, line) || ruled(x)) continue
      for (let dy = 0; dy < o.size; dy++) {
        const y = Math.round(base + dy + (x - width / 2) * t)
        if (y >= 0 && y < height) mask[y * width + x] = 1
      }
    }
  if (o.rules !== undefined)
    for (let x = 10; x < width; x += o.rules)
      for (let y = 0; y < height; y++) mask[y * width + x] = 1
  return mask
}

/** A mask turned a quarter clockwise: its rows become columns. */
function quarterTurned(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) out[x * height + (height - 1 - y)] = mask[y * width + x] ?? 0
  return out
}

/** A PNG with a pHYs chunk (pixels per metre, unit metre) inserted after its header. */
async function pngWithDpi(dpi: number): Promise<Uint8Array> {
  const png = await createCanvas(20, 20).encode('png')
  const ihdrEnd = 8 + 12 + 13
  const chunk = Buffer.alloc(21)
  chunk.writeUInt32BE(9, 0)
  chunk.write('pHYs', 4, 'ascii')
  const perMetre = Math.round(dpi / 0.0254)
  chunk.writeUInt32BE(perMetre, 8)
  chunk.writeUInt32BE(perMetre, 12)
  chunk[16] = 1
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)])
}

describe('resolution', () => {
  it('reads the dpi a PNG or a JPEG records, and ignores implausible or missing ones', async () => {
    expect(recordedDpi(await pngWithDpi(150))).toBe(150)
    expect(recordedDpi(await pngWithDpi(20))).toBeUndefined()
    expect(recordedDpi(await createCanvas(20, 20).encode('png'))).toBeUndefined()
    const jpeg = Buffer.from(await createCanvas(20, 20).encode('jpeg'))
    // JFIF density: units 1 (dots per inch), 200 × 200.
    jpeg[13] = 1
    jpeg.writeUInt16BE(200, 14)
    jpeg.writeUInt16BE(200, 16)
    expect(recordedDpi(jpeg)).toBe(200)
  })

  it('infers the dpi of a whole page from its long side', () => {
    expect(pageDpi(1275, 1650)).toBe(150)
    expect(pageDpi(3300, 2550)).toBe(300)
  })
})

describe('binarisation and layout', () => {
  it("puts Otsu's threshold between ink and paper, faded or not", () => {
    const faded = new Uint8Array(1000).map((_, i) => (i % 10 === 0 ? 95 : 210))
    const t = otsuThreshold(faded)
    expect(t).toBeGreaterThanOrEqual(95)
    expect(t).toBeLessThan(210)
    const mask = inkMask({ width: 1000, height: 1, pixels: faded }, t)
    expect(mask.reduce((a, b) => a + b, 0)).toBe(100)
  })

  it('tells lines running across from lines running down', () => {
    const across = ruledMask(300, 400, 0)
    expect(lineDirection(across, 300, 400, 75)).toBeGreaterThan(1)
    expect(lineDirection(quarterTurned(across, 300, 400), 400, 300, 75)).toBeLessThan(1)
  })

  it('reads a skewed page of short lines in its left half as running across', () => {
    // Small print 8 px apart, turned 2°: unsheared, its rows smear into one grey band while its
    // half-filled width makes the columns vary (the spread of ink read it as running down).
    const page = printedMask(400, 500, { pitch: 8, size: 4, degrees: 2, right: 180 })
    expect(lineDirection(page, 400, 500, 75)).toBeGreaterThan(1.6)
    expect(lineDirection(quarterTurned(page, 400, 500), 500, 400, 75)).toBeLessThan(0.6)
  })

  it('leaves the ruled boxes of a form out of the line direction', () => {
    // Lines of print 30 px apart between rules down every 25 px: the rules outweigh the text.
    const page = printedMask(400, 500, { pitch: 30, size: 6, degrees: 0, right: 380, rules: 25 })
    expect(lineDirection(page, 400, 500, 75)).toBeGreaterThan(1.6)
  })

  it.each([
    [0, 500],
    [1.5, 500],
    [-2.5, 501],
    [3, 333],
  ])('finds a skew of %s° to a tenth of a degree (page %i px high)', (degrees, height) => {
    const found = (skewOf(ruledMask(600, height, degrees), 600, height) * 180) / Math.PI
    expect(Math.abs(found - degrees)).toBeLessThan(0.15)
  })
})

describe('the OCR input', () => {
  it('is a grey PGM at 200 dpi (here from 100 dpi), turned as asked, its faded ink black and its paper white', () => {
    const canvas = createCanvas(150, 100)
    const ctx = canvas.getContext('2d')
    ctx.fillStyle = '#e0e0e0'
    ctx.fillRect(0, 0, 150, 100)
    ctx.fillStyle = '#555555'
    ctx.fillRect(10, 10, 50, 8)
    const input = ocrInput(canvas, 100, 1, 0)
    expect(input.dpi).toBe(200)
    expect([input.width, input.height]).toEqual([200, 300])
    const header = `P5\n200 300\n255\n`
    expect(input.pgm.subarray(0, header.length).toString('latin1')).toBe(header)
    const body = input.pgm.subarray(header.length)
    expect(body.length).toBe(200 * 300)
    // The grey box (turned a quarter clockwise: now down the left of the page) is black, the
    // light grey paper white.
    expect(body[150 * 200 + 10]).toBe(255)
    const at = (x: number, y: number): number => body[y * 200 + x] ?? -1
    expect(at(200 - 28, 80)).toBe(0)
    expect(at(100, 250)).toBe(255)
  })
})

describe('unsharp mask (a blurred scan read again)', () => {
  /** A grey row image: paper 200 left of `edge`, ink 80 right of it, blurred over `blur` px. */
  function blurredEdge(width: number, edge: number, blur: number) {
    const pixels = new Uint8Array(width * 3)
    for (let y = 0; y < 3; y++)
      for (let x = 0; x < width; x++) {
        const t = Math.min(1, Math.max(0, (x - edge + blur / 2) / blur))
        pixels[y * width + x] = Math.round(200 - 120 * t)
      }
    return { width, height: 3, pixels }
  }

  it('steepens a blurred edge and leaves flat paper and flat ink as they are', () => {
    const img = blurredEdge(40, 20, 8)
    const before = Array.from(img.pixels.subarray(40, 80))
    unsharpMask(img, 4, 3)
    const after = Array.from(img.pixels.subarray(40, 80))
    // Far from the edge nothing changes (the square's mean is the pixel itself).
    expect(after[2]).toBe(before[2])
    expect(after[37]).toBe(before[37])
    // Near it, the paper side gets lighter and the ink side darker: a steeper step.
    expect(after[17]!).toBeGreaterThan(before[17]!)
    expect(after[22]!).toBeLessThan(before[22]!)
    expect(after[22]! - after[17]!).toBeLessThan(before[22]! - before[17]!)
    // Clamped to the grey range.
    expect(Math.min(...after)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...after)).toBeLessThanOrEqual(255)
  })
})
