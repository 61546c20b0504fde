import { describe, expect, it } from 'vitest'
import { matchFormFields } from '../../../src/server/extraction/form-matcher'
import { formFieldLeafName } from '../../../src/server/extraction/form-field-names'
import type { FormFieldValue } from '../../../src/server/extraction/types'

const box = { page: 1, x0: 0.1, y0: 0.1, x1: 0.4, y1: 0.12 }
const field = (name: string, value: string): FormFieldValue => ({ name, value, bbox: box })

describe('AcroForm field names', () => {
  it('takes the leaf of hierarchical (XFA-style) names', () => {
    expect(formFieldLeafName('F[0].P1[0].Loan[0]')).toBe('loan')
    expect(formFieldLeafName('Policy Number')).toBe('policy number')
  })

  it('maps ACORD and plain names to fields, with typed normal forms', () => {
    const got = matchFormFields([
      field('Policy_PolicyNumberIdentifier_A', 'PLC-2025-26749'),
      field('F[0].P1[0].NamedInsured_FullName_A[0]', 'Linh Okafor\n12 Main St'),
      field('Policy_EffectiveDate_A', '01/15/2025'),
      field('EvidenceOfProperty_LimitAmount_A', '$335,000'),
      field('Yr Built', '2020'),
      field('Street Address', '131 Any street, Columbus, OH, 43215'),
      field('NAIC Code', 'A1221'),
    ])
    const byField = Object.fromEntries(got.map((c) => [c.field, c]))
    expect(byField['policy.policyNumber']?.normalized).toBe('PLC-2025-26749')
    expect(byField['policy.namedInsured']?.value).toBe('Linh Okafor')
    expect(byField['policy.effectiveDate']?.normalized).toBe('2025-01-15')
    expect(byField['policy.coverageAmount']?.normalized).toBe('335000')
    expect(byField['property.yearBuilt']?.normalized).toBe('2020')
    expect(byField['property.address']?.normalized).toBe('131 Any street')
    expect(got.some((c) => c.value === 'A1221')).toBe(false)
    expect(byField['policy.policyNumber']?.bbox).toEqual(box)
  })

  it('skips values that do not parse as the field type', () => {
    expect(matchFormFields([field('Policy_EffectiveDate_A', 'TBD')])).toEqual([])
  })
  it('skips boxes filled to say they are empty, whatever the field', () => {
    const got = matchFormFields([
      field('Policy_PolicyNumberIdentifier_A', 'TBD'),
      field('Insurer_FullName_A', 'N/A'),
      field('AdditionalInterest_FullName_A', 'Evidence for the insured file - no lender'),
      field('AdditionalInterest_AccountNumberIdentifier_A', '*** NONE ***'),
      field('NamedInsured_FullName_A', 'To be advised'),
      field('Producer_FullName_A', 'Alder Agency'),
    ])
    expect(got.map((c) => c.field)).toEqual(['policy.producer'])
  })
})

describe("a certificate's property row", () => {
  const certificate = (otherDescription: string): FormFieldValue[] => [
    field('Insurer_FullName_A', 'Harbor Casualty Company'),
    field('Insurer_FullName_B', 'Bluff Fire Insurance Co.'),
    field('GeneralLiability_InsurerLetterCode_A', 'A'),
    field('Policy_GeneralLiability_PolicyNumberIdentifier_A', 'GL100200'),
    field('Policy_GeneralLiability_EffectiveDate_A', '07/02/2027'),
    field('OtherPolicy_InsurerLetterCode_A', 'B'),
    field('OtherPolicy_OtherPolicyDescription_A', otherDescription),
    field('OtherPolicy_PolicyNumberIdentifier_A', 'DP19-77'),
    field('OtherPolicy_PolicyEffectiveDate_A', '03/27/2027'),
  ]
  const values = (got: ReturnType<typeof matchFormFields>, f: string): string[] =>
    got.filter((c) => c.field === f).map((c) => c.normalized)

  it("takes the property row's number and dates, and the insurer its letter names", () => {
    const got = matchFormFields(certificate('PROPERTY - DP-3'))
    expect(values(got, 'policy.policyNumber')).toEqual(['DP19-77'])
    expect(values(got, 'policy.effectiveDate')).toEqual(['2027-03-27'])
    expect(values(got, 'policy.carrier')).toEqual(['Bluff Fire Insurance Co.'])
  })

  it('leaves the rows alone when no row evidences property', () => {
    const got = matchFormFields(certificate('Inland marine - contractors equipment'))
    expect(values(got, 'policy.policyNumber')).toContain('GL100200')
    expect(values(got, 'policy.carrier')).toEqual(['Harbor Casualty Company'])
  })
})

describe('a certificate of property insurance with an excess row', () => {
  it('keeps the row named for property, not an excess row that covers the building', () => {
    const got = matchFormFields([
      field('Insurer_FullName_A', 'Palisade Indemnity Company'),
      field('Insurer_FullName_B', 'Marsh Surplus Lines Insurance Company'),
      field('Property_InsurerLetterCode_A', 'A'),
      field('Policy_Property_PolicyNumberIdentifier_A', 'CPP 848-82499'),
      field('OtherPolicy_InsurerLetterCode_A', 'B'),
      field('OtherPolicy_OtherPolicyDescription_A', 'Excess flood'),
      field('OtherPolicy_PolicyNumberIdentifier_A', 'XF-5281'),
      field('OtherPolicy_CoverageDescription_A', 'Building'),
    ])
    const of = (f: string): string[] => got.filter((c) => c.field === f).map((c) => c.normalized)
    expect(of('policy.policyNumber')).toEqual(['CPP 848-82499'])
    expect(of('policy.carrier')).toEqual(['Palisade Indemnity Company'])
  })
})
