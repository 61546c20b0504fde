/**
 * How this blind set's scans are degraded, drawn with the degradation functions of gen/scan.ts on a
 * plan of its own (not the earlier sets'): resolutions cycle 200, 150, 300, 300, 150, 200 dpi; the
 * skew follows a fixed list of magnitudes (1.6°, 0.3°, 2.4°, 0.8°, 2.9°, 1.1°) with the sign
 * changing every second copy; the fourth copy is fed upside down (turned 180° and a little more);
 * every page after the first of a multi-page copy is turned 1.2°–1.9° further than the first, as a
 * sheet that slipped in the feeder; every fourth copy from the third is a low-contrast grey
 * photocopy; JPEG at quality 25–60 on every third copy and on the eighth, the others PNG; blur
 * 0.8–2.2 px on every third copy from the third; speckles on every fourth from the second; stamps
 * ("FILE COPY", "INSURANCE DEPT", "VERIFIED", "ESCROW", "RECEIVED") on even copies; pen marks on
 * all but every fourth; multi-page sources and every fourth single page from the second as
 * image-only PDFs.
 */
import type { TruthField } from '../dev-set-types'
import { degrade, describeScan, type ScanParams } from '../gen/scan'
import { rasterizePage } from '../rasterize'
import { imagePdf, type ScanCopy, type ScanSource } from '../scan-copy'
import { int, pick, type Rnd } from './policy'

const MAGNITUDES = [1.6, 0.3, 2.4, 0.8, 2.9, 1.1] as const

/** The k-th scan's parameters (k from 0). */
export function blindScanParams(rnd: Rnd, k: number): ScanParams {
  const lowContrast = k % 4 === 2
  const sign = Math.floor(k / 2) % 2 === 0 ? 1 : -1
  const skew = sign * ((MAGNITUDES[k % MAGNITUDES.length] ?? 1) + rnd() * 0.1)
  return {
    dpi: ([200, 150, 300, 300, 150, 200] as const)[k % 6] ?? 200,
    degrees: Math.round((k === 3 ? 180 + skew : skew) * 10) / 10,
    quarterTurn: false,
    blurPx: k % 3 === 2 ? pick(rnd, [0.8, 1.5, 2.2]) : 0,
    ink: lowContrast ? int(rnd, 85, 130) : int(rnd, 0, 45),
    paper: lowContrast ? int(rnd, 170, 200) : int(rnd, 225, 252),
    speckles: k % 4 === 1 ? pick(rnd, [0.002, 0.004]) : 0,
    stamp:
      k % 2 === 0
        ? pick(rnd, ['FILE COPY', 'INSURANCE DEPT', 'VERIFIED', 'ESCROW', 'RECEIVED'])
        : null,
    handwriting: k % 4 !== 3,
    jpegQuality: k % 3 === 0 || k === 7 ? int(rnd, 25, 60) : null,
  }
}

/** Whether the k-th scan of a single-page source is an image-only PDF (else a PNG or JPEG). */
export const scanAsPdf = (k: number, pages: number): boolean => pages > 1 || k % 4 === 1

/**
 * A scanned copy as scan-copy.ts makes it, except that every page after the first is turned a
 * little further (drawn per copy), as a second sheet that slipped in the feeder.
 */
export async function blindScanCopy(
  src: ScanSource,
  params: ScanParams,
  rnd: Rnd,
  asPdf: boolean,
): Promise<ScanCopy | undefined> {
  const pages = asPdf ? src.pages : 1
  const slip = (1.2 + rnd() * 0.7) * (params.degrees >= 0 ? 1 : -1)
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
  const origin = `scan of ${src.name}: ${describeScan(params)}${pages > 1 ? `, later pages ${slip.toFixed(1)}° further` : ''}${asPdf ? `, image-only PDF of ${pages} page(s)` : ''}`
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
