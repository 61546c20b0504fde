import { describe, expect, it } from 'vitest'
import { convertExtractedValue } from '../../../src/shared/review'

describe('convertExtractedValue (docs/rules.md#value-conversion)', () => {
  it('Boolean: a real boolean becomes text, others unchanged', () => {
    expect(convertExtractedValue('Boolean', true)).toBe('true')
    expect(convertExtractedValue('Boolean', false)).toBe('false')
    expect(convertExtractedValue('Boolean', 'yes')).toBe('yes')
    expect(convertExtractedValue('Boolean', 'true')).toBe('true')
    expect(convertExtractedValue('Boolean', null)).toBeNull()
    expect(convertExtractedValue('Boolean', 1)).toBe(1)
  })

  it('Date: a truthy value becomes a Date object', () => {
    const fromIso = convertExtractedValue('Date', '2024-03-15T12:00:00Z')
    expect(fromIso).toBeInstanceOf(Date)
    expect((fromIso as Date).toISOString()).toBe('2024-03-15T12:00:00.000Z')
    const fromMs = convertExtractedValue('Date', Date.UTC(2023, 0, 2))
    expect((fromMs as Date).getTime()).toBe(Date.UTC(2023, 0, 2))
  })

  it('Date: a date-only text is that calendar day in local time, not UTC midnight', () => {
    const d = convertExtractedValue('Date', '2024-03-15') as Date
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2024, 2, 15, 0])
  })

  it('Date: a Date is copied, not shared', () => {
    const original = new Date(2024, 5, 1)
    const converted = convertExtractedValue('Date', original) as Date
    expect(converted).not.toBe(original)
    expect(converted.getTime()).toBe(original.getTime())
  })

  it('Date: falsy values become null', () => {
    for (const falsy of ['', null, undefined, 0, false]) {
      expect(convertExtractedValue('Date', falsy)).toBeNull()
    }
  })

  it("Number and Currency: the text 'NaN' becomes null, others unchanged", () => {
    for (const type of ['Number', 'Currency']) {
      expect(convertExtractedValue(type, 'NaN')).toBeNull()
      expect(convertExtractedValue(type, 1250.5)).toBe(1250.5)
      expect(convertExtractedValue(type, '1,250.50')).toBe('1,250.50')
      expect(convertExtractedValue(type, null)).toBeNull()
      expect(convertExtractedValue(type, 'nan')).toBe('nan')
    }
  })

  it('other types are unchanged', () => {
    const object = { a: 1 }
    expect(convertExtractedValue('Text', 'NaN')).toBe('NaN')
    expect(convertExtractedValue('Text', true)).toBe(true)
    expect(convertExtractedValue('Text', '')).toBe('')
    expect(convertExtractedValue('Address', object)).toBe(object)
  })
})
