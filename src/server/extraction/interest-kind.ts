/**
 * An application's additional interest section names its party (under "NAME AND ADDRESS") and,
 * written in, the kind of interest that party holds ("Mortgagee", "Landlord"): the form's own
 * captions of the kinds are printed in capitals beside their boxes, the written kind is not. A
 * lender's kind makes the party the mortgagee; any other kind (a landlord, an additional insured)
 * makes it no mortgagee, whatever captions stand near its name. So is an owners' association
 * named as an interest (a unit owner's evidence names the condominium association).
 */
import { sectionBelow } from './form-sections'
import type { Line } from './layout'
import type { Candidate } from './page-geometry'

/** The section's heading: "ADDITIONAL INTEREST", "ADDITIONAL INTERESTS". */
const HEADING = /^ADDITIONAL INTERESTS?\b/

/** Written kinds of a lender's interest. */
export const LENDER =
  /^(?:first\s+|second\s+|1st\s+|2nd\s+)?(?:mortgagee|mortgage\s+holder|lender|lienholder|loss\s+payee|lender'?s\s+loss\s+payable)$/i

/** Written kinds of interests that are not a lender's. */
const NOT_LENDER =
  /^(?:landlord|lessor|building\s+owner|owner|co-?owner|additional\s+insured|certificate\s+holder|trustee|registrant|tenant|employee\s+as\s+lessor|leaseback\s+owner|contractor|vendor|manager)$/i

/** An owners' association's name: "Finial Condominium Association", "Oak Hill HOA". */
const OWNERS_ASSOCIATION =
  /\b(?:condominium|condo|homeowners'?|home\s+owners'?|owners'?|townhome|townhouse|community|property\s+owners'?)\s+(?:association|assn\.?|assoc\.?)(?:\W|$)|\b(?:HOA|COA)\b/i

/** The name of the party under the section's name caption, when its kind is a lender's. */
const NAME_CAPTION = 'name and address'

/** The score a lender's name gets: as a mortgagee caption's value below it. */
const LENDER_NAME_SCORE = 0.85

interface Section {
  readonly page: number
  readonly y0: number
  readonly y1: number
  readonly kind: 'lender' | 'other' | undefined
}

function sections(lines: readonly Line[]): Section[] {
  const out: Section[] = []
  lines.forEach((line, i) => {
    const head = line.cells[0]
    if (head === undefined || !HEADING.test(head.text.trim())) return
    const section = sectionBelow(lines, i, head)
    const y1 = section.y1
    let lender = false
    let other = false
    for (const next of section.lines) {
      for (const c of next.cells) {
        const t = c.text.trim()
        // Written in, not printed: not all capitals.
        if (t === t.toUpperCase()) continue
        if (LENDER.test(t)) lender = true
        else if (NOT_LENDER.test(t)) other = true
      }
    }
    const kind = lender ? 'lender' : other ? 'other' : undefined
    out.push({ page: line.bbox.page, y0: line.bbox.y0, y1, kind })
  })
  return out
}

/**
 * The candidates with the additional interest's kind applied: no mortgagee from a section whose
 * party is written in as another kind; its name as the mortgagee where the kind is a lender's.
 */
export function withInterestKind(found: readonly Candidate[], lines: readonly Line[]): Candidate[] {
  const all = sections(lines)
  const out: Candidate[] = []
  for (const c of found) {
    const mid = (c.bbox.y0 + c.bbox.y1) / 2
    const s = all.find((x) => x.page === c.bbox.page && mid >= x.y0 && mid <= x.y1)
    // An owners' association (a condominium's, a community's) is an interest of a unit owner's
    // policy as its master policy's insured, never as the lender.
    if (c.field === 'policy.mortgagee' && OWNERS_ASSOCIATION.test(c.value)) continue
    if (c.field !== 'policy.mortgagee' || s === undefined || s.kind === undefined) {
      out.push(c)
      continue
    }
    if (s.kind === 'other') continue
    if (c.labelWords !== NAME_CAPTION || c.relation !== 'below') {
      out.push(c)
      continue
    }
    const quality = c.evidence?.quality ?? 1
    const trust = c.evidence?.trust ?? 1
    const score = Math.max(c.score, LENDER_NAME_SCORE * quality * trust)
    out.push({ ...c, score, evidence: { label: LENDER_NAME_SCORE, quality, trust } })
  }
  return out
}
