/**
 * A page that says its policy names no mortgagee yet, beside a weaker party caption (an
 * appraisal's "Lender / client"); and a date that is a licence's, not the policy's.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

const pdfWords = (text: string, x: number, baseline: number, size = 9): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

/** An appraisal's page: its client lender above, the hazard policy's mortgagee clause below. */
const appraisal = (clause: string): TextToken[] => [
  ...pdfWords('Borrower', 40, 120),
  ...pdfWords('Lender / client', 340, 120),
  ...pdfWords('Itziar A. Whittaker', 40, 133),
  ...pdfWords('Cathlamet Home Loans, LLC', 340, 133),
  ...pdfWords('Policy number', 40, 300),
  ...pdfWords('QL-68736576', 240, 300),
  ...pdfWords('Mortgagee clause', 40, 320),
  ...pdfWords(clause, 240, 320),
]

describe('a mortgagee clause that says none is endorsed yet', () => {
  it("gives no mortgagee from the report's lender caption", () => {
    expect(
      extract(appraisal('not yet endorsed (purchase pending)'))['policy.mortgagee'],
    ).toBeUndefined()
    expect(extract(appraisal('None'))['policy.mortgagee']).toBeUndefined()
  })

  it('takes the clause when it names a mortgagee', () => {
    expect(extract(appraisal('Cathlamet Home Loans, LLC'))['policy.mortgagee']).toBe(
      'Cathlamet Home Loans, LLC',
    )
  })
})

describe("a licence's expiry", () => {
  it("is no candidate for the policy's expiration date", () => {
    const lines = buildLines(
      [
        ...pdfWords('Policy expires', 40, 300),
        ...pdfWords('11/19/2028', 240, 300),
        ...pdfWords(
          'Appraiser: Xabier Osei, certified residential, license MT-484285, expires 03/28/2029',
          40,
          400,
        ),
      ],
      ASPECT,
    )
    const dates = matchLines(lines, ASPECT)
      .filter((c) => c.field === 'policy.expirationDate')
      .map((c) => c.normalized)
    expect(dates).toEqual(['2028-11-19'])
  })
})
