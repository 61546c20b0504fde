/**
 * Sections of a page under their headings, and what a heading says of the captions under it. A
 * section headed "PREMIUM" lists what each coverage costs: its "Building coverage 25,751.06" is
 * that coverage's premium, not its limit. A section headed "UNDERLYING PRIMARY FLOOD POLICY" or
 * "PRIOR POLICY" describes another policy: its "Carrier:", "Policy no." and "Term:" are that one's.
 */
import type { LabelHit } from './label-finder'
import type { Line } from './layout'

/** Most lines a section runs under its heading before its captions stop being its. */
const MAX_SECTION_LINES = 12

/**
 * The heading of the section a caption stands in: the nearest line above it of one cell opening
 * in capitals (or of the costs' heading in any case), starting no further right than the caption.
 */
function sectionHeading(hit: LabelHit, lines: readonly Line[]): string | undefined {
  const h = Math.max(hit.box.y1 - hit.box.y0, 1e-6)
  for (let i = hit.line.index - 1; i >= Math.max(0, hit.line.index - MAX_SECTION_LINES); i--) {
    const line = lines[i]
    if (line === undefined || line.bbox.page !== hit.line.bbox.page) return undefined
    const only = line.cells.length === 1 ? line.cells[0] : undefined
    if (only === undefined || only.bbox.x0 > hit.box.x0 + 2 * h) continue
    const text = only.text.trim()
    if (PREMIUM_HEADING.test(text) || /^[A-Z]{3,}\b/.test(text)) return text
  }
  return undefined
}

/** A heading of the costs alone ("PREMIUM", "Premium summary"), not of limits and premiums. */
const PREMIUM_HEADING =
  /^(?:your\s+)?(?:total\s+)?(?:annual\s+|policy\s+)?premiums?(?:\s+(?:summary|details?|breakdown|schedule))?\s*:?$/i

/** True when a coverage amount's caption stands in a section of premiums. */
export function inPremiumSection(hit: LabelHit, lines: readonly Line[]): boolean {
  if (hit.field.id !== 'policy.coverageAmount') return false
  const heading = sectionHeading(hit, lines)
  return heading !== undefined && PREMIUM_HEADING.test(heading)
}

/** A heading of another policy than the one declared: an underlying, prior or other policy. */
const OTHER_POLICY_HEADING =
  /^(?:underlying|prior|previous|expiring|other)\b[\w\s,/&-]{0,40}?\b(?:polic(?:y|ies)|insurance|coverage)\b/i

/** The policy's own fields, which a section about another policy gives for that policy. */
const POLICY_IDS: ReadonlySet<string> = new Set([
  'policy.carrier',
  'policy.policyNumber',
  'policy.effectiveDate',
  'policy.expirationDate',
  'policy.premium',
  'policy.coverageAmount',
  'policy.deductible',
])

/** True when a policy's caption stands in a section about another policy. */
export function inOtherPolicySection(hit: LabelHit, lines: readonly Line[]): boolean {
  if (!POLICY_IDS.has(hit.field.id)) return false
  const heading = sectionHeading(hit, lines)
  return heading !== undefined && OTHER_POLICY_HEADING.test(heading)
}
