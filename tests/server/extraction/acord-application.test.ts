/**
 * Commercial applications and unit owners' evidence: prior carrier rows, premises schedules,
 * additional interests of a written kind, stacked and run-together captions, master policies in a
 * remark — on hand-made pages and fields.
 */
import { describe, expect, it } from 'vitest'
import { matchFormFields } from '../../../src/server/extraction/form-matcher'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { FormFieldValue, TextToken } from '../../../src/server/extraction/types'
import { firstWrittenLine } from '../../../src/server/extraction/widget-lines'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

/** Every value the page matcher proposes for `field`, winners or not. */
const candidates = (tokens: TextToken[], f: string): string[] =>
  matchLines(buildLines(tokens, ASPECT), ASPECT)
    .filter((c) => c.field === f)
    .map((c) => c.normalized)

const pdfWords = (text: string, x: number, baseline: number, size = 8): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

/** One text run (a PDF's drawn string), as a single token. */
function run(text: string, x: number, baseline: number, size = 7): TextToken {
  const [first] = words(text.replace(/ /g, '_'), x, baseline, size)
  return { ...first!, text, font: 'f1' }
}

let y = 0.1
const field = (name: string, value: string): FormFieldValue => {
  y += 0.02
  return { name, value, bbox: { page: 1, x0: 0.1, y0: y, x1: 0.4, y1: y + 0.015 } }
}
const of = (got: ReturnType<typeof matchFormFields>, f: string): string[] =>
  got.filter((c) => c.field === f).map((c) => c.normalized)

describe("an application's fillable fields", () => {
  it("reads no prior carrier's or other policy's number and dates", () => {
    const got = matchFormFields([
      field('ACORD_PolicyNumber', 'PKG 0875 3815'),
      field('ACORD_PriorCarrier_1_AutoPolicyNumber', 'CMP 6292 4769'),
      field('ACORD_PriorCarrier_1_AutoEffectiveDate', '2/5/2027'),
      field('ACORD_General_OtherInsurance_1_PolicyNumber', 'BA 4750613'),
    ])
    expect(of(got, 'policy.policyNumber')).toEqual(['PKG 0875 3815'])
    expect(of(got, 'policy.effectiveDate')).toEqual([])
  })

  it("takes the first location's street, not a later location's", () => {
    const got = matchFormFields([
      field('ACORD_Location1_Street', '17476 Portico Ct'),
      field('ACORD_Location2_Street', '7332 Dormer Spur'),
    ])
    expect(of(got, 'property.address')).toEqual(['17476 Portico Ct'])
  })

  it('takes an interest as the mortgagee only when its written kind is a lender', () => {
    const lender = matchFormFields([
      field('ACORD_125_Interest_1_NameAddress', 'Sloeberry Mortgage Inc.\nP.O. Box 1'),
      field('ACORD_125_Interest_1_OtherDesc', 'Mortgagee'),
    ])
    expect(of(lender, 'policy.mortgagee')).toEqual(['Sloeberry Mortgage Inc.'])
    const landlord = matchFormFields([
      field('ACORD_125_Interest_1_NameAddress', 'Morwenna Hale\n7332 Dormer Spur'),
      field('ACORD_125_Interest_1_OtherDesc', 'Landlord'),
    ])
    expect(of(landlord, 'policy.mortgagee')).toEqual([])
  })

  it("reads a box's first written line when the box starts with an empty line", () => {
    expect(firstWrittenLine('\nMoorhen Risk Advisors\nPO Box 2448')).toEqual({
      text: 'Moorhen Risk Advisors',
      index: 1,
    })
    const got = matchFormFields([field('ACORD_AgencyName', '\nMoorhen Risk Advisors\nPO Box')])
    expect(of(got, 'policy.producer')).toEqual(['Moorhen Risk Advisors'])
  })
})

