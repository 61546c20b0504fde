/**
 * The labelled development set's manifest: every generated document with its family and the true
 * value (and, where known, the true box) of each field it holds.
 */
import type { ExtractionFieldId } from '../../src/shared/extraction/field-schema'
import type { BoundingBox } from '../../src/shared/extraction/types'

/** The three families the accuracy goals are set for. */
export type DevFamily = 'fillable' | 'text' | 'scanned'

/** The true value of one field in one document. */
export interface TruthField {
  readonly field: ExtractionFieldId
  readonly normalized: string
  /** Absent when the source of truth gives no position (the corpus ground-truth JSON). */
  readonly bbox?: BoundingBox
}

/** One document of the set. */
export interface DevDocument {
  readonly id: string
  /** Path relative to the set's folder. */
  readonly file: string
  readonly family: DevFamily
  readonly mimeType: string
  /** How it was made, for the report ("acord27 filled", "declarations layout 2, rotated 2°"). */
  readonly origin: string
  readonly truth: readonly TruthField[]
  /**
   * False when the truth lists only some fields (the corpus ground truth): values for other fields
   * are then neither right nor wrong and are not scored.
   */
  readonly completeTruth: boolean
}

export interface DevManifest {
  readonly createdAt: string
  readonly seed: number
  readonly documents: readonly DevDocument[]
}
