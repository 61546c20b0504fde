/**
 * The real ACORD forms this blind set fills, each in a fill style no earlier set used: the ACORD
 * 125 commercial insurance application (pages 1–4 of the 125/126/140 bundle, never filled by an
 * earlier blind set) as an agency system prints it, with dates "1/5/2026", the premium without a
 * dollar sign beside the deposit and minimum premium, an other named insured under the first, two
 * premises (the first is the answer) and the mortgagee as additional interest 1 with its loan
 * number in "Reference / Loan #"; and the ACORD 27 evidence of property (2006/07, generic field
 * names) for a condominium unit owner (HO-6): dates "January 5, 2026", amounts "$ 62,000", the
 * association's master policy in the remarks beside the year built, and on the negative the
 * association as additional insured instead of a lender.
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

/** A long value shrunk to fit its box, as agency systems print it, rather than cut off. */
const fit = (x: FillEntry, chars = 34): FillEntry =>
  x.printed.length > chars ? { ...x, autoSize: true } : x

/** ACORD 125 (2016), pages 1–4: the application as an agency management system fills it. */
function acord125Applicant(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'm-d-y')
  const rnd = seededRandom(Number(p.naic) * 7 + p.yearBuilt)
  const entries: FillEntry[] = [
    e('ACORD_CurrentDate', null, d(p.issueDate)),
    e(
      'ACORD_AgencyName',
      'policy.producer',
      `${p.producer}\n${p.mailingStreet}\n${p.mailingCity}`,
      p.producer,
      p.producer,
    ),
    fit(e('ACORD_CarrierName', 'policy.carrier', p.carrier), 40),
    e('ACORD_NAICCode', null, p.naic),
    e('ACORD_ProgramName', null, pick(rnd, ['Main Street Property', 'Contractors Select'])),
    e('ACORD_PolicyNumber', 'policy.policyNumber', p.policyNumber),
    e('ACORD_ProducerContact', null, p.agentName),
    e('ACORD_ProducerPhoneNumber', null, p.agencyPhone),
    e('ACORD_ProducerCode', null, p.agencyCode),
    e('ACORD_AgencyCustomerID', null, p.accountNumber),
    e('ACORD_Underwriter', null, `${pick(rnd, ['Hesper', 'Osric'])} Carrow`),
    e('ACORD_Transaction_Date', null, d(addDays(p.effectiveDate, -2))),
    e('ACORD_Policy_EffectiveDate', 'policy.effectiveDate', d(p.effectiveDate), p.effectiveDate),
    e(
      'ACORD_Policy_ExpirationDate',
      'policy.expirationDate',
      d(p.expirationDate),
      p.expirationDate,
    ),
    e('ACORD_Policy_PaymentPlan', null, pick(rnd, ['Quarterly', 'Annual', '10 pay'])),
    e('ACORD_Policy_PaymentMethod', null, 'Direct bill'),
    fit(e('ACORD_Policy_DepositAmount', null, printMoney(p.installment, 'bare-cents')), 8),
    fit(e('ACORD_Policy_MinimumPremium', null, printMoney(p.premium * 0.25, 'bare-cents')), 8),
    fit(
      e(
        'ACORD_Policy_PolicyPremium',
        'policy.premium',
        printMoney(p.premium, 'bare-cents'),
        amount(p.premium),
      ),
      8,
    ),
    e('ACORD_Policy_Insured1_Name', 'policy.namedInsured', p.namedInsured),
    e('ACORD_Policy_Insured1_MailingAddress', null, `${p.mailingStreet}, ${p.mailingCity}`),
    e('ACORD_Policy_Insured1_PhoneNumber', null, p.agencyPhone.replace(/\d{4}$/, digits(rnd, 4))),
    e('ACORD_Policy_Insured1_FEINSSN', null, `${digits(rnd, 2)}-${digits(rnd, 7)}`),
    e('ACORD_Policy_Insured2_Name', null, p.secondInsured),
    e('ACORD_Policy_Insured2_MailingAddress', null, `${p.mailingStreet}, ${p.mailingCity}`),
    e('ACORD_Location1_LocationNumber', null, '1'),
    e('ACORD_Location1_BuildingNumber', null, '1'),
    e('ACORD_Location1_Street', 'property.address', p.street),
    e('ACORD_Location1_City', null, p.city),
    e('ACORD_Location1_State', null, p.state),
    e('ACORD_Location1_ZIP', null, p.zip),
    e('ACORD_Location1_AnnualRevenue', null, printMoney(int(rnd, 4, 90) * 50000, 'dollars')),
    e('ACORD_Location1_BuildingArea', null, String(int(rnd, 2, 40) * 1000)),
    e('ACORD_Location1_Description', null, 'Owner-occupied shop and office, sprinklered'),
    e('ACORD_Location2_LocationNumber', null, '2'),
    e('ACORD_Location2_BuildingNumber', null, '1'),
    e('ACORD_Location2_Street', null, p.street2),
    e('ACORD_Location2_City', null, p.city),
    e('ACORD_Location2_State', null, p.state),
    e('ACORD_Location2_ZIP', null, p.zip),
    e('ACORD_Location2_Description', null, 'Storage yard and warehouse'),
    e(
      'ACORD_NatureOfBusiness_Description',
      'property.yearBuilt',
      `Premises 1 year built ${p.yearBuilt} - fabrication and installation shop with offices`,
      String(p.yearBuilt),
      String(p.yearBuilt),
    ),
    e('ACORD_NatureOfBusiness_StartDate', null, d(addDays(p.effectiveDate, -int(rnd, 900, 9000)))),
    e('ACORD_General_OtherInsurance_1_LOB', null, 'Auto'),
    e('ACORD_General_OtherInsurance_1_PolicyNumber', null, `BA ${digits(rnd, 7)}`),
    e('ACORD_PriorCarrier_1_AutoYear', null, String(Number(p.effectiveDate.slice(0, 4)) - 1)),
    e('ACORD_PriorCarrier_1_AutoCarrier', null, 'Wickerby Mutual'),
    e('ACORD_PriorCarrier_1_AutoPolicyNumber', null, p.priorPolicyNumber),
    e('ACORD_PriorCarrier_1_AutoPremium', null, printMoney(p.priorPremium, 'bare-cents')),
    e('ACORD_PriorCarrier_1_AutoEffectiveDate', null, d(addDays(p.effectiveDate, -365))),
    e('ACORD_PriorCarrier_1_AutoExpirationDate', null, d(p.effectiveDate)),
    e(
      'ACORD_General_Remarks',
      null,
      `Expiring building limit ${printMoney(p.priorCoverage, 'dollars')}; see ACORD 140 for values.`,
    ),
    e('ACORD_Signatures_Producer_Name', null, p.agentName),
    e('ACORD_Signatures_Applicant_Date', null, d(p.issueDate)),
  ]
  if (p.hasMortgagee)
    entries.push(
      e(
        'ACORD_125_Interest_1_NameAddress',
        'policy.mortgagee',
        `${p.mortgagee}\nISAOA/ATIMA\n${p.lenderStreet}\n${p.lenderCity}`,
        p.mortgagee,
        p.mortgagee,
      ),
      e('ACORD_125_Interest_1_ReferenceNumber', 'policy.loanNumber', p.loanNumber),
      e('ACORD_125_Interest_1_OtherDesc', null, 'Mortgagee'),
      e('ACORD_125_Interest_1_ReasonForInterest', null, 'Premises 1, building'),
    )
  else
    entries.push(
      e(
        'ACORD_125_Interest_1_NameAddress',
        null,
        `${p.secondInsured}\n${p.street2}\n${p.city}, ${p.state} ${p.zip}`,
      ),
      e('ACORD_125_Interest_1_OtherDesc', null, 'Landlord'),
      e('ACORD_125_Interest_1_ReasonForInterest', null, 'Lessor of premises 2'),
    )
  // The agency system prints everything at 8 pt; only the values marked to fit shrink further.
  return entries.map((x) => (x.autoSize === true ? x : { ...x, fontSize: 8 }))
}

