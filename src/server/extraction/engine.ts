/**
 * The extraction engine: one document in, one value per schema field out (each with its page,
 * box and confidence). PDF: AcroForm values and the text layer, OCR for pages with no text layer;
 * images: OCR. Bad input fails with an ExtractionError carrying a reason; it never crashes the
 * caller. Runs anywhere in Node; `extraction-thread.ts` runs it off the API's event loop.
 */
import { readFile } from 'node:fs/promises'
import type { BoundingBox, ExtractionResult } from '../../shared/extraction/types'
import { boxIoU, insideShare } from './coordinates'
import {
  addDateOrderEvidence,
  inDocumentDateOrder,
  noDateOrderEvidence,
  type DateOrderEvidence,
} from './date-order'
import { detectKind } from './detect-type'
import { ExtractionError, FAILURE_MESSAGES } from './extraction-error'
import { matchFormFields } from './form-matcher'
import { buildLines, type Line } from './layout'
import { OCR_WORKERS, ocrPage, pixelsImage } from './ocr'
import { ocrEvidenceOf } from './ocr-evidence'
import { OCR_TARGET_DPI } from './ocr-image'
import { MIN_TEXT_LAYER_CHARS, type PdfSource } from './pdf-reader'
import { openPdfSource } from './pdf-reader-thread'
import {
  considerResults,
  proposeResults,
  type Considered,
  type SourcedCandidate,
} from './select-results'
import { withoutShortForms } from './short-names'
import { withMortgagedLocation } from './mortgaged-location'
import { withoutInsuredAsLender } from './insured-not-lender'
import { withLenderPolicy } from './lender-policy'
import { matchLines, type Candidate } from './text-matcher'
import { readingLines } from './two-up'
import type { TextToken } from './types'
import { widgetTokens } from './widget-lines'

/** Image-only pages are drawn at the resolution OCR reads best at. */
export const OCR_DPI = OCR_TARGET_DPI

/** Pages with less dark ink than this share of their area are blank (not sent to OCR). */
const BLANK_PAGE_INK = 0.0005

/** Pages read at the same time: one per OCR worker, and one more rendered meanwhile. */
const PAGE_LANES = OCR_WORKERS + 1

/** Documents larger than this are refused before parsing (a worker must not run out of memory). */
export const MAX_DOCUMENT_BYTES = 200 * 1024 * 1024

/** What to extract from. Give `bytes` or `path`. */
export interface ExtractDocumentInput {
  readonly bytes?: Uint8Array
  readonly path?: string
  /** The declared MIME type; the content's magic bytes win when they disagree. */
  readonly mimeType?: string
  /**
   * Called after each page: progress is pagesDone / pagesTotal (docs/rules.md#extraction-status).
   */
  readonly onProgress?: (pagesDone: number, pagesTotal: number) => void
  /** The user password of an encrypted PDF, when known. */
  readonly password?: string
  /** Stops between pages with an ExtractionError('aborted'). */
  readonly signal?: AbortSignal
  /** Also return every field's best value before the threshold, with its evidence (calibration). */
  readonly explain?: boolean
}

/** How one page was read. */
export interface PageReport {
  readonly page: number
  readonly source: 'form-field' | 'text-layer' | 'ocr' | 'blank' | 'failed'
  /** Text runs or OCR words found on the page. */
  readonly words?: number
  readonly ocrConfidence?: number
  readonly quarterTurns?: number
}

/** The engine's answer for one document. */
export interface ExtractDocumentOutput {
  readonly fields: ExtractionResult[]
  readonly pages: number
  readonly pageReports: PageReport[]
  readonly warnings: string[]
  /** The words OCR read, per page it read (search keeps them: docs/rules.md#search). */
  readonly ocrTexts: OcrPageText[]
  /** With `explain`: each field's best value before the threshold, with its evidence. */
  readonly considered?: Considered[]
}

/** The words of one page that OCR read, in reading order. */
export interface OcrPageText {
  readonly page: number
  readonly text: string
}

/** Extract the schema's fields from one document (PDF, PNG, JPEG or GIF). */
export async function extractDocument(input: ExtractDocumentInput): Promise<ExtractDocumentOutput> {
  const bytes = await loadBytes(input)
  if (bytes.length === 0) throw new ExtractionError('empty', FAILURE_MESSAGES.empty)
  const kind = detectKind(bytes, input.mimeType)
  if (kind === undefined) throw new ExtractionError('unsupported', FAILURE_MESSAGES.unsupported)
  if (kind === 'pdf') return extractPdf(bytes, input)
  return extractImage(bytes, input)
}

