/**
 * The ACORD 140 (2016/03, the property section of the 125/126/140 bundle, its first page) filled
 * for a sawmill: the building row of the premises schedule under a business personal property row
 * and a business income row, each with its own limit and deductible; the year built among the
 * construction boxes; the lender in the additional interest box with the loan as its account
 * number; dates "01-05-2026". The section prints no premium and no expiration date.
 */
import type { FillEntry } from './acord-fill'
import { cityBoxes, e, fit, tick } from './acord-entries'
import { addDays, digits, int, pick, type BlindPolicy } from './policy'
import { FAMILY_NAMES, amount, printDate, printMoney } from './words'
import { seededRandom } from '../policy-values'

/** ACORD 140, page 1: a sawmill's building (row A) under its property policy. */
export function acord140Sawmill(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'mdy-dash')
  const m = (x: number): string => printMoney(x, 'dollars')
  const rnd = seededRandom(Number(p.naic) * 13 + p.coverageAmount / 1000)
  const row = (
    r: string,
    subject: string,
    limit: number,
    ded: number,
    field: boolean,
  ): FillEntry[] => [
    e(`CommercialProperty_Premises_SubjectOfInsuranceCode_${r}`, null, subject),
    fit(
      field
        ? e(
            `CommercialProperty_Premises_LimitAmount_${r}`,
            'policy.coverageAmount',
            m(limit),
            amount(limit),
          )
        : e(`CommercialProperty_Premises_LimitAmount_${r}`, null, m(limit)),
    ),
    e(`CommercialProperty_Premises_CoinsurancePercent_${r}`, null, pick(rnd, ['80', '90', '100'])),
    e(`CommercialProperty_Premises_ValuationCode_${r}`, null, r === 'C' ? '' : 'RC'),
    e(`CommercialProperty_Premises_CauseOfLossCode_${r}`, null, 'SPECIAL'),
    fit(
      field
        ? e(
            `CommercialProperty_Premises_DeductibleAmount_${r}`,
            'policy.deductible',
            m(ded),
            amount(ded),
          )
        : e(
            `CommercialProperty_Premises_DeductibleAmount_${r}`,
            null,
            r === 'C' ? '72 HRS' : m(ded),
          ),
    ),
  ]
  const entries: FillEntry[] = [
    e('Producer_CustomerIdentifier_A', null, `${p.agencyCode}/${digits(rnd, 4)}`),
    e('Form_CompletionDate_A', null, d(p.issueDate)),
    fit(e('Producer_FullName_A', 'policy.producer', p.producer)),
    e('Policy_PolicyNumberIdentifier_A', 'policy.policyNumber', p.policyNumber),
    fit(e('Policy_EffectiveDate_A', 'policy.effectiveDate', d(p.effectiveDate), p.effectiveDate)),
    fit(e('Insurer_FullName_A', 'policy.carrier', p.carrier)),
    e('Insurer_NAICCode_A', null, p.naic),
    fit(e('NamedInsured_FullName_A', 'policy.namedInsured', p.namedInsured)),
    e('CommercialStructure_Location_ProducerIdentifier_A', null, '1'),
    e('CommercialStructure_PhysicalAddress_LineOne_A', 'property.address', p.street),
    e('CommercialStructure_Building_ProducerIdentifier_A', null, '1'),
    e(
      'CommercialStructure_Building_SublocationDescription_A',
      null,
      `${pick(rnd, ['SAWMILL AND PLANER SHED', 'MILL BUILDING, KILN AND LOG YARD'])} - ${p.city}, ${p.state}`,
    ),
    ...row('A', 'BUILDING', p.coverageAmount, p.deductible, true),
    ...row('B', 'BUS PERS PROP', p.contents, p.priorDeductible, false),
    ...row('C', 'BUSINESS INCOME', p.lossOfUse, 0, false),
    e(
      'CommercialProperty_Premises_RemarkText_A',
      null,
      `LOG YARD AT ${p.street2} ON SEPARATE POLICY ${p.priorPolicyNumber}; OPEN CLAIM ${p.claimNumber}; WIND/HAIL ${p.percent}%`,
    ),
    e('Construction_ConstructionCode_A', null, pick(rnd, ['JOISTED MASONRY', 'FRAME', 'NON-COMB'])),
    e('BuildingFireProtection_HydrantDistanceFeetCount_A', null, String(int(rnd, 50, 900))),
    e('BuildingFireProtection_FireStationDistanceMileCount_A', null, String(int(rnd, 1, 9))),
    e('BuildingFireProtection_FireDistrictName_A', null, `${p.city.toUpperCase()} RFD`),
    e('BuildingFireProtection_ProtectionClassCode_A', null, String(int(rnd, 3, 9))),
    e('Construction_StoreyCount_A', null, String(int(rnd, 1, 2))),
    e('Construction_BasementCount_A', null, '0'),
    e('CommercialStructure_BuiltYear_A', 'property.yearBuilt', String(p.yearBuilt)),
    e('Construction_BuildingArea_A', null, `${int(rnd, 8, 60)},${digits(rnd, 3)}`),
    e('BuildingImprovement_WiringYear_A', null, String(p.roofYear)),
    e('BuildingImprovement_RoofingYear_A', null, String(p.roofYear)),
    e('Alarm_Burglar_InstalledAndServicedByName_A', null, `${pick(rnd, FAMILY_NAMES)} ALARM CO.`),
    e(
      'Alarm_Burglar_CertificateExpirationDate_A',
      null,
      d(addDays(p.effectiveDate, int(rnd, 30, 300))),
    ),
  ]
  if (p.hasMortgagee)
    entries.push(
      tick('AdditionalInterest_Interest_MortgageeIndicator_A'),
      e('AdditionalInterest_InterestRank_A', null, '1'),
      fit(e('AdditionalInterest_FullName_A', 'policy.mortgagee', p.mortgagee)),
      e('AdditionalInterest_MailingAddress_LineOne_A', null, `ISAOA ATIMA, ${p.lenderStreet}`),
      ...cityBoxes('AdditionalInterest_MailingAddress_', p.lenderCity),
      e('AdditionalInterest_AccountNumberIdentifier_A', 'policy.loanNumber', p.loanNumber),
      e('AdditionalInterest_Item_LocationProducerIdentifier_A', null, '1'),
      e('AdditionalInterest_Item_BuildingProducerIdentifier_A', null, '1'),
    )
  else entries.push(e('AdditionalInterest_FullName_A', null, 'NONE - NO MORTGAGEE OR LOSS PAYEE'))
  return entries
}
