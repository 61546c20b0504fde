/**
 * Reads the labels in one cell: which of a field's label variants that match there stand as a
 * label (a caption, or a phrase of a sentence whose value is before or after it), and what each
 * says of its value (its weight, whether it stands alone, whether it names another term's value).
 * Where a variant's pattern matches is label-matches.ts's; the page's choice among the hits is
 * label-finder.ts's.
 */
import type { ExtractionFieldDefinition } from '../../shared/extraction/field-schema'
import type { BoundingBox } from '../../shared/extraction/types'
import {
  AMOUNT_BEFORE,
  captionWithWordsBefore,
  CLAUSE_TAIL,
  CONNECTOR_AT_LINE_END,
  DISTRACTOR_BEFORE,
  LATER_LENDER,
  OTHER_TERM_PREMIUM,
  IDENTIFIER_IDS,
  LIST_MARKER,
  proseValueAfter,
  CHANGE_BEFORE,
  OTHER_TERM_BEFORE,
  QUALIFIERS,
  SEPARATORS,
} from './label-context'
import { CellTexts, RANK, variantMatches } from './label-matches'
import type { LabelVariant } from './label-variant'
import { boxOfRange, type Cell, type Line } from './layout'
import { locationItem } from './location-items'
import { LABEL_SPECS, looksLikeLabel, ocrLetters, SPEC_NEEDS } from './label-text'

/** One occurrence of a field's label. */
export interface LabelHit {
  readonly field: ExtractionFieldDefinition
  readonly variant: LabelVariant
  readonly line: Line
  readonly cellIndex: number
  readonly cell: Cell
  /** Character range of the label in the cell's text. */
  readonly start: number
  readonly end: number
  /** The label's own box (not its cell's). */
  readonly box: BoundingBox
  /** Nothing but separators follows the label in its cell. */
  readonly alone: boolean
  /**
   * The label names another time's or another document's value ("Prior Policy #", "Last year's
   * premium", "Quote #"): still a label, so nothing takes it for a value, but never paired.
   */
  readonly distractor: boolean
  /** Found in a sentence: its value is right after it (connecting words skipped) or right before. */
  readonly prose?: Prose
}

/**
 * Where a label's value is when the label is not a caption before it: after it in a sentence,
 * before it in a sentence, or (`caption`) before it on its line, the label its caption after a
 * spaced dash ("Annika Jankowitz — named insured").
 */
export type Prose = 'after' | 'before' | 'caption'

