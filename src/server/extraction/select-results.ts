/**
 * From all candidates of a document to one result per field: the best-scored candidate, with
 * ties going to the earlier page and the higher position (declarations print the summary first).
 */
import { EXTRACTION_FIELD_IDS, extractionField } from '../../shared/extraction/field-schema'
import type { ExtractionResult, ExtractionSource } from '../../shared/extraction/types'
import { boxIoU } from './coordinates'
import type { Candidate } from './text-matcher'

/** A candidate tagged with the reader it came from. */
export interface SourcedCandidate extends Candidate {
  readonly source: ExtractionSource
}

/** Candidates below this score are not reported (a guess is worse than nothing in review). */
export const MIN_SCORE = 0.45

/**
 * The best candidate per field, as extraction results in schema order. One printed value answers
 * one field only: when two fields want the same words (an empty "Carrier" box and the insured's
 * name below it), the better-scored field keeps them and the other takes its next candidate.
 */
export function selectResults(candidates: readonly SourcedCandidate[]): ExtractionResult[] {
  const ranked = alignDeductible(candidates)
    .filter((c) => c.score >= MIN_SCORE)
    .slice()
    .sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0))
  const best = new Map<string, SourcedCandidate>()
  for (const c of ranked) {
    if (best.has(c.field)) continue
    const taken = [...best.values()].some((o) => boxIoU(o.bbox, c.bbox) > 0.5)
    if (!taken) best.set(c.field, c)
  }
  const out: ExtractionResult[] = []
  for (const c of best.values()) {
    const def = extractionField(c.field)
    if (def === undefined) continue
    out.push({
      field: c.field,
      value: c.value,
      normalized: c.normalized,
      displayName: def.displayName,
      page: c.bbox.page,
      bbox: c.bbox,
      confidence: Math.round(Math.min(1, c.score) * 1000) / 1000,
      source: c.source,
    })
  }
  return out.sort(
    (a, b) => EXTRACTION_FIELD_IDS.indexOf(a.field) - EXTRACTION_FIELD_IDS.indexOf(b.field),
  )
}

/** Bonus for a deductible printed on the same table row as the chosen coverage amount. */
const SAME_ROW_BONUS = 0.2

/**
 * The schema's deductible is the one of the building / dwelling: in a limits table with several
 * rows, the deductible on the coverage amount's row wins over the first one in the column.
 */
function alignDeductible(candidates: readonly SourcedCandidate[]): readonly SourcedCandidate[] {
  const coverage = candidates
    .filter((c) => c.field === 'policy.coverageAmount' && c.score >= MIN_SCORE)
    .reduce<SourcedCandidate | undefined>(
      (a, c) => (a === undefined || better(c, a) ? c : a),
      undefined,
    )
  if (coverage === undefined) return candidates
  const row = coverage.bbox
  return candidates.map((c) => {
    if (c.field !== 'policy.deductible' || c.score < MIN_SCORE || c.bbox.page !== row.page) return c
    const overlap = Math.min(c.bbox.y1, row.y1) - Math.max(c.bbox.y0, row.y0)
    const sameRow = overlap > 0.5 * Math.min(c.bbox.y1 - c.bbox.y0, row.y1 - row.y0)
    return sameRow && c.bbox.x0 > row.x0 ? { ...c, score: c.score + SAME_ROW_BONUS } : c
  })
}

function better(a: SourcedCandidate, b: SourcedCandidate): boolean {
  if (Math.abs(a.score - b.score) > 1e-6) return a.score > b.score
  if (a.bbox.page !== b.bbox.page) return a.bbox.page < b.bbox.page
  return a.bbox.y0 < b.bbox.y0
}
