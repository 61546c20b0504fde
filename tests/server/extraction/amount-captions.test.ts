/**
 * Amounts and their captions: a comparison table whose old column says in its header that its
 * policy is ending ("Renters policy (ending)" beside "Homeowners binder"), whose amounts are the old
 * policy's; and a remark in parentheses between a caption and its amount.
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

describe('an old column marked as ending', () => {
  it('is skipped for the new column beside it', () => {
    const got = extract([
      ...words('Coverage', 50, 100, 8),
      ...words('Renters policy (ending)', 250, 100, 8),
      ...words('Homeowners binder', 400, 100, 8),
      ...words('Deductible, all perils', 50, 115),
      ...words('USD 500', 250, 115),
      ...words('USD 2,000', 400, 115),
      ...words('Annual premium', 50, 130),
      ...words('USD 434.36', 250, 130),
      ...words('USD 2,457.66', 400, 130),
    ])
    expect(got['policy.deductible']).toBe('2000')
    expect(got['policy.premium']).toBe('2457.66')
  })
})

describe('a remark between a caption and its amount', () => {
  it('qualifies the caption when the amount follows with its money mark', () => {
    const got = extract(words('Term premium (fully earned after 90 days) $2,459.83', 50, 100))
    expect(got['policy.premium']).toBe('2459.83')
  })

  it('not when a bare number follows', () => {
    const got = extract(words('Term premium (fully earned after 90 days) 2459', 50, 100))
    expect(got['policy.premium']).toBeUndefined()
  })
})

describe("a limits table's building row", () => {
  it('gives the limit under a bare "Limit" header', () => {
    const got = extract([
      ...words('COVERAGES', 50, 100, 8),
      ...words('Limit', 330, 100, 8),
      ...words('Deductible', 460, 100, 8),
      ...words('Building — replacement cost, all buildings', 50, 115),
      ...words('$6.75 million', 330, 115),
      ...words('$50,000', 460, 115),
    ])
    expect(got['policy.coverageAmount']).toBe('6750000')
  })
})
