/**
 * How the blind set's scans are degraded: a plan that walks every resolution (150, 200, 300 dpi)
 * and every kind of damage across the scans rather than leaving them to chance — skew within ±3°,
 * blur, JPEG artefacts, faded low-contrast copies, speckles, stamps, pen marks and now and then a
 * page scanned a quarter turn — drawn with the degradation functions of gen/scan.ts.
 */
import type { ScanParams } from '../gen/scan'
import { int, pick, type Rnd } from './policy'

/** The k-th scan's parameters. */
export function blindScanParams(rnd: Rnd, k: number): ScanParams {
  const faded = k % 4 === 1
  return {
    dpi: ([150, 200, 300] as const)[k % 3] ?? 200,
    degrees: Math.round((rnd() * 6 - 3) * 10) / 10,
    quarterTurn: k % 11 === 5,
    blurPx: pick(rnd, [0, 0.6, 0.9, 1.2]),
    ink: faded ? int(rnd, 80, 115) : int(rnd, 0, 45),
    paper: faded ? int(rnd, 188, 220) : int(rnd, 232, 255),
    speckles: pick(rnd, [0, 0, 0.0008, 0.002]),
    stamp: rnd() < 0.4 ? pick(rnd, ['RECEIVED', 'COPY', 'FILED', 'ORIGINAL']) : null,
    handwriting: rnd() < 0.45,
    jpegQuality: k % 2 === 0 ? int(rnd, 30, 80) : null,
  }
}

/** Whether the k-th scan of a single-page source is an image-only PDF (else a PNG or JPEG). */
export const scanAsPdf = (k: number, pages: number): boolean =>
  pages > 1 || k % 5 === 2 || k % 5 === 4
