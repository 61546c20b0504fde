/**
 * A commercial application's prior carrier section ("PRIOR CARRIER INFORMATION": a table of the
 * expiring and earlier policies, each with its carrier, policy number, premium and dates) describes
 * policies other than the one applied for. Its values are never this policy's: an underwriter
 * reads the section's heading before its rows. The section runs from its heading down to the next
 * section heading at the same margin, or to the page's end (a section continued on the next page
 * repeats its heading). So are the policies listed under a question about the applicant's other
 * insurance, up to the next numbered question.
 */
import { PER_POLICY_FIELDS } from '../../shared/extraction/field-schema'
import { MARGIN_SLACK, SECTION_HEADING, sectionBelow } from './form-sections'
import type { Line } from './layout'
import type { Candidate } from './page-geometry'

/** A section heading naming earlier policies: "PRIOR CARRIER INFORMATION", "PREVIOUS INSURANCE". */
const PRIOR_HEADING =
  /^(?:prior|previous)\s+(?:carriers?|insurers?|insurance|coverages?|polic(?:y|ies))\b/i

/** A question about the applicant's other policies: "ANY OTHER INSURANCE WITH THIS COMPANY?". */
const OTHER_POLICIES_QUESTION = /\bother\s+(?:insurance|polic(?:y|ies))\b[^?]*\?/i

/** A numbered question: "5.", "1a.". */
const QUESTION_NUMBER = /^\d{1,2}[a-z]?\.$/

/** The vertical extents (page, top, bottom) of the page's prior carrier sections. */
export function priorCarrierSections(
  lines: readonly Line[],
): Array<{ page: number; y0: number; y1: number }> {
  const out: Array<{ page: number; y0: number; y1: number }> = []
  lines.forEach((line, i) => {
    // An application's question about the applicant's other policies lists their numbers up to
    // the next numbered question.
    const question = line.cells.findIndex((c) => OTHER_POLICIES_QUESTION.test(c.text))
    if (question >= 0) {
      const margin = (line.cells[0]?.bbox.x0 ?? 0) + MARGIN_SLACK
      const end = lines.slice(i + 1).find((l) => {
        const first = l.cells[0]
        if (l.bbox.page !== line.bbox.page || first === undefined) return true
        const t = first.text.trim()
        return QUESTION_NUMBER.test(t) || (first.bbox.x0 <= margin && SECTION_HEADING.test(t))
      })
      const y1 = end === undefined || end.bbox.page !== line.bbox.page ? 1 : end.bbox.y0
      out.push({ page: line.bbox.page, y0: line.bbox.y0, y1 })
      return
    }
    const head = line.cells[0]
    // A heading, not a caption with its value ("Prior Policy #: H254328004"): capitals, no digits.
    const text = head?.text.trim().replace(/\s*\([^()]*\)$/, '') ?? ''
    if (head === undefined || !PRIOR_HEADING.test(text)) return
    if (/[\d:#]/.test(text) || text !== text.toUpperCase()) return
    const { y1 } = sectionBelow(lines, i, head)
    out.push({ page: line.bbox.page, y0: line.bbox.y0, y1 })
  })
  return out
}

/** The candidates without a prior policy's number, carrier, premium, dates and amounts. */
export function withoutPriorCarrier(
  found: readonly Candidate[],
  lines: readonly Line[],
): Candidate[] {
  const sections = priorCarrierSections(lines)
  if (sections.length === 0) return [...found]
  return found.filter((c) => {
    if (!PER_POLICY_FIELDS.has(c.field)) return true
    const mid = (c.bbox.y0 + c.bbox.y1) / 2
    return !sections.some((s) => s.page === c.bbox.page && mid >= s.y0 && mid <= s.y1)
  })
}
