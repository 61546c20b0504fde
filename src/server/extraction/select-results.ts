/**
 * From all candidates of a document to at most one result per field, with a confidence. The
 * competition is global: candidates are taken best first, and one printed value answers one field
 * only, one label gives one field its value (a period label gives two dates), and a value found by
 * several labels or readers is more certain than one found once. A field whose best value is close
 * to a different runner-up, or that contradicts another field (an expiration before the effective
 * date, a deductible above the limit), loses confidence; below MIN_CONFIDENCE it is not proposed:
 * a reviewer is better served by no value than by a confidently wrong one.
 */
import {
  EXTRACTION_FIELD_IDS,
  extractionField,
  type ExtractionFieldId,
} from '../../shared/extraction/field-schema'
import type { ExtractionResult, ExtractionSource } from '../../shared/extraction/types'
import { boxIoU } from './coordinates'
import type { Candidate } from './pairing'

/** A candidate tagged with the reader it came from. */
export interface SourcedCandidate extends Candidate {
  readonly source: ExtractionSource
}

/**
 * Results below this confidence are not proposed, whichever reader found them. OCR's doubt is in
 * the confidence already (the trust in a value's weakest word, layout.ts wordTrust): on the
 * development scans a higher threshold for OCR values would have dropped 33 right values for one
 * wrong one (docs/rules.md#extraction-confidence).
 */
export const MIN_CONFIDENCE = 0.5

/** Bonus for each further independent finding of the same value (another label, page or reader). */
const AGREEMENT_BONUS = 0.05

/** The best candidate per field, as extraction results in schema order. */
export function selectResults(candidates: readonly SourcedCandidate[]): ExtractionResult[] {
  const ranked = withAgreement(candidates)
    .filter((c) => c.score >= 0.3)
    .sort((a, b) => b.score - a.score || a.bbox.page - b.bbox.page || a.bbox.y0 - b.bbox.y0)
  const chosen = new Map<ExtractionFieldId, SourcedCandidate>()
  for (const c of ranked) {
    if (chosen.has(c.field)) continue
    const clash = [...chosen.values()].some(
      (o) =>
        boxIoU(o.bbox, c.bbox) > 0.5 ||
        (c.labelKey !== undefined && o.labelKey === c.labelKey && !periodPair(o.field, c.field)),
    )
    if (!clash) chosen.set(c.field, c)
  }
  const confidence = new Map<ExtractionFieldId, number>()
  for (const [field, c] of chosen) {
    // A different value nearly as good for the same field: the matcher is guessing between them.
    const runnerUp = ranked.find(
      (o) => o.field === field && canon(o) !== canon(c) && boxIoU(o.bbox, c.bbox) < 0.5,
    )
    // Multi-page documents repeat sections (a second location on page 2): a different value on a
    // later page casts less doubt on the first page's than one on the same page.
    const later = runnerUp !== undefined && runnerUp.bbox.page > c.bbox.page ? 0.85 : 1
    const margin = runnerUp === undefined ? 0 : (later * runnerUp.score) / c.score
    const doubt = margin >= 0.95 ? 0.45 : margin > 0.85 ? 0.7 : margin > 0.75 ? 0.9 : 1
    confidence.set(field, Math.min(1, c.score, c.maxConfidence ?? 1) * doubt)
  }
  applyConsistency(chosen, confidence)
  const out: ExtractionResult[] = []
  for (const [field, c] of chosen) {
    const conf = confidence.get(field) ?? 0
    const def = extractionField(field)
    if (def === undefined || conf < MIN_CONFIDENCE) continue
    out.push({
      field,
      value: c.value,
      normalized: c.normalized,
      displayName: def.displayName,
      page: c.bbox.page,
      bbox: c.bbox,
      confidence: Math.round(conf * 1000) / 1000,
      source: c.source,
    })
  }
  return out.sort(
    (a, b) => EXTRACTION_FIELD_IDS.indexOf(a.field) - EXTRACTION_FIELD_IDS.indexOf(b.field),
  )
}

const canon = (c: Candidate): string =>
  c.normalized
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim()

const periodPair = (a: ExtractionFieldId, b: ExtractionFieldId): boolean =>
  (a === 'policy.effectiveDate' && b === 'policy.expirationDate') ||
  (a === 'policy.expirationDate' && b === 'policy.effectiveDate')

/** Each candidate's score raised by the other independent findings of the same value. */
function withAgreement(candidates: readonly SourcedCandidate[]): SourcedCandidate[] {
  const findings = new Map<string, Set<string>>()
  for (const c of candidates) {
    const key = `${c.field}|${canon(c)}`
    const where = `${c.labelKey ?? ''}|${c.source}|${c.bbox.page}:${c.bbox.x0.toFixed(2)}:${c.bbox.y0.toFixed(2)}`
    const set = findings.get(key) ?? new Set<string>()
    set.add(where)
    findings.set(key, set)
  }
  return candidates.map((c) => {
    const n = findings.get(`${c.field}|${canon(c)}`)?.size ?? 1
    return n > 1 ? { ...c, score: c.score + AGREEMENT_BONUS * Math.min(3, n - 1) } : c
  })
}

/** Fields that contradict each other lose confidence (the weaker of the two more). */
function applyConsistency(
  chosen: ReadonlyMap<ExtractionFieldId, SourcedCandidate>,
  confidence: Map<ExtractionFieldId, number>,
): void {
  const num = (f: ExtractionFieldId): number | undefined => {
    const c = chosen.get(f)
    return c === undefined ? undefined : Number(c.normalized)
  }
  const doubt = (f: ExtractionFieldId, factor: number): void => {
    const c = confidence.get(f)
    if (c !== undefined) confidence.set(f, c * factor)
  }
  const eff = chosen.get('policy.effectiveDate')?.normalized
  const exp = chosen.get('policy.expirationDate')?.normalized
  if (eff !== undefined && exp !== undefined && eff >= exp) {
    doubt('policy.effectiveDate', 0.6)
    doubt('policy.expirationDate', 0.6)
  }
  const coverage = num('policy.coverageAmount')
  const deductible = num('policy.deductible')
  const premium = num('policy.premium')
  if (coverage !== undefined && deductible !== undefined && deductible >= coverage)
    doubt('policy.deductible', 0.6)
  if (coverage !== undefined && premium !== undefined && premium >= coverage)
    doubt('policy.premium', 0.6)
  const policy = chosen.get('policy.policyNumber')?.normalized
  const loan = chosen.get('policy.loanNumber')?.normalized
  if (policy !== undefined && policy === loan) {
    doubt('policy.loanNumber', 0.5)
    doubt('policy.policyNumber', 0.8)
  }
}
