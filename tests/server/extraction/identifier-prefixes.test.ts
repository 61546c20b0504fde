/**
 * A value whose first letters spell a label's abbreviation ("MTG445189876": "Mtg" is a caption of
 * the mortgagee) is an identifier, not a caption: it stays the value under its own caption.
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

describe('an identifier that starts with a label abbreviation', () => {
  it('is read under its caption', () => {
    const got = extract([
      ...words('Lienholder', 40, 100, 7),
      ...words('Loan #', 310, 100, 7),
      ...words('Summit Servicing LLC', 40, 112),
      ...words('MTG445189876', 310, 112),
    ])
    expect(got['policy.loanNumber']).toBe('MTG445189876')
  })
})
