/**
 * A name safe to create as ONE file on Windows, macOS and Linux, for what the app writes to disk
 * (archive entries, downloads, archive names). The stored document name is never changed: only
 * the copy written out.
 *
 * - Separators, characters Windows refuses (`<>:"/\|?*`) and control characters become `_`: a
 *   name can neither climb out of its folder nor be refused by the OS.
 * - Invisible format characters (Unicode Cf: bidi overrides such as U+202E, which can make
 *   `invoice‮fdp.exe` look like `invoiceexe.pdf`, zero-width characters, the BOM) are removed.
 * - Leading and trailing dots and spaces go (Windows drops trailing ones; a leading dot hides).
 * - Windows' reserved device names (CON, PRN, AUX, NUL, COM1–9, LPT1–9, with any extension)
 *   get a `_` in front: `CON.pdf` would otherwise open the console, not a file.
 */

// eslint-disable-next-line no-control-regex
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f]/g
const FORMAT = /\p{Cf}/gu
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i

/** The longest name written (bytes matter on some file systems; 200 characters leave room). */
const MAX_LENGTH = 200

export function safeFileName(name: string, fallback = 'document'): string {
  const cleaned = name
    .normalize('NFC')
    .replace(FORMAT, '')
    .replace(UNSAFE, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/[.\s]+$/, '')
  if (cleaned === '') return fallback
  return RESERVED.test(cleaned) ? `_${cleaned}` : cleaned
}
