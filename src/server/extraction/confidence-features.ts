/**
 * The calibrated confidence: what a chosen value's evidence says about the chance that it is right,
 * as a probability. The evidence is generic — how the value was found (form field name, a label
 * beside, above or below it, a table's row or column, a letterhead), how strong its label and
 * value were, how sure OCR was, how many other values competed for the field and how close the
 * best of them came, whether other labels or readers found it too, whether another field's label
 * claims the same print — never a layout's wording or place. A logistic model over these
 * (confidence-model.ts, fitted by scripts/extraction/fit-confidence.ts on the development set with
 * whole layout families held out) turns them into the probability the review shows, and values
 * below its threshold are not proposed.
 */
import {
  EXTRACTION_FIELD_IDS,
  extractionField,
  type ExtractionFieldId,
} from '../../shared/extraction/field-schema'
import type { ExtractionSource } from '../../shared/extraction/types'
import { lookalikeReading, type OcrEvidence } from './ocr-evidence'
import type { Relation } from './page-geometry'

/** What select-results.ts knows about one chosen value besides the value itself. */
export interface ChoiceEvidence {
  readonly field: ExtractionFieldId
  readonly value: string
  readonly source: ExtractionSource
  readonly relation?: Relation
  /** The candidate's score (agreement included). */
  readonly score: number
  /** Its score before agreement: label × placement × shape × OCR trust. */
  readonly baseScore: number
  /** The hand-weighed confidence: score, doubt from the runner-up and contradictions. */
  readonly heuristic: number
  readonly label: number
  readonly quality: number
  readonly trust: number
  /** Unlabelled values of its kind beside it on its line (row-peers.ts). */
  readonly peers: number
  /** The best different value's score over this one's (0 when there is none). */
  readonly margin: number
  /** Different values proposed for the field (this one included). */
  readonly rivals: number
  /** Independent findings of the same value (other labels, pages, readers), this one included. */
  readonly findings: number
  /** Another field's label reads the same print as its value. */
  readonly claimedElsewhere: boolean
  /** Another field was given the same value. */
  readonly sameAsOtherField: boolean
  /** It contradicts another field (an expiration before the effective date…). */
  readonly contradicted: boolean
  /** A date whose day/month order the document never settles. */
  readonly capped: boolean
  readonly page: number
  /** The label's words as printed (none for a form field, a letterhead or a table's cell). */
  readonly labelWords?: string
  /** The same label offered the field a different value too: the pairing chose between them. */
  readonly sameLabelRival: boolean
  /** Distinct ways (relation and reader) the same value was found for the field. */
  readonly ways: number
  /** What OCR said of the value's words and page (OCR values only). */
  readonly ocr?: OcrEvidence
}

/** The model's inputs, in this order (a model file names them to catch a mismatch). */
export const FEATURE_NAMES = [
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
  // A text value (a name, an identifier) set wholly in capitals, and one of one word: captions
  // taken for values look so more often than names do.
  'textCaps',
  'textOneWord',
  // OCR's own doubt (0 for a text layer or a form field): one less the mean confidence of the
  // value's words and of its page, and a letter and digit in its words that OCR may have confused.
  'ocrWordDoubt',
  'ocrPageDoubt',
  'ocrLookalike',
  // Evidence that holds whatever the layout: a label of several words names its field more surely
  // than "No." or "Date"; a label that offered the field another value too left the pairing to
  // choose; the value found in two different ways (two relations or readers) is not one rule's
  // guess; how well the value's position fits its label (the score less the label, the value's
  // shape and OCR's trust); a value wholly of its type's shape.
  'labelLength',
  'sameLabelRival',
  'twoWays',
  'placement',
  'fullShape',
  // Unlabelled dates or amounts beside it on its line: a row of columns the pairing chose from.
  'rowPeers',
  // Which field it is: fields differ in how often their best value is right.
  ...EXTRACTION_FIELD_IDS.map((id) => `field:${id}` as const),
] as const

export type FeatureName = (typeof FEATURE_NAMES)[number]

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x))
const logit = (p: number): number => {
  const q = clamp(p, 0.01, 0.99)
  return Math.log(q / (1 - q))
}

