/**
 * The calibrated confidence: the features select-results.ts gives each chosen value, the model's
 * probability and threshold, and the logistic fit behind the model (on small made-up cases).
 */
import { describe, expect, it } from 'vitest'
import {
  calibratedConfidence,
  FEATURE_NAMES,
  type ConfidenceModel,
} from '../../../src/server/extraction/confidence-features'
import { CONFIDENCE_MODEL } from '../../../src/server/extraction/confidence-model'
import {
  considerResults,
  proposeResults,
  type SourcedCandidate,
} from '../../../src/server/extraction/select-results'
import { fitLogistic, predict, solve } from '../../../scripts/extraction/logistic'

const box = (x0: number, y0: number) => ({ page: 1, x0, y0, x1: x0 + 0.1, y1: y0 + 0.01 })
const feature = (values: readonly number[], name: (typeof FEATURE_NAMES)[number]): number =>
  values[FEATURE_NAMES.indexOf(name)] ?? Number.NaN

function candidate(partial: Partial<SourcedCandidate>): SourcedCandidate {
  return {
    field: 'policy.policyNumber',
    value: 'HO-1',
    normalized: 'HO-1',
    bbox: box(0.5, 0.1),
    score: 0.95,
    source: 'text-layer',
    relation: 'right',
    labelKey: 'a',
    ...partial,
  }
}

describe('features of a chosen value', () => {
  it('measures the runner-up, the agreement and a label of another field on the same print', () => {
    const [chosen] = considerResults([
      candidate({}),
      candidate({
        value: 'HO-2',
        normalized: 'HO-2',
        bbox: box(0.5, 0.3),
        score: 0.9,
        labelKey: 'b',
      }),
      candidate({ bbox: box(0.5, 0.5), score: 0.8, labelKey: 'c' }),
      candidate({ field: 'policy.loanNumber', score: 0.5, labelKey: 'd' }),
    ])
    expect(chosen?.result.normalized).toBe('HO-1')
    const f = chosen?.features ?? []
    // The agreeing finding raised the score to 1.0; the runner-up scores 0.9 of it.
    expect(feature(f, 'margin')).toBeCloseTo(0.9, 5)
    expect(feature(f, 'closeRival')).toBe(1)
    expect(feature(f, 'agreement')).toBe(1)
    expect(feature(f, 'claimedElsewhere')).toBe(1)
    expect(feature(f, 'right')).toBe(1)
    expect(feature(f, 'identifier')).toBe(1)
  })

  it('sees a lone value with no rival as such', () => {
    const [chosen] = considerResults([candidate({ source: 'ocr', relation: 'below' })])
    const f = chosen?.features ?? []
    expect(feature(f, 'margin')).toBe(0)
    expect(feature(f, 'closeRival')).toBe(0)
    expect(feature(f, 'claimedElsewhere')).toBe(0)
    expect(feature(f, 'ocr')).toBe(1)
    expect(feature(f, 'below')).toBe(1)
  })

  it('names the field, and a caption in capitals or a one-word name taken as a value', () => {
    const out = considerResults([
      candidate({}),
      candidate({
        field: 'policy.effectiveDate',
        value: 'JAN 05 2026',
        normalized: '2026-01-05',
        bbox: box(0.1, 0.7),
        labelKey: 'd',
      }),
      candidate({
        field: 'policy.carrier',
        value: 'CARRIER SCHEDULE',
        normalized: 'CARRIER SCHEDULE',
        bbox: box(0.1, 0.3),
        labelKey: 'b',
      }),
      candidate({
        field: 'policy.producer',
        value: 'Alder',
        normalized: 'Alder',
        bbox: box(0.1, 0.5),
        labelKey: 'c',
      }),
    ])
    const of = (field: string) => out.find((c) => c.result.field === field)?.features ?? []
    const number = of('policy.policyNumber')
    expect(feature(of('policy.effectiveDate'), 'textCaps')).toBe(0)
    expect(feature(number, 'field:policy.policyNumber')).toBe(1)
    expect(feature(number, 'field:policy.carrier')).toBe(0)
    // Dates and amounts have no case: only text values (identifiers too) are looked at.
    expect(feature(number, 'textCaps')).toBe(1)
    expect(feature(of('policy.carrier'), 'textCaps')).toBe(1)
    expect(feature(of('policy.carrier'), 'textOneWord')).toBe(0)
    expect(feature(of('policy.producer'), 'textOneWord')).toBe(1)
    expect(feature(of('policy.producer'), 'textCaps')).toBe(0)
  })

  it("gives an OCR value OCR's doubt, and a text-layer value none", () => {
    const ocr = (words: string[], wordConfidence: number) => ({
      wordConfidence,
      pageConfidence: 0.7,
      words,
    })
    const out = considerResults([
      candidate({ source: 'ocr', ocr: ocr(['HO-1'], 0.8) }),
      candidate({
        field: 'policy.premium',
        value: '$1,2O0',
        normalized: '1200',
        bbox: box(0.5, 0.3),
        labelKey: 'b',
        source: 'ocr',
        ocr: ocr(['$1,2O0'], 0.6),
      }),
      candidate({
        field: 'policy.carrier',
        value: 'Acme Mutual',
        normalized: 'Acme Mutual',
        bbox: box(0.1, 0.7),
        labelKey: 'c',
      }),
    ])
    const of = (field: string) => out.find((c) => c.result.field === field)?.features ?? []
    expect(feature(of('policy.policyNumber'), 'ocrWordDoubt')).toBeCloseTo(0.2, 10)
    expect(feature(of('policy.policyNumber'), 'ocrPageDoubt')).toBeCloseTo(0.3, 10)
    expect(feature(of('policy.policyNumber'), 'ocrLookalike')).toBe(0)
    expect(feature(of('policy.premium'), 'ocrWordDoubt')).toBeCloseTo(0.4, 10)
    expect(feature(of('policy.premium'), 'ocrLookalike')).toBe(1)
    for (const name of ['ocrWordDoubt', 'ocrPageDoubt', 'ocrLookalike'] as const)
      expect(feature(of('policy.carrier'), name)).toBe(0)
  })

  it('marks dates that contradict each other', () => {
    const out = considerResults([
      candidate({ field: 'policy.effectiveDate', value: '2027-01-05', normalized: '2027-01-05' }),
      candidate({
        field: 'policy.expirationDate',
        value: '2026-01-05',
        normalized: '2026-01-05',
        bbox: box(0.5, 0.3),
        labelKey: 'b',
      }),
    ])
    expect(out.map((c) => feature(c.features, 'contradicted'))).toEqual([1, 1])
  })
})

