/**
 * Label columns: many pages print their labels in one column, left-aligned or right-aligned to a
 * gutter, each with its value to the right. The column says what a single label cannot: a cell in
 * it that no label pattern knows (a label in another language, a caption we have no words for) is
 * still a label, never a value; and a label with nothing beside it may be the second line of a
 * two-line label (a gloss under a label in another language, a long caption that wrapped), whose
 * value stands beside the first line. Pure geometry over the page's lines and label hits.
 */
import type { BoundingBox } from '../../shared/extraction/types'
import { IDENTIFIER_FIELDS, readFieldValue } from './field-values'
import type { LabelHit } from './label-finder'
import { looksLikeLabel } from './label-text'
import type { Cell, Line } from './layout'

/** An edge shared by the label cells of one column. */
export interface LabelColumn {
  readonly page: number
  readonly edge: 'left' | 'right'
  /** The edge's x, in page widths. */
  readonly at: number
  /** How far from it a cell's edge may be and still line up. */
  readonly slack: number
}

/**
 * How far apart (page widths) two edges may be and still line up: labels of one column share
 * their edge to the point, where values under captions are indented a little from them.
 */
const ALIGN = 0.0025
/** …on a scan, whose words OCR boxes a pixel or two apart, on a page that may be skewed. */
const ALIGN_SCAN = 0.005
/** Labels on one edge, and lines with a value beside a cell on it, it takes to make a column. */
const MIN_LABELS = 3
/** Labels on the edge with a value beside them on their own line it also takes (and half). */
const MIN_BESIDE = 2

/**
 * The page's label columns: edges (left or right) on which at least MIN_LABELS labels start
 * their cells, half of them with something that is no label beside them, and on which at
 * least MIN_LABELS lines have a cell with something that is no label beside it. (Captions over
 * their values line up too, and their values with them, but the captions have only other
 * captions beside them.)
 */
export function labelColumns(hits: readonly LabelHit[], lines: readonly Line[]): LabelColumn[] {
  const labels = new Set(hits.map((h) => h.cell))
  const starting = hits.filter((h) => h.start <= 2)
  const out: LabelColumn[] = []
  for (const edge of ['left', 'right'] as const) {
    const x = (b: BoundingBox): number => (edge === 'left' ? b.x0 : b.x1)
    for (const h of starting) {
      const at = x(h.cell.bbox)
      const page = h.line.bbox.page
      const slack = h.cell.tokens.some((t) => t.font === undefined) ? ALIGN_SCAN : ALIGN
      const on = (c: Cell): boolean => c.bbox.page === page && Math.abs(x(c.bbox) - at) < slack
      if (out.some((c) => c.edge === edge && c.page === page && Math.abs(c.at - at) < slack))
        continue
      const valueBeside = (l: Line, k: number): boolean =>
        l.cells.slice(k + 1).some((v) => !labels.has(v) && !looksLikeLabel(v.text))
      const onEdge = starting.filter((o) => on(o.cell))
      const labelLines = new Set(onEdge.map((o) => o.line.index)).size
      if (labelLines < MIN_LABELS) continue
      const beside = new Set(
        onEdge.filter((o) => valueBeside(o.line, o.cellIndex)).map((o) => o.line.index),
      ).size
      if (beside < Math.max(MIN_BESIDE, labelLines / 2)) continue
      // Captions whose dates, amounts or numbers stand right under them, on the same edge, head
      // a grid's columns: a caption's unknown neighbours there are captions, not values.
      if (onEdge.filter((o) => typedBelow(o, lines, on)).length >= MIN_BESIDE) continue
      const valued = lines.filter((l) => l.cells.some((c, k) => on(c) && valueBeside(l, k)))
      if (valued.length >= MIN_LABELS) out.push({ page, edge, at, slack })
    }
  }
  return out
}

/** True when a label of a strictly typed field has a value of its type on the next line, on its edge. */
function typedBelow(hit: LabelHit, lines: readonly Line[], on: (c: Cell) => boolean): boolean {
  if (hit.field.type === 'Text' && !IDENTIFIER_FIELDS.has(hit.field.id)) return false
  const next = lines[hit.line.index + 1]
  const cell = next?.cells.find(on)
  return cell !== undefined && readFieldValue(hit.field, hit.variant, cell.text) !== undefined
}

/** The label column a cell lines up with, if any. */
export function columnOf(cell: Cell, columns: readonly LabelColumn[]): LabelColumn | undefined {
  return columns.find(
    (c) =>
      c.page === cell.bbox.page &&
      Math.abs((c.edge === 'left' ? cell.bbox.x0 : cell.bbox.x1) - c.at) < c.slack,
  )
}

/**
 * The first line of a two-line label whose second line holds `hit`: the line right above, close
 * (less than a line's height between them), with a cell in the same label column. Undefined when
 * the label is not in a column or no such line is there.
 */
export function firstLabelLine(
  hit: LabelHit,
  lines: readonly Line[],
  columns: readonly LabelColumn[],
): { line: Line; cellIndex: number } | undefined {
  const column = columnOf(hit.cell, columns)
  const line = lines[hit.line.index - 1]
  if (column === undefined || line === undefined || line.bbox.page !== hit.line.bbox.page)
    return undefined
  if (hit.line.bbox.y0 - line.bbox.y1 > Math.max(hit.line.height, 1e-6)) return undefined
  const cellIndex = line.cells.findIndex((c) => columnOf(c, [column]) !== undefined)
  return cellIndex < 0 ? undefined : { line, cellIndex }
}
