/**
 * Test helper: places words on a letter-size page the way a reader would deliver them, so the
 * matchers can be tested without PDFs. Positions in points from the top-left; 10 pt text.
 */
import type { TextToken } from '../../../src/server/extraction/types'

const W = 612
const H = 792

/** A token for `text` starting at (x, baseline) in points; words are split like OCR output. */
export function words(
  text: string,
  x: number,
  baseline: number,
  size = 10,
  confidence = 1,
): TextToken[] {
  const out: TextToken[] = []
  let cx = x
  for (const w of text.split(' ')) {
    const width = w.length * size * 0.5
    out.push({
      text: w,
      bbox: {
        page: 1,
        x0: cx / W,
        y0: (baseline - size * 0.75) / H,
        x1: (cx + width) / W,
        y1: (baseline + size * 0.2) / H,
      },
      confidence,
    })
    cx += width + size * 0.28
  }
  return out
}

export const ASPECT = W / H
