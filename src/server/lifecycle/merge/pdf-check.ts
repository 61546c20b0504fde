/**
 * Whether a stored PDF can be merged (docs/rules.md#merge): an encrypted PDF cannot (its pages
 * cannot be copied into another file without its keys), nor one that cannot be parsed. Read once
 * per file by the search indexer (which records the answer) and again by the merge itself.
 */
import { PDFDocument } from 'pdf-lib'

/** Why a PDF cannot be merged. */
export type PdfProblem = 'encrypted' | 'broken'

/** What checking a PDF found: its page count when it could be read, and any problem. */
export type PdfCheck = { readonly pages: number | null; readonly problem: PdfProblem | null }

/** Bytes searched for the encryption dictionary at each end of the file. */
const TRAILER_WINDOW = 1024 * 1024

/**
 * True when the file names an encryption dictionary in a trailer (or, for cross-reference streams,
 * in their dictionary, which is never encrypted itself). Trailers sit at the end of the file, and
 * at its start in linearized files. pdf-lib cannot be asked: with AES it fails on the encrypted
 * object streams before it reads the trailer.
 */
export function namesEncryption(bytes: Uint8Array): boolean {
  const ends =
    bytes.length <= 2 * TRAILER_WINDOW
      ? [bytes]
      : [bytes.subarray(0, TRAILER_WINDOW), bytes.subarray(bytes.length - TRAILER_WINDOW)]
  return ends.some((part) =>
    /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(Buffer.from(part).toString('latin1')),
  )
}

/** Loads a PDF with pdf-lib, or null when it cannot be parsed into at least one page. */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument | null> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false })
    return doc.getPageCount() > 0 ? doc : null
  } catch {
    return null
  }
}

/** Checks a PDF's bytes: encrypted, broken, or its page count. */
export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  if (namesEncryption(bytes)) return { pages: null, problem: 'encrypted' }
  const doc = await loadPdf(bytes)
  return doc ? { pages: doc.getPageCount(), problem: null } : { pages: null, problem: 'broken' }
}
