/**
 * The merged file (docs/rules.md#merge): PDF pages are copied with pdf-lib (copyPages keeps their
 * content streams, fonts and so their text layer), each turned by its rotation; a JPEG or PNG
 * becomes a page of A4 or Letter by its shape, the image fitted inside the margins.
 */
import { degrees, PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib'
import { MERGE_MESSAGES, placeImage, type MergePage } from '../../../shared/merge'
import { UserError } from '../../domain/errors'
import { loadPdf, namesEncryption } from './pdf-check'

/** One document's file, as read from the object store. */
export type MergeSource = {
  readonly id: string
  readonly name: string
  readonly fileType: string
  readonly bytes: Uint8Array
}

/** A source opened for merging: a parsed PDF, or an image (one page). */
export type OpenedSource =
  | { readonly kind: 'pdf'; readonly doc: PDFDocument; readonly pages: number }
  | {
      readonly kind: 'image'
      readonly type: 'jpeg' | 'png'
      readonly bytes: Uint8Array
      readonly pages: 1
    }

/** Opens a source; refuses, naming it, one that is encrypted, damaged or of another type. */
export async function openSource(s: MergeSource): Promise<OpenedSource> {
  if (s.fileType === 'image/jpeg' || s.fileType === 'image/png')
    return {
      kind: 'image',
      type: s.fileType === 'image/png' ? 'png' : 'jpeg',
      bytes: s.bytes,
      pages: 1,
    }
  if (s.fileType !== 'application/pdf')
    throw new UserError(`“${s.name}”: ${MERGE_MESSAGES.notMergeableType}`)
  if (namesEncryption(s.bytes)) throw new UserError(`“${s.name}”: ${MERGE_MESSAGES.encrypted}`)
  const doc = await loadPdf(s.bytes)
  if (!doc) throw new UserError(`“${s.name}”: ${MERGE_MESSAGES.broken}`)
  return { kind: 'pdf', doc, pages: doc.getPageCount() }
}

/** Embeds an image once per merge (a page listed twice draws the same image). */
async function embed(
  out: PDFDocument,
  source: { readonly type: 'jpeg' | 'png'; readonly bytes: Uint8Array },
  name: string | undefined,
): Promise<PDFImage> {
  try {
    return await (source.type === 'png' ? out.embedPng(source.bytes) : out.embedJpg(source.bytes))
  } catch {
    throw new UserError(`“${name}”: the image is damaged and cannot be read`)
  }
}

const turn = (page: PDFPage, rotation: number) => {
  if (rotation !== 0) page.setRotation(degrees((page.getRotation().angle + rotation) % 360))
}

/** Builds the merged PDF from opened sources and the page plan; returns its bytes. */
export async function buildMergedPdf(
  sources: ReadonlyMap<string, OpenedSource>,
  names: ReadonlyMap<string, string>,
  plan: readonly MergePage[],
): Promise<Uint8Array> {
  const out = await PDFDocument.create()
  // Each PDF's wanted pages are copied in one call (shared resources are copied once).
  const copied = new Map<string, Map<number, PDFPage[]>>()
  for (const [id, source] of sources) {
    if (source.kind !== 'pdf') continue
    const wanted = plan.filter((p) => p.documentId === id).map((p) => p.page - 1)
    if (wanted.length === 0) continue
    const pages = await out.copyPages(source.doc, wanted)
    const byIndex = new Map<number, PDFPage[]>()
    wanted.forEach((index, n) => byIndex.set(index, [...(byIndex.get(index) ?? []), pages[n]!]))
    copied.set(id, byIndex)
  }
  const images = new Map<string, PDFImage>()
  for (const p of plan) {
    const source = sources.get(p.documentId)!
    if (source.kind === 'pdf') {
      const page = copied
        .get(p.documentId)!
        .get(p.page - 1)!
        .shift()!
      turn(out.addPage(page), p.rotation)
      continue
    }
    const image = images.get(p.documentId) ?? (await embed(out, source, names.get(p.documentId)))
    images.set(p.documentId, image)
    const at = placeImage(image.width, image.height)
    const page = out.addPage([at.width, at.height])
    page.drawImage(image, { x: at.x, y: at.y, width: at.drawWidth, height: at.drawHeight })
    turn(page, p.rotation)
  }
  return out.save()
}
