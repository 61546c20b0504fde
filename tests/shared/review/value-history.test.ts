/** Bringing an earlier value back from a field's history (docs/rules.md#value-history). */
import { describe, expect, it } from 'vitest'
import {
  acceptExtraction,
  bringBackValue,
  canBringBack,
  rejectAcceptedValue,
} from '../../../src/shared/review'
import { box, field, item } from '../../helpers/review-fixtures'

describe('value history in the review', () => {
  it('brings back a value rejected after it was accepted, with its source and region', () => {
    const accepted = acceptExtraction(
      field({ newExtractions: [{ ...item('POL-1', 'd1'), bbox: box(0.4) }] }),
    )
    const rejected = rejectAcceptedValue(accepted)
    // The entry the save of the rejection left: the accepted value before, nothing after.
    const entry = { before: 'POL-1', beforeSourceDocumentId: 'd1', beforeBbox: box(0.4) }
    expect(canBringBack(rejected, entry)).toBe(true)
    const back = bringBackValue(rejected, entry)
    expect(back).toEqual({
      ...rejected,
      value: 'POL-1',
      extractedFrom: { id: 'd1' },
      bbox: box(0.4),
    })
    // Once back, there is nothing more to bring back from that entry.
    expect(canBringBack(back, entry)).toBe(false)
  })

  it('brings back a typed value without a source, and converts dates for the form', () => {
    const now = field({ type: 'Date', value: new Date(2027, 2, 1) })
    const entry = { before: '2026-03-01', beforeSourceDocumentId: null, beforeBbox: null }
    expect(canBringBack(now, entry)).toBe(true)
    const back = bringBackValue(now, entry)
    expect(back.value).toEqual(new Date(2026, 2, 1))
    expect(back.extractedFrom).toBeNull()
    expect(back.bbox).toBeNull()
  })

  it('offers nothing for an entry without an earlier value', () => {
    expect(canBringBack(field({ value: 'x' }), { before: null })).toBe(false)
    expect(canBringBack(field({ value: 'x' }), { before: '  ' })).toBe(false)
  })
})
