/**
 * From all candidates of a document to at most one result per field, with a confidence. The
 * competition is global: candidates are taken best first, and one printed value answers one field
 * only, one label gives one field its value (a period label gives two dates), and a value found by
 * several labels or readers is more certain than one found once. A field whose best value is close
 * to a different runner-up, or that contradicts another field (an expiration before the effective
 * date, a deductible above the limit), loses confidence; below MIN_CONFIDENCE it is not proposed:
 * a reviewer is better served by no value than by a confidently wrong one. When a confidence model
 * is fitted (confidence-features.ts), the confidence shown is its probability that the value is
 * right, and its threshold decides what is proposed.
 */
import {
  EXTRACTION_FIELD_IDS,
  extractionField,
  type ExtractionFieldId,
} from '../../shared/extraction/field-schema'
import type { ExtractionResult, ExtractionSource } from '../../shared/extraction/types'
import {
  calibratedConfidence,
  confidenceFeatures,
  type ConfidenceModel,
} from './confidence-features'
import { CONFIDENCE_MODEL } from './confidence-model'
import { boxIoU } from './coordinates'
import type { OcrEvidence } from './ocr-evidence'
import type { Candidate } from './pairing'

/** A candidate tagged with the reader it came from. */
export interface SourcedCandidate extends Candidate {
  readonly source: ExtractionSource
  /** An OCR value: what OCR said of its words and page. */
  readonly ocr?: OcrEvidence
}

/**
 * Results below this confidence are not proposed, whichever reader found them. OCR's doubt is in
 * the confidence already (the trust in a value's weakest word, layout.ts wordTrust): on the
 * development scans a higher threshold for OCR values would have dropped 33 right values for one
 * wrong one (docs/rules.md#extraction-confidence).
 */
export const MIN_CONFIDENCE = 0.5

/** The most confidence a value that contradicts another field shows (a low badge). */
const CONTRADICTED_CAP = 0.65

/** Bonus for each further independent finding of the same value (another label, page or reader). */
const AGREEMENT_BONUS = 0.05

/** What `n` independent findings of one value add to its score (at most three further ones count). */
const agreementBonus = (n: number): number => (n > 1 ? AGREEMENT_BONUS * Math.min(3, n - 1) : 0)

/** One field's chosen value before the threshold, with the evidence its confidence comes from. */
export interface Considered {
  readonly result: ExtractionResult
  /** The hand-weighed confidence (score, runner-up doubt, contradictions). */
  readonly heuristic: number
  /** The model's inputs (confidence-features.ts FEATURE_NAMES order). */
  readonly features: number[]
  /**
   * The most confidence it may show: a date of an unknown order, or a value that contradicts
   * another field, is proposed with a low badge.
   */
  readonly cap: number
  /** The caption words it was read under, when a label gave it (for error analysis). */
  readonly labelWords?: string
}

/** The best candidate per field, as extraction results in schema order. */
export function selectResults(
  candidates: readonly SourcedCandidate[],
  model: ConfidenceModel | null = CONFIDENCE_MODEL ?? null,
): ExtractionResult[] {
  return proposeResults(considerResults(candidates), model)
}

/**
 * The values worth proposing, with the confidence the review shows: the model's probability when
 * a model is fitted (and its threshold), else the hand-weighed confidence (and MIN_CONFIDENCE).
 */
export function proposeResults(
  considered: readonly Considered[],
  model: ConfidenceModel | null = CONFIDENCE_MODEL ?? null,
): ExtractionResult[] {
  const out: ExtractionResult[] = []
  for (const c of considered) {
    if (model === null) {
      if (c.heuristic >= MIN_CONFIDENCE) out.push(c.result)
      continue
    }
    const p = calibratedConfidence(model, c.features)
    if (p < model.threshold) continue
    out.push({ ...c.result, confidence: Math.round(Math.min(p, c.cap) * 1000) / 1000 })
  }
  return out
}

