/**
 * The real ACORD forms this blind set fills, each in a fill style no earlier set used: the ACORD 27
 * evidence of property (2016, ACORD's standard field names) as a lender's processor types it — ISO
 * dates, amounts with cents and no commas or "$", the city on the street line's second line, the
 * premium in the remarks — and the ACORD 24 certificate of property insurance with dashed dates,
 * a second insurer (a flood writer on an "other policy" row), the insured location typed into the
 * description of premises, the loan number into the special conditions and the lender as
 * certificate holder — and the ACORD 28 (2006/07) with two-digit years. Blank forms hold no answers:
 * every value found on them is a false positive.
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

/** ACORD 27 (2016/03) typed by a lender's processor: ISO dates, 1250000.00, premium in remarks. */
function acord27Iso(p: BlindPolicy): FillEntry[] {
  const iso = (d: string): string => printDate(d, 'iso')
  const n = (x: number): string => printMoney(x, 'plain-cents')
  const [mailCity = '', mailRest = ''] = p.mailingCity.split(', ')
  const [mailState = '', mailZip = ''] = mailRest.split(' ')
  const premium = n(p.premium)
  const entries: FillEntry[] = [
    e('Form_CompletionDate_A', null, iso(p.issueDate)),
    e('Producer_FullName_A', 'policy.producer', p.producer),
    e('Producer_MailingAddress_LineOne_A', null, '400 Exchange Street, Suite 12'),
    e('Producer_MailingAddress_CityName_A', null, mailCity),
    e('Producer_MailingAddress_StateOrProvinceCode_A', null, mailState),
    e('Producer_MailingAddress_PostalCode_A', null, mailZip),
    e('Producer_ContactPerson_PhoneNumber_A', null, p.agencyPhone),
    e('Producer_ContactPerson_EmailAddress_A', null, 'evidence@agency-mail.example'),
    e('Insurer_ProducerIdentifier_A', null, p.agencyCode),
    e('Producer_CustomerIdentifier_A', null, p.accountNumber),
    e('Insurer_FullName_A', 'policy.carrier', p.carrier),
    e('Insurer_MailingAddress_AddressLineOne_A', null, `Attn: Policy Services, NAIC ${p.naic}`),
    e('NamedInsured_FullName_A', 'policy.namedInsured', p.namedInsured),
    e('NamedInsured_MailingAddress_LineOne_A', null, p.mailingStreet),
    e('NamedInsured_MailingAddress_CityName_A', null, mailCity),
    e('Policy_PolicyNumberIdentifier_A', 'policy.policyNumber', p.policyNumber),
    e('Policy_EffectiveDate_A', 'policy.effectiveDate', iso(p.effectiveDate), p.effectiveDate),
    e('Policy_ExpirationDate_A', 'policy.expirationDate', iso(p.expirationDate), p.expirationDate),
    e('EvidenceOfProperty_PriorEvidenceDate_A', null, iso(addDays(p.issueDate, -300))),
    e('EvidenceOfProperty_PhysicalAddress_StreetLineOne_A', 'property.address', p.street),
    e('EvidenceOfProperty_PhysicalAddress_CityName_A', null, p.city),
    e('EvidenceOfProperty_PhysicalAddress_StateOrProvinceCode_A', null, p.state),
    e('EvidenceOfProperty_PhysicalAddress_PostalCode_A', null, p.zip),
    e('EvidenceOfProperty_PropertyDescription_A', null, 'Single family dwelling, owner occupied'),
    e('EvidenceOfProperty_CoverageDescription_A', null, 'Dwelling - replacement cost'),
    e(
      'EvidenceOfProperty_LimitAmount_A',
      'policy.coverageAmount',
      n(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    e(
      'EvidenceOfProperty_DeductibleAmount_A',
      'policy.deductible',
      n(p.deductible),
      amount(p.deductible),
    ),
    e('EvidenceOfProperty_CoverageDescription_B', null, 'Other structures'),
    e('EvidenceOfProperty_LimitAmount_B', null, n(p.otherStructures)),
    e('EvidenceOfProperty_CoverageDescription_C', null, 'Contents'),
    e('EvidenceOfProperty_LimitAmount_C', null, n(p.contents)),
    e('EvidenceOfProperty_CoverageDescription_D', null, 'Additional living expense'),
    e('EvidenceOfProperty_LimitAmount_D', null, n(p.lossOfUse)),
    e('EvidenceOfProperty_CoverageDescription_E', null, `Named storm ${p.percent}% of dwelling`),
    e(
      'EvidenceOfProperty_DeductibleAmount_E',
      null,
      n(Math.round((p.coverageAmount * p.percent) / 100)),
    ),
    // The 2016 edition has no premium box either: processors type it into the remarks.
    e(
      'EvidenceOfProperty_RemarkText_A',
      'policy.premium',
      `Annual premium ${premium} paid by escrow. Prior term ${n(p.priorPremium)}.`,
      amount(p.premium),
      premium,
    ),
  ]
  if (p.hasMortgagee)
    entries.push(
      e('AdditionalInterest_AccountNumberIdentifier_A', 'policy.loanNumber', p.loanNumber),
      e('AdditionalInterest_FullName_A', 'policy.mortgagee', p.mortgagee),
      e('AdditionalInterest_MailingAddress_LineOne_A', null, `${p.lenderStreet} ISAOA/ATIMA`),
      e('AdditionalInterest_MailingAddress_CityName_A', null, p.lenderCity.split(',')[0] ?? ''),
      e('AdditionalInterest_AccountNumberIdentifier_B', null, p.loanNumber),
    )
  return entries
}

/** ACORD 24 (2016/03): dashed dates, 1,250,000.00, the location and loan in the remarks. */
function acord24Remarks(p: BlindPolicy): FillEntry[] {
  const dash = (d: string): string => printDate(d, 'mdy-dash')
  // The form prints the "$" before the limits: typed amounts leave it out.
  const c = (x: number): string => printMoney(x, 'bare-cents')
  const floodEff = addDays(p.effectiveDate, 41)
  const entries: FillEntry[] = [
    e('Form_CompletionDate_A', null, dash(p.issueDate)),
    e('Producer_FullName_A', 'policy.producer', p.producer),
    e('Producer_MailingAddress_LineOne_A', null, '18 Courthouse Square'),
    e('Producer_ContactPerson_FullName_A', null, p.agentName),
    e('Producer_ContactPerson_PhoneNumber_A', null, p.agencyPhone),
    e('Producer_CustomerIdentifier_A', null, p.accountNumber),
    e('NamedInsured_FullName_A', 'policy.namedInsured', p.namedInsured),
    e('NamedInsured_MailingAddress_LineOne_A', null, p.mailingStreet),
    e('NamedInsured_MailingAddress_CityName_A', null, p.mailingCity.split(',')[0] ?? ''),
    e('Insurer_FullName_A', 'policy.carrier', p.carrier),
    e('Insurer_NAICCode_A', null, p.naic),
    e('Insurer_FullName_B', null, 'Marsh Hen Surplus Lines Insurance Company'),
    e('Insurer_NAICCode_B', null, String((Number(p.naic) + 4127) % 100000).padStart(5, '0')),
    e('CertificateOfInsurance_CertificateNumberIdentifier_A', null, `CP-${p.accountNumber}`),
    e('Property_InsurerLetterCode_A', null, 'A'),
    e('Policy_PolicyType_OtherDescription_A', null, 'Special form, replacement cost'),
    e('Policy_Property_PolicyNumberIdentifier_A', 'policy.policyNumber', p.policyNumber),
    e(
      'Policy_Property_EffectiveDate_A',
      'policy.effectiveDate',
      dash(p.effectiveDate),
      p.effectiveDate,
    ),
    e(
      'Policy_Property_ExpirationDate_A',
      'policy.expirationDate',
      dash(p.expirationDate),
      p.expirationDate,
    ),
    e(
      'Property_Building_LimitAmount_A',
      'policy.coverageAmount',
      c(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    e('Property_PersonalProperty_LimitAmount_A', null, c(p.contents)),
    e('CommercialPropertyCoverage_BusinessIncome_LimitAmount_A', null, c(p.lossOfUse)),
    e(
      'CommercialProperty_Premises_DeductibleAmount_A',
      'policy.deductible',
      c(p.deductible),
      amount(p.deductible),
    ),
    e('OtherPolicy_InsurerLetterCode_A', null, 'B'),
    e('OtherPolicy_OtherPolicyDescription_A', null, 'Excess flood'),
    e('OtherPolicy_PolicyNumberIdentifier_A', null, `XF-${p.accountNumber.replace(/-/g, '')}`),
    e('OtherPolicy_PolicyEffectiveDate_A', null, dash(floodEff)),
    e('OtherPolicy_PolicyExpirationDate_A', null, dash(addDays(floodEff, 365))),
    e('OtherPolicy_CoverageDescription_A', null, 'Building'),
    e('OtherPolicy_CoverageLimitAmount_A', null, c(p.limit2)),
    e(
      'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A',
      'property.address',
      `Location 1: ${p.street} - ${p.city} ${p.state} ${p.zip}`,
      p.street,
      p.street,
    ),
  ]
  if (p.hasMortgagee)
    entries.push(
      e(
        'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_B',
        'policy.loanNumber',
        `Certificate holder is mortgagee ISAOA/ATIMA - loan ${p.loanNumber} - 30 days notice of cancellation`,
        p.loanNumber,
        p.loanNumber,
      ),
      e('CertificateHolder_FullName_A', 'policy.mortgagee', p.mortgagee),
      e('CertificateHolder_MailingAddress_LineOne_A', null, p.lenderStreet),
      e('CertificateHolder_MailingAddress_CityName_A', null, p.lenderCity.split(',')[0] ?? ''),
    )
  else
    entries.push(
      e('CertificateHolder_FullName_A', null, 'Evidence for the insured file - no lender'),
    )
  return entries
}

/**
 * ACORD 28 (2006/07) as a commercial lines assistant types it: two-digit years (1/5/26), "$" and
 * cents on every amount, a trade name on the insured's second line, two buildings in the location
 * box (the first is the answer) and the lender's clause in the interest box.
 */
function acord28Short(p: BlindPolicy): FillEntry[] {
  const f = 'F[0].P1[0].'
  const d = (iso: string): string => printDate(iso, 'mdy-short')
  const c = (x: number): string => printMoney(x, 'cents')
  const entries: FillEntry[] = [
    e(`${f}Date[0]`, null, d(p.issueDate)),
    e(
      `${f}Contact[0]`,
      'policy.producer',
      `${p.producer}\n${p.agentName}, CIC\n${p.mailingCity}`,
      p.producer,
    ),
    e(`${f}Phone[0]`, null, p.agencyPhone),
    e(`${f}Email[0]`, null, 'commercial@agency-mail.example'),
    e(`${f}Code[0]`, null, p.agencyCode),
    e(`${f}AgencyID[0]`, null, p.accountNumber),
    e(
      `${f}Company[0]`,
      'policy.carrier',
      `${p.carrier}\nCommercial Lines Service Center`,
      p.carrier,
    ),
    e(`${f}Naic[0]`, null, p.naic),
    e(`${f}Type[0]`, null, 'Building & BPP, special causes of loss'),
    e(`${f}Policy[0]`, 'policy.policyNumber', p.policyNumber),
    e(`${f}Date3[0]`, 'policy.effectiveDate', d(p.effectiveDate), p.effectiveDate),
    e(`${f}Date2[0]`, 'policy.expirationDate', d(p.expirationDate), p.expirationDate),
    e(`${f}Date1[0]`, null, d(addDays(p.issueDate, -2))),
    e(
      `${f}Named[0]`,
      'policy.namedInsured',
      `${p.namedInsured}\nDBA ${p.city} ${p.business ? 'Commons' : 'Rentals'}\n${p.mailingStreet}, ${p.mailingCity}`,
      p.namedInsured,
    ),
    e(
      `${f}Location[0]`,
      'property.address',
      `${p.street}\nBldg 1 of 2, ${p.city} ${p.state}; Bldg 2: ${p.street2}`,
      p.street,
    ),
    e(`${f}Amount[0]`, 'policy.coverageAmount', c(p.coverageAmount), amount(p.coverageAmount)),
    e(`${f}Deductible[0]`, 'policy.deductible', c(p.deductible), amount(p.deductible)),
    e(`${f}Limit1[0]`, null, c(p.contents)),
    e(`${f}Months[0]`, null, '12'),
    e(`${f}Percent[0]`, null, '80'),
    e(`${f}Limit3[0]`, null, c(p.limit2)),
    e(`${f}Ded3[0]`, null, c(p.priorDeductible)),
    e(`${f}Days[0]`, null, '45'),
  ]
  if (p.hasMortgagee)
    entries.push(
      e(`${f}Loan[0]`, 'policy.loanNumber', p.loanNumber),
      e(
        `${f}NameAdd[0]`,
        'policy.mortgagee',
        `${p.mortgagee}\nISAOA/ATIMA, 1st mortgagee Bldg 1\n${p.lenderStreet}, ${p.lenderCity}`,
        p.mortgagee,
      ),
    )
  return entries
}

export const BLIND_ACORD_FORMS: readonly BlindAcordForm[] = [
  {
    id: 'acord27-2016-iso',
    file: 'opal-acord27.pdf',
    decrypt: false,
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.acord,
    filling: acord27Iso,
  },
  {
    id: 'acord24-2016-remarks',
    file: 'acord-24-blank.pdf',
    decrypt: false,
    line: 'commercial',
    numberStyle: NUMBER_STYLES.endorsement,
    filling: acord24Remarks,
  },
  {
    id: 'acord28-2006-short',
    file: 'acord-28-blank.pdf',
    decrypt: true,
    line: 'landlord',
    numberStyle: NUMBER_STYLES.acord,
    filling: acord28Short,
  },
]

export const BLIND_BLANK_FORMS: readonly BlindBlankForm[] = [
  { id: 'blank-acord27-2016-flattened', file: 'opal-acord27.pdf', decrypt: false, flatten: true },
  { id: 'blank-acord24-2016', file: 'acord-24-blank.pdf', decrypt: false, flatten: false },
]
