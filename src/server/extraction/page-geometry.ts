/**
 * The page as the pairing sees it (its lines, which cells are labels, which way its captions
 * face) and the geometry shared by the pairings: a column's cell on a line, the second line of a
 * wrapped name, and a value turned into a scored candidate.
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import type { BoundingBox } from '../../shared/extraction/types'
import { changeColumns } from './change-columns'
import { changedAmount } from './change-wording'
import type { LabelColumn } from './label-columns'
import type { LabelHit } from './label-finder'
import { continuation } from './name-continuation'
import { rowPeers } from './row-peers'
import { boxOfRange, confidenceOfRange, makeCell, wordTrust, type Cell, type Line } from './layout'
import { findAmounts, type ParsedValue } from './value-parsers'

export { startsWithLabel } from './label-text'

/** How a value sits relative to its label. */
export type Relation =
  'inline' | 'right' | 'below' | 'above' | 'left' | 'row' | 'column' | 'letterhead'

/** A possible value for a field, with the evidence that scored it. */
export interface Candidate {
  readonly field: ExtractionFieldId
  readonly value: string
  readonly normalized: string
  readonly bbox: BoundingBox
  readonly score: number
  readonly relation?: Relation
  /** The label occurrence it was read from: one label gives one field its value. */
  readonly labelKey?: string
  /** The label's words as printed, lower-cased: repeated blocks print the same words again. */
  readonly labelWords?: string
  /** The most confidence the value may show, whatever its score (a date of an unknown order). */
  readonly maxConfidence?: number
  /** The factors of its score, for the calibrated confidence (confidence-features.ts). */
  readonly evidence?: Evidence
}

/** What a candidate's score was made of: each factor 0..1 (a label's weight may exceed 1). */
export interface Evidence {
  /** The label's strength (its variant's weight), or the form field name's match. */
  readonly label: number
  /** How well the value fits its field's type and typical shape. */
  readonly quality: number
  /** The trust in its weakest OCR word (1 for a text layer). */
  readonly trust: number
  /** Unlabelled values of its kind beside it on its line (row-peers.ts). */
  readonly peers?: number
}

/** What the pairing needs to know about the page besides the label. */
export interface PageView {
  readonly lines: readonly Line[]
  readonly aspect: number
  /** Cells that hold a field's label. */
  readonly labelCells: ReadonlySet<Cell>
  /** The fields each label cell names. */
  readonly labelFields: ReadonlyMap<Cell, ReadonlySet<ExtractionFieldId>>
  /** …of which the label starts the cell ("LENDER/MORTGAGEE", "Loan No: 123"): never a value. */
  readonly labelStarts: ReadonlySet<Cell>
  /** Column headers that name another term's values ("Prior Term", "Last Year"). */
  readonly otherTermColumns: readonly ColumnHead[]
  /** Edges the page's labels line up on, each label with its value to the right. */
  readonly labelColumns: readonly LabelColumn[]
}

/**
 * A column header of values that are not this term's: a comparison table's old column ("Prior
 * Term", "Was", "Previously", "Before") or the column of differences between old and new
 * ("Change", "Difference", "+/-"). The new column ("Now", "Renewal", "Changed to") is what is left.
 */
