/**
 * A period's two ends captioned as one, a start's caption and an end's joined by a slash or "and"
 * ("Coverage starts / ends", "Eff. / Exp. Date", "Effective and Expiration"): the value beside or
 * under it holds both dates, the first the start's and the second the end's. Each caption then
 * reads as a period's caption taking its own date of the two, not the first date for both.
 */
import type { LabelHit } from './label-finder'
import { boxOfRange } from './layout'

/** What joins two captions into one: a slash, an ampersand, "and", a spaced dash. */
const JOIN = /^\s*(?:\/|&|and|\s[-–—])\s*$/i

const plain = (h: LabelHit): boolean =>
  h.variant.dateIndex === undefined && h.prose === undefined && !h.distractor

/** A cell's label hits with a start's and an end's caption joined so read as one period's. */
export function withJoinedPeriodCaptions(hits: readonly LabelHit[]): readonly LabelHit[] {
  const start = hits.find((h) => h.field.id === 'policy.effectiveDate' && plain(h))
  if (start === undefined) return hits
  const end = hits.find(
    (h) =>
      h.field.id === 'policy.expirationDate' &&
      plain(h) &&
      h.cell === start.cell &&
      h.start >= start.end &&
      JOIN.test(start.cell.text.slice(start.end, h.start)),
  )
  if (end === undefined) return hits
  return hits.map((h) =>
    h === start
      ? {
          ...h,
          variant: { ...h.variant, dateIndex: 0 },
          // The start's caption reaches over the end's: what follows the pair follows it too.
          end: end.end,
          box: boxOfRange(h.cell, h.start, end.end),
          alone: end.alone,
        }
      : h === end
        ? { ...h, variant: { ...h.variant, dateIndex: 1 } }
        : h,
  )
}
