/**
 * End markers: formats that say where they end, so the watched inbox can tell a file a program is
 * still writing (or one that was cut off) from a complete one, whatever its size and times say.
 * The type is taken from the first bytes, never from the name:
 * - PDF (`%PDF-`): `%%EOF` within the last 1,024 bytes (readers accept trailing junk that long);
 * - ZIP-based Office and other zips (`PK\x03\x04`): the end-of-central-directory record, with the
 *   central directory it points at inside the file;
 * - PNG: the IEND chunk at the end;
 * - JPEG (`FF D8 FF`): the EOI marker (`FF D9`) at the end, allowing a little padding after it.
 * Other formats have no marker: they are judged by size and times alone.
 */
import { open } from 'node:fs/promises'

export type EndMarkerVerdict =
  | { readonly kind: 'complete'; readonly format: string }
  | { readonly kind: 'incomplete'; readonly format: string; readonly missing: string }
  | { readonly kind: 'no-marker' }

/** Bytes read from the start of a file to know its format. */
export const HEAD_BYTES = 8

type Format = 'PDF' | 'ZIP' | 'PNG' | 'JPEG'

const PDF_EOF_WINDOW = 1024
const JPEG_PADDING = 64
const PNG_IEND = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82])
const ZIP_EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06])

/** Bytes of the end each format's marker may be in (a ZIP comment is up to 64 KiB long). */
const TAIL_BYTES: Record<Format, number> = {
  PDF: PDF_EOF_WINDOW,
  ZIP: 22 + 0xffff,
  PNG: PNG_IEND.length,
  JPEG: JPEG_PADDING + 2,
}

const startsWith = (b: Buffer, bytes: readonly number[]) => bytes.every((x, i) => b[i] === x)

/** The format of a file with an end marker, by its first bytes; null for any other. */
export function formatWithEndMarker(head: Buffer): Format | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'PDF'
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'ZIP'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'PNG'
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'JPEG'
  return null
}

/** True when the tail ends with a ZIP end-of-central-directory record that fits the file. */
function zipComplete(tail: Buffer, size: number): boolean {
  for (let at = tail.lastIndexOf(ZIP_EOCD); at >= 0; at = tail.lastIndexOf(ZIP_EOCD, at - 1)) {
    if (at + 22 > tail.length) continue
    const commentLength = tail.readUInt16LE(at + 20)
    if (at + 22 + commentLength !== tail.length) continue // not the record that ends the file
    const directorySize = tail.readUInt32LE(at + 12)
    const directoryOffset = tail.readUInt32LE(at + 16)
    if (directoryOffset === 0xffffffff || directorySize === 0xffffffff) return true // ZIP64
    const recordAt = size - tail.length + at
    return directoryOffset + directorySize <= recordAt
  }
  return false
}

/** How many bytes of the end `endMarkerVerdict` needs for a file starting with `head`. */
export function tailBytesFor(head: Buffer): number {
  const format = formatWithEndMarker(head)
  return format === null ? 0 : TAIL_BYTES[format]
}

/**
 * Judges a file by its first bytes (`head`, at least HEAD_BYTES when the file has them) and its
 * last bytes (`tail`: the last min(size, tailBytesFor(head)) bytes, or more).
 */
export function endMarkerVerdict(head: Buffer, tail: Buffer, size: number): EndMarkerVerdict {
  const format = formatWithEndMarker(head)
  if (format === 'PDF') {
    const window = tail.subarray(Math.max(0, tail.length - PDF_EOF_WINDOW))
    return window.includes('%%EOF')
      ? { kind: 'complete', format }
      : { kind: 'incomplete', format, missing: 'its end marker (%%EOF)' }
  }
  if (format === 'ZIP') {
    return zipComplete(tail.subarray(Math.max(0, tail.length - TAIL_BYTES.ZIP)), size)
      ? { kind: 'complete', format }
      : { kind: 'incomplete', format, missing: 'its central directory' }
  }
  if (format === 'PNG') {
    return tail.subarray(Math.max(0, tail.length - PNG_IEND.length)).equals(PNG_IEND)
      ? { kind: 'complete', format }
      : { kind: 'incomplete', format, missing: 'its IEND chunk' }
  }
  if (format === 'JPEG') {
    const end = tail.subarray(Math.max(0, tail.length - JPEG_PADDING - 2))
    const eoi = end.lastIndexOf(Buffer.from([0xff, 0xd9]))
    const padding = eoi < 0 ? null : end.subarray(eoi + 2)
    return padding !== null && padding.every((b) => b === 0 || b === 0x0a || b === 0x0d)
      ? { kind: 'complete', format }
      : { kind: 'incomplete', format, missing: 'its end marker (EOI)' }
  }
  return { kind: 'no-marker' }
}

/** Reads the head and tail of `path` (of `size` bytes) and judges it. */
export async function checkEndMarker(path: string, size: number): Promise<EndMarkerVerdict> {
  const fh = await open(path, 'r')
  try {
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size))
    await fh.read(head, 0, head.length, 0)
    const want = tailBytesFor(head)
    if (want === 0) return { kind: 'no-marker' }
    const tail = Buffer.alloc(Math.min(want, size))
    const { bytesRead } = await fh.read(tail, 0, tail.length, size - tail.length)
    return endMarkerVerdict(head, tail.subarray(0, bytesRead), size)
  } finally {
    await fh.close()
  }
}