async function loadBytes(input: ExtractDocumentInput): Promise<Uint8Array> {
  if (input.bytes !== undefined) {
    if (input.bytes.length > MAX_DOCUMENT_BYTES)
      throw new ExtractionError('too-large', FAILURE_MESSAGES['too-large'])
    return input.bytes
  }
  if (input.path === undefined) throw new ExtractionError('empty', 'No document given.')
  try {
    const b = await readFile(input.path)
    if (b.length > MAX_DOCUMENT_BYTES)
      throw new ExtractionError('too-large', FAILURE_MESSAGES['too-large'])
    return b
  } catch (e) {
    if (e instanceof ExtractionError) throw e
    throw new ExtractionError('broken', `The document cannot be read: ${(e as Error).message}`, {
      cause: e,
    })
  }
}

function checkAbort(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ExtractionError('aborted', FAILURE_MESSAGES.aborted)
}

async function extractPdf(
  bytes: Uint8Array,
  input: ExtractDocumentInput,
): Promise<ExtractDocumentOutput> {
  const pdf = await openPdfSource(bytes, input.password)
  const candidates: SourcedCandidate[] = []
  const dates = noDateOrderEvidence()
  const pageLines = new Map<number, readonly Line[]>()
  const pageReports: PageReport[] = []
  const warnings: string[] = []
  const ocrTexts: OcrPageText[] = []
  let done = 0
  let next = 1
  // Two lanes: while one page is in OCR (its own thread), the next is rendered or read.
  const lane = async (): Promise<void> => {
    while (next <= pdf.pages) {
      const n = next++
      checkAbort(input.signal)
      try {
        pageReports.push(await readPdfPage(pdf, n, candidates, dates, ocrTexts, pageLines))
      } catch (e) {
        if (!(e instanceof ExtractionError) || e.reason === 'aborted') throw e
        pageReports.push({ page: n, source: 'failed' })
        warnings.push(`Page ${n}: ${e.message}`)
      }
      input.onProgress?.(++done, pdf.pages)
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(PAGE_LANES, pdf.pages) }, lane))
  } finally {
    await pdf.close()
  }
  pageReports.sort((a, b) => a.page - b.page)
  if (pageReports.every((p) => p.source === 'failed'))
    throw new ExtractionError('broken', FAILURE_MESSAGES.broken)
  // No page had any text, form value or readable ink: an empty document, not an empty result.
  if (pageReports.every((p) => p.source === 'failed' || (p.words ?? 0) === 0))
    throw new ExtractionError('empty', FAILURE_MESSAGES.empty)
  const documentLines = [...pageLines.entries()].sort(([a], [b]) => a - b).flatMap(([, l]) => l)
  const considered = considerResults(
    inDocumentDateOrder(withoutShortForms(acrossPages(candidates, documentLines)), dates),
  )
  return {
    fields: proposeResults(considered),
    ...(input.explain === true ? { considered } : {}),
    pages: pdf.pages,
    pageReports,
    warnings,
    ocrTexts: ocrTexts.sort((a, b) => a.page - b.page),
  }
}

/** Read one PDF page into candidates: form fields, the text layer, or OCR when it has neither. */
async function readPdfPage(
  pdf: PdfSource,
  n: number,
  out: SourcedCandidate[],
  dates: DateOrderEvidence,
  ocrTexts: OcrPageText[],
  pageLines: Map<number, readonly Line[]>,
): Promise<PageReport> {
  const fields = await pdf.formFields(n)
  const text = await pdf.textTokens(n)
  for (const f of fields) addDateOrderEvidence(dates, f.value)
  for (const c of matchFormFields(fields)) out.push({ ...c, source: 'form-field' })
  if (text.chars < MIN_TEXT_LAYER_CHARS && fields.length === 0) {
    // A short text layer is read as it is (a one-line page is not empty), and the page is also
    // OCRed in case it is a scan with a few words of text on top (a stamp, a page number).
    const textLines = readingLines(text.tokens, text.aspect)
    pageLines.set(n, textLines)
    for (const c of readLines(textLines, text.aspect, dates))
      out.push({ ...c, source: 'text-layer' })
    const { rgba, width, height, ink } = await pdf.renderPage(n, OCR_DPI)
    // Nothing drawn but the (unrendered) text: OCR of a white page only costs time.
    if (ink < BLANK_PAGE_INK)
      return text.tokens.length > 0
        ? { page: n, source: 'text-layer', words: text.tokens.length }
        : { page: n, source: 'blank', words: 0 }
    const ocr = await ocrPage(n, undefined, {
      dpi: OCR_DPI,
      decoded: pixelsImage(rgba, width, height),
    })
    const ocrLines = buildLines(ocr.tokens, ocr.aspect)
    // OCR's lines are in the prepared image's frame: the document's view of them is the page's.
    pageLines.set(
      n,
      ocrLines.map((l) => originalLine(l, ocr.toOriginal)),
    )
    for (const c of readLines(ocrLines, ocr.aspect, dates))
      out.push({
        ...c,
        bbox: ocr.toOriginal(c.bbox),
        source: 'ocr',
        ocr: ocrEvidenceOf(c.bbox, ocr.tokens, ocr.meanConfidence),
      })
    ocrTexts.push({ page: n, text: searchText(ocr.tokens) })
    return {
      page: n,
      source: 'ocr',
      words: ocr.tokens.length + text.tokens.length,
      ocrConfidence: ocr.meanConfidence,
      quarterTurns: ocr.quarterTurns,
    }
  }
  // Filled widgets are not in the text layer: add their values as tokens so labels printed on
  // the page find them (fields whose names say nothing, like "Date3").
  const widgets = fields.flatMap((f) =>
    widgetTokens(f, text.aspect).map((token) => ({ field: f, token })),
  )
  const lines = readingLines([...text.tokens, ...widgets.map((w) => w.token)], text.aspect)
  pageLines.set(n, lines)
  for (const c of readLines(lines, text.aspect, dates)) {
    // A value read from part of a widget's text (the street in a remark) is the widget's too.
    const widget = widgets.find(
      (w) => boxIoU(w.token.bbox, c.bbox) > 0.3 || insideShare(c.bbox, w.token.bbox) >= 0.8,
    )
    out.push({
      ...c,
      // The widget is where the value is: its whole rectangle is the source region.
      bbox: widget === undefined ? c.bbox : widget.field.bbox,
      score: c.score * (widget !== undefined ? 0.95 : 1),
      source: widget !== undefined ? 'form-field' : 'text-layer',
    })
  }
  return {
    page: n,
    source: fields.length > 0 ? 'form-field' : 'text-layer',
    words: text.tokens.length + widgets.length,
  }
}

