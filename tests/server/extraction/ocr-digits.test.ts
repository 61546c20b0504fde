/** Look-alike letters OCR reads for digits are put back only where the value must be digits. */
import { describe, expect, it } from 'vitest'
import { datesInDigits } from '../../../src/server/extraction/ocr-digits'
import { findDates, findIdentifier } from '../../../src/server/extraction/value-parsers'

describe('look-alike digits', () => {
  it('reads a date printed with look-alike letters, keeping what was printed and where', () => {
    const [d] = findDates('Effective 06/3O/2025 to 06/30/2026')
    expect(d?.normalized).toBe('2025-06-30')
    expect(d?.printed).toBe('06/3O/2025')
    expect(d?.start).toBe(10)
    expect(findDates('O5/l2/2O26')[0]?.normalized).toBe('2026-05-12')
    expect(findDates('June 15, 2O25')[0]?.normalized).toBe('2025-06-15')
  })

  it('is a little less sure of a mended date than of a clean one', () => {
    expect(findDates('06/3O/2025')[0]?.quality).toBeLessThan(findDates('06/30/2025')[0]!.quality)
  })

  it('leaves words of letters and mostly-letter words alone', () => {
    expect(datesInDigits('SOS Ill lOl/2/3 Solo 1OO')).toBe('SOS Ill lOl/2/3 Solo 1OO')
    expect(findDates('lO/lO/lO')).toEqual([])
  })

  it('leaves letters amid an identifier’s digits as printed', () => {
    expect(findIdentifier('560S031367')?.normalized).toBe('560S031367')
  })
})
