/**
 * A homeowners application as the carrier's system prints it once bound, over two pages:
 * numbered sections of "Label:" pairs, tick boxes, a prior-insurance section naming the insurer it
 * replaces, coverages on page one, the mortgagee, term and premium on page two (family rw02).
 */
import { cash, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { OTHER_CARRIERS, INSURERS, printDate, printMoney } from './words'

const L = 40
const R = 572

/** A section's heading bar. */
function section(s: Sheet, n: number, title: string, y: number): number {
  s.band(L, y, R - L, 14, 0.2)
  s.text(`SECTION ${n}  ${title}`, L + 5, y + 10, 8.5, true, 1)
  return y + 28
}

/** "Label:" then its value (a field's, or plain text) at a fixed tab. */
function pair(
  s: Sheet,
  label: string,
  x: number,
  y: number,
  v: string | { field: ExtractionFieldId; value: Printed },
  tab = 96,
): void {
  s.text(`${label}:`, x, y, 8.5)
  if (typeof v === 'string') s.text(v, x + tab, y, 8.5)
  else s.value(v.field, v.value, x + tab, y, 8.5, { bold: true })
}

/** A tick box with its caption; ticked ones print an X. */
function box(s: Sheet, caption: string, x: number, y: number, ticked: boolean): number {
  s.rect(x, y - 7.5, 8, 8, 0.6)
  if (ticked) s.text('X', x + 1.6, y - 0.5, 7.5, true)
  return endX(s, s.text(caption, x + 11, y, 8.5)) + 12
}

async function application(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const D = 'dd-mon-yyyy' as const
  const M = 'bare' as const
  s.text('HOMEOWNERS APPLICATION', L, 46, 14, true)
  s.text('(HO 3 Special Form)  -  printed after binding', L, 60, 8.5)
  s.rect(392, 30, R - 392, 40, 1)
  s.text('POLICY NUMBER ASSIGNED', 398, 41, 7, true)
  s.value('policy.policyNumber', txt(p.policyNumber), 398, 60, 12, { bold: true })
  s.text('Company:', L, 84, 8.5)
  s.value('policy.carrier', txt(p.carrier), L + 46, 84, 8.5, { bold: true })
  s.text(`Quote ref. Q${digits(rnd, 8)}   Application date ${printDate(p.issueDate, D)}`, L, 96, 8)
  let y = section(s, 1, 'APPLICANT', 108)
  pair(s, 'Applicant name', L, y, { field: 'policy.namedInsured', value: txt(p.namedInsured) })
  pair(s, 'Date of birth', 330, y, '**/**/****', 70)
  pair(s, 'Mailing address', L, y + 13, `${p.mailingStreet}, ${p.mailingCity}`)
  pair(s, 'Phone', 330, y + 13, `(${int(rnd, 201, 989)}) ${digits(rnd, 3)}-${digits(rnd, 4)}`, 70)
  y = section(s, 2, 'PROPERTY', y + 30)
  pair(s, 'Residence premises', L, y, { field: 'property.address', value: txt(p.street) })
  s.text(cityLine(p), L + 96, y + 11, 8.5)
  pair(
    s,
    'Year of construction',
    330,
    y,
    { field: 'property.yearBuilt', value: year(p.yearBuilt) },
    100,
  )
  pair(s, 'Roof replaced', 330, y + 13, String(p.roofYear), 100)
  s.text('Construction:', L, y + 30, 8.5)
  let x = L + 96
  const kind = pick(rnd, ['Frame', 'Masonry', 'Masonry veneer', 'Log'])
  for (const c of ['Frame', 'Masonry', 'Masonry veneer', 'Log'])
    x = box(s, c, x, y + 30, c === kind)
  s.text('Occupancy:', L, y + 44, 8.5)
  x = L + 96
  for (const c of ['Owner primary', 'Seasonal', 'Tenant'])
    x = box(s, c, x, y + 44, c === 'Owner primary')
  pair(s, 'Protection class', L, y + 58, String(int(rnd, 2, 8)))
  pair(s, 'Feet to hydrant', 330, y + 58, String(int(rnd, 80, 900)), 100)
  y = section(s, 3, 'PRIOR INSURANCE', y + 76)
  const prior = pick(rnd, [
    ...OTHER_CARRIERS.slice(1, 3),
    ...INSURERS.homeowners.filter((c) => c !== p.carrier),
  ])
  pair(s, 'Prior carrier', L, y, prior)
  pair(s, 'Prior policy no.', L, y + 13, `${pick(rnd, ['H', 'HO'])}${digits(rnd, 8)}`)
  pair(s, 'Expires', 330, y + 13, printDate(p.effectiveDate, D), 90)
  pair(s, 'Prior Coverage A', L, y + 26, printMoney(p.priorCoverage, M))
  pair(s, 'Reason for change', 330, y + 26, pick(rnd, ['Price', 'Non-renewed', 'New purchase']), 90)
  s.text('Losses in the last 5 years:', L, y + 42, 8.5)
  const lossDate = addDays(p.effectiveDate, -int(rnd, 300, 1500))
  s.text(
    `${printDate(lossDate, D)}   ${pick(rnd, ['Water', 'Wind', 'Theft'])}   Claim ${p.claimNumber}   Paid ${printMoney(int(rnd, 1200, 18000), M)}`,
    L + 120,
    y + 42,
    8.5,
  )
  y = section(s, 4, 'COVERAGES REQUESTED', y + 60)
  const cov: Array<[string, string | null]> = [
    ['A  Dwelling', null],
    ['B  Other structures', printMoney(p.otherStructures, M)],
    ['C  Personal property', printMoney(p.contents, M)],
    ['D  Loss of use', printMoney(p.lossOfUse, M)],
    ['E  Personal liability', printMoney(p.liability, M)],
    ['F  Medical payments', printMoney(p.medical, M)],
  ]
  s.text('Coverage', L + 5, y, 8, true)
  s.right('Limit (USD)', 300, y, 8, true)
  cov.forEach(([label, v], i) => {
    const by = y + 13 + i * 12
    s.text(label, L + 5, by, 8.5)
    if (v === null)
      s.value('policy.coverageAmount', cash(p.coverageAmount, M), 300, by, 8.5, { align: 'right' })
    else s.right(v, 300, by, 8.5)
  })
  s.text('Deductibles', 340, y, 8, true)
  s.text('All other perils', 340, y + 13, 8.5)
  s.value('policy.deductible', cash(p.deductible, M), R - 8, y + 13, 8.5, { align: 'right' })
  s.text('Windstorm or hail', 340, y + 25, 8.5)
  s.right(`${p.percent}%`, R - 8, y + 25, 8.5)
  s.text('Endorsements: water backup', 340, y + 43, 8.5)
  s.right(printMoney(pick(rnd, [5000, 10000, 25000]), M), R - 8, y + 43, 8.5)
  s.text(`Page 1 of 2   ${p.policyNumber}`, L, 760, 7, false, 0.4)

  s.newPage()
  s.text(`Homeowners application (continued)  -  ${p.namedInsured}`, L, 46, 9, true)
  y = section(s, 5, 'MORTGAGEE / ADDITIONAL INTERESTS', 64)
  if (p.hasMortgagee) {
    pair(s, '1st mortgagee', L, y, { field: 'policy.mortgagee', value: txt(p.mortgagee) })
    s.text(`ISAOA/ATIMA  ${p.lenderStreet}, ${p.lenderCity}`, L + 96, y + 12, 8.5)
    pair(s, 'Loan number', L, y + 26, { field: 'policy.loanNumber', value: txt(p.loanNumber) })
    pair(s, 'Bill to', 330, y + 26, 'Mortgagee (escrow)', 50)
  } else {
    pair(s, '1st mortgagee', L, y, 'NONE')
    pair(s, 'Bill to', 330, y, 'Insured', 50)
  }
  y = section(s, 6, 'POLICY TERM', y + 46)
  pair(s, 'Effective', L, y, { field: 'policy.effectiveDate', value: dt(p.effectiveDate, D) }, 60)
  pair(
    s,
    'Expiration',
    220,
    y,
    { field: 'policy.expirationDate', value: dt(p.expirationDate, D) },
    60,
  )
  s.text('12:01 a.m. at the residence premises', 400, y, 8.5)
  y = section(s, 7, 'PREMIUM', y + 20)
  pair(
    s,
    'Total annual premium',
    L,
    y,
    { field: 'policy.premium', value: cash(p.premium, 'dollars') },
    110,
  )
  pair(s, 'Paid with application', 330, y, printMoney(0, 'dollars'), 110)
  pair(s, 'Inspection fee', L, y + 13, printMoney(p.policyFee, 'dollars'), 110)
  pair(s, 'Pay plan', 330, y + 13, p.hasMortgagee ? 'Full pay - mortgagee' : '4-pay', 110)
  y = section(s, 8, 'PRODUCER', y + 32)
  pair(s, 'Agency', L, y, { field: 'policy.producer', value: txt(p.producer) })
  pair(s, 'Agent', L, y + 13, `${p.agentName}  (code ${p.agencyCode})`)
  pair(s, 'Phone', 330, y + 13, p.agencyPhone, 50)
  y += 40
  s.prose(
    [
      "Applicant's statement: I have read this application and declare that the facts stated in it are true. I request the company to issue the insurance and any renewals in reliance on these facts.",
    ],
    L,
    y,
    8.5,
    R - L,
  )
  s.text('Applicant signature ______________________________', L, y + 50, 8.5)
  s.text(`Date ${printDate(p.issueDate, D)}`, 360, y + 50, 8.5)
  s.text('Producer signature _______________________________', L, y + 76, 8.5)
  s.text(`Page 2 of 2   ${p.policyNumber}`, L, 760, 7, false, 0.4)
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'rw02',
    name: 'bound-application-two-pages',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.application,
    features:
      'a homeowners application printed after binding, over two pages: the assigned policy number boxed at the top, numbered sections of "Label:" pairs and tick boxes, a prior-insurance section (carrier, number, its expiry, a loss), coverages as bare numbers on page one; mortgagee, term (`05-JAN-2026`), premium and agency on page two',
    render: application,
  },
]
