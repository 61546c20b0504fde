/**
 * The opal ACORD 25 filled for a four-family rental whose dwelling fire policy (the answer) is
 * written by insurer A on the "other" row, with premises liability of insurer B on the general
 * liability row; dates "01/05/2026"; the street on the first line of the row's description; the
 * loan number on the remarks' first line.
 */
import type { FillEntry } from './acord-fill'
import { cityBoxes, cityOf, e, fit, stateZipOf, tick } from './acord-entries'
import { addDays, digits, int, pick, type BlindPolicy } from './policy'
import { FAMILY_NAMES, OTHER_CARRIERS, amount, printDate, printMoney } from './words'
import { seededRandom } from '../policy-values'

/** ACORD 25 (opal): a four-family rental; its dwelling fire policy on the "other" row, insurer A. */
export function acord25FourplexDwellingFire(p: BlindPolicy): FillEntry[] {
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