const AMOUNT_THEN_GLOSS = /^\s*(?:\$|usd)\s?\d[\d,]*(?:\.\d\d)?\s[^()$]{1,60}\(?\s*$/

/** The last word of a company's name: a label ending so, after other words, is the name's end. */
const COMPANY_END = /\b(?:company|co\.?|corp(?:oration)?\.?|inc\.?|association|bank)$/

/** A remark after an interest's caption naming other property than the home. */
const OTHER_PROPERTY =
  /^\s*\([^()]{0,20}\b(?:equipment|machinery|vehicles?|livestock|contents|inventory|auto(?:mobile)?s?)\)/

/** A leader: one mark repeated at least three times, spaced or not ("....", "- - -", "···"). */
const LEADER = /\s*([.\-–_·•…=~*])(?:\s?\1){2,}/

/**
 * A value and a spaced dash before a label that ends its line: the label captions the value
 * ("5722 Tanager Street — the home we insure", "7630559055 — loan number"). One dash only: a
 * line of several is a list of captions.
 */
const CAPTION_AFTER_VALUE = /^[^–—]{1,80}?\S\s+[-–—]\s+(?:the\s+|your\s+)?$/
/** What may follow such a caption: nothing, or a remark after a comma or in parentheses. */
const CAPTION_END = /^\s*(?:[,(].*)?$/

/**
 * A verb joining a label to its value in a sentence ("… is", "… is covered for"), or the hour a
 * term starts at before its date ("Coverage begins at 12:01 a.m. on …").
 */
const VERB_JOIN =
  /^\s+(?:is|was|are|(?:(?:is|are)\s+)?(?:covered|insured)\s+(?:for|to|up\s+to)|at(?=\s+\d{1,2}:\d{2}\s*[ap]\.?\s?m))\s+\S/

/** A date's article ending a line of prose ("… beginning on the" / "24th day of May, 2028"). */
const DATE_ARTICLE_AT_LINE_END = /^\s*the\s*$/
/** A label that ends in a verb and its preposition ("beginning on", "effective from"): prose. */
const VERB_PHRASE_END = /[a-z](?:ing|ed|ive|s)\s+(?:on|from)$/

/** Words after a label that make it a section's heading. */
const SECTION_WORDS = /^\s*(?:information|section|schedule|details|summary)\b/
/** A heading's weight as a label, relative to the label it contains. */
const SECTION_HEADING_WEIGHT = 0.75

/** `joined`: the cell as read with its hyphens as spaces (words joined into a caption). */
export function findInCell(line: Line, cell: Cell, cellIndex: number, joined = false): LabelHit[] {
  const lower = ocrLetters(cell.text.toLowerCase())
  // Every text a variant is matched in is a part of `lower`: the variants that may match there
  // are known before anything else is worked out, and most cells hold none.
  SPEC_NEEDS.scan(lower)
  const possible = SPEC_NEEDS.possible()
  if (possible.length === 0) return []
  // A letter's salutation ("Dear Policyholder:") addresses the reader: it captions nothing.
  if (/^dear\s+[^:,]{2,40}[:,]?\s*$/.test(lower.trim())) return []
  // A whole-cell label may end with ':' ("Agent:"), which its pattern's '$' excludes. ('#' stays:
  // "BUILDING #" is the building's number, not the "Building" row of a table.)
  // Leaders end a label as a colon does: "Insured ........ Maria Gonzalez", "Eff. - - - - 01/05",
  // whatever character they repeat.
  const leader = LEADER.exec(lower)
  // A short caption with its own little value may end the cell ("NAME AND ADDRESS  RANK: 1"); a
  // caption's second name after a slash ("Insured / Borrower:") is no such caption.
  const trimmed = (leader === null ? lower : lower.slice(0, leader.index))
    .replace(/(?<![/&])\s+[a-z]{2,10}\s*#?:\s*[\w-]{0,6}$/, '')
    .replace(/[\s:*.]+$/, '')
  const hits: LabelHit[] = []
  // The texts each kind of variant is matched in, worked out once per cell, not once per variant
  // (a whole cell's only when a whole-cell variant may match).
  const texts = new CellTexts(trimmed, lower)
  for (const k of possible) {
    const { field, variant, global } = LABEL_SPECS[k]!
    const subject = variant.wholeCell ? trimmed : lower
    for (const [start, end] of variantMatches(variant, global, texts)) {
      const matched = subject.slice(start, end)
      // Letters run straight into digits are an identifier's prefix ("MTG445189876"), no caption.
      if (/[a-z]$/.test(matched) && /^\d/.test(subject.slice(end))) continue
      // A label starts its cell or follows a separator; inside running prose it is just a word.
      // A colon after it makes it a label anywhere ("Insured: John Doe Policy #: PX-1"); so do
      // list markers before it ("A. Dwelling", "(b) Deductible"), an opening parenthesis ("NAME
      // (First Named Insured)"), a qualifier ("PROPOSED EFF DATE"), and another label right
      // before it (two column headers run together: "EFF DATE PROPOSED EXP DATE").
      const before = lower.slice(0, start)
      let prose: Prose | undefined
      let labelEnd = end
      const phraseJoin =
        variant.phrase === true
          ? proseValueAfter(field, variant, lower.slice(end), matched, cell.text.slice(end))
          : undefined
      if (
        variant.valueBefore !== true &&
        variant.phrase !== true &&
        CAPTION_AFTER_VALUE.test(cell.text.slice(0, start)) &&
        CAPTION_END.test(subject.slice(end)) &&
        captionedText(cell.text.slice(0, start))
      )
        prose = 'caption'
      else if (variant.valueBefore === true) {
        if (!/[A-Z][\w&.'’-]*\s*$/.test(cell.text.slice(0, start).replace(CLAUSE_TAIL, '')))
          continue
        prose = 'before'
      } else if (variant.phrase === true) {
        if (phraseJoin === undefined) continue
        prose = 'after'
        labelEnd = end + phraseJoin
      } else if (
        field.type === 'Currency' &&
        AMOUNT_THEN_GLOSS.test(before) &&
        /^\s*\)?\s*$/.test(lower.slice(end))
      )
        // "$265,000 to rebuild your home (Coverage A)": the caption in parentheses closes the
        // phrase its amount opens.
        prose = 'before'
      else if (
        field.type === 'Currency' &&
        AMOUNT_BEFORE.test(before) &&
        !/^[\s:#.\-–—]*(?:\$|usd|\d)/.test(lower.slice(end))
      )
        prose = 'before'
      else if (
        start > 2 &&
        // A slash before a label makes it the gloss of another ("Asegurado / Named insured").
        // ("… policy no. 43-WQ-164091 issued by": a verb phrase after a number is still prose.)
        (!/[:;|)(\d/]\s*$/.test(before) || /\sby$/.test(matched)) &&
        // A dash between spaces makes it a sub-caption ("Policy Period — Effective").
        !/\s[-–—]\s*$/.test(before) &&
        !QUALIFIERS.test(before.replace(LIST_MARKER, '')) &&
        // (A hyphenated name before a label is a name: "Vantongeren-Bello Insurance Agency".)
        // ("Yarrowby Home Mortgage Company": a label ending in a company's word ends a name.)
        !(
          !joined &&
          !COMPANY_END.test(matched) &&
          captionWithWordsBefore(field, line, cellIndex, before, subject.slice(end))
        ) &&
        !hits.some((h) => h.end <= start && QUALIFIERS.test(lower.slice(h.end, start))) &&
        !/^\s*[:#]/.test(subject.slice(end)) &&
        !/[:#]\s*$/.test(matched)
      ) {
        // In a sentence, a label names the value right after it ("the annual premium of $1,447",
        // "built in 1934", "issued by Osprey Insurance Company") or, for an amount, right before
        // it ("a $2,500 deductible"); anything else is just a word.
        const after = proseValueAfter(
          field,
          variant,
          lower.slice(end),
          matched,
          cell.text.slice(end),
        )
        if (after !== undefined) {
          prose = 'after'
          labelEnd = end + after
        } else if (
          IDENTIFIER_IDS.has(field.id) &&
          lower.slice(end).trim() === '' &&
          /[a-z]\s*$/.test(before)
        )
          // "… has issued homeowners policy number" at the end of a line: the number wraps.
          prose = 'after'
        else if (
          field.type !== 'Text' &&
          cellIndex === line.cells.length - 1 &&
          (CONNECTOR_AT_LINE_END.test(lower.slice(end)) ||
            (field.type === 'Date' && DATE_ARTICLE_AT_LINE_END.test(lower.slice(end)))) &&
          (/(?:\S+\s+){3}$/.test(before) || VERB_PHRASE_END.test(matched)) &&
          /[a-z]\s*$/.test(before)
        ) {
          // "… The annual premium of" at the end of a line: the amount starts the next one. (So
          // does a date after a verb's phrase, "for the period beginning on the" / "24th day of
          // May, 2028": a phrase ending in "on" or "from" is a sentence's, however few words open it.)
          prose = 'after'
          labelEnd = lower.length
        } else continue
      }
      // A sentence wrapped just before the label starts the next line with it: "dwelling is
      // covered for $235,000 …" is still prose, its value after the verb.
      if (
        prose === undefined &&
        start <= 2 &&
        field.type !== 'Text' &&
        variant.wholeCell !== true &&
        VERB_JOIN.test(lower.slice(end))
      ) {
        const after = proseValueAfter(
          field,
          variant,
          lower.slice(end),
          matched,
          cell.text.slice(end),
        )
        if (after !== undefined) {
          prose = 'after'
          labelEnd = end + after
        }
      }
      const rest = lower.slice(labelEnd)
      hits.push({
        field,
        // A section's heading ("Lender Information", "APPLICANT INFORMATION SECTION") names what
        // follows less surely than a label.
        variant: SECTION_WORDS.test(rest)
          ? { ...variant, weight: variant.weight * SECTION_HEADING_WEIGHT }
          : laterRank(rest)
            ? { ...variant, weight: variant.weight * LATER_RANK_WEIGHT }
            : variant,
        line,
        cellIndex,
        cell,
        start,
        end: labelEnd,
        box: boxOfRange(cell, start, end),
        ...(prose !== undefined ? { prose } : {}),
        alone:
          rest
            .replace(SEPARATORS, '')
            .replace(/^\(?s\)?/, '')
            // A remark in parentheses qualifies the label ("Deductible (5% of Coverage A)").
            .replace(/^\s*\([^()]{0,40}\)[\s:]*$/, '')
            .trim() === '',
        distractor:
          DISTRACTOR_BEFORE.test(before) ||
          (field.type === 'Date' && CHANGE_BEFORE.test(before)) ||
          (field.type === 'Date' && OTHER_TERM_BEFORE.test(before)) ||
          // "LOSS PAYEE (scheduled equipment)": the interest in other property than the home.
          (field.id === 'policy.mortgagee' && OTHER_PROPERTY.test(rest)) ||
          // A line of a list by location that another location's caption opens.
          (LENDER_IDS.has(field.id) && locationItem(line.cells[0]?.text ?? '') === 'other') ||
          // A second (or third) lender's caption, and a loan in the text it opens: the policy's
          // mortgagee is the first ("Second mortgagee: Bank, loan 55-120").
          (LENDER_IDS.has(field.id) && LATER_LENDER.test(lower.slice(0, end))) ||
          // A remark that sets a premium beside another term's ("annual premium $2,345 (prior
          // term $2,210)") compares terms; which term the first is for it does not say.
          (field.id === 'policy.premium' && OTHER_TERM_PREMIUM.test(lower.slice(labelEnd))),
      })
    }
  }
  // On a line captioned after a dash, the words before the dash are the value: a label's words
  // among them ("No lender — mortgagee") are no label.
  const caption = hits.find((h) => h.prose === 'caption')
  return caption === undefined
    ? hits
    : hits.filter((h) => h.prose === 'caption' || h.start >= caption.start)
}

/** The lender's fields, which a list by location gives per location. */
const LENDER_IDS: ReadonlySet<string> = new Set(['policy.mortgagee', 'policy.loanNumber'])

/**
 * True when the words before a caption's dash read as a value, not as the first caption of two
 * ("Dwelling — Coverage A", "Policy Period — Effective", "AMT OF INS - DWELLING").
 */
function captionedText(before: string): boolean {
  const text = before.replace(/\s+[-–—]\s+(?:the\s+|your\s+)?$/i, '')
  if (looksLikeLabel(text)) return false
  // Words in capitals without a digit head a section or a table.
  return /\d/.test(text) || /[a-z]/.test(text)
}

/** A label's weight when its rank says it names a later item (the answer is the first). */
const LATER_RANK_WEIGHT = 0.8

const laterRank = (rest: string): boolean => Number(RANK.exec(rest)?.[1] ?? 1) > 1
