/**
 * Ruled lines of a grey page (the boxes of a form, the rules a value is written on): long thin runs
 * of ink across or down, with the grey edges their blur left. Found by shape alone, at the page's
 * resolution (ocr-clean.ts removes them before OCR; ink-profile.ts leaves them out of its
 * profiles). Pure functions on arrays.
 */
import type { GreyImage } from './grey-image'
import { maskWords, paperWord } from './mask-words'

/** What makes a rule, in pixels. */
export interface RuleSize {
  /** Shortest run. */
  readonly minRun: number
  /** Thickest band. */
  readonly maxThick: number
}

/** Darker than this is part of a rule: faint rules of a light copy included. */
const RULE_INK = 200
/** Darker than this beside a rule is its blurred edge, not paper. */
const EDGE = 235
/** Share of a run's length that must be thin for it to be a rule (letters cross some of it). */
const THIN_SHARE = 0.85

/** The pixels dark enough for a rule (1), and the columns that have a run down them of minRun. */
export interface DarkPixels {
  readonly dark: Uint8Array
  readonly ruledColumns: Uint8Array
}

/**
 * The page's dark pixels in one pass. The columns with a run down them long enough for a rule are
 * found in the same pass: only they need the pass down the columns, whose steps from row to row
 * are slow (a cache line each), and a page of print has few. (Marking rules across only clears
 * dark pixels, so it adds no such column.)
 */
export function darkPixels(image: GreyImage, minRun: number): DarkPixels {
  return stretchedInk(image, undefined, -1, minRun)
}

/**
 * What ocrInput needs of a page before its rules are found, in one pass over it rather than
 * three: its contrast stretched in place by `table` (when given), its ink mask (1 at or below
 * `threshold` once stretched), and its dark pixels (darkPixels).
 */
export function stretchedInk(
  image: GreyImage,
  table: Uint8Array | undefined,
  threshold: number,
  minRun: number,
): DarkPixels & { readonly mask: Uint8Array } {
  const { width, height, pixels } = image
  const mask = new Uint8Array(pixels.length)
  const dark = new Uint8Array(pixels.length)
  // Where the run of dark pixels down each column that reaches the current row began: written
  // only where a run starts, so that the paper (most of a page) costs nothing.
  const runFrom = new Int32Array(width)
  const ruledColumns = new Uint8Array(width)
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i++) {
      let v = pixels[i]!
      if (table !== undefined) pixels[i] = v = table[v]!
      if (v <= threshold) mask[i] = 1
      if (v >= RULE_INK) continue
      dark[i] = 1
      if (y === 0 || dark[i - width] === 0) runFrom[x] = y
      if (y - runFrom[x]! + 1 >= minRun) ruledColumns[x] = 1
    }
  return { mask, dark, ruledColumns }
}

/** Pixel indices, appended to a typed array that grows as needed. */
class IndexList {
  items = new Int32Array(4096)
  length = 0

  push(i: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2)
      grown.set(this.items)
      this.items = grown
    }
    this.items[this.length++] = i
  }
}

/**
 * The pixels (indices, some more than once) of rules and their blurred edges: runs across or
 * down, long, thin along nearly all their length. Where something crosses a rule (a letter's
 * stroke, a rule the other way) it is left alone. A line of bold letters whose feet run together
 * is no rule: its letters stand on most of its length. `dark` (darkPixels) is used up.
 */
export function markRules(
  image: GreyImage,
  size: RuleSize,
  dark: DarkPixels = darkPixels(image, size.minRun),
): Int32Array {
  const { width, height, pixels } = image
  const out = new IndexList()
  // Rows (runs across, bands down a column), then columns.
  markRuns(dark.dark, pixels, { lines: height, length: width, lineStep: width, step: 1 }, size, out)
  markRuns(
    dark.dark,
    pixels,
    { lines: width, length: height, lineStep: 1, step: width },
    size,
    out,
    dark.ruledColumns,
  )
  return out.items.subarray(0, out.length)
}

/**
 * One way through the image: `lines` of `length` pixels; pixel k of line n is at
 * n * lineStep + k * step, and the pixels across the line at ± lineStep.
 */
interface Direction {
  readonly lines: number
  readonly length: number
  readonly lineStep: number
  readonly step: number
}

function markRuns(
  dark: Uint8Array,
  pixels: Uint8Array,
  { lines, length, lineStep, step }: Direction,
  { minRun, maxThick }: RuleSize,
  out: IndexList,
  /** When given, the only lines (flag 1) that may hold a run of minRun. */
  only?: Uint8Array,
): void {
  // Where the thin band across the run starts and ends at each of its pixels (-1: not thin).
  const from = new Int32Array(length)
  const to = new Int32Array(length)
  const edge = (i: number): boolean => pixels[i]! >= RULE_INK && pixels[i]! < EDGE
  // Along rows, four pixels that are not dark are stepped over at once.
  const words = step === 1 ? maskWords(dark) : new Uint32Array(0)
  for (let line = 0; line < lines; line++) {
    if (only !== undefined && only[line] !== 1) continue
    const base = line * lineStep
    let k = 0
    while (k < length) {
      if (k + 4 <= length && paperWord(words, base + k)) {
        k += 4
        continue
      }
      if (dark[base + k * step] !== 1) {
        k++
        continue
      }
      const start = k
      while (k < length && dark[base + k * step] === 1) k++
      if (k - start < minRun) continue
      let thin = 0
      for (let j = start; j < k; j++) {
        const at = base + j * step
        let a = line
        let b = line
        while (a > 0 && b - a < maxThick && dark[at - (line - a + 1) * lineStep] === 1) a--
        while (b < lines - 1 && b - a < maxThick && dark[at + (b - line + 1) * lineStep] === 1) b++
        if (b - a < maxThick) {
          from[j] = a
          to[j] = b
          thin++
        } else from[j] = -1
      }
      if (thin < THIN_SHARE * (k - start)) continue
      for (let j = start; j < k; j++) {
        if (from[j]! < 0) continue
        const col = j * step
        let a = from[j]!
        let b = to[j]!
        // The grey edge the rule's blur left on either side (up to the ink of a letter near it).
        while (a > 0 && from[j]! - a < maxThick && edge(col + (a - 1) * lineStep)) a--
        while (b < lines - 1 && b - to[j]! < maxThick && edge(col + (b + 1) * lineStep)) b++
        for (let q = a; q <= b; q++) {
          out.push(col + q * lineStep)
          // Gone, so the next lines of the same rule do not find it again.
          dark[col + q * lineStep] = 0
        }
      }
    }
  }
}
