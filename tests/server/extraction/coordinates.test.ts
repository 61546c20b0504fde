import { describe, expect, it } from 'vitest'
import {
  boxIoU,
  pdfRectToBox,
  pixelRectToBox,
  textItemToBox,
  unionBoxes,
  unrotateBox,
} from '../../../src/server/extraction/coordinates'
import { unturnBox } from '../../../src/server/extraction/ocr'

const letter = [0, 0, 612, 792] as const
const close = (a: number, b: number): void => expect(a).toBeCloseTo(b, 4)

describe('PDF user space to top-left normalised boxes', () => {
  it('flips y: a rectangle near the bottom of the page ends near y = 1', () => {
    const b = pdfRectToBox(1, [61.2, 0, 122.4, 79.2], letter)
    close(b.x0, 0.1)
    close(b.x1, 0.2)
    close(b.y0, 0.9)
    close(b.y1, 1)
  })

  it('accepts corners in any order and a view box not at the origin', () => {
    const b = pdfRectToBox(2, [200, 100, 100, 200], [100, 100, 300, 300])
    expect(b).toEqual({ page: 2, x0: 0, y0: 0.5, x1: 0.5, y1: 1 })
  })

  it('follows /Rotate: the top-left corner of an unrotated page moves clockwise', () => {
    const topLeft = [0, 692, 100, 792] // 100 pt square in the top-left corner
    const r90 = pdfRectToBox(1, topLeft, letter, 90)
    close(r90.x1, 1) // now at the top-right
    close(r90.y0, 0)
    const r180 = pdfRectToBox(1, topLeft, letter, 180)
    close(r180.x1, 1) // bottom-right
    close(r180.y1, 1)
    const r270 = pdfRectToBox(1, topLeft, letter, 270)
    close(r270.x0, 0) // bottom-left
    close(r270.y1, 1)
  })

  it('boxes a text run from below its baseline to its ascent', () => {
    // 10 pt text at x = 72, baseline y = 720 (72 pt below the top), 100 pt wide.
    const b = textItemToBox(1, [10, 0, 0, 10, 72, 720], 100, letter)
    close(b.x0, 72 / 612)
    close(b.x1, 172 / 612)
    close(b.y0, (792 - 728) / 792)
    close(b.y1, (792 - 718) / 792)
  })
})

describe('box helpers', () => {
  it('normalises pixels, unions and measures overlap', () => {
    const a = pixelRectToBox(1, { x0: 0, y0: 0, x1: 50, y1: 50 }, 100, 100)
    const b = pixelRectToBox(1, { x0: 25, y0: 0, x1: 75, y1: 50 }, 100, 100)
    expect(boxIoU(a, b)).toBeCloseTo(1 / 3)
    expect(boxIoU(a, { ...b, page: 2 })).toBe(0)
    expect(unionBoxes([a, b])).toEqual({ page: 1, x0: 0, y0: 0, x1: 0.75, y1: 0.5 })
  })

  it('undoes quarter turns of an OCR image', () => {
    const b = { page: 1, x0: 0.1, y0: 0.2, x1: 0.3, y1: 0.4 }
    // Turned clockwise, the original top-left (0,0) sits at the top-right (1,0) of the turned image.
    const turned = { page: 1, x0: 1 - b.y1, y0: b.x0, x1: 1 - b.y0, y1: b.x1 }
    const back = unturnBox(turned, 1)
    for (const k of ['x0', 'y0', 'x1', 'y1'] as const) close(back[k], b[k])
    const twice = unturnBox(unturnBox(b, 2), 2)
    for (const k of ['x0', 'y0', 'x1', 'y1'] as const) close(twice[k], b[k])
  })

  it('undoes a small deskew rotation about the centre', () => {
    const centre = { page: 1, x0: 0.45, y0: 0.45, x1: 0.55, y1: 0.55 }
    const r = unrotateBox(centre, 0.05, 0.77)
    close((r.x0 + r.x1) / 2, 0.5)
    close((r.y0 + r.y1) / 2, 0.5)
    const corner = unrotateBox({ page: 1, x0: 0.9, y0: 0.1, x1: 0.95, y1: 0.12 }, 0.05, 0.77)
    expect(boxIoU(corner, { page: 1, x0: 0.9, y0: 0.1, x1: 0.95, y1: 0.12 })).toBeLessThan(0.5)
    expect(unrotateBox(centre, 0, 1)).toBe(centre)
  })
})
