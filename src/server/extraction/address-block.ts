/**
 * A letter's address block: a name over a street and a city line, one line under the other at one
 * left edge. Letters name a reader only there, so the rules that take a party from an addressee
 * (a lender's copy, a letter to the lender) share how the block is found and how its first line
 * becomes a candidate.
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import type { Cell, Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import type { Candidate } from './page-geometry'
import type { ParsedValue } from './value-parsers'

/** The last line of a mailing address: "Bodega, CA 94922", "Ely MN 55731-0042". */
const CITY_LINE = /^[A-Za-z .'-]+,?\s+[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?$/

/** Most gap between two lines of one address block, in line heights. */
const BLOCK_GAP = 1.2

/**
 * The lines of the address block that opens at line `i`: the lines under it, close and at its left
 * edge, up to the first city line within `maxBelow` lines; undefined when no city line ends it.
 */
export function addressBlockAt(
  lines: readonly Line[],
  i: number,
  maxBelow: number,
): Line[] | undefined {
  const line = lines[i]!
  const x0 = line.cells[0]?.bbox.x0
  if (x0 === undefined) return undefined
  const block = [line]
  for (const next of lines.slice(i + 1, i + 1 + maxBelow)) {
    const prev = block[block.length - 1]!
    const cell = next.cells[0]
    if (next.bbox.page !== line.bbox.page || cell === undefined) return undefined
    if (next.bbox.y0 - prev.bbox.y1 > BLOCK_GAP * Math.max(prev.height, 1e-6)) return undefined
    if (Math.abs(cell.bbox.x0 - x0) > 0.01) return undefined
    block.push(next)
    if (CITY_LINE.test(cell.text.trim())) return block
  }
  return undefined
}

/** The addressee's name, read from the block's first cell, as a candidate for `field`. */
export function addresseeCandidate(
  field: ExtractionFieldId,
  line: Line,
  first: Cell,
  v: ParsedValue,
  score: number,
  keyPrefix: string,
): Candidate {
  const trust = wordTrust(first.confidence)
  return {
    field,
    value: v.printed,
    normalized: v.normalized,
    bbox: boxOfRange(first, v.start, v.start + v.printed.length),
    score: score * v.quality * trust,
    relation: 'below',
    labelKey: `${keyPrefix}:${line.bbox.page}:${line.index}`,
    evidence: { label: score, quality: v.quality, trust },
  }
}
