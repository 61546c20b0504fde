/**
 * The real ACORD forms this blind set fills, none of which the sixth set used, each in a fill style
 * no earlier set used: the ACORD 24 certificate of property (2016, ACORD's standard field names)
 * with the property policy on insurer B's row under an inland marine policy of insurer A (its own
 * number and dates), dates "5-Jan-2026", amounts "$1,250,000.00" shrunk to fit, the premises and the
 * loan number in the remarks; the ACORD 28 evidence of commercial property (2006/07, generic field
 * names, an encrypted corpus copy decrypted first) typed in capitals as an agency system prints
 * it, dates "JAN 05 2026", bare amounts; and the ACORD 140 property section (pages 9–11 of the
 * 125/126/140 bundle) with dates 2026-01-05, amounts "1 250 000", business personal property on
 * the first subject row and the building on the second.
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
  /** The corpus copy is encrypted (empty user password): decrypt with qpdf before filling. */
  readonly decrypt: boolean
  /** 1-based page range kept when the form is one section of a bundle. */
  readonly keep?: readonly [number, number]
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

/**
 * A widget that prints a second field's value too (a location line with the year built): the
 * entry, and the same text again as that field's truth, boxed on its own printed word.
 */
const sameWidget = (
  entry: FillEntry,
  field: NonNullable<FillEntry['field']>,
  normalized: string,
  words: string,
): FillEntry[] => [entry, e(entry.name, field, entry.printed, normalized, words)]

/** A long value shrunk to fit its box, as agency systems print it, rather than cut off. */
const fit = (x: FillEntry, chars = 34): FillEntry =>
  x.printed.length > chars ? { ...x, autoSize: true } : x

const cityOf = (cityStateZip: string): string => cityStateZip.split(',')[0] ?? ''
const stateOf = (cityStateZip: string): string =>
  (cityStateZip.split(',')[1] ?? '').trim().split(' ')[0] ?? ''
const zipOf = (cityStateZip: string): string =>
  (cityStateZip.split(',')[1] ?? '').trim().split(' ')[1] ?? ''

