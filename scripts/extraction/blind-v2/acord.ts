/**
 * The real ACORD forms this blind set fills, each in a fill style of its own that neither the
 * development set nor the first blind set used: the ACORD 27 (2006/07) evidence of property typed
 * in capitals with multi-line boxes (mortgagee with ISAOA/ATIMA and address, premium in the
 * remarks), the ACORD 28 (2006/07) with abbreviations, unpadded dates and amounts without commas,
 * and the ACORD 140 (2016/03, pages 9–11 of the 125/126/140 bundle) in capitals with five subjects
 * of insurance and blanket limits around the building limit. Blank forms hold no answers: every
 * value found on them is a false positive.
 */
import type { FillEntry } from '../blind-v1/acord-fill'
import { NUMBER_STYLES, addDays, type BlindPolicy, type NumberStyle } from './policy'
import { amount, printDate, printMoney, type Line } from './words'

/** A corpus form and how a policy fills it. */
export interface BlindAcordForm {
  readonly id: string
  /** File name under the corpus's blank-forms folder. */
  readonly file: string
  /** The corpus copy is encrypted (empty user password): decrypt with qpdf before filling. */
  readonly decrypt: boolean
  /** The 1-based pages that make the form when the file is a bundle of several forms. */
  readonly keep?: readonly [number, number]
  readonly line: Line
  readonly numberStyle: NumberStyle
  readonly filling: (p: BlindPolicy) => readonly FillEntry[]
}

/** A blank form of the corpus, used as it is or flattened. */
export interface BlindBlankForm {
  readonly id: string
  readonly file: string
  readonly decrypt: boolean
  readonly keep?: readonly [number, number]
  readonly flatten: boolean
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

const up = (s: string): string => s.toUpperCase()
/** 1/5/2026: the month and day without leading zeros. */
const unpadded = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number)
  return `${m}/${d}/${y}`
}

