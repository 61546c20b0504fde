/**
 * Rules for letters, reports and statements on small hand-made pages: an insurer's name shortened
 * in a footer or a logo, a loan reference after a lender's name, a letter's salutation, a lender
 * named before "as mortgagee", the term a renewal replaces, a city run on after the street, and
 * captions printed under their values.
 */
import { describe, expect, it } from 'vitest'
import { streetLine } from '../../../src/server/extraction/street-line'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { isShortFormOf, withoutShortForms } from '../../../src/server/extraction/short-names'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = withoutShortForms(
    matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
      ...c,
      source: 'text-layer' as const,
    })),
  )
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

const pdfWords = (text: string, x: number, baseline: number, size = 10): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

describe("short forms of the insurer's name", () => {
  it('knows a name by its first words, whatever their case', () => {
    expect(isShortFormOf('Brindlecote', 'Brindlecote Mutual Insurance Company')).toBe(true)
    expect(isShortFormOf('HARROW & VALE', 'Harrow & Vale Insurance Co.')).toBe(true)
    expect(isShortFormOf('Harrow Insurance Co', 'Harrow Insurance Co.')).toBe(false)
    expect(isShortFormOf('Vale Insurance', 'Harrow Vale Insurance')).toBe(false)
  })

  it("takes the letterhead's full name over a footer's shortened one", () => {
    const got = extract([
      ...pdfWords('Osprey Point Mutual Insurance Company', 60, 60, 16),
      ...pdfWords('Policy number: 84-A1705140', 60, 200),
      ...pdfWords('Carrier: Osprey Point', 60, 760, 7),
    ])
    expect(got['policy.carrier']).toBe('Osprey Point Mutual Insurance Company')
  })

  it('reads the insurer after a "Written by" caption', () => {
    const got = extract([
      ...pdfWords('Written by', 60, 100),
      ...pdfWords('Harrow & Vale Reciprocal Insurance Exchange', 200, 100),
    ])
    expect(got['policy.carrier']).toBe('Harrow & Vale Reciprocal Insurance Exchange')
  })
})

describe('lenders', () => {
  it("cuts a loan's account reference off the lender's name", () => {
    const got = extract([
      ...pdfWords('Lienholder', 60, 100),
      ...pdfWords('Teal Valley Savings Bank acct. 0348864268', 200, 100),
    ])
    expect(got['policy.mortgagee']).toBe('Teal Valley Savings Bank')
  })

  it('reads a lender named before "as mortgagee" in a sentence, without the opening word', () => {
    const got = extract(
      pdfWords('Because Teal Valley Savings Bank is listed on your policy as mortgagee', 60, 100),
    )
    expect(got['policy.mortgagee']).toBe('Teal Valley Savings Bank')
    const clause = extract(
      pdfWords('Your policy must name Alder Home Loans, LLC ISAOA/ATIMA as mortgagee.', 60, 100),
    )
    expect(clause['policy.mortgagee']).toBe('Alder Home Loans, LLC')
  })
})

describe('letters', () => {
  it('takes no caption from a salutation ("Dear Policyholder:")', () => {
    const got = extract([
      ...pdfWords('Dear Policyholder:', 60, 100),
      ...pdfWords(
        'Thank you for reporting the damage. We have assigned your claim to Ann',
        60,
        130,
      ),
      ...pdfWords('Lee-Okafor, who will call you within two business days.', 60, 144),
    ])
    expect(got['policy.namedInsured']).toBeUndefined()
  })
})

describe('renewal terms', () => {
  it('reads the renewal term, not the term it replaces', () => {
    const got = extract([
      ...pdfWords('Expiring term', 60, 100),
      ...pdfWords('Renewal term (12:01 a.m. standard time)', 300, 100),
      ...pdfWords('03/28/2026 – 03/28/2027', 60, 114),
      ...pdfWords('03/28/2027 to 03/28/2028', 300, 114),
    ])
    expect(got['policy.effectiveDate']).toBe('2027-03-28')
    expect(got['policy.expirationDate']).toBe('2028-03-28')
  })
})

