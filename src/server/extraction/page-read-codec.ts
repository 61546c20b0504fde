/**
 * A page read packed for the trip from the PDF reader's thread to the engine's (pdf-reader-worker.ts,
 * pdf-reader-thread.ts). postMessage structured-clones what it is given, and for a text layer of a
 * few hundred small token objects that was a quarter of the reader thread's time (the clone
 * writes every key of every object) and more again to rebuild them in the engine's thread. Packed,
 * a page is one string of its texts, a table of its font names and two typed arrays (numbers and
 * per-token lengths, fonts and flags), which are moved, not copied; unpacked, the tokens are the
 * same objects, key for key and in the same order, as the reader made. A page whose tokens are
 * not all of the reader's one shape is sent as it is.
 */
import type { PageRead, PageReadMessage } from './pdf-reader-protocol'
import type { TextToken } from './types'

const NUMBERS = 6
const META = 3
const MONOSPACE = 1
const CELL_START = 2

/** The buffers a packed read hands over (moved, not copied). */
export function packedTransfer(m: PageReadMessage): ArrayBuffer[] {
  return 'packed' in m ? [m.numbers.buffer as ArrayBuffer, m.meta.buffer as ArrayBuffer] : []
}

/** `read` packed, or unchanged when a token is not of the text layer's one shape. */
export function packPageRead(read: PageRead): PageReadMessage {
  const tokens = read.text.tokens
  const numbers = new Float64Array(tokens.length * NUMBERS)
  const meta = new Int32Array(tokens.length * META)
  const fonts: string[] = []
  const fontIndex = new Map<string, number>()
  let texts = ''
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    const flags = shapeFlags(t)
    if (flags < 0) return read
    const font = t.font as string
    let f = fontIndex.get(font)
    if (f === undefined) {
      f = fonts.length
      fonts.push(font)
      fontIndex.set(font, f)
    }
    const b = t.bbox
    const n = i * NUMBERS
    numbers[n] = b.page
    numbers[n + 1] = b.x0
    numbers[n + 2] = b.y0
    numbers[n + 3] = b.x1
    numbers[n + 4] = b.y1
    numbers[n + 5] = t.confidence
    meta[i * META] = t.text.length
    meta[i * META + 1] = f
    meta[i * META + 2] = flags
    texts += t.text
  }
  return {
    packed: true,
    fields: read.fields,
    aspect: read.text.aspect,
    chars: read.text.chars,
    texts,
    fonts,
    numbers,
    meta,
  }
}

/** The page read as the reader made it. */
export function unpackPageRead(m: PageReadMessage): PageRead {
  if (!('packed' in m)) return m
  const { numbers, meta, texts, fonts } = m
  const count = meta.length / META
  const tokens = new Array<TextToken>(count)
  let at = 0
  for (let i = 0; i < count; i++) {
    const n = i * NUMBERS
    const text = texts.slice(at, (at += meta[i * META]!))
    const bbox = {
      page: numbers[n]!,
      x0: numbers[n + 1]!,
      y0: numbers[n + 2]!,
      x1: numbers[n + 3]!,
      y1: numbers[n + 4]!,
    }
    const confidence = numbers[n + 5]!
    const font = fonts[meta[i * META + 1]!]!
    const flags = meta[i * META + 2]!
    tokens[i] =
      flags === 0
        ? { text, bbox, confidence, font }
        : flags === MONOSPACE
          ? { text, bbox, confidence, font, monospace: true }
          : flags === CELL_START
            ? { text, bbox, confidence, font, cellStart: true }
            : { text, bbox, confidence, font, monospace: true, cellStart: true }
  }
  return { fields: m.fields, text: { tokens, aspect: m.aspect, chars: m.chars } }
}

/**
 * The token's flags when it has exactly the keys, in the order, the text layer gives them (text,
 * bbox, confidence, font, then monospace and cellStart when true); -1 for any other token.
 */
function shapeFlags(t: TextToken): number {
  if (typeof t.text !== 'string' || typeof t.font !== 'string') return -1
  if (typeof t.confidence !== 'number' || !plainBox(t.bbox)) return -1
  let flags = 0
  let i = 0
  for (const key in t) {
    const expected = i < KEYS.length ? KEYS[i] : undefined
    i++
    if (key === expected) continue
    if (key === 'monospace' && i === KEYS.length + 1 && t.monospace === true) flags |= MONOSPACE
    else if (key === 'cellStart' && t.cellStart === true && i === KEYS.length + 1 + (flags & 1))
      flags |= CELL_START
    else return -1
  }
  return i < KEYS.length || Object.getPrototypeOf(t) !== Object.prototype ? -1 : flags
}

const KEYS = ['text', 'bbox', 'confidence', 'font'] as const
const BOX_KEYS = ['page', 'x0', 'y0', 'x1', 'y1'] as const

function plainBox(b: unknown): boolean {
  if (b === null || typeof b !== 'object' || Object.getPrototypeOf(b) !== Object.prototype)
    return false
  let i = 0
  for (const key in b) {
    if (key !== BOX_KEYS[i] || typeof (b as Record<string, unknown>)[key] !== 'number') return false
    i++
  }
  return i === BOX_KEYS.length
}