/** The condominium association's name for a unit owner's street. */
const association = (p: BlindPolicy): string =>
  `${p.street.replace(/^\d+ /, '').replace(/ \S+$/, '')} Condominium Association`

/** ACORD 27 (2006/07, generic names): a condominium unit owner's evidence. */
function acord27UnitOwner(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'month-d-y')
  const m = (x: number): string => printMoney(x, 'dollar-space')
  const rnd = seededRandom(Number(p.naic) * 11 + p.yearBuilt)
  const f = 'F[0].P1[0].'
  // A unit owner's Coverage A holds the walls-in improvements: a fraction of a house's limit.
  const unitA = Math.round(p.coverageAmount / 8 / 1000) * 1000
  const unit = `Unit ${int(rnd, 1, 9)}${pick(rnd, ['A', 'B', 'C', '0', '1'])}`
  const entries: FillEntry[] = [
    e(`${f}Date2[0]`, null, printDate(p.issueDate, 'mdy')),
    e(
      `${f}COVERAGE1[0]`,
      'policy.producer',
      // A blank first line keeps the text below the box's caption.
      `\n${p.producer}\n${p.mailingStreet}\n${p.mailingCity}`,
      p.producer,
      p.producer,
    ),
    e(`${f}Phone[0]`, null, p.agencyPhone),
    e(`${f}LOC1[0]`, null, p.agencyCode),
    e(`${f}LOC3[0]`, null, p.accountNumber),
    e(`${f}Company[0]`, 'policy.carrier', `${p.carrier}\nNAIC ${p.naic}`, p.carrier, p.carrier),
    e(
      `${f}COVERAGE12[0]`,
      'policy.namedInsured',
      `\n${p.namedInsured}\n${p.mailingStreet}\n${p.mailingCity}`,
      p.namedInsured,
      p.namedInsured,
    ),
    e(`${f}LOC5[0]`, 'policy.policyNumber', p.policyNumber),
    {
      ...e(`${f}Date[0]`, 'policy.effectiveDate', d(p.effectiveDate), p.effectiveDate),
      autoSize: true,
    },
    {
      ...e(`${f}Date1[0]`, 'policy.expirationDate', d(p.expirationDate), p.expirationDate),
      autoSize: true,
    },
    e(`${f}Date3[0]`, null, d(addDays(p.effectiveDate, -365))),
    e(
      `${f}COVERAGE11[0]`,
      'property.address',
      `${p.street}\n${unit}, ${p.city}, ${p.state} ${p.zip}\nResidential condominium unit, owner occupied`,
      p.street,
      p.street,
    ),
    e(`${f}covperils1[0]`, null, 'HO 00 06 Unit-Owners Form - special perils on building property'),
    e(`${f}covperils1[1]`, null, 'Coverage A - Dwelling (unit improvements and betterments)'),
    e(`${f}amtinsur[1]`, 'policy.coverageAmount', m(unitA), amount(unitA)),
    e(`${f}deduct[1]`, 'policy.deductible', m(p.deductible), amount(p.deductible)),
    e(`${f}covperils1[2]`, null, 'Coverage C - Personal Property (replacement cost)'),
    e(`${f}amtinsur[2]`, null, m(Math.round((unitA * 1.5) / 1000) * 1000)),
    e(`${f}deduct[2]`, null, m(p.deductible)),
    e(`${f}covperils1[3]`, null, 'Coverage D - Loss of Use'),
    e(`${f}amtinsur[3]`, null, m(Math.round((unitA * 0.4) / 100) * 100)),
    e(`${f}covperils1[4]`, null, 'Coverage E - Personal Liability, each occurrence'),
    e(`${f}amtinsur[4]`, null, m(p.liability)),
    e(`${f}covperils1[5]`, null, 'Loss Assessment (HO 04 35)'),
    e(`${f}amtinsur[5]`, null, m(pick(rnd, [10000, 25000, 50000]))),
    e(`${f}deduct[5]`, null, m(250)),
    e(
      `${f}remarks[0]`,
      'property.yearBuilt',
      `Year built: ${p.yearBuilt}\nMaster policy: ${association(p)}, insured by Wickerby Mutual, policy MP-${digits(rnd, 7)}, building limit ${m(p.limit2 * 20)}, bare walls.`,
      String(p.yearBuilt),
      String(p.yearBuilt),
    ),
  ]
  if (p.hasMortgagee)
    entries.push(
      e(`${f}LOC4[0]`, 'policy.loanNumber', p.loanNumber),
      e(
        `${f}addlint[0]`,
        'policy.mortgagee',
        `\n${p.mortgagee}\nISAOA/ATIMA\n${p.lenderStreet}\n${p.lenderCity}`,
        p.mortgagee,
        p.mortgagee,
      ),
      e(`${f}LOC7[0]`, null, p.loanNumber),
    )
  else
    entries.push(
      e(`${f}LOC4[0]`, null, 'N/A'),
      e(
        `${f}addlint[0]`,
        null,
        `\n${association(p)}\nc/o ${p.secondInsured}, manager\n${p.city}, ${p.state} ${p.zip}`,
      ),
    )
  return entries
}

export const BLIND_ACORD_FORMS: readonly BlindAcordForm[] = [
  {
    id: 'acord125-2016-applicant',
    file: 'acord-125-126-140-blank.pdf',
    decrypt: false,
    keep: [1, 4],
    line: 'commercial',
    numberStyle: (rnd) => `${pick(rnd, ['CMP', 'PKG'])} ${digits(rnd, 4)} ${digits(rnd, 4)}`,
    filling: acord125Applicant,
  },
  {
    id: 'acord27-2006-unit-owner',
    file: 'acord-27-blank.pdf',
    decrypt: false,
    line: 'homeowners',
    numberStyle: (rnd, year) => `H6-${year}-${digits(rnd, 6)}`,
    filling: acord27UnitOwner,
  },
]
