/**
 * How ACORD (and common) AcroForm field names map to extraction fields: a fillable form names its
 * fields, and the name says what a widget holds more surely than any caption printed beside it.
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'

/** How ACORD (and common) AcroForm field names map to fields: tested on the name's last part. */
export const FORM_FIELD_NAMES: Readonly<Record<ExtractionFieldId, readonly RegExp[]>> = {
  'policy.policyNumber': [
    /policy_?(?:\w+_)?policy_?number(?:identifier)?_a$/,
    /policy_?number(?:identifier)?(?:_a)?$/,
    /^policy ?(?:no|number|#)$/,
    /^policy$/,
  ],
  'policy.carrier': [
    /^insurer_fullname_a$/,
    /carrier_?name$/,
    /^(?:carrier|insurer|insurance company|company)$/,
  ],
  'policy.namedInsured': [
    /^namedinsured_fullname_a$/,
    /insured1_name$/,
    /^(?:applicant|named insured|insured|named|insured name)$/,
  ],
  'policy.effectiveDate': [/(?:^|_)effectivedate(?:_a)?$/, /^effective ?date$/],
  'policy.expirationDate': [/(?:^|_)expirationdate(?:_a)?$/, /^expiration ?date$/],
  'policy.premium': [
    /(?:^|_)policy_?premium(?:amount)?(?:_a)?$/,
    /totalpremium(?:amount)?(?:_a)?$/,
    /^(?:total )?premium$/,
  ],
  'policy.coverageAmount': [
    /evidenceofproperty_limitamount_a$/,
    /dwelling_?limit(?:amount)?(?:_a)?$/,
    /building_?limit(?:amount)?(?:_a)?$/,
    /^amount line 1$/,
    /^coverage ?a$/,
  ],
  'policy.deductible': [
    /evidenceofproperty_deductibleamount_a$/,
    /premises_deductibleamount_a$/,
    /^ded line 1$/,
    /^deductible$/,
  ],
  'policy.mortgagee': [
    /^additionalinterest_fullname_a$/,
    /^(?:mortgagee|mortgagee name|loss payee)$/,
    /^nameadd$/,
  ],
  'policy.loanNumber': [
    /^additionalinterest_accountnumberidentifier_[ab]$/,
    /^loan(?: ?(?:number|no|#))?$/,
  ],
  'policy.producer': [/^producer_fullname_a$/, /agency_?name$/, /^(?:agency|producer|agent)$/],
  'property.address': [
    /physicaladdress_streetlineone_a$/,
    /^street address$/,
    /premises_?(?:street)?address(?:_?lineone)?(?:_a)?$/,
    // An application's first premises: "Location1_Street" (later locations are other buildings).
    /(?:^|_)(?:location|premises)_?1?_street(?:address|lineone)?$/,
  ],
  'property.yearBuilt': [/yearbuilt|builtyear|^yr built$/, /constructionyear/],
}

/** The last part of a (possibly hierarchical, XFA-style) field name, lower-cased: "F[0].P1[0].Loan[0]" → "loan". */
export function formFieldLeafName(name: string): string {
  const last = name.split('.').pop() ?? name
  return last
    .replace(/\[\d+\]$/, '')
    .trim()
    .toLowerCase()
}

/**
 * Names of a prior or other policy's fields ("PriorCarrier_1_AutoPolicyNumber",
 * "General_OtherInsurance_1_PolicyNumber"): an application lists the expiring and the applicant's
 * other policies beside the one applied for, and their numbers, dates and premiums are not its.
 */
const ANOTHER_POLICY = /(?:^|_)(?:prior|previous|expiring|otherinsurance)/

/** True when a field's (leaf) name says it holds a prior or other policy's value. */
export function namesAnotherPolicy(leaf: string): boolean {
  return ANOTHER_POLICY.test(leaf)
}
