/**
 * A scanned copy of a generated or filled PDF: each page rendered (poppler), degraded
 * (gen/scan.ts) and saved as an image, or as an image-only PDF, with the true boxes moved the way
 * the page was. Shared by the development and blind sets.
 */
import { PDFDocument } from 'pdf-lib'
import type { TruthField } from './dev-set-types'
import { degrade, describeScan, type ScanParams } from './gen/scan'
import { rasterizePage } from './rasterize'

/** A document to scan. */
export interface ScanSource {
  readonly name: string
  /** False when the source's truth lists only some fields (the corpus sample). */
  readonly completeTruth: boolean
  readonly family: string
  readonly pdf: Uint8Array
  readonly pages: number
  readonly truth: readonly TruthField[]
}

/** A scanned copy: its bytes, file extension, type, moved truth and a description. */
export interface ScanCopy {
  readonly bytes: Uint8Array
  readonly ext: 'pdf' | 'jpg' | 'png'
  readonly mimeType: string
  readonly truth: TruthField[]
  readonly origin: string
}

/**
 * Scan `src` with `params`: every page into an image-only PDF when `asPdf`, else its first page as
 * a PNG or JPEG image. Values without a box are kept with the first page.
 */
export async function scanCopy(
  src: ScanSource,
  params: ScanParams,
  rnd: () => number,
  asPdf: boolean,
): Promise<ScanCopy | undefined> {
  const pages = asPdf ? src.pages : 1
  const images: Array<{ bytes: Buffer; jpeg: boolean }> = []
  const truth: TruthField[] = []
  for (let p = 1; p <= pages; p++) {
    const png = await rasterizePage(src.pdf, p, params.dpi)
    const { bytes, mapBox } = await degrade(png, params, rnd)
    images.push({ bytes, jpeg: params.jpegQuality !== null })
    for (const t of src.truth) {
      if (t.bbox === undefined) {
        if (p === 1) truth.push(t)
      } else if (t.bbox.page === p) truth.push({ ...t, bbox: mapBox(t.bbox) })
    }
  }
  const first = images[0]
  if (first === undefined) return undefined
  const origin = `scan of ${src.name}: ${describeScan(params)}${asPdf ? `, image-only PDF of ${pages} page(s)` : ''}`
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

/** Page images as an image-only PDF (no text layer), each page sized for its resolution. */
export async function imagePdf(
  images: ReadonlyArray<{ bytes: Buffer; jpeg: boolean }>,
  dpi: number,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  for (const im of images) {
    const image = im.jpeg ? await pdf.embedJpg(im.bytes) : await pdf.embedPng(im.bytes)
    const w = (image.width * 72) / dpi
    const h = (image.height * 72) / dpi
    pdf.addPage([w, h]).drawImage(image, { x: 0, y: 0, width: w, height: h })
  }
  return pdf.save()
}
