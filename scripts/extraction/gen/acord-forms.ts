/**
 * The real ACORD forms of the corpus the development set fills, and with what: ACORD 24, the opal
 * ACORD 25 and 27 with ACORD's standard field names, the ACORD 27 edition whose fields have generic
 * names ("Company", "LOC5", "Date1"), the ACORD 30 garage certificate (XFA-style names) and the
 * ACORD 125 application. (The last three were once held out; they have been tuned on since.)
 */
import { ACORD_FORMS, type Filling } from '../fill-acord'
import { decimal, usDate, money } from '../policy-values'
import type { Policy } from './policy'

/** A blank form of the corpus (a file in insurance/blank-forms) and how a policy fills it. */
export interface AcordForm {
  /** The layout family's name in the report. */
  readonly id: string
  readonly file: string
  readonly filling: (v: Policy) => Filling
}

/** The ACORD 27 (2006/07) with generic field names: the labels on the page say what they hold. */
function acord27Generic(v: Policy): Filling {
  return [
    [
      'F[0].P1[0].COVERAGE1[0]',
      'policy.producer',
      `${v.producer}\n12 Commerce Plaza\n${v.city}, ${v.state}`,
      v.producer,
    ],
    [
      'F[0].P1[0].Company[0]',
      'policy.carrier',
      `${v.carrier}\nPO Box 4410\nHartford, CT 06101`,
      v.carrier,
    ],
    [
      'F[0].P1[0].COVERAGE12[0]',
      'policy.namedInsured',
      `${v.namedInsured}\n${v.mailingStreet}\n${v.city}, ${v.state} ${v.zip}`,
      v.namedInsured,
    ],
    ['F[0].P1[0].LOC4[0]', 'policy.loanNumber', v.loanNumber, v.loanNumber.toUpperCase()],
    ['F[0].P1[0].LOC5[0]', 'policy.policyNumber', v.policyNumber, v.policyNumber.toUpperCase()],
    ['F[0].P1[0].Date[0]', 'policy.effectiveDate', usDate(v.effectiveDate), v.effectiveDate],
    ['F[0].P1[0].Date1[0]', 'policy.expirationDate', usDate(v.expirationDate), v.expirationDate],
    ['F[0].P1[0].Date2[0]', null, usDate(v.effectiveDate)],
    [
      'F[0].P1[0].COVERAGE11[0]',
      'property.address',
      `${v.street}\n${v.city}, ${v.state} ${v.zip}`,
      v.street,
    ],
    ['F[0].P1[0].covperils1[0]', null, 'Building - Special Form'],
    [
      'F[0].P1[0].amtinsur[0]',
      'policy.coverageAmount',
      money(v.coverageAmount),
      decimal(v.coverageAmount),
    ],
    ['F[0].P1[0].deduct[0]', 'policy.deductible', money(v.deductible), decimal(v.deductible)],
    ['F[0].P1[0].covperils1[1]', null, 'Business Personal Property'],
    ['F[0].P1[0].amtinsur[1]', null, money(Math.round(v.coverageAmount / 4))],
    [
      'F[0].P1[0].addlint[0]',
      'policy.mortgagee',
      `${v.mortgagee}\nISAOA/ATIMA\nPO Box 5500, ${v.city}, ${v.state}`,
      v.mortgagee,
    ],
  ]
}

/** ACORD 30 (garage certificate): the first policy row. */
function acord30(v: Policy): Filling {
  const p = 'F[0].P1[0].'
  return [
    [`${p}Producer_FullName_A[0]`, 'policy.producer', v.producer],
    [`${p}Producer_MailingAddress_LineOne_A[0]`, null, '12 Commerce Plaza'],
    [`${p}NamedInsured_FullName_A[0]`, 'policy.namedInsured', v.namedInsured],
    [`${p}NamedInsured_MailingAddress_LineOne_A[0]`, null, v.mailingStreet],
    [`${p}Insurer_FullName_A[0]`, 'policy.carrier', v.carrier],
    [`${p}Insurer_NAICCode_A[0]`, null, v.naic],
    [
      `${p}Policy_PolicyNumberIdentifier_A[0]`,
      'policy.policyNumber',
      v.policyNumber,
      v.policyNumber.toUpperCase(),
    ],
    [
      `${p}Policy_EffectiveDate_A[0]`,
      'policy.effectiveDate',
      usDate(v.effectiveDate),
      v.effectiveDate,
    ],
    [
      `${p}Policy_ExpirationDate_A[0]`,
      'policy.expirationDate',
      usDate(v.expirationDate),
      v.expirationDate,
    ],
    [`${p}GarageLiability_AutoOnly_EachAccidentLimitAmount_A[0]`, null, '1,000,000'],
  ]
}

/** ACORD 125 (commercial insurance application), page 1. */
function acord125(v: Policy): Filling {
  return [
    ['ACORD_AgencyName', 'policy.producer', `${v.producer}\n12 Commerce Plaza`, v.producer],
    ['ACORD_CarrierName', 'policy.carrier', v.carrier],
    ['ACORD_PolicyNumber', 'policy.policyNumber', v.policyNumber, v.policyNumber.toUpperCase()],
    [
      'ACORD_Policy_EffectiveDate',
      'policy.effectiveDate',
      usDate(v.effectiveDate),
      v.effectiveDate,
    ],
    [
      'ACORD_Policy_ExpirationDate',
      'policy.expirationDate',
      usDate(v.expirationDate),
      v.expirationDate,
    ],
    ['ACORD_Policy_PolicyPremium', 'policy.premium', money(v.premium, true), decimal(v.premium)],
    ['ACORD_Policy_MinimumPremium', null, money(250)],
    ['ACORD_Policy_DepositAmount', null, money(Math.round(v.premium / 4))],
    ['ACORD_Policy_Insured1_Name', 'policy.namedInsured', v.namedInsured],
    ['ACORD_Policy_Insured1_MailingAddress', null, `${v.mailingStreet}, ${v.city}, ${v.state}`],
  ]
}

export const DEV_ACORD_FORMS: readonly AcordForm[] = [
  { id: 'acord24', file: ACORD_FORMS.acord24.file, filling: ACORD_FORMS.acord24.filling },
  { id: 'acord25-opal', file: ACORD_FORMS.acord25.file, filling: ACORD_FORMS.acord25.filling },
  { id: 'acord27-opal', file: ACORD_FORMS.acord27.file, filling: ACORD_FORMS.acord27.filling },
  { id: 'acord27-2006', file: 'acord-27-blank.pdf', filling: acord27Generic },
  { id: 'acord30-opal', file: 'opal-acord30.pdf', filling: acord30 },
  { id: 'acord125', file: 'acord-125-126-140-blank.pdf', filling: acord125 },
]
