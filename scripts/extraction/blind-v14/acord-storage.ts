/**
 * The 2016 ACORD 25 filled for a self-storage facility whose property policy (the answer) is
 * written by insurer D on the "other" row, below general liability and auto (A), umbrella (B) and
 * workers compensation (C); dates "1/5/2026"; the year built on the second line of the row's
 * description; building limit and deductible in the row's own limit lines; the location in the
 * remarks; the loan number on the holder's second address line.
 */
import type { FillEntry } from './acord-fill'
import { cityBoxes, cityOf, e, fit, stateZipOf, tick } from './acord-entries'
import { addDays, digits, int, pick, type BlindPolicy } from './policy'
import { FAMILY_NAMES, OTHER_CARRIERS, amount, printDate, printMoney } from './words'
import { seededRandom } from '../policy-values'

/** ACORD 25 (2016): a self-storage facility; its property policy on the "other" row, insurer D. */
export function acord25StorageProperty(p: BlindPolicy): FillEntry[] {
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
      e(n('CertificateHolder_FullName_A'), null, `${pick(rnd, FAMILY_NAMES)} Storage Systems LLC`),
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