describe('addresses', () => {
  it('cuts a city that follows the street with no comma before ", ST ZIP"', () => {
    expect(streetLine('17710 Transept Ln Abiquiu, NM 87510')).toBe('17710 Transept Ln')
    expect(streetLine('12 Court Street Port Townsend, WA 98368')).toBe('12 Court Street')
    expect(streetLine('5 Elm St Apt 4, Ely, MN 55802')).toBe('5 Elm St Apt 4')
    expect(streetLine('5 Elm St, Ely, MN 55802')).toBe('5 Elm St')
  })

  it('reads the address after a plain "Property" caption', () => {
    const got = extract([
      ...pdfWords('Property', 60, 100),
      ...pdfWords('19691 Soffit Blvd Port Townsend, WA 98368', 200, 100),
    ])
    expect(got['property.address']).toBe('19691 Soffit Blvd')
  })
})

describe('captions under values', () => {
  it('reads a six-month premium and takes no caption as a lender', () => {
    const got = extract([
      ...pdfWords('03-02-2028', 62, 60, 10.5),
      ...pdfWords('Effective date', 60, 73, 7.5),
      ...pdfWords('VD-664530', 300, 60, 10.5),
      ...pdfWords('Policy number', 300, 73, 7.5),
      ...pdfWords('$4,206.80', 62, 100, 10.5),
      ...pdfWords('Six-month premium', 60, 113, 7.5),
      ...pdfWords('NONE', 62, 150, 10.5),
      ...pdfWords('Mortgagee', 60, 163, 7.5),
    ])
    expect(got['policy.premium']).toBe('4206.8')
    expect(got['policy.mortgagee']).toBeUndefined()
  })
})

describe('dates and sections for reference', () => {
  it("reads a date after its day's name", () => {
    const got = extract([
      ...pdfWords('POLICY BEGINS', 60, 100),
      ...pdfWords('Wednesday, July 12, 2028', 200, 100),
    ])
    expect(got['policy.effectiveDate']).toBe('2028-07-12')
  })

  it("takes no value from another policy's section shown for reference", () => {
    const got = extract([
      ...pdfWords('POLICY NUMBER', 60, 100),
      ...pdfWords('H989.1771.826', 200, 100),
      ...pdfWords('OTHER POLICY ON THIS ACCOUNT — FOR REFERENCE ONLY', 60, 200),
      ...pdfWords('POLICY PERIOD', 60, 220),
      ...pdfWords('October 18, 2028 to October 18, 2029', 200, 220),
    ])
    expect(got['policy.policyNumber']).toBe('H989.1771.826')
    expect(got['policy.effectiveDate']).toBeUndefined()
  })
})

describe('abbreviations and earlier terms', () => {
  it("keeps a number's check letter at the end of its cell", () => {
    const got = extract(pdfWords('Policy No: CPK 4900561 T', 60, 100))
    expect(got['policy.policyNumber']).toBe('CPK 4900561 T')
  })

  it('reads an abbreviated premium caption, not a premium in a note about the prior term', () => {
    const got = extract([
      ...pdfWords('Full-Term Prem', 60, 100),
      ...pdfWords('950.00', 200, 100),
      ...pdfWords('11/04/2027 Renewal issued, prior term DL20-5115 premium 762.62', 60, 300),
    ])
    expect(got['policy.premium']).toBe('950')
  })
})

describe('a caption in parentheses after its amount', () => {
  it('reads the amount that opens the phrase, not the next cell', () => {
    const got = extract([
      ...pdfWords('$265,000 to rebuild your home (Coverage A)', 60, 100),
      ...pdfWords('$300,000', 400, 100),
    ])
    expect(got['policy.coverageAmount']).toBe('265000')
  })
})
