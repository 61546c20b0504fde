/**
 * The model file fit-confidence.ts --write writes (scripts/extraction/model-file.ts): it says how
 * it was fitted, so that the fit can be done again, and it reads back as the model it was.
 */
import { describe, expect, it } from 'vitest'
import { FEATURE_NAMES } from '../../../src/server/extraction/confidence-features'
import { modelFileText } from '../../../scripts/extraction/model-file'

describe('the written confidence model', () => {
  const fitted = {
    values: 120,
    documents: 12,
    goal: 0.97,
    l2: 3,
    dropped: ['ocrLookalike', 'rowPeers'],
    weights: FEATURE_NAMES.map((_, i) => i / 3),
    threshold: 0.812345,
  }

  it('names the precision goal, the penalty and the features left out', () => {
    const text = modelFileText(fitted)
    expect(text).toContain(
      'fit-confidence.ts --write --goal=0.97 --l2=3 --drop=ocrLookalike,rowPeers\n',
    )
    expect(text).toContain('from 120 values of 12\n * development documents')
    expect(modelFileText({ ...fitted, dropped: [] })).not.toContain('--drop')
  })

  it('holds every feature, its weight rounded, and the threshold', () => {
    const text = modelFileText(fitted)
    const body = /= (\{[\s\S]*\})\n$/.exec(text)?.[1] ?? ''
    const model = JSON.parse(body.replace(/^(\s*)(\w+):/gm, '$1"$2":').replace(/,\n\}/, '\n}')) as {
      features: string[]
      weights: number[]
      threshold: number
    }
    expect(model.features).toEqual([...FEATURE_NAMES])
    expect(model.weights[1]).toBe(0.3333)
    expect(model.threshold).toBe(0.8123)
  })
})