describe("an application's printed page", () => {
  it("reads a policy's dates under run-together captions and not the prior carrier's", () => {
    const got = extract([
      run('PROPOSED EFF DATE', 20, 100),
      run('PROPOSED EXP DATE', 90, 100),
      ...pdfWords('5/4/2028', 20, 112),
      ...pdfWords('5/4/2029', 90, 112),
      ...pdfWords('PRIOR CARRIER INFORMATION', 20, 500),
      ...pdfWords('POLICY NUMBER', 45, 520),
      ...pdfWords('CMP 5410 4704', 265, 520),
      ...pdfWords('EFFECTIVE DATE', 45, 540),
      ...pdfWords('5/5/2027', 265, 540),
      ...pdfWords('EXPIRATION DATE', 45, 560),
      ...pdfWords('5/4/2028', 265, 560),
    ])
    expect(got['policy.effectiveDate']).toBe('2028-05-04')
    expect(got['policy.expirationDate']).toBe('2029-05-04')
    expect(got['policy.policyNumber']).toBeUndefined()
  })

  it("reads no policy listed under a question about the applicant's other insurance", () => {
    const page = [
      ...pdfWords('4.', 22, 190),
      ...pdfWords('ANY OTHER INSURANCE WITH THIS COMPANY? (List policy numbers)', 36, 190),
      ...pdfWords('LINE OF BUSINESS', 40, 204),
      ...pdfWords('POLICY NUMBER', 144, 204),
      ...pdfWords('Auto', 80, 214),
      ...pdfWords('BA 5062917', 194, 214),
      ...pdfWords('5.', 22, 236),
      ...pdfWords('ANY POLICY DECLINED, CANCELLED OR NON-RENEWED?', 36, 236),
    ]
    expect(candidates(page, 'policy.policyNumber')).toEqual([])
  })

  it('takes the policy premium, not a minimum premium captioned on two lines', () => {
    const page = [
      ...pdfWords('MINIMUM', 480, 100),
      ...pdfWords('POLICY PREMIUM', 530, 104),
      ...pdfWords('PREMIUM', 480, 107),
      ...pdfWords('$ 14,064.51', 478, 118),
      ...pdfWords('$ 56,258.03', 530, 118),
    ]
    expect(candidates(page, 'policy.premium')).toEqual(['56258.03'])
  })

  it("reads the first premises' street under a schedule's STREET caption", () => {
    const got = extract([
      ...pdfWords('LOC #', 22, 130),
      ...pdfWords('STREET', 50, 130),
      ...pdfWords('CITY LIMITS', 266, 130),
      ...pdfWords('1', 22, 140),
      ...pdfWords('4996 Quoin Spur', 51, 140),
      ...pdfWords('INSIDE', 281, 140),
    ])
    expect(got['property.address']).toBe('4996 Quoin Spur')
  })

  it("reads no mortgagee from another caption's box, nor from a landlord's interest", () => {
    const page = (kind: string): TextToken[] => [
      ...pdfWords('ADDITIONAL INTEREST (Attach ACORD 45 for more)', 20, 640),
      ...pdfWords('INTEREST', 20, 652),
      ...pdfWords('NAME AND ADDRESS', 144, 652),
      ...pdfWords('Morwenna Hale', 144, 662),
      ...pdfWords(kind, 34, 735),
      ...pdfWords('REASON FOR INTEREST: Premises 2', 20, 747),
    ]
    expect(extract(page('Landlord'))['policy.mortgagee']).toBeUndefined()
    expect(extract(page('Mortgagee'))['policy.mortgagee']).toBe('Morwenna Hale')
  })
})

describe("a unit owner's evidence", () => {
  it("reads two dates set in one cell under their captions beside the insured's address", () => {
    const got = extract([
      ...pdfWords('15035 Finial Blvd', 22, 200),
      ...pdfWords('EFFECTIVE DATE', 325, 200),
      ...pdfWords('EXPIRATION DATE', 410, 200),
      ...pdfWords('Cle Elum, WA 98922', 22, 210),
      ...pdfWords('February 7, 2026', 312, 212),
      ...pdfWords('February 7, 2027', 398, 212),
      ...pdfWords('TERMINATED IF CHECKED', 501, 210),
    ])
    expect(got['policy.effectiveDate']).toBe('2026-02-07')
    expect(got['policy.expirationDate']).toBe('2027-02-07')
  })

  it("leaves the master policy's limit and the association to the master policy", () => {
    const page = [
      ...pdfWords('COVERAGE/PERILS/FORMS', 190, 375),
      ...pdfWords('AMOUNT OF INSURANCE', 450, 375),
      ...pdfWords('Coverage A - Dwelling (unit improvements)', 22, 402),
      ...pdfWords('$ 195,000', 447, 402),
      ...pdfWords(
        'Master policy: Finial Condominium Association, insured by Wickerby Mutual, building limit $ 21,180,000.',
        20,
        532,
      ),
      ...pdfWords('ADDITIONAL INTEREST', 20, 650),
      ...pdfWords('NAME AND ADDRESS', 22, 661),
      ...pdfWords('MORTGAGEE', 322, 661),
      ...pdfWords('Finial Condominium Association', 22, 675),
    ]
    expect(candidates(page, 'policy.coverageAmount')).not.toContain('21180000')
    const got = extract(page)
    expect(got['policy.coverageAmount']).toBe('195000')
    expect(got['policy.mortgagee']).toBeUndefined()
  })
})

describe("a certificate's two halves", () => {
  it("reads the producer under its caption beside the other half's captions and values", () => {
    const got = extract([
      ...pdfWords('PRODUCER', 22, 97),
      ...pdfWords('CONTACT', 310, 97),
      ...pdfWords('Bronwen Tregarthen', 350, 97),
      ...pdfWords('INSURED', 22, 160),
      ...pdfWords('INSURER A : Sextant Inland Marine Underwriters', 310, 160),
      ...pdfWords('LOCATION', 22, 220),
      ...pdfWords('10759 Arrowgrass Parade', 100, 220),
      ...pdfWords('Burdock Street Agency LLC', 23, 109),
      ...pdfWords('PHONE', 310, 109),
      ...pdfWords('(717) 814-9668', 354, 109),
      ...pdfWords('2207 Lychgate Row', 23, 121),
      ...pdfWords('Ostrowska Spinney Inc.', 23, 172),
      ...pdfWords('INSURER A :', 310, 172),
    ])
    expect(got['policy.producer']).toBe('Burdock Street Agency LLC')
  })

  it("reads the year built from a description's clause", () => {
    const got = extract([
      ...pdfWords('LOCATION OF PREMISES / DESCRIPTION OF PROPERTY', 22, 240),
      ...pdfWords(
        'Location 1: 10759 Arrowgrass Parade / Nevada City, CA - built 2008, slab.',
        23,
        254,
      ),
    ])
    expect(got['property.yearBuilt']).toBe('2008')
  })
})
