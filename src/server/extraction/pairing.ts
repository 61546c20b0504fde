/**
 * Geometry: pairs a label with the values around it. From each label occurrence the value may be
 * in its own cell after a separator (here), in the next cell to the right or on the row of a
 * table's row label (right-pairing.ts), in the same column below (a boxed form, a table header) or
 * above (a form whose labels sit under their rules: column-pairing.ts). Every pairing is scored by
 * how the value sits (direction, distance, alignment) and by what it is (field-values.ts); which
 * pairing wins is decided later, per page and per document (select-results.ts).
 */
import { above, below } from './column-pairing'
import { readFieldValue } from './field-values'
import { SEPARATORS } from './label-context'
import type { LabelHit } from './label-finder'
import { RANK } from './label-matches'
import { nextLabelStart } from './label-text'
import {
  inOtherTermColumn,
  isText,
  saysNone,
  toCandidate,
  type Candidate,
  type PageView,
} from './page-geometry'
import { captionedValue, inSentence, type Emit } from './sentence-pairing'
import { WEIGHT } from './pairing-weights'
import { phoneShapeAllowed } from './phone-context'
import { besideFirstLine, periodDate } from './period-pairing'
import { right, row } from './right-pairing'

export type { Candidate, PageView } from './page-geometry'

/** Every value a label can be paired with on its page. */
export function pairLabel(hit: LabelHit, page: PageView): Candidate[] {
  const out: Candidate[] = []
  const emit: Emit = (cell, offset, v, weight, relation, line) => {
    out.push(toCandidate(hit, cell, offset, v, weight, relation, page, line))
  }

  if (hit.prose === 'caption') {
    captionedValue(hit, emit)
    return out
  }
  // A period's dates: "Policy Period: 01/05/2025 to 01/05/2026", in one cell or spread over
  // several cells of the line.
  if (hit.variant.dateIndex !== undefined) {
    periodDate(hit, page, emit)
    if (out.length === 0 && hit.alone) besideFirstLine(hit, page, emit)
    if (out.length === 0 && hit.alone) below(hit, page, emit)
    return out
  }
  if (hit.prose !== undefined) {
    inSentence(hit, page, emit)
    return out
  }
  // In the label's own cell, after a separator: "Policy Number: HO-1234".
  const lower = hit.cell.text.toLowerCase()
  const stop = nextLabelStart(lower, hit.end)
  const rest = hit.cell.text.slice(hit.end, stop)
  // A remark in parentheses right after the label qualifies it ("Deductible (per occurrence):").
  // (…or a value of a strict type right after: "Term premium (fully earned after 90 days)
  // $2,459.83", "Year built (appraisal) 2021", "Effective (mm/dd/yyyy) 01/05/2026".)
  const remark =
    /^\s*\([^()]{0,40}\)(?=\s*[:#.\-–—])/.exec(rest)?.[0] ??
    (hit.field.type === 'Currency'
      ? /^\s*\([^()]{0,40}\)(?=\s*(?:\$|usd\s?)\d)/i.exec(rest)?.[0]
      : hit.field.type !== 'Text'
        ? /^\s*\([^()\d]{0,40}\)(?=\s*\d)/.exec(rest)?.[0]
        : undefined) ??
    ''
  const sep = remark + (SEPARATORS.exec(rest.slice(remark.length))?.[0] ?? '')
  // The value starts after the separators (leaders included): "Policy Number ....... HO-1".
  const body = rest.slice(sep.length)
  const separated =
    !isText(hit) ||
    /[:#]|(?:\.\s?){2,}|[-–—]/.test(sep) ||
    // (A question's mark ends it as a colon does: "Who is insured? Ann Lee".)
    /[:#?]\s*$/.test(lower.slice(hit.start, hit.end)) ||
    gapAfter(hit) > 0.8 ||
    (drawnApart(hit) && gapAfter(hit) > 0.3) ||
    styleChanges(hit, body)
  if (saysNone(hit, separated ? body : '')) return out
  const inline =
    separated && body.trim() !== ''
      ? readFieldValue(hit.field, hit.variant, body, phoneShapeAllowed(hit, hit.line))
      : undefined
  // A caption and its value in a comparison table's old column ("Previously": "Loan 5044981896")
  // are the old term's.
  if (inline !== undefined && hit.start <= 2 && inOtherTermColumn(page, hit.cell, hit.line))
    return out
  if (inline !== undefined) {
    emit(hit.cell, hit.end + sep.length, inline, WEIGHT.inline, 'inline', hit.line)
    return out
  }
  // Only separators or a few qualifying words may stand between a label and a value elsewhere
  // ("Premium Total", "Deductible (all perils)", "… AND MAILING ADDRESS (including ZIP+4)"), never
  // digits outside a parenthesised remark.
  const qualifiers = rest
    .replace(/\([^()]*\)/g, ' ')
    // A rank after the label ("Mortgagee 1", "Additional Interest #2", "Mortgagee, premises 1")
    // qualifies it.
    .replace(/^\s*(?:[a-z]{2,8}\s*[:#]\s*|#\s*)?\d{1,2}\s*$/i, ' ')
    .replace(RANK, ' ')
    // Captions joined by slashes name the parts of a value joined so ("Year built / construction").
    .replace(/[\s:#.\-()_/]/g, ' ')
    .trim()
  // "NAME AND MAILING ADDRESS:" is one caption over a name and its address, not two labels.
  // ("AGENT OR BROKER — name and address" likewise.)
  const andAddress =
    /^\s*(?:(?:and|&|\/)\s+|[-–—,]\s*name\s+(?:and|&)\s+)(?:mailing\s+)?address(?:\s*\([^()]*\))?[\s:]*$/.test(
      lower.slice(hit.end),
    )
  if (
    (stop < lower.length && !andAddress) ||
    (qualifiers !== '' && (/\d/.test(qualifiers) || qualifiers.split(/\s+/).length > 3))
  )
    return out

  const far = right(hit, page, emit)
  if (hit.variant.rowOnly === true) {
    if (out.length === 0 && hit.field.type === 'Currency') row(hit, page, emit)
    return out
  }
  // A name far right on the label's line may be the next box's caption or value: the box under
  // the label competes with it.
  if (out.length > 0 && isText(hit) && !far) return out
  // Nothing beside the second line of a two-line label: its value is beside the first.
  if (out.length === 0 && hit.alone && hit.start <= 2) {
    besideFirstLine(hit, page, emit)
    if (out.length > 0) return out
  }
  below(hit, page, emit)
  above(hit, page, emit)
  if (hit.field.type === 'Currency') row(hit, page, emit)
  return out
}

/** The gap after a label's last word, in line heights (0 when the label ends inside a word). */
function gapAfter(hit: LabelHit): number {
  const i = hit.cell.offsets.findIndex(
    (off, k) => off + (hit.cell.tokens[k]?.text.length ?? 0) >= hit.end,
  )
  const token = hit.cell.tokens[i]
  const next = hit.cell.tokens[i + 1]
  if (token === undefined || next === undefined) return 0
  if ((hit.cell.offsets[i] ?? 0) + token.text.length !== hit.end) return 0
  return (next.bbox.x0 - token.bbox.x1) / Math.max(hit.line.height, 1e-6)
}

/**
 * The label was drawn as a text run of its own (a PDF text item of several words that is exactly
 * the label): its value, in the next run, is a separate thing even when close by.
 */
function drawnApart(hit: LabelHit): boolean {
  return hit.cell.tokens.some((t, k) => {
    const off = hit.cell.offsets[k] ?? 0
    return off === hit.start && off + t.text.length === hit.end && t.text.includes(' ')
  })
}

/**
 * The label and what follows are set apart by their look: another PDF font right after the label
 * (bold caption, regular value), or a caption in capitals followed by a name in mixed case
 * ("NAMED INSURED Maria Gonzalez").
 */
function styleChanges(hit: LabelHit, body: string): boolean {
  const last = hit.cell.tokens.findIndex(
    (t, k) => (hit.cell.offsets[k] ?? 0) + t.text.length >= hit.end,
  )
  const a = hit.cell.tokens[last]
  const b = hit.cell.tokens[last + 1]
  if (a?.font !== undefined && b?.font !== undefined && a.font !== b.font) return true
  const caption = hit.cell.text.slice(hit.start, hit.end)
  return /[A-Z]{2}/.test(caption) && !/[a-z]/.test(caption) && /^[A-Z][a-z]/.test(body.trim())
}
