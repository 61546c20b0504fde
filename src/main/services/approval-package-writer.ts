/**
 * Writes a policy version's approval package: a cover with the accepted values and who accepted
 * them, then each document (PDF pages copied, JPEG/PNG placed on a page; other types listed on a
 * page of their own, since a PDF cannot hold them). Each document is fetched from its signed URL;
 * the file appears only complete (partial file, then rename), or not at all.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type {
  ApprovalCover,
  PackageDocument,
  PackagedDocument,
} from '../../shared/approval-package'
import { MESSAGES } from '../../shared/messages'
import { httpGet, isOk } from './http-get'
import { openPartialFile } from './partial-file'

export type ApprovalPackageRequest = {
  readonly cover: ApprovalCover
  readonly documents: readonly PackageDocument[]
  readonly outPath: string
  readonly signal?: AbortSignal
  /** For the cover's date line (tests pass a fixed one). */
  readonly now?: Date
}

export type ApprovalPackageResult = {
  readonly path: string
  readonly pageCount: number
  readonly documents: readonly PackagedDocument[]
}

/** US Letter, in points. */
const PAGE: [number, number] = [612, 792]
const MARGIN = 54

/** Fetches one document's bytes (an internal message of docs/rules.md#messages on failure). */
async function fetchBytes(doc: PackageDocument, signal?: AbortSignal): Promise<Uint8Array> {
  if (!doc.signed) throw new Error(MESSAGES.failedToFetchDocument(doc.name))
  let res
  try {
    res = await httpGet(doc.signed, signal)
  } catch (e) {
    throw new Error(MESSAGES.failedToDownload(doc.name, e instanceof Error ? e.message : String(e)))
  }
  if (!isOk(res)) {
    res.resume()
    throw new Error(MESSAGES.failedToDownload(doc.name, MESSAGES.networkResponseNotOk))
  }
  const chunks: Buffer[] = []
  for await (const chunk of res) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Text the standard fonts can draw (WinAnsi): anything else becomes '?'. */
function drawable(s: string): string {
  return s.replace(
    /[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g,
    '?',
  )
}

/** Splits text into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of drawable(text).split(/\n/)) {
    let line = ''
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next
      else {
        lines.push(line)
        line = word
      }
    }
    lines.push(line)
  }
  return lines
}

/** Draws lines top-down across as many pages as they need. */
class Writer {
  page: PDFPage
  y: number
  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = pdf.addPage(PAGE)
    this.y = PAGE[1] - MARGIN
  }
  line(
    text: string,
    opts: { size?: number; bold?: boolean; indent?: number; grey?: boolean } = {},
  ) {
    const size = opts.size ?? 10
    const font = opts.bold ? this.fonts.bold : this.fonts.regular
    const x = MARGIN + (opts.indent ?? 0)
    for (const l of wrap(text, font, size, PAGE[0] - MARGIN - x)) {
      if (this.y - size < MARGIN) {
        this.page = this.pdf.addPage(PAGE)
        this.y = PAGE[1] - MARGIN
      }
      this.page.drawText(l, {
        x,
        y: this.y - size,
        size,
        font,
        color: opts.grey ? rgb(0.35, 0.39, 0.45) : rgb(0.1, 0.12, 0.15),
      })
      this.y -= size * 1.4
    }
  }
  gap(points = 8) {
    this.y -= points
  }
}

/** The cover: what the package is, the accepted values with who accepted them, the contents. */
function drawCover(
  w: Writer,
  cover: ApprovalCover,
  documents: readonly PackageDocument[],
  now: Date,
): void {
  w.line('Approval package', { size: 20, bold: true })
  w.gap(4)
  w.line(cover.policyLabel, { size: 13, bold: true })
  w.line(`Policy version: ${cover.versionLabel}`)
  w.line(`Case: ${cover.caseLabel}`)
  w.line(`Prepared by ${cover.preparedBy} on ${now.toUTCString()}`, { grey: true })
  w.gap(12)
  w.line('Accepted values', { size: 13, bold: true })
  if (cover.fields.length === 0) w.line('No values have been accepted for this version.')
  for (const f of cover.fields) {
    w.gap(2)
    w.line(`${f.label}: ${f.value || '(empty)'}`, { bold: true })
    const who = f.acceptedBy
      ? `Accepted by ${f.acceptedBy}${f.acceptedAt ? ` on ${f.acceptedAt}` : ''}`
      : 'Accepted by: not recorded'
    w.line(f.source ? `${who} · from ${f.source}` : who, { indent: 12, grey: true, size: 9 })
  }
  w.gap(12)
  w.line('Contents', { size: 13, bold: true })
  documents.forEach((d, i) =>
    w.line(`${i + 1}. ${d.name}${d.role === 'key' ? ' (key document)' : ''}`, { indent: 4 }),
  )
}

/** A page for a document whose type a PDF cannot hold: its name and where to find it. */
function drawListedPage(pdf: PDFDocument, fonts: Writer['fonts'], doc: PackageDocument): void {
  const w = new Writer(pdf, fonts)
  w.line(doc.name, { size: 14, bold: true })
  w.gap(6)
  w.line(
    `This ${doc.fileType || 'file'} cannot be shown inside a PDF. It is part of the package ` +
      'by reference: open it from the case documents.',
  )
}

/** Places an image on its own page, scaled to fit inside the margins. */
async function addImage(pdf: PDFDocument, bytes: Uint8Array, png: boolean): Promise<void> {
  const image = png ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes)
  const scale = Math.min(
    (PAGE[0] - 2 * MARGIN) / image.width,
    (PAGE[1] - 2 * MARGIN) / image.height,
    1,
  )
  const page = pdf.addPage(PAGE)
  const width = image.width * scale
  const height = image.height * scale
  page.drawImage(image, {
    x: (PAGE[0] - width) / 2,
    y: PAGE[1] - MARGIN - height,
    width,
    height,
  })
}

