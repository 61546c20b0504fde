/**
 * Projection profiles of a page's ink mask (one byte a pixel, 1 ink): the skew of its text lines
 * and which way they run. Both come from the same search: the rows of ink, sheared by a small
 * angle, alternate most sharply between lines and gaps when the angle is the page's skew.
 */
import { inkCount, maskWords, paperWord } from './mask-words'
import { markRules } from './rule-marks'

/** Skew searched, in radians (±5°). */
const MAX_SKEW = (5 * Math.PI) / 180
/** Below this the page is taken as straight (a turn that small only blurs the image). */
const MIN_SKEW = (0.1 * Math.PI) / 180
/** A rule, in inches: a run longer than any letter's stroke and thin (as ocr-clean.ts has it). */
const RULE_SIZE = { minRun: 0.4, maxThick: 0.04 } as const
/** Fewer ink pixels than this tell nothing. */
const MIN_INK = 50

/**
 * The ink of a mask as runs down its columns (transposed, along its rows: the page as if turned a
 * quarter). A shear moves a column's pixels together, so the profiles cost a step per run rather
 * than per pixel.
 */
interface InkRuns {
  /** Each column's x from the centre column. */
  readonly columnX: Float64Array
  /** Per run: its column, its first row and the row after its last. */
  readonly column: Int32Array
  readonly from: Int32Array
  readonly to: Int32Array
  readonly runs: number
  /** Ink pixels in all. */
  readonly ink: number
  /** Rows a column has. */
  readonly height: number
}

function inkRuns(mask: Uint8Array, width: number, height: number, transpose: boolean): InkRuns {
  const ink = inkCount(mask)
  const column = new Int32Array(ink)
  const from = new Int32Array(ink)
  const to = new Int32Array(ink)
  let runs = 0
  const add = (c: number, a: number, b: number): void => {
    column[runs] = c
    from[runs] = a
    to[runs++] = b
  }
  const words = maskWords(mask)
  if (transpose)
    for (let y = 0; y < height; y++) {
      const row = y * width
      for (let x = 0; x < width; x++) {
        if (x + 4 <= width && paperWord(words, row + x)) {
          x += 3
          continue
        }
        if (mask[row + x] !== 1) continue
        const start = x
        while (x < width && mask[row + x] === 1) x++
        add(y, start, x)
      }
    }
  else {
    // Row by row (the mask's own order); a run down a column opens where its ink starts. Four
    // pixels of paper under four of paper (the words that hold them all paper) change nothing.
    const open = new Int32Array(width)
    for (let y = 0; y < height; y++)
      for (let x = 0, i = y * width; x < width; x++, i++) {
        if (
          x + 4 <= width &&
          paperWord(words, i) &&
          (y === 0 || (words[(i - width) >> 2] === 0 && words[(i - width + 3) >> 2] === 0))
        ) {
          x += 3
          i += 3
          continue
        }
        const above = y > 0 && mask[i - width] === 1
        if (mask[i] === 1) {
          if (!above) open[x] = y
        } else if (above) add(x, open[x]!, y)
      }
    for (let x = 0; x < width; x++)
      if (height > 0 && mask[(height - 1) * width + x] === 1) add(x, open[x]!, height)
  }
  const columns = transpose ? height : width
  const columnX = new Float64Array(columns)
  for (let c = 0; c < columns; c++) columnX[c] = c - columns / 2
  return { columnX, column, from, to, runs, ink, height: transpose ? width : height }
}

/** Scratch arrays of one profile's search, reused from angle to angle. */
interface ShearScratch {
  readonly bins: Float64Array
  readonly steps: Int32Array
  readonly shift: Float64Array
}

const shearScratch = (p: InkRuns): ShearScratch => ({
  bins: new Float64Array(p.height * 2 + 2),
  steps: new Int32Array(p.height * 2 + 3),
  shift: new Float64Array(p.columnX.length),
})

/**
 * The rows of ink once the page is sheared by `angle` (radians, clockwise positive), as steps
 * from row to row (into `s.steps`): a pixel at (x, y) falls in row round(y - x·tan + half). That
 * is y plus its column's round(half - x·tan), so each run adds to a span of rows; a column whose
 * shift lies within a rounding error of a half has its pixels rounded one by one, as they always
 * were.
 */
function shearSteps(p: InkRuns, angle: number, s: ShearScratch): void {
  const { bins, steps, shift } = s
  const t = Math.tan(angle)
  const half = p.height / 2
  const n = bins.length
  const { columnX, column, from, to } = p
  for (let c = 0; c < columnX.length; c++) {
    const u = half - columnX[c]! * t
    shift[c] = Math.abs(u - Math.floor(u) - 0.5) < 1e-9 ? NaN : Math.round(u)
  }
  steps.fill(0)
  for (let k = 0; k < p.runs; k++) {
    const c = column[k]!
    const d = shift[c]!
    if (d !== d) {
      for (let y = from[k]!; y < to[k]!; y++) {
        const row = Math.round(y - columnX[c]! * t + half)
        if (row >= 0 && row < n) {
          steps[row]!++
          steps[row + 1]!--
        }
      }
      continue
    }
    const lo = Math.max(0, from[k]! + d)
    const hi = Math.min(n, to[k]! + d)
    if (lo >= hi) continue
    steps[lo]!++
    steps[hi]!--
  }
}

