/**
 * The real ACORD forms this blind set fills, each in a fill style no earlier set used: the ACORD
 * 30 certificate of garage insurance (2010/12, the corpus's OPAL edition, never filled by an earlier
 * blind set) for a repair garage whose liability and garagekeepers policies are insurer A's while
 * the property policy that is the answer stands on the unlabelled "other" row under insurer B
 * (dates "1/5/2026", the building limit on the second line of the two-line limit box, the
 * location in the remarks, "RE: LOAN …" on the holder's first address line); and the ACORD 24
 * certificate of property insurance (2016/03) with the property row of insurer A and an equipment
 * breakdown policy of insurer B on the boiler row, dates "01-05-2026", the building and contents
 * deductibles side by side, the location on two lines and the year built in the special
 * conditions.
 */
import type { FillEntry } from './acord-fill'
import { addDays, digits, int, pick, type BlindPolicy, type NumberStyle } from './policy'
import { OTHER_CARRIERS, amount, printDate, printMoney, type Line } from './words'
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

/** A check box to tick. */
const tick = (name: string): FillEntry => ({ name, field: null, printed: '', check: true })

/** A value the form shrinks to fit its box (narrow date boxes, long names). */
const fit = (x: FillEntry): FillEntry => ({ ...x, autoSize: true })

const cityOf = (cityStateZip: string): string => cityStateZip.split(',')[0] ?? ''
const stateZipOf = (cityStateZip: string): [string, string] => {
  const [st = '', zip = ''] = (cityStateZip.split(',')[1] ?? '').trim().split(' ')
  return [st, zip]
}

