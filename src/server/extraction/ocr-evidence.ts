/**
 * What OCR itself says about a value it read, for the calibrated confidence (confidence-features.ts):
 * how sure tesseract was of the value's words on average (the matchers' trust only looks at the
 * weakest), how sure it was of the page as a whole (a blurred or faint scan misreads more than its
 * word confidences admit), and the words as read, in which a letter and a digit that look alike
 * (O/0, l/1, S/5, B/8) may have been taken for each other. Pure functions of the page's words.
 */
import type { BoundingBox } from '../../shared/extraction/types'
import { insideShare } from './coordinates'
import type { TextToken } from './types'

/** OCR's own doubt about one value it read. */
export interface OcrEvidence {
  /** Mean confidence (0..1) of the words the value was read from, each weighed by its length. */
  readonly wordConfidence: number
  /** Tesseract's mean confidence (0..1) over the page the value is on. */
  readonly pageConfidence: number
  /** Those words as OCR read them, before any value parser mended them. */
  readonly words: readonly string[]
}

/** A word counts as the value's when at least this share of it lies in the value's box. */
const MIN_INSIDE = 0.3

/**
 * The OCR evidence of a value found in `box` among the page's `tokens` (both on the page OCR
 * read): the words mostly inside the box, or when the value is only part of one word, the word
 * that overlaps it most.
 */
export function ocrEvidenceOf(
  box: BoundingBox,
  tokens: readonly TextToken[],
  pageConfidence: number,
): OcrEvidence {
  const overlapping = tokens
    .map((t) => ({ t, share: insideShare(t.bbox, box) }))
    .filter((o) => o.share > 0)
  const inside = overlapping.filter((o) => o.share >= MIN_INSIDE)
  const best = overlapping.reduce<(typeof overlapping)[number] | undefined>(
    (a, o) => (a === undefined || o.share > a.share ? o : a),
    undefined,
  )
  const words = inside.length > 0 ? inside.map((o) => o.t) : best !== undefined ? [best.t] : []
  const chars = words.reduce((n, t) => n + Math.max(1, t.text.length), 0)
  const wordConfidence =
    words.length === 0
      ? pageConfidence
      : words.reduce((s, t) => s + t.confidence * Math.max(1, t.text.length), 0) / chars
  return { wordConfidence, pageConfidence, words: words.map((t) => t.text) }
}

/** Letters OCR gives for digits that look like them, and those digits. */
const LOOKALIKE_LETTER = 'OoDQlI|SBZG'
const LOOKALIKE_DIGIT = '015826'

/** A look-alike letter between two digits ("12O45"), or a look-alike digit between letters ("SM1TH"). */
const LONE_LOOKALIKE = new RegExp(
  `\\d[${LOOKALIKE_LETTER}]\\d|[A-Za-z][${LOOKALIKE_DIGIT}][A-Za-z]`,
)
/** A look-alike letter touching a digit ("1,5O0", "O5/12"): in an amount or a date, a misreading. */
const LOOKALIKE_BESIDE_DIGIT = new RegExp(`\\d[${LOOKALIKE_LETTER}]|[${LOOKALIKE_LETTER}]\\d`)

/**
 * Whether the words a value was read from hold a letter and digit OCR may have confused. In a
 * date, an amount or a year any such letter touching a digit is one; in an identifier or a name,
 * letters and digits mix rightly ("HO3", "BOP 1234"), so only a lone one among the other kind is.
 */
export function lookalikeReading(words: readonly string[], numeric: boolean): boolean {
  return words.some(
    (w) => LONE_LOOKALIKE.test(w) || (numeric && LOOKALIKE_BESIDE_DIGIT.test(w.replace(/,/g, ''))),
  )
}
