/**
 * The opal ACORD 30 (garage certificate) filled for a car wash whose building (the answer) is
 * written by insurer E on the "other" row, under garage liability (A), umbrella (B) and workers
 * compensation (C) rows; the deductible on the remarks' first line; the loan number on the
 * holder's first address line.
 */
import type { FillEntry } from './acord-fill'
import { cityOf, e, fit, stateZipOf, tick } from './acord-entries'
import { addDays, digits, int, pick, type BlindPolicy } from './policy'
import { FAMILY_NAMES, OTHER_CARRIERS, amount, printDate, printMoney } from './words'
import { seededRandom } from '../policy-values'

/** The opal form's fields are named inside its XFA-style tree. */
const f = (name: string): string => `F[0].P1[0].${name}[0]`
const ef = (
  name: string,
  field: FillEntry['field'],
  printed: string,
  normalized?: string,
  words?: string,
): FillEntry => e(f(name), field, printed, normalized, words)

/** ACORD 30 (opal): a car wash; its building policy on the "other" row, insurer E. */
export function acord30CarWash(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'mdy-yy')
  const m = (x: number): string => printMoney(x, 'bare')
  const rnd = seededRandom(Number(p.naic) * 43 + p.coverageAmount / 1000)
  const garEff = addDays(p.effectiveDate, -int(rnd, 20, 160))
  const [st, zip] = stateZipOf(p.mailingCity)
  // The drawn business name's family name, as a car wash trades under it.
  const insured = `${p.namedInsured.split(' ')[0]} Express Car Wash LLC`
  const policyRow = (letter: string, no: string, eff: string): FillEntry[] => [
    ef(`Policy_PolicyNumberIdentifier_${letter}`, null, no),
    fit(ef(`Policy_EffectiveDate_${letter}`, null, d(eff))),
    fit(ef(`Policy_ExpirationDate_${letter}`, null, d(addDays(eff, 365)))),
  ]
  const entries: FillEntry[] = [
    ef('Form_CompletionDate_A', null, printDate(p.issueDate, 'mdy')),
    fit(ef('Producer_FullName_A', 'policy.producer', p.producer)),
    ef('Producer_MailingAddress_LineOne_A', null, p.street2),
    ef('Producer_MailingAddress_CityName_A', null, cityOf(p.mailingCity)),
    ef('Producer_MailingAddress_StateOrProvinceCode_A', null, st),
    ef('Producer_MailingAddress_PostalCode_A', null, zip),
    ef('Producer_ContactPerson_FullName_A', null, p.agentName),
    ef('Producer_ContactPerson_PhoneNumber_A', null, p.agencyPhone),
    fit(ef('NamedInsured_FullName_A', 'policy.namedInsured', insured)),
    ef('NamedInsured_MailingAddress_LineOne_A', null, p.mailingStreet),
    ef('NamedInsured_MailingAddress_CityName_A', null, cityOf(p.mailingCity)),
    ef('NamedInsured_MailingAddress_StateOrProvinceCode_A', null, st),
    ef('NamedInsured_MailingAddress_PostalCode_A', null, zip),
    ef('Insurer_FullName_A', null, OTHER_CARRIERS[0]!),
    ef('Insurer_NAICCode_A', null, digits(rnd, 5)),
    ef('Insurer_FullName_B', null, OTHER_CARRIERS[1]!),
    ef('Insurer_NAICCode_B', null, digits(rnd, 5)),
    ef('Insurer_FullName_C', null, OTHER_CARRIERS[3]!),
    ef('Insurer_NAICCode_C', null, digits(rnd, 5)),
    fit(ef('Insurer_FullName_E', 'policy.carrier', p.carrier)),
    ef('Insurer_NAICCode_E', null, p.naic),
    ef('Producer_CustomerIdentifier_A', null, `CW${digits(rnd, 5)}`),
    ef('CertificateOfInsurance_CertificateNumberIdentifier_A', null, `${digits(rnd, 5)}`),
    // Garage liability and garage keepers (A).
    ef('GarageLiability_InsurerLetterCode_A', null, 'A'),
    tick(f('GarageLiability_AllOwnedAutosIndicator_A')),
    tick(f('GarageLiability_NonOwnedAutosUsedInGarageBusinessIndicator_A')),
    ...policyRow('A', `GAR ${digits(rnd, 7)}`, garEff),
    ef('GarageLiability_AutoOnly_EachAccidentLimitAmount_A', null, m(1_000_000)),
    ef('GarageLiability_OtherThanAutoOnly_EachAccidentLimitAmount_A', null, m(1_000_000)),
    ef('GarageLiability_OtherThanAutoOnly_AggregateLimitAmount_A', null, m(2_000_000)),
    ef('GarageKeepersLiability_InsurerLetterCode_A', null, 'A'),
    tick(f('GarageKeepersLiability_LegalLiabilityIndicator_A')),
    ...policyRow('B', `GKL ${digits(rnd, 7)}`, garEff),
    tick(f('GarageKeepersLiability_ComprehensiveIndicator_A')),
    ef(
      'GarageKeepersLiability_ComprehensiveOrSpecifiedPerilsLimitAmount_A',
      null,
      m(pick(rnd, [60000, 100000, 150000])),
    ),
    // Umbrella (B) and workers compensation (C).
    ef('ExcessUmbrella_InsurerLetterCode_A', null, 'B'),
    tick(f('Policy_PolicyType_UmbrellaIndicator_A')),
    tick(f('ExcessUmbrella_OccurrenceIndicator_A')),
    ...policyRow('D', `XS-${digits(rnd, 6)}`, addDays(garEff, int(rnd, 0, 60))),
    ef('ExcessUmbrella_Umbrella_EachOccurrenceAmount_A', null, m(pick(rnd, [2, 3, 5]) * 1_000_000)),
    ef('WorkersCompensationEmployersLiability_InsurerLetterCode_A', null, 'C'),
    tick(f('WorkersCompensationEmployersLiability_WorkersCompensationStatutoryLimitIndicator_A')),
    ...policyRow('E', `WC${digits(rnd, 8)}`, addDays(garEff, int(rnd, 0, 200))),
    ef(
      'WorkersCompensationEmployersLiability_EmployersLiability_EachAccidentLimitAmount_A',
      null,
      m(500_000),
    ),
    // The answer: the building policy, insurer E, on the "other" row.
    ef('OtherPolicy_InsurerLetterCode_A', null, 'E'),
    ef(
      'OtherPolicy_OtherPolicyDescription_A',
      'property.address',
      `${p.street}\nCAR WASH BLDG - SPECIAL`,
      p.street,
      p.street,
    ),
    ef('Policy_PolicyNumberIdentifier_F', 'policy.policyNumber', p.policyNumber),
    fit(ef('Policy_EffectiveDate_F', 'policy.effectiveDate', d(p.effectiveDate), p.effectiveDate)),
    fit(
      ef('Policy_ExpirationDate_F', 'policy.expirationDate', d(p.expirationDate), p.expirationDate),
    ),
    ef(
      'OtherPolicy_CoverageLimitAmount_A',
      'policy.coverageAmount',
      `BLDG ${printMoney(p.coverageAmount, 'dollars')}`,
      amount(p.coverageAmount),
      printMoney(p.coverageAmount, 'dollars'),
    ),
  ]
  const ded = printMoney(p.deductible, 'dollars')
  if (p.hasMortgagee) {
    const [lst, lzip] = stateZipOf(p.lenderCity)
    entries.push(
      ef(
        'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A',
        'policy.deductible',
        `INSURER E BUILDING POLICY: ALL PERILS DEDUCTIBLE ${ded} - WIND/HAIL ${p.percent}%\nCERTIFICATE HOLDER IS MORTGAGEE ON THE INSURER E POLICY ONLY. EQUIPMENT (TUNNEL, DRYERS) IS NOT INSURED UNDER IT.`,
        amount(p.deductible),
        ded,
      ),
      fit(ef('CertificateHolder_FullName_A', 'policy.mortgagee', p.mortgagee)),
      ef(
        'CertificateHolder_MailingAddress_LineOne_A',
        'policy.loanNumber',
        `ISAOA/ATIMA - LOAN # ${p.loanNumber}`,
        p.loanNumber,
        p.loanNumber,
      ),
      ef('CertificateHolder_MailingAddress_LineTwo_A', null, p.lenderStreet),
      ef('CertificateHolder_MailingAddress_CityName_A', null, cityOf(p.lenderCity)),
      ef('CertificateHolder_MailingAddress_StateOrProvinceCode_A', null, lst),
      ef('CertificateHolder_MailingAddress_PostalCode_A', null, lzip),
    )
  } else
    entries.push(
      ef(
        'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A',
        'policy.deductible',
        `INSURER E BUILDING POLICY: ALL PERILS DEDUCTIBLE ${ded} - WIND/HAIL ${p.percent}%\nNO MORTGAGEE. HOLDER IS ADDITIONAL INSURED ON THE GARAGE LIABILITY POLICY AS FUEL AND CHEMICAL SUPPLIER.`,
        amount(p.deductible),
        ded,
      ),
      ef('CertificateHolder_FullName_A', null, `${pick(rnd, FAMILY_NAMES)} Chemical Supply Inc.`),
      ef('CertificateHolder_MailingAddress_LineOne_A', null, p.street2),
      ef('CertificateHolder_MailingAddress_CityName_A', null, p.city),
      ef('CertificateHolder_MailingAddress_StateOrProvinceCode_A', null, p.state),
    )
  return entries
}
