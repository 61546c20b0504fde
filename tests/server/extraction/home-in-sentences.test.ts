/**
 * A plain-language page's answers about the home in sentences: where it stands ("set on a
 * permanent foundation at …", "The home at … in <town> is insured …"), a manufactured home's model
 * year as its year built, and the loan the reader's lender is named with.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(lines: readonly string[], calibrated = false): Record<string, string> {
  const tokens: TextToken[] = lines.flatMap((s, i) =>
    words(s, 48, 100 + i * 14).map((t) => ({ ...t, font: 'f1' })),
  )
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  const results = calibrated ? selectResults(found) : selectResults(found, null)
  return Object.fromEntries(results.map((r) => [r.field, r.normalized]))
}

describe('the home described in an answer', () => {
  const answer = [
    'What home is covered?',
    'Your 1986 Redbud Homes single-wide, serial AL62980015A, set on a permanent foundation at',
    '3616 Cider Press Parkway, Brigantine, NJ 08203.',
  ]

  it('reads the street the home is set at, on the next line', () => {
    expect(extract(answer)['property.address']).toBe('3616 Cider Press Parkway')
  })

  it("reads a manufactured home's model year as its year built", () => {
    expect(extract(answer)['property.yearBuilt']).toBe('1986')
  })

  it('takes no year before other words than a manufactured home', () => {
    expect(extract(['Your 2024 home insurance renewal is enclosed.'])['property.yearBuilt']).toBe(
      undefined,
    )
  })

  it('reads "the home at <street> in <town>" without the town', () => {
    const got = extract([
      'The home at 9096 Chervil Road in Jerome is insured in the name of Ann Lee.',
    ])
    expect(got['property.address']).toBe('9096 Chervil Road')
  })
})

describe("the loan named with the reader's lender", () => {
  it('is proposed as surely as a captioned loan', () => {
    const got = extract(
      [
        'Is anyone else named on the policy?',
        'Yes: your lender, Copperline National Bank, loan 942-7585556, is paid on any claim.',
      ],
      true,
    )
    expect(got['policy.loanNumber']).toBe('942-7585556')
  })
})
