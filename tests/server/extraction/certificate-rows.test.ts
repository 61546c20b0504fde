/**
 * Certificates that list several policies (an ACORD 25 with liability, auto and property rows)
 * and evidence forms whose coverage lines start with another coverage than the dwelling: the
 * property policy's row and the dwelling's line are the answer, on hand-made pages and fields.
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

/** A flattened certificate: insurers A and B, a liability row and a last row described `last`. */
function certificate(last: string): TextToken[] {
  return [
    ...pdfWords('INSURER A :', 310, 100),
    ...pdfWords('Harbor Casualty Company', 360, 100),
    ...pdfWords('INSURER B :', 310, 112),
    ...pdfWords('Bluff Fire Insurance Co.', 360, 112),
    ...pdfWords('INSR', 20, 150, 6),
    ...pdfWords('POLICY EFF', 340, 150, 6),
    ...pdfWords('POLICY EXP', 390, 150, 6),
    ...pdfWords('LTR', 20, 157, 6),
    ...pdfWords('TYPE OF INSURANCE', 70, 157, 6),
    ...pdfWords('POLICY NUMBER', 230, 157, 6),
    ...pdfWords('COMMERCIAL GENERAL LIABILITY', 50, 170),
    ...pdfWords('A', 24, 190),
    ...pdfWords('GL100200', 220, 190),
    ...pdfWords('7/2/2027', 340, 190),
    ...pdfWords('7/2/2028', 390, 190),
    ...pdfWords('EACH OCCURRENCE', 440, 190),
    ...pdfWords(last, 50, 300),
    ...pdfWords('B', 24, 310),
    ...pdfWords('DP19-1563523', 220, 310),
    ...pdfWords('3/27/2027', 340, 310),
    ...pdfWords('3/27/2028', 390, 310),
  ]
}

describe("a flattened certificate's property row", () => {
  it("takes the property row's number and dates, and the insurer its letter names", () => {
    const got = extract(certificate('PROPERTY - DP-3'))
    expect(got['policy.policyNumber']).toBe('DP19-1563523')
    expect(got['policy.effectiveDate']).toBe('2027-03-27')
    expect(got['policy.expirationDate']).toBe('2028-03-27')
    expect(got['policy.carrier']).toBe('Bluff Fire Insurance Co.')
  })

  it('takes a row that abbreviates the building ("BLDG") as the property row', () => {
    const got = extract(certificate('CAR WASH BLDG - SPECIAL'))
    expect(got['policy.policyNumber']).toBe('DP19-1563523')
    expect(got['policy.carrier']).toBe('Bluff Fire Insurance Co.')
  })

  it('reads a scan\'s doubled letter ("Cc") and a row naming contents as the property row', () => {
    const tokens = certificate('BROAD CONTENTS SPECIAL').map((t) =>
      t.text === 'B' && t.bbox.y0 > 0.2 ? { ...t, text: 'Bb' } : t,
    )
    const got = extract(tokens)
    expect(got['policy.policyNumber']).toBe('DP19-1563523')
    expect(got['policy.carrier']).toBe('Bluff Fire Insurance Co.')
  })

  it('takes no insurer name from a remark below the table that names the insurer', () => {
    // The insurers' list names no insurer B: only the remark below the table does.
    const listLine = pdfWords('INSURER B :', 310, 112)[0]?.bbox.y0
    const got = extract([
      ...certificate('PROPERTY - DP-3').filter((t) => t.bbox.y0 !== listLine),
      ...pdfWords('INSURER B BUILDING POLICY: ALL PERILS DEDUCTIBLE', 50, 400),
    ])
    expect(got['policy.carrier']).toBeUndefined()
  })

  it('leaves the rows alone when no row describes a property policy', () => {
    const got = extract(certificate('INLAND MARINE'))
    expect(got['policy.policyNumber']).not.toBe('DP19-1563523')
    expect(got['policy.carrier']).not.toBe('Bluff Fire Insurance Co.')
  })
})

const box = { page: 1, x0: 0.1, y0: 0.1, x1: 0.4, y1: 0.12 }
const field = (name: string, value: string): FormFieldValue => ({ name, value, bbox: box })

describe('coverage lines of an evidence form', () => {
  const of = (got: ReturnType<typeof matchFormFields>, f: string): string[] =>
    got.filter((c) => c.field === f).map((c) => c.normalized)

  it("takes the limit of the line that names the dwelling, not the first line's", () => {
    const got = matchFormFields([
      field('EvidenceOfProperty_CoverageDescription_A', 'Personal Property'),
      field('EvidenceOfProperty_LimitAmount_A', '$852,000.00'),
      field('EvidenceOfProperty_CoverageDescription_B', 'Dwelling - replacement cost'),
      field('EvidenceOfProperty_LimitAmount_B', '$1,420,000.00'),
    ])
    expect(of(got, 'policy.coverageAmount')).toEqual(['1420000'])
  })

  it('gives no coverage amount from a first line that names another coverage', () => {
    const got = matchFormFields([
      field('EvidenceOfProperty_CoverageDescription_A', 'Contents'),
      field('EvidenceOfProperty_LimitAmount_A', '$50,000'),
    ])
    expect(of(got, 'policy.coverageAmount')).toEqual([])
  })

  it("takes the property row's building line on a certificate, not another row's", () => {
    const got = matchFormFields([
      field('Insurer_FullName_A', 'Harbor Casualty Company'),
      field('GeneralLiability_InsurerLetterCode_A', 'A'),
      field('OtherPolicy_InsurerLetterCode_A', 'A'),
      field('OtherPolicy_OtherPolicyDescription_A', 'COMMERCIAL PROPERTY'),
      field('OtherPolicy_CoverageCode_A', 'Bldg - Loc 1'),
      field('OtherPolicy_CoverageLimitAmount_A', '6,800,000'),
      field('OtherPolicy_CoverageCode_B', 'Bldg - Loc 2'),
      field('OtherPolicy_CoverageLimitAmount_B', '7,700,000'),
    ])
    expect(of(got, 'policy.coverageAmount')).toEqual(['6800000'])
  })
})

