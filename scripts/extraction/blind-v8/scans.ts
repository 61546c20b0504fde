/**
 * How this blind set's scans are degraded, drawn with the degradation functions of gen/scan.ts on a
 * plan of its own (not the earlier sets'): resolutions cycle 200, 300, 150, 200, 150 dpi; skew in
 * three bands by turn (0.3–1°, 1–2° anticlockwise, 2–3°); every fourth copy low contrast (ink
 * 90–130 on paper 170–200); JPEG at quality 15–45 on two copies in three, the others PNG; blur
 * 0–2.5 px; speckles on most; a stamp on about half ("POSTED", "COPY", "INDEXED", "VERIFIED",
 * "ESCROW"), pen marks on every other copy; one copy scanned a quarter turn (the eighth); single
 * pages as image-only PDFs one time in four.
 */
import type { ScanParams } from '../gen/scan'
import { int, pick, type Rnd } from './policy'

/** The k-th scan's parameters (k from 0). */
export function blindScanParams(rnd: Rnd, k: number): ScanParams {
  const lowContrast = k % 4 === 2
  const band = k % 3
  const tilt = band === 0 ? 0.3 + rnd() * 0.7 : band === 1 ? -(1 + rnd() * 1) : 2 + rnd() * 1
  return {
    dpi: ([200, 300, 150, 200, 150] as const)[k % 5] ?? 200,
    degrees: Math.round(tilt * 10) / 10,
    quarterTurn: k === 7,
    blurPx: pick(rnd, [0, 0.7, 1.2, 1.8, 2.5]),
    ink: lowContrast ? int(rnd, 90, 130) : int(rnd, 10, 60),
    paper: lowContrast ? int(rnd, 170, 200) : int(rnd, 215, 252),
    speckles: pick(rnd, [0, 0.002, 0.002, 0.004]),
    stamp: rnd() < 0.5 ? pick(rnd, ['POSTED', 'COPY', 'INDEXED', 'VERIFIED', 'ESCROW']) : null,
    handwriting: k % 2 === 1,
    jpegQuality: k % 3 !== 2 ? int(rnd, 15, 45) : null,
  }
}

/** Whether the k-th scan of a single-page source is an image-only PDF (else a PNG or JPEG). */
export const scanAsPdf = (k: number, pages: number): boolean => pages > 1 || k % 4 === 0