/** The feature vector of one chosen value, in FEATURE_NAMES order. */
export function confidenceFeatures(e: ChoiceEvidence): number[] {
  const type = extractionField(e.field)?.type
  const rel = (r: Relation): number => (e.relation === r ? 1 : 0)
  const identifier = e.field === 'policy.policyNumber' || e.field === 'policy.loanNumber'
  const labelWords =
    e.labelWords
      ?.trim()
      .split(/\s+/)
      .filter((w) => /[a-z0-9]/i.test(w)) ?? []
  const strength = e.label * e.quality * e.trust
  const f: Record<Exclude<FeatureName, `field:${string}`>, number> = {
    bias: 1,
    heuristicLogit: logit(e.heuristic),
    scoreLog: Math.log(clamp(e.score, 0.05, 1.5)),
    label: clamp(e.label, 0, 1.5),
    quality: clamp(e.quality, 0, 1.2),
    trust: clamp(e.trust, 0, 1),
    ocr: e.source === 'ocr' ? 1 : 0,
    formField: e.source === 'form-field' ? 1 : 0,
    inline: rel('inline'),
    right: rel('right'),
    below: rel('below'),
    above: rel('above'),
    left: rel('left'),
    row: rel('row'),
    column: rel('column'),
    letterhead: rel('letterhead'),
    margin: clamp(e.margin, 0, 1.5),
    closeRival: e.margin > 0.85 ? 1 : 0,
    rivalsLog: Math.log(Math.max(1, e.rivals)),
    agreement: Math.min(3, Math.max(0, e.findings - 1)),
    claimedElsewhere: e.claimedElsewhere ? 1 : 0,
    sameAsOtherField: e.sameAsOtherField ? 1 : 0,
    contradicted: e.contradicted ? 1 : 0,
    capped: e.capped ? 1 : 0,
    date: type === 'Date' ? 1 : 0,
    amount: type === 'Currency' ? 1 : 0,
    number: type === 'Number' ? 1 : 0,
    identifier: identifier ? 1 : 0,
    words: Math.min(8, e.value.trim().split(/\s+/).length) / 8,
    laterPage: e.page > 1 ? 1 : 0,
    textCaps: type === 'Text' && /[A-Z]{2}/.test(e.value) && !/[a-z]/.test(e.value) ? 1 : 0,
    textOneWord: type === 'Text' && !/\s/.test(e.value.trim()) ? 1 : 0,
    ocrWordDoubt: e.ocr === undefined ? 0 : clamp(1 - e.ocr.wordConfidence, 0, 1),
    ocrPageDoubt: e.ocr === undefined ? 0 : clamp(1 - e.ocr.pageConfidence, 0, 1),
    ocrLookalike:
      e.ocr !== undefined && lookalikeReading(e.ocr.words, type !== 'Text' && !identifier) ? 1 : 0,
    labelLength: Math.min(4, labelWords.length) / 4,
    sameLabelRival: e.sameLabelRival ? 1 : 0,
    twoWays: e.ways >= 2 ? 1 : 0,
    placement: strength > 0 ? clamp(e.baseScore / strength, 0, 1.5) : 1,
    fullShape: e.quality >= 0.999 ? 1 : 0,
    rowPeers: Math.min(2, e.peers) / 2,
  }
  return FEATURE_NAMES.map((n) =>
    n.startsWith('field:') ? (n === `field:${e.field}` ? 1 : 0) : f[n as keyof typeof f],
  )
}

/** A fitted logistic model: one weight per feature and the proposal threshold it was chosen with. */
export interface ConfidenceModel {
  readonly features: readonly string[]
  readonly weights: readonly number[]
  /** Values whose probability is below this are not proposed. */
  readonly threshold: number
}

/**
 * Each FEATURE_NAMES feature's weight in `model`, by name: a feature the model was fitted without
 * weighs nothing, so that a feature can be added (and recorded for the next fit) before the refit.
 */
const weightsByName = new WeakMap<ConfidenceModel, number[]>()
function weightsOf(model: ConfidenceModel): readonly number[] {
  if (model.features.join() === FEATURE_NAMES.join()) return model.weights
  let w = weightsByName.get(model)
  if (w === undefined) {
    const at = new Map(model.features.map((n, i) => [n, model.weights[i] ?? 0]))
    w = FEATURE_NAMES.map((n) => at.get(n) ?? 0)
    weightsByName.set(model, w)
  }
  return w
}

/** The probability that a value with these features (FEATURE_NAMES order) is right. */
export function calibratedConfidence(model: ConfidenceModel, features: readonly number[]): number {
  const weights = weightsOf(model)
  let z = 0
  for (let i = 0; i < features.length; i++) z += (weights[i] ?? 0) * (features[i] ?? 0)
  return 1 / (1 + Math.exp(-z))
}
