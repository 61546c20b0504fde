/**
 * docs/rules.md#file-types fallback for types without a magic number (csv, eml): decide from the
 * first bytes whether a file is text at all, and whether a text looks like an RFC 822 message.
 */

const UTF16LE_BOM = [0xff, 0xfe]
const UTF16BE_BOM = [0xfe, 0xff]

const startsWith = (b: Uint8Array, sig: readonly number[]) => sig.every((v, i) => b[i] === v)

/**
 * The head of a file decoded as text, or undefined when it is binary. `truncated` says the head
 * is a prefix of a longer file (its last multi-byte character may be cut).
 */
export function decodeTextHead(head: Uint8Array, truncated: boolean): string | undefined {
  if (head.length === 0) return undefined
  if (startsWith(head, UTF16LE_BOM) || startsWith(head, UTF16BE_BOM)) {
    const le = startsWith(head, UTF16LE_BOM)
    const body = head.subarray(2, 2 + Math.floor((head.length - 2) / 2) * 2)
    const text = new TextDecoder(le ? 'utf-16le' : 'utf-16be').decode(body)
    return isMostlyPrintable(text) ? text : undefined
  }
  // A NUL byte never occurs in UTF-8 or single-byte text files: binary.
  if (head.includes(0)) return undefined
  // A cut multi-byte sequence at the end of a prefix is not an encoding error.
  const body = truncated ? head.subarray(0, trimCutUtf8(head)) : head
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(body)
  } catch {
    // Not UTF-8: legacy single-byte text (Windows-1252 / Latin-1) exports are common for CSV.
    text = new TextDecoder('latin1').decode(body)
  }
  return isMostlyPrintable(text) ? text : undefined
}

/** Length of the buffer without a trailing, incomplete UTF-8 sequence. */
function trimCutUtf8(b: Uint8Array): number {
  const i = b.length
  for (let back = 1; back <= 3 && i - back >= 0; back++) {
    const c = b[i - back]!
    if ((c & 0xc0) === 0x80) continue // continuation byte: keep looking for the lead byte
    if (c >= 0xc0) {
      const need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2
      return need > back ? i - back : i
    }
    return i
  }
  return i
}

/** Fewer than 1% control characters other than tab, line feed, carriage return, form feed. */
function isMostlyPrintable(text: string): boolean {
  if (text.length === 0) return false
  let control = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if ((c < 0x20 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0x7f) control++
  }
  return control / text.length < 0.01
}

/** A header field line: a name of printable ASCII without a colon, then a colon (RFC 5322 §2.2). */
const HEADER_LINE = /^[\x21-\x39\x3b-\x7e]+:/
/** Fields one of which every real message carries. */
const MESSAGE_FIELDS =
  /^(from|to|subject|date|message-id|received|return-path|mime-version|delivered-to|reply-to|cc|sender|content-type)$/i

/**
 * True when the text starts like an RFC 822 / 5322 message: an optional mbox "From " line, then
 * a block of header fields (with folded continuation lines) containing a usual message field.
 */
export function looksLikeEmail(text: string): boolean {
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/)
  let i = 0
  while (i < lines.length && lines[i]!.trim() === '') i++
  if (lines[i]?.startsWith('From ')) i++ // mbox separator line
  let headers = 0
  let known = false
  for (; i < lines.length; i++) {
    const line = lines[i]!
    if (line === '') break // end of the header block
    if (/^[ \t]/.test(line)) {
      if (headers === 0) return false // a continuation before any field
      continue
    }
    if (!HEADER_LINE.test(line)) return i === lines.length - 1 && headers > 0 && known // cut line
    headers++
    if (MESSAGE_FIELDS.test(line.slice(0, line.indexOf(':')))) known = true
  }
  return headers > 0 && known
}
