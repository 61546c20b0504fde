/**
 * The real ACORD forms this blind set fills, each in a fill style no earlier set used: the ACORD
 * 25 certificate of liability (2016/03, the encrypted corpus edition) for a commercial package
 * whose one policy number stands on the general liability row, with the property part on the
 * "other" row marked "SAME AS ABOVE" (building limit, business personal property and deductible in
 * its three limit boxes), dates "01/05/26", the lender as certificate holder with the loan number on
 * the holder's second address line; and the ACORD 28 evidence of commercial property (2006/07)
 * filled over both its pages, with the perils, building and mortgagee boxes ticked, dates
 * "2026-01-05", amounts "1,250,000", the location's description "continued on page 2" and the
 * year built in the page-2 remarks.
 */
import type { FillEntry } from './acord-fill'
import { addDays, digits, int, pick, type BlindPolicy, type NumberStyle } from './policy'
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

/** A check box to tick. */
const tick = (name: string): FillEntry => ({ name, field: null, printed: '', check: true })

/** A long value shrunk to fit its box, as agency systems print it, rather than cut off. */
const fit = (x: FillEntry, chars = 34): FillEntry =>
  x.printed.length > chars ? { ...x, autoSize: true } : x

const cityOf = (cityStateZip: string): string => cityStateZip.split(',')[0] ?? ''

