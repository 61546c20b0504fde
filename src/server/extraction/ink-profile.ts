/**
 * Projection profiles of a page's ink mask (one byte a pixel, 1 ink): the skew of its text lines
 * and which way they run. Both come from the same search: the rows of ink, sheared by a small
 * angle, alternate most sharply between lines and gaps when the angle is the page's skew.
 */
import { markRules } from './rule-marks'

/** Skew searched, in radians (±5°). */
const MAX_SKEW = (5 * Math.PI) / 180
/** Below this the page is taken as straight (a turn that small only blurs the image). */
const MIN_SKEW = (0.1 * Math.PI) / 180
/** A rule, in inches: a run longer than any letter's stroke and thin (as ocr-clean.ts has it). */
const RULE_SIZE = { minRun: 0.4, maxThick: 0.04 } as const
/** Fewer ink pixels than this tell nothing. */
const MIN_INK = 50

/** The ink pixels' coordinates: x from the centre column, y from the top. */
interface InkPoints {
  readonly xs: Float64Array
  readonly ys: Float64Array
  readonly height: number
}

function inkPoints(mask: Uint8Array, width: number, height: number, transpose: boolean): InkPoints {
  let n = 0
  for (let i = 0; i < mask.length; i++) n += mask[i] === 1 ? 1 : 0
  const xs = new Float64Array(n)
  const ys = new Float64Array(n)
  let k = 0
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (mask[y * width + x] === 1) {
        // Transposed, columns are read as rows: the page as if turned a quarter.
        xs[k] = transpose ? y - height / 2 : x - width / 2
        ys[k++] = transpose ? x : y
      }
  return { xs, ys, height: transpose ? width : height }
}

/** The rows of ink once the page is sheared by `angle` (radians, clockwise positive). */
function shearedRows(p: InkPoints, angle: number, bins: Float64Array): Float64Array {
  bins.fill(0)
  const t = Math.tan(angle)
  // (Read once, not per point: this loop runs for every point at some fifty angles.)
  const { xs, ys } = p
  const half = p.height / 2
  const n = bins.length
  for (let i = 0; i < xs.length; i++) {
    const row = Math.round(ys[i]! - xs[i]! * t + half)
    if (row >= 0 && row < n) bins[row]!++
  }
  return bins
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
function sharpestShear(p: InkPoints): { angle: number; rows: Float64Array } {
  const bins = new Float64Array(p.height * 2 + 2)
  let best = 0
  let bestScore = sumOfSquares(shearedRows(p, 0, bins))
  const step = (0.25 * Math.PI) / 180
  const search = (from: number, to: number, by: number): void => {
    for (let a = from; a <= to + 1e-9; a += by) {
      const s = sumOfSquares(shearedRows(p, a, bins))
      if (s > bestScore) {
        bestScore = s
        best = a
      }
    }
  }
  search(-MAX_SKEW, MAX_SKEW, step)
  search(best - step, best + step, step / 5)
  return { angle: best, rows: shearedRows(p, best, bins) }
}

/**
 * The skew of text lines (radians, clockwise positive) that a projection profile finds: the
 * angle whose sheared rows of ink alternate most sharply between lines and gaps.
 */
export function skewOf(mask: Uint8Array, width: number, height: number): number {
  const p = inkPoints(mask, width, height, false)
  if (p.xs.length < MIN_INK) return 0
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
  const rows = inkPoints(text, width, height, false)
  if (rows.xs.length < MIN_INK) return 1
  const across = alternation(sharpestShear(rows).rows)
  const down = alternation(sharpestShear(inkPoints(text, width, height, true)).rows)
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
