import { describe, expect, it } from 'vitest'
import {
  acceptExtraction,
  rejectAcceptedValue,
  rejectAllExtractions,
  resolveConflict,
  restoreRejectedExtraction,
  reviewState,
} from '../../../src/shared/review'
import { box, field, item } from '../../helpers/review-fixtures'

/** Deep-freezes a value so any mutation inside a transition throws. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) frozen((value as Record<string, unknown>)[key])
    Object.freeze(value)
  }
  return value
}

describe('acceptExtraction (docs/rules.md#accept, new badge)', () => {
  it('sets value, source and bbox, sets newlyReviewedDocuments to the source id, empties newExtractions', () => {
    const extraction = { ...item('POL-123', 'd1'), bbox: box(0.4) }
    const before = frozen(field({ newExtractions: [extraction], newlyReviewedDocuments: ['old'] }))
    const after = acceptExtraction(before)
    expect(after).toEqual({
      ...before,
      value: 'POL-123',
      extractedFrom: { id: 'd1' },
      bbox: box(0.4),
      newlyReviewedDocuments: ['d1'],
      newExtractions: [],
    })
    expect(reviewState(after)).toBe('accepted')
    expect(before.value).toBeNull()
  })

  it('converts the value for the field type (docs/rules.md#value-conversion)', () => {
    expect(
      acceptExtraction(field({ type: 'Boolean', newExtractions: [item(true, 'd1')] })).value,
    ).toBe('true')
    expect(
      acceptExtraction(field({ type: 'Currency', newExtractions: [item('NaN', 'd1')] })).value,
    ).toBeNull()
    expect(
      acceptExtraction(field({ type: 'Date', newExtractions: [item('2024-01-31', 'd1')] })).value,
    ).toBeInstanceOf(Date)
    expect(
      acceptExtraction(field({ type: 'Date', newExtractions: [item('', 'd1')] })).value,
    ).toBeNull()
  })

  it('keeps the rejected list and the type', () => {
    const rejected = [item('X', 'd9')]
    const after = acceptExtraction(
      field({ type: 'Number', rejectedExtractions: rejected, newExtractions: [item(1990, 'd1')] }),
    )
    expect(after.rejectedExtractions).toBe(rejected)
    expect(after.type).toBe('Number')
    expect(after.value).toBe(1990)
  })

  it('returns the field unchanged when there is nothing to accept', () => {
    const before = field({ value: 'typed' })
    expect(acceptExtraction(before)).toBe(before)
  })
})

describe('resolveConflict (docs/rules.md#resolve-conflict, conflict badge)', () => {
  const a = item('A-1', 'd1')
  const b = { ...item('B-2', 'd2'), bbox: box(0.6) }
  const c = item('C-3', 'd3')

  it('applies the chosen one, marks every source reviewed, rejects the others', () => {
    const earlier = item('Z', 'd0')
    const before = frozen(field({ newExtractions: [a, b, c], rejectedExtractions: [earlier] }))
    const after = resolveConflict(before, 1)
    expect(after.value).toBe('B-2')
    expect(after.extractedFrom).toEqual({ id: 'd2' })
    expect(after.bbox).toEqual(box(0.6))
    expect(after.newExtractions).toEqual([])
    expect(after.newlyReviewedDocuments).toEqual(['d2', 'd1', 'd3'])
    expect(after.rejectedExtractions).toEqual([earlier, a, c])
    expect(reviewState(after)).toBe('accepted')
  })

  it('replaces a value already present (one new extraction while a value exists)', () => {
    const before = field({ value: 'typed', extractedFrom: null, newExtractions: [a] })
    expect(reviewState(before)).toBe('conflict')
    const after = resolveConflict(before, 0)
    expect(after.value).toBe('A-1')
    expect(after.extractedFrom).toEqual({ id: 'd1' })
    expect(after.rejectedExtractions).toEqual([])
    expect(after.newlyReviewedDocuments).toEqual(['d1'])
  })

  it('lists a document once when several extractions come from it', () => {
    const a2 = item('A-1b', 'd1')
    const after = resolveConflict(field({ newExtractions: [a, a2, b] }), 2)
    expect(after.newlyReviewedDocuments).toEqual(['d2', 'd1'])
    expect(after.rejectedExtractions).toEqual([a, a2])
  })

  it('converts the chosen value (docs/rules.md#value-conversion)', () => {
    const after = resolveConflict(
      field({ type: 'Boolean', value: 'false', newExtractions: [item(true, 'd1')] }),
      0,
    )
    expect(after.value).toBe('true')
  })

  it('refuses an index that is not there', () => {
    expect(() => resolveConflict(field({ newExtractions: [a] }), 1)).toThrow(RangeError)
    expect(() => resolveConflict(field(), 0)).toThrow(RangeError)
    expect(() => resolveConflict(field({ newExtractions: [a] }), 0.5)).toThrow(RangeError)
  })
})

describe('rejectAllExtractions (docs/rules.md#reject-all)', () => {
  it('marks all sources reviewed, empties newExtractions, appends them all to rejectedExtractions', () => {
    const earlier = item('Z', 'd0')
    const before = frozen(
      field({
        value: 'kept',
        extractedFrom: 'd0',
        newExtractions: [item('A', 'd1'), item('B', 'd2')],
        rejectedExtractions: [earlier],
        newlyReviewedDocuments: ['d0'],
      }),
    )
    const after = rejectAllExtractions(before)
    expect(after.newExtractions).toEqual([])
    expect(after.rejectedExtractions).toEqual([earlier, item('A', 'd1'), item('B', 'd2')])
    expect(after.newlyReviewedDocuments).toEqual(['d0', 'd1', 'd2'])
    expect(after.value).toBe('kept')
    expect(after.extractedFrom).toBe('d0')
  })

  it('leaves the field unchanged with no new extractions', () => {
    const before = field({ rejectedExtractions: [item('A', 'd1')] })
    expect(rejectAllExtractions(before)).toBe(before)
  })

  it('turns a new field into a rejected one', () => {
    const after = rejectAllExtractions(field({ newExtractions: [item('A', 'd1')] }))
    expect(reviewState(after)).toBe('rejected')
  })
})

describe('rejectAcceptedValue (docs/rules.md#reject-accepted, Extracted from / Reject)', () => {
  it('clears value, extractedFrom and bbox and nothing else', () => {
    const before = frozen(
      field({
        value: 'A',
        extractedFrom: { id: 'd1' },
        bbox: box(0.3),
        rejectedExtractions: [item('B', 'd2')],
        newlyReviewedDocuments: ['d1'],
      }),
    )
    const after = rejectAcceptedValue(before)
    expect(after).toEqual({ ...before, value: null, extractedFrom: null, bbox: null })
    expect(reviewState(after)).toBe('rejected')
  })

  it('works with extractedFrom given as a bare id', () => {
    const after = rejectAcceptedValue(field({ value: 'A', extractedFrom: 'd1', bbox: box(0.3) }))
    expect([after.value, after.extractedFrom, after.bbox]).toEqual([null, null, null])
    expect(reviewState(after)).toBe('none')
  })
})

describe('restoreRejectedExtraction (docs/rules.md#restore-rejected, rejected badge / Accept)', () => {
  const a = item('A', 'd1')
  const b = { ...item('B', 'd2'), bbox: box(0.7) }

  it('applies the rejected extraction and takes it off the rejected list', () => {
    const before = frozen(field({ rejectedExtractions: [a, b] }))
    const after = restoreRejectedExtraction(before, 1)
    expect(after.value).toBe('B')
    expect(after.extractedFrom).toEqual({ id: 'd2' })
    expect(after.bbox).toEqual(box(0.7))
    expect(after.rejectedExtractions).toEqual([a])
    expect(after.newlyReviewedDocuments).toEqual(['d2'])
    expect(reviewState(after)).toBe('accepted')
  })

  it('replaces a value already present and keeps pending new extractions', () => {
    const pending = [item('N', 'd5')]
    const after = restoreRejectedExtraction(
      field({
        value: 'old',
        extractedFrom: 'd9',
        rejectedExtractions: [a],
        newExtractions: pending,
        newlyReviewedDocuments: ['d1'],
      }),
      0,
    )
    expect(after.value).toBe('A')
    expect(after.newExtractions).toBe(pending)
    expect(after.newlyReviewedDocuments).toEqual(['d1'])
    expect(reviewState(after)).toBe('conflict')
  })

  it('converts the value (docs/rules.md#value-conversion)', () => {
    const after = restoreRejectedExtraction(
      field({ type: 'Number', rejectedExtractions: [item('NaN', 'd1')] }),
      0,
    )
    expect(after.value).toBeNull()
  })

  it('refuses an index that is not there', () => {
    expect(() => restoreRejectedExtraction(field(), 0)).toThrow(RangeError)
    expect(() => restoreRejectedExtraction(field({ rejectedExtractions: [a] }), -1)).toThrow(
      RangeError,
    )
  })
})