/** ACORD 25 (2016/03): a commercial package, its property part on the "other" row. */
function acord25LenderHolder(p: BlindPolicy): FillEntry[] {
  const f = 'F[0].P1[0].'
  const d = (iso: string): string => printDate(iso, 'mdy-yy')
  // The form prints "$" before each limit box.
  const n = (x: number): string => printMoney(x, 'bare')
  const rnd = seededRandom(Number(p.naic) * 13 + p.yearBuilt)
  const autoEff = addDays(p.effectiveDate, int(rnd, 30, 150))
  const entries: FillEntry[] = [
    e(`${f}Form_CompletionDate_A[0]`, null, printDate(p.issueDate, 'mdy')),
    e(`${f}Producer_FullName_A[0]`, 'policy.producer', p.producer),
    e(`${f}Producer_MailingAddress_LineOne_A[0]`, null, p.mailingStreet),
    e(`${f}Producer_MailingAddress_CityName_A[0]`, null, cityOf(p.mailingCity)),
    e(`${f}Producer_ContactPerson_FullName_A[0]`, null, p.agentName),
    e(`${f}Producer_ContactPerson_PhoneNumber_A[0]`, null, p.agencyPhone),
    e(`${f}NamedInsured_FullName_A[0]`, 'policy.namedInsured', p.namedInsured),
    e(`${f}NamedInsured_MailingAddress_LineOne_A[0]`, null, p.mailingStreet),
    e(`${f}NamedInsured_MailingAddress_CityName_A[0]`, null, cityOf(p.mailingCity)),
    fit(e(`${f}Insurer_FullName_A[0]`, 'policy.carrier', p.carrier), 38),
    e(`${f}Insurer_NAICCode_A[0]`, null, p.naic),
    e(`${f}Insurer_FullName_B[0]`, null, 'Troutbeck Auto Insurance Company'),
    e(`${f}Insurer_NAICCode_B[0]`, null, digits(rnd, 5)),
    e(`${f}CertificateOfInsurance_CertificateNumberIdentifier_A[0]`, null, `${digits(rnd, 8)}`),
    e(`${f}GeneralLiability_InsurerLetterCode_A[0]`, null, 'A'),
    e(`${f}GeneralLiability_OtherCoverageDescription_A[0]`, null, 'PACKAGE POLICY'),
    e(
      `${f}Policy_GeneralLiability_PolicyNumberIdentifier_A[0]`,
      'policy.policyNumber',
      p.policyNumber,
    ),
    e(
      `${f}Policy_GeneralLiability_EffectiveDate_A[0]`,
      'policy.effectiveDate',
      d(p.effectiveDate),
      p.effectiveDate,
    ),
    e(
      `${f}Policy_GeneralLiability_ExpirationDate_A[0]`,
      'policy.expirationDate',
      d(p.expirationDate),
      p.expirationDate,
    ),
    e(`${f}GeneralLiability_EachOccurrence_LimitAmount_A[0]`, null, n(1_000_000)),
    e(
      `${f}GeneralLiability_FireDamageRentedPremises_EachOccurrenceLimitAmount_A[0]`,
      null,
      n(300_000),
    ),
    e(`${f}GeneralLiability_MedicalExpense_EachPersonLimitAmount_A[0]`, null, n(p.medical)),
    e(`${f}GeneralLiability_PersonalAndAdvertisingInjury_LimitAmount_A[0]`, null, n(1_000_000)),
    e(`${f}GeneralLiability_GeneralAggregate_LimitAmount_A[0]`, null, n(2_000_000)),
    e(`${f}Vehicle_InsurerLetterCode_A[0]`, null, 'B'),
    e(`${f}Policy_AutomobileLiability_PolicyNumberIdentifier_A[0]`, null, `CA ${digits(rnd, 7)}`),
    e(`${f}Policy_AutomobileLiability_EffectiveDate_A[0]`, null, d(autoEff)),
    e(`${f}Policy_AutomobileLiability_ExpirationDate_A[0]`, null, d(addDays(autoEff, 365))),
    e(`${f}Vehicle_CombinedSingleLimit_EachAccidentAmount_A[0]`, null, n(1_000_000)),
    e(`${f}OtherPolicy_InsurerLetterCode_A[0]`, null, 'A'),
    e(`${f}OtherPolicy_OtherPolicyDescription_A[0]`, null, 'PROPERTY\n(PART OF PACKAGE)'),
    e(`${f}OtherPolicy_PolicyNumberIdentifier_A[0]`, null, 'SAME AS ABOVE'),
    e(`${f}OtherPolicy_CoverageCode_A[0]`, null, 'BUILDING'),
    e(
      `${f}OtherPolicy_CoverageLimitAmount_A[0]`,
      'policy.coverageAmount',
      n(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    e(`${f}OtherPolicy_CoverageCode_B[0]`, null, 'BUS PERS PROP'),
    e(`${f}OtherPolicy_CoverageLimitAmount_B[0]`, null, n(p.contents)),
    e(`${f}OtherPolicy_CoverageCode_C[0]`, null, 'DEDUCTIBLE'),
    e(
      `${f}OtherPolicy_CoverageLimitAmount_C[0]`,
      'policy.deductible',
      n(p.deductible),
      amount(p.deductible),
    ),
  ]
  const where = `${p.street}\n${p.city} ${p.state} ${p.zip} - special form, replacement cost, no coinsurance.`
  if (p.hasMortgagee)
    entries.push(
      e(
        `${f}CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A[0]`,
        'property.address',
        `Location 1:\n${where}\nCertificate holder is mortgagee and lender's loss payee on the building (CP 12 18) for Location 1.`,
        p.street,
        p.street,
      ),
      e(`${f}CertificateHolder_FullName_A[0]`, 'policy.mortgagee', p.mortgagee),
      e(`${f}CertificateHolder_MailingAddress_LineOne_A[0]`, null, 'ISAOA ATIMA'),
      e(
        `${f}CertificateHolder_MailingAddress_LineTwo_A[0]`,
        'policy.loanNumber',
        `Loan No. ${p.loanNumber}`,
        p.loanNumber,
        p.loanNumber,
      ),
      e(`${f}CertificateHolder_MailingAddress_CityName_A[0]`, null, cityOf(p.lenderCity)),
    )
  else
    entries.push(
      e(
        `${f}CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A[0]`,
        'property.address',
        `Location 1:\n${where}\nCertificate holder is additional insured on the general liability as respects its lease.`,
        p.street,
        p.street,
      ),
      e(`${f}CertificateHolder_FullName_A[0]`, null, `${p.secondInsured}, landlord`),
      e(`${f}CertificateHolder_MailingAddress_LineOne_A[0]`, null, p.street2),
      e(`${f}CertificateHolder_MailingAddress_CityName_A[0]`, null, p.city),
    )
  return entries
}

/** ACORD 28 (2006/07): both pages, boxes ticked, the year built in the page-2 remarks. */
function acord28Continued(p: BlindPolicy): FillEntry[] {
  const f = 'F[0].P1[0].'
  const d = (iso: string): string => printDate(iso, 'iso')
  const n = (x: number): string => printMoney(x, 'bare')
  const rnd = seededRandom(Number(p.naic) * 17 + p.yearBuilt)
  const secondBuilt =
    p.yearBuilt > 1990 ? p.yearBuilt - int(rnd, 12, 40) : p.yearBuilt + int(rnd, 9, 30)
  const entries: FillEntry[] = [
    e(`${f}Date[0]`, null, d(p.issueDate)),
    e(
      `${f}Contact[0]`,
      'policy.producer',
      `${p.producer}\n${p.agentName}\n${p.mailingStreet}`,
      p.producer,
      p.producer,
    ),
    e(`${f}Phone[0]`, null, p.agencyPhone),
    e(`${f}Email[0]`, null, 'evidence@agency-desk.example'),
    e(`${f}Code[0]`, null, p.agencyCode),
    e(`${f}AgencyID[0]`, null, p.accountNumber),
    e(
      `${f}Named[0]`,
      'policy.namedInsured',
      `${p.namedInsured}\n${p.mailingStreet}\n${p.mailingCity}`,
      p.namedInsured,
      p.namedInsured,
    ),
    e(`${f}Additional[0]`, null, `${p.secondInsured} (managing member)`),
    e(`${f}Company[0]`, 'policy.carrier', `${p.carrier}\n${p.lenderStreet}`, p.carrier, p.carrier),
    e(`${f}Naic[0]`, null, p.naic),
    e(`${f}Type[0]`, null, pick(rnd, ['Commercial Package - Property', 'Commercial Property'])),
    e(`${f}Policy[0]`, 'policy.policyNumber', p.policyNumber),
    e(`${f}Date3[0]`, 'policy.effectiveDate', d(p.effectiveDate), p.effectiveDate),
    e(`${f}Date2[0]`, 'policy.expirationDate', d(p.expirationDate), p.expirationDate),
    e(`${f}Date1[0]`, null, d(addDays(p.effectiveDate, -365))),
    tick(`${f}Check2[0]`),
    e(
      `${f}Location[0]`,
      'property.address',
      `${p.street}\n${p.city}, ${p.state} ${p.zip} - building 1 of 2, continued on page 2`,
      p.street,
      p.street,
    ),
    tick(`${f}Check7[0]`),
    e(`${f}Amount[0]`, 'policy.coverageAmount', n(p.coverageAmount), amount(p.coverageAmount)),
    e(`${f}Deductible[0]`, 'policy.deductible', n(p.deductible), amount(p.deductible)),
    e(
      'F[0].P2[0].Evidence[0]',
      'property.yearBuilt',
      [
        'REMARKS - continued from page 1',
        '',
        'Building 1 (this evidence):',
        `Year built: ${p.yearBuilt}`,
        `Construction: ${pick(rnd, ['joisted masonry', 'non-combustible', 'masonry non-combustible'])}, ${int(rnd, 1, 4)} stories, sprinklered`,
        '',
        'Building 2 (same policy, not evidenced here):',
        `${p.street2} - warehouse, built in ${secondBuilt}, limit ${n(p.limit2)}`,
        '',
        `Wind/hail deductible ${p.percent}% of building value per occurrence.`,
        'Mortgagee clause CP 12 18 applies to Building 1 only.',
      ].join('\n'),
      String(p.yearBuilt),
      String(p.yearBuilt),
    ),
  ]
  if (p.hasMortgagee)
    entries.push(
      e(`${f}Loan[0]`, 'policy.loanNumber', p.loanNumber),
      tick(`${f}Check67[0]`),
      e(
        `${f}NameAdd[0]`,
        'policy.mortgagee',
        `${p.mortgagee}\nISAOA ATIMA\n${p.lenderStreet}\n${p.lenderCity}`,
        p.mortgagee,
        p.mortgagee,
      ),
    )
  else
    entries.push(
      tick(`${f}Check70[0]`),
      e(`${f}Other[0]`, null, 'Evidence for owner'),
      e(`${f}NameAdd[0]`, null, `${p.namedInsured}\n${p.mailingStreet}\n${p.mailingCity}`),
    )
  return entries
}

export const BLIND_ACORD_FORMS: readonly BlindAcordForm[] = [
  {
    id: 'acord25-2016-lender-holder',
    file: 'acord-25-blank.pdf',
    decrypt: true,
    line: 'commercial',
    numberStyle: (rnd) => `${pick(rnd, ['BOP', 'CPP'])}${digits(rnd, 7)}-${int(rnd, 10, 99)}`,
    filling: acord25LenderHolder,
  },
  {
    id: 'acord28-2006-continued',
    file: 'acord-28-blank.pdf',
    decrypt: true,
    line: 'commercial',
    numberStyle: (rnd, year) => `${year % 100}CP${digits(rnd, 6)}`,
    filling: acord28Continued,
  },
]