describe('a limits table', () => {
  it("takes the dwelling's amount under the column, past a personal property row", () => {
    const got = extract([
      ...pdfWords('COVERAGE / PERILS / FORMS', 60, 100, 7),
      ...pdfWords('AMOUNT OF INSURANCE', 380, 100, 7),
      ...pdfWords('DEDUCTIBLE', 480, 100, 7),
      ...pdfWords('Personal Property', 30, 114),
      ...pdfWords('$852,000.00', 385, 114),
      ...pdfWords('Other Structures', 30, 126),
      ...pdfWords('$142,000.00', 385, 126),
      ...pdfWords('Dwelling - replacement cost', 30, 138),
      ...pdfWords('$1,420,000.00', 385, 138),
      ...pdfWords('$5,000.00', 480, 138),
    ])
    expect(got['policy.coverageAmount']).toBe('1420000')
  })

  it("takes the first location's building line over a later one's", () => {
    const got = extract([
      ...pdfWords('Bldg - Loc 1', 440, 100),
      ...pdfWords('6,800,000', 520, 100),
      ...pdfWords('Bldg - Loc 2', 440, 112),
      ...pdfWords('7,700,000', 520, 112),
    ])
    expect(got['policy.coverageAmount']).toBe('6800000')
  })
})

describe('the certificate holder as the mortgagee', () => {
  const holder = (lines: string[], remark?: string): Record<string, string> =>
    extract([
      ...(remark === undefined ? [] : pdfWords(remark, 30, 300)),
      ...pdfWords('CERTIFICATE HOLDER', 20, 400, 7),
      ...pdfWords('CANCELLATION', 320, 400, 7),
      ...lines.flatMap((l, k) => pdfWords(l, 60, 420 + 11 * k)),
    ])

  it('takes the holder whose box carries a loan number or the ISAOA clause', () => {
    expect(
      holder(['Sandhill Crane Lending Corp.', 'Loan 89388069565 ISAOA ATIMA', 'PO Box 7'])[
        'policy.mortgagee'
      ],
    ).toBe('Sandhill Crane Lending Corp.')
  })

  it("takes a lender's name when a remark says the holder is the mortgagee", () => {
    const remark = 'Certificate holder is mortgagee on the property policy only.'
    expect(holder(['Osceola Ridge Bank', '12 Main Street'], remark)['policy.mortgagee']).toBe(
      'Osceola Ridge Bank',
    )
    // …but not a holder that is no lender, whatever the remark says.
    expect(holder(['Bid file - general contractor'], remark)['policy.mortgagee']).toBeUndefined()
  })

  it('takes no holder without a word of a lender, nor one whose box says there is none', () => {
    expect(holder(['Osceola Ridge Bank', '12 Main Street'])['policy.mortgagee']).toBeUndefined()
    expect(holder(['The unit owner', '(no mortgagee on file)'])['policy.mortgagee']).toBeUndefined()
  })
})

describe("a loan number in the mortgagee's words", () => {
  it('takes the number after "loan" where the mortgagee or its clause is named', () => {
    expect(
      extract(
        pdfWords('Mortgagee loan 785-1586089 - second lien Schist Lending not endorsed.', 30, 300),
      )['policy.loanNumber'],
    ).toBe('785-1586089')
    expect(extract(pdfWords('Loan 89388069565 ISAOA ATIMA', 30, 300))['policy.loanNumber']).toBe(
      '89388069565',
    )
  })

  it('takes no bare "Loan" number (a previous lender\'s), nor a date under a loan caption', () => {
    // (A line that is only "Loan <number>", as a lender's address block ends, is that lender's.)
    expect(
      extract(pdfWords("Paid off: the previous lender's Loan 5044981896 in full", 300, 300))[
        'policy.loanNumber'
      ],
    ).toBeUndefined()
    expect(
      extract([...pdfWords('LOAN NUMBER', 300, 300, 7), ...pdfWords('July 12th, 2028', 300, 320)])[
        'policy.loanNumber'
      ],
    ).toBeUndefined()
  })
})

describe('the insured location in a remark', () => {
  it('reads the street line of a location remark that runs on as a sentence', () => {
    const line =
      'Insured location: 12438 Teal Road - Oskaloosa IA 52577 - rental dwelling built 1945.'
    expect(extract(pdfWords(line, 30, 300))['property.address']).toBe('12438 Teal Road')
  })

  it('takes the first of numbered locations, after a dash in a remark', () => {
    const line = 'Property policy (insurer E) - Loc 1: 17265 Spinnaker Ave - Brattleboro VT 05301'
    expect(extract(pdfWords(line, 30, 300))['property.address']).toBe('17265 Spinnaker Ave')
    expect(
      extract(pdfWords('Loc 2: 88 Mill Road - Bethel VT', 30, 300))['property.address'],
    ).toBeUndefined()
  })
})

describe('a wrapped "ADDITIONAL INSURED" option', () => {
  it('is no named insured caption over the option below it', () => {
    const got = extract([
      ...pdfWords('ADDITIONAL', 36, 660, 6),
      ...pdfWords('INSURED', 36, 667, 6),
      ...pdfWords('BREACH OF', 36, 674, 6),
      ...pdfWords('WARRANTY', 36, 681, 6),
    ])
    expect(got['policy.namedInsured']).toBeUndefined()
  })
})
