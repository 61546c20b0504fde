/**
 * How this blind set's scans are degraded, drawn with the degradation functions of gen/scan.ts on a
 * plan of its own (not the earlier sets'): resolutions cycle 200, 150, 300, 200 dpi; skew
 * 0.4–3°, counter-clockwise on every third copy; every fourth copy faded (ink 90–135 on paper
 * 165–200); JPEG at quality 12–40 on two copies in three, the others PNG; always some blur
 * (0.3–2.5 px) and speckles; a stamp on a little over half ("COPY", "PAID", "RECEIVED BY
 * UNDERWRITING", "IMAGED", "ORIGINAL ON FILE"), pen marks on half; a quarter turn once in eleven;
 * single pages as image-only PDFs one time in five.
 */
import type { ScanParams } from '../gen/scan'
import { int, pick, type Rnd } from './policy'

/** The k-th scan's parameters. */
export function blindScanParams(rnd: Rnd, k: number): ScanParams {
  const faded = k % 4 === 3
  const tilt = 0.4 + rnd() * 2.6
  return {
    dpi: ([200, 150, 300, 200] as const)[k % 4] ?? 200,
    degrees: Math.round((k % 3 === 0 ? -tilt : tilt) * 10) / 10,
    quarterTurn: k % 11 === 6,
    blurPx: pick(rnd, [0.3, 0.8, 1.2, 1.8, 2.5]),
    ink: faded ? int(rnd, 90, 135) : int(rnd, 10, 60),
    paper: faded ? int(rnd, 165, 200) : int(rnd, 205, 245),
    speckles: pick(rnd, [0.0005, 0.002, 0.004, 0.007]),
    stamp:
      rnd() < 0.55
        ? pick(rnd, ['COPY', 'PAID', 'RECEIVED BY UNDERWRITING', 'IMAGED', 'ORIGINAL ON FILE'])
        : null,
    handwriting: rnd() < 0.5,
    jpegQuality: k % 3 !== 2 ? int(rnd, 12, 40) : null,
  }
}

/** Whether the k-th scan of a single-page source is an image-only PDF (else a PNG or JPEG). */
export const scanAsPdf = (k: number, pages: number): boolean => pages > 1 || k % 5 === 2
