/**
 * A section headed "PREMIUM" lists what each coverage costs: its "Building coverage 25,751.06"
 * is the building coverage's premium, not its limit. A coverage amount's caption in that section
 * names no limit (the section runs from its heading down to the next heading).
 */
import type { LabelHit } from './label-finder'
import type { Line } from './layout'

/** A heading of the costs alone ("PREMIUM", "Premium summary"), not of limits and premiums. */
const PREMIUM_HEADING =
  /^(?:your\s+)?(?:total\s+)?(?:annual\s+|policy\s+)?premiums?(?:\s+(?:summary|details?|breakdown|schedule))?\s*:?$/i

/** Most lines a section runs under its heading before its captions stop being its. */
const MAX_SECTION_LINES = 12

/**
 * True when a coverage amount's caption stands in a premium section: the nearest section heading
 * above it (a line of one cell opening in capitals, starting no further right than the caption)
 * is a premium's.
 */
export function inPremiumSection(hit: LabelHit, lines: readonly Line[]): boolean {
  if (hit.field.id !== 'policy.coverageAmount') return false
  const h = Math.max(hit.box.y1 - hit.box.y0, 1e-6)
  for (let i = hit.line.index - 1; i >= Math.max(0, hit.line.index - MAX_SECTION_LINES); i--) {
    const line = lines[i]
    if (line === undefined || line.bbox.page !== hit.line.bbox.page) return false
    const only = line.cells.length === 1 ? line.cells[0] : undefined
    if (only === undefined || only.bbox.x0 > hit.box.x0 + 2 * h) continue
    const text = only.text.trim()
    if (PREMIUM_HEADING.test(text)) return true
    // Another section's heading, opening in capitals ("COVERAGES (not changed by …)"): the
    // caption is in that section.
    if (/^[A-Z]{3,}\b/.test(text)) return false
  }
  return false
}
