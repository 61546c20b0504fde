/**
 * The labels of no field that still end a value: a value running to the right stops at them.
 */
/**
 * Words that start another label: a value running to the right stops there, and a candidate
 * text that is itself a label is not a value.
 */
export const STOP_LABELS: readonly RegExp[] = [
  /naic(?:\s+code)?/,
  /(?:(?:tele)?phone|fax|e-?mail|website)(?![a-z])/,
  /(?:mailing\s+)?address(?![a-z])/,
  /date(?![a-z])/,
  /(?:customer|agency)\s+id/,
  /code(?![a-z])/,
  /description/,
  /coverage(?:s)?(?![a-z])/,
  /limits?(?![a-z])/,
  /^(?:blkt|item|class|type|rank|amount|evidence|certificate|interest|reference|signature)\b/,
  /^(?:acord(?:\s+\d+|\s+corporation)|attach(?:ed)?\s+to|all\s+rights\s+reserved|the acord name)/,
  /subject\s+of\s+insurance|(?:building|premises)\s*#/,
  /^(?:additional\s+(?:insured|interest)|loss\s+payee|lender'?s|mortgagee|contact)/,
  /^(?:insurer\s+[a-f]\b|(?:contact\s+)?name:?$)/,
  /^(?:remarks|see\s+(?:important|reverse|attached))/,
  // A rating or an inspection's terms: captions of the building's figures, never a party's name
  // (a caption printed right of a party's caption is no value of it).
  /(?:protection\s+class|ppc|construction\s+type|occupancy|territory|rating\s+tier|living\s+area|square\s+f(?:ee|oo)t(?:age)?|roof\s+(?:covering|replaced|age|type|updated)|distance\s+to\s+(?:hydrant|fire\s+station|coast)|overall\s+condition|fire\s+district)(?![a-z])/,
]
