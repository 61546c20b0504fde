/** The rule flags of a renewal comparison (docs/rules.md#comparison-flags), one rule at a time. */
import { describe, expect, it } from 'vitest'
import {
  amountOf,
  coverageDecreased,
  dateInPast,
  dateOf,
  deductibleIncreased,
  identityDiffers,
  rowFlags,
  termGap,
} from '../../../src/shared/renewal/comparison-rules'

const CONTEXT = {
  newBegin: '2026-03-01',
  newEnd: '2027-03-01',
  currentEnd: '2026-03-01',
  today: '2026-01-15',
}

describe('comparison rule flags', () => {
  it('reads amounts from numbers and money text, and nothing else', () => {
    expect(amountOf(425000)).toBe(425000)
    expect(amountOf('$425,000.00')).toBe(425000)
    expect(amountOf('2500')).toBe(2500)
    expect(amountOf('about 2500')).toBeNull()
    expect(amountOf('')).toBeNull()
    expect(amountOf(Number.NaN)).toBeNull()
    expect(amountOf(null)).toBeNull()
  })

  it('reads dates from yyyy-MM-dd text and local Dates', () => {
    expect(dateOf('2026-03-01')).toBe('2026-03-01')
    expect(dateOf('2026-03-01T00:00:00.000Z')).toBe('2026-03-01')
    expect(dateOf(new Date(2026, 2, 1))).toBe('2026-03-01')
    expect(dateOf('03/01/2026')).toBeNull()
    expect(dateOf(new Date(Number.NaN))).toBeNull()
  })

  it('flags a lower coverage and a higher deductible only', () => {
    expect(coverageDecreased(425000, 400000)).toBe(true)
    expect(coverageDecreased(425000, 450000)).toBe(false)
    expect(coverageDecreased(425000, 425000)).toBe(false)
    expect(coverageDecreased(null, 400000)).toBe(false)
    expect(deductibleIncreased(2500, 5000)).toBe(true)
    expect(deductibleIncreased('$2,500', '$1,000')).toBe(false)
    expect(deductibleIncreased(2500, null)).toBe(false)
  })

  it('compares names, addresses and numbers without case, punctuation or spacing', () => {
    expect(identityDiffers('Harbor Federal Bank, ISAOA', 'HARBOR FEDERAL BANK ISAOA')).toBe(false)
    expect(identityDiffers('Harbor Federal Bank', 'Coastline Credit Union')).toBe(true)
    expect(identityDiffers('LN-2025-0001', 'LN 2025 0001')).toBe(false)
    expect(identityDiffers(null, 'LN-2025-0001')).toBe(false)
    expect(identityDiffers('', 'x')).toBe(false)
  })

  it('flags a new term that does not start where the current one ends', () => {
    expect(termGap('2026-03-01', '2026-03-01')).toBe(false)
    expect(termGap('2026-03-15', '2026-03-01')).toBe(true)
    expect(termGap('2026-02-01', '2026-03-01')).toBe(true)
    expect(termGap(null, '2026-03-01')).toBe(false)
  })

  it('flags dates before today only', () => {
    expect(dateInPast('2026-01-14', '2026-01-15')).toBe(true)
    expect(dateInPast('2026-01-15', '2026-01-15')).toBe(false)
    expect(dateInPast(null, '2026-01-15')).toBe(false)
  })

  it('puts each flag on its row', () => {
    expect(rowFlags('policy.coverageAmount', 425000, 400000, CONTEXT)).toEqual([
      'coverageDecreased',
    ])
    expect(rowFlags('policy.deductible', 2500, 5000, CONTEXT)).toEqual(['deductibleIncreased'])
    expect(rowFlags('policy.namedInsured', 'A', 'B', CONTEXT)).toEqual(['namedInsuredDiffers'])
    expect(rowFlags('property.address', '1 Main St', '2 Main St', CONTEXT)).toEqual([
      'propertyAddressDiffers',
    ])
    expect(rowFlags('policy.mortgagee', 'Bank A', 'Bank B', CONTEXT)).toEqual(['mortgageeDiffers'])
    expect(rowFlags('policy.loanNumber', '1', '2', CONTEXT)).toEqual(['loanNumberDiffers'])
    expect(rowFlags('policy.premium', 100, 900, CONTEXT)).toEqual([])
    expect(rowFlags('policy.effectiveDate', null, '2026-03-01', CONTEXT)).toEqual([])
    expect(
      rowFlags('policy.effectiveDate', null, null, {
        ...CONTEXT,
        newBegin: '2026-01-01',
      }),
    ).toEqual(['termGap', 'dateInPast'])
    expect(
      rowFlags('policy.expirationDate', null, null, { ...CONTEXT, newEnd: '2025-12-31' }),
    ).toEqual(['dateInPast'])
  })
})