/** ACORD 24 (2016): the property policy on insurer B's row, an inland marine policy above it. */
function acord24Stacked(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'd-mon-y')
  const c = (x: number): string => printMoney(x, 'cents')
  const rnd = seededRandom(Number(p.naic) * 13 + p.yearBuilt)
  const imEff = addDays(p.effectiveDate, -120)
  const entries: FillEntry[] = [
    e('Form_CompletionDate_A', null, d(p.issueDate)),
    e('Producer_FullName_A', 'policy.producer', p.producer),
    e('Producer_MailingAddress_LineOne_A', null, '2207 Lychgate Row'),
    e('Producer_MailingAddress_CityName_A', null, cityOf(p.mailingCity)),
    e('Producer_ContactPerson_FullName_A', null, p.agentName),
    e('Producer_ContactPerson_PhoneNumber_A', null, p.agencyPhone),
    e('Producer_CustomerIdentifier_A', null, p.accountNumber),
    e('NamedInsured_FullName_A', 'policy.namedInsured', p.namedInsured),
    e('NamedInsured_MailingAddress_LineOne_A', null, p.mailingStreet),
    e('NamedInsured_MailingAddress_CityName_A', null, cityOf(p.mailingCity)),
    e('NamedInsured_MailingAddress_StateOrProvinceCode_A', null, stateOf(p.mailingCity)),
    e('NamedInsured_MailingAddress_PostalCode_A', null, zipOf(p.mailingCity)),
    e('Insurer_FullName_A', null, 'Sextant Inland Marine Underwriters'),
    e('Insurer_NAICCode_A', null, digits(rnd, 5)),
    fit(e('Insurer_FullName_B', 'policy.carrier', p.carrier), 36),
    e('Insurer_NAICCode_B', null, p.naic),
    e('CertificateOfInsurance_CertificateNumberIdentifier_A', null, `CP-${digits(rnd, 6)}`),
    e('CommercialInlandMarineLineOfBusiness_InsurerLetterCode_A', null, 'A'),
    e('Policy_PolicyType_OtherDescription_C', null, 'Contractors equipment'),
    e('Policy_InlandMarine_PolicyNumberIdentifier_A', null, `IM ${digits(rnd, 7)}`),
    e('Policy_InlandMarine_EffectiveDate_A', null, d(imEff)),
    e('Policy_InlandMarine_ExpirationDate_A', null, d(addDays(imEff, 365))),
    e('CommercialInlandMarineCoverage_Other_CoverageDescription_A', null, 'Sched. equip.'),
    fit(e('CommercialInlandMarineCoverage_Other_LimitAmount_A', null, c(p.limit2 / 4)), 9),
    e('Property_InsurerLetterCode_A', null, 'B'),
    e('Policy_PolicyType_OtherDescription_A', null, 'Bldg + BPP'),
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
    fit(
      e(
        'Property_Building_LimitAmount_A',
        'policy.coverageAmount',
        c(p.coverageAmount),
        amount(p.coverageAmount),
      ),
      9,
    ),
    fit(e('Property_PersonalProperty_LimitAmount_A', null, c(p.contents)), 9),
    fit(e('CommercialPropertyCoverage_BusinessIncome_LimitAmount_A', null, c(p.lossOfUse)), 9),
    e(
      'CommercialProperty_Premises_DeductibleAmount_A',
      'policy.deductible',
      c(p.deductible),
      amount(p.deductible),
    ),
    ...sameWidget(
      e(
        'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A',
        'property.address',
        `Location 1: ${p.street} / ${p.city}, ${p.state} - built ${p.yearBuilt}, ${p.percent}% wind deductible applies.`,
        p.street,
        p.street,
      ),
      'property.yearBuilt',
      String(p.yearBuilt),
      `${p.yearBuilt},`,
    ),
  ]
  if (p.hasMortgagee)
    entries.push(
      e(
        'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_B',
        'policy.loanNumber',
        `Re: Loan ${p.loanNumber} - certificate holder is mortgagee and loss payee as respects Location 1 only.`,
        p.loanNumber,
        p.loanNumber,
      ),
      fit(e('CertificateHolder_FullName_A', 'policy.mortgagee', p.mortgagee), 40),
      e('CertificateHolder_MailingAddress_LineOne_A', null, 'ISAOA ATIMA'),
      e('CertificateHolder_MailingAddress_LineTwo_A', null, p.lenderStreet),
      e('CertificateHolder_MailingAddress_CityName_A', null, cityOf(p.lenderCity)),
    )
  else
    entries.push(
      e(
        'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_B',
        null,
        `Evidence for the landlord's file only; no mortgagee. Prior policy ${p.priorPolicyNumber}.`,
      ),
      e('CertificateHolder_FullName_A', null, `${p.secondInsured} (landlord)`),
      e('CertificateHolder_MailingAddress_LineOne_A', null, p.lenderStreet),
    )
  return entries
}

