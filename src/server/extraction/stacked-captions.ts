/**
 * A caption printed on two lines of its box ("MINIMUM" over "PREMIUM", "DEPOSIT" over "PREMIUM")
 * reads as one: the bare label on the second line is qualified by the word above it, and names
 * another amount than the policy's. Such a label still stops values (it is a caption), but is
 * never paired.
 */
import type { LabelHit } from './label-finder'
import type { Line } from './layout'

/** Words that make a premium another amount than the policy's total. */
const OTHER_PREMIUM =
  /\b(?:minimum|deposit|estimated|earned|installment|return|additional|audit|prior|expiring)$/i

/** Most gap between the two lines of one caption, in the label's heights. */
const MAX_GAP = 0.6

/** True when the label starts its cell under a caption line that qualifies it as another amount. */
export function qualifiedFromAbove(hit: LabelHit, lines: readonly Line[]): boolean {
  if (hit.field.id !== 'policy.premium' || hit.start > 0) return false
  const h = Math.max(hit.box.y1 - hit.box.y0, 1e-6)
  const above = lines[hit.line.index - 1]
  if (above === undefined || above.bbox.page !== hit.line.bbox.page) return false
  if (hit.box.y0 - above.bbox.y1 > MAX_GAP * h) return false
  return above.cells.some((c) => {
    const overlap = Math.min(c.bbox.x1, hit.box.x1) - Math.max(c.bbox.x0, hit.box.x0)
    const narrower = Math.min(c.bbox.x1 - c.bbox.x0, hit.box.x1 - hit.box.x0)
    return overlap > 0.5 * narrower && OTHER_PREMIUM.test(c.text.trim())
  })
}
