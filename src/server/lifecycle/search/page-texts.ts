/**
 * What the search indexer reads from a stored file: for a PDF, the text layer of each page (pdf.js,
 * as the extraction engine reads it) and whether the file can be merged (encrypted or broken, see
 * merge/pdf-check.ts). Images and other types have no text layer: a scan's words come from OCR
 * when it is extracted (page-store.ts). Runs in the file reader's worker thread (file-reader.ts):
 * pdf-lib parses synchronously.
 */
import { checkPdf, type PdfCheck, type PdfProblem } from '../merge/pdf-check'

/** One page's words, in reading order as pdf.js gives them. */
export type PageText = { readonly page: number; readonly text: string }

export type FileTexts = {
  readonly pages: number | null
  readonly problem: PdfProblem | null
  readonly texts: readonly PageText[]
  /** Why the text could not be read, when it could not (the file is then found by name only). */
  readonly unreadable?: string
}

/**
 * Characters kept per page: far beyond any real page, and it keeps a page's tsvector well under
 * PostgreSQL's 1 MB limit.
 */
export const MAX_PAGE_CHARS = 100_000

/** Lets the thread's event loop run between pages (the messages waiting for it). */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A page's text as stored: runs joined by spaces, control characters dropped, length capped. */
export function cleanPageText(runs: readonly string[]): string {
  return (
    runs
      .join(' ')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_PAGE_CHARS)
  )
}

/**
 * Reads the text layer and mergeability of a file of the given MIME type; `onChecked` hears the
 * mergeability as soon as it is known, before the pages are read.
 */
export async function readFileTexts(
  bytes: Uint8Array,
  fileType: string,
  onChecked?: (check: PdfCheck) => void,
): Promise<FileTexts> {
  if (fileType !== 'application/pdf') return { pages: null, problem: null, texts: [] }
  const check = await checkPdf(bytes)
  onChecked?.(check)
  if (check.problem === 'broken') return { ...check, texts: [] }
  // pdf.js (loaded on first use: a server that never indexes a PDF never loads it) opens PDFs
  // encrypted with an empty user password, so their text is still searchable.
  const { openPdf } = await import('../../extraction/pdf-reader')
  let pdf
  try {
    pdf = await openPdf(bytes)
  } catch {
    return { ...check, texts: [] }
  }
  const texts: PageText[] = []
  try {
    for (let n = 1; n <= pdf.pages; n++) {
      await breathe()
      const { tokens } = await pdf.textTokens(n).catch(() => ({ tokens: [] }))
      const text = cleanPageText(tokens.map((t) => t.text))
      if (text !== '') texts.push({ page: n, text })
    }
  } finally {
    await pdf.close()
  }
  return { pages: check.pages ?? pdf.pages, problem: check.problem, texts }
}
