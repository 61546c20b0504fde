/**
 * What a certificate's policy row is to a lender. A lender (mortgagee, loss payee) asks about the
 * policy on the thing it lends on: a row describing property — a building, a dwelling, a
 * builder's risk policy on a building going up — is that policy, whatever liability, auto or
 * umbrella rows stand beside it. An inland marine row (equipment, a floater) is a lender's policy
 * only when the certificate names a lender: then it is the one policy a loss payee can be on;
 * sent to a contractor's client, it is one more line of the insured's program.
 */

/**
 * Words that say a row's policy insures property: agencies abbreviate the building on a narrow
 * row ("CAR WASH BLDG - SPECIAL") and name the causes-of-loss form ("special form").
 */
export const PROPERTY_WORDS =
  /\b(?:property|dwelling|building|bldgs?|contents|homeowners?|dwelling\s+fire|fire|hazard|dp-?\d|ho-?\d|builders?'?s?\s+risk|course\s+of\s+construction|special\s+form)\b/i

/** Words of a row whose policy insures goods or equipment: a lender's policy when one is named. */
const LENDER_ONLY_WORDS =
  /\b(?:inland\s+marine|contractors?'?s?\s+equipment|equipment\s+floater|installation\s+floater)\b/i

/** Words of a certificate holder's block that make the holder the lender on the policy. */
export const LENDER_HOLDER = /\b(?:loan|isaoa|atima|mortgagee|loss\s+payee|lienholder)\b/i

/** A remark that says the certificate holder is the mortgagee or loss payee. */
export const HOLDER_IS_LENDER =
  /\bholder\s+is\s+(?:(?:the|a|an|named|as|first|1st)\s+)*(?:mortgagee|loss\s+payee|lender|lienholder)\b/i

/**
 * The rows a lender's reader takes as the policy, from each row's description: those describing
 * property; when none does and the certificate names a lender, those describing equipment or
 * goods (inland marine).
 */
export function lenderRows<T>(
  rows: readonly T[],
  describe: (row: T) => string,
  lenderNamed: boolean,
): T[] {
  const property = rows.filter((r) => PROPERTY_WORDS.test(describe(r)))
  if (property.length > 0 || !lenderNamed) return property
  return rows.filter((r) => LENDER_ONLY_WORDS.test(describe(r)))
}

/** A remark naming the lender's interest and the insurer of the policy it is on, either way round. */
const LENDER_REMARK_LETTER = [
  /\b(?:mortgagee|loss\s+payee|lienholder|lender)\b[^.]{0,80}?\binsurer\s+([a-f])\b/i,
  /\binsurer\s+([a-f])\b[^.]{0,80}?\b(?:mortgagee|loss\s+payee|lienholder|lender)\b/i,
]

/**
 * Of several rows describing property, the one a remark puts the lender on by its insurer's
 * letter ("holder is mortgagee and loss payee on the builders risk policy (insurer A)"); nothing
 * when no remark decides, or the remarks name two.
 */
export function remarkedRow<T>(
  rows: readonly T[],
  letterOf: (row: T) => string,
  remarks: readonly string[],
): T | undefined {
  const letters = new Set(
    remarks.flatMap((t) =>
      LENDER_REMARK_LETTER.flatMap((re) => {
        const m = re.exec(t)
        return m?.[1] === undefined ? [] : [m[1].toUpperCase()]
      }),
    ),
  )
  const named = rows.filter((r) => letters.has(letterOf(r).toUpperCase()))
  return named.length === 1 ? named[0] : undefined
}

/**
 * Lines of business a certificate's row may describe: a table whose rows name two of them lists
 * a program of policies, one a row, not one policy's coverages.
 */
const LINES_OF_BUSINESS = [
  PROPERTY_WORDS,
  LENDER_ONLY_WORDS,
  /\b(?:general\s+liab\w*|commercial\s+general|claims[-\s]made|occurr?ence)\b/i,
  /\b(?:auto(?:mobile)?s?|garage|vehicles?)\b/i,
  /\b(?:umbrella|excess)\b/i,
  /\b(?:workers'?|compensation|employers'?\s+liab\w*)\b/i,
]

/** How many lines of business the rows' descriptions name between them. */
export function linesOfBusiness<T>(rows: readonly T[], describe: (row: T) => string): number {
  return LINES_OF_BUSINESS.filter((re) => rows.some((r) => re.test(describe(r)))).length
}
