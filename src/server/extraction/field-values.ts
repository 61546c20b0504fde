/**
 * Reading and checking a field's value in a piece of text: parse by the field's type, then refuse
 * what the field cannot be (a phone number as a policy number, a percentage as a deductible, a
 * street line as a name, a label as a value) and rate how typical the rest is. Pure functions:
 * the geometry decides where to look, this decides what counts.
 */
import type {
  ExtractionFieldDefinition,
  ExtractionFieldId,
} from '../../shared/extraction/field-schema'
import { wordsSpellAmount } from './amount-words'
import { CHANGED_TO } from './change-wording'
import { STREET_AFTER_NUMBER, STREET_THEN_CITY, streetLine } from './street-line'
import { namesRoleOnly, readsAsProse } from './prose-names'
import { saysNoValue } from './no-value'
import {
  AGAINST_LOSS,
  LENDER_CLAUSE,
  LOAN_REFERENCE,
  LOAN_WORD_AFTER,
  NUMBER_CAPTION_AFTER,
  OF_ADDRESS,
  PARTY_IDS,
} from './name-tails'
import { isFormHeader, looksLikeLabel } from './label-text'
import { isCaptionOrTitle } from './caption-names'
import { isLabelWord } from './ocr-words'
import type { LabelVariant } from './label-variant'
import {
  findDates,
  findIdentifier,
  normalizeText,
  parseFirstValue,
  type ParsedValue,
} from './value-parsers'

/** Fields whose values are identifiers (letters and digits), parsed as such, not as free text. */
export const IDENTIFIER_FIELDS: ReadonlySet<ExtractionFieldId> = new Set([
  'policy.policyNumber',
  'policy.loanNumber',
])

