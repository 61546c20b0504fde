/**
 * The confidence features about evidence rather than layout (confidence-features.ts): the label's
 * length, a rival value from the same label, the same value found in two ways, how well the value
 * is placed for its label, and a value wholly of its type's shape.
 */
import { describe, expect, it } from 'vitest'
import { FEATURE_NAMES } from '../../../src/server/extraction/confidence-features'
import {
  considerResults,
  type SourcedCandidate,
} from '../../../src/server/extraction/select-results'

const box = (x0: number, y0: number) => ({ page: 1, x0, y0, x1: x0 + 0.1, y1: y0 + 0.01 })
const feature = (values: readonly number[], name: (typeof FEATURE_NAMES)[number]): number =>
  values[FEATURE_NAMES.indexOf(name)] ?? Number.NaN

function candidate(partial: Partial<SourcedCandidate>): SourcedCandidate {
  return {
    field: 'policy.policyNumber',
    value: 'HO-1',
    normalized: 'HO-1',
    bbox: box(0.5, 0.1),
    score: 0.9,
    source: 'text-layer',
    relation: 'right',
    labelKey: 'a',
    ...partial,
  }
}

const chosenOf = (cs: SourcedCandidate[], field = 'policy.policyNumber'): number[] =>
  considerResults(cs).find((c) => c.result.field === field)?.features ?? []

describe('evidence features of a chosen value', () => {
  it("measures the label's words: a long label names its field more surely than 'No.'", () => {
    const long = chosenOf([candidate({ labelWords: 'homeowners policy number' })])
    const short = chosenOf([candidate({ labelWords: 'no.' })])
    const none = chosenOf([candidate({ source: 'form-field', relation: undefined })])
    expect(feature(long, 'labelLength')).toBeCloseTo(0.75, 10)
    expect(feature(short, 'labelLength')).toBeCloseTo(0.25, 10)
    expect(feature(none, 'labelLength')).toBe(0)
  })

  it('sees a label that offered the field another value as well', () => {
    const rival = candidate({ value: 'HO-2', normalized: 'HO-2', bbox: box(0.5, 0.2), score: 0.6 })
    expect(feature(chosenOf([candidate({}), rival]), 'sameLabelRival')).toBe(1)
    // The same rival from another label is a rival, not the pairing's doubt.
    expect(feature(chosenOf([candidate({}), { ...rival, labelKey: 'b' }]), 'sameLabelRival')).toBe(
      0,
    )
  })

  it('counts the same value found in two ways (another relation or reader), not twice one way', () => {
    const again = candidate({ bbox: box(0.5, 0.4), labelKey: 'b', labelWords: 'policy no' })
    const twice = chosenOf([candidate({ labelWords: 'policy number' }), again])
    expect(feature(twice, 'agreement')).toBe(1)
    expect(feature(twice, 'twoWays')).toBe(0)
    const below = chosenOf([
      candidate({ labelWords: 'policy number' }),
      { ...again, relation: 'below' },
    ])
    expect(feature(below, 'twoWays')).toBe(1)
    const ocr = chosenOf([candidate({ labelWords: 'policy number' }), { ...again, source: 'ocr' }])
    expect(feature(ocr, 'twoWays')).toBe(1)
  })

  it("reads the value's placement from its score less label, shape and OCR trust", () => {
    const evidence = { label: 1, quality: 0.9, trust: 1 }
    const near = chosenOf([candidate({ score: 0.9, evidence })])
    const far = chosenOf([candidate({ score: 0.45, evidence })])
    expect(feature(near, 'placement')).toBeCloseTo(1, 10)
    expect(feature(far, 'placement')).toBeCloseTo(0.5, 10)
    // Agreement raises the score but not the placement.
    const agreed = chosenOf([
      candidate({ score: 0.45, evidence, labelWords: 'policy number' }),
      candidate({
        score: 0.45,
        evidence,
        labelKey: 'b',
        labelWords: 'policy no',
        bbox: box(0.5, 0.4),
      }),
    ])
    expect(feature(agreed, 'placement')).toBeCloseTo(0.5, 10)
    expect(feature(near, 'fullShape')).toBe(0)
    expect(
      feature(chosenOf([candidate({ evidence: { ...evidence, quality: 1 } })]), 'fullShape'),
    ).toBe(1)
  })
})

describe('a value among others of its kind', () => {
  it('gives the row peers the label pairing counted, two at most', () => {
    const peers = (n: number) =>
      feature(
        chosenOf([candidate({ evidence: { label: 1, quality: 1, trust: 1, peers: n } })]),
        'rowPeers',
      )
    expect(peers(0)).toBe(0)
    expect(peers(1)).toBeCloseTo(0.5, 10)
    expect(peers(5)).toBe(1)
    expect(feature(chosenOf([candidate({})]), 'rowPeers')).toBe(0)
  })
})
