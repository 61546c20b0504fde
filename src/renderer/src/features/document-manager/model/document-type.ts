import { extensionForMimeType, mimeForExtension } from '../../../../../shared/file-types'

/** Short labels for content types the detector reports that are not in the supported list. */
const OTHER_LABELS: Readonly<Record<string, string>> = {
  'text/plain': 'TXT',
  'text/html': 'HTML',
  'application/zip': 'ZIP',
  'application/octet-stream': 'BIN',
}

/**
 * The Type column and preview tag: the type detected from the file's content (`fileType`, a MIME
 * type), shown as its usual extension in capitals. The extension of the name is only the fallback
 * when the content type is missing, because a PNG renamed to `.pdf` is still a PNG.
 */
export function documentTypeLabel(d: {
  readonly fileType: string
  readonly fileExt: string
}): string {
  const mime = d.fileType.trim().toLowerCase()
  const ext = mime ? (extensionForMimeType(mime) ?? OTHER_LABELS[mime]) : undefined
  if (ext) return ext.toUpperCase()
  if (mime) return mime.split('/').pop()!.toUpperCase()
  return d.fileExt ? d.fileExt.toUpperCase() : '?'
}

/**
 * Whether the name's extension claims another type than the content has (a PNG named `.pdf`).
 * Unknown extensions and missing content types are not flagged: there is nothing to compare.
 */
export function typeMismatch(d: { readonly fileType: string; readonly fileExt: string }): boolean {
  const mime = d.fileType.trim().toLowerCase()
  const claimed = mimeForExtension(d.fileExt)
  if (!mime || !claimed) return false
  // CSV has no magic number: detectors report it as plain text.
  if (claimed === 'text/csv' && mime === 'text/plain') return false
  return claimed !== mime
}

/** The tooltip of a flagged type: what the name says against what the content is. */
export function typeMismatchText(d: {
  readonly fileType: string
  readonly fileExt: string
}): string {
  return `Named .${d.fileExt.toLowerCase()} but the content is ${documentTypeLabel(d)}`
}
