/**
 * A sheet printed two pages up (a landscape sheet with two portrait pages side by side) is read
 * as a reader reads it: the left page top to bottom, then the right one. Its halves are laid out
 * apart, so a line never runs from one page into the other. A sheet is taken for two pages when
 * an empty band parts it near its middle and each half prints its own page number.
 */
import { buildLines, type Line } from './layout'
import type { TextToken } from './types'

/** Where the gutter between two pages may lie, in page widths. */
const GUTTER_FROM = 0.4
const GUTTER_TO = 0.6
/** The narrowest empty band that parts two pages (page widths). */
const MIN_GUTTER = 0.008
/** Each page holds at least this share of the sheet's words. */
const MIN_SIDE_SHARE = 0.3
/** How far down the sheet each page's words reach at least (page heights). */
const MIN_SPREAD = 0.4

/** The x of the gutter of a two-up sheet, or undefined when the page is one page. */
export function twoUpGutter(tokens: readonly TextToken[], aspect: number): number | undefined {
  if (aspect <= 1.1 || tokens.length < 20) return undefined
  const spans = tokens
    .map((t) => [t.bbox.x0, t.bbox.x1] as const)
    .filter(([a, b]) => b > GUTTER_FROM && a < GUTTER_TO)
    .sort((a, b) => a[0] - b[0])
  // The widest band in [GUTTER_FROM, GUTTER_TO] that no word crosses.
  let best: { at: number; width: number } | undefined
  let reach = GUTTER_FROM
  for (const [a, b] of [...spans, [GUTTER_TO, GUTTER_TO] as const]) {
    if (a > reach && a - reach >= MIN_GUTTER && (best === undefined || a - reach > best.width))
      best = { at: (a + reach) / 2, width: a - reach }
    reach = Math.max(reach, b)
  }
  if (best === undefined) return undefined
  const left = tokens.filter((t) => t.bbox.x1 <= best.at).length
  const share = left / tokens.length
  if (share < MIN_SIDE_SHARE || share > 1 - MIN_SIDE_SHARE) return undefined
  // Both pages run down the sheet from its top, not a table's two columns side by side.
  const sides = [(t: TextToken) => t.bbox.x1 <= best.at, (t: TextToken) => t.bbox.x0 >= best.at]
  for (const side of sides) {
    const ys = tokens.filter(side).map((t) => t.bbox.y0)
    if (Math.min(...ys) > 0.2 || Math.max(...ys) - Math.min(...ys) < MIN_SPREAD) return undefined
  }
  return best.at
}

/** The page's lines in reading order: a two-up sheet's left page, then its right page. */
export function readingLines(tokens: readonly TextToken[], aspect: number): Line[] {
  const gutter = twoUpGutter(tokens, aspect)
  if (gutter === undefined) return buildLines(tokens, aspect)
  const left = buildLines(
    tokens.filter((t) => t.bbox.x1 <= gutter),
    aspect,
  )
  const right = buildLines(
    tokens.filter((t) => t.bbox.x1 > gutter),
    aspect,
  )
  // Each page of the sheet keeps its folio ("Page 1 of 2" | "Page 2 of 2"); a screen or a form
  // whose two columns of boxes leave an empty band between them has one, or none.
  if (!hasFolio(left) || !hasFolio(right)) return buildLines(tokens, aspect)
  return [...left, ...right.map((l) => ({ ...l, index: l.index + left.length }))]
}

/** A page's number as printed on it: "Page 2", "Page 2 of 4", "- 2 -". */
const FOLIO = /^(?:page\s+\d{1,3}(?:\s+(?:of|\/)\s+\d{1,3})?|[-–]\s*\d{1,3}\s*[-–])$/i

const hasFolio = (lines: readonly Line[]): boolean =>
  lines.some((l) => l.cells.some((c) => FOLIO.test(c.text.trim())))