/** ACORD 28 (2006/07): typed in capitals by an agency system, dates JAN 05 2026, bare amounts. */
function acord28Capitals(p: BlindPolicy): FillEntry[] {
  const f = 'F[0].P1[0].'
  const d = (iso: string): string => printDate(iso, 'mon-d-y')
  const n = (x: number): string => printMoney(x, 'plain')
  const up = (x: string): string => x.toUpperCase()
  const entries: FillEntry[] = [
    e(`${f}Date[0]`, null, d(p.issueDate)),
    e(`${f}Contact[0]`, 'policy.producer', up(p.producer)),
    e(`${f}Phone[0]`, null, p.agencyPhone),
    e(`${f}Email[0]`, null, 'certs@agency-mail.example'),
    e(`${f}Code[0]`, null, p.agencyCode),
    e(`${f}AgencyID[0]`, null, p.accountNumber),
    e(
      `${f}Named[0]`,
      'policy.namedInsured',
      `${up(p.namedInsured)}\n${up(p.mailingStreet)}\n${up(p.mailingCity)}`,
      up(p.namedInsured),
    ),
    e(`${f}Additional[0]`, null, up(p.secondInsured)),
    e(`${f}Company[0]`, 'policy.carrier', up(p.carrier)),
    e(`${f}Naic[0]`, null, p.naic),
    e(`${f}Type[0]`, null, 'COMMERCIAL PROPERTY - CAUSES OF LOSS SPECIAL'),
    e(`${f}Policy[0]`, 'policy.policyNumber', p.policyNumber),
    e(`${f}Date3[0]`, 'policy.effectiveDate', d(p.effectiveDate), p.effectiveDate),
    e(`${f}Date2[0]`, 'policy.expirationDate', d(p.expirationDate), p.expirationDate),
    ...sameWidget(
      e(
        `${f}Location[0]`,
        'property.address',
        `LOC 1 BLDG 1: ${up(p.street)}, ${up(p.city)} ${p.state} ${p.zip} (YR BUILT ${p.yearBuilt})`,
        up(p.street),
        // The street's last word is printed with the comma that follows it.
        `${up(p.street)},`,
      ),
      'property.yearBuilt',
      String(p.yearBuilt),
      `${p.yearBuilt})`,
    ),
    e(`${f}Amount[0]`, 'policy.coverageAmount', n(p.coverageAmount), amount(p.coverageAmount)),
    e(`${f}Deductible[0]`, 'policy.deductible', n(p.deductible), amount(p.deductible)),
    e(`${f}Limit1[0]`, null, n(p.lossOfUse)),
    e(`${f}Limit2[0]`, null, n(p.contents)),
    e(`${f}Deductible2[0]`, null, n(p.priorDeductible)),
    e(`${f}Days[0]`, null, '30'),
  ]
  if (p.hasMortgagee)
    entries.push(
      e(`${f}Loan[0]`, 'policy.loanNumber', p.loanNumber),
      e(
        `${f}NameAdd[0]`,
        'policy.mortgagee',
        `${up(p.mortgagee)}\nISAOA ATIMA\n${up(p.lenderStreet)}\n${up(p.lenderCity)}`,
        up(p.mortgagee),
      ),
      e(`${f}Other[0]`, null, 'LOSS PAYEE'),
      // The lender's servicing agent: another company's name in the interest section.
      e(
        `${f}Agent[0]`,
        null,
        `${up(p.secondLender)}\nINSURANCE SERVICE CENTER\n${up(p.lenderStreet)}`,
      ),
    )
  else
    entries.push(
      e(`${f}Loan[0]`, null, 'NONE'),
      e(`${f}NameAdd[0]`, null, `FOR INFORMATION ONLY\n${up(p.secondInsured)}`),
    )
  return entries
}