/** Builds the package and writes it to `outPath` (complete, or not at all). */
export async function writeApprovalPackage(
  req: ApprovalPackageRequest,
): Promise<ApprovalPackageResult> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Approval package — ${drawable(req.cover.policyLabel)}`)
  pdf.setCreator('Case Document Manager')
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  }
  drawCover(new Writer(pdf, fonts), req.cover, req.documents, req.now ?? new Date())
  const packaged: PackagedDocument[] = []
  for (const doc of req.documents) {
    req.signal?.throwIfAborted()
    const type = doc.fileType.toLowerCase()
    const before = pdf.getPageCount()
    if (type === 'application/pdf') {
      const bytes = await fetchBytes(doc, req.signal)
      try {
        const source = await PDFDocument.load(bytes)
        for (const page of await pdf.copyPages(source, source.getPageIndices())) pdf.addPage(page)
      } catch (e) {
        // A damaged or encrypted PDF: the package must not pretend to hold it.
        throw new Error(
          `${doc.name} cannot be added: ${e instanceof Error ? e.message : String(e)}`,
        )
      }
      packaged.push({ name: doc.name, included: 'pages', pages: pdf.getPageCount() - before })
    } else if (type === 'image/png' || type === 'image/jpeg') {
      await addImage(pdf, await fetchBytes(doc, req.signal), type === 'image/png')
      packaged.push({ name: doc.name, included: 'image', pages: 1 })
    } else {
      drawListedPage(pdf, fonts, doc)
      packaged.push({ name: doc.name, included: 'listed', pages: 1 })
    }
  }
  req.signal?.throwIfAborted()
  const bytes = await pdf.save()
  const file = openPartialFile(req.outPath)
  try {
    await new Promise<void>((resolve, reject) => {
      file.stream.once('error', reject)
      file.stream.end(bytes, () => resolve())
    })
    await new Promise<void>((resolve) =>
      file.stream.closed ? resolve() : file.stream.once('close', () => resolve()),
    )
    await file.commit()
  } catch (e) {
    await file.discard()
    throw e
  }
  return { path: req.outPath, pageCount: pdf.getPageCount(), documents: packaged }
}
