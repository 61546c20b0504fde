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

/** How far from the end a PDF's end marker may sit (readers accept trailing bytes up to 1 KB). */
const END_MARKER_WINDOW = 1024

/**
 * True when `%%EOF` is in the file's last kilobyte. Without it the file is cut off or is not a
 * PDF at all, and pdf-lib's recovery parser, which runs synchronously, spends tens of seconds on a
 * large one (about 40 s for 24 MB of noise behind a PDF header), freezing the server meanwhile.
 */
export function hasEndMarker(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - END_MARKER_WINDOW))
  return Buffer.from(tail).toString('latin1').includes('%%EOF')
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
  if (!hasEndMarker(bytes)) return { pages: null, problem: 'broken' }
  const doc = await loadPdf(bytes)
  return doc ? { pages: doc.getPageCount(), problem: null } : { pages: null, problem: 'broken' }
}
