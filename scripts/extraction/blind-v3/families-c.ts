/**
 * Families bz07–bz08: a commercial property policy-change endorsement whose schedule of changes
 * gives each changed value as "previously / changed to" (a new lender replacing the old one, a
 * raised building limit and deductible, the revised premium beside the pro-rata charge), and a condo
 * unit-owners policy exported by a lender portal as JSON and printed in a monospace font.
 */
import { cash, chance, dt, txt, year, type BlindFamily } from './family'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'

/** A value to print: plain text, or a field's printed value. */
type Cell = string | { readonly field: ExtractionFieldId; readonly v: Printed }

async function endorsementSchedule(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 48
  const R = 564
  const D = (iso: string): string => printDate(iso, 'MON-DD-YYYY')
  s.center('POLICY CHANGE ENDORSEMENT', 306, 50, 14, true)
  s.center('SCHEDULE OF CHANGES — COMMERCIAL PROPERTY COVERAGE PART', 306, 64, 10)
  s.center('THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY.', 306, 78, 8)
  let y = 100
  const grid: Array<[string, Cell, string, Cell]> = [
    [
      'Policy Number',
      { field: 'policy.policyNumber', v: txt(p.policyNumber) },
      'Endorsement No.',
      `00${int(rnd, 2, 9)}`,
    ],
    [
      'Company',
      { field: 'policy.carrier', v: txt(p.carrier) },
      'Change Effective',
      D(addDays(p.effectiveDate, int(rnd, 40, 250))),
    ],
    [
      'Named Insured',
      { field: 'policy.namedInsured', v: txt(p.namedInsured) },
      'Date Issued',
      D(addDays(p.effectiveDate, int(rnd, 30, 39))),
    ],
    ['Agent', { field: 'policy.producer', v: txt(p.producer) }, 'Agent No.', p.agencyCode],
  ]
  for (const [l1, v1, l2, v2] of grid) {
    s.rect(L, y, 330, 26, 0.5)
    s.rect(L + 330, y, R - L - 330, 26, 0.5)
    s.text(l1, L + 4, y + 9, 7, false, 0.35)
    s.text(l2, L + 334, y + 9, 7, false, 0.35)
    for (const [v, x] of [
      [v1, L + 4],
      [v2, L + 334],
    ] as const) {
      if (typeof v === 'string') s.text(v, x, y + 21, 10)
      else s.value(v.field, v.v, x, y + 21, 10, { bold: true })
    }
    y += 26
  }
  s.rect(L, y, R - L, 26, 0.5)
  s.text('Policy Period', L + 4, y + 9, 7, false, 0.35)
  const from = s.text('From', L + 4, y + 21, 10)
  const eff = s.value(
    'policy.effectiveDate',
    dt(p.effectiveDate, 'MON-DD-YYYY'),
    from.x1 * 612 + 4,
    y + 21,
    10,
    { bold: true },
  )
  const to = s.text('to', eff.x1 * 612 + 4, y + 21, 10)
  const exp = s.value(
    'policy.expirationDate',
    dt(p.expirationDate, 'MON-DD-YYYY'),
    to.x1 * 612 + 4,
    y + 21,
    10,
    { bold: true },
  )
  s.text(
    '12:01 A.M. standard time at the address of the named insured',
    exp.x1 * 612 + 8,
    y + 21,
    8,
  )
  y += 44
  s.text('In consideration of the premium shown, the policy is changed as follows:', L, y, 10)
  y += 14
  const cols = [34, 178, 152, 152]
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0))
  s.band(L, y, R - L, 16, 0.85)
  ;['Item', 'Description', 'Previously', 'Changed to'].forEach((h, i) =>
    s.text(h, (xs[i] ?? L) + 4, y + 11.5, 9, true),
  )
  y += 16
  const d = (n: number): string => printMoney(n, 'dollars')
  const rows: Array<[string, string, string | string[], Cell | Cell[]]> = [
    [
      '1',
      'Building limit - Prem. 1, Bldg. 1',
      d(p.priorCoverage),
      { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'dollars') },
    ],
    [
      '2',
      'Deductible - all covered causes',
      d(p.priorDeductible),
      { field: 'policy.deductible', v: cash(p.deductible, 'dollars') },
    ],
  ]
  if (p.hasMortgagee)
    rows.push([
      '3',
      'Mortgage holder - Bldg. 1',
      [p.secondLender, `Loan ${p.secondLoanNumber}`],
      [
        { field: 'policy.mortgagee', v: txt(p.mortgagee) },
        { field: 'policy.loanNumber', v: txt(p.loanNumber) },
      ],
    ])
  else
    rows.push([
      '3',
      'Mortgage holder - Bldg. 1',
      [p.secondLender, `Loan ${p.secondLoanNumber}`],
      ['None - deleted (loan paid off)'],
    ])
  rows.push([
    '4',
    'Total annual policy premium',
    printMoney(p.priorPremium, 'cents'),
    { field: 'policy.premium', v: cash(p.premium, 'cents') },
  ])
  for (const [item, desc, was, now] of rows) {
    const wasLines = Array.isArray(was) ? was : [was]
    const nowCells = Array.isArray(now) ? now : [now]
    const h = 8 + 12 * Math.max(wasLines.length, nowCells.length)
    s.text(item, (xs[0] ?? L) + 4, y + 13, 9.5)
    s.text(desc, (xs[1] ?? L) + 4, y + 13, 9.5)
    wasLines.forEach((w, i) => s.text(w, (xs[2] ?? L) + 4, y + 13 + 12 * i, 9.5))
    nowCells.forEach((c, i) => {
      if (typeof c === 'string') s.text(c, (xs[3] ?? L) + 4, y + 13 + 12 * i, 9.5)
      else s.value(c.field, c.v, (xs[3] ?? L) + 4, y + 13 + 12 * i, 9.5, { bold: true })
    })
    s.hline(L, R, y + h, 0.4)
    y += h
  }
  y += 16
  const charge = Math.round((p.premium - p.priorPremium) * int(rnd, 30, 80)) / 100
  s.text(
    `Additional premium for this change (pro rata): ${printMoney(charge, 'cents')}`,
    L,
    y,
    10,
    true,
  )
  y += 26
  s.text('SCHEDULE OF PREMISES (for reference — unchanged by this endorsement)', L, y, 9.5, true)
  y += 15
  const premCols: Array<[string, number]> = [
    ['Prem.', 0],
    ['Address', 40],
    ['City / State', 230],
    ['Built', 360],
    ['Construction', 410],
  ]
  for (const [h, dx] of premCols) s.text(h, L + dx, y, 8.5, false, 0.35)
  y += 13
  s.text('1', L, y, 9.5)
  s.value('property.address', txt(p.street), L + 40, y, 9.5)
  s.text(`${p.city}, ${p.state}`, L + 230, y, 9.5)
  s.value('property.yearBuilt', year(p.yearBuilt), L + 360, y, 9.5)
  s.text(pick(rnd, ['Joisted masonry', 'Non-combustible', 'Frame']), L + 410, y, 9.5)
  y += 13
  if (chance(rnd, 0.7)) {
    s.text('2', L, y, 9.5)
    s.text(p.street2, L + 40, y, 9.5)
    s.text(`${p.city}, ${p.state}`, L + 230, y, 9.5)
    s.text(String(int(rnd, 1940, 2018)), L + 360, y, 9.5)
    s.text('Frame', L + 410, y, 9.5)
    y += 13
  }
  y += 22
  s.text('All other terms and conditions of the policy remain unchanged.', L, y, 9.5)
  y += 40
  s.text('Authorized Representative', R - 160, y, 8.5)
  s.hline(R - 160, R, y - 11, 0.5)
  s.text(
    `CP 12 ${pick(rnd, ['10', '20', '70'])} (${String(int(rnd, 1, 12)).padStart(2, '0')}/${int(rnd, 12, 24)})   ·   NAIC ${p.naic}   ·   ${brandOf(p.carrier)}`,
    L,
    760,
    7.5,
  )
  return s.finish()
}

