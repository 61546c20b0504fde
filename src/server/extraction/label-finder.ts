/**
 * Finds printed labels on a page: where each field's label (labels.ts) occurs, as a character
 * range of a cell and a box on the page. Whether a text reads as a label at all is label-text.ts's.
 * Pure functions over the page layout (layout.ts).
 */
import { referenceLines } from './reference-sections'
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
import type { LabelVariant } from './label-variant'
import { boxOfRange, type Cell, type Line } from './layout'
import { locationItem } from './location-items'
import { withJoinedPeriodCaptions } from './period-captions'
import { withQuestionHits } from './question-captions'
import { JOINED_WORDS, LABEL_SPECS, looksLikeLabel, ocrLetters, SPEC_NEEDS } from './label-text'

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

/** The caption of a line about another policy than this one: its expiring or prior term. */
const OTHER_POLICY_CAPTION =
  /^(?:prior|previous|expiring|former|replaced|superseded|last\s+(?:year|term)'?s?)\s+(?:policy|term|carrier|insurer|company|coverage)(?:\s+(?:no\.?|number|#))?[\s:]*$/i

const AMOUNT_THEN_GLOSS = /^\s*(?:\$|usd)\s?\d[\d,]*(?:\.\d\d)?\s[^()$]{1,60}\(?\s*$/

const PRIOR_TERM =
  /\b(?:prior|previous|expiring|former|last\s+year'?s?)\s+(?:term|policy|year|period)\b/

/** The rest of a sentence saying its term is ending: the term is the one a renewal replaces. */
const ABOUT_TO_END =
  /^[^.;]{0,80}?\b(?:is|are)\s+(?:about\s+to\s+(?:expire|end|lapse)|due\s+to\s+(?:expire|end)|expiring|coming\s+to\s+an\s+end)\b/i

const THIS_TERM_CAPTION = /^(?:renewal|renewing|new|current)\s+(?:policy\s+)?(?:term|period)\b/i

/** The last word of a company's name: a label ending so, after other words, is the name's end. */
const COMPANY_END = /\b(?:company|co\.?|corp(?:oration)?\.?|inc\.?|association|bank)$/

/** A remark after an interest's caption naming other property than the home. */
const OTHER_PROPERTY =
  /^\s*\([^()]{0,20}\b(?:equipment|machinery|vehicles?|livestock|contents|inventory|auto(?:mobile)?s?)\)/

/** A leader: one mark repeated at least three times, spaced or not ("....", "- - -", "···"). */
const LEADER = /\s*([.\-–_·•…=~*])(?:\s?\1){2,}/

/** Every field label on a page, the longest where labels of one field overlap. */
export function findLabelHits(lines: readonly Line[]): LabelHit[] {
  const out: LabelHit[] = []
  const reference = referenceLines(lines)
  for (const line of lines) {
    // A line captioned with another policy ("Expiring policy  HQ 2108 (expires Jan 15, 2028)")
    // holds that policy's values: a label in its value is no label of this policy's.
    // …as does a quoted earlier message ("> Our file shows policy 5973 expiring 4-Dec-29").
    const otherPolicy =
      OTHER_POLICY_CAPTION.test(line.cells[0]?.text.trim() ?? '') ||
      /^>/.test(line.cells[0]?.text.trim() ?? '')
    line.cells.forEach((cell, cellIndex) => {
      // (A column header beside it that names the new term — "Expiring term | Renewal term" —
      // captions this policy's values.)
      if (
        reference.has(line) ||
        (otherPolicy &&
          (cellIndex > 0 || /^>/.test(cell.text.trim())) &&
          !THIS_TERM_CAPTION.test(cell.text.trim()))
      ) {
        for (const h of findInCell(line, cell, cellIndex)) out.push({ ...h, distractor: true })
        return
      }
      // A question captions its answer ("Who is insured?"): question-captions.ts.
      const hits = withQuestionHits(
        cell,
        withJoinedWords(line, cell, cellIndex, findInCell(line, cell, cellIndex)),
        (asked) => findInCell(line, asked, cellIndex),
      )
      // A label inside a longer label of another field is not a label ("Policy" in "Policy
      // Premium"); of one field the stronger, longer reading wins.
      const kept: LabelHit[] = []
      for (const h of hits) {
        const beaten = hits.some(
          (o) =>
            o !== h &&
            o.start <= h.start &&
            o.end >= h.end &&
            (o.end - o.start > h.end - h.start ||
              (o.field.id === h.field.id && o.variant.weight > h.variant.weight)),
        )
        // A period's caption over one of its dates ("Policy Period — Expiration"): the date's
        // own caption names the value.
        const headsDate =
          h.variant.dateIndex !== undefined &&
          hits.some(
            (o) =>
              o.variant.dateIndex === undefined &&
              o.field.type === 'Date' &&
              o.start >= h.end &&
              /^[\s:,/\-–—]*$/.test(cell.text.slice(h.end, o.start)),
          )
        // In a sentence about an earlier term ("Renewal issued, prior term DL-5115 premium
        // 762.62") a label names that term's value.
        // …and a term the sentence then says is about to end ("Your current policy, in force from
        // July 22, 2029 to July 22, 2030, is about to expire"): the expiring term a renewal replaces.
        const earlier =
          (h.start > 0 && PRIOR_TERM.test(cell.text.slice(0, h.start).toLowerCase())) ||
          (h.field.type === 'Date' && ABOUT_TO_END.test(cell.text.slice(h.end)))
        if (!beaten && !headsDate) kept.push(earlier ? { ...h, distractor: true } : h)
      }
      out.push(...withJoinedPeriodCaptions(kept))
    })
  }
  return out
}

/**
 * Reports and exports join a caption's words into one ("POLICY-NO", "INSURED-NAME", "eff_date"):
 * the cell is read again with those joins as spaces (offsets unchanged), and labels found so that
 * overlap no label found as printed are added, on the cell as printed.
 */
function withJoinedWords(
  line: Line,
  cell: Cell,
  cellIndex: number,
  hits: readonly LabelHit[],
): readonly LabelHit[] {
  JOINED_WORDS.lastIndex = 0
  if (!JOINED_WORDS.test(cell.text)) return hits
  const spaced = { ...cell, text: cell.text.replace(JOINED_WORDS, ' ') }
  const more = findInCell(line, spaced, cellIndex, true)
    .filter((h) => !hits.some((o) => o.start < h.end && h.start < o.end))
    .map((h) => ({ ...h, cell }))
  return more.length === 0 ? hits : [...hits, ...more]
}

/**
 * A value and a spaced dash before a label that ends its line: the label captions the value
 * ("5722 Tanager Street — the home we insure", "7630559055 — loan number"). One dash only: a
 * line of several is a list of captions.
 */
const CAPTION_AFTER_VALUE = /^[^–—]{1,80}?\S\s+[-–—]\s+(?:the\s+|your\s+)?$/
/** What may follow such a caption: nothing, or a remark after a comma or in parentheses. */
const CAPTION_END = /^\s*(?:[,(].*)?$/

/** A verb joining a label to its value in a sentence ("… is", "… is covered for"). */
const VERB_JOIN =
  /^\s+(?:is|was|are|(?:(?:is|are)\s+)?(?:covered|insured)\s+(?:for|to|up\s+to))\s+\S/

/** Words after a label that make it a section's heading. */
const SECTION_WORDS = /^\s*(?:information|section|schedule|details|summary)\b/
/** A heading's weight as a label, relative to the label it contains. */
const SECTION_HEADING_WEIGHT = 0.75

/** `joined`: the cell as read with its hyphens as spaces (words joined into a caption). */
function findInCell(line: Line, cell: Cell, cellIndex: number, joined = false): LabelHit[] {
  const lower = ocrLetters(cell.text.toLowerCase())
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
  // Every text a variant is matched in is a part of `lower`.
  SPEC_NEEDS.scan(lower)
  for (let k = 0; k < LABEL_SPECS.length; k++) {
    if (!SPEC_NEEDS.may(k)) continue
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
          CONNECTOR_AT_LINE_END.test(lower.slice(end)) &&
          /(?:\S+\s+){3}$/.test(before) &&
          /[a-z]\s*$/.test(before)
        ) {
          // "… The annual premium of" at the end of a line: the amount starts the next one.
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

const isWholeCell = (text: string, start: number, end: number): boolean =>
  text.slice(0, start).replace(/[\s:#*]/g, '') === '' &&
  text
    .slice(end)
    .replace(RANK, '')
    .replace(/[\s:*().s]/g, '') === ''

/**
 * A rank after a label, of the item it names among several ("Premises 1 of 2", "Mortgagee #2",
 * "Building, premises 1", "Location no. 3"): it qualifies the label, it is no value.
 */
export const RANK =
  /^\s*,?\s*(?:[a-z]{2,10}\s+)?(?:#|no\.?)?\s*(\d{1,2})(?:\s+of\s+\d{1,2})?\s*:?\s*$/i

/** A label's weight when its rank says it names a later item (the answer is the first). */
const LATER_RANK_WEIGHT = 0.8

const laterRank = (rest: string): boolean => Number(RANK.exec(rest)?.[1] ?? 1) > 1

/** A caption and its gloss in another language, split by a slash ("Préstamo / Loan"). */
const GLOSS = /^([^/\d]{2,40}?)\s\/\s([^/\d]{2,40})$/

/** Marks before a caption that are no part of it: dashes, bars, quotes, dots. */
const OCR_MARKS = /^[-–—|'"“”‘’.,_~•·]+\s*/

/** A text a label is looked for in, and where it starts in its cell. */
interface CellText {
  readonly text: string
  readonly offset: number
}

/**
 * Where a whole-cell label may stand: the cell's whole text, and each side of a gloss (either
 * side is the whole caption in its language).
 */
function wholeCellTexts(trimmed: string): CellText[] {
  const out: CellText[] = [{ text: trimmed, offset: 0 }]
  // A box's edge or a speck OCR read as a mark before a caption ("- Name and Address", "| ZIP").
  const mark = OCR_MARKS.exec(trimmed)?.[0].length ?? 0
  if (mark > 0 && mark < trimmed.length) out.push({ text: trimmed.slice(mark), offset: mark })
  const rank = RANK_AT_END.exec(trimmed)
  if (rank !== null && rank.index > 0) out.push({ text: trimmed.slice(0, rank.index), offset: 0 })
  const m = GLOSS.exec(trimmed)
  if (m?.[1] !== undefined && m[2] !== undefined)
    out.push({ text: m[1], offset: 0 }, { text: m[2], offset: trimmed.length - m[2].length })
  return out
}

/** A rank ending a caption ("Premises 1 of 2", "Building, premises 1"): see RANK. */
const RANK_AT_END = /\s*(?:,\s*[a-z]{2,10}\s+)?,?\s*(?:#|no\.?)?\s*\d{1,2}(?:\s+of\s+\d{1,2})?\s*$/

/**
 * The texts a cell's label variants are matched in: its running text, and its whole-cell texts
 * worked out on first use. (A class, not an object literal with a getter: such a literal is
 * built slowly, and this is made for every cell of every page.)
 */
class CellTexts {
  #whole: CellText[] | undefined
  readonly running: readonly CellText[]
  constructor(
    private readonly trimmed: string,
    lower: string,
  ) {
    this.running = [{ text: lower, offset: 0 }]
  }
  get whole(): readonly CellText[] {
    return (this.#whole ??= wholeCellTexts(this.trimmed))
  }
}

/** Every match of a label variant in a cell: [start, end] offsets in the cell's text. */
function variantMatches(
  variant: LabelVariant,
  global: RegExp,
  texts: { readonly whole: readonly CellText[]; readonly running: readonly CellText[] },
): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = []
  for (const { text, offset } of variant.wholeCell ? texts.whole : texts.running) {
    global.lastIndex = 0
    for (let m = global.exec(text); m !== null; m = global.exec(text)) {
      if (m[0].length === 0) {
        global.lastIndex++
        continue
      }
      if (variant.wholeCell && !isWholeCell(text, m.index, m.index + m[0].length)) continue
      out.push([offset + m.index, offset + m.index + m[0].length])
    }
  }
  return out
}
