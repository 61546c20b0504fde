/**
 * A city's vacant property registration form as the owner filled it in: numbered items whose typed
 * answers stand on rules with their captions printed small below, the insurance and the mortgage
 * servicer in items of their own, and the clerk's fee box (family rw04).
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { cash, dt, fitSize, txt, year, type BlindFamily } from './family'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { FAMILY_NAMES, GIVEN_NAMES, printDate, printMoney } from './words'

const L = 48
const R = 564

/** A typed answer on a rule, its caption below: a value of a field or plain text. */
function blank(
  s: Sheet,
  x: number,
  w: number,
  y: number,
  caption: string,
  v: string | { field: ExtractionFieldId; value: Printed },
): void {
  const size = fitSize(s, typeof v === 'string' ? v : v.value.printed, w - 4, 9.5)
  if (typeof v === 'string') s.text(v, x + 2, y, size)
  else s.value(v.field, v.value, x + 2, y, size)
  s.hline(x, x + w, y + 3, 0.5)
  s.text(caption, x, y + 11, 6.5, false, 0.35)
}

async function vacantRegistration(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('courier')
  const D = 'mdy-dash' as const
  const M = 'dollar-bare-cents' as const
  s.center(`CITY OF ${p.city.toUpperCase()}, ${p.state}`, 306, 44, 12, true)
  s.center('Department of Neighborhood Services - Code Compliance', 306, 58, 8.5)
  s.center('VACANT PROPERTY REGISTRATION', 306, 80, 13, true)
  s.center(
    'Annual registration of a vacant residential or commercial structure (Ord. 14-22)',
    306,
    93,
    7.5,
  )
  s.rect(R - 150, 104, 150, 44, 0.8)
  s.text('FOR OFFICE USE ONLY', R - 145, 114, 6.5, true)
  s.text(`Reg. no. VR-${digits(rnd, 6)}`, R - 145, 127, 8)
  s.text(`Fee paid ${printMoney(pick(rnd, [150, 250, 300]), 'cents')}`, R - 145, 139, 8)
  let y = 170
  const head = (n: number, t: string): void => {
    s.text(`${n}.  ${t}`, L, y, 9, true)
    y += 22
  }
  head(1, 'PROPERTY')
  blank(s, L, 300, y, 'Street address of vacant structure', {
    field: 'property.address',
    value: txt(p.street),
  })
  blank(
    s,
    L + 320,
    R - L - 320,
    y,
    'Parcel / APN',
    `${digits(rnd, 3)}-${digits(rnd, 3)}-${digits(rnd, 3)}`,
  )
  y += 28
  const since = addDays(p.effectiveDate, -int(rnd, 40, 400))
  blank(s, L, 150, y, 'Year structure built', {
    field: 'property.yearBuilt',
    value: year(p.yearBuilt),
  })
  blank(s, L + 170, 150, y, 'Date vacant since', printDate(since, D))
  blank(s, L + 340, R - L - 340, y, 'Use', pick(rnd, ['Single family', 'Duplex', 'Mixed use']))
  y += 32
  head(2, 'OWNER OF RECORD')
  blank(s, L, 300, y, 'Name of owner (person or entity)', {
    field: 'policy.namedInsured',
    value: txt(p.namedInsured),
  })
  blank(
    s,
    L + 320,
    R - L - 320,
    y,
    'Daytime phone',
    p.agencyPhone.replace(/^\(\d+\)/, `(${int(rnd, 300, 799)})`),
  )
  y += 28
  blank(s, L, R - L, y, 'Mailing address', `${p.mailingStreet}, ${p.mailingCity}`)
  y += 32
  head(3, 'LOCAL AGENT RESPONSIBLE FOR MAINTENANCE (within 25 miles)')
  blank(s, L, 300, y, 'Name', `${pick(rnd, GIVEN_NAMES)} ${pick(rnd, FAMILY_NAMES)}`)
  blank(
    s,
    L + 320,
    R - L - 320,
    y,
    '24-hour phone',
    `(${int(rnd, 300, 799)}) ${digits(rnd, 3)}-${digits(rnd, 4)}`,
  )
  y += 32
  head(4, 'LIABILITY AND PROPERTY INSURANCE ON THE STRUCTURE')
  blank(s, L, 300, y, 'Insurance company', { field: 'policy.carrier', value: txt(p.carrier) })
  blank(s, L + 320, R - L - 320, y, 'Policy number', {
    field: 'policy.policyNumber',
    value: txt(p.policyNumber),
  })
  y += 28
  blank(s, L, 150, y, 'Policy effective', {
    field: 'policy.effectiveDate',
    value: dt(p.effectiveDate, D),
  })
  blank(s, L + 170, 150, y, 'Policy expires', {
    field: 'policy.expirationDate',
    value: dt(p.expirationDate, D),
  })
  blank(s, L + 340, R - L - 340, y, 'Annual premium', {
    field: 'policy.premium',
    value: cash(p.premium, M),
  })
  y += 28
  blank(s, L, 150, y, 'Building coverage limit', {
    field: 'policy.coverageAmount',
    value: cash(p.coverageAmount, M),
  })
  blank(s, L + 170, 150, y, 'Deductible', {
    field: 'policy.deductible',
    value: cash(p.deductible, M),
  })
  blank(s, L + 340, R - L - 340, y, 'Liability limit (min. $300,000)', printMoney(p.liability, M))
  y += 28
  blank(s, L, 300, y, 'Insurance agent', { field: 'policy.producer', value: txt(p.producer) })
  blank(s, L + 320, R - L - 320, y, 'Agent phone', p.agencyPhone)
  y += 32
  head(5, 'MORTGAGE HOLDER OR SERVICER (write NONE if there is no mortgage)')
  if (p.hasMortgagee) {
    blank(s, L, 300, y, 'Mortgage holder / servicer', {
      field: 'policy.mortgagee',
      value: txt(p.mortgagee),
    })
    blank(s, L + 320, R - L - 320, y, 'Loan number', {
      field: 'policy.loanNumber',
      value: txt(p.loanNumber),
    })
    y += 28
    blank(s, L, R - L, y, 'Servicer address', `${p.lenderStreet}, ${p.lenderCity}`)
  } else {
    blank(s, L, 300, y, 'Mortgage holder / servicer', 'NONE')
    blank(s, L + 320, R - L - 320, y, 'Loan number', 'N/A')
  }
  y += 36
  s.prose(
    [
      'I certify that the information above is true and that I will notify the Department within 10 days of any change, including a change of insurance or a transfer of the property.',
    ],
    L,
    y,
    8,
    R - L,
  )
  y += 44
  blank(s, L, 300, y, 'Signature of owner or authorized agent', '/s/')
  blank(
    s,
    L + 320,
    R - L - 320,
    y,
    'Date signed',
    printDate(addDays(p.effectiveDate, int(rnd, 2, 30)), D),
  )
  return s.finish()
}

export const FAMILIES_D: readonly BlindFamily[] = [
  {
    id: 'rw04',
    name: 'vacant-property-registration-form',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.vacantRegistration,
    features:
      "a city's vacant property registration form typed in Courier: answers on rules with captions small below them, the insurance item (carrier, number, `01-05-2026` dates, `$1250000.00` amounts, agent) and the servicer item, the local agent's and owner's phones, the clerk's fee box",
    render: vacantRegistration,
  },
]