/** ACORD 30 (2010/12): a repair garage; the property policy on the "other" row, insurer B. */
function acord30GarageProperty(p: BlindPolicy): FillEntry[] {
  const f = 'F[0].P1[0].'
  const d = (iso: string): string => printDate(iso, 'm-d-y')
  const n = (x: number): string => printMoney(x, 'bare')
  const rnd = seededRandom(Number(p.naic) * 29 + p.yearBuilt)
  const glEff = addDays(p.effectiveDate, -int(rnd, 40, 200))
  const glNumber = `GAR ${digits(rnd, 6)}-${int(rnd, 1, 9)}`
  const [st, zip] = stateZipOf(p.mailingCity)
  const entries: FillEntry[] = [
    e(`${f}Form_CompletionDate_A[0]`, null, printDate(p.issueDate, 'mdy')),
    fit(e(`${f}Producer_FullName_A[0]`, 'policy.producer', p.producer)),
    e(`${f}Producer_MailingAddress_LineOne_A[0]`, null, p.mailingStreet),
    e(`${f}Producer_MailingAddress_CityName_A[0]`, null, cityOf(p.mailingCity)),
    e(`${f}Producer_MailingAddress_StateOrProvinceCode_A[0]`, null, st),
    e(`${f}Producer_MailingAddress_PostalCode_A[0]`, null, zip),
    e(`${f}Producer_ContactPerson_FullName_A[0]`, null, p.agentName),
    e(`${f}Producer_ContactPerson_PhoneNumber_A[0]`, null, p.agencyPhone),
    e(`${f}Producer_ContactPerson_EmailAddress_A[0]`, null, 'certs@agency-garage.example'),
    fit(e(`${f}NamedInsured_FullName_A[0]`, 'policy.namedInsured', p.namedInsured)),
    e(
      `${f}NamedInsured_MailingAddress_LineOne_A[0]`,
      null,
      `dba ${p.namedInsured.split(' ')[0]} Auto Service`,
    ),
    e(`${f}NamedInsured_MailingAddress_LineTwo_A[0]`, null, p.mailingStreet),
    e(`${f}NamedInsured_MailingAddress_CityName_A[0]`, null, cityOf(p.mailingCity)),
    e(`${f}NamedInsured_MailingAddress_StateOrProvinceCode_A[0]`, null, st),
    e(`${f}NamedInsured_MailingAddress_PostalCode_A[0]`, null, zip),
    e(`${f}Insurer_FullName_A[0]`, null, OTHER_CARRIERS[0]!),
    e(`${f}Insurer_NAICCode_A[0]`, null, digits(rnd, 5)),
    fit(e(`${f}Insurer_FullName_B[0]`, 'policy.carrier', p.carrier)),
    e(`${f}Insurer_NAICCode_B[0]`, null, p.naic),
    e(`${f}CertificateOfInsurance_CertificateNumberIdentifier_A[0]`, null, `G-${digits(rnd, 6)}`),
    // Garage liability and garagekeepers: insurer A's policy, its own number and term.
    e(`${f}GarageLiability_InsurerLetterCode_A[0]`, null, 'A'),
    tick(`${f}GarageLiability_AllOwnedAutosIndicator_A[0]`),
    e(`${f}Policy_PolicyNumberIdentifier_A[0]`, null, glNumber),
    fit(e(`${f}Policy_EffectiveDate_A[0]`, null, d(glEff))),
    fit(e(`${f}Policy_ExpirationDate_A[0]`, null, d(addDays(glEff, 365)))),
    e(`${f}GarageLiability_AutoOnly_EachAccidentLimitAmount_A[0]`, null, n(1_000_000)),
    e(`${f}GarageLiability_OtherThanAutoOnly_EachAccidentLimitAmount_A[0]`, null, n(1_000_000)),
    e(`${f}GarageLiability_OtherThanAutoOnly_AggregateLimitAmount_A[0]`, null, n(2_000_000)),
    e(`${f}GarageKeepersLiability_InsurerLetterCode_A[0]`, null, 'A'),
    tick(`${f}GarageKeepersLiability_LegalLiabilityIndicator_A[0]`),
    e(`${f}Policy_PolicyNumberIdentifier_B[0]`, null, glNumber),
    fit(e(`${f}Policy_EffectiveDate_B[0]`, null, d(glEff))),
    fit(e(`${f}Policy_ExpirationDate_B[0]`, null, d(addDays(glEff, 365)))),
    tick(`${f}GarageKeepersLiability_ComprehensiveIndicator_A[0]`),
    e(
      `${f}GarageKeepersLiability_ComprehensiveOrSpecifiedPerilsLimitAmount_A[0]`,
      null,
      n(int(rnd, 10, 40) * 5000),
    ),
    tick(`${f}GarageKeepersLiability_CollisionIndicator_A[0]`),
    e(`${f}GarageKeepersLiability_CollisionLimitAmount_A[0]`, null, n(int(rnd, 10, 40) * 5000)),
    // The property policy that is the answer: the unlabelled last row, insurer B.
    e(`${f}OtherPolicy_InsurerLetterCode_A[0]`, null, 'B'),
    e(`${f}OtherPolicy_OtherPolicyDescription_A[0]`, null, 'COMMERCIAL PROPERTY\nSPECIAL FORM, RC'),
    e(`${f}Policy_PolicyNumberIdentifier_F[0]`, 'policy.policyNumber', p.policyNumber),
    fit(
      e(
        `${f}Policy_EffectiveDate_F[0]`,
        'policy.effectiveDate',
        d(p.effectiveDate),
        p.effectiveDate,
      ),
    ),
    fit(
      e(
        `${f}Policy_ExpirationDate_F[0]`,
        'policy.expirationDate',
        d(p.expirationDate),
        p.expirationDate,
      ),
    ),
    e(
      `${f}OtherPolicy_CoverageLimitAmount_A[0]`,
      'policy.coverageAmount',
      `BUILDING\n${n(p.coverageAmount)}`,
      amount(p.coverageAmount),
      n(p.coverageAmount),
    ),
  ]
  const where = `Premises: ${p.street}\n${p.city}, ${p.state} ${p.zip} (service garage, ${int(rnd, 3, 9)} bays, showroom).`
  if (p.hasMortgagee)
    entries.push(
      e(
        `${f}CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A[0]`,
        'property.address',
        `${where}\nCertificate holder is mortgagee on the building under insurer B's policy; 30 days' notice of cancellation.`,
        p.street,
        p.street,
      ),
      fit(e(`${f}CertificateHolder_FullName_A[0]`, 'policy.mortgagee', p.mortgagee)),
      e(
        `${f}CertificateHolder_MailingAddress_LineOne_A[0]`,
        'policy.loanNumber',
        `RE: LOAN ${p.loanNumber}`,
        p.loanNumber,
        p.loanNumber,
      ),
      e(`${f}CertificateHolder_MailingAddress_LineTwo_A[0]`, null, p.lenderStreet),
      e(`${f}CertificateHolder_MailingAddress_CityName_A[0]`, null, cityOf(p.lenderCity)),
      e(
        `${f}CertificateHolder_MailingAddress_StateOrProvinceCode_A[0]`,
        null,
        stateZipOf(p.lenderCity)[0],
      ),
      e(`${f}CertificateHolder_MailingAddress_PostalCode_A[0]`, null, stateZipOf(p.lenderCity)[1]),
    )
  else
    entries.push(
      e(
        `${f}CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A[0]`,
        'property.address',
        `${where}\nCertificate issued for the holder's dealer and repair license file.`,
        p.street,
        p.street,
      ),
      e(`${f}CertificateHolder_FullName_A[0]`, null, `City of ${p.city}`),
      e(`${f}CertificateHolder_MailingAddress_LineOne_A[0]`, null, 'Business License Office'),
      e(`${f}CertificateHolder_MailingAddress_CityName_A[0]`, null, p.city),
      e(`${f}CertificateHolder_MailingAddress_StateOrProvinceCode_A[0]`, null, p.state),
    )
  return entries
}