/** Words insurers' names carry. */
const INSURER_WORDS =
  /\b(?:insurance|insurers?|ins\.?|mutual|casualty|indemnity|assurance|underwriters?|reciprocal|exchange|fire|general|specialty|surety|guaranty|lloyd'?s|company|co\.?|corp(?:oration)?\.?|inc\.?|group)\b/i
/** Words lenders' names carry. */
const LENDER_WORDS =
  /\b(?:bank|mortgage|lending|lender|loans?|credit\s+union|savings|financial|federal|trust|servicing|home\s+loans?|n\.?\s?a\.?|fsb|bancorp)\b/i
/** Words agencies' names carry. */
const AGENCY_WORDS =
  /\b(?:agency|insurance|group|brokerage|brokers?|partners|advisors|associates|services|llc|inc\.?|agents?)\b/i

const WEEKDAY = /^\s*(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s*$/i

const PHONE = /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/
const THIS_YEAR = new Date().getUTCFullYear()

/**
 * The value of a field found at the start of `text` (after separators), checked for the field,
 * or undefined. `variant` is the label it was found by (a period label picks one of two dates).
 */
export function readFieldValue(
  field: ExtractionFieldDefinition,
  variant: LabelVariant | undefined,
  text: string,
  phoneShapeOk = false,
): ParsedValue | undefined {
  // A bar standing alone between words separates two phrases ("Insured: Jo Li | Mail to: …"):
  // the value ends before it. (A bar stuck to a word is OCR's box edge and stays.)
  const bar = /\s[|¦]\s/.exec(text)
  if (bar !== null && /\w/.test(text.slice(0, bar.index))) text = text.slice(0, bar.index)
  if (variant?.dateIndex !== undefined) {
    const d = findDates(text)[variant.dateIndex]
    return d !== undefined && plausibleDate(d) ? d : undefined
  }
  if (IDENTIFIER_FIELDS.has(field.id)) return readIdentifier(text, phoneShapeOk)
  // A list's item number before a street line ("1. 18529 Baluster Way", "2) 40 Elm St") numbers
  // the item: blanked, so the offsets stay the text's.
  if (field.id === 'property.address')
    text = text.replace(/^\s*\d{1,2}[.)]\s+(?=\d)/, (m) => ' '.repeat(m.length))
  // A remark goes on after the address ("12 Teal Road - Oskaloosa IA 52577 - rental dwelling
  // built 1945."): the street line is read alone, not the sentence.
  if (field.id === 'property.address' && /^\s*\d+[A-Za-z]?\s+\S/.test(text)) {
    const lead = text.length - text.trimStart().length
    const city = STREET_THEN_CITY.exec(text.slice(lead))
    const cut = city !== null ? lead + city[1]!.length : text.search(/,|\s[-–—]\s/)
    if (cut > 0) text = text.slice(0, cut)
    // …and a remark in parentheses after the street ("9072 Kerf Ln (single family)") describes the
    // home; one with a number in it may be the street's own ("(Unit 4)") and stays.
    text = text.replace(/\s*\((?![^()]*\d)[^()]{2,40}\)\s*$/, '')
  }
  // A mortgage clause's words after the lender's name ("…, its successors and/or assigns, as their
  // interests may appear") make the line a sentence's length: the name is read without them.
  if (field.id === 'policy.mortgagee') text = text.replace(LENDER_CLAUSE, '')
  // A party's address after "of" makes the line a sentence's length too ("Named Insured: Ann Lee
  // of 14707 Elm Boulevard, Ocean City, MD 21842."); so does a policy's grant after the insured's
  // name ("insured Ann Lee against loss by fire to the property described …").
  if (PARTY_IDS.has(field.id)) text = text.replace(OF_ADDRESS, '')
  if (field.id === 'policy.namedInsured') text = text.replace(AGAINST_LOSS, '')
  // "was $1,210, now $1,304": the value a change replaced is passed over, blanked so the offsets
  // stay the text's.
  if (field.type === 'Currency') text = text.replace(CHANGED_TO, (m) => ' '.repeat(m.length))
  const parsed = parseFirstValue(field.type, text)
  if (parsed === undefined) return undefined
  if (field.type === 'Text') return readText(field.id, parsed)
  // A number must come first in its text (after separators), not deep inside other words.
  // (A day's name before a date, "Wednesday, July 12, 2028", is part of the date.)
  // (A currency's code before the figures is part of the amount: "GBP 1,250,000", "EUR 2.345,67".)
  const lead = text
    .slice(0, parsed.start)
    .replace(/usd/i, '')
    .replace(/\b(?:gbp|eur|cad|aud|nzd|chf)\s?$/i, '')
  // (…or an amount's figures after the same amount in words: "Two Thousand Dollars ($2,000)".)
  if (
    /[a-z]{3,}/i.test(field.type === 'Date' ? lead.replace(WEEKDAY, '') : lead) &&
    !(field.type === 'Currency' && wordsSpellAmount(lead, Number(parsed.normalized)))
  )
    return undefined
  switch (field.type) {
    case 'Date':
      return plausibleDate(parsed) ? parsed : undefined
    case 'Number':
      return Number(parsed.normalized) <= THIS_YEAR + 1 && Number(parsed.normalized) >= 1700
        ? parsed
        : undefined
    case 'Currency':
      return plausibleAmount(field.id, parsed, text)
  }
}

function plausibleDate(d: ParsedValue): boolean {
  const year = Number(d.normalized.slice(0, 4))
  return year >= 1950 && year <= 2100
}

/** Amounts each field can take, and not a percentage or a rate. */
function plausibleAmount(
  id: ExtractionFieldId,
  parsed: ParsedValue,
  text: string,
): ParsedValue | undefined {
  const n = Number(parsed.normalized)
  if (/^\s*%|^\s*(?:percent|pct)\b/i.test(text.slice(parsed.end))) return undefined
  // "3% ($16,500)": the worth of a percentage (a percentage deductible), never a premium or limit.
  if (
    (id === 'policy.premium' || id === 'policy.coverageAmount') &&
    /\d\s*%\s*(?:of\s+[\w\s]{0,20})?[(=]\s*$/i.test(text.slice(0, parsed.start))
  )
    return undefined
  // A bare number before a street's name ("dwelling at 16751 Grommet Road") is a house number.
  if (/^\d+$/.test(parsed.printed) && STREET_AFTER_NUMBER.test(text.slice(parsed.end)))
    return undefined
  // One or two digits with no money mark are a form's number or a count, not money.
  if (/^\d{1,2}$/.test(parsed.printed)) return undefined
  // "(862)" with no money mark is a telephone's area code.
  if (/^\d{3}$/.test(parsed.printed) && text[parsed.start - 1] === '(' && text[parsed.end] === ')')
    return undefined
  const [lo, hi] =
    id === 'policy.premium'
      ? [10, 5e7]
      : id === 'policy.coverageAmount'
        ? [1000, 1e10]
        : id === 'policy.deductible'
          ? [50, 1e7]
          : [0, Infinity]
  if (n < lo || n > hi) return undefined
  // A limit of insurance printed as a bare number of four digits is a year or a code.
  if (id === 'policy.coverageAmount' && !/[$,.]|usd/i.test(parsed.printed) && n < 10000)
    return undefined
  // A premium of four digits with no money mark may well be a year ("2024 premium").
  if (
    id === 'policy.premium' &&
    !/[$,.]|usd/i.test(parsed.printed) &&
    /^(?:19|20)\d\d$/.test(parsed.normalized)
  )
    return { ...parsed, quality: parsed.quality * 0.6 }
  return parsed
}

/**
 * A policy or loan number: letters and digits with a digit, never a date or amount, nor a phone
 * unless the caller knows its context speaks of no telephone (`phoneShapeOk`, phone-context.ts).
 */
function readIdentifier(text: string, phoneShapeOk: boolean): ParsedValue | undefined {
  const id = findIdentifier(text)
  if (id === undefined || looksLikeLabel(id.printed)) return undefined
  if ((!phoneShapeOk && PHONE.test(id.printed)) || /^\$/.test(id.printed)) return undefined
  const digitsOnly = id.printed.replace(/[\s-]/g, '')
  // Another number's caption with its number ("NAIC 50792", "FEIN 12-3456789") or an amount with
  // cents ("60.00") is no policy or loan number.
  if (
    /^(?:naic|fein|ein|tax\s*id|agent|agency|producer|sub\s*code|code|claim|clm|last|prior)\b/i.test(
      id.printed,
    )
  )
    return undefined
  if (/^\d{1,6}\.\d\d$/.test(id.printed.trim())) return undefined
  // A month and a day ("JUL 9", "9 Oct", "July 12th") are part of a date, not an identifier.
  if (
    /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s*\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?)$/i.test(
      id.printed.trim(),
    )
  )
    return undefined
  // Five digits or fewer is a ZIP, NAIC or agent code far more often than a policy number.
  if (/^\d{1,5}$/.test(digitsOnly)) return undefined
  // Amounts ("250,000") are not identifiers.
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d\d)?$/.test(id.printed)) return undefined
  return id
}