/** ACORD 27 (2006/07), all in capitals: the agency, insured and interest boxes on several lines. */
function acord27(p: BlindPolicy): FillEntry[] {
  const f = 'F[0].P1[0].'
  const mdy = (iso: string): string => printDate(iso, 'mdy')
  const money = (n: number): string => printMoney(n, 'dollars')
  const premium = printMoney(p.premium, 'cents')
  const entries: FillEntry[] = [
    e(`${f}Date2[0]`, null, mdy(p.issueDate)),
    e(
      `${f}COVERAGE1[0]`,
      'policy.producer',
      up(`${p.producer}\n2210 Commerce Pkwy Ste 4\n${p.mailingCity}`),
      up(p.producer),
    ),
    e(`${f}Phone[0]`, null, p.agencyPhone),
    e(`${f}Fax[0]`, null, p.fax),
    e(`${f}LOC[0]`, null, 'SERVICE@AGENCY.EXAMPLE'),
    e(`${f}LOC1[0]`, null, p.agencyCode),
    e(`${f}LOC2[0]`, null, '07'),
    e(`${f}LOC3[0]`, null, p.accountNumber),
    e(`${f}Company[0]`, 'policy.carrier', up(`${p.carrier}\nNAIC ${p.naic}`), up(p.carrier)),
    e(
      `${f}COVERAGE12[0]`,
      'policy.namedInsured',
      up(`${p.namedInsured}\n${p.mailingStreet}\n${p.mailingCity}`),
      up(p.namedInsured),
    ),
    e(`${f}LOC5[0]`, 'policy.policyNumber', p.policyNumber),
    e(`${f}Date[0]`, 'policy.effectiveDate', mdy(p.effectiveDate), p.effectiveDate),
    e(`${f}Date1[0]`, 'policy.expirationDate', mdy(p.expirationDate), p.expirationDate),
    e(`${f}Date3[0]`, null, mdy(addDays(p.issueDate, -365))),
    e(
      `${f}COVERAGE11[0]`,
      'property.address',
      up(`${p.street}\n${p.city}, ${p.state} ${p.zip}\nONE FAMILY DWELLING, OWNER OCCUPIED`),
      up(p.street),
    ),
    e(`${f}covperils1[0]`, null, 'DWELLING - SPECIAL FORM'),
    e(
      `${f}amtinsur[0]`,
      'policy.coverageAmount',
      money(p.coverageAmount),
      amount(p.coverageAmount),
    ),
    e(`${f}deduct[0]`, 'policy.deductible', money(p.deductible), amount(p.deductible)),
    e(`${f}covperils1[1]`, null, 'OTHER STRUCTURES'),
    e(`${f}amtinsur[1]`, null, money(p.otherStructures)),
    e(`${f}covperils1[2]`, null, 'PERSONAL PROPERTY'),
    e(`${f}amtinsur[2]`, null, money(p.contents)),
    e(`${f}covperils1[3]`, null, 'LOSS OF USE'),
    e(`${f}amtinsur[3]`, null, money(p.lossOfUse)),
    e(`${f}covperils1[4]`, null, `WIND/HAIL DEDUCTIBLE ${p.windPercent}% OF COV A`),
    e(`${f}deduct[4]`, null, money(p.windDeductible)),
    // The 2006 edition has no premium box: agencies type it into the remarks.
    e(
      `${f}remarks[0]`,
      'policy.premium',
      `TOTAL ANNUAL PREMIUM ${premium} - PAID IN FULL\nPRIOR TERM ${printMoney(p.priorPremium, 'cents')}. REPLACEMENT COST ON DWELLING.`,
      amount(p.premium),
      premium,
    ),
    e(`${f}NOAUTOS[0]`, null, '10'),
    e(`${f}LOC7[0]`, null, 'AUTHORIZED REPRESENTATIVE ON FILE'),
  ]
  if (p.hasMortgagee)
    entries.push(
      e(
        `${f}addlint[0]`,
        'policy.mortgagee',
        up(`${p.mortgagee}\nISAOA/ATIMA\n${p.lenderStreet}\n${p.lenderCity}`),
        up(p.mortgagee),
      ),
      e(`${f}LOC4[0]`, 'policy.loanNumber', p.loanNumber),
      e(`${f}LOC6[0]`, null, p.loanNumber),
    )
  return entries
}