/** ACORD 24 (2016/03): the property row, insurer B's equipment breakdown on the boiler row. */
function acord24BoilerBeside(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'mdy-dash')
  const n = (x: number): string => printMoney(x, 'bare')
  const rnd = seededRandom(Number(p.naic) * 31 + p.yearBuilt)
  const ebEff = addDays(p.effectiveDate, int(rnd, 15, 120))
  const [st, zip] = stateZipOf(p.mailingCity)
  const bi = Math.round((p.coverageAmount * 0.25) / 5000) * 5000
  const entries: FillEntry[] = [
    e('Form_CompletionDate_A', null, printDate(p.issueDate, 'mdy')),
    fit(e('Producer_FullName_A', 'policy.producer', p.producer)),
    e('Producer_MailingAddress_LineOne_A', null, p.mailingStreet),
    e('Producer_MailingAddress_CityName_A', null, cityOf(p.mailingCity)),
    e('Producer_MailingAddress_StateOrProvinceCode_A', null, st),
    e('Producer_MailingAddress_PostalCode_A', null, zip),
    e('Producer_ContactPerson_FullName_A', null, p.agentName),
    e('Producer_ContactPerson_PhoneNumber_A', null, p.agencyPhone),
    e('Producer_CustomerIdentifier_A', null, p.accountNumber),
    fit(e('NamedInsured_FullName_A', 'policy.namedInsured', p.namedInsured)),
    e('NamedInsured_MailingAddress_LineOne_A', null, p.mailingStreet),
    e('NamedInsured_MailingAddress_CityName_A', null, cityOf(p.mailingCity)),
    e('NamedInsured_MailingAddress_StateOrProvinceCode_A', null, st),
    e('NamedInsured_MailingAddress_PostalCode_A', null, zip),
    fit(e('Insurer_FullName_A', 'policy.carrier', p.carrier)),
    e('Insurer_NAICCode_A', null, p.naic),
    e('Insurer_FullName_B', null, OTHER_CARRIERS[1]!),
    e('Insurer_NAICCode_B', null, digits(rnd, 5)),
    e(
      'CertificateOfInsurance_CertificateNumberIdentifier_A',
      null,
      `${digits(rnd, 4)}-${digits(rnd, 4)}`,
    ),
    e(
      'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A',
      'property.address',
      `${p.street}\n${p.city}, ${p.state} ${p.zip} - ${pick(rnd, ['printing plant', 'dye house and warehouse', 'machine shop'])}, building 1`,
      p.street,
      p.street,
    ),
    e('Property_InsurerLetterCode_A', null, 'A'),
    tick('Policy_PolicyType_PropertyIndicator_A'),
    tick('Policy_PolicyType_SpecialIndicator_A'),
    e('Policy_Property_PolicyNumberIdentifier_A', 'policy.policyNumber', p.policyNumber),
    fit(
      e(
        'Policy_Property_EffectiveDate_A',
        'policy.effectiveDate',
        d(p.effectiveDate),
        p.effectiveDate,
      ),
    ),
    fit(
      e(
        'Policy_Property_ExpirationDate_A',
        'policy.expirationDate',
        d(p.expirationDate),
        p.expirationDate,
      ),
    ),
    e(
      'CommercialProperty_Premises_DeductibleAmount_A',
      'policy.deductible',
      n(p.deductible),
      amount(p.deductible),
    ),
    e('CommercialProperty_Premises_DeductibleAmount_B', null, n(p.priorDeductible)),
    tick('Property_Building_CoverageIndicator_A'),
    e(
      'Property_Building_LimitAmount_A',
      'policy.coverageAmount',
      n(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    tick('Property_PersonalProperty_CoverageIndicator_A'),
    e('Property_PersonalProperty_LimitAmount_A', null, n(p.contents)),
    tick('CommercialPropertyCoverage_BusinessIncomeOption_IncludedIndicator_A'),
    e('CommercialPropertyCoverage_BusinessIncome_LimitAmount_A', null, n(bi)),
    e('BoilerAndMachineryLineOfBusiness_InsurerLetterCode_A', null, 'B'),
    e(
      'Policy_BoilerAndMachineryEquipmentBreakdown_PolicyNumberIdentifier_A',
      null,
      `EB-${digits(rnd, 7)}`,
    ),
    fit(e('Policy_BoilerAndMachinery_EffectiveDate_A', null, d(ebEff))),
    fit(e('Policy_BoilerAndMachinery_ExpirationDate_A', null, d(addDays(ebEff, 365)))),
    e('BoilerAndMachineryCoverage_OtherCoverage_CoverageDescription_A', null, 'BREAKDOWN'),
    e('BoilerAndMachineryCoverage_OtherCoverage_LimitAmount_A', null, n(p.limit2)),
    e('BoilerAndMachineryCoverage_OtherCoverage_CoverageDescription_B', null, 'DEDUCTIBLE'),
    e('BoilerAndMachineryCoverage_OtherCoverage_LimitAmount_B', null, n(int(rnd, 1, 5) * 2500)),
    e(
      'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_B',
      'property.yearBuilt',
      [
        `Year built ${p.yearBuilt} (building 1) - ${pick(rnd, ['masonry non-combustible', 'joisted masonry', 'fire resistive'])}, ${int(rnd, 1, 3)} stories, fully sprinklered.`,
        `Contents deductible ${n(p.priorDeductible)}; wind/hail ${p.percent}% per building. Agreed value endorsement in force.`,
        p.hasMortgagee
          ? 'Certificate holder is mortgagee and lender loss payee (CP 12 18) on building 1.'
          : 'Certificate holder is landlord of the adjoining lot; no interest in building 1.',
      ].join('\n'),
      String(p.yearBuilt),
      String(p.yearBuilt),
    ),
  ]
  if (p.hasMortgagee)
    entries.push(
      fit(e('CertificateHolder_FullName_A', 'policy.mortgagee', p.mortgagee)),
      e(
        'CertificateHolder_MailingAddress_LineOne_A',
        'policy.loanNumber',
        `ISAOA/ATIMA  Loan# ${p.loanNumber}`,
        p.loanNumber,
        p.loanNumber,
      ),
      e('CertificateHolder_MailingAddress_LineTwo_A', null, p.lenderStreet),
      e('CertificateHolder_MailingAddress_CityName_A', null, cityOf(p.lenderCity)),
      e(
        'CertificateHolder_MailingAddress_StateOrProvinceCode_A',
        null,
        stateZipOf(p.lenderCity)[0],
      ),
      e('CertificateHolder_MailingAddress_PostalCode_A', null, stateZipOf(p.lenderCity)[1]),
    )
  else
    entries.push(
      e('CertificateHolder_FullName_A', null, `${p.secondInsured}, lessor`),
      e('CertificateHolder_MailingAddress_LineOne_A', null, p.street2),
      e('CertificateHolder_MailingAddress_CityName_A', null, p.city),
      e('CertificateHolder_MailingAddress_StateOrProvinceCode_A', null, p.state),
    )
  return entries
}

export const BLIND_ACORD_FORMS: readonly BlindAcordForm[] = [
  {
    id: 'acord30-2010-garage-property',
    file: 'opal-acord30.pdf',
    decrypt: false,
    line: 'commercial',
    numberStyle: (rnd) => `${pick(rnd, ['CPP', 'PR'])}-${digits(rnd, 3)}-${digits(rnd, 5)}`,
    filling: acord30GarageProperty,
  },
  {
    id: 'acord24-2016-boiler-beside',
    file: 'acord-24-blank.pdf',
    decrypt: false,
    line: 'commercial',
    numberStyle: (rnd, year) => `P${year % 100}${digits(rnd, 7)}`,
    filling: acord24BoilerBeside,
  },
]
