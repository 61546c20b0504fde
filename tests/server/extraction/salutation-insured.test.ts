/**
 * A letter's greeting names the insured only when another print agrees or the letter is plainly
 * written to the policy's holder; a role, a first name or a lender's office is no insured.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function insured(lines: readonly string[]): string | undefined {
  const tokens: TextToken[] = lines.flatMap((s, i) =>
    words(s, 48, 100 + i * 14).map((t) => ({ ...t, font: 'f1' })),
  )
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return selectResults(found, null).find((r) => r.field === 'policy.namedInsured')?.normalized
}

describe('the insured a greeting names', () => {
  it('is the name the payment stub prints again', () => {
    expect(
      insured([
        'Dear Hargreave Family Revocable Trust',
        'Thank you for insuring with us. The renewal premium is shown below.',
        'Amount enclosed',
        'Hargreave Family Revocable Trust',
      ]),
    ).toBe('Hargreave Family Revocable Trust')
  })

  it('is the full name of a letter written about "your policy", its title left off', () => {
    expect(insured(['Dear Ms. Jane Roe,', 'Your homeowners policy will renew next month.'])).toBe(
      'Jane Roe',
    )
  })

  it("is no one in a letter to a lender about its borrower's loan", () => {
    expect(
      insured([
        'Dear Jane Roe,',
        'Your renewal notice for your borrower, loan 12-3456, is enclosed.',
      ]),
    ).toBeUndefined()
    expect(
      insured(['Dear Loan Servicing,', 'Your policy records for the borrower are enclosed.']),
    ).toBeUndefined()
  })

  it('is no one for a first name alone or a household with nothing to agree', () => {
    expect(insured(['Dear Linh,', 'Your policy will renew next month.'])).toBeUndefined()
    expect(insured(['Dear Roe Family,', 'Your policy will renew next month.'])).toBeUndefined()
  })

  it('is no one when nothing says the reader holds the policy', () => {
    expect(insured(['Dear Jane Roe,', 'Thank you for your call last week.'])).toBeUndefined()
  })
})