/** ACORD 28 (2006/07): abbreviated wording, dates without leading zeros, amounts without commas. */
function acord28(p: BlindPolicy): FillEntry[] {
  const f = 'F[0].P1[0].'
  const plain = (n: number): string => String(Math.round(n))
  const entries: FillEntry[] = [
    e(`${f}Date[0]`, null, unpadded(p.issueDate)),
    e(
      `${f}Contact[0]`,
      'policy.producer',
      `${p.producer}\nAttn: Comm'l Lines Dept.\n${p.mailingCity}`,
      p.producer,
    ),
    e(`${f}Phone[0]`, null, p.agencyPhone),
    e(`${f}Fax[0]`, null, p.fax),
    e(`${f}Email[0]`, null, 'cl@agency.example'),
    e(`${f}Code[0]`, null, p.agencyCode),
    e(`${f}Subcode[0]`, null, 'CL2'),
    e(`${f}AgencyID[0]`, null, p.accountNumber),
    e(`${f}Company[0]`, 'policy.carrier', `${p.carrier}\nHome Ofc.: 1 Insurance Plz.`, p.carrier),
    e(`${f}Naic[0]`, null, p.naic),
    e(`${f}Type[0]`, null, 'Comm. Prop. - Spec. Form, RC, 90% Coins.'),
    e(`${f}Policy[0]`, 'policy.policyNumber', p.policyNumber),
    e(`${f}Date3[0]`, 'policy.effectiveDate', unpadded(p.effectiveDate), p.effectiveDate),
    e(`${f}Date2[0]`, 'policy.expirationDate', unpadded(p.expirationDate), p.expirationDate),
    e(`${f}Date1[0]`, null, unpadded(p.issueDate)),
    e(
      `${f}Named[0]`,
      'policy.namedInsured',
      `${p.namedInsured}\n${p.mailingStreet}\n${p.mailingCity}`,
      p.namedInsured,
    ),
    e(`${f}Additional[0]`, null, `${p.secondInsured} (addl. named insd.)`),
    e(
      `${f}Location[0]`,
      'property.address',
      `${p.street}\n${p.city} ${p.state} ${p.zip} - Bldg. #1, ${p.yearBuilt < 1960 ? 'brick' : 'tilt-up'} whse./ofc.`,
      p.street,
    ),
    e(`${f}Amount[0]`, 'policy.coverageAmount', plain(p.coverageAmount), amount(p.coverageAmount)),
    e(`${f}Deductible[0]`, 'policy.deductible', plain(p.deductible), amount(p.deductible)),
    e(`${f}Limit1[0]`, null, plain(Math.round(p.coverageAmount / 8))),
    e(`${f}Months[0]`, null, '12'),
    e(`${f}Percent[0]`, null, '90'),
    e(`${f}Limit3[0]`, null, plain(250000)),
    e(`${f}Ded3[0]`, null, plain(Math.max(2500, p.deductible))),
    e(`${f}Limit8[0]`, null, plain(Math.round(p.coverageAmount / 20))),
    e(`${f}Ded8[0]`, null, `${p.windPercent}%`),
    e(`${f}Days[0]`, null, '30'),
    e(`${f}Agent[0]`, null, `${p.producer}\nby: Acct. Exec.`),
  ]
  if (p.hasMortgagee)
    entries.push(
      e(`${f}Loan[0]`, 'policy.loanNumber', p.loanNumber),
      e(
        `${f}NameAdd[0]`,
        'policy.mortgagee',
        `${p.mortgagee}\nIts Successors &/or Assigns\n${p.lenderStreet}\n${p.lenderCity}`,
        p.mortgagee,
      ),
      e(`${f}Other[0]`, null, "Mortgagee / Lender's Loss Payable"),
    )
  else entries.push(e(`${f}NameAdd[0]`, null, 'Evidence only - no lender'))
  return entries
}

