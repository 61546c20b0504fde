/**
 * A letter that compares the policy in force with the one replacing it (another insurer's, a new
 * number, the next term): the new policy is the answer, the one it replaces never is; when the
 * letter does not say which is which, neither is given.
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

const run = (text: string, x: number, baseline: number): TextToken[] =>
  words(text, x, baseline).map((t) => ({ ...t, font: 'f1' }))

/** A table: each row's cells in columns 160 points apart. */
const table = (rows: string[][]): TextToken[] =>
  rows.flatMap((cells, i) => cells.flatMap((c, k) => run(c, 48 + 160 * k, 80 + i * 18)))

const comparison = (old: string, next: string): string[][] => [
  ['', old, next],
  ['Insurance company', 'Harbor Mutual Insurance', 'Cedar Ridge Insurance'],
  ['Policy number', 'HP953452864', 'H02-7252905'],
  ['Policy period', 'January 5, 2025 to', 'January 5, 2026 to'],
  ['', 'January 5, 2026', 'January 5, 2027'],
  ['Dwelling (Coverage A)', '$250,000', '$275,000'],
  ['All-peril deductible', '$1,000', '$2,500'],
  ['Annual premium', '$1,210.00', '$1,304.00'],
]

describe('a comparison of the policy in force with its replacement', () => {
  for (const [old, next] of [
    ['Your current policy', 'Your new policy'],
    ['Your current coverage', 'Your new coverage'],
    ['Expiring', 'Replacement'],
    ['Previous carrier', 'New carrier'],
    ['Old', 'New'],
  ] as const) {
    it(`reads the "${next}" column, never the "${old}" one`, () => {
      const got = extract(table(comparison(old, next)))
      expect(got['policy.policyNumber']).toBe('H02-7252905')
      expect(got['policy.coverageAmount']).toBe('275000')
      expect(got['policy.deductible']).toBe('2500')
      expect(got['policy.premium']).toBe('1304')
      if (got['policy.carrier'] !== undefined) expect(got['policy.carrier']).toMatch(/Cedar/)
      if (got['policy.effectiveDate'] !== undefined)
        expect(got['policy.effectiveDate']).toBe('2026-01-05')
    })
  }
})

/** Lines of prose, one under the other. */
const prose = (...lines: string[]): TextToken[] => lines.flatMap((l, i) => run(l, 48, 80 + i * 16))

describe('a sentence naming the policy replaced and its replacement', () => {
  it('gives the replacing policy number, never the replaced one', () => {
    const got = extract(
      prose(
        'Effective January 5, 2026, your policy HP953452864 with Harbor Mutual Insurance',
        'will be replaced by policy H02-7252905 with Cedar Ridge Insurance Company.',
      ),
    )
    expect(got['policy.policyNumber']).toBe('H02-7252905')
  })
  it('gives the new number when the sentence names it first', () => {
    const got = extract(
      prose('Your new policy number H02-7252905 replaces your current policy number HP953452864.'),
    )
    expect(got['policy.policyNumber']).toBe('H02-7252905')
  })
})

describe("a replacement's term over two lines", () => {
  it('ends the new term on the line under it, past the old column', () => {
    const got = extract(table(comparison('Your current policy', 'Your new policy')))
    expect(got['policy.effectiveDate']).toBe('2026-01-05')
    expect(got['policy.expirationDate']).toBe('2027-01-05')
  })
})
