/**
 * Certificates whose rows' fields are not all named after their row (the garage certificate's
 * "other" row: its letter and description named "OtherPolicy_…", its number and dates only
 * numbered, "Policy_…_F"): the widgets on the row's line are its own. And the insured's name on a
 * flattened certificate whose insurer boxes beside it are filled in after their captions.
 */
import { describe, expect, it } from 'vitest'
import { matchFormFields } from '../../../src/server/extraction/form-matcher'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { FormFieldValue, TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

/** A widget `name` holding `value`, at `x` on the line at `y` (page fractions). */
const at = (name: string, value: string, x: number, y: number, h = 0.012): FormFieldValue => ({
  name: `F[0].P1[0].${name}[0]`,
  value,
  bbox: { page: 1, x0: x, y0: y, x1: x + 0.07, y1: y + h },
})

/** A garage certificate: a liability row of insurer A, and an "other" row of `letter`. */
function garage(description: string, withNumber = true): FormFieldValue[] {
  return [
    at('Insurer_FullName_A', 'Harbor Auto Insurance Company', 0.57, 0.21),
    at('Insurer_FullName_B', 'Bluff Commercial Lines Co.', 0.57, 0.227),
    at('GarageLiability_InsurerLetterCode_A', 'A', 0.03, 0.402),
    at('Policy_PolicyNumberIdentifier_A', 'GAR 100200-1', 0.35, 0.402),
    at('Policy_EffectiveDate_A', '3/1/2026', 0.55, 0.402),
    at('Policy_ExpirationDate_A', '3/1/2027', 0.62, 0.402),
    at('OtherPolicy_InsurerLetterCode_A', 'B', 0.03, 0.727),
    at('OtherPolicy_OtherPolicyDescription_A', description, 0.07, 0.72, 0.026),
    ...(withNumber ? [at('Policy_PolicyNumberIdentifier_F', 'CPP-808-61834', 0.35, 0.727)] : []),
    at('Policy_EffectiveDate_F', '4/18/2026', 0.55, 0.727),
    at('Policy_ExpirationDate_F', '4/18/2027', 0.62, 0.727),
    at('OtherPolicy_CoverageLimitAmount_A', 'BUILDING\n3,775,000', 0.7, 0.72, 0.026),
  ]
}

const answers = (fields: FormFieldValue[]): Record<string, string> =>
  Object.fromEntries(
    selectResults(
      matchFormFields(fields).map((c) => ({ ...c, source: 'form-field' as const })),
      null,
    ).map((r) => [r.field, r.normalized]),
  )

describe("a certificate's property row whose number and dates are only numbered", () => {
  it("takes the number, dates and limit on the row's line, and the insurer its letter names", () => {
    const got = answers(garage('COMMERCIAL PROPERTY\nSPECIAL FORM, RC'))
    expect(got['policy.policyNumber']).toBe('CPP-808-61834')
    expect(got['policy.effectiveDate']).toBe('2026-04-18')
    expect(got['policy.expirationDate']).toBe('2027-04-18')
    expect(got['policy.carrier']).toBe('Bluff Commercial Lines Co.')
    expect(got['policy.coverageAmount']).toBe('3775000')
  })

  it("gives no other row's number when the property row's number is not on its line", () => {
    const got = answers(garage('COMMERCIAL PROPERTY', false))
    expect(got['policy.policyNumber']).toBeUndefined()
    expect(got['policy.effectiveDate']).toBe('2026-04-18')
  })

  it('takes the row whose description abbreviates the building ("BLDG")', () => {
    const got = answers(garage('4410 Keel Ave\nCAR WASH BLDG - SPECIAL'))
    expect(got['policy.policyNumber']).toBe('CPP-808-61834')
    expect(got['policy.carrier']).toBe('Bluff Commercial Lines Co.')
    expect(got['policy.expirationDate']).toBe('2027-04-18')
  })

  it('leaves the rows alone when the other row is no property policy', () => {
    const got = answers(garage('INLAND MARINE'))
    expect(got['policy.policyNumber']).toBe('GAR 100200-1')
    expect(got['policy.coverageAmount']).toBeUndefined()
  })
})

describe('a property row that says it is the policy of a row above', () => {
  it('takes the number and dates of the row above written by the same insurer', () => {
    const got = answers([
      at('Insurer_FullName_A', 'Wrayburn Commercial Insurance Co.', 0.57, 0.21),
      at('Insurer_FullName_B', 'Troutbeck Auto Insurance Company', 0.57, 0.227),
      at('GeneralLiability_InsurerLetterCode_A', 'A', 0.03, 0.424),
      at('Policy_GeneralLiability_PolicyNumberIdentifier_A', 'BOP4296402-96', 0.35, 0.424),
      at('Policy_GeneralLiability_EffectiveDate_A', '06/14/25', 0.54, 0.424),
      at('Policy_GeneralLiability_ExpirationDate_A', '06/14/26', 0.62, 0.424),
      at('Vehicle_InsurerLetterCode_A', 'B', 0.03, 0.515),
      at('Policy_AutomobileLiability_PolicyNumberIdentifier_A', 'CA 8446916', 0.35, 0.515),
      at('Policy_AutomobileLiability_EffectiveDate_A', '10/21/25', 0.54, 0.515),
      at('OtherPolicy_InsurerLetterCode_A', 'A', 0.03, 0.682),
      at('OtherPolicy_OtherPolicyDescription_A', 'PROPERTY\n(PART OF PACKAGE)', 0.07, 0.674),
      at('OtherPolicy_PolicyNumberIdentifier_A', 'SAME AS ABOVE', 0.35, 0.682),
    ])
    expect(got['policy.policyNumber']).toBe('BOP4296402-96')
    expect(got['policy.effectiveDate']).toBe('2025-06-14')
    expect(got['policy.expirationDate']).toBe('2026-06-14')
    expect(got['policy.carrier']).toBe('Wrayburn Commercial Insurance Co.')
  })
})

const pdfWords = (text: string, x: number, baseline: number, size = 8): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

describe('the insured under its caption, beside filled insurer boxes', () => {
  it("reads the name set flush with the caption, not as a row of the caption's column", () => {
    const lines = buildLines(
      [
        ...pdfWords('PRODUCER', 24, 124, 7),
        ...pdfWords('CONTACT NAME:', 312, 124, 7),
        ...pdfWords('Helmi Kenyon', 350, 124),
        ...pdfWords('Shackleton Agency Group', 24, 136),
        ...pdfWords('PHONE:', 312, 136, 7),
        ...pdfWords('(805) 469-6016', 350, 136),
        ...pdfWords('INSURER A : Harbor Auto Insurance Company', 312, 170),
        ...pdfWords('INSURED', 24, 183, 7),
        ...pdfWords('INSURER B : Bluff Commercial Lines Co.', 312, 183),
        ...pdfWords('68426', 540, 183),
        ...pdfWords('Whittaker Fellmongers Inc.', 24, 195),
        ...pdfWords('INSURER C :', 312, 195),
        ...pdfWords('Premises: 7151 Keelson Court', 24, 600),
        ...pdfWords('CERTIFICATE HOLDER', 24, 650, 7),
        ...pdfWords('CANCELLATION', 312, 650, 7),
        ...pdfWords('City of Spearfish', 24, 662),
        ...pdfWords('SHOULD ANY OF THE ABOVE POLICIES BE CANCELLED', 312, 662, 7),
      ],
      ASPECT,
    )
    const found = matchLines(lines, ASPECT).map((c) => ({ ...c, source: 'text-layer' as const }))
    const got = Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
    expect(got['policy.namedInsured']).toBe('Whittaker Fellmongers Inc.')
  })
})

describe("a certificate holder's long name", () => {
  it("is the mortgagee though it runs on past the next box's edge", () => {
    const lines = buildLines(
      [
        ...pdfWords('Certificate holder is mortgagee on the building.', 30, 300),
        ...pdfWords('CERTIFICATE HOLDER', 20, 400, 7),
        ...pdfWords('CANCELLATION', 320, 400, 7),
        ...pdfWords('Second Ashby-Lyle Federal Savings Bank of Western Pennsylvania', 60, 420, 9),
        ...pdfWords('ISAOA ATIMA', 60, 431),
        ...pdfWords('AUTHORIZED REPRESENTATIVE', 320, 440, 7),
      ],
      ASPECT,
    )
    const found = matchLines(lines, ASPECT).map((c) => ({ ...c, source: 'text-layer' as const }))
    const got = Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
    expect(got['policy.mortgagee']).toBe(
      'Second Ashby-Lyle Federal Savings Bank of Western Pennsylvania',
    )
  })
})
