/**
 * How this blind set's scans are degraded, drawn with the degradation functions of gen/scan.ts on a
 * plan of its own (not the earlier sets'): resolutions cycle 150, 300, 200 dpi; skew
 * 0.3–3°, clockwise on even copies and counter-clockwise on odd ones; every fifth copy faded hard
 * (ink 80–125 on paper 170–205); JPEG at quality 15–45 on three copies in five, the others PNG;
 * blur up to 2 px; heavier speckles; a stamp
 * on about half ("FILE COPY", "RECEIVED", "INSURANCE DEPT", "ENTERED", "SCANNED") and pen marks on
 * about six in ten; a page scanned a quarter turn once in nine; single pages as image-only PDFs twice in
 * seven (the cycles have different lengths, so a family's first and second copies differ).
 */
import type { ScanParams } from '../gen/scan'
import { int, pick, type Rnd } from './policy'

/** The k-th scan's parameters. */
export function blindScanParams(rnd: Rnd, k: number): ScanParams {
  const faded = k % 5 === 2
  const tilt = 0.3 + rnd() * 2.7
  return {
    dpi: ([150, 300, 200] as const)[k % 3] ?? 150,
    degrees: Math.round((k % 2 === 1 ? -tilt : tilt) * 10) / 10,
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
    jpegQuality: k % 5 !== 1 && k % 5 !== 4 ? int(rnd, 15, 45) : null,
  }
}

/** Whether the k-th scan of a single-page source is an image-only PDF (else a PNG or JPEG). */
export const scanAsPdf = (k: number, pages: number): boolean =>
  pages > 1 || k % 7 === 1 || k % 7 === 4
