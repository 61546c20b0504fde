/**
 * The accuracy scorer: field-level precision, recall and F1, and the share of correct values whose
 * box overlaps the true box (IoU ≥ 0.3). Pure functions over truth and predictions.
 */
import { extractionField, type ExtractionFieldId } from '../../src/shared/extraction/field-schema'
import type { BoundingBox } from '../../src/shared/extraction/types'
import { boxIoU } from '../../src/server/extraction/coordinates'
import type { TruthField } from './dev-set-types'

/** The IoU a correct value's box needs with the true box to count as well placed. */
export const BBOX_IOU_THRESHOLD = 0.3

/** One predicted value (the engine's result, or anything shaped like it). */
export interface Prediction {
  readonly field: ExtractionFieldId
  readonly value: string
  readonly normalized: string
  readonly bbox: BoundingBox
}

/** Counts for a set of documents. */
export interface Counts {
  tp: number
  fp: number
  fn: number
  /** Correct values that have a true box to compare with. */
  bboxScored: number
  /** …of which overlap the true box with IoU ≥ 0.3. */
  bboxHit: number
}

/** What went wrong with one field of one document (for the report). */
export interface FieldError {
  readonly field: ExtractionFieldId
  readonly kind: 'missed' | 'wrong' | 'spurious' | 'misplaced'
  readonly expected?: string
  readonly got?: string
  readonly iou?: number
}

export const emptyCounts = (): Counts => ({ tp: 0, fp: 0, fn: 0, bboxScored: 0, bboxHit: 0 })

/** Canonical form for comparing values: numbers as numbers, text without case and punctuation. */
export function canonical(field: ExtractionFieldId, normalized: string): string {
  const type = extractionField(field)?.type
  if (type === 'Currency' || type === 'Number') {
    const n = Number(normalized.replace(/[$,\s]/g, ''))
    return Number.isFinite(n) ? String(n) : normalized
  }
  if (type === 'Date') return normalized.trim()
  return normalized
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** Counts per field. */
export type FieldCounts = Partial<Record<ExtractionFieldId, Counts>>

/** Score one document: counts (in all and per field) and the errors behind them. */
export function scoreDocument(
  truth: readonly TruthField[],
  predictions: readonly Prediction[],
  completeTruth = true,
): { counts: Counts; fields: FieldCounts; errors: FieldError[] } {
  const counts = emptyCounts()
  const fields: FieldCounts = {}
  const errors: FieldError[] = []
  // Each field's counts are what the document's counts gained while that field was scored.
  const before = (): Counts => ({ ...counts })
  const after = (field: ExtractionFieldId, was: Counts): void => {
    const f = (fields[field] ??= emptyCounts())
    f.tp += counts.tp - was.tp
    f.fp += counts.fp - was.fp
    f.fn += counts.fn - was.fn
    f.bboxScored += counts.bboxScored - was.bboxScored
    f.bboxHit += counts.bboxHit - was.bboxHit
  }
  const byField = new Map(truth.map((t) => [t.field, t]))
  const predicted = new Set<ExtractionFieldId>()
  for (const p of predictions) {
    const was = before()
    scorePrediction(p)
    after(p.field, was)
  }
  for (const t of truth) {
    if (predicted.has(t.field)) continue
    const was = before()
    counts.fn++
    errors.push({ field: t.field, kind: 'missed', expected: t.normalized })
    after(t.field, was)
  }
  return { counts, fields, errors }

  function scorePrediction(p: Prediction): void {
    predicted.add(p.field)
    const t = byField.get(p.field)
    if (t === undefined) {
      if (!completeTruth) return
      counts.fp++
      errors.push({ field: p.field, kind: 'spurious', got: p.value })
      return
    }
    if (canonical(p.field, p.normalized) !== canonical(t.field, t.normalized)) {
      // A wrong value is both a false positive and a missed true value.
      counts.fp++
      counts.fn++
      errors.push({ field: p.field, kind: 'wrong', expected: t.normalized, got: p.normalized })
      return
    }
    counts.tp++
    if (t.bbox !== undefined) {
      counts.bboxScored++
      const iou = boxIoU(p.bbox, t.bbox)
      if (iou >= BBOX_IOU_THRESHOLD) counts.bboxHit++
      else
        errors.push({
          field: p.field,
          kind: 'misplaced',
          expected: t.normalized,
          iou: Math.round(iou * 100) / 100,
        })
    }
  }
}

/** Add counts into a total. */
export function addCounts(total: Counts, c: Counts): void {
  total.tp += c.tp
  total.fp += c.fp
  total.fn += c.fn
  total.bboxScored += c.bboxScored
  total.bboxHit += c.bboxHit
}

/** Precision, recall, F1 and bbox share (NaN-free: 0 when undefined, 1 for an empty bbox set). */
export function metrics(c: Counts): {
  precision: number
  recall: number
  f1: number
  bboxShare: number
} {
  const precision = c.tp + c.fp === 0 ? 0 : c.tp / (c.tp + c.fp)
  const recall = c.tp + c.fn === 0 ? 0 : c.tp / (c.tp + c.fn)
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
  const bboxShare = c.bboxScored === 0 ? 1 : c.bboxHit / c.bboxScored
  return { precision, recall, f1, bboxShare }
}
