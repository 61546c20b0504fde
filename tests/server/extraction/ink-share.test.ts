/** Whether a rendered page has anything on it to read: ink measured against its own paper. */
import { describe, expect, it } from 'vitest'
import { inkShare } from '../../../src/server/extraction/pdf-reader'

/** An RGBA page of one paper grey with a band of print (`printShare` of its rows) in `ink`. */
function page(paper: number, ink: number, printShare: number): Uint8ClampedArray {
  const w = 200
  const h = 200
  const rgba = new Uint8ClampedArray(w * h * 4)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const v = y < h * printShare && x % 2 === 0 ? ink : paper
      rgba.set([v, v, v, 255], (y * w + x) * 4)
    }
  return rgba
}

describe('inkShare', () => {
  it('finds no ink on a blank white page', () => {
    expect(inkShare(page(255, 255, 0), 200, 200)).toBe(0)
  })

  it('counts black print on white paper', () => {
    expect(inkShare(page(250, 20, 0.2), 200, 200)).toBeGreaterThan(0.05)
  })

  it("counts a faded copy's grey print on white paper as ink", () => {
    // Print at 190 is lighter than a fixed dark level, but clearly darker than its paper.
    expect(inkShare(page(248, 190, 0.2), 200, 200)).toBeGreaterThan(0.05)
  })

  it('does not take dark paper for ink, nor a paper grain a few levels darker', () => {
    expect(inkShare(page(186, 186, 0), 200, 200)).toBe(0)
    expect(inkShare(page(240, 225, 0.3), 200, 200)).toBe(0)
  })
})