/** ACORD 140 (2016/03), in capitals: five subjects of insurance, blanket limits, one interest. */
function acord140(p: BlindPolicy): FillEntry[] {
  const money = (n: number): string => printMoney(n, 'cents').slice(1)
  const subject = (
    k: string,
    what: string,
    limit: number,
    ded: number,
    field: boolean,
  ): FillEntry[] => [
    e(`CommercialProperty_Premises_SubjectOfInsuranceCode_${k}`, null, what),
    e(
      `CommercialProperty_Premises_LimitAmount_${k}`,
      field ? 'policy.coverageAmount' : null,
      money(limit),
      amount(limit),
    ),
    e(`CommercialProperty_Premises_CoinsurancePercent_${k}`, null, k === 'C' ? '' : '80'),
    e(`CommercialProperty_Premises_ValuationCode_${k}`, null, k === 'B' ? 'ACV' : 'RC'),
    e(`CommercialProperty_Premises_CauseOfLossCode_${k}`, null, 'SPECIAL'),
    e(
      `CommercialProperty_Premises_DeductibleAmount_${k}`,
      field ? 'policy.deductible' : null,
      money(ded),
      amount(ded),
    ),
  ]
  const entries: FillEntry[] = [
    e('Producer_CustomerIdentifier_A', null, p.accountNumber),
    e('Form_CompletionDate_A', null, printDate(p.issueDate, 'mdy')),
    e('Producer_FullName_A', 'policy.producer', up(p.producer)),
    e('Insurer_FullName_A', 'policy.carrier', up(p.carrier)),
    e('Insurer_NAICCode_A', null, p.naic),
    e('Policy_PolicyNumberIdentifier_A', 'policy.policyNumber', p.policyNumber),
    e(
      'Policy_EffectiveDate_A',
      'policy.effectiveDate',
      printDate(p.effectiveDate, 'mdy'),
      p.effectiveDate,
    ),
    e('NamedInsured_FullName_A', 'policy.namedInsured', up(p.namedInsured)),
    e('CommercialProperty_Summary_BlanketNumberIdentifier_A', null, '1'),
    e('CommercialProperty_Summary_BlanketLimitAmount_A', null, money(p.coverageAmount + p.limit2)),
    e('CommercialCoverage_Summary_BlanketTypeDescription_A', null, 'BLDG - ALL LOCS'),
    e('CommercialStructure_Location_ProducerIdentifier_A', null, '001'),
    e('CommercialStructure_PhysicalAddress_LineOne_A', 'property.address', up(p.street)),
    e('CommercialStructure_Building_ProducerIdentifier_A', null, '001'),
    e('CommercialStructure_Building_SublocationDescription_A', null, 'MAIN BLDG - 2 STY MASONRY'),
    ...subject('A', 'BUILDING', p.coverageAmount, p.deductible, true),
    ...subject('B', 'BUS PERS PROP', p.contents, p.deductible, false),
    ...subject('C', 'BUS INCOME', Math.round(p.lossOfUse / 1000) * 1000, 0, false),
    ...subject('D', 'SIGNS', 15000, 500, false),
    ...subject('E', 'OUTDOOR PROP', 25000, 1000, false),
    e('Construction_ConstructionCode_A', null, 'MASONRY NC'),
    e('BuildingFireProtection_ProtectionClassCode_A', null, '4'),
    e('Construction_StoreyCount_A', null, '2'),
    e('CommercialStructure_BuiltYear_A', 'property.yearBuilt', String(p.yearBuilt)),
    e('Construction_BuildingArea_A', null, '18,250'),
    e('BuildingImprovement_RoofingYear_A', null, String(p.roofYear)),
    e('BuildingImprovement_WiringYear_A', null, String(Math.max(p.yearBuilt, 1998))),
    e('BuildingImprovement_PlumbingYear_A', null, String(Math.max(p.yearBuilt, 2001))),
  ]
  if (p.hasMortgagee)
    entries.push(
      e('AdditionalInterest_InterestRank_A', null, '1'),
      e('AdditionalInterest_FullName_A', 'policy.mortgagee', up(p.mortgagee)),
      e('AdditionalInterest_MailingAddress_LineOne_A', null, up(p.lenderStreet)),
      e('AdditionalInterest_MailingAddress_CityName_A', null, up(p.lenderCity.split(',')[0] ?? '')),
      e('AdditionalInterest_AccountNumberIdentifier_A', 'policy.loanNumber', p.loanNumber),
    )
  return entries
}

export const BLIND_ACORD_FORMS: readonly BlindAcordForm[] = [
  {
    id: 'acord27-2006-caps',
    file: 'acord-27-blank.pdf',
    decrypt: false,
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.acord,
    filling: acord27,
  },
  {
    id: 'acord28-2006-abbrev',
    file: 'acord-28-blank.pdf',
    decrypt: true,
    line: 'commercial',
    numberStyle: NUMBER_STYLES.schedule,
    filling: acord28,
  },
  {
    id: 'acord140-2016-caps',
    file: 'acord-125-126-140-blank.pdf',
    decrypt: false,
    keep: [9, 11],
    line: 'commercial',
    numberStyle: NUMBER_STYLES.acord,
    filling: acord140,
  },
]

export const BLIND_BLANK_FORMS: readonly BlindBlankForm[] = [
  { id: 'blank-acord27-2006', file: 'acord-27-blank.pdf', decrypt: false, flatten: false },
  {
    id: 'blank-acord140-2016-flattened',
    file: 'acord-125-126-140-blank.pdf',
    decrypt: false,
    keep: [9, 11],
    flatten: true,
  },
  { id: 'blank-acord50-2007', file: 'acord-50-blank.pdf', decrypt: false, flatten: false },
]
