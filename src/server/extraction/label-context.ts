/**
 * What the words around a label say about it: whether it is a caption or a word of running prose
 * (and then where in the sentence its value is), and whether it names another term's value (a
 * distractor). Pure predicates over a cell's lower-cased text; label-finder.ts applies them.
 */
import type { ExtractionFieldDefinition } from '../../shared/extraction/field-schema'
import { OPENS_WITH_WORDS } from './amount-words'
import { CHANGED_TO } from './change-wording'
import type { LabelVariant } from './label-variant'
import type { Line } from './layout'

/** Separators a label leaves before its value: colons, hashes, dashes and leaders. */
export const SEPARATORS = /^[\s:#.\-–—_|·•…=~*>]*/

/**
 * Words joining a label to its value in a sentence: "premium of", "built in", "number is". The
 * term may stand between the label and its verb ("the premium for the year is $1,256.12", "the
 * premium charged for that period was …", "for the full policy term is …"); an earlier term
 * ("for the preceding term") may not.
 */
export const CONNECTOR =
  /^\s*(?:(?:charged|billed|written)\s+(?=for\b|is\b|was\b))?(?:for\s+(?:the|this|that|each)\s+(?:(?:policy|coverage|annual|full|current|entire|whole)\s+){0,2}(?:year|term|period)\s+(?=is\b|was\b|of\b|totals?\b|amounts?\b|equals\b|will\b|stays\b|remains\b))?(?:(?:(?:(?:is|are|will\s+be)\s+)?(?:covered|insured)(?:\s+against\s+[a-z ,&/-]{3,60}?)?\s+(?:for|to|up\s+to|in\s+the\s+amount\s+of)|is|was|of|in|at|for|to|totals?|amounts?\s+to|equals|in\s+the\s+amount\s+of|(?:stays|remains|will\s+(?:be|stay|remain))(?:\s+at)?)\s+)?/
/** What starts a value of a strict type: a digit, a currency mark, or an identifier's letters. */
const STRICT_VALUE_START = /^(?:\$|usd\b|us\$|gbp\b|eur\b|[£€]|\d|[a-z]{1,4}[-\d])/
/** A date written with its month's name first: "January 21, 2025", "Sept. 5th". */
const MONTH_START = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d/
/** An article before such a date ("in force from the September 1st, 2026"): no part of it. */
const DATE_ARTICLE = /^the\s+(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)/
/**
 * An identifier whose letters stand apart from its figures ("CAM 6508 NJ"): printed in capitals,
 * so a sentence's next word ("and 3 more") is not read as its prefix.
 */
const SPACED_PREFIX = /^[A-Z]{2,4}\s\d/
/**
 * The hour a term starts or ends, said between the verb and the date ("begins at 12:01 a.m.
 * standard time on 13 March 2027"): policies run from a minute past midnight, so the date follows.
 */
const TIME_OF_DAY =
  /^\d{1,2}:\d{2}\s*[ap]\.?\s?m\.?(?:,?\s+(?:standard|local|daylight|prevailing)(?:\s+time)?)?,?\s+on\s+/
/** A legal form's date: "the 3rd day of December, 2029". */
const DAY_OF_START = /^the\s+\d{1,2}(?:st|nd|rd|th)?\s+day\s+of\s/
/** An amount (with its money mark) right before a label in a sentence, and a joining word. */
export const AMOUNT_BEFORE = /(?:\$|usd)\s?\d[\d,]*(?:\.\d\d)?\s+(?:(?:under|as|for)\s+)?$/
/**
 * How a phrase that names the value after it ends: "issued by", "payable to", "located at", "the
 * mortgagee on file is", "This is to certify that", "countersigned by the agent of record",
 * "placed with", "placed through", "policy HO-1 for".
 */
const PHRASE_END = /(?:by|to|at|with|through|\bfor|\sis|\snames|\sthat|of\s+record|\snames?\s+of)$/
/** Words that join a name to the phrase before it: a comma, or nothing (the phrase ends in "by"). */
const PHRASE_JOIN = /^\s*,?\s*/

/**
 * Characters of `after` (the text after a label in a sentence) before the value: connecting words
 * for values of a strict type, a comma for a name after a phrase label; undefined when no value
 * follows.
 */
export function proseValueAfter(
  field: ExtractionFieldDefinition,
  variant: LabelVariant,
  after: string,
  matched = '',
  original = after,
): number | undefined {
  if (variant.phrase === true) {
    const join = PHRASE_JOIN.exec(after)?.[0] ?? ''
    // A name follows a phrase that ends in "by", "to" or "at", or stands after a comma ("the
    // servicing agent, Alder Street Insurance Group, at …"); it starts with a capital or a digit.
    // "… the mortgagee on file is Blue Ridge Bank", "Your agent is Alder Street Agency": a phrase
    // that ends in "is" names what follows it too.
    const joined = PHRASE_END.test(matched) || join.includes(',')
    // The phrase ends its line (after a comma: "sent to your mortgagee,"): the name starts the
    // next one (pairing.ts reads it there).
    if (joined && after.replace(/^\s*,/, '').trim() === '') return after.length
    return joined && join.length > 0 && /^[A-Z0-9]/.test(original.slice(join.length))
      ? join.length
      : undefined
  }
  if (field.type === 'Text' && !IDENTIFIER_IDS.has(field.id)) return undefined
  if (variant.wholeCell === true) return undefined
  // "the deductible changes from $1,000 to $2,500": the value is the one after the change.
  const change = field.type === 'Currency' ? CHANGED_TO.exec(after) : null
  if (change !== null) return change[0].length
  const connector = CONNECTOR.exec(after)?.[0] ?? ''
  const hour =
    field.type === 'Date' ? (TIME_OF_DAY.exec(after.slice(connector.length))?.[0] ?? '') : ''
  const article =
    field.type === 'Date'
      ? (DATE_ARTICLE.exec(after.slice(connector.length + hour.length))?.[0] ?? '')
      : ''
  const join = connector + hour + article
  const value = after.slice(join.length)
  // (A label's own pattern may end with the joining word: "Coverage A limit of" before "$230,000".)
  const joinedInLabel = /\s(?:of|is|was|at)\s*$/.test(matched)
  if (
    (connector.length === 0 && !joinedInLabel) ||
    !(
      STRICT_VALUE_START.test(value) ||
      (IDENTIFIER_IDS.has(field.id) && SPACED_PREFIX.test(original.slice(join.length))) ||
      (field.type === 'Date' && (MONTH_START.test(value) || DAY_OF_START.test(value))) ||
      (field.type === 'Currency' && OPENS_WITH_WORDS.test(value))
    )
  )
    return undefined
  // An identifier in a sentence has a digit: "policy number 6581-HO-5242", not "policy number and".
  if (IDENTIFIER_IDS.has(field.id) && !/^(?:\S*|[a-z]{2,4}\s)\d/.test(value)) return undefined
  return join.length
}

/**
 * A mortgage clause's words between a lender's name and the phrase that says what it is ("Acme
 * Bank, its successors and assigns, is named as mortgagee", "Acme Bank ISAOA/ATIMA as …").
 */
export const CLAUSE_TAIL =
  /[\s,]*(?:isaoa\s*\/?\s*(?:atima)?|its\s+successors(?:\s+and(?:\s*\/\s*or)?\s+assigns)?)[\s,]*$/i

/** What may stand after a label that ends a line of prose, its value starting the next line. */
export const CONNECTOR_AT_LINE_END = /^\s*(?:is|was|of|totals?|equals|amounts\s+to)?\s*$/

export const IDENTIFIER_IDS: ReadonlySet<string> = new Set([
  'policy.policyNumber',
  'policy.loanNumber',
])

/** Words before a label that make it name a value that is not this policy's answer. */
export const DISTRACTOR_BEFORE =
  /(?:(?:replaces|replaced|renews|supersedes)\s+(?:policy\s+)?(?:no\.?\s*)?\S+,?\s+(?:which|that)\s*$)|(?:\b(?:replaces|replacing|supersedes|superseding)(?:\s+(?:the|your|my|our))?\s+(?:current|existing|present)\s*$)|(?:^|[^a-z])(?:prior|previous|expiring|former|old|last|replaced|replaces|orig(?:inal|\.)?|additional|addl\.?|renewal\s+of|last\s+(?:year|term)(?:'?s)?|prior\s+term(?:'?s)?|quoted?|proposed\s+change\s+to|change\s+in)(?:\s+(?:the|your|my|our))?\s*$/

/**
 * A term that is not the policy's before a date's label: "My commission expires …" (a notary's),
 * "License expires …", "license MT-484285, expires …", "permit no. 4471: expires …" (an
 * appraiser's, an adjuster's credential), "This offer expires …".
 */
export const OTHER_TERM_BEFORE =
  /(?:^|[^a-z])(?:(?:commission|licen[cs]e|registration)(?:\s+(?:no\.?\s*|#\s*)?[a-z]{0,3}-?\d[\w-]*)?,?|notary(?:'s)?\s+(?:term|appointment)|offer|quote|(?:licen[cs]e[ds]?|permit|registration|commission)(?:\s+(?:no\.?|number|#))?\s*[:#]?\s*[a-z]{0,3}[-\s]?\d[\w-]*\s*[,;]?)\s*$/

/**
 * A change's own date before a date's label: "Mortgagee added, effective …", "reinstated
 * effective …", "cancelled effective …" date the change, not the policy's term.
 */
export const CHANGE_BEFORE =
  /(?:^|[^a-z])(?:added|removed|deleted|changed|amended|revised|modified|updated|increased|decreased|reduced|raised|lowered|reinstated|cancell?ed|terminated|endorsed|corrected)\s*,?\s*$/

/** Words that may stand before a label without making it prose ("PROPOSED EFF DATE"). */
export const QUALIFIERS =
  /^(?:\s*(?:proposed|requested|current|renewal|new|policy|revised|amended|estimated))*\s*$/

/**
 * A list's marker or a ticked box before a caption: "A. Dwelling", "(b) Deductible", "12.
 * Estimated annual premium", "[X] A Dwelling".
 */
export const LIST_MARKER =
  /^\s*(?:\[\s*x?\s*\]\s*)?(?:\(?(?:[a-z]|\d{1,2}|[ivx]{1,4})(?:[.)]|\s))?\s*/

/** One or two plain words: "secured", "cover", "your insured". */
const FEW_WORDS = /^\s*[a-z][a-z'’]*(?:\s+[a-z][a-z'’]*)?\s*$/
/** Words that open a sentence, not a caption: "This binder expires", "It ends". */
const SENTENCE_START =
  /^\s*(?:this|that|these|those|it|its|which|who|we|they|he|she|and|or|if|when|unless)\b/
/** Fields whose labels also end a name ("Osprey Point Insurance Company", "… Insurance Agency"). */
const NAME_ENDING_FIELDS: ReadonlySet<string> = new Set(['policy.carrier', 'policy.producer'])

/**
 * A short caption whose label is its last word(s), with a word or two before it ("Secured
 * lender", "Cover starts"), standing in a cell of its own with the value in the next cell: that is
 * a key/value row, not a word in running prose.
 */
export function captionWithWordsBefore(
  field: ExtractionFieldDefinition,
  line: Line,
  cellIndex: number,
  before: string,
  after: string,
): boolean {
  return (
    !NAME_ENDING_FIELDS.has(field.id) &&
    cellIndex < line.cells.length - 1 &&
    FEW_WORDS.test(before) &&
    !SENTENCE_START.test(before) &&
    after.replace(SEPARATORS, '').trim() === ''
  )
}

/** Another term's amount after a premium in the same sentence (a decimal point ends none). */
export const OTHER_TERM_PREMIUM =
  /^(?:[^.;]|\.(?=\d))*\d(?:[^.;]|\.(?=\d))*\b(?:prior|previous|expiring|last)\s+(?:term|year|period|policy)(?:'s)?\b(?:[^.;]|\.(?=\d))*\d/

/** A cell opened by a lender's caption that ranks it after the first. */
export const LATER_LENDER =
  /^\W*(?:second|2nd|third|3rd)\s+(?:mortgagee|mortgage\s+holder|lender|lien\s*holder|loss\s+payee)\b/
