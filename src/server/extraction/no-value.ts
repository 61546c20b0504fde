/**
 * What a form prints where a field has no value ("None", "TBD", "See attached", "no lender"): a
 * value's reader and the readers of forms and certificates refuse it alike.
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'

/** What forms print where a field has no value. */
const NO_VALUE =
  /^(?:none|n\/?a|nil|tbd|pending|unknown|not\s+(?:applicable|scheduled|on\s+file|shown|provided|assigned)|to\s+be\s+(?:assigned|determined|advised)|applied\s+for|no\s+(?:mortgagee|lienholder|lien\s*holder|loss\s+payee|lender|additional\s+interest|interest)s?\b|see\s+(?:schedule|attached|page|remarks|below|above|description))(?![a-z])/i

/** A text that says the field is empty: "None", "TBD", "See attached", "… - no lender". */
export function saysNoValue(id: ExtractionFieldId, text: string): boolean {
  const t = text.trim().replace(/^[*\s(-]+/, '')
  if (NO_VALUE.test(t)) return true
  // Said in two languages ("Ninguno / None"): either side says it.
  if (/\s\/\s/.test(t) && t.split(/\s\/\s/).some((side) => NO_VALUE.test(side.trim()))) return true
  // A holder or interest box that says there is no lender, in whatever sentence.
  return (
    (id === 'policy.mortgagee' || id === 'policy.loanNumber') &&
    /\bno\s+(?:mortgagee|lienholder|lien\s*holder|loss\s+payee|lender|loan)s?\b/i.test(t)
  )
}
