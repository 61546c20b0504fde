/**
 * What `npm run accuracy -- --dev` records for fitting the confidence model
 * (bench/results/confidence-data.json): every field's best value per document before the
 * threshold, its features and whether it is right.
 */
import type { ExtractionFieldId } from '../../src/shared/extraction/field-schema'
import type { DocumentGroup } from './dev-set-types'

/** One field's best value in one document. */
export interface CalibrationRow {
  readonly field: ExtractionFieldId
  /** The hand-weighed confidence the engine had before the model. */
  readonly heuristic: number
  readonly features: readonly number[]
  /** Right, wrong, or null when the truth does not say (a partial truth without this field). */
  readonly right: boolean | null
  /** The value as printed, and the true one when they differ (for reading the errors). */
  readonly value?: string
  readonly expected?: string
}

export interface CalibrationDocument {
  readonly id: string
  readonly group: DocumentGroup
  /** The layout family: scans carry their source's, so a family is held out with its scans. */
  readonly family: string
  /** True values the document holds (the recall's denominator). */
  readonly truthFields: number
  readonly considered: readonly CalibrationRow[]
}

export interface CalibrationData {
  /** The feature names, in the rows' order. */
  readonly features: readonly string[]
  readonly documents: readonly CalibrationDocument[]
}
