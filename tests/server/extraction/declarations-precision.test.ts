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

describe("a limits table above the premium's rows", () => {
  const table = (buildingLimit: string) => [
    ...words('Coverage', 50, 200),
    ...words('Building', 226, 200),
    ...words('Contents', 400, 200),
    ...words('Limit of liability', 50, 216),
    ...words(buildingLimit, 226, 216),
    ...words('$60,000.00', 400, 216),
    ...words('Deductible', 50, 232),
    ...words('$1,250.00', 226, 232),
    ...words('$1,250.00', 400, 232),
    ...words('PREMIUM', 44, 262),
    ...words('Building premium', 54, 280),
    ...words('$3,118.20', 334, 280),
    ...words('Contents premium', 54, 294),
    ...words('$902.75', 344, 294),
    ...words('Total annual premium', 54, 312),
    ...words('$4,020.95', 334, 312),
  ]

  it('reads the limit on the "Limit of liability" row (no other coverage\'s row)', () => {
    expect(extract(table('$325,000.00'))['policy.coverageAmount']).toBe('325000')
  })

  it('reads no limit from a premium row under the limits column', () => {
    expect(extract(table('Not covered'))['policy.coverageAmount']).toBeUndefined()
  })
})

describe("a second lender's block of captions", () => {
  it("reads the loan under the first mortgagee's caption, not the one under the second's", () => {
    const got = extract([
      ...words('First Mortgagee:', 300, 100),
      ...words('Maquoketa Savings Bank', 390, 100),
      ...words('PO Box 118, Bellevue, IA 52031', 390, 112),
      ...words('Loan No.:', 331, 124),
      ...words('88-40117', 390, 124),
      ...words('Second Mortgagee:', 290, 140),
      ...words('Jackson County Credit Union', 390, 140),
      ...words('Loan No.:', 331, 152),
      ...words('HE-20931', 390, 152),
    ])
    expect(got['policy.mortgagee']).toBe('Maquoketa Savings Bank')
    expect(got['policy.loanNumber']).toBe('88-40117')
  })

  it("reads no loan when only the second mortgagee's block has one", () => {
    const got = extract([
      ...words('First Mortgagee:', 300, 100),
      ...words('None', 390, 100),
      ...words('Second Mortgagee:', 290, 116),
      ...words('Jackson County Credit Union', 390, 116),
      ...words('Loan No.:', 331, 128),
      ...words('HE-20931', 390, 128),
    ])
    expect(got['policy.loanNumber']).toBeUndefined()
  })
})

describe('a section of premiums', () => {
  it("reads no limit from a coverage's line under a PREMIUM heading", () => {
    const got = extract([
      ...words('PREMIUM', 40, 100),
      ...words('Building coverage', 40, 114),
      ...words('18,204.33 USD', 300, 114),
      ...words('Business personal property', 40, 128),
      ...words('6,310.90 USD', 300, 128),
      ...words('Total property premium (annual)', 40, 142),
      ...words('24,515.23 USD', 300, 142),
    ])
    expect(got['policy.coverageAmount']).toBeUndefined()
    expect(got['policy.premium']).toBe('24515.23')
  })

  it('reads the limit under the next heading, after the premiums', () => {
    const got = extract([
      ...words('PREMIUM', 40, 100),
      ...words('Annual premium', 40, 114),
      ...words('$2,310.00', 300, 114),
      ...words('COVERAGES (as renewed)', 40, 140),
      ...words('Building coverage', 50, 154),
      ...words('$905,000', 300, 154),
    ])
    expect(got['policy.coverageAmount']).toBe('905000')
  })
})

describe('a section about another policy', () => {
  it("reads the declared policy's insurer and number, not the underlying policy's", () => {
    const got = extract([
      ...words('POLICY AND INSURED', 40, 80),
      ...words('Policy number', 40, 96),
      ...words('XS 4471-0923', 200, 96),
      ...words('Insurer', 40, 110),
      ...words('Tidewater Excess Insurance Company', 200, 110),
      ...words('Insured', 40, 124),
      ...words('Marisol Achterberg', 200, 124),
      ...words('UNDERLYING PRIMARY FLOOD POLICY (kept in force)', 40, 150),
      ...words('Carrier: Sandpiper Home Insurers', 40, 166),
      ...words('Policy no.: 5520193348', 40, 180),
    ])
    expect(got['policy.carrier']).toBe('Tidewater Excess Insurance Company')
    expect(got['policy.policyNumber']).toBe('XS 4471-0923')
  })
})

describe("a flood policy's construction date", () => {
  it('reads the year beside "Construction date" as the year built', () => {
    const got = extract([
      ...words('Waiting period', 300, 100),
      ...words('30 days', 420, 100),
      ...words('Construction date', 300, 114),
      ...words('1947', 420, 114),
      ...words('Rating', 300, 128),
      ...words('Pre-FIRM', 420, 128),
    ])
    expect(got['property.yearBuilt']).toBe('1947')
  })
})
