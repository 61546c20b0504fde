/**
 * How this blind set's scans are degraded, drawn with the degradation functions of gen/scan.ts on a
 * plan of its own (not the earlier sets'): resolutions cycle 150, 300, 200, 150 dpi (low
 * resolution twice as often); skew 0.3–3° with the sign set by the copy's place in threes (two
 * clockwise, one counter-clockwise); every fifth copy faded hard (ink 80–125 on paper 170–205);
 * JPEG on even copies at quality 15–45, the others PNG; blur up to 2 px; heavier speckles; a stamp
 * on about half ("FILE COPY", "RECEIVED", "INSURANCE DEPT", "ENTERED", "SCANNED") and pen marks on
 * about six in ten; a page scanned a quarter turn once in nine.
 */
import type { ScanParams } from '../gen/scan'
import { int, pick, type Rnd } from './policy'

/** The k-th scan's parameters. */
export function blindScanParams(rnd: Rnd, k: number): ScanParams {
  const faded = k % 5 === 2
  const tilt = 0.3 + rnd() * 2.7
  return {
    dpi: ([150, 300, 200, 150] as const)[k % 4] ?? 150,
    degrees: Math.round((k % 3 === 2 ? -tilt : tilt) * 10) / 10,
    quarterTurn: k % 9 === 4,
    blurPx: pick(rnd, [0, 0.5, 1, 1.5, 2]),
    ink: faded ? int(rnd, 80, 125) : int(rnd, 0, 55),
    paper: faded ? int(rnd, 170, 205) : int(rnd, 215, 250),
    speckles: pick(rnd, [0, 0.001, 0.003, 0.005]),
    stamp:
      rnd() < 0.5
        ? pick(rnd, ['FILE COPY', 'RECEIVED', 'INSURANCE DEPT', 'ENTERED', 'SCANNED'])
        : null,
    handwriting: rnd() < 0.6,
    jpegQuality: k % 2 === 0 ? int(rnd, 15, 45) : null,
  }
}

/** Whether the k-th scan of a single-page source is an image-only PDF (else a PNG or JPEG). */
export const scanAsPdf = (k: number, pages: number): boolean => pages > 1 || k % 4 === 1
