/**
 * The real ACORD forms this blind set fills, the two editions of the ACORD 25 certificate of
 * liability insurance that the earlier sets filled least (each twice), each in a fill style no
 * earlier set used: the encrypted 2016/03 corpus edition for a general contractor, whose builder's
 * risk policy (the answer) stands on the "other" row under insurer A below its general liability,
 * auto and umbrella rows, dates "2026-01-05", the completed value and the deductible in the first
 * and third limit boxes beside soft costs, the job site in the remarks, the construction lender as
 * holder with the loan on its second address line; and the opal edition for a residential
 * landlord, whose dwelling fire policy stands on the "other" row under insurer **D** (the
 * liability and umbrella policies under A and B), dates "5 January 2026" shrunk into the date
 * boxes, the street on the second line of the row's description, the year built in the remarks,
 * the mortgagee as holder with "Loan #… ISAOA" on its first address line.
 */
import type { FillEntry } from './acord-fill'
import { addDays, digits, int, pick, type BlindPolicy, type NumberStyle } from './policy'
import { FAMILY_NAMES, OTHER_CARRIERS, amount, printDate, printMoney, type Line } from './words'
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

/** The producer, the named insured and the certificate's own numbers (both forms). */
function heading(n: (name: string) => string, p: BlindPolicy, rnd: () => number): FillEntry[] {
  const [st, zip] = stateZipOf(p.mailingCity)
  return [
    e(n('Form_CompletionDate_A'), null, printDate(p.issueDate, 'mdy')),
    fit(e(n('Producer_FullName_A'), 'policy.producer', p.producer)),
    e(n('Producer_MailingAddress_LineOne_A'), null, p.street2),
    e(n('Producer_ContactPerson_FullName_A'), null, p.agentName),
    e(n('Producer_ContactPerson_PhoneNumber_A'), null, p.agencyPhone),
    fit(e(n('NamedInsured_FullName_A'), 'policy.namedInsured', p.namedInsured)),
    e(n('NamedInsured_MailingAddress_LineOne_A'), null, p.mailingStreet),
    e(n('NamedInsured_MailingAddress_CityName_A'), null, cityOf(p.mailingCity)),
    e(n('NamedInsured_MailingAddress_StateOrProvinceCode_A'), null, st),
    e(n('NamedInsured_MailingAddress_PostalCode_A'), null, zip),
    e(
      n('CertificateOfInsurance_CertificateNumberIdentifier_A'),
      null,
      `${digits(rnd, 4)}-${digits(rnd, 3)}`,
    ),
  ]
}

