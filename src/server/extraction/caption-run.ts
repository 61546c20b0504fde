/**
 * A caption printed as one run of text with a qualifier before its label ("PROPOSED EFF DATE")
 * heads a box as wide as the whole run, and two such captions set close together ("PROPOSED EFF
 * DATE  PROPOSED EXP DATE") fall into one cell: each caption's column is its own run, not the
 * label words' share of the cell. Pure geometry on the label's cell.
 */
import type { LabelHit } from './label-finder'
import { looksLikeLabel } from './label-text'
import type { Cell } from './layout'

/** A qualifier before a label in its run: one or two words ("PROPOSED", "ESTIMATED ANNUAL"). */
const QUALIFIER = /^[A-Za-z]{3,}(?:\s+[A-Za-z]{3,})?\s+$/

/** Index of the cell token holding character `at` of the cell's text. */
function tokenAt(hit: LabelHit, at: number): number {
  const { offsets, tokens } = hit.cell
  for (let i = tokens.length - 1; i >= 0; i--) if ((offsets[i] ?? 0) <= at) return i
  return 0
}

/**
 * The column edges a label's run gives: `left` where a run that starts with a qualifier starts,
 * `right` where the next caption run of the cell starts. Undefined where the run says nothing.
 */
export function captionRunEdges(hit: LabelHit): { left?: number; right?: number } {
  const { offsets, tokens, text } = hit.cell
  const first = tokenAt(hit, hit.start)
  const last = tokenAt(hit, Math.max(hit.start, hit.end - 1))
  const run = tokens[first]
  const out: { left?: number; right?: number } = {}
  const runStart = offsets[first] ?? 0
  if (run !== undefined && runStart < hit.start && QUALIFIER.test(text.slice(runStart, hit.start)))
    out.left = run.bbox.x0
  const next = tokens[last + 1]
  // Only a qualified run is cut at the next run: a plain caption may end with a little field of
  // its own box ("NAME AND ADDRESS  RANK:").
  if (out.left !== undefined && next !== undefined && looksLikeLabel(next.text))
    out.right = next.bbox.x0
  return out
}

/**
 * The column under a label, between the cells beside it on its line (`prev`, `next`), narrowed
 * or widened to its caption run.
 */
export function belowColumn(
  hit: LabelHit,
  prev: Cell | undefined,
  next: Cell | undefined,
  slack: number,
): [number, number] {
  const left =
    hit.start > 2
      ? hit.box.x0 - slack / 2
      : prev !== undefined
        ? Math.max(prev.bbox.x1 + 0.002, hit.box.x0 - 4 * slack)
        : hit.box.x0 - 2 * slack
  const right =
    next !== undefined ? next.bbox.x0 - 0.002 : Math.max(hit.cell.bbox.x1, hit.box.x0 + 0.3)
  const run = captionRunEdges(hit)
  return [
    run.left === undefined || hit.start <= 2 ? left : Math.min(left, run.left - slack / 2),
    run.right === undefined ? right : Math.min(right, run.right - 0.002),
  ]
}

/** Small slack (page widths) for a cell set flush with another box's caption. */
const EDGE_SLACK = 0.005

/**
 * A cell that opens with a caption in capitals and a colon, its value filled in after it
 * ("INSURER B : Harbor Mutual Co."): another box's caption, however the value is written.
 */
const CAPTION_THEN_VALUE = /^[A-Z][A-Z ()/&'.-]*[A-Z)]\s*:\s*\S/

/**
 * Where another box starts on a label's line: the first caption right of the label (capitals,
 * no digits: "CONTACT" beside "PRODUCER"; or a caption with its value after a colon). Cells at
 * or past it on the lines below are that box's, not a row of the label's own box.
 */
export function otherBoxEdge(hit: LabelHit): number {
  const caption = hit.line.cells
    .slice(hit.cellIndex + 1)
    .find(
      (c) =>
        (/[A-Z]{2}/.test(c.text) && c.text === c.text.toUpperCase() && !/\d/.test(c.text)) ||
        CAPTION_THEN_VALUE.test(c.text),
    )
  return caption === undefined ? 1 : caption.bbox.x0 - EDGE_SLACK
}
