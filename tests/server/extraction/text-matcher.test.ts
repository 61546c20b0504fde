import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { looksLikeLabel, matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

/** Run the whole spatial matching on tokens and return field → normalised value. */
function extract(tokens: TextToken[]): Record<string, string> {
  const results = selectResults(
    matchLines(buildLines(tokens, ASPECT)).map((c) => ({ ...c, source: 'text-layer' as const })),
  )
  return Object.fromEntries(results.map((r) => [r.field, r.normalized]))
}

describe('labels and values on one line', () => {
  it('reads "Label: value" pairs, in one cell or across a gap', () => {
    const got = extract([
      ...words('Policy Number: HO-1234567', 50, 100),
      ...words('Named Insured:', 50, 120),
      ...words('Maria Gonzalez', 200, 120),
    ])
    expect(got['policy.policyNumber']).toBe('HO-1234567')
    expect(got['policy.namedInsured']).toBe('Maria Gonzalez')
    expect(extract(words('Policy No. AB12345678', 320, 140))['policy.policyNumber']).toBe(
      'AB12345678',
    )
  })

  it('reads both dates of a policy period', () => {
    const got = extract(
      words('Policy Period: 01/05/2025 to 01/05/2026 12:01 A.M. standard time', 50, 100),
    )
    expect(got['policy.effectiveDate']).toBe('2025-01-05')
    expect(got['policy.expirationDate']).toBe('2026-01-05')
  })

  it('keeps label words that are part of a value ("… Insurance Company")', () => {
    const got = extract([
      ...words('Carrier:', 50, 100),
      ...words('Evergreen Mutual Insurance Company', 200, 100),
    ])
    expect(got['policy.carrier']).toBe('Evergreen Mutual Insurance Company')
  })

  it('stops a value at the next label of the line', () => {
    const got = extract(words('Insured: John Doe Policy #: PX-99887766', 50, 100))
    expect(got['policy.namedInsured']).toBe('John Doe')
    expect(got['policy.policyNumber']).toBe('PX-99887766')
  })

  it('reads Coverage A, the deductible variants, premium, mortgagee, loan and year built', () => {
    const got = extract([
      ...words('Coverage A - Dwelling', 50, 100),
      ...words('$350,000', 400, 100),
      ...words('Coverage B - Other Structures', 50, 115),
      ...words('$35,000', 400, 115),
      ...words('Deductible - All Perils: $1,000', 50, 140),
      ...words('Minimum Premium: $100', 50, 160),
      ...words('Total Annual Premium: $1,234.56', 50, 175),
      ...words('Mortgagee / Loss Payee:', 50, 200),
      ...words('First National Bank', 220, 200),
      ...words('ISAOA/ATIMA', 220, 213),
      ...words('Loan #: 0012345678', 50, 240),
      ...words('Year Built: 1987', 50, 260),
      ...words('Property Address: 4821 Maple Ridge Dr, Austin, TX 78701', 50, 280),
    ])
    expect(got).toMatchObject({
      'policy.coverageAmount': '350000',
      'policy.deductible': '1000',
      'policy.premium': '1234.56',
      'policy.mortgagee': 'First National Bank',
      'policy.loanNumber': '0012345678',
      'property.yearBuilt': '1987',
      'property.address': '4821 Maple Ridge Dr',
    })
  })

  it('does not take labels inside running prose', () => {
    const got = extract(
      words(
        'if any insurance company or another person files an application for insurance',
        50,
        100,
      ),
    )
    expect(got['policy.carrier']).toBeUndefined()
  })
})

describe('values below their labels (boxed forms, table columns)', () => {
  it('reads the value under a box label and ignores an empty box', () => {
    const got = extract([
      ...words('POLICY NUMBER', 50, 100, 6),
      ...words('CARRIER', 320, 100, 6),
      ...words('A123456781', 52, 114),
      // The carrier box is empty: the next box's label sits below it.
      ...words('NAMED INSURED', 320, 130, 6),
      ...words('John Doe', 322, 144),
    ])
    expect(got['policy.policyNumber']).toBe('A123456781')
    expect(got['policy.namedInsured']).toBe('John Doe')
    expect(got['policy.carrier']).toBeUndefined()
  })

  it('reads a table column under its header and a row label across', () => {
    const got = extract([
      ...words('SUBJECT OF INSURANCE', 40, 100, 6),
      ...words('AMOUNT', 160, 100, 6),
      ...words('DED', 300, 100, 6),
      ...words('Building', 40, 115),
      ...words('500000', 160, 122),
      ...words('1000', 300, 122),
    ])
    expect(got['policy.coverageAmount']).toBe('500000')
    expect(got['policy.deductible']).toBe('1000')
  })

  it('takes the deductible of the building row, not the first row of the column', () => {
    const got = extract([
      ...words('SUBJECT OF INSURANCE', 40, 100, 6),
      ...words('AMOUNT', 160, 100, 6),
      ...words('DED', 300, 100, 6),
      ...words('Personal property', 40, 118),
      ...words('10000', 160, 118),
      ...words('1000', 300, 118),
      ...words('Building', 40, 140),
      ...words('1300000', 160, 140),
      ...words('2000', 300, 140),
    ])
    expect(got['policy.coverageAmount']).toBe('1300000')
    expect(got['policy.deductible']).toBe('2000')
  })

  it('reads dates under centred column headers sharing one cell', () => {
    const got = extract([
      ...words('POLICY EFF', 340, 100, 6),
      ...words('POLICY EXP', 385, 100, 6),
      ...words('05/17/2023', 335, 130),
      ...words('05/17/2024', 381, 130),
    ])
    expect(got['policy.effectiveDate']).toBe('2023-05-17')
    expect(got['policy.expirationDate']).toBe('2024-05-17')
  })
})

describe('looksLikeLabel', () => {
  it('knows labels, headers and OCR-prefixed labels from values', () => {
    expect(looksLikeLabel('NAMED INSURED(S)')).toBe(true)
    expect(looksLikeLabel('BLKT #')).toBe(true)
    expect(looksLikeLabel('H ADDITIONAL INSURED')).toBe(true)
    expect(looksLikeLabel('John Doe')).toBe(false)
    expect(looksLikeLabel('Evergreen Mutual Insurance Company')).toBe(false)
  })
})

describe('selection and confidence', () => {
  it('reports one result per field with confidence in 0..1, and drops weak OCR guesses', () => {
    const strong = words('Policy Number: HO-1111111', 50, 100)
    const weakOcr = words('Policy Number: HO-2222222', 50, 300, 10, 0.01)
    const results = selectResults(
      matchLines(buildLines([...strong, ...weakOcr], ASPECT)).map((c) => ({
        ...c,
        source: 'ocr' as const,
      })),
    )
    expect(results).toHaveLength(1)
    expect(results[0]?.normalized).toBe('HO-1111111')
    expect(results[0]?.displayName).toBe('Policy number')
    expect(results[0]?.confidence).toBeGreaterThan(0)
    expect(results[0]?.confidence).toBeLessThanOrEqual(1)
  })
})