/** ACORD 25 (2016/03, encrypted): a contractor; the builder's risk policy on the "other" row. */
function acord25BuildersRisk(p: BlindPolicy): FillEntry[] {
  const f = 'F[0].P1[0].'
  const n = (name: string): string => `${f}${name}[0]`
  const d = (iso: string): string => printDate(iso, 'iso')
  const m = (x: number): string => printMoney(x, 'bare-cents')
  const rnd = seededRandom(Number(p.naic) * 41 + p.coverageAmount / 1000)
  const glEff = addDays(p.effectiveDate, -int(rnd, 30, 250))
  const autoEff = addDays(p.effectiveDate, -int(rnd, 10, 300))
  const entries: FillEntry[] = [
    ...heading(n, p, rnd),
    fit(e(n('Insurer_FullName_A'), 'policy.carrier', p.carrier)),
    e(n('Insurer_NAICCode_A'), null, p.naic),
    e(n('Insurer_FullName_B'), null, OTHER_CARRIERS[0]!),
    e(n('Insurer_NAICCode_B'), null, digits(rnd, 5)),
    e(n('Insurer_FullName_C'), null, OTHER_CARRIERS[2]!),
    e(n('Insurer_NAICCode_C'), null, digits(rnd, 5)),
    // General liability, auto and umbrella: other insurers' policies with their own terms.
    e(n('GeneralLiability_InsurerLetterCode_A'), null, 'B'),
    tick(n('GeneralLiability_CoverageIndicator_A')),
    tick(n('GeneralLiability_OccurrenceIndicator_A')),
    e(n('Policy_GeneralLiability_PolicyNumberIdentifier_A'), null, `GLC ${digits(rnd, 7)}`),
    fit(e(n('Policy_GeneralLiability_EffectiveDate_A'), null, d(glEff))),
    fit(e(n('Policy_GeneralLiability_ExpirationDate_A'), null, d(addDays(glEff, 365)))),
    e(n('GeneralLiability_EachOccurrence_LimitAmount_A'), null, m(1_000_000)),
    e(n('GeneralLiability_GeneralAggregate_LimitAmount_A'), null, m(2_000_000)),
    e(
      n('GeneralLiability_ProductsAndCompletedOperations_AggregateLimitAmount_A'),
      null,
      m(2_000_000),
    ),
    e(n('Vehicle_InsurerLetterCode_A'), null, 'C'),
    tick(n('Vehicle_AnyAutoIndicator_A')),
    e(n('Policy_AutomobileLiability_PolicyNumberIdentifier_A'), null, `CA-${digits(rnd, 8)}`),
    fit(e(n('Policy_AutomobileLiability_EffectiveDate_A'), null, d(autoEff))),
    fit(e(n('Policy_AutomobileLiability_ExpirationDate_A'), null, d(addDays(autoEff, 365)))),
    e(n('Vehicle_CombinedSingleLimit_EachAccidentAmount_A'), null, m(1_000_000)),
    e(n('ExcessUmbrella_InsurerLetterCode_A'), null, 'B'),
    tick(n('Policy_PolicyType_UmbrellaIndicator_A')),
    tick(n('ExcessUmbrella_OccurrenceIndicator_A')),
    e(n('Policy_ExcessLiability_PolicyNumberIdentifier_A'), null, `XS ${digits(rnd, 7)}`),
    fit(e(n('Policy_ExcessLiability_EffectiveDate_A'), null, d(glEff))),
    fit(e(n('Policy_ExcessLiability_ExpirationDate_A'), null, d(addDays(glEff, 365)))),
    e(n('ExcessUmbrella_Umbrella_EachOccurrenceAmount_A'), null, m(5_000_000)),
    e(n('ExcessUmbrella_Umbrella_AggregateAmount_A'), null, m(5_000_000)),
    // The answer: the builder's risk policy, insurer A, on the last row.
    e(n('OtherPolicy_InsurerLetterCode_A'), null, 'A'),
    e(n('OtherPolicy_OtherPolicyDescription_A'), null, 'BUILDERS RISK\nCOMPLETED VALUE FORM'),
    e(n('OtherPolicy_PolicyNumberIdentifier_A'), 'policy.policyNumber', p.policyNumber),
    fit(
      e(
        n('OtherPolicy_PolicyEffectiveDate_A'),
        'policy.effectiveDate',
        d(p.effectiveDate),
        p.effectiveDate,
      ),
    ),
    fit(
      e(
        n('OtherPolicy_PolicyExpirationDate_A'),
        'policy.expirationDate',
        d(p.expirationDate),
        p.expirationDate,
      ),
    ),
    e(n('OtherPolicy_CoverageCode_A'), null, 'COMPLETED VALUE'),
    fit(
      e(
        n('OtherPolicy_CoverageLimitAmount_A'),
        'policy.coverageAmount',
        m(p.coverageAmount),
        amount(p.coverageAmount),
      ),
    ),
    e(n('OtherPolicy_CoverageCode_B'), null, 'SOFT COSTS'),
    fit(
      e(
        n('OtherPolicy_CoverageLimitAmount_B'),
        null,
        m(Math.round(p.coverageAmount / 20 / 1000) * 1000),
      ),
    ),
    e(n('OtherPolicy_CoverageCode_C'), null, 'DED PER OCC'),
    fit(
      e(
        n('OtherPolicy_CoverageLimitAmount_C'),
        'policy.deductible',
        m(p.deductible),
        amount(p.deductible),
      ),
    ),
  ]
  const storeys = int(rnd, 2, 5)
  const kind = pick(rnd, ['mixed-use building', 'medical office building', 'self-storage facility'])
  const site = `Job site: ${p.street}\n${p.city}, ${p.state} ${p.zip} - new ${storeys}-story ${kind}, estimated completion ${printDate(addDays(p.effectiveDate, int(rnd, 200, 330)), 'mdy')}.`
  if (p.hasMortgagee) {
    const [lst, lzip] = stateZipOf(p.lenderCity)
    entries.push(
      e(
        n('CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A'),
        'property.address',
        `${site}\nCertificate holder is mortgagee and loss payee on the builders risk policy (insurer A) as its interest may appear.`,
        p.street,
        p.street,
      ),
      fit(e(n('CertificateHolder_FullName_A'), 'policy.mortgagee', p.mortgagee)),
      e(n('CertificateHolder_MailingAddress_LineOne_A'), null, 'Construction Lending Dept.'),
      e(
        n('CertificateHolder_MailingAddress_LineTwo_A'),
        'policy.loanNumber',
        `Constr. Loan ${p.loanNumber}`,
        p.loanNumber,
        p.loanNumber,
      ),
      e(n('CertificateHolder_MailingAddress_CityName_A'), null, cityOf(p.lenderCity)),
      e(n('CertificateHolder_MailingAddress_StateOrProvinceCode_A'), null, lst),
      e(n('CertificateHolder_MailingAddress_PostalCode_A'), null, lzip),
    )
  } else
    entries.push(
      e(
        n('CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A'),
        'property.address',
        `${site}\nIssued to the project architect for the contract file; no lender interest is shown.`,
        p.street,
        p.street,
      ),
      e(n('CertificateHolder_FullName_A'), null, `${pick(rnd, FAMILY_NAMES)} Architects PLLC`),
      e(n('CertificateHolder_MailingAddress_LineOne_A'), null, p.street2),
      e(n('CertificateHolder_MailingAddress_CityName_A'), null, p.city),
      e(n('CertificateHolder_MailingAddress_StateOrProvinceCode_A'), null, p.state),
    )
  return entries
}

