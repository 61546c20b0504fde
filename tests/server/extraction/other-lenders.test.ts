/**
 * Lenders that are not the policy's mortgagee, on small hand-made pages: the one a change
 * replaced (the old column of a before/after table) and a second lender after the first.
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

const pdfWords = (text: string, x: number, baseline: number, size = 9): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

describe("a change's before/after table", () => {
  it('reads the lender and loan after the change, not before it', () => {
    const got = extract([
      ...pdfWords('Party', 40, 100),
      ...pdfWords('Previous', 200, 100),
      ...pdfWords('New', 400, 100),
      ...pdfWords('Mortgagee', 40, 120),
      ...pdfWords('Harbor Trust Savings', 200, 120),
      ...pdfWords('Meadow State Bank', 400, 120),
      ...pdfWords('Loan #', 40, 140),
      ...pdfWords('77120-44', 200, 140),
      ...pdfWords('903-55812', 400, 140),
    ])
    expect(got['policy.mortgagee']).toBe('Meadow State Bank')
    expect(got['policy.loanNumber']).toBe('903-55812')
  })

  it('knows a column headed by what was there before the change', () => {
    const got = extract([
      ...pdfWords('Item', 40, 100),
      ...pdfWords('Before the change', 200, 100),
      ...pdfWords('After the change', 400, 100),
      ...pdfWords('First mortgagee', 40, 120),
      ...pdfWords('Harbor Trust Savings', 200, 120),
      ...pdfWords('Meadow State Bank', 400, 120),
      ...pdfWords('Loan number', 40, 140),
      ...pdfWords('77120-44', 200, 140),
      ...pdfWords('903-55812', 400, 140),
    ])
    expect(got['policy.mortgagee']).toBe('Meadow State Bank')
    expect(got['policy.loanNumber']).toBe('903-55812')
  })
})

describe('a second lender', () => {
  it("takes neither a second mortgagee's name nor its loan from a remark", () => {
    const got = extract([
      ...pdfWords('Mortgagee: Orchard Valley Bank, loan 4410-87', 40, 100),
      ...pdfWords('Second mortgagee: Pine Hill Credit Union, loan 55-1209.', 40, 130),
    ])
    expect(got['policy.mortgagee']).toBe('Orchard Valley Bank')
    expect(got['policy.loanNumber']).toBe('4410-87')
  })

  it('answers nothing when only a second mortgagee is named', () => {
    const got = extract([
      ...pdfWords('2nd Mortgagee: Pine Hill Credit Union, loan 55-1209.', 40, 100),
    ])
    expect(got['policy.mortgagee']).toBeUndefined()
    expect(got['policy.loanNumber']).toBeUndefined()
  })

  it("ends a lender's name before its loan at a sentence's end", () => {
    const got = extract([...pdfWords('Mortgagee: Pine Hill Credit Union, loan 55-1209.', 40, 100)])
    expect(got['policy.mortgagee']).toBe('Pine Hill Credit Union')
  })
})
