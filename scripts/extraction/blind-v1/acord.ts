/**
 * The real ACORD forms the blind set fills, none of which the development set fills: the ACORD 25
 * certificate of liability (2016/03, the encrypted XFA edition), the ACORD 28 evidence of
 * commercial property (2006/07, generic field names such as "Company", "Loan", "Date3") and the
 * ACORD 140 property section (2016/03, pages 9–11 of the 125/126/140 bundle). Blank forms hold no
 * answers: every value found on them is a false positive.
 */
import type { FillEntry } from './acord-fill'
import { cityLine } from './family'
import { NUMBER_STYLES, type BlindPolicy, type NumberStyle } from './policy'
import { amount, printDate, printMoney, type Line } from './words'

/** A corpus form and how a policy fills it. */
export interface BlindAcordForm {
  readonly id: string
  /** File name under the corpus's blank-forms folder. */
  readonly file: string
  /** The corpus copy is encrypted (RC4, empty user password): decrypt with qpdf before filling. */
  readonly decrypt: boolean
  /** The 1-based pages that make the form when the file is a bundle of several forms. */
  readonly keep?: readonly [number, number]
  readonly line: Line
  readonly numberStyle: NumberStyle
  readonly filling: (p: BlindPolicy) => readonly FillEntry[]
}

/** A blank form of the corpus, used as it is or flattened. */
export interface BlindBlankForm {
  readonly id: string
  readonly file: string
  readonly decrypt: boolean
  readonly keep?: readonly [number, number]
  /** Flatten the (empty) form: only the printed captions remain. */
  readonly flatten: boolean
}

const mdy = (iso: string): string => printDate(iso, 'mdy')
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

/** ACORD 25 (2016/03): the general liability row only, one insurer. */
function acord25(p: BlindPolicy): FillEntry[] {
  const f = 'F[0].P1[0].'
  return [
    e(`${f}Form_CompletionDate_A[0]`, null, mdy(p.issueDate)),
    e(`${f}Producer_FullName_A[0]`, 'policy.producer', p.producer),
    e(`${f}Producer_MailingAddress_LineOne_A[0]`, null, '88 Harbor Street, Suite 300'),
    e(`${f}Producer_MailingAddress_CityName_A[0]`, null, p.city),
    e(`${f}Producer_MailingAddress_StateOrProvinceCode_A[0]`, null, p.state),
    e(`${f}Producer_MailingAddress_PostalCode_A[0]`, null, p.zip),
    e(`${f}Producer_ContactPerson_FullName_A[0]`, null, 'Certificate Desk'),
    e(`${f}Producer_ContactPerson_PhoneNumber_A[0]`, null, p.agencyPhone),
    e(`${f}Producer_ContactPerson_EmailAddress_A[0]`, null, 'certs@agency.example'),
    e(`${f}NamedInsured_FullName_A[0]`, 'policy.namedInsured', p.namedInsured),
    e(`${f}NamedInsured_MailingAddress_LineOne_A[0]`, null, p.mailingStreet),
    e(`${f}NamedInsured_MailingAddress_CityName_A[0]`, null, p.mailingCity.split(',')[0] ?? ''),
    e(`${f}Insurer_FullName_A[0]`, 'policy.carrier', p.carrier),
    e(`${f}Insurer_NAICCode_A[0]`, null, p.naic),
    e(`${f}CertificateOfInsurance_CertificateNumberIdentifier_A[0]`, null, p.quoteNumber),
    e(`${f}GeneralLiability_InsurerLetterCode_A[0]`, null, 'A'),
    e(
      `${f}Policy_GeneralLiability_PolicyNumberIdentifier_A[0]`,
      'policy.policyNumber',
      p.policyNumber,
    ),
    e(
      `${f}Policy_GeneralLiability_EffectiveDate_A[0]`,
      'policy.effectiveDate',
      mdy(p.effectiveDate),
      p.effectiveDate,
    ),
    e(
      `${f}Policy_GeneralLiability_ExpirationDate_A[0]`,
      'policy.expirationDate',
      mdy(p.expirationDate),
      p.expirationDate,
    ),
    e(`${f}GeneralLiability_EachOccurrence_LimitAmount_A[0]`, null, '1,000,000'),
    e(
      `${f}GeneralLiability_FireDamageRentedPremises_EachOccurrenceLimitAmount_A[0]`,
      null,
      '100,000',
    ),
    e(`${f}GeneralLiability_MedicalExpense_EachPersonLimitAmount_A[0]`, null, '5,000'),
    e(`${f}GeneralLiability_PersonalAndAdvertisingInjury_LimitAmount_A[0]`, null, '1,000,000'),
    e(`${f}GeneralLiability_GeneralAggregate_LimitAmount_A[0]`, null, '2,000,000'),
    e(
      `${f}GeneralLiability_ProductsAndCompletedOperations_AggregateLimitAmount_A[0]`,
      null,
      '2,000,000',
    ),
    e(
      `${f}CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A[0]`,
      null,
      'Certificate holder is included as additional insured where required by written contract.',
    ),
    e(`${f}CertificateHolder_FullName_A[0]`, null, 'Brightwater Property Management LLC'),
    e(`${f}CertificateHolder_MailingAddress_LineOne_A[0]`, null, p.lenderStreet),
    e(`${f}CertificateHolder_MailingAddress_CityName_A[0]`, null, p.lenderCity.split(',')[0] ?? ''),
  ]
}

