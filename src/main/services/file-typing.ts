/**
 * File typing for uploads (docs/rules.md#file-types): detect the type from the content first
 * (file-type, plus the CFB directory for legacy Office), fall back to the name's extension only for
 * types that have no magic number (csv, eml: after sniffing that the content is text), and decide
 * `supported` from the 13 types of docs/rules.md#file-types. Every refusal carries a reason a user
 * understands.
 */
import { open, stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { fileTypeFromFile } from 'file-type'
import {
  SUPPORTED_EXTENSIONS_TEXT,
  SUPPORTED_FILE_TYPES,
  extensionOf,
  isSupportedMimeType,
  mimeForExtension,
} from '../../shared/file-types'
import { isCfb, readCfbRootNames } from './cfb-directory'
import { decodeTextHead, looksLikeEmail } from './text-sniff'

export type FileTypeResult = {
  /** Extension of the detected type (canonical for supported types; `jpeg` kept when named so). */
  readonly ext: string
  readonly mime: string
  readonly supported: boolean
  /** Why the file is refused, in words a user understands (only when not supported). */
  readonly reason?: string
  /** How the type was decided: from the content, or from the name after a text sniff. */
  readonly detectedBy: 'content' | 'extension' | 'none'
}

/** How many bytes of the head are sniffed for text and own signatures. */
const HEAD_BYTES = 64 * 1024

/** Human words for types file-type knows that users drop by mistake. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  exe: 'a Windows program',
  elf: 'a Linux program',
  macho: 'a macOS program',
  msi: 'a Windows installer',
  zip: 'a zip archive',
  '7z': 'a 7-Zip archive',
  rar: 'a RAR archive',
  gz: 'a gzip archive',
  'tar.gz': 'a compressed tar archive',
  tar: 'a tar archive',
  jar: 'a Java archive',
  epub: 'an e-book (EPUB)',
  odt: 'an OpenDocument text (LibreOffice)',
  ods: 'an OpenDocument spreadsheet (LibreOffice)',
  odp: 'an OpenDocument presentation (LibreOffice)',
  docm: 'a macro-enabled Word document',
  dotm: 'a macro-enabled Word template',
  dotx: 'a Word template',
  xlsm: 'a macro-enabled Excel workbook',
  xltm: 'a macro-enabled Excel template',
  xltx: 'an Excel template',
  pptm: 'a macro-enabled PowerPoint presentation',
  potm: 'a macro-enabled PowerPoint template',
  potx: 'a PowerPoint template',
  ppsm: 'a macro-enabled PowerPoint slide show',
  ppsx: 'a PowerPoint slide show',
  vsdx: 'a Visio drawing',
  tif: 'a TIFF image',
  bmp: 'a BMP image',
  webp: 'a WebP image',
  apng: 'an animated PNG',
  heic: 'a HEIC photo',
  eps: 'an EPS graphic',
  ps: 'a PostScript file',
  rtf: 'a rich-text (RTF) document',
  xml: 'an XML file',
  ics: 'a calendar file',
  vcf: 'a contact card',
  sqlite: 'a database file',
  pst: 'an Outlook data file',
  mp4: 'a video',
  mp3: 'an audio file',
}

function describe(ext: string, mime: string): string {
  return DESCRIPTIONS[ext] ?? `a .${ext} file (${mime})`
}

function refuse(
  name: string,
  ext: string,
  mime: string,
  what: string,
  detectedBy: FileTypeResult['detectedBy'],
): FileTypeResult {
  const nameExt = extensionOf(name)
  const mismatch = nameExt !== '' && nameExt !== ext && mimeForExtension(nameExt) !== undefined
  const reason = mismatch
    ? `“${name}” is named .${nameExt} but is really ${what}; it was not uploaded.`
    : `“${name}” is ${what}, which cannot be uploaded. Supported types: ${SUPPORTED_EXTENSIONS_TEXT}.`
  return { ext, mime, supported: false, reason, detectedBy }
}

function accept(
  name: string,
  mime: string,
  detectedBy: FileTypeResult['detectedBy'],
): FileTypeResult {
  const nameExt = extensionOf(name)
  // A supported MIME type always has an extension; `jpeg` stays `jpeg` when the user named it so.
  const ext =
    mimeForExtension(nameExt) === mime
      ? nameExt
      : SUPPORTED_FILE_TYPES.find((t) => t.mime === mime)!.ext
  return { ext, mime, supported: true, detectedBy }
}

/** Legacy Office by its CFB directory: the root's stream names say what the file is. */
async function typeCompoundFile(path: string, name: string): Promise<FileTypeResult> {
  const fh = await open(path, 'r')
  let names: readonly string[] | undefined
  try {
    names = await readCfbRootNames(fh)
  } finally {
    await fh.close()
  }
  const has = (n: string) => names?.some((x) => x.toLowerCase() === n.toLowerCase()) ?? false
  if (has('WordDocument')) return accept(name, 'application/msword', 'content')
  if (has('Workbook') || has('Book')) return accept(name, 'application/vnd.ms-excel', 'content')
  // PowerPoint 4.0 decks keep their slides in a PP40 stream.
  if (has('PowerPoint Document') || has('PP40'))
    return accept(name, 'application/vnd.ms-powerpoint', 'content')
  if (has('EncryptedPackage')) {
    return {
      ext: 'cfb',
      mime: 'application/x-cfb',
      supported: false,
      reason: `“${name}” is a password-protected Office file; remove the password and upload it again.`,
      detectedBy: 'content',
    }
  }
  if (names?.some((n) => n.startsWith('__substg1.0_'))) {
    return {
      ext: 'msg',
      mime: 'application/vnd.ms-outlook',
      supported: false,
      reason: `“${name}” is an Outlook message (.msg); save it as .eml and upload that instead.`,
      detectedBy: 'content',
    }
  }
  const what = names
    ? 'a compound file that is not a Word, Excel or PowerPoint document'
    : 'a damaged Office compound file'
  return refuse(name, 'cfb', 'application/x-cfb', what, 'content')
}

/** Signatures file-type does not report (a damaged PNG after its signature, a PDF after junk). */
function ownSignature(head: Uint8Array): string | undefined {
  const b = Buffer.from(head.buffer, head.byteOffset, head.byteLength)
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png'
  }
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg'
  const ascii6 = b.subarray(0, 6).toString('latin1')
  if (ascii6 === 'GIF87a' || ascii6 === 'GIF89a') return 'image/gif'
  // PDF readers accept the header anywhere in the first 1024 bytes.
  if (b.subarray(0, 1024).includes('%PDF-')) return 'application/pdf'
  // Excel 2.x–4.x files are a bare BIFF stream (no CFB): a BOF record 0x0009/0x0209/0x0409.
  if (b[0] === 0x09 && [0x00, 0x02, 0x04].includes(b[1]!) && b[3] === 0x00 && b.length >= 8) {
    return 'application/vnd.ms-excel'
  }
  return undefined
}