const OTHER_TERM_HEADER =
  /^(?:(?:prior|previous(?:ly)?|expiring|last|old|former|was|before|change|difference|diff\.?|increase|decrease|delta|\+\s*\/\s*-)(?:\s+(?:term|year|policy|period|limits?|premiums?|amounts?|values?|coverage|\(?[+-]\/[+-]\)?))*(?:'s)?|(?:change|difference)\s+(?:in|from)\s+[a-z ]{1,30})[:]?$/i

/**
 * A column header naming a policy and marking it, in brackets, as the one going out ("Renters
 * policy (ending)", "HO-4 (expiring)"): the policy replaced, beside the column of its successor.
 */
const ENDING_POLICY_HEADER =
  /^[a-z][\w '/&.-]{0,40}\(\s*(?:ending|expiring|expired|cancell?ed|cancell?ing|replaced|superseded|prior|previous|old)\s*\)$/i

/** A column's header, and where its table ends when that is known. */
export interface ColumnHead extends BoundingBox {
  readonly bottom?: number
  /** Its names are old too (a change's before column), not only its numbers and dates. */
  readonly names?: boolean
}

/** The column headers of a page that head another term's values, or options not taken. */
export function otherTermColumns(lines: readonly Line[]): ColumnHead[] {
  return [
    ...lines.flatMap((l) =>
      l.cells
        .filter(
          (c) => OTHER_TERM_HEADER.test(c.text.trim()) || ENDING_POLICY_HEADER.test(c.text.trim()),
        )
        .map((c) => c.bbox),
    ),
    ...optionsNotTaken(lines),
    ...changeColumns(lines),
  ]
}

/** A column header naming one of several options ("Option 2", "Quote B", "Plan 3"). */
const OPTION_HEADER =
  /^(?:option|opt\.|quote|plan|alternative|alt\.|choice|package|proposal)\s*(?:#|no\.)?\s*(?:\d{1,2}|[a-f])$/i
/** The mark of the option taken ("BOUND", "Selected", "Elected by insured"). */
const TAKEN =
  /^(?:(?:option\s+)?(?:bound|selected|elected|chosen|accepted|purchased|in\s+force)\b|✓|✔|x$)/i
/** The mark of an option not taken ("not elected", "declined", "for reference"). */
const NOT_TAKEN =
  /\b(?:not|un)[\s-]?(?:bound|selected|elected|chosen|accepted|purchased)\b|\b(?:declined|rejected|reference|alternative)\b/i

/**
 * A proposal that prints several options in columns and marks the one bound (under or in its
 * header): the other columns are options the insured did not take, their values no policy's. The
 * column of an option reaches from its header to the next option's header (amounts are set flush
 * right in it).
 */
function optionsNotTaken(lines: readonly Line[]): ColumnHead[] {
  const out: ColumnHead[] = []
  for (const [i, line] of lines.entries()) {
    const heads = line.cells.filter((c) => OPTION_HEADER.test(c.text.trim()))
    if (heads.length < 2) continue
    // The mark: in the header's own cell after its name, or the cell right under it.
    const under = lines[i + 1]
    const markOf = (head: Cell): string => {
      const below = under?.cells.find(
        (c) =>
          c.bbox.page === head.bbox.page &&
          Math.min(c.bbox.x1, head.bbox.x1) - Math.max(c.bbox.x0, head.bbox.x0) > 0,
      )
      return below === undefined || under === undefined ? '' : below.text.trim()
    }
    const marks = heads.map(markOf)
    const taken = marks.filter((m) => TAKEN.test(m) && !NOT_TAKEN.test(m)).length
    if (taken !== 1) continue
    const gap = heads[1]!.bbox.x0 - heads[0]!.bbox.x0
    // The table ends at the first line with no value under the options.
    const left = heads[0]!.bbox.x0 - 0.005
    let bottom = under?.bbox.y1 ?? line.bbox.y1
    for (const row of lines.slice(i + 2)) {
      if (row.bbox.page !== line.bbox.page || !row.cells.some((c) => c.bbox.x0 >= left)) break
      if (row.cells.some((c) => c.bbox.x0 < left && c.bbox.x1 > left)) break
      bottom = row.bbox.y1
    }
    heads.forEach((head, k) => {
      const m = marks[k] ?? ''
      if (TAKEN.test(m) && !NOT_TAKEN.test(m)) return
      const next = heads[k + 1]
      out.push({
        page: head.bbox.page,
        x0: head.bbox.x0 - 0.005,
        x1: next === undefined ? Math.min(1, head.bbox.x0 + gap) : next.bbox.x0 - 0.005,
        y0: head.bbox.y0,
        y1: under === undefined ? head.bbox.y1 : under.bbox.y1,
        bottom,
      })
    })
  }
  return out
}

/**
 * True when a cell lies under a header of another term's values: within a few lines below it and
 * across the header's span (amounts are aligned to their header's left or right edge).
 */
export function inOtherTermColumn(page: PageView, cell: Cell, line: Line, name = false): boolean {
  return page.otherTermColumns.some((h) => {
    if (name && h.names !== true) return false
    if (h.page !== cell.bbox.page || h.y1 > cell.bbox.y0) return false
    if (h.bottom !== undefined && cell.bbox.y0 > h.bottom) return false
    if (cell.bbox.y0 - h.y1 > 20 * Math.max(line.height, 1e-6)) return false
    const overlap = Math.min(h.x1, cell.bbox.x1) - Math.max(h.x0, cell.bbox.x0)
    return overlap > 0.5 * Math.min(h.x1 - h.x0, cell.bbox.x1 - cell.bbox.x0)
  })
}

export const labelKey = (hit: LabelHit): string =>
  `${hit.line.bbox.page}:${hit.line.index}:${hit.cellIndex}:${hit.start}`

/** Text fields other than identifiers: their values may wrap onto a second line. */
export const isText = (hit: LabelHit): boolean =>
  hit.field.type === 'Text' &&
  hit.field.id !== 'policy.policyNumber' &&
  hit.field.id !== 'policy.loanNumber'

/**
 * A value found in `cell` (at `offset` in its text) as a candidate of the label's field, scored
 * by the label's strength, the pairing's `weight`, the value's quality and its OCR confidence. A
 * name that ends its cell takes the next line with it when that line finishes it.
 */
export function toCandidate(
  hit: LabelHit,
  cell: Cell,
  offset: number,
  found: ParsedValue,
  weight: number,
  relation: Relation,
  page: PageView,
  line: Line,
): Candidate {
  // An amount a change replaced is no answer; the one it was changed to is ("increased from
  // $250,000 to $275,000").
  const change =
    hit.field.type === 'Currency'
      ? changedAmount(
          cell.text.slice(0, offset + found.start),
          cell.text.slice(offset + found.start + found.printed.length),
        )
      : undefined
  const changed =
    typeof change === 'number' ? newAmount(cell.text, offset, found, change) : undefined
  const v = changed ?? found
  const start = offset + v.start
  const end = offset + v.start + v.printed.length
  const conf = confidenceOfRange(cell, start, end)
  let value = v.printed
  let bbox = boxOfRange(cell, start, end)
  // A name whose wrapped lines could not all be read (it stops on "of", "and", "&") is only part
  // of a name: it answers nothing.
  let cut = false
  if (isText(hit) && hit.field.id !== 'property.address' && end >= cell.text.length - 1) {
    const more = continuation(page, line, bbox, value)
    if (more !== undefined) {
      value = `${value} ${more.text}`
      bbox = union(bbox, more.bbox)
      cut = more.cut
    }
  }
  return {
    field: hit.field.id,
    value,
    normalized: value === v.printed ? v.normalized : value,
    bbox,
    score:
      cut || change === 'old' || (typeof change === 'number' && changed === undefined)
        ? 0
        : hit.variant.weight * weight * v.quality * wordTrust(conf),
    relation,
    labelKey: labelKey(hit),
    labelWords: hit.cell.text.slice(hit.start, hit.end).toLowerCase(),
    evidence: {
      label: hit.variant.weight,
      quality: v.quality,
      trust: wordTrust(conf),
      // A period's two dates share a line by nature: only other labels' values are peers.
      peers:
        hit.variant.dateIndex !== undefined
          ? 0
          : rowPeers(hit.field.type, line, cell, hit.cell, page.labelCells),
    },
  }
}

/** The amount at `at` after the value `v` (relative to `offset` in `text`), as the cell's value. */
function newAmount(
  text: string,
  offset: number,
  v: ParsedValue,
  at: number,
): ParsedValue | undefined {
  const from = offset + v.start + v.printed.length + at
  const next = findAmounts(text.slice(from))[0]
  return next?.start === 0
    ? { ...next, start: from - offset, end: from - offset + next.printed.length }
    : undefined
}

/** A value that says there is none. */
const NONE = /^\s*(?:none|n\/a|not\s+applicable|nil)\b/i

/**
 * "Mortgagee: none on the policy", "Mortgagee  None": the label says it has no value (after its
 * separator, `body`, or in the next cell), and nothing around it is its value.
 */
export function saysNone(hit: LabelHit, body: string): boolean {
  if (NONE.test(body)) return true
  const next = hit.line.cells[hit.cellIndex + 1]
  return hit.alone && body.trim() === '' && next !== undefined && NONE.test(next.text)
}

/**
 * The part of a line that lies in a column [left, right]: the cell that overlaps it, cut down to
 * its tokens inside the column (neighbouring columns' values may share the cell); of several, the
 * one nearest under the label.
 */
export function columnCell(
  line: Line,
  left: number,
  right: number,
  wholeStart: boolean,
  labelCentre: number,
): Cell | undefined {
  let best: { cell: Cell; distance: number } | undefined
  for (const c of line.cells) {
    const colW = right - left
    const overlap = Math.max(0, Math.min(c.bbox.x1, right) - Math.max(c.bbox.x0, left))
    if (overlap < 0.4 * Math.min(colW, c.bbox.x1 - c.bbox.x0)) continue
    const tokens = c.tokens.filter((t) => overlapShare(t.bbox, left, right) >= 0.4)
    if (tokens.length === 0) continue
    // A text value starts in the column: words cut out of a sentence crossing it are not one
    // (a list's letter or number before it may stick out: "A  Lamplighter Casualty Company").
    const skipped = c.tokens.slice(0, tokens[0] === undefined ? 0 : c.tokens.indexOf(tokens[0]))
    if (wholeStart && skipped.some((t) => !/^(?:[A-Za-z]|\d{1,2})[.):]?$/.test(t.text))) continue
    const cell = tokens.length === c.tokens.length ? c : makeCell(tokens)
    const distance = Math.abs((cell.bbox.x0 + cell.bbox.x1) / 2 - labelCentre)
    if (best === undefined || distance < best.distance) best = { cell, distance }
  }
  return best?.cell
}

/** Share of a box's width that lies inside [left, right]. */
function overlapShare(box: BoundingBox, left: number, right: number): number {
  const w = box.x1 - box.x0
  if (w <= 0) return 0
  return Math.max(0, Math.min(box.x1, right) - Math.max(box.x0, left)) / w
}

function union(a: BoundingBox, b: BoundingBox): BoundingBox {
  return {
    page: a.page,
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  }
}

/** A cell that is only a currency's mark: a form prints "$" before the box its amount is typed in. */
const CURRENCY_MARK = /^\s*(?:\$|US\$|USD)\s*$/

/**
 * An amount right after a cell that is only "$" is money as surely as "$5,300,000" is: the mark
 * the form prints before its box is the amount's own (a typed "5300000" has no comma to show it).
 */
export function afterCurrencyMark(prev: Cell | undefined, v: ParsedValue): ParsedValue {
  return prev !== undefined && CURRENCY_MARK.test(prev.text) && v.quality < 1
    ? { ...v, quality: 1 }
    : v
}
