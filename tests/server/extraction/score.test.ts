import { describe, expect, it } from 'vitest'
import { canonical, metrics, scoreDocument } from '../../../scripts/extraction/score'

const box = { page: 1, x0: 0.1, y0: 0.1, x1: 0.3, y1: 0.12 }
const far = { page: 1, x0: 0.6, y0: 0.6, x1: 0.7, y1: 0.62 }

describe('accuracy scorer', () => {
  it('compares values by type', () => {
    expect(canonical('policy.premium', '1234.50')).toBe(canonical('policy.premium', '$1,234.5'))
    expect(canonical('policy.carrier', 'Harbor Casualty Co.')).toBe(
      canonical('policy.carrier', 'harbor  casualty co'),
    )
  })

  it('counts right, wrong, missed, spurious and misplaced values', () => {
    const { counts, fields, errors } = scoreDocument(
      [
        { field: 'policy.policyNumber', normalized: 'HO-1', bbox: box },
        { field: 'policy.premium', normalized: '100' },
        { field: 'policy.carrier', normalized: 'Acme' },
        { field: 'property.yearBuilt', normalized: '1990', bbox: box },
      ],
      [
        { field: 'policy.policyNumber', value: 'HO-1', normalized: 'HO-1', bbox: box },
        { field: 'policy.premium', value: '$200', normalized: '200', bbox: box },
        { field: 'policy.deductible', value: '$500', normalized: '500', bbox: box },
        { field: 'property.yearBuilt', value: '1990', normalized: '1990', bbox: far },
      ],
    )
    expect(counts).toEqual({ tp: 2, fp: 2, fn: 2, bboxScored: 2, bboxHit: 1 })
    expect(fields['policy.premium']).toEqual({ tp: 0, fp: 1, fn: 1, bboxScored: 0, bboxHit: 0 })
    expect(fields['policy.carrier']).toEqual({ tp: 0, fp: 0, fn: 1, bboxScored: 0, bboxHit: 0 })
    expect(fields['property.yearBuilt']).toEqual({ tp: 1, fp: 0, fn: 0, bboxScored: 1, bboxHit: 0 })
    expect(errors.map((e) => e.kind).sort()).toEqual(['misplaced', 'missed', 'spurious', 'wrong'])
    const m = metrics(counts)
    expect(m.precision).toBe(0.5)
    expect(m.recall).toBe(0.5)
    expect(m.f1).toBe(0.5)
    expect(m.bboxShare).toBe(0.5)
  })

  it('ignores fields a partial truth does not list', () => {
    const { counts } = scoreDocument(
      [{ field: 'policy.namedInsured', normalized: 'John Doe' }],
      [
        { field: 'policy.namedInsured', value: 'John Doe', normalized: 'John Doe', bbox: box },
        { field: 'policy.policyNumber', value: 'A1', normalized: 'A1', bbox: box },
      ],
      false,
    )
    expect(counts).toMatchObject({ tp: 1, fp: 0, fn: 0 })
  })
})
