/**
 * The 2016 ACORD 24 filled for a craft workshop whose property policy (the answer) is written by
 * insurer C, with crime (A) and inland marine (B) rows of other insurers; the street on the
 * location box's first line; the loan number in the special conditions.
 */
import type { FillEntry } from './acord-fill'
import { cityBoxes, cityOf, e, fit, stateZipOf, tick } from './acord-entries'
import { addDays, digits, int, pick, type BlindPolicy } from './policy'
import { FAMILY_NAMES, OTHER_CARRIERS, amount, printDate, printMoney } from './words'
import { seededRandom } from '../policy-values'

/** ACORD 24 (2016): a craft workshop; its property policy on the property row, insurer C. */
export function acord24Workshop(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'mdy')
  const m = (x: number): string => printMoney(x, 'bare')
  const rnd = seededRandom(Number(p.naic) * 31 + p.coverageAmount / 1000)
  const imEff = addDays(p.effectiveDate, int(rnd, 15, 200))
  const crEff = addDays(p.effectiveDate, -int(rnd, 10, 120))
  const [st, zip] = stateZipOf(p.mailingCity)
  const entries: FillEntry[] = [
    e('Form_CompletionDate_A', null, d(p.issueDate)),
    fit(e('Producer_FullName_A', 'policy.producer', p.producer)),
    e('Producer_MailingAddress_LineOne_A', null, p.street2),
    ...cityBoxes('Producer_MailingAddress_', p.mailingCity),
    e('Producer_ContactPerson_FullName_A', null, p.agentName),
    e('Producer_ContactPerson_PhoneNumber_A', null, p.agencyPhone),
    e('Producer_CustomerIdentifier_A', null, `${p.agencyCode}-${digits(rnd, 3)}`),
    fit(e('NamedInsured_FullName_A', 'policy.namedInsured', p.namedInsured)),
    e('NamedInsured_MailingAddress_LineOne_A', null, p.mailingStreet),
    e('NamedInsured_MailingAddress_CityName_A', null, cityOf(p.mailingCity)),
    e('NamedInsured_MailingAddress_StateOrProvinceCode_A', null, st),
    e('NamedInsured_MailingAddress_PostalCode_A', null, zip),
    e('Insurer_FullName_A', null, OTHER_CARRIERS[2]!),
    e('Insurer_NAICCode_A', null, digits(rnd, 5)),
    e('Insurer_FullName_B', null, OTHER_CARRIERS[1]!),
    e('Insurer_NAICCode_B', null, digits(rnd, 5)),
    fit(e('Insurer_FullName_C', 'policy.carrier', p.carrier)),
    e('Insurer_NAICCode_C', null, p.naic),
    e('CertificateOfInsurance_CertificateNumberIdentifier_A', null, `CP-${digits(rnd, 6)}`),
    e(
      'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A',
      'property.address',
      `LOC 1: ${p.street}\n${p.city}, ${p.state} ${p.zip} - ${pick(rnd, ['WORKSHOP AND SHOWROOM', 'WORKSHOP, 2 STORIES', 'STUDIO AND STOREROOM'])}`,
      p.street,
      p.street,
    ),
    // The answer: the property policy, insurer C, on the property row.
    e('Property_InsurerLetterCode_A', null, 'C'),
    tick('Policy_PolicyType_PropertyIndicator_A'),
    tick('Policy_PolicyType_SpecialIndicator_A'),
    tick('Policy_PolicyType_WindIndicator_A'),
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
      m(p.deductible),
      amount(p.deductible),
    ),
    e('CommercialProperty_Premises_DeductibleAmount_B', null, m(p.deductible)),
    e('CommercialProperty_Premises_DeductibleAmount_D', null, `${p.percent}%`),
    tick('Property_Building_CoverageIndicator_A'),
    e(
      'Property_Building_LimitAmount_A',
      'policy.coverageAmount',
      m(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    tick('Property_PersonalProperty_CoverageIndicator_A'),
    e('Property_PersonalProperty_LimitAmount_A', null, m(Math.round(p.contents / 1000) * 1000)),
    tick('CommercialPropertyCoverage_BusinessIncomeOption_IncludedIndicator_A'),
    e('CommercialPropertyCoverage_BusinessIncome_LimitAmount_A', null, m(p.lossOfUse)),
    // Inland marine (B): the tools and stock in transit.
    e('CommercialInlandMarineLineOfBusiness_InsurerLetterCode_A', null, 'B'),
    tick('Policy_PolicyType_InlandMarineIndicator_A'),
    e('Policy_PolicyType_OtherDescription_C', null, 'TOOLS & EQUIP FLOATER'),
    e('Policy_InlandMarine_PolicyNumberIdentifier_A', null, `IM ${digits(rnd, 7)}`),
    fit(e('Policy_InlandMarine_EffectiveDate_A', null, d(imEff))),
    fit(e('Policy_InlandMarine_ExpirationDate_A', null, d(addDays(imEff, 365)))),
    tick('CommercialInlandMarineCoverage_Other_CoverageIndicator_A'),
    e('CommercialInlandMarineCoverage_Other_CoverageDescription_A', null, 'SCHED EQUIP'),
    e('CommercialInlandMarineCoverage_Other_LimitAmount_A', null, m(int(rnd, 4, 40) * 5000)),
    // Crime (A).
    e('CrimeLineOfBusiness_InsurerLetterCode_A', null, 'A'),
    tick('CrimeLineOfBusiness_CoverageIndicator_A'),
    e('Policy_PolicyType_OtherDescription_E', null, 'EMPLOYEE THEFT'),
    e('Policy_Crime_PolicyNumberIdentifier_A', null, `CR-${digits(rnd, 6)}`),
    fit(e('Policy_Crime_EffectiveDate_A', null, d(crEff))),
    fit(e('Policy_Crime_ExpirationDate_A', null, d(addDays(crEff, 365)))),
    tick('CrimeCoverage_OtherCoverage_CoverageIndicator_A'),
    e('CrimeCoverage_OtherCoverage_CoverageDescription_A', null, 'EMPL DISHONESTY'),
    e('CrimeCoverage_OtherCoverage_LimitAmount_A', null, m(pick(rnd, [25000, 50000, 100000]))),
  ]
  if (p.hasMortgagee) {
    const [lst, lzip] = stateZipOf(p.lenderCity)
    entries.push(
      e(
        'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_B',
        'policy.loanNumber',
        `LOAN NO. ${p.loanNumber} - CERTIFICATE HOLDER IS MORTGAGEE AND LENDER'S LOSS PAYEE (CP 12 18) ON THE INSURER C POLICY, BUILDING AT LOC 1 ONLY.\n30 DAYS NOTICE OF CANCELLATION, 10 DAYS FOR NON-PAYMENT OF PREMIUM.`,
        p.loanNumber,
        p.loanNumber,
      ),
      fit(e('CertificateHolder_FullName_A', 'policy.mortgagee', p.mortgagee)),
      e('CertificateHolder_MailingAddress_LineOne_A', null, 'ISAOA ATIMA'),
      e('CertificateHolder_MailingAddress_LineTwo_A', null, p.lenderStreet),
      e('CertificateHolder_MailingAddress_CityName_A', null, cityOf(p.lenderCity)),
      e('CertificateHolder_MailingAddress_StateOrProvinceCode_A', null, lst),
      e('CertificateHolder_MailingAddress_PostalCode_A', null, lzip),
    )
  } else
    entries.push(
      e(
        'CertificateOfLiabilityInsurance_ACORDForm_RemarkText_B',
        null,
        'CERTIFICATE HOLDER IS THE EQUIPMENT LESSOR, LOSS PAYEE ON THE INSURER B POLICY ONLY.\nNO MORTGAGEE OR LOSS PAYEE ON THE INSURER C POLICY; THE BUILDING IS OWNED FREE AND CLEAR.',
      ),
      e('CertificateHolder_FullName_A', null, `${pick(rnd, FAMILY_NAMES)} Equipment Leasing LLC`),
      e('CertificateHolder_MailingAddress_LineOne_A', null, p.street2),
      e('CertificateHolder_MailingAddress_CityName_A', null, p.city),
      e('CertificateHolder_MailingAddress_StateOrProvinceCode_A', null, p.state),
    )
  return entries
}
