/**
 * The real ACORD forms this blind set fills: the blank forms the earlier sets filled least (the
 * opal ACORD 30, twice; the opal ACORD 27, three times and not since the sixth set), each in a
 * fill style no earlier set used. The ACORD 27 (2016, evidence of property) for a landlord's
 * mixed-use building, whose building limit and deductible (the answers) stand on the third
 * coverage row (C) below landlord's contents and rental income rows with their own limits and
 * deductibles, dates "5-Jan-26", the year built inside the property description, the premium on
 * the remarks' first line and the loan number in the additional interest's own "LOAN #" box (the
 * top one left empty); and the ACORD 30 (garage certificate) for an auto body shop, whose
 * commercial property policy (the answer) stands on the "other" row under insurer C below garage
 * liability, garagekeepers and workers compensation rows of insurers A and B, dates "01/05/26"
 * shrunk into the narrow date boxes, the deductible on the second line of the row's description,
 * the building limit above the contents limit in the row's limit box, the location in the
 * remarks, the loan number on the holder's first address line.
 */
import type { FillEntry } from './acord-fill'
import { addDays, digits, int, pick, type BlindPolicy, type NumberStyle } from './policy'
import {
  FAMILY_NAMES,
  OTHER_CARRIERS,
  PLACES,
  amount,
  printDate,
  printMoney,
  type Line,
} from './words'
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

/** "Reno, NV 89501" from a place. */
const placeLine = (pl: readonly [string, string, string]): string => `${pl[0]}, ${pl[1]} ${pl[2]}`

/** An address's city, state and ZIP boxes. */
function cityBoxes(prefix: string, cityStateZip: string): FillEntry[] {
  const [st, zip] = stateZipOf(cityStateZip)
  return [
    e(`${prefix}CityName_A`, null, cityOf(cityStateZip)),
    e(`${prefix}StateOrProvinceCode_A`, null, st),
    e(`${prefix}PostalCode_A`, null, zip),
  ]
}

