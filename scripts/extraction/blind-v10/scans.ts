/**
 * How this blind set's scans are degraded, drawn with the degradation functions of gen/scan.ts on a
 * plan of its own (not the earlier sets'): resolutions cycle 300, 150, 200, 150, 300, 200, 150
 * dpi; the skew follows a fixed list of magnitudes (0.7°, 2.2°, 1.3°, 3.0°, 0.4°, 1.9°) with the
 * sign changing on every copy; the sixth copy is fed sideways (a quarter turn, as a portrait page
 * laid landscape on the glass); every page after the first of a multi-page copy is turned back
 * towards level by 0.5°–1.1°; every fifth copy from the second is a low-contrast grey photocopy;
 * JPEG at quality 30–70 on every fourth copy from the first and on the tenth, the others PNG; blur
 * 0.6–1.8 px on every third copy from the second; speckles on every third from the first; stamps
 * ("PAID", "IMAGED", "LOSS DRAFT DEPT", "COPY", "SCANNED") on every second copy from the second; pen marks on all but every
 * fifth from the fourth; multi-page sources and every third single page from the third as
 * image-only PDFs.
 */
import type { TruthField } from '../dev-set-types'
import { degrade, describeScan, type ScanParams } from '../gen/scan'
import { rasterizePage } from '../rasterize'
import { imagePdf, type ScanCopy, type ScanSource } from '../scan-copy'
import { int, pick, type Rnd } from './policy'

const MAGNITUDES = [0.7, 2.2, 1.3, 3.0, 0.4, 1.9] as const

/** The k-th scan's parameters (k from 0). */
export function blindScanParams(rnd: Rnd, k: number): ScanParams {
  const lowContrast = k % 5 === 1
  const sign = k % 2 === 0 ? -1 : 1
  const magnitude = MAGNITUDES[k % MAGNITUDES.length] ?? 1
  // Never past the ±3° the scans are meant to stay within.
  const skew = sign * Math.min(3, magnitude + rnd() * 0.08)
  return {
    dpi: ([300, 150, 200, 150, 300, 200, 150] as const)[k % 7] ?? 200,
    degrees: Math.round(skew * 10) / 10,
    quarterTurn: k === 5,
    blurPx: k % 3 === 1 ? pick(rnd, [0.6, 1.2, 1.8]) : 0,
    ink: lowContrast ? int(rnd, 90, 125) : int(rnd, 5, 50),
    paper: lowContrast ? int(rnd, 165, 195) : int(rnd, 220, 250),
    speckles: k % 3 === 0 ? pick(rnd, [0.001, 0.003]) : 0,
    stamp: k % 2 === 1 ? pick(rnd, ['PAID', 'IMAGED', 'LOSS DRAFT DEPT', 'COPY', 'SCANNED']) : null,
    handwriting: k % 5 !== 3,
    jpegQuality: k % 4 === 0 || k === 9 ? int(rnd, 30, 70) : null,
  }
}

/** Whether the k-th scan of a single-page source is an image-only PDF (else a PNG or JPEG). */
export const scanAsPdf = (k: number, pages: number): boolean => pages > 1 || k % 3 === 2

/**
 * A scanned copy as scan-copy.ts makes it, except that every page after the first is turned back
 * towards level (drawn per copy), as a second sheet laid straighter on the glass.
 */
export async function blindScanCopy(
  src: ScanSource,
  params: ScanParams,
  rnd: Rnd,
  asPdf: boolean,
): Promise<ScanCopy | undefined> {
  const pages = asPdf ? src.pages : 1
  const slip = -(0.5 + rnd() * 0.6) * (params.degrees >= 0 ? 1 : -1)
  const images: Array<{ bytes: Buffer; jpeg: boolean }> = []
  const truth: TruthField[] = []
  for (let p = 1; p <= pages; p++) {
    const own =
      p === 1 ? params : { ...params, degrees: Math.round((params.degrees + slip) * 10) / 10 }
    const png = await rasterizePage(src.pdf, p, params.dpi)
    const { bytes, mapBox } = await degrade(png, own, rnd)
    images.push({ bytes, jpeg: params.jpegQuality !== null })
    for (const t of src.truth) {
      if (t.bbox === undefined) {
        if (p === 1) truth.push(t)
      } else if (t.bbox.page === p) truth.push({ ...t, bbox: mapBox(t.bbox) })
    }
  }
  const first = images[0]
  if (first === undefined) return undefined
  const origin = `scan of ${src.name}: ${describeScan(params)}${pages > 1 ? `, later pages turned ${slip.toFixed(1)}°` : ''}${asPdf ? `, image-only PDF of ${pages} page(s)` : ''}`
  if (asPdf)
    return {
      bytes: await imagePdf(images, params.dpi),
      ext: 'pdf',
      mimeType: 'application/pdf',
      truth,
      origin,
    }
  return {
    bytes: first.bytes,
    ext: first.jpeg ? 'jpg' : 'png',
    mimeType: first.jpeg ? 'image/jpeg' : 'image/png',
    truth,
    origin,
  }
}
