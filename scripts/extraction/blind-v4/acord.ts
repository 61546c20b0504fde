/**
 * The real ACORD forms this blind set fills, each in a fill style no earlier set used: the ACORD 25
 * certificate of liability (2016, ACORD's standard field names; no blind set filled it) used for a
 * rental dwelling's property policy on its "other" row — dates like 5-Jan-26, the building limit
 * and deductible as coverage codes and limits, a general liability policy of another insurer on
 * its own row, the location in the remarks, the lender as certificate holder with the loan number
 * on its address line; the ACORD 27 evidence of property (2016) with written-out dates
 * ("January 5, 2026"), "$" amounts without cents, a co-insured named in the remarks and the
 * lender's loan number only on the interest's line; and the ACORD 24 certificate of property
 * (2016) as an agency system exports it — 2026/01/05, bare digits 1250000, the premium typed into
 * the special conditions. Blank forms hold no answers: every value found on them is a false positive.
 */
import type { FillEntry } from './acord-fill'
import { NUMBER_STYLES, addDays, type BlindPolicy, type NumberStyle } from './policy'
import { amount, printDate, printMoney, type Line } from './words'

/** A corpus form and how a policy fills it. */
export interface BlindAcordForm {
  readonly id: string
  /** File name under the corpus's blank-forms folder. */
  readonly file: string
  /** The corpus copy is encrypted (empty user password): decrypt with qpdf before filling. */
  readonly decrypt: boolean
  readonly line: Line
  readonly numberStyle: NumberStyle
  readonly filling: (p: BlindPolicy) => readonly FillEntry[]
}

/** A blank form of the corpus, used as it is or flattened. */
export interface BlindBlankForm {
  readonly id: string
  readonly file: string
  readonly decrypt: boolean
  readonly flatten: boolean
}

const e = (
  name: string,
  field: FillEntry['field'],
  printed: string,
  normalized?: string,
  words?: string,
): FillEntry => ({
  name,
  field,
  printed,
  ...(normalized === undefined ? {} : { normalized }),
  ...(words === undefined ? {} : { words }),
})

const cityOf = (cityStateZip: string): string => cityStateZip.split(',')[0] ?? ''

