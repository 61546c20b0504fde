import { describe, expect, it } from 'vitest'
import {
  findAmounts,
  findDates,
  findIdentifier,
  findYears,
  normalizeText,
  parseFirstValue,
  parseTextValue,
} from '../../../src/server/extraction/value-parsers'

describe('findDates', () => {
  it.each([
    ['01/15/2025', '2025-01-15'],
    ['1/5/25', '2025-01-05'],
    ['12-31-2024', '2024-12-31'],
    ['07.04.1999', '1999-07-04'],
    ['January 5, 2025', '2025-01-05'],
    ['Sept. 30 2026', '2026-09-30'],
    ['5 March 2024', '2024-03-05'],
    ['2025-02-28', '2025-02-28'],
    // Year first, as systems print it with slashes or dots: always year, month, day.
    ['2026/01/05', '2026-01-05'],
    ['2026.12.31', '2026-12-31'],
  ])('reads %s as %s', (text, iso) => {
    expect(findDates(text)[0]?.normalized).toBe(iso)
  })

  it('rejects impossible dates and keeps order and offsets', () => {
    expect(findDates('02/30/2024')).toEqual([])
    expect(findDates('13/13/2024')).toEqual([])
    expect(findDates('2026/13/05')).toEqual([])
    expect(findDates('2026/01-05')).toEqual([])
    // Only day first makes a date of it: read so, a little less sure.
    expect(findDates('13/01/2024').map((d) => [d.normalized, d.quality])).toEqual([
      ['2024-01-13', 0.95],
    ])
    expect(findDates('05-Jan-2026 and 5th January 26').map((d) => d.normalized)).toEqual([
      '2026-01-05',
      '2026-01-05',
    ])
    const ds = findDates('Policy Period: 01/02/2024 to 01/02/2025 12:01 AM')
    expect(ds.map((d) => d.normalized)).toEqual(['2024-01-02', '2025-01-02'])
    expect('Policy Period: 01/02/2024 to'.slice(ds[0]?.start, ds[0]?.end)).toBe('01/02/2024')
  })
})

describe('findAmounts', () => {
  it.each([
    ['$1,234.56', '1234.56'],
    ['$ 350,000', '350000'],
    ['USD 2,500', '2500'],
    ['500000', '500000'],
    ['$1,000,000.00', '1000000'],
  ])('reads %s as %s', (text, n) => {
    expect(findAmounts(text)[0]?.normalized).toBe(n)
  })

  it('does not read dates, percentages or parts of identifiers as amounts', () => {
    expect(findAmounts('01/15/2025')).toEqual([])
    expect(findAmounts('80%')).toEqual([])
    expect(findAmounts('HO-1234567')).toEqual([])
  })

  it('fixes O for 0 inside OCR-read numbers only', () => {
    expect(findAmounts('$35O,000')[0]?.normalized).toBe('350000')
    expect(findAmounts('$35O,000')[0]?.printed).toBe('$35O,000')
  })
})

describe('other parsers', () => {
  it('finds four-digit years', () => {
    expect(findYears('Yr Built 1987')[0]?.normalized).toBe('1987')
    expect(findYears('12/01/1987')).toEqual([])
  })

  it('reads identifiers with at least one digit', () => {
    expect(findIdentifier(': HO-3 1234567')?.printed).toBe('HO-3 1234567')
    expect(findIdentifier('PLC-2025-26749 Named Insured')?.printed).toBe('PLC-2025-26749')
    expect(findIdentifier('# A123456781')?.normalized).toBe('A123456781')
    expect(findIdentifier('Attach to ACORD')).toBeUndefined()
    expect(findIdentifier('01/15/2025')).toBeUndefined()
  })

  it('cleans text values and refuses prose and noise', () => {
    expect(normalizeText(' :  John   Doe , ')).toBe('John Doe')
    expect(parseTextValue('Evergreen Mutual Insurance Company')?.normalized).toBe(
      'Evergreen Mutual Insurance Company',
    )
    expect(parseTextValue('[Ee ex')).toBeUndefined()
    expect(parseTextValue('12345')).toBeUndefined()
    expect(
      parseTextValue(
        'this certificate is issued as a matter of information only and confers no rights',
      ),
    ).toBeUndefined()
    expect(parseFirstValue('Currency', 'Limit $250,000')?.normalized).toBe('250000')
  })
})
