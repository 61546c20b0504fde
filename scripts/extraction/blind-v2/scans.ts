/**
 * How this blind set's scans are degraded, drawn with the degradation functions of gen/scan.ts but
 * on a plan of its own: resolutions cycle 300, 150, 200 dpi; skew anywhere within ±3° (never
 * exactly level); every third copy faded to low contrast; JPEG on two scans in three at quality
 * 25–70; stamps and pen marks on about half; a page scanned a quarter turn once in nine.
 */
import type { ScanParams } from '../gen/scan'
import { int, pick, type Rnd } from './policy'

/** The k-th scan's parameters. */
export function blindScanParams(rnd: Rnd, k: number): ScanParams {
  const faded = k % 3 === 2
  const tilt = 0.3 + rnd() * 2.7
  return {
    dpi: ([300, 150, 200] as const)[k % 3] ?? 200,
    degrees: Math.round((rnd() < 0.5 ? -tilt : tilt) * 10) / 10,
    quarterTurn: k % 9 === 4,
    blurPx: pick(rnd, [0, 0.5, 0.8, 1.0, 1.4]),
    ink: faded ? int(rnd, 85, 125) : int(rnd, 0, 50),
    paper: faded ? int(rnd, 180, 215) : int(rnd, 228, 255),
    speckles: pick(rnd, [0, 0.0005, 0.0012, 0.003]),
    stamp:
      rnd() < 0.5
        ? pick(rnd, ['ENTERED', 'RECEIVED', 'DUPLICATE', 'SCANNED', 'VOID IF ALTERED'])
        : null,
    handwriting: rnd() < 0.5,
    jpegQuality: k % 3 !== 1 ? int(rnd, 25, 70) : null,
  }
}

/** Whether the k-th scan of a single-page source is an image-only PDF (else a PNG or JPEG). */
export const scanAsPdf = (k: number, pages: number): boolean =>
  pages > 1 || k % 4 === 1 || k % 4 === 3
