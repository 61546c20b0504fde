/**
 * PDF reading with pdf.js (legacy build, the one that runs in Node): AcroForm values with their
 * widget boxes, the text layer with positions, and page rendering (onto @napi-rs/canvas) for
 * pages that have no text layer. Boxes are converted to top-left normalised here, once.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { getDocument, pdfWorker } from './pdfjs'
import type { TextItem } from 'pdfjs-dist/types/src/display/api'
import { pdfRectToBox, textItemToBox, type PdfViewBox } from './coordinates'
import { glyphOffsets } from './glyph-widths'
import { ExtractionError, FAILURE_MESSAGES } from './extraction-error'
import type { FormFieldValue, TextToken } from './types'

// Not named `require`: the electron-vite main bundle declares its own `require` shim.
const resolveFromHere = createRequire(import.meta.url)
const PDFJS_DIR = dirname(resolveFromHere.resolve('pdfjs-dist/package.json'))
// Local data (never a CDN): CMaps for CJK text.

/**
 * The standard-font files (Helvetica, Times…) are not loaded, on purpose: text extraction uses
 * pdf.js's built-in metrics, and parsing those font programs for every document made text pages
 * several times slower. Pages that need rendering have no text layer (they are images). The
 * refusal is one shared error: pdf.js asks once per font and page, and a stack trace each time
 * was itself a measurable cost.
 */
const NO_STANDARD_FONT = new Error('standard font data is not loaded (text extraction only)')
class NoStandardFontData {
  async fetch(): Promise<Uint8Array> {
    throw NO_STANDARD_FONT
  }
}
const CMAPS = pathToFileURL(join(PDFJS_DIR, 'cmaps') + '/').pathname

/** pdf.js's own canvas factory (its @napi-rs/canvas copy), as far as rendering needs it. */
interface PdfCanvasFactory {
  create(
    width: number,
    height: number,
  ): {
    canvas: { encode(format: 'png'): Promise<Buffer> }
    context: {
      fillStyle: string
      fillRect(x: number, y: number, w: number, h: number): void
      getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray }
    }
  }
}

type RenderContext = Parameters<PDFPageProxy['render']>[0]['canvasContext']

/** A page needs OCR when its text layer has fewer visible characters than this. */
export const MIN_TEXT_LAYER_CHARS = 20

/** An open PDF. Call `close()` when done. */
export interface PdfSource {
  readonly pages: number
  readonly hasForm: boolean
  formFields(pageNumber: number): Promise<FormFieldValue[]>
  textTokens(pageNumber: number): Promise<{ tokens: TextToken[]; aspect: number; chars: number }>
  /** The page rendered at `dpi`, as PNG bytes, with its pixel size. */
  /** A page drawn at `dpi`: its RGBA pixels and the share of its area covered by ink. */
  renderPage(
    pageNumber: number,
    dpi: number,
  ): Promise<{ rgba: Uint8ClampedArray; width: number; height: number; ink: number }>
  close(): Promise<void>
}

/** Open a PDF from its bytes; encrypted, broken and empty files fail with an ExtractionError. */
export async function openPdf(bytes: Uint8Array, password?: string): Promise<PdfSource> {
  if (bytes.length === 0) throw new ExtractionError('empty', FAILURE_MESSAGES.empty)
  let doc: PDFDocumentProxy
  // pdf.js takes ownership of (and may detach) the buffer it gets: give it a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    worker: pdfWorker,
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    cMapUrl: CMAPS,
    cMapPacked: true,
    StandardFontDataFactory: NoStandardFontData,
    useWorkerFetch: false,
    stopAtErrors: false,
    ...(password !== undefined ? { password } : {}),
  })
  try {
    doc = await task.promise
  } catch (e) {
    // The worker is shared: a document that failed to open is closed on its side too.
    await task.destroy().catch(() => undefined)
    throw classifyOpenError(e)
  }
  if (doc.numPages === 0) {
    await doc.destroy()
    throw new ExtractionError('empty', FAILURE_MESSAGES.empty)
  }
  const fieldObjects = await doc.getFieldObjects().catch(() => null)
  const hasForm = fieldObjects !== null && Object.keys(fieldObjects).length > 0

  const page = async (n: number): Promise<PDFPageProxy> => {
    try {
      return await doc.getPage(n)
    } catch (e) {
      throw new ExtractionError('broken', FAILURE_MESSAGES.broken, { cause: e })
    }
  }

  return {
    pages: doc.numPages,
    hasForm,
    async formFields(n) {
      if (!hasForm) return []
      const p = await page(n)
      const annotations = (await p.getAnnotations({ intent: 'display' }).catch(() => [])) as Array<{
        subtype?: string
        fieldName?: string
        fieldType?: string
        fieldValue?: unknown
        rect?: number[]
      }>
      const view = p.view as unknown as PdfViewBox
      const out: FormFieldValue[] = []
      for (const a of annotations) {
        if (a.subtype !== 'Widget' || (a.fieldType !== 'Tx' && a.fieldType !== 'Ch')) continue
        const value = Array.isArray(a.fieldValue) ? a.fieldValue.join(', ') : a.fieldValue
        if (typeof value !== 'string' || value.trim() === '' || a.rect === undefined) continue
        out.push({
          name: a.fieldName ?? '',
          value,
          bbox: pdfRectToBox(n, a.rect, view, p.rotate),
        })
      }
      return out
    },
    async textTokens(n) {
      const p = await page(n)
      const view = p.view as unknown as PdfViewBox
      const vp = p.getViewport({ scale: 1 })
      const content = await p.getTextContent().catch((e: unknown) => {
        throw new ExtractionError('broken', FAILURE_MESSAGES.broken, { cause: e })
      })
      const tokens: TextToken[] = []
      let chars = 0
      for (const item of content.items) {
        if (!('str' in item)) continue
        const ti = item as TextItem
        const text = ti.str.trim()
        if (text === '') continue
        chars += text.replace(/\s/g, '').length
        const monospace = content.styles[ti.fontName]?.fontFamily === 'monospace'
        tokens.push(...splitRun(n, ti, view, p.rotate, monospace))
      }
      return { tokens, aspect: vp.width / vp.height, chars }
    },
    async renderPage(n, dpi) {
      const p = await page(n)
      const vp = p.getViewport({ scale: dpi / 72 })
      const width = Math.ceil(vp.width)
      const height = Math.ceil(vp.height)
      // Canvases from pdf.js's own factory: pdf.js ships its own @napi-rs/canvas and its Path2D
      // objects are only accepted by canvases of that same copy.
      const factory = doc.canvasFactory as unknown as PdfCanvasFactory
      const { context } = factory.create(width, height)
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, width, height)
      await p.render({ canvasContext: context as unknown as RenderContext, viewport: vp }).promise
      const rgba = context.getImageData(0, 0, width, height).data
      return { rgba, width, height, ink: inkShare(rgba, width, height) }
    },
    async close() {
      await doc.destroy()
    },
  }
}