/** Field-specific reading of text values: the street line of an address, a name's first line. */
function readText(id: ExtractionFieldId, parsed: ParsedValue): ParsedValue | undefined {
  let printed = parsed.printed
  // "None", "N/A", "None on file": the form says there is no value, which is not a name.
  if (saysNoValue(id, printed)) return undefined
  // A form's copyright line is printed on every copy, filled or not.
  if (/©|\(c\)\s*\d{4}|all\s+rights\s+reserved/i.test(printed)) return undefined
  // A lone joining word ("AND" of a caption split in two) is not a name.
  if (/^(?:and|or|the|of|for|to|with|in|on|at|by|&)$/i.test(printed.trim())) return undefined
  if (id === 'property.address') {
    printed = streetLine(printed)
    if (!/^\d+[A-Za-z]?\s+\S/.test(printed) || /^p\.?\s?o\.?\s+box/i.test(printed)) return undefined
  } else {
    // A telephone number printed after a name ("Alder Agency  (864) 742-7195") is not part of it.
    printed = printed.replace(
      /\s+(?:tel\.?\s*|phone\s*)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b.*$/i,
      '',
    )
    // Another number's caption after a name ("… Insurance Company NAIC 91846", "… Agency, code:")
    // is the next entry's, not part of the name.
    printed = printed.replace(NUMBER_CAPTION_AFTER, '')
    // Names, companies: never a street line, a phone number, an e-mail or a web address.
    if (/^\d/.test(printed) || /@|www\.|https?:/i.test(printed) || PHONE.test(printed))
      return undefined
    if (/^(?:p\.?\s?o\.?\s+)?box\s+\d/i.test(printed) || /^p\.?\s?o\.?\s+box/i.test(printed))
      return undefined
    if (/^(?:isaoa|atima)\b/i.test(printed)) return undefined
    // A short word with a small number ("Bldg. 1", "Loc 2", "Unit 3B") numbers a place or an
    // item: no name.
    if (/^[A-Za-z]{1,8}\.?\s*#?\s*\d{1,3}[A-Za-z]?$/.test(printed.trim())) return undefined
    // A city line ("Duluth, MN 55802") or a page number is not a name.
    if (CITY_LINE.test(printed) || /^page\s+\d+(?:\s+of\s+\d+)?$/i.test(printed)) return undefined
  }
  // The letter of an insurer in a certificate's list: "A: Lamplighter…", "A Lamplighter…".
  if (id === 'policy.carrier')
    printed = printed.replace(/^[a-f]\s*:\s*/i, '').replace(/^[A-F]\s+(?=[A-Z][a-z])/, '')
  // A remark in parentheses after a name ("(Agency code 950-47305)") is not part of it.
  if (id !== 'property.address')
    printed = printed.replace(/\s*\([^()]*(?:\d|code|no\.|#)[^()]*\)[.,;]?\s*$/i, '')
  // A person's or a firm's address after "of" ("Ann Lee of 12 Elm St, Ely, MN") is not its name,
  // nor is what is left of it where the name was cut ("Ann Lee of 12", "Ann Lee of PO").
  if (PARTY_IDS.has(id)) printed = printed.replace(OF_ADDRESS, '')
  // …and an insured's name does not end in "of" ("… Family Trust of", its address cut off).
  // (A lender's may wrap there: "… Trust Company of" / "Eastern Pennsylvania".)
  if (id === 'policy.namedInsured') printed = printed.replace(/\s+of$/i, '')
  if (id === 'policy.mortgagee')
    printed = printed
      .replace(LENDER_CLAUSE, '')
      .replace(LOAN_REFERENCE, '')
      .replace(LOAN_WORD_AFTER, '')
  printed = normalizeText(printed)
  if (printed.length < 2 || !/[a-z]{2}/i.test(printed)) return undefined
  if (looksLikeLabel(printed) || isFormHeader(printed) || isCaptionOrTitle(printed))
    return undefined
  // A caption and its gloss in another language ("Código NAIC / NAIC code 23415"): a label if
  // either side is.
  if (printed.split(/\s\/\s/).some((side, k) => k > 0 && looksLikeLabel(side))) return undefined
  // A caption with its value ("by: Acct. Exec.", "Attn: Claims") is no name.
  if (/^[A-Za-z]{1,12}\s?:\s/.test(printed)) return undefined
  // A short caption with a number ("Lic. 1241612", "Acct 5590-221") is no name.
  if (/^[A-Za-z]{1,6}\.?\s*(?:#|no\.?)?\s*[\d-]{4,}[\s\-–—.,;:|]*$/i.test(printed)) return undefined
  // A caption of a number ("Agent Code", "Producer No."), not a name.
  if (id !== 'property.address' && /\s(?:code|no\.?|number|#|id)$/i.test(printed)) return undefined
  // A fragment of a sentence ("… BEEN ISSUED TO THE"), not a name: names do not end so.
  if (PROSE_END.test(printed)) return undefined
  // A lender is a proper name: lower-case words in a row are a sentence (prose-names.ts).
  if (id === 'policy.mortgagee' && readsAsProse(printed)) return undefined
  // A role said in place of a name ("the mortgagee.") refers back to a party named elsewhere.
  if ((PARTY_IDS.has(id) || id === 'policy.carrier') && namesRoleOnly(printed)) return undefined
  // One word that only ends companies' names ("Casualty", "Mutual", "Agency") is a fragment of
  // one, cut where a line wrapped.
  if (
    /^(?:insurance|insurers?|mutual|casualty|indemnity|assurance|fire|general|company|co\.?|corp\.?|inc\.?|llc|group|exchange|underwriters|agency|bank|trust|lending|mortgage|services)$/i.test(
      printed,
    )
  )
    return undefined
  // One word that is a label's word, or OCR's misreading of one ("Policyholde"), is a label.
  if (!/\s/.test(printed) && isLabelWord(printed.replace(/[^A-Za-z]/g, ''))) return undefined
  return {
    ...parsed,
    printed,
    normalized: printed,
    end: parsed.start + printed.length,
    quality: parsed.quality * textTypicality(id, printed),
  }
}

/** Words that end a phrase of a sentence but never a name (… of, … and, … & may wrap). */
const PROSE_END =
  /\s(?:the|to|for|by|with|an?|in|on|at|as|from|is|are|was|were|been|be|has|have|that|this|which)$/i

/** "City, ST 12345": the last line of an address. */
const CITY_LINE = /^[A-Za-z .'-]+,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$/

/**
 * How typical a text is of its field: a company word in a carrier's or lender's name; a lender's
 * words in an agency's or insurer's name make it another party's (a loan servicer's) name.
 */
export function textTypicality(id: ExtractionFieldId, text: string): number {
  const words = COMPANY_WORDS[id]
  if (words === undefined) return 1
  if (
    (id === 'policy.producer' || id === 'policy.carrier') &&
    /\b(?:bank|mortgage|lending|loans?|credit\s+union|savings|servicing|bancorp|fsb)\b/i.test(text)
  )
    return 0.4
  if (words.test(text)) return 1
  // A short phrase in capitals with no company word is a form's printed option or caption far
  // more often than a company ("AIRPORT", "CONTRACT OF SALE", "COMMERCIAL").
  if (!/[a-z]/.test(text) && text.split(/\s+/).length <= 3) return 0.55
  return 0.85
}

/** The words a company's name of each kind carries. */
const COMPANY_WORDS: Partial<Record<ExtractionFieldId, RegExp>> = {
  'policy.carrier': INSURER_WORDS,
  'policy.mortgagee': LENDER_WORDS,
  'policy.producer': AGENCY_WORDS,
}

/**
 * Words only insurers' names carry (not agencies', lenders' or the generic "Company"): a name with
 * one, printed at the top of a page without a label, is the insurer's.
 */
const INSURER_ONLY_WORDS =
  /\b(?:insurance\s+(?:company|co\.?|exchange|association|corporation)|insurers|mutual|casualty|indemnity|assurance|reciprocal|underwriters|lloyd'?s|surety|guaranty)\b/i
const NOT_INSURER_WORDS =
  /\b(?:agency|agents?|brokerage|brokers?|services|partners|associates|advisors|bank|mortgage|lending|financial|credit|savings|loans?)\b/i

/** True when a text can only be an insurer's name (for an unlabelled heading of a page). */
export function namesInsurerOnly(text: string): boolean {
  return INSURER_ONLY_WORDS.test(text) && !NOT_INSURER_WORDS.test(text)
}

/** True when a text names an insurer (for letterheads, which carry no label). */
export function soundsLikeInsurer(text: string): boolean {
  // A premium finance company lends the premium: it insures nothing.
  return (
    INSURER_WORDS.test(text) &&
    !/\b(?:agency|brokerage|bank|mortgage|finance|financing|lending|credit)\b/i.test(text)
  )
}
