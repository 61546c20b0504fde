/**
 * Finds printed labels on a page: where each field's label (labels.ts) occurs, as a character
 * range of a cell and a box on the page. Whether a text reads as a label at all is label-text.ts's;
 * what a label in one cell is, cell-labels.ts's. Pure functions over the page layout (layout.ts).
 */
import { referenceLines } from './reference-sections'
import { findInCell, type LabelHit } from './cell-labels'
import type { Cell, Line } from './layout'
import { withJoinedPeriodCaptions } from './period-captions'
import { withQuestionHits } from './question-captions'
import { JOINED_WORDS } from './label-text'

export type { LabelHit } from './cell-labels'

/** The caption of a line about another policy than this one: its expiring or prior term. */
const OTHER_POLICY_CAPTION =
  /^(?:prior|previous|expiring|former|replaced|superseded|last\s+(?:year|term)'?s?)\s+(?:policy|term|carrier|insurer|company|coverage)(?:\s+(?:no\.?|number|#))?[\s:]*$/i

const PRIOR_TERM =
  /\b(?:prior|previous|expiring|former|last\s+year'?s?)\s+(?:term|policy|year|period)\b/

/** The rest of a sentence saying its term is ending: the term is the one a renewal replaces. */
const ABOUT_TO_END =
  /^[^.;]{0,80}?\b(?:is|are)\s+(?:about\s+to\s+(?:expire|end|lapse)|due\s+to\s+(?:expire|end)|expiring|coming\s+to\s+an\s+end)\b/i

/**
 * The rest of a sentence saying its policy gives way to another: "your policy HP953452864 with
 * Harbor Mutual will be replaced by policy H02-7252905" (the value after "replaced by" is new).
 */
const BEING_REPLACED =
  /^[^.;]{0,90}?\b(?:will\s+be|is\s+being|is|has\s+been|are\s+being|are|will\s+soon\s+be)\s+(?:replaced|superseded|succeeded|transferred|moved|rolled\s+over)\s+(?:by|with|to)\b/i

/** The text after a cell that ends its line: the next line's first cell, its sentence going on. */
function sentenceTail(lines: readonly Line[], line: Line, cellIndex: number): string {
  if (cellIndex !== line.cells.length - 1) return ''
  const next = lines[lines.indexOf(line) + 1]
  if (next === undefined || next.bbox.page !== line.bbox.page) return ''
  if (next.bbox.y0 - line.bbox.y1 > 1.5 * Math.max(line.height, 1e-6)) return ''
  return ' ' + (next.cells[0]?.text ?? '')
}

const THIS_TERM_CAPTION = /^(?:renewal|renewing|new|current)\s+(?:policy\s+)?(?:term|period)\b/i

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
        // …and a policy the sentence says another replaces ("your policy HP953452864 with Harbor
        // Mutual will be replaced by policy H02-7252905").
        const earlier =
          (h.start > 0 && PRIOR_TERM.test(cell.text.slice(0, h.start).toLowerCase())) ||
          (h.field.type === 'Date' && ABOUT_TO_END.test(cell.text.slice(h.end))) ||
          BEING_REPLACED.test(cell.text.slice(h.end) + sentenceTail(lines, line, cellIndex))
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