/** ACORD 25 (opal edition): a landlord; the dwelling fire policy on the "other" row, insurer D. */
function acord25RentalRowD(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'd-month-y')
  const m = (x: number): string => printMoney(x, 'dollars')
  const rnd = seededRandom(Number(p.naic) * 29 + p.yearBuilt)
  const glEff = addDays(p.effectiveDate, int(rnd, 20, 160))
  const entries: FillEntry[] = [
    ...heading((x) => x, p, rnd),
    e('Insurer_FullName_A', null, OTHER_CARRIERS[1]!),
    e('Insurer_NAICCode_A', null, digits(rnd, 5)),
    e('Insurer_FullName_B', null, OTHER_CARRIERS[0]!),
    e('Insurer_NAICCode_B', null, digits(rnd, 5)),
    fit(e('Insurer_FullName_D', 'policy.carrier', p.carrier)),
    e('Insurer_NAICCode_D', null, p.naic),
    e('GeneralLiability_InsurerLetterCode_A', null, 'A'),
    tick('GeneralLiability_CoverageIndicator_A'),
    tick('GeneralLiability_OccurrenceIndicator_A'),
    e('GeneralLiability_OtherCoverageDescription_A', null, "LANDLORD'S LIAB."),
    e(
      'Policy_GeneralLiability_PolicyNumberIdentifier_A',
      null,
      `LL ${digits(rnd, 3)} ${digits(rnd, 5)}`,
    ),
    fit(e('Policy_GeneralLiability_EffectiveDate_A', null, d(glEff))),
    fit(e('Policy_GeneralLiability_ExpirationDate_A', null, d(addDays(glEff, 365)))),
    e('GeneralLiability_EachOccurrence_LimitAmount_A', null, m(p.liability)),
    e('GeneralLiability_MedicalExpense_EachPersonLimitAmount_A', null, m(p.medical)),
    e('GeneralLiability_GeneralAggregate_LimitAmount_A', null, m(p.liability * 2)),
    e('ExcessUmbrella_InsurerLetterCode_A', null, 'B'),
    tick('Policy_PolicyType_UmbrellaIndicator_A'),
    e('Policy_ExcessLiability_PolicyNumberIdentifier_A', null, `PUP-${digits(rnd, 6)}`),
    fit(e('Policy_ExcessLiability_EffectiveDate_A', null, d(glEff))),
    fit(e('Policy_ExcessLiability_ExpirationDate_A', null, d(addDays(glEff, 365)))),
    e('ExcessUmbrella_Umbrella_EachOccurrenceAmount_A', null, m(1_000_000)),
    // The answer: the dwelling fire policy, insurer D, on the last row.
    e('OtherPolicy_InsurerLetterCode_A', null, 'D'),
    fit(
      e(
        'OtherPolicy_OtherPolicyDescription_A',
        'property.address',
        `DWELLING FIRE DP-3 AT\n${p.street}`,
        p.street,
        p.street,
      ),
    ),
    e('OtherPolicy_PolicyNumberIdentifier_A', 'policy.policyNumber', p.policyNumber),
    fit(
      e(
        'OtherPolicy_PolicyEffectiveDate_A',
        'policy.effectiveDate',
        d(p.effectiveDate),
        p.effectiveDate,
      ),
    ),
    fit(
      e(
        'OtherPolicy_PolicyExpirationDate_A',
        'policy.expirationDate',
        d(p.expirationDate),
        p.expirationDate,
      ),
    ),
    e('OtherPolicy_CoverageCode_A', null, 'COV A DWELLING'),
    fit(
      e(
        'OtherPolicy_CoverageLimitAmount_A',
        'policy.coverageAmount',
        m(p.coverageAmount),
        amount(p.coverageAmount),
      ),
    ),
    e('OtherPolicy_CoverageCode_B', null, 'COV D RENTS'),
    fit(e('OtherPolicy_CoverageLimitAmount_B', null, m(p.lossOfUse))),
    e('OtherPolicy_CoverageCode_C', null, 'AOP DEDUCTIBLE'),
    fit(
      e(
        'OtherPolicy_CoverageLimitAmount_C',
        'policy.deductible',
        m(p.deductible),
        amount(p.deductible),
      ),
    ),
  ]
  const units = int(rnd, 2, 6)
  entries.push(
    e(
      'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A',
      'property.yearBuilt',
      `Insurer D: ${units}-unit rental dwelling in ${p.city}, ${p.state}, built ${p.yearBuilt} - ${pick(rnd, ['frame', 'brick', 'masonry veneer'])}.\nInsurers A and B: landlord's liability and personal umbrella, shown for the holder's file only.`,
      String(p.yearBuilt),
      String(p.yearBuilt),
    ),
  )
  if (p.hasMortgagee) {
    const [lst, lzip] = stateZipOf(p.lenderCity)
    entries.push(
      fit(e('CertificateHolder_FullName_A', 'policy.mortgagee', p.mortgagee)),
      e(
        'CertificateHolder_MailingAddress_LineOne_A',
        'policy.loanNumber',
        `Loan #${p.loanNumber} ISAOA`,
        p.loanNumber,
        `#${p.loanNumber}`,
      ),
      e('CertificateHolder_MailingAddress_LineTwo_A', null, p.lenderStreet),
      e('CertificateHolder_MailingAddress_CityName_A', null, cityOf(p.lenderCity)),
      e('CertificateHolder_MailingAddress_StateOrProvinceCode_A', null, lst),
      e('CertificateHolder_MailingAddress_PostalCode_A', null, lzip),
    )
  } else
    entries.push(
      e('CertificateHolder_FullName_A', null, `${p.secondInsured} (tenant)`),
      e('CertificateHolder_MailingAddress_LineOne_A', null, `Unit ${int(rnd, 1, units)}`),
      e('CertificateHolder_MailingAddress_LineTwo_A', null, p.street2),
      e('CertificateHolder_MailingAddress_CityName_A', null, p.city),
      e('CertificateHolder_MailingAddress_StateOrProvinceCode_A', null, p.state),
    )
  return entries
}

export const BLIND_ACORD_FORMS: readonly BlindAcordForm[] = [
  {
    id: 'acord25-2016-builders-risk-row',
    file: 'acord-25-blank.pdf',
    decrypt: true,
    line: 'commercial',
    numberStyle: (rnd) => `BR-${digits(rnd, 7)}`,
    filling: acord25BuildersRisk,
  },
  {
    id: 'acord25-opal-rental-row-d',
    file: 'opal-acord25.pdf',
    decrypt: false,
    line: 'landlord',
    numberStyle: (rnd) => `RD ${digits(rnd, 3)} ${digits(rnd, 5)}`,
    filling: acord25RentalRowD,
  },
]
