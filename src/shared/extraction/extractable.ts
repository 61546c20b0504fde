/**
 * Which documents the extraction engine reads, shared by the server (which refuses the others when
 * asked to extract them) and the renderer (which offers "Start extraction" only for these): PDFs
 * and the image types it OCRs. Spreadsheets, Word files, e-mails and the rest are not read.
 */
export const EXTRACTABLE_MIME_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
])

/** True when the engine reads a document of this (content-detected) MIME type. */
export function isExtractableType(mime: string | null | undefined): boolean {
  return mime != null && EXTRACTABLE_MIME_TYPES.has(mime.trim().toLowerCase())
}
