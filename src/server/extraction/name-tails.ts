/**
 * What is printed after a name and is no part of it: a mortgage clause, a loan's reference, another
 * number's caption, the party's address after "of", a policy's grant after the insured's name.
 * field-values.ts cuts these before it reads a name.
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'

/** Clauses printed after a lender's name that are not part of it. */
export const LENDER_CLAUSE =
  /[,;]?\s*(?:isaoa|atima|its\s+successors|and\/or\s+assigns|as\s+(?:their|its)\s+interests?\s+may\s+appear).*$/i

/**
 * A loan's reference printed after the lender's name ("Wrenfield Savings Bank acct. 0018498205",
 * "… — Loan No. 690-8018312", a sentence's "…Credit Union, loan 55-1209."): the loan number's,
 * not part of the name.
 */
export const LOAN_REFERENCE =
  /[\s,;–—-]+(?:acct|account|loan)\.?\s*(?:no\.?|number|#|ref(?:erence)?\.?)?\s*:?\s*#?\s*[A-Z0-9][\w-]*\d[\w-]*[.;,]?\s*$/i

/**
 * A code's caption after a name, with its number or (a run of captions and values) after a comma:
 * "NAIC 91846", ", naic:", ", code:", ", Agent code 4471", "Lic. 0G12345". (A caption alone,
 * "GL CODE", is a caption, not a name with a tail.)
 */
const CODE_CAPTION = String.raw`(?:naic|fein|ein|code|lic(?:ense|\.)?)(?:\s*(?:no\.?|#))?`
const CODE_NUMBER = String.raw`\s*[:#]?\s*[A-Z]{0,3}-?\d[\w-]*`
export const NUMBER_CAPTION_AFTER = new RegExp(
  String.raw`(?:\s*[,;]\s*(?:(?:agent|agency|producer|sub)\s+)?${CODE_CAPTION}(?:${CODE_NUMBER})?|\s+${CODE_CAPTION}${CODE_NUMBER})[\s:]*$`,
  'i',
)

/** Parties named with their address after "of": the insured, the lender, the agent. */
export const PARTY_IDS: ReadonlySet<ExtractionFieldId> = new Set([
  'policy.namedInsured',
  'policy.mortgagee',
  'policy.producer',
])
/** "… of 12 Elm St, Ely, MN", "… of PO Box 7" after a name (or what is left of it: "… of 12"). */
export const OF_ADDRESS = /\s+of\s+(?:\d{1,6}|p\.?\s?o\.?|post\s+office)(?:\s+[A-Z].*)?$/i
/** A policy's grant after the insured's name: "… against loss by fire", "… against all risks". */
export const AGAINST_LOSS =
  /\s+against\s+(?:(?:all\s+)?(?:direct\s+)?(?:physical\s+)?(?:loss|damage)|all\s+risks?)\b.*$/i

/** A sentence's lower-case "loan" after the name, its number cut off ("… Savings Bank loan"). */
export const LOAN_WORD_AFTER = /\s+loan[.,;:]?$/
