/**
 * Does the content match the declared type? The uploader types a file from its content, but the
 * server must not take its word: it sniffs the first bytes of what it received at registration
 * and refuses bytes of another kind (a program declared as a PDF). The rule compares families,
 * as loosely as the uploader's own typing allows: an Office Open XML file is a zip whose first
 * entries may not say which one it is, a legacy Office file is a compound file, and CSV and
 * e-mail have no magic number (any content that is not a known binary format passes).
 */
import { fileTypeFromBuffer } from 'file-type'

type Family = 'pdf' | 'png' | 'jpeg' | 'gif' | 'ooxml' | 'cfb' | 'text'

const FAMILY_OF_DECLARED: Readonly<Record<string, Family>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'ooxml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'ooxml',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'ooxml',
  'application/msword': 'cfb',
  'application/vnd.ms-excel': 'cfb',
  'application/vnd.ms-powerpoint': 'cfb',
  'text/csv': 'text',
  'message/rfc822': 'text',
}

const OOXML_DETECTED = new Set([
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
])

/** Signatures file-type leaves out or reads strictly (the uploader accepts them too). */
function ownFamily(head: Buffer): Family | undefined {
  if (head.subarray(0, 1024).includes('%PDF-')) return 'pdf'
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  const six = head.subarray(0, 6).toString('latin1')
  if (six === 'GIF87a' || six === 'GIF89a') return 'gif'
  const cfb = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  if (head.subarray(0, 8).equals(cfb)) return 'cfb'
  // A zip whose first entries file-type could not read within the head: Office Open XML.
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'ooxml'
  // Excel 2.x–4.x: a bare BIFF stream.
  if (head[0] === 0x09 && [0x00, 0x02, 0x04].includes(head[1]!) && head[3] === 0x00) return 'cfb'
  return undefined
}

function familyOfDetected(mime: string): Family | 'other' {
  if (mime === 'application/pdf') return 'pdf'
  if (mime === 'image/png') return 'png'
  if (mime === 'image/jpeg') return 'jpeg'
  if (mime === 'image/gif') return 'gif'
  if (OOXML_DETECTED.has(mime)) return 'ooxml'
  if (mime === 'application/x-cfb') return 'cfb'
  return 'other'
}

/**
 * Null when the head fits the declared type; otherwise what the content really is (a MIME type,
 * or "unrecognised content"), for the refusal.
 */
export async function contentMismatch(head: Buffer, declared: string): Promise<string | null> {
  const want = FAMILY_OF_DECLARED[declared.toLowerCase()]
  if (!want) return declared
  const detected = await fileTypeFromBuffer(head).catch(() => undefined)
  // Two-byte audio frame syncs match text (UTF-16 starts with FF FE): not evidence of a type.
  const strong = detected != null && !/^(audio|video)\//.test(detected.mime) ? detected : undefined
  if (strong) {
    const family = familyOfDetected(strong.mime)
    return family === want ? null : strong.mime
  }
  // Nothing file-type knows: the signatures it reads strictly, or text.
  const own = ownFamily(head)
  if (want === 'text') return own ? `a ${own.toUpperCase()} file` : null
  return own === want ? null : 'unrecognised content'
}
