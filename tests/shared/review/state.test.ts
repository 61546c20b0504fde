import { describe, expect, it } from 'vitest'
import {
  citationOf,
  hasValue,
  needsReview,
  reviewBadges,
  reviewState,
  sourceDocumentId,
} from '../../../src/shared/review'
import { box, field, item } from '../../helpers/review-fixtures'

describe('reviewState (docs/rules.md#review)', () => {
  it('is new with exactly one new extraction and no value', () => {
    expect(reviewState(field({ newExtractions: [item('A-1', 'd1')] }))).toBe('new')
  })

  it('treats an empty or blank text value as no value', () => {
    expect(reviewState(field({ value: '', newExtractions: [item('A-1', 'd1')] }))).toBe('new')
    expect(reviewState(field({ value: '  ', newExtractions: [item('A-1', 'd1')] }))).toBe('new')
  })

  it('is conflict with more than one new extraction', () => {
    const f = field({ newExtractions: [item('A-1', 'd1'), item('A-2', 'd2')] })
    expect(reviewState(f)).toBe('conflict')
  })

  it('is conflict with one new extraction while a value exists', () => {
    expect(reviewState(field({ value: 'typed', newExtractions: [item('A-1', 'd1')] }))).toBe(
      'conflict',
    )
    // A false boolean and a zero are values too.
    expect(reviewState(field({ value: 0, newExtractions: [item(5, 'd1')] }))).toBe('conflict')
    expect(reviewState(field({ value: false, newExtractions: [item(true, 'd1')] }))).toBe(
      'conflict',
    )
  })

  it('is accepted when the value came from a document, by id or by object', () => {
    expect(reviewState(field({ value: 'A-1', extractedFrom: 'd1' }))).toBe('accepted')
    expect(reviewState(field({ value: 'A-1', extractedFrom: { id: 'd1' } }))).toBe('accepted')
  })

  it('is rejected with rejected extractions and no accepted value', () => {
    expect(reviewState(field({ rejectedExtractions: [item('A-1', 'd1')] }))).toBe('rejected')
    // A typed value without a source is not an accepted extraction.
    expect(reviewState(field({ value: 'x', rejectedExtractions: [item('A-1', 'd1')] }))).toBe(
      'rejected',
    )
  })

  it('is none for an empty field and for a typed value', () => {
    expect(reviewState(field())).toBe('none')
    expect(reviewState(field({ value: 'typed' }))).toBe('none')
    expect(reviewState(field({ value: 'x', extractedFrom: '' }))).toBe('none')
  })

  it('needsReview is true only for new and conflict', () => {
    expect(needsReview(field({ newExtractions: [item('A', 'd1')] }))).toBe(true)
    expect(needsReview(field({ newExtractions: [item('A', 'd1'), item('B', 'd2')] }))).toBe(true)
    expect(needsReview(field({ value: 'A', extractedFrom: 'd1' }))).toBe(false)
    expect(needsReview(field({ rejectedExtractions: [item('A', 'd1')] }))).toBe(false)
  })
})

describe('reviewBadges', () => {
  it('shows extracted-from and rejected together after a resolved conflict', () => {
    const f = field({
      value: 'A',
      extractedFrom: { id: 'd1' },
      rejectedExtractions: [item('B', 'd2')],
    })
    expect(reviewBadges(f)).toEqual({ pending: null, extractedFrom: true, rejected: true })
  })

  it('shows the pending badge beside the accepted value in a conflict', () => {
    const f = field({ value: 'A', extractedFrom: 'd1', newExtractions: [item('B', 'd2')] })
    expect(reviewBadges(f)).toEqual({ pending: 'conflict', extractedFrom: true, rejected: false })
  })

  it('shows nothing for an empty field', () => {
    expect(reviewBadges(field())).toEqual({ pending: null, extractedFrom: false, rejected: false })
  })
})

describe('helpers', () => {
  it('hasValue', () => {
    expect(hasValue(null)).toBe(false)
    expect(hasValue(undefined)).toBe(false)
    expect(hasValue('')).toBe(false)
    expect(hasValue(new Date('nope'))).toBe(false)
    expect(hasValue(new Date(2024, 0, 1))).toBe(true)
    expect(hasValue(0)).toBe(true)
    expect(hasValue('false')).toBe(true)
  })

  it('sourceDocumentId reads an id or an object holding the id', () => {
    expect(sourceDocumentId('d1')).toBe('d1')
    expect(sourceDocumentId({ id: 'd2' })).toBe('d2')
    expect(sourceDocumentId(null)).toBeNull()
    expect(sourceDocumentId(undefined)).toBeNull()
    expect(sourceDocumentId('')).toBeNull()
  })

  it('citationOf gives the document id and bbox of an item or an accepted field', () => {
    expect(citationOf(item('A', 'd1'))).toEqual({ documentId: 'd1', bbox: box(0.2) })
    expect(citationOf({ extractedFrom: 'd3', bbox: null })).toStrictEqual({ documentId: 'd3' })
    expect(citationOf({ extractedFrom: null, bbox: box(0.1) })).toBeNull()
  })
})
