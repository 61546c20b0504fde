/**
 * Evidence and property-section forms that list other coverages beside the building: a
 * schedule's subject-of-insurance rows, sub-limit lines with their own deductibles, and the loan
 * and location a remark names — on hand-made pages and fields.
 */
import { describe, expect, it } from 'vitest'
import { matchFormFields } from '../../../src/server/extraction/form-matcher'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { FormFieldValue, TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

const pdfWords = (text: string, x: number, baseline: number, size = 8): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

let y = 0.1
const field = (name: string, value: string): FormFieldValue => {
  y += 0.02
  return { name, value, bbox: { page: 1, x0: 0.1, y0: y, x1: 0.4, y1: y + 0.015 } }
}

describe("a property schedule's subject rows", () => {
  const of = (got: ReturnType<typeof matchFormFields>, f: string): string[] =>
    got.filter((c) => c.field === f).map((c) => c.normalized)

  it("takes the building row's limit and deductible, not the first row's (personal property)", () => {
    const got = matchFormFields([
      field('CommercialProperty_Premises_SubjectOfInsuranceCode_A', 'BPP'),
      field('CommercialProperty_Premises_LimitAmount_A', '410,000'),
      field('CommercialProperty_Premises_DeductibleAmount_A', '1,000'),
      field('CommercialProperty_Premises_SubjectOfInsuranceCode_B', 'BLDG'),
      field('CommercialProperty_Premises_LimitAmount_B', '2,750,000'),
      field('CommercialProperty_Premises_DeductibleAmount_B', '10,000'),
      field('CommercialProperty_Premises_SubjectOfInsuranceCode_C', 'BI w/ EE'),
      field('CommercialProperty_Premises_LimitAmount_C', '300,000'),
    ])
    expect(of(got, 'policy.coverageAmount')).toEqual(['2750000'])
    expect(of(got, 'policy.deductible')).toEqual(['10000'])
  })
})

describe('sub-limit lines', () => {
  it("leaves a fungus line's deductible to the fungus coverage", () => {
    const got = extract([
      ...pdfWords('COMMERCIAL PROPERTY COVERAGE AMOUNT OF INSURANCE:', 30, 300),
      ...pdfWords('$ 2,700,000', 250, 300),
      ...pdfWords('DED: 5,000', 420, 300),
      ...pdfWords('LIMITED FUNGUS COVERAGE', 30, 340),
      ...pdfWords('If YES, LIMIT:', 300, 340),
      ...pdfWords('25,000', 360, 340),
      ...pdfWords('DED:', 420, 340),
      ...pdfWords('1,000', 450, 340),
    ])
    expect(got['policy.deductible']).toBe('5000')
    expect(
      extract([
        ...pdfWords('LIMITED FUNGUS COVERAGE', 30, 340),
        ...pdfWords('DED:', 420, 340),
        ...pdfWords('1,000', 450, 340),
      ])['policy.deductible'],
    ).toBeUndefined()
  })

  it("takes no deductible from a column's first row when that row is personal property", () => {
    const got = extract([
      ...pdfWords('SUBJECT OF INSURANCE', 30, 300, 7),
      ...pdfWords('DED', 360, 300, 7),
      ...pdfWords('BPP', 30, 314),
      ...pdfWords('2,000', 360, 314),
    ])
    expect(got['policy.deductible']).toBeUndefined()
  })
})

describe('a remark that names the loan and the location', () => {
  it('takes the loan a remark is headed "Re:"', () => {
    const line = 'Re: Loan LN5520913 - certificate holder is mortgagee as respects Location 1.'
    expect(extract(pdfWords(line, 30, 300))['policy.loanNumber']).toBe('LN5520913')
  })

  it("reads the street of the first location's first building", () => {
    const line = 'LOC 1 BLDG 1: 448 HARROW LANE, DUBLIN OH 43017 (SPRINKLERED)'
    expect(extract(pdfWords(line, 30, 300))['property.address']).toBe('448 HARROW LANE')
    expect(
      extract(pdfWords('LOC 1 BLDG 2: 450 HARROW LANE, DUBLIN OH', 30, 300))['property.address'],
    ).toBeUndefined()
  })
})

describe("a certificate's deductibles column and holder", () => {
  it('takes the amount under the deductibles\' "BUILDING" as the deductible, not the limit', () => {
    const got = extract([
      ...pdfWords('PROPERTY', 50, 300),
      ...pdfWords('BUILDING', 400, 300),
      ...pdfWords('$ 7,575,000.00', 520, 300),
      ...pdfWords('DEDUCTIBLES', 100, 312),
      ...pdfWords('PERSONAL PROPERTY', 400, 312),
      ...pdfWords('$ 4,545,000.00', 520, 312),
      ...pdfWords('BUILDING', 100, 324),
      ...pdfWords('BUSINESS INCOME', 400, 324),
      ...pdfWords('$ 1,515,000.00', 520, 324),
      ...pdfWords('$2,500.00', 100, 334),
    ])
    expect(got['policy.deductible']).toBe('2500')
    expect(got['policy.coverageAmount']).toBe('7575000')
  })

  it('takes a lender holder with a reference in its box as the mortgagee, and the reference', () => {
    const holder = (name: string): TextToken[] => [
      ...pdfWords('CERTIFICATE HOLDER', 30, 600),
      ...pdfWords('CANCELLATION', 320, 600),
      ...pdfWords(name, 70, 620),
      ...pdfWords('Ref ML41807863 - P.O. Box 45776', 70, 632),
    ]
    const got = extract(holder('Nightjar Federal Credit Union'))
    expect(got['policy.mortgagee']).toBe('Nightjar Federal Credit Union')
    expect(got['policy.loanNumber']).toBe('ML41807863')
    // A holder that is no lender (a contractor) is not made one by a reference.
    expect(extract(holder('Gable Roofing Contractors'))['policy.mortgagee']).toBeUndefined()
  })
})