/** ACORD 140 (2016/03): business personal property on the first row, the building second. */
function acord140SecondRow(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'iso')
  const sp = (x: number): string => printMoney(x, 'spaced')
  const entries: FillEntry[] = [
    e('Producer_CustomerIdentifier_A', null, p.accountNumber),
    e('Form_CompletionDate_A', null, d(p.issueDate)),
    e('Producer_FullName_A', 'policy.producer', p.producer),
    fit(e('Insurer_FullName_A', 'policy.carrier', p.carrier), 40),
    e('Insurer_NAICCode_A', null, p.naic),
    e('Policy_PolicyNumberIdentifier_A', 'policy.policyNumber', p.policyNumber),
    e('Policy_EffectiveDate_A', 'policy.effectiveDate', d(p.effectiveDate), p.effectiveDate),
    e('NamedInsured_FullName_A', 'policy.namedInsured', p.namedInsured),
    e('CommercialStructure_Location_ProducerIdentifier_A', null, '001'),
    e('CommercialStructure_PhysicalAddress_LineOne_A', 'property.address', p.street),
    e('CommercialStructure_Building_ProducerIdentifier_A', null, '001'),
    e(
      'CommercialStructure_Building_SublocationDescription_A',
      null,
      `${p.city} ${p.state} ${p.zip} - one-story retail, mezzanine`,
    ),
    e('CommercialProperty_Premises_SubjectOfInsuranceCode_A', null, 'BPP'),
    e('CommercialProperty_Premises_LimitAmount_A', null, sp(p.contents)),
    e('CommercialProperty_Premises_CoinsurancePercent_A', null, '80'),
    e('CommercialProperty_Premises_ValuationCode_A', null, 'RC'),
    e('CommercialProperty_Premises_CauseOfLossCode_A', null, 'SPEC'),
    e('CommercialProperty_Premises_DeductibleAmount_A', null, sp(p.priorDeductible)),
    e('CommercialProperty_Premises_SubjectOfInsuranceCode_B', null, 'BLDG'),
    e(
      'CommercialProperty_Premises_LimitAmount_B',
      'policy.coverageAmount',
      sp(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    e('CommercialProperty_Premises_CoinsurancePercent_B', null, '90'),
    e('CommercialProperty_Premises_ValuationCode_B', null, 'RC'),
    e('CommercialProperty_Premises_CauseOfLossCode_B', null, 'SPEC'),
    e(
      'CommercialProperty_Premises_DeductibleAmount_B',
      'policy.deductible',
      sp(p.deductible),
      amount(p.deductible),
    ),
    e('CommercialProperty_Premises_SubjectOfInsuranceCode_C', null, 'BI w/ EE'),
    e('CommercialProperty_Premises_LimitAmount_C', null, sp(p.lossOfUse)),
    e('CommercialProperty_Premises_DeductibleAmount_C', null, '72 hrs'),
    e('Construction_ConstructionCode_A', null, 'Masonry non-comb.'),
    e('BuildingFireProtection_ProtectionClassCode_A', null, '4'),
    e('Construction_StoreyCount_A', null, '1'),
    e('CommercialStructure_BuiltYear_A', 'property.yearBuilt', String(p.yearBuilt)),
    e('Construction_BuildingArea_A', null, '8 250'),
    e('BuildingImprovement_RoofingYear_A', null, String(p.roofYear)),
    e(
      'CommercialProperty_Premises_RemarkText_A',
      null,
      `Renewal of ${p.priorPolicyNumber}; expiring building limit ${sp(p.priorCoverage)}.`,
    ),
  ]
  if (p.hasMortgagee)
    entries.push(
      e('AdditionalInterest_InterestRank_A', null, '1'),
      fit(e('AdditionalInterest_FullName_A', 'policy.mortgagee', p.mortgagee), 50),
      e('AdditionalInterest_MailingAddress_LineOne_A', null, p.lenderStreet),
      e('AdditionalInterest_MailingAddress_CityName_A', null, cityOf(p.lenderCity)),
      e('AdditionalInterest_AccountNumberIdentifier_A', 'policy.loanNumber', p.loanNumber),
    )
  return entries
}

export const BLIND_ACORD_FORMS: readonly BlindAcordForm[] = [
  {
    id: 'acord24-2016-stacked-b',
    file: 'acord-24-blank.pdf',
    decrypt: false,
    line: 'commercial',
    numberStyle: (rnd, year) => `BOP-${year % 100}${digits(rnd, 5)}`,
    filling: acord24Stacked,
  },
  {
    id: 'acord28-2006-capitals',
    file: 'acord-28-blank.pdf',
    decrypt: true,
    line: 'commercial',
    numberStyle: (rnd) => `${digits(rnd, 2)}-CPP-${digits(rnd, 6)}`,
    filling: acord28Capitals,
  },
  {
    id: 'acord140-2016-second-row',
    file: 'acord-125-126-140-blank.pdf',
    decrypt: false,
    keep: [9, 11],
    line: 'commercial',
    numberStyle: (rnd) => `CPK${digits(rnd, 8)}`,
    filling: acord140SecondRow,
  },
]