/** ACORD 28 (2006/07): generic field names; the labels printed on the page say what each holds. */
function acord28(p: BlindPolicy): FillEntry[] {
  const f = 'F[0].P1[0].'
  return [
    e(`${f}Date[0]`, null, mdy(p.issueDate)),
    e(
      `${f}Contact[0]`,
      'policy.producer',
      `${p.producer}\n88 Harbor Street, Suite 300\n${p.mailingCity}`,
      p.producer,
    ),
    e(`${f}Phone[0]`, null, p.agencyPhone),
    e(`${f}Code[0]`, null, p.agencyCode),
    e(`${f}AgencyID[0]`, null, p.billingAccount),
    e(
      `${f}Company[0]`,
      'policy.carrier',
      `${p.carrier}\nPO Box 1500\nHartford, CT 06102`,
      p.carrier,
    ),
    e(`${f}Naic[0]`, null, p.naic),
    e(`${f}Type[0]`, null, 'Commercial Property – Special Form'),
    e(`${f}Loan[0]`, 'policy.loanNumber', p.loanNumber),
    e(`${f}Policy[0]`, 'policy.policyNumber', p.policyNumber),
    e(`${f}Date3[0]`, 'policy.effectiveDate', mdy(p.effectiveDate), p.effectiveDate),
    e(`${f}Date2[0]`, 'policy.expirationDate', mdy(p.expirationDate), p.expirationDate),
    e(`${f}Date1[0]`, null, mdy(p.issueDate)),
    e(
      `${f}Named[0]`,
      'policy.namedInsured',
      `${p.namedInsured}\n${p.mailingStreet}\n${p.mailingCity}`,
      p.namedInsured,
    ),
    e(
      `${f}Location[0]`,
      'property.address',
      `${p.street}\n${cityLine(p)} – Building 1, ${p.yearBuilt > 1980 ? 'masonry' : 'frame'} office`,
      p.street,
    ),
    e(
      `${f}Amount[0]`,
      'policy.coverageAmount',
      printMoney(p.coverageAmount, 'dollars').slice(1),
      amount(p.coverageAmount),
    ),
    e(
      `${f}Deductible[0]`,
      'policy.deductible',
      printMoney(p.deductible, 'dollars').slice(1),
      amount(p.deductible),
    ),
    e(`${f}Limit1[0]`, null, printMoney(Math.round(p.coverageAmount / 5), 'dollars').slice(1)),
    e(`${f}Days[0]`, null, '10'),
    e(
      `${f}NameAdd[0]`,
      'policy.mortgagee',
      `${p.mortgagee}\nISAOA/ATIMA\n${p.lenderStreet}\n${p.lenderCity}`,
      p.mortgagee,
    ),
    e(
      `${f}Agent[0]`,
      null,
      `${p.secondLender} Servicing Dept.\n${p.lenderStreet}\n${p.lenderCity}`,
    ),
  ]
}

