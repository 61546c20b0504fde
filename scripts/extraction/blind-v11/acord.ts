/**
 * The real ACORD forms this blind set fills, each in a fill style no earlier set used: the ACORD
 * 27 evidence of property insurance (2006/07, the corpus's older edition, filled before only for
 * capitals and for a unit owner) for a landlord's dwelling fire policy, dates "Jan 5, 2026",
 * amounts "$1,250,000.00", the dwelling on the first coverage row beside other structures, fair
 * rental value and premises liability, a second mortgagee and the prior policy in the remarks;
 * and the ACORD 30 certificate of garage insurance (2010/12, filled once before with the property
 * policy under insurer B) for a car dealer, the property policy now insurer A's on the "other"
 * row while the garage liability and dealers' physical damage are insurers B's and C's, dates
 * "01-05-2026", limits "$1,250,000", the loan number on the holder's second address line.
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

/** ACORD 30 (2010/12): a car dealer; the property policy on the "other" row, insurer A. */
function acord30DealerLot(p: BlindPolicy): FillEntry[] {
  const f = 'F[0].P1[0].'
  const d = (iso: string): string => printDate(iso, 'mdy-dash')
  const n = (x: number): string => printMoney(x, 'dollars')
  const rnd = seededRandom(Number(p.naic) * 37 + p.yearBuilt)
  const glEff = addDays(p.effectiveDate, -int(rnd, 40, 200))
  const glNumber = `GL-D ${digits(rnd, 7)}`
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
    e(`${f}Producer_ContactPerson_EmailAddress_A[0]`, null, 'dealer.certs@agency.example'),
    fit(e(`${f}NamedInsured_FullName_A[0]`, 'policy.namedInsured', p.namedInsured)),
    e(
      `${f}NamedInsured_MailingAddress_LineOne_A[0]`,
      null,
      `dba ${p.namedInsured.split(' ')[0]} Motor Sales`,
    ),
    e(`${f}NamedInsured_MailingAddress_LineTwo_A[0]`, null, p.mailingStreet),
    e(`${f}NamedInsured_MailingAddress_CityName_A[0]`, null, cityOf(p.mailingCity)),
    e(`${f}NamedInsured_MailingAddress_StateOrProvinceCode_A[0]`, null, st),
    e(`${f}NamedInsured_MailingAddress_PostalCode_A[0]`, null, zip),
    fit(e(`${f}Insurer_FullName_A[0]`, 'policy.carrier', p.carrier)),
    e(`${f}Insurer_NAICCode_A[0]`, null, p.naic),
    e(`${f}Insurer_FullName_B[0]`, null, OTHER_CARRIERS[1]!),
    e(`${f}Insurer_NAICCode_B[0]`, null, digits(rnd, 5)),
    e(`${f}CertificateOfInsurance_CertificateNumberIdentifier_A[0]`, null, `G-${digits(rnd, 6)}`),
    // Garage liability and garagekeepers: insurer B's policy, its own number and term.
    e(`${f}GarageLiability_InsurerLetterCode_A[0]`, null, 'B'),
    tick(`${f}GarageLiability_AllOwnedAutosIndicator_A[0]`),
    e(`${f}Policy_PolicyNumberIdentifier_A[0]`, null, glNumber),
    fit(e(`${f}Policy_EffectiveDate_A[0]`, null, d(glEff))),
    fit(e(`${f}Policy_ExpirationDate_A[0]`, null, d(addDays(glEff, 365)))),
    e(`${f}GarageLiability_AutoOnly_EachAccidentLimitAmount_A[0]`, null, n(1_000_000)),
    e(`${f}GarageLiability_OtherThanAutoOnly_EachAccidentLimitAmount_A[0]`, null, n(1_000_000)),
    e(`${f}GarageLiability_OtherThanAutoOnly_AggregateLimitAmount_A[0]`, null, n(2_000_000)),
    e(`${f}GarageKeepersLiability_InsurerLetterCode_A[0]`, null, 'B'),
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
    // The property policy that is the answer: the unlabelled last row, insurer A.
    e(`${f}OtherPolicy_InsurerLetterCode_A[0]`, null, 'A'),
    e(
      `${f}OtherPolicy_OtherPolicyDescription_A[0]`,
      null,
      'PROPERTY - BUILDING\nSHOWROOM & SERVICE',
    ),
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
      n(p.coverageAmount),
      amount(p.coverageAmount),
      n(p.coverageAmount),
    ),
  ]
  const where = `Premises: ${p.street}\n${p.city}, ${p.state} ${p.zip} (new and used car dealer, ${int(rnd, 40, 220)} units on the open lot).`
  if (p.hasMortgagee)
    entries.push(
      e(
        `${f}CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A[0]`,
        'property.address',
        `${where}\nCertificate holder is mortgagee on the building under insurer A's property policy; 30 days' notice of cancellation.`,
        p.street,
        p.street,
      ),
      fit(e(`${f}CertificateHolder_FullName_A[0]`, 'policy.mortgagee', p.mortgagee)),
      e(`${f}CertificateHolder_MailingAddress_LineOne_A[0]`, null, 'ISAOA ATIMA'),
      e(
        `${f}CertificateHolder_MailingAddress_LineTwo_A[0]`,
        'policy.loanNumber',
        `Loan No. ${p.loanNumber}`,
        p.loanNumber,
        p.loanNumber,
      ),

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
        `${where}\nCertificate issued for the holder's dealer bond and license file.`,
        p.street,
        p.street,
      ),
      e(`${f}CertificateHolder_FullName_A[0]`, null, `${p.state} Motor Vehicle Dealer Board`),
      e(`${f}CertificateHolder_MailingAddress_LineOne_A[0]`, null, 'Dealer Licensing Section'),
      e(`${f}CertificateHolder_MailingAddress_CityName_A[0]`, null, p.city),
      e(`${f}CertificateHolder_MailingAddress_StateOrProvinceCode_A[0]`, null, p.state),
    )
  return entries
}

