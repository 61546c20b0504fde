/**
 * A court-appointed receiver's monthly report on a commercial property in foreclosure: a court
 * caption naming the lender as plaintiff, a cash summary, and an insurance section in prose whose
 * dates write the weekday out, beside the receiver's own bond and the liability policy (family
 * rw05).
 */
import { cash, dt, fitSize, run, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import {
  FAMILY_NAMES,
  GIVEN_NAMES,
  OTHER_CARRIERS,
  RECEIVERS,
  printDate,
  printMoney,
} from './words'

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth']

async function receiversReport(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 72
  const R = 540
  const D = 'weekday' as const
  const C = 'cents' as const
  const county = `${p.city.split(' ')[0]!.toUpperCase()}`
  s.center(`IN THE DISTRICT COURT OF ${county} COUNTY, ${p.state}`, 306, 60, 11, true)
  // The caption: parties on the left, the case number on the right, split by a bracket column.
  let y = 92
  if (p.hasMortgagee)
    s.value('policy.mortgagee', txt(p.mortgagee), L, y, fitSize(s, p.mortgagee, 250, 11))
  else s.text(`${p.secondInsured}, individually and as a member,`, L, y, 11)
  s.text('Plaintiff,', L + 60, y + 16, 11)
  s.text('v.', L + 20, y + 36, 11)
  s.text(`${p.namedInsured}, et al.,`, L, y + 56, fitSize(s, `${p.namedInsured}, et al.,`, 250, 11))
  s.text('Defendants.', L + 60, y + 72, 11)
  for (let i = 0; i < 6; i++) s.text(')', 330, y + i * 14, 11)
  const caseNo = `Case No. CV-${p.effectiveDate.slice(0, 4)}-${digits(rnd, 5)}`
  s.text(caseNo, 350, y + 28, 11)
  y += 100
  const n = int(rnd, 2, 8)
  const receiver = pick(rnd, RECEIVERS)
  const period = addDays(p.effectiveDate, int(rnd, 20, 200))
  s.center(`RECEIVER'S ${ORDINALS[n - 1]!.toUpperCase()} MONTHLY REPORT`, 306, y, 12, true)
  s.center(`(for the month ending ${printDate(period, 'month-d-y')})`, 306, y + 14, 10)
  y += 38
  y = s.prose(
    spaced([
      `${receiver}, the receiver appointed by the Court's order of ${printDate(addDays(period, -n * 30), 'month-d-y')}, reports as follows on the property known as`,
      run('property.address', txt(p.street)),
      `, ${p.city}, ${p.state} (the "Property"), a ${pick(rnd, ['retail strip center', 'self-storage facility', 'garden apartment complex', 'light industrial building'])} built in`,
      run('property.yearBuilt', year(p.yearBuilt)),
      '.',
    ]),
    L,
    y,
    11,
    R - L,
  )
  y += 6
  s.text('1.  Receipts and disbursements', L, y, 11, true)
  y += 16
  const rents = int(rnd, 30, 180) * 1000 + int(rnd, 0, 999)
  const lines: Array<[string, number]> = [
    ['Rents and other income collected', rents],
    ['Utilities and maintenance', Math.round(rents * 0.22)],
    ['Insurance (premium paid this month)', p.installment],
    ["Receiver's fee", Math.round(rents * 0.05)],
  ]
  for (const [label, v] of lines) {
    s.text(label, L + 18, y, 10.5)
    s.right(printMoney(v, C), R, y, 10.5)
    y += 14
  }
  y += 10
  s.text('2.  Insurance', L, y, 11, true)
  y += 16
  y = s.prose(
    spaced([
      `On ${printDate(addDays(period, -int(rnd, 3, 20)), D)}, the Receiver confirmed with`,
      run('policy.producer', txt(p.producer)),
      'that the Property is insured by',
      run('policy.carrier', txt(p.carrier)),
      'under commercial property policy no.',
      run('policy.policyNumber', txt(p.policyNumber)),
      ', issued to',
      run('policy.namedInsured', txt(p.namedInsured)),
      ', for the term from',
      run('policy.effectiveDate', dt(p.effectiveDate, D)),
      'to',
      run('policy.expirationDate', dt(p.expirationDate, D)),
      ', with a building limit of',
      run('policy.coverageAmount', cash(p.coverageAmount, C)),
      'and a deductible of',
      run('policy.deductible', cash(p.deductible, C)),
      'per occurrence. The annual premium is',
      run('policy.premium', cash(p.premium, C)),
      `, payable in quarterly installments of ${printMoney(p.installment, C)}; the Receiver has been added as an additional insured.`,
    ]),
    L,
    y,
    11,
    R - L,
  )
  y += 4
  y = s.prose(
    spaced(
      p.hasMortgagee
        ? [
            'The policy names the Plaintiff as mortgagee under loan no.',
            run('policy.loanNumber', txt(p.loanNumber)),
            `. General liability remains with ${OTHER_CARRIERS[2]} under policy no. GL${digits(rnd, 7)} (${printMoney(p.liability * 10, C)} aggregate).`,
          ]
        : [
            `No mortgage encumbers the Property, so the policy names no mortgagee. General liability remains with ${OTHER_CARRIERS[2]} under policy no. GL${digits(rnd, 7)} (${printMoney(p.liability * 10, C)} aggregate).`,
          ],
    ),
    L,
    y,
    11,
    R - L,
  )
  y += 4
  y = s.prose(
    [
      `The Receiver's own bond, no. RB-${digits(rnd, 6)} in the penal sum of ${printMoney(pick(rnd, [50000, 100000, 250000]), C)}, is written by ${OTHER_CARRIERS[1]} and remains on file with the Clerk.`,
    ],
    L,
    y,
    11,
    R - L,
  )
  y += 10
  s.text('3.  Leasing and condition', L, y, 11, true)
  y += 16
  y = s.prose(
    [
      `Occupancy is ${int(rnd, 61, 97)}%. The roof (replaced ${p.roofYear}) showed no new leaks; a claim for an earlier water loss (claim ${p.claimNumber}) remains open with the carrier.`,
    ],
    L,
    y,
    11,
    R - L,
  )
  y += 20
  s.text('Respectfully submitted,', 320, y, 11)
  s.text(receiver, 320, y + 30, 11)
  s.text(`by ${pick(rnd, GIVEN_NAMES)} ${pick(rnd, FAMILY_NAMES)}, Manager`, 320, y + 44, 11)
  return s.finish()
}

export const FAMILIES_E: readonly BlindFamily[] = [
  {
    id: 'rw05',
    name: 'receivers-monthly-report',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.receiver,
    features:
      "a court-appointed receiver's monthly report in Times: a court caption whose plaintiff is the lender, a cash summary with the month's premium installment, an insurance paragraph with `Monday, January 5, 2026` dates and every answer in one sentence, the receiver's bond and the liability policy beside it",
    render: receiversReport,
  },
]