/** The best candidate per field with its evidence, before any threshold, in schema order. */
export function considerResults(candidates: readonly SourcedCandidate[]): Considered[] {
  const findings = findingsOf(candidates)
  const ways = waysOf(candidates)
  const ranked = withAgreement(candidates, findings)
    .filter((c) => c.score >= 0.3)
    .sort((a, b) => b.score - a.score || a.bbox.page - b.bbox.page || a.bbox.y0 - b.bbox.y0)
  const chosen = new Map<ExtractionFieldId, SourcedCandidate>()
  for (const c of ranked) {
    if (chosen.has(c.field) || clashes(c, chosen)) continue
    chosen.set(c.field, c)
  }
  // Each field's candidates, best first (the per-field questions below ask only about them).
  const rankedOf = new Map<ExtractionFieldId, SourcedCandidate[]>()
  for (const c of ranked) {
    const list = rankedOf.get(c.field)
    if (list === undefined) rankedOf.set(c.field, [c])
    else list.push(c)
  }
  const confidence = new Map<ExtractionFieldId, number>()
  const margins = new Map<ExtractionFieldId, number>()
  for (const [field, c] of chosen) {
    // A different value nearly as good for the same field: the matcher is guessing between them.
    const runnerUp = rankedOf
      .get(field)
      ?.find((o) => o.field === field && canon(o) !== canon(c) && boxIoU(o.bbox, c.bbox) < 0.5)
    // Multi-page documents repeat sections (a second location on page 2): a different value on a
    // later page casts less doubt on the first page's than one on the same page.
    const later = runnerUp !== undefined && runnerUp.bbox.page > c.bbox.page ? 0.85 : 1
    const margin = runnerUp === undefined ? 0 : (later * runnerUp.score) / c.score
    margins.set(field, margin)
    const doubt = margin >= 0.95 ? 0.45 : margin > 0.85 ? 0.7 : margin > 0.75 ? 0.9 : 1
    confidence.set(field, Math.min(1, c.score, c.maxConfidence ?? 1) * doubt)
  }
  const contradicted = applyConsistency(chosen, confidence)
  const out: Considered[] = []
  for (const [field, c] of chosen) {
    const def = extractionField(field)
    if (def === undefined) continue
    const heuristic = confidence.get(field) ?? 0
    const own = rankedOf.get(field) ?? []
    const rivals = new Set(own.map(canon)).size
    const found = findings.get(findingKey(c))?.size ?? 1
    const features = confidenceFeatures({
      field,
      value: c.value,
      source: c.source,
      relation: c.relation,
      score: c.score,
      baseScore: c.score - agreementBonus(found),
      heuristic,
      label: c.evidence?.label ?? 1,
      quality: c.evidence?.quality ?? 1,
      trust: c.evidence?.trust ?? 1,
      peers: c.evidence?.peers ?? 0,
      margin: margins.get(field) ?? 0,
      rivals,
      findings: found,
      claimedElsewhere: ranked.some((o) => o.field !== field && boxIoU(o.bbox, c.bbox) > 0.5),
      sameAsOtherField: [...chosen.values()].some(
        (o) => o.field !== field && canon(o) === canon(c),
      ),
      contradicted: contradicted.has(field),
      capped: (c.maxConfidence ?? 1) < 1,
      page: c.bbox.page,
      ...(c.labelWords !== undefined ? { labelWords: c.labelWords } : {}),
      sameLabelRival:
        c.labelKey !== undefined &&
        own.some((o) => o.labelKey === c.labelKey && canon(o) !== canon(c)),
      ways: ways.get(findingKey(c))?.size ?? 1,
      ...(c.ocr !== undefined ? { ocr: c.ocr } : {}),
    })
    out.push({
      result: {
        field,
        value: c.value,
        normalized: c.normalized,
        displayName: def.displayName,
        page: c.bbox.page,
        bbox: c.bbox,
        confidence: Math.round(heuristic * 1000) / 1000,
        source: c.source,
      },
      heuristic,
      features,
      cap: Math.min(c.maxConfidence ?? 1, contradicted.has(field) ? CONTRADICTED_CAP : 1),
      ...(c.labelWords !== undefined ? { labelWords: c.labelWords } : {}),
    })
  }
  return out.sort(
    (a, b) =>
      EXTRACTION_FIELD_IDS.indexOf(a.result.field) - EXTRACTION_FIELD_IDS.indexOf(b.result.field),
  )
}

