/**
 * docs/rules.md#file-types: the 13 supported file extensions, each with its real MIME type.
 * docs/rules.md#file-types: a file counts as supported only when its MIME type is in this list.
 */
export const SUPPORTED_FILE_TYPES = [
  { ext: 'pdf', mime: 'application/pdf' },
  { ext: 'jpg', mime: 'image/jpeg' },
  { ext: 'jpeg', mime: 'image/jpeg' },
  { ext: 'png', mime: 'image/png' },
  { ext: 'doc', mime: 'application/msword' },
  {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { ext: 'xls', mime: 'application/vnd.ms-excel' },
  { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { ext: 'csv', mime: 'text/csv' },
  { ext: 'gif', mime: 'image/gif' },
  { ext: 'ppt', mime: 'application/vnd.ms-powerpoint' },
  {
    ext: 'pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  { ext: 'eml', mime: 'message/rfc822' },
] as const

export type SupportedExtension = (typeof SUPPORTED_FILE_TYPES)[number]['ext']
export type SupportedMimeType = (typeof SUPPORTED_FILE_TYPES)[number]['mime']

const MIME_SET: ReadonlySet<string> = new Set(SUPPORTED_FILE_TYPES.map((t) => t.mime))

/** The supported extensions as a message names them: "pdf, jpg, jpeg, …" (each once). */
export const SUPPORTED_EXTENSIONS_TEXT = [...new Set(SUPPORTED_FILE_TYPES.map((t) => t.ext))].join(
  ', ',
)

/** True when a MIME type is one of the supported ones (docs/rules.md#file-types). */
export function isSupportedMimeType(mime: string | null | undefined): mime is SupportedMimeType {
  return mime != null && MIME_SET.has(mime.toLowerCase())
}

/** The MIME type for an extension (with or without the dot), or undefined when unsupported. */
export function mimeForExtension(ext: string): SupportedMimeType | undefined {
  const e = ext.replace(/^\./, '').toLowerCase()
  return SUPPORTED_FILE_TYPES.find((t) => t.ext === e)?.mime
}

/** The canonical extension for a supported MIME type (jpeg files get `jpg`). */
export function extensionForMimeType(mime: string): SupportedExtension | undefined {
  return SUPPORTED_FILE_TYPES.find((t) => t.mime === mime.toLowerCase())?.ext
}

/** The lower-case extension of a file name, without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

/**
 * The accepted-types map for a file picker or drop zone (react-dropzone's `accept` shape):
 * MIME type → extensions with their dot.
 */
export const ACCEPTED_UPLOAD_TYPES: Readonly<Record<string, readonly string[]>> =
  SUPPORTED_FILE_TYPES.reduce<Record<string, string[]>>((acc, t) => {
    ;(acc[t.mime] ??= []).push(`.${t.ext}`)
    return acc
  }, {})

/** Types the browser previews natively inside a frame (docs/rules.md#preview). */
export const NATIVE_PREVIEW_MIME_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'application/pdf',
])

/** Already-compressed types: an archive stores these instead of deflating them again. */
export const COMPRESSED_MIME_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
])
