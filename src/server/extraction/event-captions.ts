/**
 * Captions on documents about a policy rather than its declarations: a change endorsement, a
 * notice, a letter. Their captions may name
 * - a party the change removes ("Deleted — Mortgagee", "Former lienholder", "Mortgagee released"):
 *   that lender and its loan are no longer the policy's, and everything printed in its panel (the
 *   lines under the caption, in its column, to the next gap) is the removed party's;
 * - the date of an event, not of the policy's term ("Cancellation effective", "Effective date of
 *   non-renewal", "Reinstatement date"): the term's own dates are printed elsewhere;
 * - who a copy is for ("MORTGAGEE COPY", "Lienholder's copy"): a distribution mark, not a caption
 *   whose value follows;
 * - a change's premiums other than the one after it ("Annual premium before change", "Premium for
 *   this endorsement"): the old premium or the change's own charge.
 * Such a caption stays a label (nothing reads it as a value) but is never paired.
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import type { LabelHit } from './label-finder'
import type { Line } from './layout'
import type { Candidate } from './page-geometry'

/** Words saying a party is taken off the policy (or was on it before). */
const REMOVED =
  /\b(?:delete[ds]?|deletion|remove[ds]?|removal|released|release\s+of|former|previous|prior|old|outgoing|replaced|superseded|satisfied|paid[\s-]+(?:off|in\s+full)|discharged|terminated|cancell?ed|withdrawn|no\s+longer)\b/i

/** The fields a lender's panel gives. */
const LENDER_FIELDS: ReadonlySet<ExtractionFieldId> = new Set([
  'policy.mortgagee',
  'policy.loanNumber',
])

/** An event a notice or endorsement dates: its date is not the policy's term. */
const EVENT =
  /\b(?:cancell?(?:ation|ed|ing)?|terminat(?:ion|ed)|non-?renewal|nonrenewal|reinstate(?:ment|d)?|lapse[ds]?|rescission|rescinded|change|endorsement|amendment|revision|loss|claim|mail(?:ed|ing)?|notice|payment|due)\b/i

/** A change to the policy, named in a premium's caption. */
const CHANGE = /\b(?:change|endorsement|amendment|revision)\b/i
/** …and the premium that results from it. */
const AFTER_CHANGE = /\b(?:after|new|revised|resulting|adjusted|amended|no\s+change)\b/i

const TERM_FIELDS: ReadonlySet<ExtractionFieldId> = new Set([
  'policy.effectiveDate',
  'policy.expirationDate',
])

/** Words a caption of a few words has at most: longer text is a sentence, read elsewhere. */
const CAPTION_WORDS = 7

const words = (s: string): number => s.trim().split(/\s+/).filter(Boolean).length

/** A copy's addressee: "MORTGAGEE COPY", "Lienholder's copy", "copy to mortgagee". */
const COPY_MARK = /\bcopy\b/i

/** True when a caption names a removed party, an event's date, or a copy's addressee. */
export function namesEventOrRemovedParty(hit: LabelHit): boolean {
  const text = hit.cell.text
  if (words(text) > CAPTION_WORDS) return false
  if (LENDER_FIELDS.has(hit.field.id) && (REMOVED.test(text) || COPY_MARK.test(text))) return true
  // A change's premiums: the premium before it and the change's own charge are not the policy's
  // premium; the one after it is ("Annual premium after change", "Revised annual premium").
  if (hit.field.id === 'policy.premium' && CHANGE.test(text) && !AFTER_CHANGE.test(text))
    return true
  if (TERM_FIELDS.has(hit.field.id)) {
    // The event's word in the caption itself, before or after the label: "Cancellation effective",
    // "Effective date of cancellation".
    const rest = text.slice(0, hit.start) + ' ' + text.slice(hit.end)
    return EVENT.test(rest)
  }
  return false
}

/** A panel's extent: under its caption, between its column's edges, down to the first gap. */
interface Panel {
  readonly page: number
  readonly x0: number
  readonly x1: number
  readonly y0: number
  readonly y1: number
}

/** Most gap between two lines of one panel, in line heights. */
const PANEL_GAP = 1.8

/** The panel under a removed party's caption: its column, down to the first wide gap. */
function panelUnder(hit: LabelHit, lines: readonly Line[]): Panel {
  const next = hit.line.cells[hit.cellIndex + 1]
  const x0 = hit.cell.bbox.x0 - 0.01
  const x1 = next === undefined ? 1 : next.bbox.x0 - 0.005
  const h = Math.max(hit.line.height, 1e-6)
  let y1 = hit.line.bbox.y1
  for (const line of lines.slice(hit.line.index + 1)) {
    if (line.bbox.page !== hit.line.bbox.page) break
    const inColumn = line.cells.some((c) => c.bbox.x0 < x1 && c.bbox.x1 > x0)
    if (!inColumn) continue
    if (line.bbox.y0 - y1 > PANEL_GAP * h) break
    y1 = line.bbox.y1
  }
  return { page: hit.line.bbox.page, x0, x1, y0: hit.line.bbox.y0, y1 }
}

/** The candidates without a lender or loan read inside a removed party's panel. */
export function withoutRemovedParties(
  found: readonly Candidate[],
  hits: readonly LabelHit[],
  lines: readonly Line[],
): Candidate[] {
  const panels = hits
    .filter(
      (h) =>
        LENDER_FIELDS.has(h.field.id) &&
        words(h.cell.text) <= CAPTION_WORDS &&
        REMOVED.test(h.cell.text),
    )
    .map((h) => panelUnder(h, lines))
  if (panels.length === 0) return [...found]
  return found.filter((c) => {
    if (!LENDER_FIELDS.has(c.field)) return true
    const mx = (c.bbox.x0 + c.bbox.x1) / 2
    const my = (c.bbox.y0 + c.bbox.y1) / 2
    return !panels.some(
      (p) => p.page === c.bbox.page && mx >= p.x0 && mx <= p.x1 && my >= p.y0 && my <= p.y1,
    )
  })
}
