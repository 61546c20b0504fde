/**
 * Whether a text reads as a label rather than as a value: every field's label variants (labels.ts)
 * compiled once with their prefilters, the test that a text is a label of any kind, where the next
 * label starts in a text, and whether a value is really a printed form header. Pure functions;
 * label-finder.ts places the labels on a page with them.
 */
import { EXTRACTION_FIELDS } from '../../shared/extraction/field-schema'
import { FIELD_LABELS } from './labels'
import { STOP_LABELS } from './stop-labels'
import { NeedsIndex, regexNeeds, type Needs } from './regex-prefilter'
import { normalizeText } from './value-parsers'

/**
 * Every label variant with its pattern compiled once (global, for scanning a cell) and the strings
 * a text must hold for it to match (regex-prefilter.ts: most cells are ruled out without running
 * most patterns).
 */
export const LABEL_SPECS = EXTRACTION_FIELDS.flatMap((field) =>
  FIELD_LABELS[field.id].map((variant) => ({
    field,
    variant,
    global: new RegExp(variant.pattern.source, 'g'),
    needs: regexNeeds(variant.pattern),
  })),
)

export const SPEC_NEEDS = new NeedsIndex(LABEL_SPECS.map((s) => s.needs))

/** Patterns that start another label: every non-whole-cell field label and the stop labels. */
const NEXT_LABEL_PATTERNS: ReadonlyArray<{ readonly global: RegExp; readonly needs: Needs }> = [
  ...LABEL_SPECS.filter((s) => s.variant.wholeCell !== true),
  ...STOP_LABELS.map((re) => ({ global: new RegExp(re.source, 'g'), needs: regexNeeds(re) })),
]
const NEXT_LABEL_NEEDS = new NeedsIndex(NEXT_LABEL_PATTERNS.map((p) => p.needs))

/** Anchored label tests for `looksLikeLabel`: [pattern, matches only at the start]. */
const LABEL_TESTS: ReadonlyArray<readonly [RegExp, boolean]> = [
  ...LABEL_SPECS.map((s) => [s.variant.pattern, s.variant.pattern.source.startsWith('^')] as const),
  ...STOP_LABELS.map((re) => [re, re.source.startsWith('^')] as const),
]
const LABEL_TEST_NEEDS = new NeedsIndex([
  ...LABEL_SPECS.map((s) => s.needs),
  ...STOP_LABELS.map((re) => regexNeeds(re)),
])

/** Words of one caption joined by a hyphen or an underscore ("POLICY-NO", "eff_date"). */
export const JOINED_WORDS = /(?<=[A-Za-z])[-_](?=[A-Za-z])/g

/** The characters ocrLetters may replace. */
const OCR_CONFUSABLE = /[’‘`´01|5]/

/**
 * Text for finding labels in: OCR's usual confusions inside words undone (0 → o, 1 and | → l,
 * 5 → s, curly and back quotes → '), character for character so offsets stay those of the text.
 */
export function ocrLetters(lower: string): string {
  // Nothing to undo (most cells): the text as it is, without running the replacements.
  if (!OCR_CONFUSABLE.test(lower)) return lower
  const letter = (c: string): string => (c === '0' ? 'o' : c === '5' ? 's' : 'l')
  return lower.replace(/[’‘`´]/g, "'").replace(
    // Not an ordinal's digit: "1st Mortgagee" is no misread "lst".
    /(?<=[a-z])[01|5]+(?=[a-z])|(?<=[a-z]{2})[01|5]+(?![a-z0-9])|(?<![a-z0-9])[01|5]+(?=[a-z]{2})(?!(?:st|nd|rd|th)\b)/g,
    (run) => [...run].map(letter).join(''),
  )
}

const labelMemo = new Map<string, boolean>()

/** True when a text reads as a label (of any field, or a stop label), not as a value. */
export function looksLikeLabel(text: string): boolean {
  const known = labelMemo.get(text)
  if (known !== undefined) return known
  const result = computeLooksLikeLabel(text)
  if (labelMemo.size > 5000) labelMemo.clear()
  labelMemo.set(text, result)
  return result
}

