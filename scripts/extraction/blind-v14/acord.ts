/**
 * The real ACORD forms this blind set fills: the fillable blank forms the earlier sets filled
 * least (the 2016 ACORD 25 and the opal ACORD 25, three times each and not since the twelfth set;
 * the opal ACORD 30 also three times, but by the last two sets), each in a fill style of its own.
 * A certificate of liability insurance is what many agencies send a lender for a commercial or
 * rental property, with the property policy squeezed into the "other" row:
 * - the 2016 ACORD 25 for a self-storage facility whose property policy (the answer) is written by
 *   insurer D, below general liability and auto (A), umbrella (B) and workers compensation (C)
 *   rows; dates "1/5/2026"; the year built on the second line of the row's description; the
 *   building limit and the deductible in the row's own limit lines ("BLDG", "BPP", "AOP DED"); the
 *   location in the remarks; the loan number on the holder's second address line;
 * - the opal ACORD 25 for a four-family rental whose dwelling fire policy (the answer) is written
 *   by insurer A on the "other" row, with premises liability of insurer B on the general liability
 *   row; dates "01/05/2026"; the street on the first line of the row's description; "COV A -
 *   DWELLING", "COV D - FAIR RENTAL" and "DEDUCTIBLE" in the limit lines; the loan number in the
 *   remarks' first line.
 * Certificates print no premium, and the four-family's no year built: neither is in its truth.
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

/** An address's city, state and ZIP boxes. */
function cityBoxes(prefix: string, cityStateZip: string): FillEntry[] {
  const [st, zip] = stateZipOf(cityStateZip)
  return [
    e(`${prefix}CityName_A`, null, cityOf(cityStateZip)),
    e(`${prefix}StateOrProvinceCode_A`, null, st),
    e(`${prefix}PostalCode_A`, null, zip),
  ]
}