/** One JSON line: its indent and the parts that make it, values recorded as truth. */
type JsonPart =
  string | { readonly field: ExtractionFieldId; readonly v: Printed; readonly quoted: boolean }

async function jsonExport(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('courier')
  const size = 8.2
  const cw = s.width('M', size)
  const L = 40
  let y = 30
  s.text(`policy-export-${p.policyNumber.replace(/[^0-9]/g, '')}.json`, L, y, 7.5, false, 0.4)
  s.text(
    `exported ${printDate(p.issueDate, 'iso')}T${String(int(rnd, 10, 23))}:${String(int(rnd, 10, 59))}:${String(int(rnd, 10, 59))}Z  ·  lender portal`,
    330,
    y,
    7.5,
    false,
    0.4,
  )
  s.hline(L, 572, y + 6, 0.3)
  y += 26
  const line = (indent: number, parts: readonly JsonPart[]): void => {
    let x = L + indent * 2 * cw
    for (const part of parts) {
      if (typeof part === 'string') {
        s.text(part, x, y, size)
        x += s.width(part, size)
        continue
      }
      const q = part.quoted ? '"' : ''
      if (q !== '') {
        s.text(q, x, y, size)
        x += cw
      }
      s.value(part.field, part.v, x, y, size)
      x += s.width(part.v.printed, size)
      if (q !== '') {
        s.text(q, x, y, size)
        x += cw
      }
    }
    y += size * 1.5
  }
  const str = (field: ExtractionFieldId, v: Printed): JsonPart => ({ field, v, quoted: true })
  const num = (field: ExtractionFieldId, v: Printed): JsonPart => ({ field, v, quoted: false })
  const q = (x: string | number): string => (typeof x === 'number' ? String(x) : `"${x}"`)
  line(0, ['{'])
  line(1, ['"exportVersion": "2.3",'])
  line(1, [`"requestId": "${digits(rnd, 8)}-${digits(rnd, 4)}",`])
  line(1, ['"policy": {'])
  line(2, ['"policyNumber": ', str('policy.policyNumber', txt(p.policyNumber)), ','])
  line(2, ['"priorPolicyNumber": ', `${q(p.priorPolicyNumber)},`])
  line(2, ['"lineOfBusiness": "HO-6 UNIT OWNERS",'])
  line(2, ['"status": "IN_FORCE",'])
  line(2, [
    '"insurer": { "name": ',
    str('policy.carrier', txt(p.carrier)),
    `, "naic": ${q(p.naic)} },`,
  ])
  line(2, ['"term": {'])
  line(3, ['"effective": ', str('policy.effectiveDate', dt(p.effectiveDate, 'iso')), ','])
  line(3, ['"expiration": ', str('policy.expirationDate', dt(p.expirationDate, 'iso'))])
  line(2, ['},'])
  line(2, [`"issued": ${q(printDate(p.issueDate, 'iso'))},`])
  line(2, ['"insureds": ['])
  line(3, [
    '{ "role": "FIRST_NAMED", "name": ',
    str('policy.namedInsured', txt(p.namedInsured)),
    ' },',
  ])
  line(3, [`{ "role": "ADDITIONAL", "name": ${q(p.secondInsured)} }`])
  line(2, ['],'])
  line(2, ['"location": {'])
  line(3, ['"street": ', str('property.address', txt(p.street)), ','])
  line(3, [`"unit": ${q(`Unit ${int(rnd, 1, 30)}${pick(rnd, ['A', 'B', 'C', ''])}`)},`])
  line(3, [`"city": ${q(p.city)}, "state": ${q(p.state)}, "zip": ${q(p.zip)},`])
  line(3, ['"yearBuilt": ', num('property.yearBuilt', year(p.yearBuilt)), ','])
  line(3, [`"stories": ${int(rnd, 3, 24)}`])
  line(2, ['},'])
  line(2, ['"coverages": ['])
  line(3, [
    '{ "code": "COV_A", "label": "Building property (walls-in)", "limit": ',
    num('policy.coverageAmount', cash(p.coverageAmount, 'raw')),
    ' },',
  ])
  line(3, [`{ "code": "COV_C", "label": "Personal property", "limit": ${p.contents} },`])
  line(3, [`{ "code": "COV_D", "label": "Loss of use", "limit": ${p.lossOfUse} },`])
  line(3, [
    `{ "code": "LOSS_ASSESS", "label": "Loss assessment", "limit": ${pick(rnd, [25000, 50000])} },`,
  ])
  line(3, [`{ "code": "COV_E", "label": "Personal liability", "limit": ${p.liability} }`])
  line(2, ['],'])
  line(2, [
    '"deductibles": { "allPerils": ',
    num('policy.deductible', cash(p.deductible, 'raw')),
    `, "windHail": "${p.percent}%" },`,
  ])
  line(2, ['"premium": {'])
  line(3, ['"annualTotal": ', num('policy.premium', cash(p.premium, 'raw')), ','])
  line(3, [
    `"fees": ${p.policyFee}, "priorTerm": ${printMoney(p.priorPremium, 'raw')}, "installments": 4`,
  ])
  line(2, ['},'])
  if (p.hasMortgagee) {
    line(2, ['"mortgagees": ['])
    line(3, ['{ "rank": 1, "name": ', str('policy.mortgagee', txt(p.mortgagee)), ','])
    line(4, ['"loanNumber": ', str('policy.loanNumber', txt(p.loanNumber)), ','])
    line(4, [`"address": ${q(`${p.lenderStreet}, ${p.lenderCity}`)} }`])
    line(2, ['],'])
  } else line(2, ['"mortgagees": [],'])
  line(2, [
    '"producer": { "name": ',
    str('policy.producer', txt(p.producer)),
    `, "code": ${q(p.agencyCode)} },`,
  ])
  line(2, [
    `"claims": { "phone": ${q(p.claimsPhone)}, "open": 0, "lastClaimId": ${q(p.claimNumber)} }`,
  ])
  line(1, ['}'])
  line(0, ['}'])
  s.right('1 / 1', 572, 770, 7.5)
  return s.finish()
}

export const FAMILIES_C: readonly BlindFamily[] = [
  {
    id: 'bz07',
    name: 'change-schedule',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.endorsement,
    features:
      'commercial property policy-change endorsement: boxed header (number, company, insured, agent beside endorsement number, change-effective and issue dates), term "JAN 05 2026 to JAN 05 2027", a schedule of changes "Previously / Changed to" (building limit, deductible, a new lender and loan replacing the old, or the lender deleted; revised premium), pro-rata charge, premises schedule with a second building',
    render: endorsementSchedule,
  },
  {
    id: 'bz08',
    name: 'json-export',
    line: 'condo',
    numberStyle: NUMBER_STYLES.json,
    features:
      'HO-6 unit-owners policy exported by a lender portal as JSON in courier: keys in camelCase, strings in quotes, dates 2026-01-05, amounts as bare numbers (1234.5), coverages as an array (COV_A is the answer), allPerils beside a wind percentage, prior premium and fees, an empty mortgagee array when there is none, export time stamp and request id',
    render: jsonExport,
  },
]