/**
 * A pdf.js text run often holds several words separated by wide spaces (a form's label and its
 * value, two table cells): split it at runs of 2+ spaces so each part gets its own box.
 */
function splitRun(
  n: number,
  item: TextItem,
  view: PdfViewBox,
  rotation: number,
  monospace: boolean,
): TextToken[] {
  const full = textItemToBox(n, item.transform, item.width, view, rotation)
  const font = item.fontName
  const style = monospace ? { font, monospace } : { font }
  // Parts are set apart by two or more spaces, or by a bar or a middle dot between spaces
  // ("Policy #: P1 | Quote #: Q2", "Built 1955 · Frame"), which is dropped. Most runs have no
  // such gap: one token, without running the separator pattern.
  const parts = mayHaveParts(item.str) ? runParts(item.str) : []
  if (parts.length <= 1) return [{ text: item.str.trim(), bbox: full, confidence: 1, ...style }]
  // Parts set apart by several spaces: each its own token, placed by glyph widths.
  const at = glyphOffsets(item.str, monospace)
  const w = full.x1 - full.x0
  return parts.map((m) => ({
    text: m.text,
    bbox: {
      ...full,
      x0: full.x0 + w * (at[m.index] ?? 0),
      x1: full.x0 + w * (at[m.index + m.text.length] ?? 1),
    },
    confidence: 1,
    ...style,
    ...(m.marked ? { cellStart: true } : {}),
  }))
}

/** Where a run's parts break: two or more spaces, or a bar or middle dot between spaces. */
const PART_BREAK = / {2,}(?:[|·•] +)?| [|·•] +/g

/**
 * False when PART_BREAK cannot match in `str`: every break holds two spaces in a row or a space
 * before a bar or a middle dot.
 */
function mayHaveParts(str: string): boolean {
  return str.includes('  ') || str.includes(' |') || str.includes(' ·') || str.includes(' •')
}

/** The parts of a text run with their character offsets, separators left out. */
export function runParts(str: string): Array<{ text: string; index: number; marked: boolean }> {
  const out: Array<{ text: string; index: number; marked: boolean }> = []
  let from = 0
  let marked = false
  const push = (to: number): void => {
    const raw = str.slice(from, to)
    const text = raw.trim()
    if (text !== '') out.push({ text, index: from + raw.indexOf(text), marked })
  }
  for (const m of str.matchAll(PART_BREAK)) {
    push(m.index)
    from = m.index + m[0].length
    // A bar or a dot between the parts separates two fields, however narrow the gap.
    marked = /[|·•]/.test(m[0])
  }
  push(str.length)
  return out
}

/** Ink is at least this much darker than the page's paper (grey levels)… */
const INK_BELOW_PAPER = 40
/** …or darker than this whatever the paper (a dark-papered page's ink). */
const DARK_INK = 160

/**
 * Share of ink pixels on an RGBA page (sampled every 4th pixel): ~0 for a blank page. Ink is
 * what stands out from the page's own paper (its median grey): a faded scan's grey print on white
 * (ink at 150–200) is ink there, where a fixed dark level would call the page blank and never
 * read it.
 */
export function inkShare(data: Uint8ClampedArray, width: number, height: number): number {
  const hist = new Uint32Array(256)
  let seen = 0
  for (let y = 0; y < height; y += 4) {
    for (let x = 0; x < width; x += 4) {
      const i = (y * width + x) * 4
      seen++
      hist[Math.round(((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255)) / 3)]!++
    }
  }
  if (seen === 0) return 0
  let paper = 255
  for (let v = 0, below = 0; v < 256; v++) {
    below += hist[v]!
    if (below >= seen / 2) {
      paper = v
      break
    }
  }
  const threshold = Math.max(DARK_INK, paper - INK_BELOW_PAPER)
  let dark = 0
  for (let v = 0; v < threshold; v++) dark += hist[v]!
  return dark / seen
}

/** pdf.js open errors to clean failure reasons. */
function classifyOpenError(e: unknown): ExtractionError {
  const name = (e as { name?: string } | null)?.name ?? ''
  if (name === 'PasswordException')
    return new ExtractionError('encrypted', FAILURE_MESSAGES.encrypted, { cause: e })
  return new ExtractionError('broken', FAILURE_MESSAGES.broken, { cause: e })
}
