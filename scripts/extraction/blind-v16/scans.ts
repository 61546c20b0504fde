/**
 * How this blind set's scans are degraded, drawn with the degradation functions of gen/scan.ts on a
 * plan of its own (not the earlier sets'): resolutions cycle 150, 300, 200, 150, 300 dpi; the skew
 * follows a fixed list of magnitudes (0.8°, 2.3°, 1.4°, 2.85°, 0.4°, 1.7°, 2.1°, 1.2°, 2.6°,
 * 0.9°), leaning left on even copies and right on odd ones; the seventh copy is fed upside down
 * (turned 180° plus its skew) and the second sideways (a quarter turn); every page after the first
 * of a multi-page copy leans 0.2°–0.6° further the same way; every fourth copy from the second is
 * a low-contrast grey photocopy; JPEG at quality 25–60 on every third copy from the second, the
 * others PNG; blur 0.4–1.0 px on every copy but every fourth from the fourth; speckles on every
 * third from the third; stamps ("SCANNED", "LOAN FILE", "FAXED", "COPY", "INDEXED") on every
 * fourth copy from the first; pen marks on odd copies; multi-page sources and every fourth single
 * page from the third as image-only PDFs.
 */
import type { TruthField } from '../dev-set-types'
import { degrade, describeScan, type ScanParams } from '../gen/scan'
import { rasterizePage } from '../rasterize'
import { imagePdf, type ScanCopy, type ScanSource } from '../scan-copy'
import { int, pick, type Rnd } from './policy'

const MAGNITUDES = [0.8, 2.3, 1.4, 2.85, 0.4, 1.7, 2.1, 1.2, 2.6, 0.9] as const

/** The copy fed upside down. */
export const UPSIDE_DOWN = 6

/** The copy fed sideways. */
export const SIDEWAYS = 1

/** The k-th scan's parameters (k from 0). */
export function blindScanParams(rnd: Rnd, k: number): ScanParams {
  const lowContrast = k % 4 === 1
  const sign = k % 2 === 0 ? -1 : 1
  const magnitude = MAGNITUDES[k % MAGNITUDES.length] ?? 1
  // Never past the ±3° the scans are meant to stay within (nor 2.9°, leaving room for page 2).
  const skew = Math.round(sign * Math.min(2.9, magnitude + rnd() * 0.05) * 10) / 10
  return {
    dpi: ([150, 300, 200, 150, 300] as const)[k % 5] ?? 200,
    degrees: k === UPSIDE_DOWN ? 180 + skew : skew,
    quarterTurn: k === SIDEWAYS,
    blurPx: k % 4 !== 3 ? pick(rnd, [0.4, 0.7, 1.0]) : 0,
    ink: lowContrast ? int(rnd, 75, 110) : int(rnd, 0, 35),
    paper: lowContrast ? int(rnd, 170, 200) : int(rnd, 225, 252),
    speckles: k % 3 === 2 ? pick(rnd, [0.003, 0.006]) : 0,
    stamp: k % 4 === 0 ? pick(rnd, ['SCANNED', 'LOAN FILE', 'FAXED', 'COPY', 'INDEXED']) : null,
    handwriting: k % 2 === 1,
    jpegQuality: k % 3 === 1 ? int(rnd, 25, 60) : null,
  }
}

/** Whether the k-th scan of a single-page source is an image-only PDF (else a PNG or JPEG). */
export const scanAsPdf = (k: number, pages: number): boolean => pages > 1 || k % 4 === 2

/**
 * A scanned copy as scan-copy.ts makes it, except that every page after the first leans further
 * the same way (drawn per copy), as a second sheet pulled crooked by the feeder.
 */
export async function blindScanCopy(
  src: ScanSource,
  params: ScanParams,
  rnd: Rnd,
  asPdf: boolean,
): Promise<ScanCopy | undefined> {
  const pages = asPdf ? src.pages : 1
  // The skew without the half turn of an upside-down copy.
  const lean = ((params.degrees + 90) % 180) - 90 >= 0 ? 1 : -1
  const slip = (0.2 + rnd() * 0.4) * lean
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
  const origin = `scan of ${src.name}: ${describeScan(params)}${pages > 1 ? `, later pages lean ${slip.toFixed(1)}° further` : ''}${asPdf ? `, image-only PDF of ${pages} page(s)` : ''}`
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
