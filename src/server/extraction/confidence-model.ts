/**
 * The fitted confidence model (written by scripts/extraction/fit-confidence.ts --write from
 * 4274 values of 404 development documents; do not edit by hand). Its
 * threshold reached precision ≥ 0.97 on layout families held out of the fit.
 */
import type { ConfidenceModel } from './confidence-features'

export const CONFIDENCE_MODEL: ConfidenceModel | undefined = {
  features: [
    'bias',
    'heuristicLogit',
    'scoreLog',
    'label',
    'quality',
    'trust',
    'ocr',
    'formField',
    'inline',
    'right',
    'below',
    'above',
    'left',
    'row',
    'column',
    'letterhead',
    'margin',
    'closeRival',
    'rivalsLog',
    'agreement',
    'claimedElsewhere',
    'sameAsOtherField',
    'contradicted',
    'capped',
    'date',
    'amount',
    'number',
    'identifier',
    'words',
    'laterPage',
  ],
  weights: [
    0.897, 0.6086, 2.4976, -1.137, 2.8436, 0.6717, -0.81, 0.7467, -0.9658, 0.7895, 0.9024, 0.1223,
    -1.6708, 0.5381, 0.6761, -0.1507, -0.7113, -1.3411, -0.2955, 0.3335, 0.381, 0, -0.6741, -0.4082,
    -0.3968, 0.2078, 0.4578, -0.6148, -1.6224, 0.3492,
  ],
  threshold: 0.6695,
}