function computeLooksLikeLabel(text: string): boolean {
  // OCR leaves box edges and ticks as one-letter words before labels ("H ADDITIONAL INSURED").
  const lower = ocrLetters(normalizeText(text).toLowerCase()).replace(
    /^(?:[^a-z0-9\s]*[a-z]?[^a-z0-9\s]*\s+)+(?=[a-z]{2})/,
    '',
  )
  if (lower.length === 0) return true
  // Headers end with '#' or ':' ("BLKT #", "RANK:").
  if (/[#:]$/.test(text.trim())) return true
  const test = (s: string): boolean => {
    LABEL_TEST_NEEDS.scan(s)
    return LABEL_TESTS.some(([re, anchored], k) => {
      if (!LABEL_TEST_NEEDS.may(k)) return false
      const m = re.exec(s)
      if (m === null || m.index > 2) return false
      return anchored || m[0].length >= s.length * 0.6
    })
  }
  // A caption whose words are joined ("INSURED-NAME") reads as one whose words are apart.
  const spaced = lower.replace(JOINED_WORDS, ' ')
  return test(lower) || (spaced !== lower && test(spaced))
}

const nextLabelMemo = new Map<string, number>()

/** Offset in `lower` (after `from`) where the next label of any kind starts, or its length. */
export function nextLabelStart(text: string, from: number): number {
  // The pairing asks this of the same cells again and again (each label looks right and below).
  const key = `${from}:${text}`
  const known = nextLabelMemo.get(key)
  if (known !== undefined) return known
  const result = computeNextLabelStart(text, from)
  if (nextLabelMemo.size > 5000) nextLabelMemo.clear()
  nextLabelMemo.set(key, result)
  return result
}

function computeNextLabelStart(text: string, from: number): number {
  const lower = ocrLetters(text)
  let best = lower.length
  NEXT_LABEL_NEEDS.scan(lower)
  for (let k = 0; k < NEXT_LABEL_PATTERNS.length; k++) {
    if (!NEXT_LABEL_NEEDS.may(k, from)) continue
    const g = NEXT_LABEL_PATTERNS[k]!.global
    g.lastIndex = from
    for (let m = g.exec(lower); m !== null && m.index < best; m = g.exec(lower)) {
      if (m[0].length === 0) {
        g.lastIndex++
        continue
      }
      // Another label starts the text, or reads as one ("Policy Number:"); label words inside a
      // value ("Evergreen Mutual Insurance Company") do not cut it.
      const after = lower.slice(m.index + m[0].length)
      const before = lower[m.index - 1] ?? ' '
      if (m.index === from || (/[\s;|,]/.test(before) && /^\s*[:#]/.test(after))) {
        best = m.index
        break
      }
    }
  }
  return best
}

/** Words that only occur in form headers, never in names, companies or street lines. */
const HEADER_WORDS =
  /\b(?:information|section|program|remarks|schedule|notice|reverse|code|number|date|name|address|phone|telephone|tel|fax|dated|replaces|evidence|e-?mail|a\/c|ext|signature|description|premises|applicant|insured|coverage|limits?|see|attach(?:ed)?|declarations?|summary|continued)\b/i

/** HEADER_WORDS, every occurrence (never an empty match: each is a whole word). */
const HEADER_WORDS_ALL = new RegExp(HEADER_WORDS.source, 'gi')

/**
 * True when a text value is really a printed form header: in parentheses, or all in capitals and
 * made of header words ("COMPANY POLICY OR PROGRAM NAME", "GL CODE", "(A/C, No, Ext)").
 */
export function isFormHeader(text: string): boolean {
  if (/^\(/.test(text)) return true
  // Its words by one global pattern built once (a pattern built per call, as matchAll builds
  // one, cost more than the search: this runs for every text value read).
  const words = new Set<string>()
  HEADER_WORDS_ALL.lastIndex = 0
  for (let m = HEADER_WORDS_ALL.exec(text); m !== null; m = HEADER_WORDS_ALL.exec(text))
    words.add(m[0].toLowerCase())
  // Two different header words read as a header in any case ("NAME … AND MAILING ADDRESS").
  if (words.size >= 2) return true
  return !/[a-z]/.test(text) && words.size > 0
}

/** True when a text starts with another label and its separator ("NAIC # 12345", "Phone: …"). */
export function startsWithLabel(text: string): boolean {
  const lower = text.toLowerCase()
  const at = nextLabelStart(lower, 0)
  return at === 0 && (looksLikeLabel(text) || /^[^:#]{0,30}[:#]/.test(lower))
}
