/**
 * A lender's block of captions: "Second Mortgagee:" with its address and a "Loan No.:" caption a
 * line or two under it, in the same column of captions. That loan is the second lender's, not
 * the policy's mortgagee's (the first), as much as a loan named in the second lender's own text.
 */
import { LATER_LENDER } from './label-context'
import type { LabelHit } from './label-finder'

/**
 * Most height between a lender's caption and its loan's caption, in the caption's heights: the
 * lender's name and address between (lines of other columns may come between in reading order).
 */
const MAX_DROP = 8

/**
 * True when a loan number's caption starts its cell and the nearest lender's caption above it, in
 * the same column of captions, is a second or later lender's.
 */
export function loanOfLaterLender(hit: LabelHit, hits: readonly LabelHit[]): boolean {
  if (hit.field.id !== 'policy.loanNumber' || hit.start > 2) return false
  const h = Math.max(hit.box.y1 - hit.box.y0, 1e-6)
  const nearest = hits
    .filter(
      (o) =>
        o.field.id === 'policy.mortgagee' &&
        o.line.bbox.page === hit.line.bbox.page &&
        o.line.index < hit.line.index &&
        hit.box.y0 - o.box.y1 <= MAX_DROP * h &&
        sameCaptionColumn(o, hit, h),
    )
    .sort((a, b) => b.line.index - a.line.index)[0]
  return nearest !== undefined && LATER_LENDER.test(nearest.cell.text.toLowerCase())
}

/** Captions of one column: they overlap across, or start or end together (left or right set). */
function sameCaptionColumn(a: LabelHit, b: LabelHit, h: number): boolean {
  const slack = 2 * h
  return (
    Math.min(a.box.x1, b.box.x1) > Math.max(a.box.x0, b.box.x0) ||
    Math.abs(a.box.x0 - b.box.x0) < slack ||
    Math.abs(a.box.x1 - b.box.x1) < slack
  )
}
