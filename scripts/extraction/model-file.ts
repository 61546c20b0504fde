/**
 * The text of src/server/extraction/confidence-model.ts as fit-confidence.ts --write writes it:
 * the weights, the threshold, and how they were fitted (the data, the penalty, the features left
 * out), so that the fit can be done again after the engine changes.
 */
import { FEATURE_NAMES } from '../../src/server/extraction/confidence-features'

export interface FittedModel {
  /** Values and documents of the development run it was fitted on. */
  readonly values: number
  readonly documents: number
  /** The held-out precision its threshold was chosen to reach. */
  readonly goal: number
  readonly l2: number
  /** Features fitted as if absent (--drop=): they weigh nothing. */
  readonly dropped: readonly string[]
  readonly weights: readonly number[]
  readonly threshold: number
}

const round = (v: number): number => Math.round(v * 1e4) / 1e4

export function modelFileText(m: FittedModel): string {
  const flags = [
    `--goal=${m.goal}`,
    `--l2=${m.l2}`,
    ...(m.dropped.length > 0 ? [`--drop=${m.dropped.join(',')}`] : []),
  ]
  return `/**
 * The fitted confidence model (do not edit by hand): written from ${m.values} values of ${m.documents}
 * development documents by
 *   npx tsx scripts/extraction/fit-confidence.ts --write ${flags.join(' ')}
 * Its threshold reached precision ≥ ${m.goal} on layout families held out of the fit.
 */
import type { ConfidenceModel } from './confidence-features'

export const CONFIDENCE_MODEL: ConfidenceModel | undefined = {
  features: ${JSON.stringify(FEATURE_NAMES)},
  weights: ${JSON.stringify(m.weights.map(round))},
  threshold: ${round(m.threshold)},
}
`
}
