/**
 * A value as the UTF-8 bytes of its JSON. A response of a hundred documents is ~90 KB of
 * JSON.stringify output, which V8 builds in pieces: encoding that as UTF-8 costs several times a
 * byte-for-byte copy. Pure ASCII text (its UTF-8 length equals its length in characters, as
 * every other character takes two or more bytes) is the same bytes in latin1, which copies.
 */
export function jsonBytes(value: unknown): Buffer {
  return textBytes(JSON.stringify(value))
}

/** Text as UTF-8 bytes (copied as latin1 when it is pure ASCII, see jsonBytes). */
export function textBytes(text: string): Buffer {
  return Buffer.byteLength(text, 'utf8') === text.length
    ? Buffer.from(text, 'latin1')
    : Buffer.from(text, 'utf8')
}
