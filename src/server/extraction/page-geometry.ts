/**
 * The page as the pairing sees it (its lines, which cells are labels, which way its captions
 * face) and the geometry shared by the pairings: a column's cell on a line, the second line of a
 * wrapped name, and a value turned into a scored candidate.
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import type { BoundingBox } from '../../shared/extraction/types'
import { columnOf, type LabelColumn } from './label-columns'
import type { LabelHit } from './label-finder'
import { looksLikeLabel, nextLabelStart } from './label-text'
import { boxOfRange, confidenceOfRange, makeCell, wordTrust, type Cell, type Line } from './layout'
import type { ParsedValue } from './value-parsers'

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

/** A column's header, and where its table ends when that is known. */
export interface ColumnHead extends BoundingBox {
  readonly bottom?: number
}

/** The column headers of a page that head another term's values, or options not taken. */
export function otherTermColumns(lines: readonly Line[]): ColumnHead[] {
  return [
    ...lines.flatMap((l) =>
      l.cells.filter((c) => OTHER_TERM_HEADER.test(c.text.trim())).map((c) => c.bbox),
    ),
    ...optionsNotTaken(lines),
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
export function inOtherTermColumn(page: PageView, cell: Cell, line: Line): boolean {
  return page.otherTermColumns.some((h) => {
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
  v: ParsedValue,
  weight: number,
  relation: Relation,
  page: PageView,
  line: Line,
): Candidate {
  const start = offset + v.start
  const end = offset + v.start + v.printed.length
  const conf = confidenceOfRange(cell, start, end)
  let value = v.printed
  let bbox = boxOfRange(cell, start, end)
  if (isText(hit) && hit.field.id !== 'property.address' && end >= cell.text.length - 1) {
    const more = continuation(page, line, bbox, value)
    if (more !== undefined) {
      value = `${value} ${more.text}`
      bbox = union(bbox, more.bbox)
    }
  }
  return {
    field: hit.field.id,
    value,
    normalized: value === v.printed ? v.normalized : value,
    bbox,
    score: hit.variant.weight * weight * v.quality * wordTrust(conf),
    relation,
    labelKey: labelKey(hit),
    labelWords: hit.cell.text.slice(hit.start, hit.end).toLowerCase(),
    evidence: { label: hit.variant.weight, quality: v.quality, trust: wordTrust(conf) },
  }
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

/** True when a text starts with another label and its separator ("NAIC # 12345", "Phone: …"). */
export function startsWithLabel(text: string): boolean {
  const lower = text.toLowerCase()
  const at = nextLabelStart(lower, 0)
  return at === 0 && (looksLikeLabel(text) || /^[^:#]{0,30}[:#]/.test(lower))
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

/**
 * The second line of a name that wrapped: directly under the value, starting where it starts,
 * with nothing left of it on its line (no label of its own), and not an address, a phone number,
 * a clause or another label.
 */
function continuation(
  page: PageView,
  line: Line,
  value: BoundingBox,
  valueText: string,
): { text: string; bbox: BoundingBox } | undefined {
  const h = Math.max(line.height, 1e-6)
  const slack = (1.2 * h) / page.aspect
  // The line under the value (lines of other columns may come between in reading order).
  const next = page.lines
    .slice(line.index + 1, line.index + 4)
    .find(
      (l) =>
        l.bbox.page === line.bbox.page &&
        l.cells.some((c) => c.bbox.x1 > value.x0 - slack && c.bbox.x0 < value.x1),
    )
  // The gap in heights of the value's whole line: OCR boxes hug the letters, so the gap between
  // two lines of small letters looks wider than a PDF's text boxes make it.
  const lineHeight = Math.max(h, line.bbox.y1 - line.bbox.y0)
  if (next === undefined || (next.bbox.y0 - value.y1) / lineHeight > 0.7) return undefined
  const first = next.cells.find((c) => c.bbox.x1 > value.x0 - slack)
  if (first === undefined || Math.abs(first.bbox.x0 - value.x0) > slack) return undefined
  // A label left of it on its line makes it that label's value (another column's plain text
  // does not).
  if (
    next.cells.some(
      (c) =>
        c.bbox.x1 <= value.x0 - slack &&
        (page.labelCells.has(c) ||
          /[:#]\s*$/.test(c.text) ||
          value.x0 - c.bbox.x1 < 4 * slack ||
          // A caption in the page's column of labels, whatever it says.
          columnOf(c, page.labelColumns) !== undefined),
    )
  )
    return undefined
  const text = first.text.trim()
  // A second line is printed as large as the first: smaller print under a value is its caption.
  // (A PDF's text boxes are as high as the font; OCR's hug the letters, so only PDFs tell.)
  if (
    first.tokens.every((t) => t.font !== undefined) &&
    first.bbox.y1 - first.bbox.y0 < 0.85 * (value.y1 - value.y0)
  )
    return undefined
  // The tail of a company's name may read like a label ("… Insurance | Company", "… | Agency"),
  // unless the name above is complete already ("… Agency, Inc.", "… Insurers"): then it is the
  // next box's caption.
  const nameTail = COMPANY_TAIL.test(text) && !COMPLETE_NAME.test(valueText)
  // A line in capitals under a value in mixed case, or the other way round, is set apart from it:
  // a caption, not the rest of the name.
  if (
    caseOf(text) !== undefined &&
    caseOf(valueText) !== undefined &&
    caseOf(text) !== caseOf(valueText)
  )
    return undefined
  if (/[:#]\s*$/.test(text)) return undefined
  if (!nameTail && (page.labelCells.has(first) || looksLikeLabel(text) || startsWithLabel(text)))
    return undefined
  if (/\d|@|\b(?:isaoa|atima|successors|assigns|p\.?\s?o\.?\s+box)\b/i.test(text)) return undefined
  // A trade name ("DBA Harbor Rentals"), someone in care of it, or a person with a designation
  // ("Nikolai Cienfuegos, CIC") is another name than the one above.
  if (/^(?:d\.?\s?b\.?\s?a\.?|t\/a|c\/o|attn)\b/i.test(text)) return undefined
  if (/,\s*(?:cic|cpcu|cisr|crm|aai|clu|chfc|arm|cpia|lutcf|agent|producer)\.?\s*$/i.test(text))
    return undefined
  if (text.split(' ').length > 4 || !/^[A-Za-z&]/.test(text)) return undefined
  return { text, bbox: first.bbox }
}

/** A company's name that ends in its legal form or kind: nothing more of it follows. */
const COMPLETE_NAME =
  /\b(?:inc\.?|llc|l\.l\.c\.|ltd\.?|corp(?:oration)?\.?|company|co\.|insurers|exchange|n\.a\.|agency|group|brokerage|bank)\s*$/i

/**
 * 'upper' for a text in capitals, 'mixed' for one with small letters; undefined for one with no
 * word or only short capitals ("LLC", "N.A." end names in any case).
 */
function caseOf(text: string): 'upper' | 'mixed' | undefined {
  if (/[a-z]{2}/.test(text)) return 'mixed'
  return /[A-Z]{4}/.test(text) && !/[a-z]/.test(text) ? 'upper' : undefined
}

/** Words that end a company's name: a line holding only these finishes the line above. */
const COMPANY_TAIL =
  /^(?:(?:mutual|fire|casualty|indemnity|assurance|insurance|general|home|property|&|and|of|america|company|co\.?|corp(?:oration)?\.?|inc\.?|llc|l\.l\.c\.|group|agency|partners|bank|n\.a\.|exchange|underwriters|association)[\s,]*)+$/i

function union(a: BoundingBox, b: BoundingBox): BoundingBox {
  return {
    page: a.page,
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  }
}
