/**
 * How this blind set's scans are degraded, drawn with the degradation functions of gen/scan.ts on a
 * plan of its own (not the earlier sets'): resolutions cycle 300, 150, 150, 200 dpi; skew
 * 0.2–2.9°, clockwise on every other copy; every fifth copy faded hard (ink 100–150 on paper
 * 160–190); JPEG at quality 8–30 on three copies in four, the others PNG; blur 0–2 px; speckles;
 * a stamp on about two in five ("SCANNED", "FAXED", "RECEIVED", "FILE COPY", "DUPLICATE"), pen
 * marks on one in three; a quarter turn once in nine; single pages as image-only PDFs one time in
 * three.
 */
import type { ScanParams } from '../gen/scan'
import { int, pick, type Rnd } from './policy'

/** The k-th scan's parameters. */
export function blindScanParams(rnd: Rnd, k: number): ScanParams {
  const faded = k % 5 === 4
  const tilt = 0.2 + rnd() * 2.7
  return {
    dpi: ([300, 150, 150, 200] as const)[k % 4] ?? 150,
    degrees: Math.round((k % 2 === 0 ? tilt : -tilt) * 10) / 10,
    quarterTurn: k % 9 === 5,
    blurPx: pick(rnd, [0, 0.5, 1, 1.5, 2]),
    ink: faded ? int(rnd, 100, 150) : int(rnd, 0, 50),
    paper: faded ? int(rnd, 160, 190) : int(rnd, 200, 250),
    speckles: pick(rnd, [0.001, 0.003, 0.005]),
    stamp:
      rnd() < 0.4 ? pick(rnd, ['SCANNED', 'FAXED', 'RECEIVED', 'FILE COPY', 'DUPLICATE']) : null,
    handwriting: rnd() < 0.33,
    jpegQuality: k % 4 !== 3 ? int(rnd, 8, 30) : null,
  }
}

/** Whether the k-th scan of a single-page source is an image-only PDF (else a PNG or JPEG). */
export const scanAsPdf = (k: number, pages: number): boolean => pages > 1 || k % 3 === 1