/** ACORD 27 (2016, opal): a landlord's building on coverage row C. */
function acord27BuildingRowC(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'd-mon-yy')
  const m = (x: number): string => printMoney(x, 'bare')
  const rnd = seededRandom(Number(p.naic) * 37 + p.yearBuilt)
  const entries: FillEntry[] = [
    e('Form_CompletionDate_A', null, d(p.issueDate)),
    fit(e('Producer_FullName_A', 'policy.producer', p.producer)),
    e('Producer_MailingAddress_LineOne_A', null, p.street2),
    ...cityBoxes('Producer_MailingAddress_', p.mailingCity),
    e('Producer_ContactPerson_PhoneNumber_A', null, p.agencyPhone),
    e('Insurer_ProducerIdentifier_A', null, p.agencyCode),
    e('Producer_CustomerIdentifier_A', null, p.accountNumber),
    fit(e('Insurer_FullName_A', 'policy.carrier', p.carrier)),
    e(
      'Insurer_MailingAddress_AddressLineOne_A',
      null,
      `Commercial Lines - PO Box ${int(rnd, 100, 9999)}`,
    ),
    ...cityBoxes('Insurer_MailingAddress_', placeLine(pick(rnd, PLACES))),
    fit(e('NamedInsured_FullName_A', 'policy.namedInsured', p.namedInsured)),
    e('NamedInsured_MailingAddress_LineOne_A', null, p.mailingStreet),
    ...cityBoxes('NamedInsured_MailingAddress_', p.mailingCity),
    e('Policy_PolicyNumberIdentifier_A', 'policy.policyNumber', p.policyNumber),
    fit(e('Policy_EffectiveDate_A', 'policy.effectiveDate', d(p.effectiveDate), p.effectiveDate)),
    fit(
      e('Policy_ExpirationDate_A', 'policy.expirationDate', d(p.expirationDate), p.expirationDate),
    ),
    e('EvidenceOfProperty_PriorEvidenceDate_A', null, d(addDays(p.issueDate, -365))),
    e('EvidenceOfProperty_PhysicalAddress_StreetLineOne_A', 'property.address', p.street),
    e('EvidenceOfProperty_PhysicalAddress_CityName_A', null, p.city),
    e('EvidenceOfProperty_PhysicalAddress_CountyName_A', null, `${pick(rnd, FAMILY_NAMES)} County`),
    e('EvidenceOfProperty_PhysicalAddress_StateOrProvinceCode_A', null, p.state),
    e('EvidenceOfProperty_PhysicalAddress_PostalCode_A', null, p.zip),
    e(
      'EvidenceOfProperty_PropertyDescription_A',
      'property.yearBuilt',
      `${int(rnd, 2, 6)}-UNIT MIXED USE, RETAIL ON 1ST FLOOR - ${pick(rnd, ['JOISTED MASONRY', 'FRAME', 'MASONRY NON-COMB.'])} - BUILT ${p.yearBuilt}`,
      String(p.yearBuilt),
      String(p.yearBuilt),
    ),
    tick('Policy_PolicyType_SpecialIndicator_A'),
    // Rows A and B: the landlord's contents and rental income, with their own limits and deductibles.
    e('EvidenceOfProperty_CoverageDescription_A', null, "BUSINESS PERSONAL PROPERTY - LANDLORD'S"),
    e('EvidenceOfProperty_LimitAmount_A', null, m(Math.round(p.contents / 10 / 1000) * 1000)),
    e('EvidenceOfProperty_DeductibleAmount_A', null, m(p.priorDeductible)),
    e(
      'EvidenceOfProperty_CoverageDescription_B',
      null,
      'RENTAL INCOME - 12 MOS. ACTUAL LOSS SUSTAINED',
    ),
    e('EvidenceOfProperty_LimitAmount_B', null, m(p.lossOfUse)),
    e('EvidenceOfProperty_DeductibleAmount_B', null, '72 HRS'),
    // Row C: the answer.
    e(
      'EvidenceOfProperty_CoverageDescription_C',
      null,
      'BUILDING - REPLACEMENT COST, NO COINSURANCE',
    ),
    e(
      'EvidenceOfProperty_LimitAmount_C',
      'policy.coverageAmount',
      m(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    e(
      'EvidenceOfProperty_DeductibleAmount_C',
      'policy.deductible',
      m(p.deductible),
      amount(p.deductible),
    ),
    e(
      'EvidenceOfProperty_CoverageDescription_D',
      null,
      'WINDSTORM OR HAIL - PERCENTAGE DEDUCTIBLE',
    ),
    e('EvidenceOfProperty_LimitAmount_D', null, 'INCLUDED'),
    e('EvidenceOfProperty_DeductibleAmount_D', null, `${p.percent}%`),
    e('EvidenceOfProperty_CoverageDescription_E', null, 'EQUIPMENT BREAKDOWN'),
    e('EvidenceOfProperty_LimitAmount_E', null, 'INCLUDED'),
    e('EvidenceOfProperty_DeductibleAmount_E', null, 'SAME AS C'),
    e(
      'EvidenceOfProperty_RemarkText_A',
      'policy.premium',
      `TOTAL ANNUAL PREMIUM ${printMoney(p.premium, 'cents')} (TRIA ${printMoney(Math.round(p.premium * 0.012 * 100) / 100, 'cents')} INCLUDED)\nBUILDING LIMIT PER ${pick(rnd, ['2025', '2026'])} VALUATION; PRIOR POLICY ${p.priorPolicyNumber}.`,
      amount(p.premium),
      printMoney(p.premium, 'cents'),
    ),
  ]
  if (p.hasMortgagee)
    entries.push(
      tick('AdditionalInterest_Interest_MortgageeIndicator_A'),
      fit(e('AdditionalInterest_FullName_A', 'policy.mortgagee', p.mortgagee)),
      e('AdditionalInterest_MailingAddress_LineOne_A', null, 'ISAOA/ATIMA'),
      e('AdditionalInterest_MailingAddress_LineTwo_A', null, p.lenderStreet),
      ...cityBoxes('AdditionalInterest_MailingAddress_', p.lenderCity),
      e('AdditionalInterest_AccountNumberIdentifier_B', 'policy.loanNumber', p.loanNumber),
    )
  else
    entries.push(
      tick('AdditionalInterest_Interest_AdditionalInsuredIndicator_A'),
      e(
        'AdditionalInterest_FullName_A',
        null,
        `${pick(rnd, FAMILY_NAMES)} Property Management LLC`,
      ),
      e('AdditionalInterest_MailingAddress_LineOne_A', null, p.street2),
      ...cityBoxes('AdditionalInterest_MailingAddress_', p.mailingCity),
    )
  return entries
}

/** ACORD 30 (opal): an auto body shop; its property policy on the "other" row, insurer C. */
function acord30BodyShopProperty(p: BlindPolicy): FillEntry[] {
  const f = 'F[0].P1[0].'
  const n = (name: string): string => `${f}${name}[0]`
  const d = (iso: string): string => printDate(iso, 'mdy-yy')
  const m = (x: number): string => printMoney(x, 'dollars')
  const rnd = seededRandom(Number(p.naic) * 43 + p.coverageAmount / 1000)
  const garEff = addDays(p.effectiveDate, -int(rnd, 20, 200))
  const wcEff = addDays(p.effectiveDate, int(rnd, 15, 180))
  const [st, zip] = stateZipOf(p.mailingCity)
  const entries: FillEntry[] = [
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
    e(n('Insurer_FullName_A'), null, OTHER_CARRIERS[0]!),
    e(n('Insurer_NAICCode_A'), null, digits(rnd, 5)),
    e(n('Insurer_FullName_B'), null, OTHER_CARRIERS[2]!),
    e(n('Insurer_NAICCode_B'), null, digits(rnd, 5)),
    fit(e(n('Insurer_FullName_C'), 'policy.carrier', p.carrier)),
    e(n('Insurer_NAICCode_C'), null, p.naic),
    e(n('Producer_CustomerIdentifier_A'), null, p.accountNumber),
    e(n('CertificateOfInsurance_CertificateNumberIdentifier_A'), null, `${digits(rnd, 5)}`),
    // Garage liability and garagekeepers (insurers A and B), workers compensation (A).
    e(n('GarageLiability_InsurerLetterCode_A'), null, 'A'),
    e(n('Policy_PolicyNumberIdentifier_A'), null, `GL ${digits(rnd, 3)}-${digits(rnd, 5)}`),
    fit(e(n('Policy_EffectiveDate_A'), null, d(garEff))),
    fit(e(n('Policy_ExpirationDate_A'), null, d(addDays(garEff, 365)))),
    e(n('GarageLiability_AutoOnly_EachAccidentLimitAmount_A'), null, m(1_000_000)),
    e(n('GarageLiability_OtherThanAutoOnly_EachAccidentLimitAmount_A'), null, m(1_000_000)),
    e(n('GarageLiability_OtherThanAutoOnly_AggregateLimitAmount_A'), null, m(2_000_000)),
    e(n('GarageKeepersLiability_InsurerLetterCode_A'), null, 'B'),
    e(n('Policy_PolicyNumberIdentifier_B'), null, `GK${digits(rnd, 8)}`),
    fit(e(n('Policy_EffectiveDate_B'), null, d(garEff))),
    fit(e(n('Policy_ExpirationDate_B'), null, d(addDays(garEff, 365)))),
    e(n('GarageKeepersLiability_ComprehensiveOrSpecifiedPerilsLimitAmount_A'), null, m(250_000)),
    e(n('GarageKeepersLiability_CollisionLimitAmount_A'), null, m(250_000)),
    e(n('WorkersCompensationEmployersLiability_InsurerLetterCode_A'), null, 'A'),
    e(n('Policy_PolicyNumberIdentifier_E'), null, `WC ${digits(rnd, 7)}`),
    fit(e(n('Policy_EffectiveDate_E'), null, d(wcEff))),
    fit(e(n('Policy_ExpirationDate_E'), null, d(addDays(wcEff, 365)))),
    e(
      n('WorkersCompensationEmployersLiability_EmployersLiability_EachAccidentLimitAmount_A'),
      null,
      m(500_000),
    ),
    // The answer: the property policy, insurer C, on the "other" row.
    e(n('OtherPolicy_InsurerLetterCode_A'), null, 'C'),
    e(
      n('OtherPolicy_OtherPolicyDescription_A'),
      'policy.deductible',
      `COMMERCIAL PROPERTY\nAOP DED ${m(p.deductible)}`,
      amount(p.deductible),
      m(p.deductible),
    ),
    e(n('Policy_PolicyNumberIdentifier_F'), 'policy.policyNumber', p.policyNumber),
    fit(
      e(n('Policy_EffectiveDate_F'), 'policy.effectiveDate', d(p.effectiveDate), p.effectiveDate),
    ),
    fit(
      e(
        n('Policy_ExpirationDate_F'),
        'policy.expirationDate',
        d(p.expirationDate),
        p.expirationDate,
      ),
    ),
    e(
      n('OtherPolicy_CoverageLimitAmount_A'),
      'policy.coverageAmount',
      `BUILDING ${m(p.coverageAmount)}\nBPP ${m(Math.round(p.coverageAmount / 8 / 1000) * 1000)}`,
      amount(p.coverageAmount),
      m(p.coverageAmount),
    ),
    e(
      n('CertificateOfLiabilityInsurance_ACORDForm_RemarkText_A'),
      'property.address',
      `INSURER C PROPERTY LOCATION: ${p.street}\n${p.city}, ${p.state} ${p.zip} - ${int(rnd, 3, 9)}-BAY COLLISION REPAIR SHOP, ${pick(rnd, ['MASONRY NON-COMBUSTIBLE', 'METAL BUILDING', 'JOISTED MASONRY'])}, SPECIAL FORM, RC.`,
      p.street,
      p.street,
    ),
  ]
  if (p.hasMortgagee) {
    const [lst, lzip] = stateZipOf(p.lenderCity)
    entries.push(
      fit(e(n('CertificateHolder_FullName_A'), 'policy.mortgagee', p.mortgagee)),
      e(
        n('CertificateHolder_MailingAddress_LineOne_A'),
        'policy.loanNumber',
        `LOAN NO. ${p.loanNumber} - MORTGAGEE`,
        p.loanNumber,
        p.loanNumber,
      ),
      e(n('CertificateHolder_MailingAddress_LineTwo_A'), null, p.lenderStreet),
      e(n('CertificateHolder_MailingAddress_CityName_A'), null, cityOf(p.lenderCity)),
      e(n('CertificateHolder_MailingAddress_StateOrProvinceCode_A'), null, lst),
      e(n('CertificateHolder_MailingAddress_PostalCode_A'), null, lzip),
    )
  } else
    entries.push(
      e(
        n('CertificateHolder_FullName_A'),
        null,
        `${pick(rnd, FAMILY_NAMES)} Realty LLC (landlord)`,
      ),
      e(n('CertificateHolder_MailingAddress_LineOne_A'), null, p.street2),
      e(n('CertificateHolder_MailingAddress_CityName_A'), null, p.city),
      e(n('CertificateHolder_MailingAddress_StateOrProvinceCode_A'), null, p.state),
    )
  return entries
}

export const BLIND_ACORD_FORMS: readonly BlindAcordForm[] = [
  {
    id: 'acord27-opal-building-row-c',
    file: 'opal-acord27.pdf',
    decrypt: false,
    line: 'landlord',
    numberStyle: (rnd) => `MU-${digits(rnd, 4)}-${digits(rnd, 4)}`,
    filling: acord27BuildingRowC,
  },
  {
    id: 'acord30-opal-body-shop-property',
    file: 'opal-acord30.pdf',
    decrypt: false,
    line: 'commercial',
    numberStyle: (rnd) => `CPP ${digits(rnd, 2)} ${digits(rnd, 6)}`,
    filling: acord30BodyShopProperty,
  },
]
