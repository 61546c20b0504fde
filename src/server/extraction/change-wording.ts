/**
 * A change said in words: "Coverage A increased from $250,000 to $275,000", "the deductible
 * changes from $1,000 to $2,500", "Premium: was $1,210, now $1,304", "$275,000 (previously
 * $250,000)". The amount in force is the new one; the amount it replaced is never the answer.
 * A bare "from $X to $Y" without a verb of change may be a range of options: neither is taken.
 */

/** An amount as a change's sentence prints it. */
const AMOUNT = String.raw`(?:(?:usd|gbp|eur|us\$|\$|£|€)\s?)?\d[\d,.]*\d`
/** A verb saying a value changed: "increased", "changes", "was raised", "goes". */
const CHANGE_VERB = String.raw`(?:(?:increas|decreas|chang|rais|reduc|lower|revis|amend|adjust|updat|mov)(?:e|es|ed|ing)|goes|went|rises?|rose|falls?|fell|drops?|dropped)`
/** Words between an old amount and the new one: "to", ", now", "→". */
const TO_NEW = String.raw`\s*[,;]?\s*(?:to|(?:and\s+)?(?:is\s+)?now|→|->|=>)\s*:?\s+`

/** Before an amount, the words that make it the value a change started from. */
const FROM_AFTER_VERB = new RegExp(
  String.raw`\b${CHANGE_VERB}(?:\s+[a-z]+){0,2}?\s+from\s*:?\s*$`,
  'i',
)
const WAS = /(?:^|[\s:(])was\s*:?\s*$/i
const BARE_FROM = /\bfrom\s*:?\s*$/i
/** Words that make the amount after them an old one whatever follows it. */
const FORMERLY =
  /(?:\b(?:previously|formerly|was\s+previously)|\((?:was|prior|old|before))\s*:?\s*$/i
const NEW_AFTER = new RegExp(String.raw`^${TO_NEW}(?=${AMOUNT})`, 'i')

/**
 * What a change's words make of an amount printed between `before` and `after` (the text of its
 * cell on each side): undefined when it is no changed value, 'old' when it is the value replaced,
 * or the offset in `after` where the new value starts.
 */
export function changedAmount(before: string, after: string): 'old' | number | undefined {
  const tail = before.slice(-60)
  if (FORMERLY.test(tail)) return 'old'
  const next = NEW_AFTER.exec(after)
  if (FROM_AFTER_VERB.test(tail)) return next ? next[0].length : 'old'
  // ("The premium for that period was $1,210" says what it was, not that it changed.)
  if (WAS.test(tail) && next) return next[0].length
  if (BARE_FROM.test(tail) && next) return 'old'
  return undefined
}

/**
 * The words that lead to a new value at the start of a value's text ("was $1,210, now ",
 * "increased from $250,000 to "): the value read after them is the one in force.
 */
export const CHANGED_TO = new RegExp(
  String.raw`^\s*[:\-–—]?\s*(?:(?:(?:(?:has|have|had)(?:\s+been)?|was|were|is|are|will\s+be)\s+)?${CHANGE_VERB}\s+from|was)\s*:?\s*${AMOUNT}${TO_NEW}(?=${AMOUNT})`,
  'i',
)
