/**
 * London-market and Commonwealth wording on small hand-made pages: a Lloyd's slip's and a
 * certificate's captions ("Assured", "Situation", "Sum insured", "Excess", "Insurers",
 * "Noted interest"), money with a currency's code or a pound sign, and European figures.
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

/** Text-layer words of one run, in one font. */
const run = (text: string, x: number, baseline: number): TextToken[] =>
  words(text, x, baseline).map((t) => ({ ...t, font: 'f1' }))

/** A slip's page: each row a caption at the left and its value in a column further right. */
const slip = (rows: Array<[string, string]>): TextToken[] =>
  rows.flatMap(([caption, value], i) => [
    ...run(caption, 48, 80 + i * 18),
    ...(value === '' ? [] : run(value, 250, 80 + i * 18)),
  ])

describe("a Lloyd's slip's risk details", () => {
  const rows: Array<[string, string]> = [
    ['RISK DETAILS', ''],
    ['UNIQUE MARKET REFERENCE:', 'B0507ABC1234567'],
    ['TYPE:', 'Property Damage'],
    ['ASSURED:', 'Harrowgate Estates Limited'],
    ['SITUATION:', '14 Cannon Street, London EC4N 6AP'],
    ['PERIOD:', 'From 5th January 2026 to 4th January 2027 both days inclusive'],
    ['SUM INSURED:', 'GBP 1,250,000'],
    ['EXCESS:', 'GBP 2,500 each and every loss'],
    ['PREMIUM:', 'GBP 4,125.00'],
    ['INSURERS:', "Certain Underwriters at Lloyd's, London"],
    ['LOSS PAYEE:', 'Barclays Bank PLC'],
  ]
  const got = extract(slip(rows))
  it('reads the assured, the situation and the insurers', () => {
    expect(got['policy.namedInsured']).toBe('Harrowgate Estates Limited')
    expect(got['property.address']).toBe('14 Cannon Street')
    expect(got['policy.carrier']).toBe("Certain Underwriters at Lloyd's, London")
    expect(got['policy.mortgagee']).toBe('Barclays Bank PLC')
  })
  it('reads the sum insured, the excess and the premium in pounds with their code', () => {
    expect(got['policy.coverageAmount']).toBe('1250000')
    expect(got['policy.deductible']).toBe('2500')
    expect(got['policy.premium']).toBe('4125')
  })
  it('reads the period "from … to … both days inclusive"', () => {
    expect(got['policy.effectiveDate']).toBe('2026-01-05')
    expect(got['policy.expirationDate']).toBe('2027-01-04')
  })
  it("takes the market's reference for the contract as the policy number of an open-market slip", () => {
    expect(got['policy.policyNumber']).toBe('B0507ABC1234567')
  })
})

describe("a coverholder's certificate and a cover note", () => {
  it('reads captions in a column beside their values, with a pound sign', () => {
    const got = extract(
      slip([
        ['CERTIFICATE NO.', 'LN-2026-004417'],
        ['THE ASSURED', 'Kestrel Holdings Ltd'],
        ['RISK LOCATION', '7 Harbour Road, Auckland 1010'],
        ['SUMS INSURED', '£980,000'],
        ['DEDUCTIBLE (EACH AND EVERY LOSS)', '£1,000'],
        ['GROSS PREMIUM', '£2,310.40'],
        ['INSURANCE PREMIUM TAX', '£277.25'],
        ['SECURITY', "Certain Underwriters at Lloyd's, London"],
        ['NOTED INTEREST', 'Lloyds Bank plc'],
      ]),
    )
    expect(got['policy.namedInsured']).toBe('Kestrel Holdings Ltd')
    expect(got['policy.coverageAmount']).toBe('980000')
    expect(got['policy.deductible']).toBe('1000')
    expect(got['policy.premium']).toBe('2310.4')
    expect(got['policy.carrier']).toBe("Certain Underwriters at Lloyd's, London")
    expect(got['policy.mortgagee']).toBe('Lloyds Bank plc')
  })
  it('reads "Name of Assured", "Premises", "Period of cover", an each-and-every-loss excess', () => {
    const got = extract(
      slip([
        ['NAME OF ASSURED:', 'Pemberton Farms Pty Ltd'],
        ['PREMISES:', '22 Wattle Street, Ballarat VIC 3350'],
        [
          'PERIOD OF COVER:',
          '5 Jan 2026 to 5 Jan 2027 Local Standard Time at the address of the Assured',
        ],
        ['TOTAL SUM INSURED:', 'USD 1,250,000.00'],
        ['EACH AND EVERY LOSS EXCESS:', 'USD 5,000.00'],
        ['TOTAL PREMIUM:', 'USD 3,400.00'],
        ['INTERESTED PARTY:', 'Commonwealth Bank of Australia'],
      ]),
    )
    expect(got['policy.namedInsured']).toBe('Pemberton Farms Pty Ltd')
    expect(got['property.address']).toBe('22 Wattle Street')
    expect(got['policy.effectiveDate']).toBe('2026-01-05')
    expect(got['policy.expirationDate']).toBe('2027-01-05')
    expect(got['policy.coverageAmount']).toBe('1250000')
    expect(got['policy.deductible']).toBe('5000')
    expect(got['policy.premium']).toBe('3400')
    expect(got['policy.mortgagee']).toBe('Commonwealth Bank of Australia')
  })
  it('reads European figures after a currency code', () => {
    const got = extract(
      slip([
        ['ASSURED', 'Müller Logistik GmbH'],
        ['EXCESS', 'EUR 10.000,00'],
        ['PREMIUM', 'EUR 2.345,67'],
      ]),
    )
    expect(got['policy.namedInsured']).toBe('Müller Logistik GmbH')
    expect(got['policy.deductible']).toBe('10000')
    expect(got['policy.premium']).toBe('2345.67')
  })
})

describe('what London wording does not make a value of', () => {
  it("gives no binding authority's reference beside a coverholder's certificate number", () => {
    const got = extract(
      slip([
        ['UMR:', 'B0507BA2026001'],
        ['Certificate No.', 'CH-26-00417'],
        ['Assured:', 'Kestrel Holdings Ltd'],
      ]),
    )
    // (The two are close in trust: the field is left open rather than the binder's given.)
    expect(got['policy.policyNumber']).not.toBe('B0507BA2026001')
  })
  it('takes no tax on the premium for the premium', () => {
    const got = extract(slip([['Insurance premium tax:', '£277.25']]))
    expect(got['policy.premium']).toBeUndefined()
    expect(extract(slip([['Premium tax', '£41.20']]))['policy.premium']).toBeUndefined()
  })
  it('takes no limit of indemnity for the building limit (it is as often a liability limit)', () => {
    expect(
      extract(slip([['LIMIT OF INDEMNITY', 'GBP 5,000,000']]))['policy.coverageAmount'],
    ).toBeUndefined()
  })
  it('takes no "excess" from running text ("in excess of", "excess liability")', () => {
    const got = extract(
      slip([
        ['Cover applies to losses in excess of', '$25,000'],
        ['Excess liability limit', '$1,000,000'],
      ]),
    )
    expect(got['policy.deductible']).toBeUndefined()
  })
  it('takes no insured from "the Assured" inside a sentence', () => {
    const got = extract(slip([['Local Standard Time at the address of the Assured', '']]))
    expect(got['policy.namedInsured']).toBeUndefined()
  })
})