/** ACORD 140 (2016/03): header, the premises, two subjects of insurance, construction, interest. */
function acord140(p: BlindPolicy): FillEntry[] {
  const money = (n: number): string => printMoney(n, 'dollars')
  const line = `${p.street}, ${cityLine(p)}`
  return [
    e('Producer_CustomerIdentifier_A', null, p.billingAccount),
    e('Form_CompletionDate_A', null, mdy(p.issueDate)),
    e('Producer_FullName_A', 'policy.producer', p.producer),
    e('Insurer_FullName_A', 'policy.carrier', p.carrier),
    e('Insurer_NAICCode_A', null, p.naic),
    e('Policy_PolicyNumberIdentifier_A', 'policy.policyNumber', p.policyNumber),
    e('Policy_EffectiveDate_A', 'policy.effectiveDate', mdy(p.effectiveDate), p.effectiveDate),
    e('NamedInsured_FullName_A', 'policy.namedInsured', p.namedInsured),
    e('CommercialStructure_Location_ProducerIdentifier_A', null, '1'),
    // The street's last word is printed with the comma that follows it.
    e(
      'CommercialStructure_PhysicalAddress_LineOne_A',
      'property.address',
      line,
      p.street,
      `${p.street},`,
    ),
    e('CommercialStructure_Building_ProducerIdentifier_A', null, '1'),
    e(
      'CommercialStructure_Building_SublocationDescription_A',
      null,
      'Two-story office and warehouse',
    ),
    e('CommercialProperty_Premises_SubjectOfInsuranceCode_A', null, 'Building'),
    e(
      'CommercialProperty_Premises_LimitAmount_A',
      'policy.coverageAmount',
      money(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    e('CommercialProperty_Premises_CoinsurancePercent_A', null, '90'),
    e('CommercialProperty_Premises_ValuationCode_A', null, 'RC'),
    e('CommercialProperty_Premises_CauseOfLossCode_A', null, 'Special'),
    e(
      'CommercialProperty_Premises_DeductibleAmount_A',
      'policy.deductible',
      money(p.deductible),
      amount(p.deductible),
    ),
    e('CommercialProperty_Premises_SubjectOfInsuranceCode_B', null, 'Business Personal Property'),
    e('CommercialProperty_Premises_LimitAmount_B', null, money(p.contents)),
    e('CommercialProperty_Premises_CoinsurancePercent_B', null, '80'),
    e('CommercialProperty_Premises_ValuationCode_B', null, 'ACV'),
    e('CommercialProperty_Premises_CauseOfLossCode_B', null, 'Basic'),
    e(
      'CommercialProperty_Premises_DeductibleAmount_B',
      null,
      money(p.deductible === 1000 ? 500 : 1000),
    ),
    e('Construction_ConstructionCode_A', null, 'Joisted Masonry'),
    e('BuildingFireProtection_ProtectionClassCode_A', null, '3'),
    e('Construction_StoreyCount_A', null, '2'),
    e('CommercialStructure_BuiltYear_A', 'property.yearBuilt', String(p.yearBuilt)),
    e('Construction_BuildingArea_A', null, '12,400'),
    e('BuildingImprovement_RoofingYear_A', null, String(p.roofYear)),
    e('BuildingImprovement_WiringYear_A', null, String(Math.max(p.yearBuilt, 1995))),
    e('BuildingImprovement_HeatingYear_A', null, String(Math.max(p.yearBuilt, 2004))),
    e('AdditionalInterest_InterestRank_A', null, '1'),
    e('AdditionalInterest_FullName_A', 'policy.mortgagee', p.mortgagee),
    e('AdditionalInterest_MailingAddress_LineOne_A', null, p.lenderStreet),
    e('AdditionalInterest_MailingAddress_CityName_A', null, p.lenderCity.split(',')[0] ?? ''),
    e('AdditionalInterest_AccountNumberIdentifier_A', 'policy.loanNumber', p.loanNumber),
  ]
}

export const BLIND_ACORD_FORMS: readonly BlindAcordForm[] = [
  {
    id: 'acord25-2016',
    file: 'acord-25-blank.pdf',
    decrypt: true,
    line: 'commercial',
    numberStyle: NUMBER_STYLES.package,
    filling: acord25,
  },
  {
    id: 'acord28-2006',
    file: 'acord-28-blank.pdf',
    decrypt: true,
    line: 'commercial',
    numberStyle: NUMBER_STYLES.commercial,
    filling: acord28,
  },
  {
    id: 'acord140-2016',
    file: 'acord-125-126-140-blank.pdf',
    decrypt: false,
    keep: [9, 11],
    line: 'commercial',
    numberStyle: NUMBER_STYLES.letters,
    filling: acord140,
  },
]

export const BLIND_BLANK_FORMS: readonly BlindBlankForm[] = [
  { id: 'blank-acord25-2016', file: 'acord-25-blank.pdf', decrypt: false, flatten: false },
  {
    id: 'blank-acord140-2016',
    file: 'acord-125-126-140-blank.pdf',
    decrypt: false,
    keep: [9, 11],
    flatten: false,
  },
  { id: 'blank-acord28-2006-flattened', file: 'acord-28-blank.pdf', decrypt: true, flatten: true },
  {
    id: 'blank-acord125-126-140',
    file: 'acord-125-126-140-blank.pdf',
    decrypt: false,
    flatten: false,
  },
]
