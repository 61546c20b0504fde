/**
 * How this blind set's scans are degraded, drawn with the degradation functions of gen/scan.ts on a
 * plan of its own (not the earlier sets'): resolutions cycle 300, 150, 200, 150, 300, 200 dpi; the
 * skew alternates its sign and grows with the copy (0.4°, 0.9°, … up to 2.9°, then again), so the
 * set holds small and large turns both ways; every third copy low contrast (ink 95–140 on paper
 * 165–195, a grey photocopy); JPEG at quality 12–40 on odd copies and on every fourth, the others
 * PNG; blur 0.6–3 px on even copies; heavier speckles on the low-contrast ones; a stamp on two
 * copies in three ("RECEIVED FOR FILE", "SCANNED", "LENDER COPY", "DUPLICATE", "PAID"); pen marks
 * on every copy not a multiple of three; one copy scanned a quarter turn (the sixth); multi-page
 * sources and every third single page as image-only PDFs.
 */
import type { ScanParams } from '../gen/scan'
import { int, pick, type Rnd } from './policy'

/** The k-th scan's parameters (k from 0). */
export function blindScanParams(rnd: Rnd, k: number): ScanParams {
  const lowContrast = k % 3 === 1
  const magnitude = 0.4 + (k % 6) * 0.5 + rnd() * 0.1
  const tilt = Math.min(3, magnitude) * (k % 2 === 0 ? 1 : -1)
  return {
    dpi: ([300, 150, 200, 150, 300, 200] as const)[k % 6] ?? 200,
    degrees: Math.round(tilt * 10) / 10,
    quarterTurn: k === 5,
    blurPx: k % 2 === 0 ? pick(rnd, [0.6, 1.2, 2, 3]) : 0,
    ink: lowContrast ? int(rnd, 95, 140) : int(rnd, 5, 50),
    paper: lowContrast ? int(rnd, 165, 195) : int(rnd, 220, 250),
    speckles: lowContrast ? pick(rnd, [0.003, 0.005]) : pick(rnd, [0, 0.001]),
    stamp:
      k % 3 !== 2
        ? pick(rnd, ['RECEIVED FOR FILE', 'SCANNED', 'LENDER COPY', 'DUPLICATE', 'PAID'])
        : null,
    handwriting: k % 3 !== 0,
    jpegQuality: k % 2 === 1 || k % 4 === 0 ? int(rnd, 12, 40) : null,
  }
}

/** Whether the k-th scan of a single-page source is an image-only PDF (else a PNG or JPEG). */
export const scanAsPdf = (k: number, pages: number): boolean => pages > 1 || k % 3 === 0
