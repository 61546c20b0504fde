/**
 * A form's sections as an application prints them: a heading in capitals of two words or more
 * ("PRIOR CARRIER INFORMATION", "ADDITIONAL INTEREST") runs down to the next such heading set at
 * the same left margin on its page. Rules that read a section's values (prior-carrier.ts,
 * interest-kind.ts) share where it ends.
 */
import type { Cell, Line } from './layout'

/** A section heading: capitals, at least two words ("LOSS HISTORY", "ADDITIONAL INTEREST"). */
export const SECTION_HEADING = /^[A-Z][A-Z&/'-]*(?:\s+[A-Z&/'()-]+)+$/

/** How far (page widths) a later heading may start from the section's heading. */
export const MARGIN_SLACK = 0.015

/**
 * The lines of the section headed by `lines[i]` (whose first cell is `head`), below the heading,
 * and where it ends: the next heading's top, or the page's foot (1).
 */
export function sectionBelow(
  lines: readonly Line[],
  i: number,
  head: Cell,
): { readonly lines: readonly Line[]; readonly y1: number } {
  const page = lines[i]!.bbox.page
  const inside: Line[] = []
  for (const next of lines.slice(i + 1)) {
    if (next.bbox.page !== page) break
    const first = next.cells[0]
    if (
      first !== undefined &&
      Math.abs(first.bbox.x0 - head.bbox.x0) <= MARGIN_SLACK &&
      SECTION_HEADING.test(first.text.trim())
    ) {
      return { lines: inside, y1: next.bbox.y0 }
    }
    inside.push(next)
  }
  return { lines: inside, y1: 1 }
}
