/**
 * Families by05–by06: a mortgage servicer's annual escrow account disclosure (the hazard policy on
 * file among tax disbursements) and a builder's risk completed-value declarations (project dates
 * beside the policy period, soft costs beside the completed value).
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { cash, cityLine, dt, endX, txt, type BlindFamily } from './family'
import { run, roundTo } from './families-a'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'

/**
 * A servicer's annual escrow account disclosure: the lender's letterhead, the loan number, the
 * coming year's disbursements (county and school taxes and the hazard premium), then the hazard
 * policy on file in a small table. The lender is the mortgagee, so this family has no negative.
 */
async function escrowStatement(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 50
  const R = 562
  const D = 'mdy' as const
  s.text(brandOf(p.mortgagee), L, 50, 16, true)
  s.text(`Escrow Department  ·  ${p.lenderStreet}  ·  ${p.lenderCity}`, L, 64, 8)
  s.rect(380, 80, R - 380, 52, 0.8)
  s.text('Loan number', 388, 93, 8)
  if (p.hasMortgagee) s.value('policy.loanNumber', txt(p.loanNumber), 388, 108, 12, { bold: true })
  s.text(`Statement date ${printDate(p.issueDate, D)}`, 388, 124, 8)
  s.text('ANNUAL ESCROW ACCOUNT', L, 96, 13, true)
  s.text('DISCLOSURE STATEMENT', L, 112, 13, true)
  let y = 150
  s.text('Borrower', L, y, 8)
  s.value('policy.namedInsured', txt(p.namedInsured), L + 80, y, 10)
  y += 14
  s.text('Property', L, y, 8)
  const a = s.value('property.address', txt(p.street), L + 80, y, 10)
  s.text(cityLine(p), endX(s, a) + 6, y, 10)
  y += 24
  s.prose(
    [
      `Each year we review your escrow account to make sure there will be enough to pay your taxes and insurance. Your new monthly escrow payment of ${printMoney(Math.round(p.premium / 12 + 240), 'cents')} begins with your payment due `,
      printDate(addDays(p.issueDate, 45), 'month-d-y'),
      '.',
    ],
    L,
    y,
    9,
    R - L,
  )
  y += 36
  s.text('ANTICIPATED DISBURSEMENTS FOR THE COMING YEAR', L, y, 9, true)
  y += 8
  const county = roundTo(p.coverageAmount * 0.011, 1) + 0.37
  const school = roundTo(p.coverageAmount * 0.006, 1) + 0.82
  const rowsD: Array<[string, string, string, boolean]> = [
    [printDate(addDays(p.effectiveDate, -20), D), 'Hazard insurance premium', '', true],
    [
      printDate(addDays(p.issueDate, 60), D),
      'County property tax, 1st half',
      printMoney(county / 2, 'cents'),
      false,
    ],
    [
      printDate(addDays(p.issueDate, 150), D),
      'School district tax',
      printMoney(school, 'cents'),
      false,
    ],
    [
      printDate(addDays(p.issueDate, 240), D),
      'County property tax, 2nd half',
      printMoney(county / 2, 'cents'),
      false,
    ],
  ]
  s.grid(L, y, [90, 300, R - L - 390], [16, ...rowsD.map(() => 16)])
  s.text('Date', L + 4, y + 11, 8, true)
  s.text('Payee / description', L + 94, y + 11, 8, true)
  s.right('Amount', R - 4, y + 11, 8, true)
  rowsD.forEach(([d, desc, amt, answer], i) => {
    const by = y + 16 + 16 * i + 11
    s.text(d, L + 4, by, 9)
    s.text(desc, L + 94, by, 9)
    if (answer)
      s.value('policy.premium', cash(p.premium, 'cents'), R - 4, by, 9, { align: 'right' })
    else s.right(amt, R - 4, by, 9)
  })
  y += 16 * (rowsD.length + 1) + 24
  s.text('HAZARD INSURANCE ON FILE', L, y, 9, true)
  y += 6
  const rows: Array<[string, ExtractionFieldId, Printed]> = [
    ['Insurance company', 'policy.carrier', txt(p.carrier)],
    ['Policy number', 'policy.policyNumber', txt(p.policyNumber)],
    ['Term begins', 'policy.effectiveDate', dt(p.effectiveDate, D)],
    ['Term ends', 'policy.expirationDate', dt(p.expirationDate, D)],
    ['Dwelling coverage', 'policy.coverageAmount', cash(p.coverageAmount, 'dollars')],
    ['Deductible', 'policy.deductible', cash(p.deductible, 'dollars')],
    ['Agent of record', 'policy.producer', txt(p.producer)],
  ]
  s.grid(
    L,
    y,
    [150, R - L - 150],
    rows.map(() => 16),
  )
  rows.forEach(([label, field, v], i) => {
    const by = y + 16 * i + 11
    s.text(label, L + 4, by, 8.5)
    s.value(field, v, L + 154, by, 9)
  })
  y += 16 * rows.length + 16
  if (p.hasMortgagee) {
    s.prose(
      [
        'Your policy must name ',
        run('policy.mortgagee', txt(p.mortgagee)),
        ' ISAOA/ATIMA as mortgagee. If your coverage changes, send the new declarations page to us; if we do not receive proof of coverage, we may buy insurance at your expense.',
      ],
      L,
      y,
      8.5,
      R - L,
    )
  }
  y += 48
  s.text(
    `Escrow balance on ${printDate(p.issueDate, D)}: ${printMoney(roundTo(county * 0.4, 1), 'cents')}   Required cushion: two months`,
    L,
    y,
    8.5,
  )
  s.text(`Questions? Call ${p.claimsPhone} Mon–Fri. NMLS #${digits(rnd, 6)}.`, L, 760, 7)
  return s.finish()
}