/** ACORD 25 (2016) used for a dwelling property policy on the "other" row. */
function acord25OtherRow(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'd-mon-yy')
  // The form prints "$" before each limit: typed amounts leave it out.
  const n = (x: number): string => printMoney(x, 'dollars').slice(1)
  const glEff = addDays(p.effectiveDate, 97)
  const entries: FillEntry[] = [
    e('Form_CompletionDate_A', null, d(p.issueDate)),
    e('Producer_FullName_A', 'policy.producer', p.producer),
    e('Producer_MailingAddress_LineOne_A', null, '77 Wharf Street, Floor 2'),
    e('Producer_ContactPerson_FullName_A', null, p.agentName),
    e('Producer_ContactPerson_PhoneNumber_A', null, p.agencyPhone),
    e('NamedInsured_FullName_A', 'policy.namedInsured', p.namedInsured),
    e('NamedInsured_MailingAddress_LineOne_A', null, p.mailingStreet),
    e('NamedInsured_MailingAddress_CityName_A', null, cityOf(p.mailingCity)),
    e('Insurer_FullName_A', null, 'Quillfeather Casualty Company'),
    e('Insurer_NAICCode_A', null, String((Number(p.naic) + 3301) % 100000).padStart(5, '0')),
    e('Insurer_FullName_B', 'policy.carrier', p.carrier),
    e('Insurer_NAICCode_B', null, p.naic),
    e('CertificateOfInsurance_CertificateNumberIdentifier_A', null, `EOI-${p.accountNumber}`),
    // Another insurer's liability policy on its own row: its number and dates are not answers.
    e('GeneralLiability_InsurerLetterCode_A', null, 'A'),
    e(
      'Policy_GeneralLiability_PolicyNumberIdentifier_A',
      null,
      `GL${p.accountNumber.replace('-', '')}`,
    ),
    e('Policy_GeneralLiability_EffectiveDate_A', null, d(glEff)),
    e('Policy_GeneralLiability_ExpirationDate_A', null, d(addDays(glEff, 365))),
    e('GeneralLiability_EachOccurrence_LimitAmount_A', null, n(p.liability)),
    e('GeneralLiability_GeneralAggregate_LimitAmount_A', null, n(2 * p.liability)),
    e('OtherPolicy_InsurerLetterCode_A', null, 'B'),
    e('OtherPolicy_OtherPolicyDescription_A', null, 'PROPERTY - DP-3'),
    e('OtherPolicy_PolicyNumberIdentifier_A', 'policy.policyNumber', p.policyNumber),
    e(
      'OtherPolicy_PolicyEffectiveDate_A',
      'policy.effectiveDate',
      d(p.effectiveDate),
      p.effectiveDate,
    ),
    e(
      'OtherPolicy_PolicyExpirationDate_A',
      'policy.expirationDate',
      d(p.expirationDate),
      p.expirationDate,
    ),
    e('OtherPolicy_CoverageCode_A', null, 'Dwelling (A)'),
    e(
      'OtherPolicy_CoverageLimitAmount_A',
      'policy.coverageAmount',
      n(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    e('OtherPolicy_CoverageCode_B', null, 'AOP Deductible'),
    e(
      'OtherPolicy_CoverageLimitAmount_B',
      'policy.deductible',
      n(p.deductible),
      amount(p.deductible),
    ),
    e('OtherPolicy_CoverageCode_C', null, 'Fair Rental Value'),
    e('OtherPolicy_CoverageLimitAmount_C', null, n(p.lossOfUse)),
    e(
      'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A',
      'property.address',
      `Insured location: ${p.street} - ${p.city} ${p.state} ${p.zip} - rental dwelling built ${p.yearBuilt}. Certificate holder is mortgagee on the property policy (insurer B) only.`,
      p.street,
      p.street,
    ),
  ]
  if (p.hasMortgagee)
    entries.push(
      e('CertificateHolder_FullName_A', 'policy.mortgagee', p.mortgagee),
      e(
        'CertificateHolder_MailingAddress_LineOne_A',
        'policy.loanNumber',
        `Loan ${p.loanNumber} ISAOA ATIMA`,
        p.loanNumber,
        p.loanNumber,
      ),
      e('CertificateHolder_MailingAddress_LineTwo_A', null, p.lenderStreet),
      e('CertificateHolder_MailingAddress_CityName_A', null, cityOf(p.lenderCity)),
    )
  else entries.push(e('CertificateHolder_FullName_A', null, 'Named insured - file copy'))
  return entries
}

/** ACORD 27 (2016): written-out dates, "$" without cents, a co-insured in the remarks. */
function acord27Words(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'month-d-y')
  const c = (x: number): string => printMoney(x, 'dollars')
  const entries: FillEntry[] = [
    e('Form_CompletionDate_A', null, d(p.issueDate)),
    e('Producer_FullName_A', 'policy.producer', p.producer),
    e('Producer_MailingAddress_LineOne_A', null, '5 Saddlery Yard'),
    e('Producer_ContactPerson_PhoneNumber_A', null, p.agencyPhone),
    e('Insurer_ProducerIdentifier_A', null, p.agencyCode),
    e('Insurer_FullName_A', 'policy.carrier', p.carrier),
    e('NamedInsured_FullName_A', 'policy.namedInsured', p.namedInsured),
    e('NamedInsured_MailingAddress_LineOne_A', null, p.mailingStreet),
    e('NamedInsured_MailingAddress_CityName_A', null, cityOf(p.mailingCity)),
    e('Policy_PolicyNumberIdentifier_A', 'policy.policyNumber', p.policyNumber),
    e('Policy_EffectiveDate_A', 'policy.effectiveDate', d(p.effectiveDate), p.effectiveDate),
    e('Policy_ExpirationDate_A', 'policy.expirationDate', d(p.expirationDate), p.expirationDate),
    e('EvidenceOfProperty_PhysicalAddress_StreetLineOne_A', 'property.address', p.street),
    e('EvidenceOfProperty_PhysicalAddress_CityName_A', null, p.city),
    e('EvidenceOfProperty_PhysicalAddress_StateOrProvinceCode_A', null, p.state),
    e('EvidenceOfProperty_PhysicalAddress_PostalCode_A', null, p.zip),
    // The description prints the year built: it is that field's answer on this fill.
    e(
      'EvidenceOfProperty_PropertyDescription_A',
      'property.yearBuilt',
      `1 family dwelling, year built ${p.yearBuilt}`,
      String(p.yearBuilt),
      String(p.yearBuilt),
    ),
    e('EvidenceOfProperty_CoverageDescription_A', null, 'Coverage A - Dwelling'),
    e(
      'EvidenceOfProperty_LimitAmount_A',
      'policy.coverageAmount',
      c(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    e(
      'EvidenceOfProperty_DeductibleAmount_A',
      'policy.deductible',
      c(p.deductible),
      amount(p.deductible),
    ),
    e('EvidenceOfProperty_CoverageDescription_B', null, 'Coverage C - Personal Property'),
    e('EvidenceOfProperty_LimitAmount_B', null, c(p.contents)),
    e('EvidenceOfProperty_DeductibleAmount_B', null, c(p.deductible)),
    e('EvidenceOfProperty_CoverageDescription_C', null, 'Coverage E - Personal Liability'),
    e('EvidenceOfProperty_LimitAmount_C', null, c(p.liability)),
    e(
      'EvidenceOfProperty_RemarkText_A',
      null,
      `Co-insured: ${p.secondInsured}. Renewal of ${p.priorPolicyNumber}. Escrowed; first installment ${printMoney(p.installment, 'cents')}.`,
    ),
  ]
  if (p.hasMortgagee)
    entries.push(
      e('AdditionalInterest_FullName_A', 'policy.mortgagee', p.mortgagee),
      e('AdditionalInterest_MailingAddress_LineOne_A', null, p.lenderStreet),
      e('AdditionalInterest_MailingAddress_CityName_A', null, cityOf(p.lenderCity)),
      e('AdditionalInterest_AccountNumberIdentifier_A', 'policy.loanNumber', p.loanNumber),
    )
  return entries
}

/** ACORD 24 (2016) as an agency system exports it: 2026/01/05, bare digits, premium in remarks. */
function acord24Export(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'ymd-slash')
  const n = (x: number): string => printMoney(x, 'plain')
  const entries: FillEntry[] = [
    e('Form_CompletionDate_A', null, d(p.issueDate)),
    e('Producer_FullName_A', 'policy.producer', p.producer),
    e('Producer_ContactPerson_PhoneNumber_A', null, p.agencyPhone),
    e('Producer_CustomerIdentifier_A', null, p.accountNumber),
    e('NamedInsured_FullName_A', 'policy.namedInsured', p.namedInsured),
    e('NamedInsured_MailingAddress_LineOne_A', null, p.mailingStreet),
    e('Insurer_FullName_A', 'policy.carrier', p.carrier),
    e('Insurer_NAICCode_A', null, p.naic),
    e('CertificateOfInsurance_CertificateNumberIdentifier_A', null, `${p.agencyCode}/${p.naic}`),
    e('Property_InsurerLetterCode_A', null, 'A'),
    e('Policy_PolicyType_OtherDescription_A', null, 'Building - special form'),
    e('Policy_Property_PolicyNumberIdentifier_A', 'policy.policyNumber', p.policyNumber),
    e(
      'Policy_Property_EffectiveDate_A',
      'policy.effectiveDate',
      d(p.effectiveDate),
      p.effectiveDate,
    ),
    e(
      'Policy_Property_ExpirationDate_A',
      'policy.expirationDate',
      d(p.expirationDate),
      p.expirationDate,
    ),
    e(
      'Property_Building_LimitAmount_A',
      'policy.coverageAmount',
      n(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    e('Property_PersonalProperty_LimitAmount_A', null, n(p.contents)),
    e('CommercialPropertyCoverage_BusinessIncome_LimitAmount_A', null, n(p.lossOfUse)),
    e(
      'CommercialProperty_Premises_DeductibleAmount_A',
      'policy.deductible',
      n(p.deductible),
      amount(p.deductible),
    ),
    e(
      'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A',
      'policy.premium',
      `Annual premium ${printMoney(p.premium, 'plain')} - prior term ${printMoney(p.priorPremium, 'plain')} - bldg 1 built ${p.yearBuilt}`,
      amount(p.premium),
      printMoney(p.premium, 'plain'),
    ),
    e(
      'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_B',
      'property.address',
      `Premises: ${p.street} - ${p.city} ${p.state}`,
      p.street,
      p.street,
    ),
  ]
  if (p.hasMortgagee)
    entries.push(
      e('CertificateHolder_FullName_A', 'policy.mortgagee', p.mortgagee),
      e(
        'CertificateHolder_MailingAddress_LineOne_A',
        'policy.loanNumber',
        `Ref ${p.loanNumber} - ${p.lenderStreet}`,
        p.loanNumber,
        p.loanNumber,
      ),
      e('CertificateHolder_MailingAddress_CityName_A', null, cityOf(p.lenderCity)),
    )
  else entries.push(e('CertificateHolder_FullName_A', null, 'For information only'))
  return entries
}

export const BLIND_ACORD_FORMS: readonly BlindAcordForm[] = [
  {
    id: 'acord25-2016-other-row',
    file: 'opal-acord25.pdf',
    decrypt: false,
    line: 'landlord',
    numberStyle: NUMBER_STYLES.fax,
    filling: acord25OtherRow,
  },
  {
    id: 'acord27-2016-words',
    file: 'opal-acord27.pdf',
    decrypt: false,
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.acord,
    filling: acord27Words,
  },
  {
    id: 'acord24-2016-export',
    file: 'acord-24-blank.pdf',
    decrypt: false,
    line: 'commercial',
    numberStyle: NUMBER_STYLES.acordCommercial,
    filling: acord24Export,
  },
]

export const BLIND_BLANK_FORMS: readonly BlindBlankForm[] = [
  { id: 'blank-acord25-2016', file: 'opal-acord25.pdf', decrypt: false, flatten: false },
  { id: 'blank-acord27-2006-flattened', file: 'acord-27-blank.pdf', decrypt: false, flatten: true },
]
