/**
 * Declarations-type pages where a field's caption sits beside another term's: a rating's caption
 * right of a party's caption is no party, and an amount under a premium's header is no limit.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = selectResults(
    matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
      ...c,
      source: 'text-layer' as const,
    })),
  )
  return Object.fromEntries(found.map((r) => [r.field, r.normalized]))
}

describe("a rating's caption beside a party's", () => {
  it('reads no lender from the building rating caption printed right of "MORTGAGEE"', () => {
    const got = extract([
      ...words('MORTGAGEE', 40, 100),
      ...words('Protection class', 220, 100),
      ...words('4', 420, 100),
      ...words('None', 40, 112),
      ...words('Territory', 220, 124),
      ...words('12', 420, 124),
    ])
    expect(got['policy.mortgagee']).toBeUndefined()
  })
})
