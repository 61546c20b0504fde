/** The pure parts of the compare and version screens (docs/rules.md#comparison). */
import { describe, expect, it } from 'vitest'
import {
  canTake,
  formatFieldValue,
  rowStandsOut,
  withTermFlags,
} from '../../../../../src/renderer/src/features/document-manager/model/compare-view'
import {
  claimDrop,
  dragHasFiles,
  isClaimedDrop,
  singleDroppedFile,
} from '../../../../../src/renderer/src/features/document-manager/model/drop-claim'
import {
  compareUnavailable,
  versionHistoryUnavailable,
} from '../../../../../src/renderer/src/features/document-manager/model/mode-availability'

const row = (over: Record<string, unknown>) => ({
  field: 'policy.premium',
  label: 'Premium',
  type: 'Currency',
  form: 'policy checklist',
  current: 3184,
  proposed: 3412,
  status: 'changed',
  flags: [] as string[],
  ...over,
})

describe('why Compare and Version history are disabled', () => {
  it('names what is missing for a comparison', () => {
    expect(compareUnavailable(null, 2)).toBe('Open a document to compare it with its policy')
    expect(compareUnavailable({ canCreateNewComparison: true }, 2)).toBeNull()
    expect(compareUnavailable({ keyVersions: ['v1'] }, 2)).toBe(
      'This document is already the key document of a policy version',
    )
    expect(compareUnavailable({ extractionStatus: 'done' }, 0)).toBe(
      'The case has no policy to compare with',
    )
    expect(compareUnavailable({ extractionStatus: 'running' }, 1)).toBe(
      'Compare a document once its extraction has finished',
    )
    expect(compareUnavailable({ extractionStatus: 'done' }, 1)).toBe(
      'The extraction found no values in this document',
    )
  })

  it('offers the version history with a document or a policy', () => {
    expect(versionHistoryUnavailable(null, 1)).toBeNull()
    expect(versionHistoryUnavailable({}, 0)).toBeNull()
    expect(versionHistoryUnavailable(null, 0)).toContain('Open a document')
  })
})

describe('the compare view', () => {
  it('shows money, dates and nothing as a reviewer reads them', () => {
    expect(formatFieldValue('Currency', 3412)).toBe('$3,412.00')
    expect(formatFieldValue('Date', '2027-03-01')).toBe('03/01/2027')
    expect(formatFieldValue('Text', null)).toBe('—')
    expect(formatFieldValue('Text', 'Coastal Mutual')).toBe('Coastal Mutual')
  })

  it('recomputes the term flags for edited dates only on the date rows', () => {
    const rows = [
      row({ field: 'policy.effectiveDate', type: 'Date', current: null, proposed: '2027-03-01' }),
      row({ field: 'policy.coverageAmount', flags: ['coverageDecreased'] }),
    ]
    const gap = withTermFlags(
      rows,
      { begin: '2027-03-15', end: '2028-03-15' },
      '2027-03-01',
      '2026-11-27',
    )
    expect(gap.map((r) => r.flags)).toEqual([['termGap'], ['coverageDecreased']])
    const past = withTermFlags(
      rows,
      { begin: '2027-03-01', end: '2026-01-01' },
      '2027-03-01',
      '2026-11-27',
    )
    expect(past.map((r) => r.flags)).toEqual([[], ['coverageDecreased']])
  })

  it('makes changed and flagged rows stand out, and takes only checklist values the document has', () => {
    expect(rowStandsOut(row({}))).toBe(true)
    expect(rowStandsOut(row({ status: 'same', flags: ['termGap'] }))).toBe(true)
    expect(rowStandsOut(row({ status: 'same' }))).toBe(false)
    expect(canTake(row({}))).toBe(true)
    expect(canTake(row({ proposed: null, status: 'missing' }))).toBe(false)
    expect(canTake(row({ form: 'asset edit' }))).toBe(false)
  })
})

describe('drops on a document', () => {
  it('claims one file; several files, or none, stay a regular upload', () => {
    const one = { length: 1, 0: { name: 'a.pdf' } } as unknown as ArrayLike<File>
    const two = { length: 2, 0: {}, 1: {} } as unknown as ArrayLike<File>
    expect(singleDroppedFile(one)).toEqual({ name: 'a.pdf' })
    expect(singleDroppedFile(two)).toBeNull()
    expect(singleDroppedFile(null)).toBeNull()
    const event = {}
    expect(isClaimedDrop(event)).toBe(false)
    claimDrop(event)
    expect(isClaimedDrop(event)).toBe(true)
    expect(isClaimedDrop(null)).toBe(false)
    expect(dragHasFiles(['text/plain', 'Files'])).toBe(true)
    expect(dragHasFiles(['text/plain'])).toBe(false)
  })
})
