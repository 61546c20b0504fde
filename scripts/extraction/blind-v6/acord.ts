/**
 * The real ACORD forms this blind set fills, in fill styles no earlier set used: the ACORD 25
 * certificate of liability (2016, ACORD's standard field names) carrying four policies of other
 * insurers — general liability, auto, umbrella, workers' compensation, each with its own number and
 * dates — before the property policy on the "other" row (insurer E), dates unpadded "1/5/2026",
 * long names shrunk to fit their boxes; and the ACORD 27 evidence of property (2016) with dates
 * "Jan. 5th, 2026", amounts with cents, the lender over two lines (its "successors and/or assigns"
 * clause on the address line under the name) and the loan number only in the remarks.
 */
import type { FillEntry } from './acord-fill'
import { addDays, digits, type BlindPolicy, type NumberStyle } from './policy'
import { amount, printDate, printMoney, type Line } from './words'
import { seededRandom } from '../policy-values'

/** A corpus form and how a policy fills it. */
export interface BlindAcordForm {
  readonly id: string
  /** File name under the corpus's blank-forms folder. */
  readonly file: string
  readonly line: Line
  readonly numberStyle: NumberStyle
  readonly filling: (p: BlindPolicy) => readonly FillEntry[]
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

/** A long value shrunk to fit its box, as agency systems print it, rather than cut off. */
const fit = (x: FillEntry): FillEntry => (x.printed.length > 34 ? { ...x, autoSize: true } : x)

const cityOf = (cityStateZip: string): string => cityStateZip.split(',')[0] ?? ''

/** Other insurers' names on the certificate (never the answer). */
const OTHER_INSURERS = [
  'Gablestone Casualty Company',
  'Wayfarer Motor Insurance Co.',
  'Highwater Excess & Surplus Lines Co.',
  'Dray Horse Workers Compensation Fund',
]

/** ACORD 25 (2016): four other policies first, the property policy last on the "other" row. */
function acord25Stacked(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'm-d-y')
  const n = (x: number): string => printMoney(x, 'dollars').slice(1)
  // Other numbers drawn from the policy's own so they stay the same for the same seed.
  const rnd = seededRandom(Number(p.naic) * 7 + p.yearBuilt)
  const other = (prefix: string): string => `${prefix}${digits(rnd, 7)}`
  const glEff = addDays(p.effectiveDate, -61)
  const autoEff = addDays(p.effectiveDate, 44)
  const entries: FillEntry[] = [
    e('Form_CompletionDate_A', null, d(p.issueDate)),
    e('Producer_FullName_A', 'policy.producer', p.producer),
    e('Producer_MailingAddress_LineOne_A', null, '1410 Ferrier Arcade, Suite 300'),
    e('Producer_ContactPerson_FullName_A', null, p.agentName),
    e('Producer_ContactPerson_PhoneNumber_A', null, p.agencyPhone),
    e('NamedInsured_FullName_A', 'policy.namedInsured', p.namedInsured),
    e('NamedInsured_MailingAddress_LineOne_A', null, p.mailingStreet),
    e('NamedInsured_MailingAddress_CityName_A', null, cityOf(p.mailingCity)),
    e('Insurer_FullName_A', null, OTHER_INSURERS[0]!),
    e('Insurer_FullName_B', null, OTHER_INSURERS[1]!),
    e('Insurer_FullName_C', null, OTHER_INSURERS[2]!),
    e('Insurer_FullName_D', null, OTHER_INSURERS[3]!),
    fit(e('Insurer_FullName_E', 'policy.carrier', p.carrier)),
    e('CertificateOfInsurance_CertificateNumberIdentifier_A', null, `C-${p.accountNumber}`),
    e('GeneralLiability_InsurerLetterCode_A', null, 'A'),
    e('Policy_GeneralLiability_PolicyNumberIdentifier_A', null, other('CGL')),
    e('Policy_GeneralLiability_EffectiveDate_A', null, d(glEff)),
    e('Policy_GeneralLiability_ExpirationDate_A', null, d(addDays(glEff, 365))),
    e('GeneralLiability_EachOccurrence_LimitAmount_A', null, n(p.liability * 2)),
    e('GeneralLiability_GeneralAggregate_LimitAmount_A', null, n(p.liability * 4)),
    e('Vehicle_InsurerLetterCode_A', null, 'B'),
    e('Policy_AutomobileLiability_PolicyNumberIdentifier_A', null, other('BA')),
    e('Policy_AutomobileLiability_EffectiveDate_A', null, d(autoEff)),
    e('Policy_AutomobileLiability_ExpirationDate_A', null, d(addDays(autoEff, 365))),
    e('ExcessUmbrella_InsurerLetterCode_A', null, 'C'),
    e('Policy_ExcessLiability_PolicyNumberIdentifier_A', null, other('XS')),
    e('Policy_ExcessLiability_EffectiveDate_A', null, d(glEff)),
    e('Policy_ExcessLiability_ExpirationDate_A', null, d(addDays(glEff, 365))),
    e('ExcessUmbrella_Umbrella_EachOccurrenceAmount_A', null, n(5_000_000)),
    e('ExcessUmbrella_Umbrella_AggregateAmount_A', null, n(5_000_000)),
    e('WorkersCompensationEmployersLiability_InsurerLetterCode_A', null, 'D'),
    e(
      'Policy_WorkersCompensationAndEmployersLiability_PolicyNumberIdentifier_A',
      null,
      other('WC'),
    ),
    e('Policy_WorkersCompensationAndEmployersLiability_EffectiveDate_A', null, d(autoEff)),
    e(
      'Policy_WorkersCompensationAndEmployersLiability_ExpirationDate_A',
      null,
      d(addDays(autoEff, 365)),
    ),
    e('OtherPolicy_InsurerLetterCode_A', null, 'E'),
    e('OtherPolicy_OtherPolicyDescription_A', null, 'COMMERCIAL PROPERTY'),
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
    e('OtherPolicy_CoverageCode_A', null, 'Bldg - Loc 1'),
    e(
      'OtherPolicy_CoverageLimitAmount_A',
      'policy.coverageAmount',
      n(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    e('OtherPolicy_CoverageCode_B', null, 'Bldg - Loc 2'),
    e('OtherPolicy_CoverageLimitAmount_B', null, n(p.limit2)),
    e('OtherPolicy_CoverageCode_C', null, 'Deductible'),
    e(
      'OtherPolicy_CoverageLimitAmount_C',
      'policy.deductible',
      n(p.deductible),
      amount(p.deductible),
    ),
    e(
      'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A',
      'property.address',
      `Property policy (insurer E) - Loc 1: ${p.street} - ${p.city} ${p.state} ${p.zip} - holder is loss payee / mortgagee as to Loc 1 only.`,
      p.street,
      p.street,
    ),
  ]
  if (p.hasMortgagee)
    entries.push(
      fit(e('CertificateHolder_FullName_A', 'policy.mortgagee', p.mortgagee)),
      e(
        'CertificateHolder_MailingAddress_LineOne_A',
        'policy.loanNumber',
        `Loan No. ${p.loanNumber}`,
        p.loanNumber,
        p.loanNumber,
      ),
      e('CertificateHolder_MailingAddress_LineTwo_A', null, p.lenderStreet),
      e('CertificateHolder_MailingAddress_CityName_A', null, cityOf(p.lenderCity)),
    )
  else entries.push(e('CertificateHolder_FullName_A', null, 'Bid file - general contractor'))
  return entries
}

/** ACORD 27 (2016): dates "Jan. 5th, 2026", amounts with cents, the lender over two lines. */
function acord27TwoLine(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'mon-dot-th')
  const c = (x: number): string => printMoney(x, 'cents')
  const entries: FillEntry[] = [
    e('Form_CompletionDate_A', null, d(p.issueDate)),
    e('Producer_FullName_A', 'policy.producer', p.producer),
    e('Producer_MailingAddress_LineOne_A', null, '88 Cordwainer Court'),
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
    e('EvidenceOfProperty_PropertyDescription_A', null, `Owner-occupied dwelling (${p.yearBuilt})`),
    e('EvidenceOfProperty_CoverageDescription_A', null, 'Personal Property'),
    e('EvidenceOfProperty_LimitAmount_A', null, c(p.contents)),
    e('EvidenceOfProperty_CoverageDescription_B', null, 'Dwelling - replacement cost'),
    e(
      'EvidenceOfProperty_LimitAmount_B',
      'policy.coverageAmount',
      c(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    e(
      'EvidenceOfProperty_DeductibleAmount_B',
      'policy.deductible',
      c(p.deductible),
      amount(p.deductible),
    ),
    e('EvidenceOfProperty_CoverageDescription_C', null, 'Other Structures'),
    e('EvidenceOfProperty_LimitAmount_C', null, c(p.otherStructures)),
  ]
  if (p.hasMortgagee)
    entries.push(
      fit(e('AdditionalInterest_FullName_A', 'policy.mortgagee', p.mortgagee)),
      e(
        'AdditionalInterest_MailingAddress_LineOne_A',
        null,
        'its successors and/or assigns, ATIMA',
      ),
      e('AdditionalInterest_MailingAddress_LineTwo_A', null, p.lenderStreet),
      e('AdditionalInterest_MailingAddress_CityName_A', null, cityOf(p.lenderCity)),
      e(
        'EvidenceOfProperty_RemarkText_A',
        'policy.loanNumber',
        `Mortgagee loan ${p.loanNumber} - second lien ${p.secondLender} not endorsed.`,
        p.loanNumber,
        p.loanNumber,
      ),
    )
  else
    entries.push(
      e(
        'EvidenceOfProperty_RemarkText_A',
        null,
        `No lienholder. Prior term ${p.priorPolicyNumber}.`,
      ),
    )
  return entries
}

export const BLIND_ACORD_FORMS: readonly BlindAcordForm[] = [
  {
    id: 'acord25-2016-stacked',
    file: 'opal-acord25.pdf',
    line: 'commercial',
    numberStyle: (rnd, year) => `CPP ${year % 100}-${digits(rnd, 6)}-00`,
    filling: acord25Stacked,
  },
  {
    id: 'acord27-2016-twoline',
    file: 'opal-acord27.pdf',
    line: 'homeowners',
    numberStyle: (rnd) => `H${digits(rnd, 3)}.${digits(rnd, 5)}`,
    filling: acord27TwoLine,
  },
]