/**
 * The candidates of a page's lines; what their texts say about the document's date order goes
 * into `dates` (a line, not a word: OCR gives "June", "22," and "2023" apart).
 */
function readLines(lines: readonly Line[], aspect: number, dates: DateOrderEvidence): Candidate[] {
  for (const line of lines) addDateOrderEvidence(dates, line.cells.map((c) => c.text).join('  '))
  return matchLines(lines, aspect)
}

/**
 * What needs the whole document, not one page: which of a schedule's locations the mortgagee's
 * loan is on (its schedule may be on another page than the locations'), whether a lender
 * read is the insured itself (named on another page, or in another box), and which of several
 * listed policies is the lender's property policy.
 */
function acrossPages(found: SourcedCandidate[], lines: readonly Line[]): SourcedCandidate[] {
  return withLenderPolicy(withoutInsuredAsLender(withMortgagedLocation(found, lines)), lines)
}

/** A line with its cells' boxes in the page's frame (OCR reads a prepared, turned image). */
function originalLine(line: Line, toOriginal: (b: BoundingBox) => BoundingBox): Line {
  return {
    ...line,
    bbox: toOriginal(line.bbox),
    cells: line.cells.map((c) => ({
      ...c,
      bbox: toOriginal(c.bbox),
      tokens: c.tokens.map((t) => ({ ...t, bbox: toOriginal(t.bbox) })),
    })),
  }
}

/** OCR words below this confidence are kept for the matchers' doubt, not for search. */
const SEARCH_MIN_CONFIDENCE = 0.2

/** A page's OCR words as search indexes them: the words OCR read with some confidence. */
function searchText(tokens: readonly TextToken[]): string {
  return tokens
    .filter((t) => t.confidence >= SEARCH_MIN_CONFIDENCE)
    .map((t) => t.text)
    .join(' ')
}

async function extractImage(
  bytes: Uint8Array,
  input: ExtractDocumentInput,
): Promise<ExtractDocumentOutput> {
  checkAbort(input.signal)
  let ocr
  try {
    ocr = await ocrPage(1, bytes)
  } catch (e) {
    if (e instanceof ExtractionError) throw e
    throw new ExtractionError('broken', FAILURE_MESSAGES.broken, { cause: e })
  }
  if (ocr.tokens.length === 0) throw new ExtractionError('empty', FAILURE_MESSAGES.empty)
  const dates = noDateOrderEvidence()
  const lines = buildLines(ocr.tokens, ocr.aspect)
  const found: SourcedCandidate[] = readLines(lines, ocr.aspect, dates).map((c) => ({
    ...c,
    bbox: ocr.toOriginal(c.bbox),
    source: 'ocr' as const,
    ocr: ocrEvidenceOf(c.bbox, ocr.tokens, ocr.meanConfidence),
  }))
  const candidates = acrossPages(
    found,
    lines.map((l) => originalLine(l, ocr.toOriginal)),
  )
  input.onProgress?.(1, 1)
  const warnings =
    ocr.meanConfidence < 0.5 ? ['Low OCR confidence: the scan may be unreadable.'] : []
  const considered = considerResults(inDocumentDateOrder(withoutShortForms(candidates), dates))
  return {
    fields: proposeResults(considered),
    ...(input.explain === true ? { considered } : {}),
    pages: 1,
    pageReports: [
      {
        page: 1,
        source: 'ocr',
        words: ocr.tokens.length,
        ocrConfidence: ocr.meanConfidence,
        quarterTurns: ocr.quarterTurns,
      },
    ],
    warnings,
    ocrTexts: [{ page: 1, text: searchText(ocr.tokens) }],
  }
}
