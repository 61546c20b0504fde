/**
 * A policy period laid out in ways the ordinary pairings miss: its dates under its caption with a
 * joining word that is itself a caption ("to"), or spread over the cells of the row under it.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

describe('a period under its caption', () => {
  it('reads both dates of a sentence under the caption, past its "to"', () => {
    const got = extract([
      ...words('Policy period', 60, 100),
      ...words('From 12:01 a.m. Nov 24, 2025 to 12:01 a.m. Nov 24, 2026 standard time', 86, 114),
    ])
    expect(got['policy.effectiveDate']).toBe('2025-11-24')
    expect(got['policy.expirationDate']).toBe('2026-11-24')
  })

  it("reads the second date from the row's next cell under the caption", () => {
    const got = extract([
      ...words('POLICY NO.', 50, 100, 7),
      ...words('TERM', 310, 100, 7),
      ...words('DF 6889236 N', 50, 112),
      ...words('From 06 JUN 2028', 310, 112),
      ...words('To 06 JUN 2029', 400, 112),
    ])
    expect(got['policy.effectiveDate']).toBe('2028-06-06')
    expect(got['policy.expirationDate']).toBe('2029-06-06')
  })

  it("stops at the next caption's column", () => {
    const got = extract([
      ...words('Policy period', 50, 100, 7),
      ...words('Issued', 300, 100, 7),
      ...words('01/05/2025', 50, 112),
      ...words('12/20/2024', 300, 112),
    ])
    expect(got['policy.effectiveDate']).toBe('2025-01-05')
    expect(got['policy.expirationDate']).toBeUndefined()
  })
})

describe("a start's and an end's caption joined into one", () => {
  it('gives the first date to the start and the second to the end', () => {
    const got = extract([
      ...words('Coverage starts / ends', 60, 100),
      ...words('Oct 20, 2025 – Oct 20, 2026', 240, 100),
    ])
    expect(got['policy.effectiveDate']).toBe('2025-10-20')
    expect(got['policy.expirationDate']).toBe('2026-10-20')
  })

  it('reads them under the joined caption too', () => {
    const got = extract([
      ...words('Starts / Ends', 300, 100, 7),
      ...words('01/05/2025 - 01/05/2026', 300, 112),
    ])
    expect(got['policy.effectiveDate']).toBe('2025-01-05')
    expect(got['policy.expirationDate']).toBe('2026-01-05')
  })
})

describe('a period beside its caption over two lines', () => {
  it('takes the end from the next line of the value column', () => {
    const got = extract([
      ...words('Policy Period', 60, 100),
      ...words('from November 15, 2026', 160, 100),
      ...words('to November 15, 2027', 160, 113),
      ...words('Insured Property', 60, 128),
      ...words('14271 Weathervane Avenue', 160, 128),
    ])
    expect(got['policy.effectiveDate']).toBe('2026-11-15')
    expect(got['policy.expirationDate']).toBe('2027-11-15')
  })

  it('not from a line that has a caption of its own', () => {
    const got = extract([
      ...words('Policy Period', 60, 100),
      ...words('from November 15, 2026', 160, 100),
      ...words('Issued', 60, 113),
      ...words('November 1, 2026', 160, 113),
    ])
    expect(got['policy.expirationDate']).toBeUndefined()
  })
})
