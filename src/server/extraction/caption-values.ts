/**
 * A cell that starts with a printed caption and its colon ("REASON FOR INTEREST: Premises 1",
 * "LIEN AMOUNT:") is that caption's box, not a name: forms print their captions in capitals, and
 * a name field's value read from such a cell is another caption's value (or the caption itself).
 */
import { EXTRACTION_FIELDS, type ExtractionFieldId } from '../../shared/extraction/field-schema'
import type { Line } from './layout'
import type { Candidate } from './page-geometry'

/** A caption in capitals (two letters at least) ending with a colon, at a cell's start. */
const CAPTION_COLON = /^[A-Z][A-Z0-9 /&'#().,-]*[A-Z)#]\s*:/

const NAME_FIELDS: ReadonlySet<ExtractionFieldId> = new Set(
  EXTRACTION_FIELDS.filter((f) => f.type === 'Text' && f.id !== 'policy.policyNumber').map(
    (f) => f.id,
  ),
)

/** The candidates without names read from a cell that opens with another caption. */
export function withoutCaptionCells(
  found: readonly Candidate[],
  lines: readonly Line[],
): Candidate[] {
  return found.filter((c) => {
    if (!NAME_FIELDS.has(c.field) || c.relation === 'inline') return true
    const mid = (c.bbox.y0 + c.bbox.y1) / 2
    const cx = (c.bbox.x0 + c.bbox.x1) / 2
    const cell = lines
      .find((l) => l.bbox.page === c.bbox.page && mid >= l.bbox.y0 && mid <= l.bbox.y1)
      ?.cells.find((k) => cx >= k.bbox.x0 && cx <= k.bbox.x1)
    return cell === undefined || !CAPTION_COLON.test(cell.text.trim())
  })
}
