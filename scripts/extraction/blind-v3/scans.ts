/**
 * How this blind set's scans are degraded, drawn with the degradation functions of gen/scan.ts on a
 * plan of its own: resolutions cycle 200, 300, 150 dpi; skew 0.2–3° either way, the sign
 * alternating; every fourth copy faded to low contrast (grey ink on grey paper); JPEG on every
 * copy but each third, at quality 20–60; blur up to 1.6 px; a stamp on two copies in three
 * ("COPY", "FAXED", "POSTED", "ESCROW DEPT", "RECEIVED BY LENDER") and pen marks on most; a page
 * scanned a quarter turn once in seven.
 */
import type { ScanParams } from '../gen/scan'
import { int, pick, type Rnd } from './policy'

/** The k-th scan's parameters. */
export function blindScanParams(rnd: Rnd, k: number): ScanParams {
  const faded = k % 4 === 3
  const tilt = 0.2 + rnd() * 2.8
  return {
    dpi: ([200, 300, 150] as const)[k % 3] ?? 200,
    degrees: Math.round((k % 2 === 0 ? tilt : -tilt) * 10) / 10,
    quarterTurn: k % 7 === 5,
    blurPx: pick(rnd, [0, 0.4, 0.9, 1.2, 1.6]),
    ink: faded ? int(rnd, 90, 130) : int(rnd, 0, 45),
    paper: faded ? int(rnd, 175, 210) : int(rnd, 222, 252),
    speckles: pick(rnd, [0, 0.0008, 0.002, 0.004]),
    stamp:
      rnd() < 0.67
        ? pick(rnd, ['COPY', 'FAXED', 'POSTED', 'ESCROW DEPT', 'RECEIVED BY LENDER'])
        : null,
    handwriting: rnd() < 0.7,
    jpegQuality: k % 3 !== 2 ? int(rnd, 20, 60) : null,
  }
}

/** Whether the k-th scan of a single-page source is an image-only PDF (else a PNG or JPEG). */
export const scanAsPdf = (k: number, pages: number): boolean => pages > 1 || k % 3 === 0
