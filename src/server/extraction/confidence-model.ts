/**
 * The fitted confidence model (written by scripts/extraction/fit-confidence.ts; do not edit by
 * hand). Undefined: the hand-weighed confidence is shown, with MIN_CONFIDENCE as its threshold.
 */
import type { ConfidenceModel } from './confidence-features'

export const CONFIDENCE_MODEL: ConfidenceModel | undefined = undefined
