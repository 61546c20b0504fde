/**
 * Texts that read as a name yet are a form's own words: a caption of a party's contact detail
 * ("Agent phone", "Insured's mailing address", "Lender fax no.") printed beside the caption of the
 * name, and a document's title ("REQUEST FOR CONFIRMATION OF INSURANCE", "Evidence of Property
 * Insurance"). Neither is ever the name of an insurer, an agent, a lender or an insured.
 */
import { looksLikeLabel } from './label-text'

/** A contact detail's caption word ending a text, what is before it a party's caption. */
const DETAIL_TAIL =
  /^(.{2,40}?)(?:'s)?\s+(?:(?:mailing|street|e-?mail|web)\s+)?(?:(?:tele)?phone|fax|e-?mail|website|address|signature|date|code|license|licence)(?:\s*(?:no\.?|number|#))?[\s:]*$/i

/**
 * A title: what kind of paper this is, then what about ("Request for …", "Confirmation of
 * insurance", "Verification of coverage", "Notice of cancellation").
 */
const TITLE =
  /^(?:(?:request|application|notice|confirmation|verification|evidence|proof|certificate|certification|statement|declarations?|acknowledge?ment|binder|summary|change|cancellation|registration)\s+(?:for|of)\s+(?:\w+\s+){0,4}?(?:insurance|coverage|hazard\s+insurance|property\s+insurance|cancell?ation|renewal|policy|registration|change)|(?:insurance|coverage|policy)\s+(?:confirmation|verification|request|certificate|registration|information)(?:\s+(?:form|request|letter))?)[\s.:]*$/i

/** True when a text read as a name is a caption of a party's detail or a document's title. */
export function isCaptionOrTitle(text: string): boolean {
  const t = text.trim()
  if (TITLE.test(t)) return true
  const m = DETAIL_TAIL.exec(t)
  return m !== null && looksLikeLabel(m[1]!)
}
