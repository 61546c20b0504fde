/**
 * Choices printed as tick boxes. An evidence or application form often prints every amount a
 * field may take ("$500  $1,000  X $2,500  $5,000") and ticks the one that applies: the ticked
 * amount is the answer, the others are offers. Likewise the kinds of an interest printed as boxes
 * ("X First mortgagee   Second mortgagee   None") are choices, not captions whose value follows.
 */
import { extractionField, type ExtractionFieldId } from '../../shared/extraction/field-schema'
import { readFieldValue } from './field-values'
import type { LabelHit } from './label-finder'
import type { Cell, Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import type { Candidate } from './page-geometry'

/** A tick as printed or filled in: a cross, a ticked or filled box, a check mark. */
const TICK = String.raw`(?:[xX☒☑✓✔✗✘■▪●]|\[?\s*[xX✓✔]\s*\]|\(\s*[xX✓✔]\s*\))`
/** A cell that opens with a tick and goes on with something else. */
const TICKED_CELL = new RegExp(String.raw`^\s*${TICK}\s+(?=\S)`)
/** A cell that is only a tick (a box drawn apart from its caption). */
const TICK_ONLY = new RegExp(String.raw`^\s*${TICK}\s*$`)
/** An empty box printed before an offer that is not chosen. */
const EMPTY_BOX = /^\s*(?:[☐□▢]|\[\s*\]|\(\s*\))\s*/
/**
 * An empty box before an offer as OCR reads it: an opening bracket with a stroke read as a letter
 * or a digit ("[J", "[1", "[]"), or a drawn box.
 */
const UNTICKED_BOX = /^\s*(?:[☐□▢]|\[\s*[1lIiJj|]?\s*\]?|\(\s*\))\s*/

/** An amount offered as a choice: money, or a percentage (kept apart: another deductible). */
const OFFER = /^\$?\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?\s?%?$/

const AMOUNT_FIELDS: ReadonlySet<ExtractionFieldId> = new Set([
  'policy.deductible',
  'policy.coverageAmount',
  'policy.premium',
])

/** The fields whose captions are ticked as a kind (the interest's rank or kind). */
const KIND_FIELDS: ReadonlySet<ExtractionFieldId> = new Set([
  'policy.mortgagee',
  'policy.loanNumber',
])

/** Words a choice's caption has at most ("X First mortgagee", "Second mortgagee", "None"). */
const CHOICE_WORDS = 3

/** True when a cell is a box, ticked or not, with a short caption (or the box alone). */
const isBox = (text: string): boolean =>
  TICK_ONLY.test(text) ||
  ((TICKED_CELL.test(text) || EMPTY_BOX.test(text)) &&
    text.trim().split(/\s+/).length <= CHOICE_WORDS + 1)

/**
 * True when a label stands among the choices of a line of boxes ("X First mortgagee   Second
 * mortgagee   None"): with a box of its own, or short on a line where another short caption has
 * one. A choice, not a caption whose value follows.
 */
export function isTickedChoice(hit: LabelHit): boolean {
  if (!KIND_FIELDS.has(hit.field.id)) return false
  const own = hit.cell.text
  if (own.trim().split(/\s+/).length > CHOICE_WORDS + 1) return false
  const prev = hit.line.cells[hit.cellIndex - 1]
  if (isBox(own) || (prev !== undefined && TICK_ONLY.test(prev.text))) return true
  return hit.line.cells.some(
    (c, k) => k !== hit.cellIndex && isBox(c.text) && !TICK_ONLY.test(c.text),
  )
}

interface Offer {
  readonly cell: Cell
  readonly ticked: boolean
  readonly percent: boolean
  /** The text of the amount, without its tick. */
  readonly start: number
}

/** The amounts offered on a line, each ticked or not. */
function offers(line: Line): Offer[] {
  const out: Offer[] = []
  line.cells.forEach((cell, k) => {
    const m = TICKED_CELL.exec(cell.text)
    const start = m === null ? (UNTICKED_BOX.exec(cell.text)?.[0].length ?? 0) : m[0].length
    const rest = cell.text.slice(start).trim()
    if (!OFFER.test(rest)) return
    const prev = line.cells[k - 1]
    const ticked = m !== null || (prev !== undefined && TICK_ONLY.test(prev.text))
    out.push({ cell, ticked, percent: rest.endsWith('%'), start })
  })
  return out
}

/**
 * The candidates with an unticked offer replaced by the ticked one of its line: where a line
 * offers two or more amounts of one kind and ticks exactly one, a value read from another of them
 * is the ticked one's caption's value. An amount that is the only one of its line stays.
 */
export function withTickedOffers(found: readonly Candidate[], lines: readonly Line[]): Candidate[] {
  return found.flatMap((c): Candidate[] => {
    if (!AMOUNT_FIELDS.has(c.field)) return [c]
    const mid = (c.bbox.y0 + c.bbox.y1) / 2
    const cx = (c.bbox.x0 + c.bbox.x1) / 2
    const line = lines.find(
      (l) => l.bbox.page === c.bbox.page && mid >= l.bbox.y0 && mid <= l.bbox.y1,
    )
    if (line === undefined) return [c]
    const all = offers(line)
    const own = all.find((o) => cx >= o.cell.bbox.x0 && cx <= o.cell.bbox.x1)
    if (own === undefined) return [c]
    const group = all.filter((o) => o.percent === own.percent)
    const ticked = group.filter((o) => o.ticked)
    if (group.length < 2 || ticked.length !== 1) return [c]
    const chosen = ticked[0]!
    if (chosen === own) return [c]
    const field = extractionField(c.field)
    const v =
      field === undefined
        ? undefined
        : readFieldValue(field, undefined, chosen.cell.text.slice(chosen.start))
    if (v === undefined) return []
    const at = chosen.start + v.start
    const moved: Candidate = {
      ...c,
      value: v.printed,
      normalized: v.normalized,
      bbox: boxOfRange(chosen.cell, at, at + v.printed.length),
      score:
        c.score *
        (wordTrust(chosen.cell.confidence) / Math.max(wordTrust(own.cell.confidence), 1e-6)),
    }
    return [moved]
  })
}
