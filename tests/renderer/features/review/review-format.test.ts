// Pin the time zone before any Date is made, so the created-date text is exact.
process.env.TZ = 'America/New_York'

import { describe, expect, it } from 'vitest'
import {
  confidenceText,
  displayExtractionValue,
  formatDocumentCreatedAt,
} from '../../../../src/renderer/src/features/review/review-format'
import { item } from '../../../helpers/review-fixtures'

describe('review formats (docs/rules.md#formats)', () => {
  it('shows Date values as MM/dd/yyyy, whatever the displayName', () => {
    expect(
      displayExtractionValue({ ...item('2024-03-05', 'd1'), displayName: 'March 5' }, 'Date'),
    ).toBe('03/05/2024')
  })

  it('falls back to displayName for an unparseable date and for other types', () => {
    expect(displayExtractionValue({ ...item('soon', 'd1'), displayName: 'soon-ish' }, 'Date')).toBe(
      'soon-ish',
    )
    expect(
      displayExtractionValue({ ...item(1250, 'd1'), displayName: '$1,250.00' }, 'Currency'),
    ).toBe('$1,250.00')
    expect(displayExtractionValue({ ...item(1990, 'd1'), displayName: '' }, 'Number')).toBe('1990')
    expect(displayExtractionValue({ ...item(null, 'd1'), displayName: ' ' }, 'Text')).toBe(
      '(empty)',
    )
  })

  it('shows a created date as a US date-time with the time zone', () => {
    expect(formatDocumentCreatedAt('2024-03-15T18:30:00Z')).toBe('03/15/2024 02:30 PM GMT-4')
    expect(formatDocumentCreatedAt(new Date('2025-01-02T09:05:00Z'))).toBe(
      '01/02/2025 04:05 AM GMT-5',
    )
    expect(formatDocumentCreatedAt(null)).toBe('')
    expect(formatDocumentCreatedAt('not a date')).toBe('')
  })

  it('says how sure the engine was, in words a reviewer reads', () => {
    expect(confidenceText(0.934)).toBe('Confidence 93% (high)')
    expect(confidenceText(0.75)).toBe('Confidence 75% (medium)')
    expect(confidenceText(0.51)).toBe('Confidence 51% (low)')
    expect(confidenceText(1.2)).toBe('Confidence 100% (high)')
  })
})
