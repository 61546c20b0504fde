/**
 * A party's name is a proper name: its words are capitalised but for a few joining words ("Bank
 * of the West", "Ann and Lee Ortiz", "Caisse de Crédit"). A run of lower-case words ("The
 * wind/hail deductible applies to named") is a sentence under the caption's box, read when the
 * box itself said there was no value.
 */

/** Joining words a name may hold in lower case, and a lender's clause's words. */
const JOINING =
  /^(?:of|and|the|de|du|des|la|le|del|della|da|van|von|der|den|y|e|et|und|for|in|on|at|by|to|as|its|their|his|her|or|n\.?a\.?|c\/o|dba|d\/b\/a|aka|fka|successors?|assigns?|and\/or|&)$/

/** Lower-case words (not joining words) it takes to make a text a sentence, not a name. */
const PROSE_WORDS = 2

/** True when a text reads as a sentence rather than a name. */
export function readsAsProse(text: string): boolean {
  const words = text
    .split(/\s+/)
    .map((w) => w.replace(/^[("'“‘]+|[)"'”’.,;:]+$/g, ''))
    .filter((w) => w.length > 0)
  const lower = words.filter((w) => /^[a-z][a-z'’/-]*$/.test(w) && !JOINING.test(w))
  return lower.length >= PROSE_WORDS
}

/**
 * A party's role said in place of its name ("the mortgagee.", "said Lender", "the Named
 * Insured"): a sentence refers back to a party named elsewhere, so the words name nobody.
 */
const ROLE_ONLY =
  /^(?:the|said|such|this|that|any|each|every|your|our|its|their)\s+(?:first\s+)?(?:named\s+)?(?:insured|mortgagee|mortgage\s*holder|lender|loss\s+payee|lien\s*holder|borrower|owner|company|insurer|carrier|underwriter|agent|agency|broker|producer|servicer|policyholder|applicant|additional\s+(?:insured|interest))s?[.,;:]?$/i

/** True when a text is only a party's role, not its name. */
export const namesRoleOnly = (text: string): boolean => ROLE_ONLY.test(text.trim())