/**
 * The type of a file on disk, from its content first (docs/rules.md#file-types). `name` is the name
 * the user sees (defaults to the path's base name; a staged browser upload passes the original
 * name).
 */
export async function detectFileType(
  path: string,
  name = basename(path),
  /** What a stat of the file just said, when the caller has one (a batch stats every file). */
  known?: { readonly isFile: () => boolean; readonly size: number },
): Promise<FileTypeResult> {
  const nameExt = extensionOf(name)
  const info = known ?? (await stat(path))
  if (!info.isFile()) {
    return {
      ext: nameExt,
      mime: 'application/octet-stream',
      supported: false,
      reason: `“${name}” is not a file.`,
      detectedBy: 'none',
    }
  }
  if (info.size === 0) {
    return {
      ext: nameExt,
      mime: 'application/octet-stream',
      supported: false,
      reason: `“${name}” is empty (0 bytes); there is nothing to upload.`,
      detectedBy: 'none',
    }
  }

  const fh = await open(path, 'r')
  let head = Buffer.allocUnsafe(Math.min(HEAD_BYTES, info.size))
  try {
    // Only the bytes read count (a file that shrank since its stat has a shorter head).
    head = head.subarray(0, (await fh.read(head, 0, head.length, 0)).bytesRead)
  } finally {
    await fh.close()
  }
  const text = decodeTextHead(head, info.size > head.length)

  const detected = await fileTypeFromFile(path)
  // Audio frame-sync signatures are two bytes: a UTF-16 text (FF FE …) looks like MPEG audio.
  const weak = detected && /^(audio|video)\//.test(detected.mime) && text !== undefined
  if (detected && !weak) {
    if (detected.ext === 'cfb') return typeCompoundFile(path, name)
    if (isSupportedMimeType(detected.mime)) return accept(name, detected.mime, 'content')
    return refuse(
      name,
      detected.ext,
      detected.mime,
      describe(detected.ext, detected.mime),
      'content',
    )
  }

  if (isCfb(head)) return typeCompoundFile(path, name)
  const own = ownSignature(head)
  if (own) return accept(name, own, 'content')

  if (text === undefined) {
    // Binary content nobody recognises: the name alone must not make it a PDF or a spreadsheet.
    const mime = mimeForExtension(nameExt)
    const what = mime
      ? `damaged or not really a .${nameExt} file (its content is not recognised)`
      : 'a file of an unknown type'
    return {
      ext: nameExt,
      mime: 'application/octet-stream',
      supported: false,
      reason: `“${name}” is ${what}; it was not uploaded.`,
      detectedBy: 'none',
    }
  }
  // docs/rules.md#file-types: text has no magic number, so the extension decides — after checking
  // the content.
  if (nameExt === 'csv') return accept(name, 'text/csv', 'extension')
  if (nameExt === 'eml' || (nameExt === '' && looksLikeEmail(text))) {
    if (looksLikeEmail(text)) return accept(name, 'message/rfc822', 'extension')
    return {
      ext: 'eml',
      mime: 'text/plain',
      supported: false,
      reason: `“${name}” is named .eml but does not start with e-mail headers (From:, Subject:, …); it was not uploaded.`,
      detectedBy: 'extension',
    }
  }
  return refuse(name, 'txt', 'text/plain', 'a plain-text file', 'extension')
}