/**
 * A builder's risk completed-value declarations: the project and jobsite, the construction start
 * and completion dates beside the policy period, the completed value beside soft costs and
 * transit limits, and the construction lender as loss payee. No year built is printed.
 */
async function buildersRisk(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 46
  const R = 566
  const M = 494
  const D = 'mdy-dash' as const
  s.band(L, 30, R - L, 40, 0.2)
  s.text('BUILDERS RISK', L + 10, 50, 15, true, 1)
  s.text('Completed Value Form — Declarations', L + 10, 63, 9, false, 1)
  s.right(p.policyNumber, R - 10, 56, 12, true)
  let y = 92
  const kv = (
    label: string,
    field: ExtractionFieldId | null,
    v: Printed | string,
    x = L,
    lw = 108,
  ): void => {
    s.text(label, x, y, 8, true)
    if (typeof v === 'string') s.text(v, x + lw, y, 9.5)
    else if (field !== null) s.value(field, v, x + lw, y, 9.5)
  }
  kv('Policy number', 'policy.policyNumber', txt(p.policyNumber))
  y += 14
  kv('Company', 'policy.carrier', txt(p.carrier))
  y += 14
  kv('First named insured', 'policy.namedInsured', txt(p.namedInsured))
  y += 14
  kv('Project owner', null, `${p.secondInsured} (additional insured)`)
  y += 14
  kv('Broker', 'policy.producer', txt(p.producer))
  y += 22
  s.hline(L, R, y - 10, 0.5)
  const start = addDays(p.effectiveDate, int(rnd, 3, 20))
  const done = addDays(start, int(rnd, 200, 330))
  s.text('Policy period', L, y, 8, true)
  const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), L + 108, y, 9.5)
  const t = s.text('to', endX(s, e) + 5, y, 9.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 5, y, 9.5)
  s.text('Construction start', 340, y, 8, true)
  s.text(printDate(start, D), M, y, 9.5)
  y += 14
  s.text('Est. completion', 340, y, 8, true)
  s.text(printDate(done, D), M, y, 9.5)
  y += 22
  s.hline(L, R, y - 10, 0.5)
  s.text('Project', L, y, 8, true)
  s.text(
    `${pick(rnd, ['New construction', 'Addition and renovation'])} — ${int(rnd, 2, 5)}-story ${pick(rnd, ['mixed use', 'office', 'multi-family', 'retail'])}, ${pick(rnd, ['wood frame', 'joisted masonry', 'steel frame'])}`,
    L + 108,
    y,
    9.5,
  )
  y += 14
  s.text('Jobsite', L, y, 8, true)
  const a = s.value('property.address', txt(p.street), L + 108, y, 9.5)
  s.text(cityLine(p), endX(s, a) + 6, y, 9.5)
  y += 26
  // The limits panel.
  s.rect(L, y, R - L, 122, 1)
  s.text('LIMITS OF INSURANCE', L + 8, y + 14, 9, true)
  const lim: Array<[string, number, boolean]> = [
    ['Completed value of the project', p.coverageAmount, true],
    ['Soft costs (interest, fees, lost rents)', roundTo(p.coverageAmount * 0.12, 5000), false],
    ['Materials in transit', pick(rnd, [50000, 100000, 250000]), false],
    ['Materials at temporary storage', pick(rnd, [100000, 250000]), false],
    ['Debris removal (additional)', roundTo(p.coverageAmount * 0.05, 5000), false],
  ]
  lim.forEach(([label, n, answer], i) => {
    const by = y + 34 + i * 17
    s.text(label, L + 14, by, 9.5, answer)
    if (answer)
      s.value('policy.coverageAmount', cash(n, 'dollars'), R - 14, by, 10, {
        align: 'right',
        bold: true,
      })
    else s.right(printMoney(n, 'dollars'), R - 14, by, 9.5)
  })
  y += 146
  s.text('DEDUCTIBLES', L, y, 9, true)
  y += 14
  const dl = s.text('Each occurrence, all covered causes except as below', L + 6, y, 9)
  s.value('policy.deductible', cash(p.deductible, 'dollars'), endX(s, dl) + 8, y, 9.5)
  y += 13
  s.text(
    `Water damage ${printMoney(25000, 'dollars')}  ·  Testing ${printMoney(p.deductible * 2, 'dollars')}  ·  Named storm 5% of values at risk`,
    L + 6,
    y,
    9,
  )
  y += 24
  s.text('PREMIUM', L, y, 9, true)
  y += 14
  const pl = s.text('Term premium (fully earned after 90 days)', L + 6, y, 9)
  s.value('policy.premium', cash(p.premium, 'cents'), endX(s, pl) + 8, y, 9.5)
  y += 13
  s.text(
    `Rate per $100 of completed value: ${(Math.round((p.premium / p.coverageAmount) * 100 * 1000) / 1000).toFixed(3)}`,
    L + 6,
    y,
    9,
  )
  y += 24
  s.text('LOSS PAYEE', L, y, 9, true)
  y += 14
  if (p.hasMortgagee) {
    s.text('Construction lender:', L + 6, y, 9)
    s.value('policy.mortgagee', txt(p.mortgagee), L + 100, y, 9.5)
    y += 13
    s.text('Construction loan no.:', L + 6, y, 9)
    s.value('policy.loanNumber', txt(p.loanNumber), L + 106, y, 9.5)
    y += 13
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L + 100, y, 9)
  } else s.text('None — project funded by the owner.', L + 6, y, 9)
  y += 28
  s.prose(
    [
      'Coverage ends at the earliest of the policy expiration, occupancy of the project, or acceptance by the owner. Forms: BR 00 01 (04/19), BR 04 12 (04/19), IL 02 70 (09/12).',
    ],
    L,
    y,
    7.5,
    R - L,
  )
  return s.finish()
}

export const FAMILIES_C: readonly BlindFamily[] = [
  {
    id: 'by05',
    name: 'escrow-disclosure',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.escrow,
    features:
      "mortgage servicer's annual escrow account disclosure: the lender's letterhead, the loan number in a framed box, the year's disbursements (the hazard premium among county and school taxes, each with a date), the hazard policy on file in a ruled table, the mortgagee named in a sentence; no true negative (the lender writes it)",
    render: escrowStatement,
  },
  {
    id: 'by06',
    name: 'builders-risk-completed-value',
    line: 'builders',
    numberStyle: NUMBER_STYLES.builders,
    features:
      "builder's risk completed-value declarations: a dark title band with the policy number, the construction start and estimated completion dates beside the policy period (dates 01-05-2026), the completed value among soft costs and transit limits in a framed panel, water-damage and named-storm deductibles beside the per-occurrence one, the construction lender as loss payee; no year built",
    render: buildersRisk,
  },
]
