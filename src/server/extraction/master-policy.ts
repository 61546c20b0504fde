/**
 * A unit owner's evidence often describes the building's own insurance in a remark ("Master
 * policy: Finial Condominium Association, insured by …, policy MP-344, building limit $21,180,000"):
 * that is the association's policy, whose insurer, number, limit and deductible are not the unit
 * owner's. A value read in the same text after such a mention is that policy's.
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import type { Line } from './layout'
import type { Candidate } from './page-geometry'

/** A mention of the building's (association's) own policy. */
const MASTER_POLICY =
  /\bmaster\s+(?:policy|insurance|coverage)\b|\bassociation'?s?\s+(?:master\s+)?(?:policy|insurance|coverage)\b/i

const POLICY_TERMS: ReadonlySet<ExtractionFieldId> = new Set([
  'policy.policyNumber',
  'policy.carrier',
  'policy.premium',
  'policy.coverageAmount',
  'policy.deductible',
])

/** The candidates without values read after a master policy's mention in their own text. */
export function withoutMasterPolicy(
  found: readonly Candidate[],
  lines: readonly Line[],
): Candidate[] {
  return found.filter((c) => {
    if (!POLICY_TERMS.has(c.field)) return true
    const mid = (c.bbox.y0 + c.bbox.y1) / 2
    const line = lines.find(
      (l) => l.bbox.page === c.bbox.page && mid >= l.bbox.y0 && mid <= l.bbox.y1,
    )
    const cell = line?.cells.find((k) => c.bbox.x0 >= k.bbox.x0 - 1e-6 && c.bbox.x0 <= k.bbox.x1)
    if (cell === undefined) return true
    const m = MASTER_POLICY.exec(cell.text)
    if (m === null) return true
    // The mention comes before the value in the cell (the value's place, by its left edge).
    const share = (c.bbox.x0 - cell.bbox.x0) / Math.max(cell.bbox.x1 - cell.bbox.x0, 1e-6)
    return share * cell.text.length < m.index
  })
}