/** ACORD 27 (2006/07): a landlord's dwelling fire policy, the dwelling on the first coverage row. */
function acord27DwellingFire(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'mon-comma')
  const m = (x: number): string => printMoney(x, 'cents')
  const rnd = seededRandom(Number(p.naic) * 43 + p.yearBuilt)
  const f = 'F[0].P1[0].'
  const fair = Math.round(p.coverageAmount / 10 / 100) * 100
  const entries: FillEntry[] = [
    e(`${f}Date2[0]`, null, printDate(p.issueDate, 'mdy')),
    e(
      `${f}COVERAGE1[0]`,
      'policy.producer',
      // A blank first line keeps the text below the box's caption.
      `\n${p.producer}\nAttn: ${p.agentName}\n${p.mailingStreet}, ${p.mailingCity}`,
      p.producer,
      p.producer,
    ),
    e(`${f}Phone[0]`, null, p.agencyPhone),
    e(`${f}LOC1[0]`, null, p.agencyCode),
    e(`${f}LOC3[0]`, null, `SUB ${digits(rnd, 4)}`),
    e(`${f}Company[0]`, 'policy.carrier', p.carrier),
    e(
      `${f}COVERAGE12[0]`,
      'policy.namedInsured',
      `\n${p.namedInsured}\n${p.mailingStreet}\n${p.mailingCity}`,
      p.namedInsured,
      p.namedInsured,
    ),
    e(`${f}LOC5[0]`, 'policy.policyNumber', p.policyNumber),
    fit(e(`${f}Date[0]`, 'policy.effectiveDate', d(p.effectiveDate), p.effectiveDate)),
    fit(e(`${f}Date1[0]`, 'policy.expirationDate', d(p.expirationDate), p.expirationDate)),
    e(
      `${f}COVERAGE11[0]`,
      'property.address',
      `${p.street}\n${p.city}, ${p.state} ${p.zip}\n${int(rnd, 1, 4)}-family dwelling, tenant occupied`,
      p.street,
      p.street,
    ),
    e(`${f}covperils1[1]`, null, 'DP 00 03 Special Form - Cov A Dwelling'),
    e(`${f}amtinsur[1]`, 'policy.coverageAmount', m(p.coverageAmount), amount(p.coverageAmount)),
    e(`${f}deduct[1]`, 'policy.deductible', m(p.deductible), amount(p.deductible)),
    e(`${f}covperils1[2]`, null, 'Cov B Other Structures'),
    e(`${f}amtinsur[2]`, null, m(p.otherStructures)),
    e(`${f}deduct[2]`, null, m(p.deductible)),
    e(`${f}covperils1[3]`, null, 'Cov D Fair Rental Value'),
    e(`${f}amtinsur[3]`, null, m(fair)),
    e(`${f}covperils1[4]`, null, 'Premises Liability (DL 24 01), each occurrence'),
    e(`${f}amtinsur[4]`, null, m(p.liability)),
    e(`${f}covperils1[5]`, null, 'Medical Payments, each person'),
    e(`${f}amtinsur[5]`, null, m(p.medical)),
  ]
  const second = `Second mortgagee: ${p.secondLender}, loan ${p.secondLoanNumber}.`
  entries.push(
    e(
      `${f}remarks[0]`,
      'property.yearBuilt',
      `Constructed ${p.yearBuilt} - ${pick(rnd, ['frame', 'masonry', 'brick veneer'])}, roof replaced ${int(rnd, 2, 14)} years ago.\nRenewal of ${p.priorPolicyNumber}; annual premium ${m(p.premium)} (prior term ${m(p.priorPremium)}).\n${p.hasMortgagee ? second : 'No mortgagee of record.'}`,
      String(p.yearBuilt),
      String(p.yearBuilt),
    ),
  )
  if (p.hasMortgagee)
    entries.push(
      e(`${f}LOC4[0]`, 'policy.loanNumber', p.loanNumber),
      e(
        `${f}addlint[0]`,
        'policy.mortgagee',
        `\n${p.mortgagee}\nits successors and/or assigns\n${p.lenderStreet}\n${p.lenderCity}`,
        p.mortgagee,
        p.mortgagee,
      ),
    )
  else
    entries.push(
      e(`${f}LOC4[0]`, null, 'NONE'),
      e(
        `${f}addlint[0]`,
        null,
        `\n${p.secondInsured}\nproperty manager (notice only)\n${p.street2}`,
      ),
    )
  return entries
}

export const BLIND_ACORD_FORMS: readonly BlindAcordForm[] = [
  {
    id: 'acord27-2006-dwelling-fire',
    file: 'acord-27-blank.pdf',
    decrypt: false,
    line: 'landlord',
    numberStyle: (rnd) => `DFL ${digits(rnd, 3)} ${digits(rnd, 4)}`,
    filling: acord27DwellingFire,
  },
  {
    id: 'acord30-2010-dealer-lot',
    file: 'opal-acord30.pdf',
    decrypt: false,
    line: 'commercial',
    numberStyle: (rnd, year) => `DLR${year % 100}-${digits(rnd, 6)}`,
    filling: acord30DealerLot,
  },
]
