import { NATIVE_PREVIEW_MIME_TYPES, mimeForExtension } from '../../../../../shared/file-types'

export type PreviewKind = 'frame' | 'image' | 'docx' | 'sheet' | 'csv' | 'eml' | 'external' | 'none'

/** The external online viewer of docs/rules.md#preview, embedding the document's URL. */
export const EXTERNAL_VIEWER_URL = 'https://view.officeapps.live.com/op/embed.aspx?src='

/**
 * True for an absolute https URL (docs/rules.md#preview: relative URLs never go to the external
 * viewer).
 */
export function isAbsoluteHttpsUrl(url: string | null | undefined): url is string {
  if (!url) return false
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}

/** The message for a legacy (or password-protected) Excel file. */
export const LEGACY_WORKBOOK_MESSAGE =
  'This is a legacy Excel 97–2003 workbook (.xls) or a password-protected one. It cannot be ' +
  'previewed here: only .xlsx workbooks are read on this computer. Download the file to open it ' +
  'in a spreadsheet program.'

/** A legacy Excel 97–2003 workbook (.xls), by its detected type or, failing that, its name. */
export function isLegacyExcel(doc: {
  readonly fileType: string
  readonly fileExt: string
}): boolean {
  const mime = doc.fileType.toLowerCase()
  if (mime === 'application/vnd.ms-excel') return true
  return doc.fileExt.toLowerCase() === 'xls' && !mime.endsWith('spreadsheetml.sheet')
}

/**
 * How a document previews. docs/rules.md#preview/docs/rules.md#limits: PDF natively in a frame;
 * JPEG, PNG (and GIF) natively as an image the viewer fits to the pane's width and zooms. Other
 * types render locally where a library can (offline); the external viewer only for an absolute
 * https URL and only when enabled in settings; otherwise none (the "no preview" panel with a
 * download button).
 */
export function previewKind(
  doc: { readonly fileType: string; readonly fileExt: string; readonly signed?: string | null },
  externalViewerEnabled: boolean,
): PreviewKind {
  if (!doc.signed) return 'none'
  const mime = (doc.fileType || mimeForExtension(doc.fileExt) || '').toLowerCase()
  const ext = doc.fileExt.toLowerCase()
  if (NATIVE_PREVIEW_MIME_TYPES.has(mime)) return mime === 'application/pdf' ? 'frame' : 'image'
  if (mime === 'image/gif' || ext === 'gif') return 'image'
  if (ext === 'docx' || mime.endsWith('wordprocessingml.document')) return 'docx'
  if (ext === 'xlsx' || mime.endsWith('spreadsheetml.sheet')) return 'sheet'
  // A legacy .xls has no maintained, safe reader here: the external viewer may show it, otherwise
  // the "no preview" panel says why (legacyExcel) and offers the download.
  if (isLegacyExcel(doc)) {
    return externalViewerEnabled && isAbsoluteHttpsUrl(doc.signed) ? 'external' : 'none'
  }
  if (ext === 'csv' || mime === 'text/csv') return 'csv'
  if (ext === 'eml' || mime === 'message/rfc822') return 'eml'
  if (externalViewerEnabled && isAbsoluteHttpsUrl(doc.signed)) return 'external'
  return 'none'
}