/** ACORD 25 (2016): a self-storage facility; its property policy on the "other" row, insurer D. */
function acord25StorageProperty(p: BlindPolicy): FillEntry[] {
  const f = 'F[0].P1[0].'
  const n = (name: string): string => `${f}${name}[0]`
  const d = (iso: string): string => printDate(iso, 'm-d-y')
  const m = (x: number): string => printMoney(x, 'bare')
  const rnd = seededRandom(Number(p.naic) * 53 + p.yearBuilt)
  const glEff = addDays(p.effectiveDate, -int(rnd, 30, 250))
  const wcEff = addDays(p.effectiveDate, int(rnd, 20, 160))
  const [st, zip] = stateZipOf(p.mailingCity)
  const row = (code: string, no: string, eff: string): FillEntry[] => [
    e(n(`Policy_${code}_PolicyNumberIdentifier_A`), null, no),
    fit(e(n(`Policy_${code}_EffectiveDate_A`), null, d(eff))),
    fit(e(n(`Policy_${code}_ExpirationDate_A`), null, d(addDays(eff, 365)))),
  ]
  const entries: FillEntry[] = [
    e(n('Form_CompletionDate_A'), null, printDate(p.issueDate, 'mdy')),
    fit(e(n('Producer_FullName_A'), 'policy.producer', p.producer)),
    e(n('Producer_MailingAddress_LineOne_A'), null, p.street2),
    ...cityBoxes(`${f}Producer_MailingAddress_`, p.mailingCity).map((x) => ({
      ...x,
      name: `${x.name}[0]`,
    })),
    e(n('Producer_ContactPerson_FullName_A'), null, p.agentName),
    e(n('Producer_ContactPerson_PhoneNumber_A'), null, p.agencyPhone),
    e(n('Producer_ContactPerson_EmailAddress_A'), null, `certs${digits(rnd, 2)}@agency.example`),
    fit(e(n('NamedInsured_FullName_A'), 'policy.namedInsured', p.namedInsured)),
    e(n('NamedInsured_MailingAddress_LineOne_A'), null, p.mailingStreet),
    e(n('NamedInsured_MailingAddress_CityName_A'), null, cityOf(p.mailingCity)),
    e(n('NamedInsured_MailingAddress_StateOrProvinceCode_A'), null, st),
    e(n('NamedInsured_MailingAddress_PostalCode_A'), null, zip),
    e(n('Insurer_FullName_A'), null, OTHER_CARRIERS[2]!),
    e(n('Insurer_NAICCode_A'), null, digits(rnd, 5)),
    e(n('Insurer_FullName_B'), null, OTHER_CARRIERS[1]!),
    e(n('Insurer_NAICCode_B'), null, digits(rnd, 5)),
    e(n('Insurer_FullName_C'), null, OTHER_CARRIERS[3]!),
    e(n('Insurer_NAICCode_C'), null, digits(rnd, 5)),
    fit(e(n('Insurer_FullName_D'), 'policy.carrier', p.carrier)),
    e(n('Insurer_NAICCode_D'), null, p.naic),
    e(n('CertificateOfInsurance_CertificateNumberIdentifier_A'), null, `CERT-${digits(rnd, 6)}`),
    // General liability and auto (A), umbrella (B), workers compensation (C).
    e(n('GeneralLiability_InsurerLetterCode_A'), null, 'A'),
    tick(n('GeneralLiability_CoverageIndicator_A')),
    tick(n('GeneralLiability_OccurrenceIndicator_A')),
    tick(n('GeneralLiability_GeneralAggregate_LimitAppliesPerLocationIndicator_A')),
    ...row('GeneralLiability', `GLS${digits(rnd, 7)}`, glEff),
    e(n('GeneralLiability_EachOccurrence_LimitAmount_A'), null, m(1_000_000)),
    e(n('GeneralLiability_FireDamageRentedPremises_EachOccurrenceLimitAmount_A'), null, m(100_000)),
    e(n('GeneralLiability_MedicalExpense_EachPersonLimitAmount_A'), null, m(5_000)),
    e(n('GeneralLiability_PersonalAndAdvertisingInjury_LimitAmount_A'), null, m(1_000_000)),
    e(n('GeneralLiability_GeneralAggregate_LimitAmount_A'), null, m(2_000_000)),
    e(
      n('GeneralLiability_ProductsAndCompletedOperations_AggregateLimitAmount_A'),
      null,
      m(2_000_000),
    ),
    e(n('Vehicle_InsurerLetterCode_A'), null, 'A'),
    tick(n('Vehicle_HiredAutosIndicator_A')),
    tick(n('Vehicle_NonOwnedAutosIndicator_A')),
    ...row('AutomobileLiability', `GLS${digits(rnd, 7)}`, glEff),
    e(n('Vehicle_CombinedSingleLimit_EachAccidentAmount_A'), null, m(1_000_000)),
    e(n('ExcessUmbrella_InsurerLetterCode_A'), null, 'B'),
    tick(n('Policy_PolicyType_UmbrellaIndicator_A')),
    tick(n('ExcessUmbrella_OccurrenceIndicator_A')),
    ...row('ExcessLiability', `XS ${digits(rnd, 3)}-${digits(rnd, 4)}`, glEff),
    e(n('ExcessUmbrella_Umbrella_EachOccurrenceAmount_A'), null, m(5_000_000)),
    e(n('ExcessUmbrella_Umbrella_AggregateAmount_A'), null, m(5_000_000)),
    e(n('WorkersCompensationEmployersLiability_InsurerLetterCode_A'), null, 'C'),
    e(n('WorkersCompensationEmployersLiability_AnyPersonsExcludedIndicator_A'), null, 'N'),
    ...row('WorkersCompensationAndEmployersLiability', `WC${digits(rnd, 8)}`, wcEff),
    tick(n('WorkersCompensationEmployersLiability_WorkersCompensationStatutoryLimitIndicator_A')),
    e(
      n('WorkersCompensationEmployersLiability_EmployersLiability_EachAccidentLimitAmount_A'),
      null,
      m(1_000_000),
    ),
    e(
      n(
        'WorkersCompensationEmployersLiability_EmployersLiability_DiseaseEachEmployeeLimitAmount_A',
      ),
      null,
      m(1_000_000),
    ),
    e(
      n('WorkersCompensationEmployersLiability_EmployersLiability_DiseasePolicyLimitAmount_A'),
      null,
      m(1_000_000),
    ),
    // The answer: the property policy, insurer D, on the "other" row.
    e(n('OtherPolicy_InsurerLetterCode_A'), null, 'D'),
    e(
      n('OtherPolicy_OtherPolicyDescription_A'),
      'property.yearBuilt',
      `PROPERTY - SPECIAL FORM\nSELF STORAGE, BLT ${p.yearBuilt}`,
      String(p.yearBuilt),
      String(p.yearBuilt),
    ),
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
    e(n('OtherPolicy_CoverageCode_A'), null, 'BLDG - RC'),
    e(
      n('OtherPolicy_CoverageLimitAmount_A'),
      'policy.coverageAmount',
      m(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    e(n('OtherPolicy_CoverageCode_B'), null, 'BPP'),
    e(n('OtherPolicy_CoverageLimitAmount_B'), null, m(Math.round(p.contents / 20 / 1000) * 1000)),
    e(n('OtherPolicy_CoverageCode_C'), null, 'AOP DED'),
    e(
      n('OtherPolicy_CoverageLimitAmount_C'),
      'policy.deductible',
      m(p.deductible),
      amount(p.deductible),
    ),
    e(
      n('CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A'),
      'property.address',
      `LOCATION (INSURER D PROPERTY): ${p.street}\n${p.city}, ${p.state} ${p.zip} - ${int(rnd, 3, 9)} BUILDINGS, ${int(rnd, 180, 900)} UNITS, ${pick(rnd, ['METAL', 'MASONRY NON-COMBUSTIBLE', 'CONCRETE BLOCK'])}.\nGL, AUTO AND UMBRELLA SHOWN FOR INFORMATION ONLY.`,
      p.street,
      p.street,
    ),
  ]
  if (p.hasMortgagee) {
    const [lst, lzip] = stateZipOf(p.lenderCity)
    entries.push(
      fit(e(n('CertificateHolder_FullName_A'), 'policy.mortgagee', p.mortgagee)),
      e(n('CertificateHolder_MailingAddress_LineOne_A'), null, `ISAOA/ATIMA, ${p.lenderStreet}`),
      e(
        n('CertificateHolder_MailingAddress_LineTwo_A'),
        'policy.loanNumber',
        `LOAN NO. ${p.loanNumber} (PROPERTY ONLY)`,
        p.loanNumber,
        p.loanNumber,
      ),
      e(n('CertificateHolder_MailingAddress_CityName_A'), null, cityOf(p.lenderCity)),
      e(n('CertificateHolder_MailingAddress_StateOrProvinceCode_A'), null, lst),
      e(n('CertificateHolder_MailingAddress_PostalCode_A'), null, lzip),
    )
  } else
    entries.push(
      e(n('CertificateHolder_FullName_A'), null, `${pick(rnd, FAMILY_NAMES)} Storage Partners LLC`),
      e(
        n('CertificateHolder_MailingAddress_LineOne_A'),
        null,
        'ADDITIONAL INSURED (GL) - FRANCHISOR',
      ),
      e(n('CertificateHolder_MailingAddress_LineTwo_A'), null, p.street2),
      e(n('CertificateHolder_MailingAddress_CityName_A'), null, cityOf(p.mailingCity)),
      e(n('CertificateHolder_MailingAddress_StateOrProvinceCode_A'), null, st),
    )
  return entries
}

/** ACORD 25 (opal): a four-family rental; its dwelling fire policy on the "other" row, insurer A. */
function acord25FourplexDwellingFire(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'mdy')
  const m = (x: number): string => printMoney(x, 'dollars')
  const rnd = seededRandom(Number(p.naic) * 59 + p.coverageAmount / 1000)
  const liabEff = addDays(p.effectiveDate, -int(rnd, 0, 90))
  const [st, zip] = stateZipOf(p.mailingCity)
  const entries: FillEntry[] = [
    e('Form_CompletionDate_A', null, d(p.issueDate)),
    fit(e('Producer_FullName_A', 'policy.producer', p.producer)),
    e('Producer_MailingAddress_LineOne_A', null, p.street2),
    ...cityBoxes('Producer_MailingAddress_', p.mailingCity),
    e('Producer_ContactPerson_FullName_A', null, p.agentName),
    e('Producer_ContactPerson_PhoneNumber_A', null, p.agencyPhone),
    fit(e('NamedInsured_FullName_A', 'policy.namedInsured', p.namedInsured)),
    e('NamedInsured_MailingAddress_LineOne_A', null, p.mailingStreet),
    e('NamedInsured_MailingAddress_CityName_A', null, cityOf(p.mailingCity)),
    e('NamedInsured_MailingAddress_StateOrProvinceCode_A', null, st),
    e('NamedInsured_MailingAddress_PostalCode_A', null, zip),
    fit(e('Insurer_FullName_A', 'policy.carrier', p.carrier)),
    e('Insurer_NAICCode_A', null, p.naic),
    e('Insurer_FullName_B', null, OTHER_CARRIERS[2]!),
    e('Insurer_NAICCode_B', null, digits(rnd, 5)),
    e(
      'CertificateOfInsurance_CertificateNumberIdentifier_A',
      null,
      `${digits(rnd, 4)}-${int(rnd, 1, 9)}`,
    ),
    // Premises liability (B) on the general liability row.
    e('GeneralLiability_InsurerLetterCode_A', null, 'B'),
    tick('GeneralLiability_OtherCoverageIndicator_A'),
    e('GeneralLiability_OtherCoverageDescription_A', null, "LESSOR'S RISK ONLY"),
    tick('GeneralLiability_OccurrenceIndicator_A'),
    e('Policy_GeneralLiability_PolicyNumberIdentifier_A', null, `LRO ${digits(rnd, 7)}`),
    fit(e('Policy_GeneralLiability_EffectiveDate_A', null, d(liabEff))),
    fit(e('Policy_GeneralLiability_ExpirationDate_A', null, d(addDays(liabEff, 365)))),
    e('GeneralLiability_EachOccurrence_LimitAmount_A', null, printMoney(p.liability, 'bare')),
    e('GeneralLiability_GeneralAggregate_LimitAmount_A', null, printMoney(p.liability * 2, 'bare')),
    e(
      'GeneralLiability_MedicalExpense_EachPersonLimitAmount_A',
      null,
      printMoney(p.medical, 'bare'),
    ),
    // The answer: the dwelling fire policy, insurer A, on the "other" row.
    e('OtherPolicy_InsurerLetterCode_A', null, 'A'),
    e(
      'OtherPolicy_OtherPolicyDescription_A',
      'property.address',
      `${p.street}\nDP-3 4-FAMILY DWELLING`,
      p.street,
      p.street,
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
    fit(e('OtherPolicy_CoverageCode_A', null, 'COV A - DWELLING')),
    fit(
      e(
        'OtherPolicy_CoverageLimitAmount_A',
        'policy.coverageAmount',
        m(p.coverageAmount),
        amount(p.coverageAmount),
      ),
    ),
    fit(e('OtherPolicy_CoverageCode_B', null, 'COV D - FAIR RENTAL')),
    fit(e('OtherPolicy_CoverageLimitAmount_B', null, m(p.lossOfUse))),
    e('OtherPolicy_CoverageCode_C', null, 'DEDUCTIBLE'),
    e(
      'OtherPolicy_CoverageLimitAmount_C',
      'policy.deductible',
      m(p.deductible),
      amount(p.deductible),
    ),
  ]
  if (p.hasMortgagee) {
    const [lst, lzip] = stateZipOf(p.lenderCity)
    entries.push(
      e(
        'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A',
        'policy.loanNumber',
        `RE LOAN # ${p.loanNumber} - CERTIFICATE HOLDER IS FIRST MORTGAGEE UNDER INSURER A POLICY.\n${p.city}, ${p.state} ${p.zip}; 10 DAYS NOTICE FOR NON-PAYMENT OF PREMIUM.`,
        p.loanNumber,
        p.loanNumber,
      ),
      fit(e('CertificateHolder_FullName_A', 'policy.mortgagee', p.mortgagee)),
      e('CertificateHolder_MailingAddress_LineOne_A', null, 'ITS SUCCESSORS AND/OR ASSIGNS'),
      e('CertificateHolder_MailingAddress_LineTwo_A', null, p.lenderStreet),
      e('CertificateHolder_MailingAddress_CityName_A', null, cityOf(p.lenderCity)),
      e('CertificateHolder_MailingAddress_StateOrProvinceCode_A', null, lst),
      e('CertificateHolder_MailingAddress_PostalCode_A', null, lzip),
    )
  } else
    entries.push(
      e(
        'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A',
        null,
        `NO MORTGAGEE. CERTIFICATE HOLDER IS ADDITIONAL INSURED ON THE INSURER B POLICY AS PROPERTY MANAGER.\n${p.city}, ${p.state} ${p.zip}.`,
      ),
      e(
        'CertificateHolder_FullName_A',
        null,
        `${pick(rnd, FAMILY_NAMES)} Residential Management LLC`,
      ),
      e('CertificateHolder_MailingAddress_LineOne_A', null, p.street2),
      e('CertificateHolder_MailingAddress_CityName_A', null, p.city),
      e('CertificateHolder_MailingAddress_StateOrProvinceCode_A', null, p.state),
    )
  return entries
}

export const BLIND_ACORD_FORMS: readonly BlindAcordForm[] = [
  {
    id: 'acord25-2016-storage-property-insurer-d',
    file: 'acord-25-blank.pdf',
    decrypt: true,
    line: 'commercial',
    numberStyle: (rnd) => `SSP${digits(rnd, 3)}-${digits(rnd, 5)}`,
    filling: acord25StorageProperty,
  },
  {
    id: 'acord25-opal-fourplex-dwelling-fire',
    file: 'opal-acord25.pdf',
    decrypt: false,
    line: 'landlord',
    numberStyle: (rnd) => `DF ${digits(rnd, 3)} ${digits(rnd, 4)}`,
    filling: acord25FourplexDwellingFire,
  },
]
