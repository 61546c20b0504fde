/**
 * The document kind the engine reads, from the content's magic bytes first (a mislabelled upload
 * is still read correctly) and the declared MIME type second.
 */

/** What the engine can read. */
export type ExtractableKind = 'pdf' | 'png' | 'jpeg' | 'gif'

/** The kind of a document, or undefined when the engine cannot read it. */
export function detectKind(bytes: Uint8Array, mimeType?: string): ExtractableKind | undefined {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1')
  if (head.includes('%PDF-')) return 'pdf'
  if (bytes[0] === 0x89 && head.startsWith('\x89PNG')) return 'png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif'
  switch (mimeType?.toLowerCase()) {
    case 'application/pdf':
      return 'pdf'
    case 'image/png':
      return 'png'
    case 'image/jpeg':
      return 'jpeg'
    case 'image/gif':
      return 'gif'
    case undefined:
    default:
      return undefined
  }
}