describe('proposing by the model', () => {
  const model = (bias: number, threshold: number): ConfidenceModel => ({
    features: FEATURE_NAMES,
    weights: FEATURE_NAMES.map((n) => (n === 'bias' ? bias : 0)),
    threshold,
  })

  it('shows the model probability and drops values below its threshold', () => {
    const considered = considerResults([candidate({})])
    const sure = proposeResults(considered, model(2, 0.8))
    expect(sure).toHaveLength(1)
    expect(sure[0]?.confidence).toBeCloseTo(1 / (1 + Math.exp(-2)), 3)
    expect(proposeResults(considered, model(0, 0.8))).toHaveLength(0)
  })

  it('without a model, keeps the hand-weighed confidence and its threshold', () => {
    const considered = considerResults([
      candidate({ score: 0.45 }),
      candidate({
        field: 'policy.carrier',
        value: 'Acme Mutual',
        normalized: 'Acme Mutual',
        bbox: box(0.1, 0.7),
        labelKey: 'z',
      }),
    ])
    const out = proposeResults(considered, null)
    expect(out.map((r) => r.field)).toEqual(['policy.carrier'])
  })

  it('the fitted model names the features it was fitted on', () => {
    if (CONFIDENCE_MODEL === undefined) return
    // Weighed by name: a feature added since the fit weighs nothing until the next one.
    for (const n of CONFIDENCE_MODEL.features)
      expect(FEATURE_NAMES as readonly string[]).toContain(n)
    expect(CONFIDENCE_MODEL.weights).toHaveLength(CONFIDENCE_MODEL.features.length)
    expect(CONFIDENCE_MODEL.threshold).toBeGreaterThan(0)
    expect(CONFIDENCE_MODEL.threshold).toBeLessThan(1)
  })

  it('computes the logistic of the weighted features', () => {
    const m: ConfidenceModel = {
      features: FEATURE_NAMES,
      weights: FEATURE_NAMES.map((n) => (n === 'bias' ? 1 : n === 'label' ? -2 : 0)),
      threshold: 0.5,
    }
    const x = FEATURE_NAMES.map(() => 1)
    expect(calibratedConfidence(m, x)).toBeCloseTo(1 / (1 + Math.exp(1)), 10)
  })

  it('weighs features by name: one the model was fitted without weighs nothing', () => {
    // A model of an older feature list, in another order, without the OCR doubt features.
    const m: ConfidenceModel = {
      features: ['label', 'bias', 'retired'],
      weights: [-2, 1, 5],
      threshold: 0.5,
    }
    const x = FEATURE_NAMES.map(() => 1)
    expect(calibratedConfidence(m, x)).toBeCloseTo(1 / (1 + Math.exp(1)), 10)
  })
})

describe('the logistic fit', () => {
  it('solves a small linear system', () => {
    const x = solve(
      [
        [2, 1],
        [1, 3],
      ],
      [3, 5],
    )
    expect(x[0]).toBeCloseTo(0.8, 10)
    expect(x[1]).toBeCloseTo(1.4, 10)
  })

  it('recovers a known probability from made-up data', () => {
    // x = 1: right 9 times in 10; x = 0: right 2 times in 10.
    const xs: number[][] = []
    const ys: number[] = []
    for (let i = 0; i < 10; i++) {
      xs.push([1, 1])
      ys.push(i < 9 ? 1 : 0)
      xs.push([1, 0])
      ys.push(i < 2 ? 1 : 0)
    }
    const w = fitLogistic(xs, ys, 0)
    expect(predict(w, [1, 1])).toBeCloseTo(0.9, 4)
    expect(predict(w, [1, 0])).toBeCloseTo(0.2, 4)
    // A penalty pulls the feature's weight towards none.
    const shrunk = fitLogistic(xs, ys, 5)
    expect(Math.abs(shrunk[1] ?? 0)).toBeLessThan(Math.abs(w[1] ?? 0))
  })
})