/**
 * True when `c` is the print of a value already chosen (one printed value answers one field), or
 * its label already gave a field its value (a period's label gives two dates).
 */
function clashes(
  c: SourcedCandidate,
  chosen: ReadonlyMap<ExtractionFieldId, SourcedCandidate>,
): boolean {
  for (const o of chosen.values())
    if (
      (boxIoU(o.bbox, c.bbox) > 0.5 && samePrint(o, c)) ||
      (c.labelKey !== undefined && o.labelKey === c.labelKey && !periodPair(o.field, c.field))
    )
      return true
  return false
}

const canon = (c: Candidate): string => {
  // Asked many times per candidate (every rival, every finding): each value worked out once.
  let v = CANON.get(c.normalized)
  if (v === undefined) {
    if (CANON.size >= CANON_LIMIT) CANON.clear()
    v = c.normalized
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, ' ')
      .trim()
    CANON.set(c.normalized, v)
  }
  return v
}
const CANON = new Map<string, string>()
const CANON_LIMIT = 10_000

/**
 * Two values in the same box are one print read twice unless their texts differ outright: two
 * values of one form field (a remark's street and its year built) both carry the widget's box.
 */
const samePrint = (a: Candidate, b: Candidate): boolean => {
  const t = (c: Candidate): string => c.value.toLowerCase().replace(/\s+/g, ' ').trim()
  return t(a).includes(t(b)) || t(b).includes(t(a))
}

const periodPair = (a: ExtractionFieldId, b: ExtractionFieldId): boolean =>
  (a === 'policy.effectiveDate' && b === 'policy.expirationDate') ||
  (a === 'policy.expirationDate' && b === 'policy.effectiveDate')

const findingKey = (c: Candidate): string => `${c.field}|${canon(c)}`

/** Where each field's value was found: label, reader and place of every finding. */
function findingsOf(candidates: readonly SourcedCandidate[]): Map<string, Set<string>> {
  const findings = new Map<string, Set<string>>()
  for (const c of candidates) {
    const key = findingKey(c)
    // Readings under the same label words are one witness: a repeated block (a second location's
    // "Deductible" column) or the same caption read two ways is no second finding, and a value two
    // later blocks share must not outvote the first block's.
    const where =
      c.labelWords !== undefined
        ? `${c.labelWords}|${c.source}`
        : `${c.labelKey ?? ''}|${c.source}|${c.bbox.page}:${c.bbox.x0.toFixed(2)}:${c.bbox.y0.toFixed(2)}`
    const set = findings.get(key) ?? new Set<string>()
    set.add(where)
    findings.set(key, set)
  }
  return findings
}

/** The different ways (relation and reader) each field's value was found in. */
function waysOf(candidates: readonly SourcedCandidate[]): Map<string, Set<string>> {
  const ways = new Map<string, Set<string>>()
  for (const c of candidates) {
    const key = findingKey(c)
    const set = ways.get(key) ?? new Set<string>()
    set.add(`${c.relation ?? ''}|${c.source}`)
    ways.set(key, set)
  }
  return ways
}

/** Each candidate's score raised by the other independent findings of the same value. */
function withAgreement(
  candidates: readonly SourcedCandidate[],
  findings: ReadonlyMap<string, ReadonlySet<string>>,
): SourcedCandidate[] {
  return candidates.map((c) => {
    const n = findings.get(findingKey(c))?.size ?? 1
    return n > 1 ? { ...c, score: c.score + agreementBonus(n) } : c
  })
}

/**
 * Fields that contradict each other lose confidence (the weaker of the two more). Returns the
 * fields that lost some.
 */
function applyConsistency(
  chosen: ReadonlyMap<ExtractionFieldId, SourcedCandidate>,
  confidence: Map<ExtractionFieldId, number>,
): Set<ExtractionFieldId> {
  const hit = new Set<ExtractionFieldId>()
  const num = (f: ExtractionFieldId): number | undefined => {
    const c = chosen.get(f)
    return c === undefined ? undefined : Number(c.normalized)
  }
  const doubt = (f: ExtractionFieldId, factor: number): void => {
    const c = confidence.get(f)
    if (c !== undefined) confidence.set(f, c * factor)
    hit.add(f)
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
  return hit
}