/** The rows of ink once the page is sheared by `angle` (shearSteps), summed. */
function shearedRows(p: InkRuns, angle: number, s: ShearScratch): Float64Array {
  shearSteps(p, angle, s)
  const { bins, steps } = s
  let sum = 0
  for (let r = 0; r < bins.length; r++) bins[r] = sum += steps[r]!
  return bins
}

/**
 * The sum of squares of the sheared rows (how sharply they alternate), summed as they are made
 * rather than stored: the search tries some fifty angles, and keeps only the best one's rows.
 */
function shearScore(p: InkRuns, angle: number, s: ShearScratch): number {
  shearSteps(p, angle, s)
  const { steps } = s
  let sum = 0
  let squares = 0
  for (let r = 0; r < s.bins.length; r++) {
    sum += steps[r]!
    squares += sum * sum
  }
  return squares
}

function sumOfSquares(bins: Float64Array): number {
  let s = 0
  for (const v of bins) s += v * v
  return s
}

/**
 * The angle whose sheared rows are sharpest (their sum of squares is largest): a quarter-degree
 * search over ±5°, then a twentieth of a degree around the best.
 */
function sharpestShear(p: InkRuns): { angle: number; rows: Float64Array } {
  const scratch = shearScratch(p)
  let best = 0
  let bestScore = shearScore(p, 0, scratch)
  const step = (0.25 * Math.PI) / 180
  const search = (from: number, to: number, by: number): void => {
    for (let a = from; a <= to + 1e-9; a += by) {
      const s = shearScore(p, a, scratch)
      if (s > bestScore) {
        bestScore = s
        best = a
      }
    }
  }
  search(-MAX_SKEW, MAX_SKEW, step)
  search(best - step, best + step, step / 5)
  return { angle: best, rows: shearedRows(p, best, scratch) }
}

/**
 * The skew of text lines (radians, clockwise positive) that a projection profile finds: the
 * angle whose sheared rows of ink alternate most sharply between lines and gaps.
 */
export function skewOf(mask: Uint8Array, width: number, height: number): number {
  const p = inkRuns(mask, width, height, false)
  if (p.ink < MIN_INK) return 0
  const { angle } = sharpestShear(p)
  return Math.abs(angle) < MIN_SKEW ? 0 : angle
}

/**
 * Rows of the profile taken together before its steps are measured: at the profile's 75 dpi two
 * rows are finer than the gap between two lines of print, yet coarser than a letter's strokes,
 * whose columns would otherwise step from one row to the next like lines (a page of two columns
 * of prose, several of whose pages read as running down with single rows).
 */
const STEP_ROWS = 2

/**
 * How sharply a profile alternates, whatever its scale: the energy of its steps from one bin to
 * the next over its own energy. Lines and gaps make a profile of steep steps; where ink merely
 * thins out (a margin, a block of short lines) the steps are gentle.
 */
function alternation(rows: Float64Array): number {
  const bins = new Float64Array(Math.ceil(rows.length / STEP_ROWS))
  for (let i = 0; i < rows.length; i++) bins[Math.floor(i / STEP_ROWS)]! += rows[i]!
  let steps = 0
  for (let i = 1; i < bins.length; i++) steps += (bins[i]! - bins[i - 1]!) ** 2
  return steps / Math.max(sumOfSquares(bins), 1e-9)
}

/**
 * How much more sharply the rows than the columns of ink alternate, each straightened by its own
 * best skew: above 1 when the text lines run across. Each direction is first deskewed because a
 * skew of a degree or two smears a page's rows of small print into one grey band, while its
 * columns (the left edges of indented lines, monospaced letters) stay sharp; and steps rather than
 * the spread of ink are compared, since a page whose text fills the left half only has columns
 * that vary more than its rows without any of them being a line.
 */
export function lineDirection(
  mask: Uint8Array,
  width: number,
  height: number,
  dpi: number,
): number {
  const text = withoutRules(mask, width, height, dpi)
  const rows = inkRuns(text, width, height, false)
  if (rows.ink < MIN_INK) return 1
  const across = alternation(sharpestShear(rows).rows)
  const down = alternation(sharpestShear(inkRuns(text, width, height, true)).rows)
  return across / Math.max(down, 1e-9)
}

/**
 * The mask without its ruled lines (ocr-clean.ts): a form's boxes are as sharp down as across and
 * say nothing of which way its text runs, but a few long rules outweigh many short lines of print.
 */
function withoutRules(mask: Uint8Array, width: number, height: number, dpi: number): Uint8Array {
  // Plain loops, not TypedArray map: a callback per pixel cost more than the rules' search.
  const pixels = new Uint8Array(mask.length)
  for (let i = 0; i < mask.length; i++) pixels[i] = mask[i] === 1 ? 0 : 255
  const px = (inches: number): number => Math.max(1, Math.round(inches * dpi))
  const rules = markRules(
    { width, height, pixels },
    { minRun: px(RULE_SIZE.minRun), maxThick: px(RULE_SIZE.maxThick) },
  )
  const text = mask.slice()
  for (let k = 0; k < rules.length; k++) text[rules[k]!] = 0
  return text
}
