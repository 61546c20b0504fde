/**
 * Families bq04–bq06: a loan servicer's insurance-tracking spreadsheet exported to a wide landscape
 * page (one row per term, only the row in force is the answer), homeowners declarations whose
 * labels are letter-spaced capitals (each letter its own text item) with values right-aligned at
 * the far margin and no leaders, and an agency's fax: a cover sheet, then a ruled dwelling-fire
 * declarations page, both under the fax machine's header line.
 */
import { cash, chance, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { INSURERS, brandOf, printDate, printMoney } from './words'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import type { Printed } from './kit'

type Cell = string | { readonly field: ExtractionFieldId; readonly v: Printed }

/** A servicer's tracking export: column letters, row numbers, one row per term. */
async function trackingSheet(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const W = 1008
  const s = await Sheet.create('helvetica', [W, 612])
  const X = 14
  const size = 6.3
  s.text(`${p.mortgagee} — Hazard Insurance Tracking`, X, 30, 11, true)
  s.text(
    `Export: InsTrack_${digits(rnd, 6)}.xlsx   Sheet: Escrow_Hazard   Run ${printDate(p.issueDate, 'mdy')} ${int(rnd, 1, 11)}:${String(int(rnd, 0, 59)).padStart(2, '0')} PM   Filter: Loan = ${p.hasMortgagee ? p.loanNumber : p.secondLoanNumber}`,
    X,
    42,
    7,
  )
  const cols: Array<[string, number]> = [
    ['Loan No', 56],
    ['Borrower', 110],
    ['Property Address', 104],
    ['City/ST/ZIP', 86],
    ['Cov', 28],
    ['Carrier', 140],
    ['Policy No', 62],
    ['Eff Date', 40],
    ['Exp Date', 40],
    ['Dwelling', 44],
    ['Ded', 30],
    ['Annual Prem', 46],
    ['Status', 40],
    ['Agent', 116],
    ['Yr Blt', 22],
  ]
  const xs = cols.map((_, i) => X + 18 + cols.slice(0, i).reduce((a, c) => a + c[1], 0))
  const rowH = 13
  let top = 52
  // Column letters and row numbers, as the spreadsheet shows them.
  s.band(X, top, W - 2 * X, rowH, 0.9)
  cols.forEach((c, i) => s.center(String.fromCharCode(65 + i), xs[i]! + c[1] / 2, top + 9, size))
  const grid = (rows: number): void =>
    s.grid(
      X,
      top,
      [18, ...cols.map((c) => c[1])],
      Array.from({ length: rows }, () => rowH),
    )
  const rows: Cell[][] = []
  rows.push(cols.map((c) => c[0]))
  const other = pick(
    rnd,
    INSURERS.homeowners.filter((c) => c !== p.carrier),
  )
  const loan = p.hasMortgagee ? p.loanNumber : p.secondLoanNumber
  const mdy = (d: string): string => printDate(d, 'mdy')
  const yb = String(p.yearBuilt)
  const place = cityLine(p)
  const prior2 = addDays(p.effectiveDate, -730)
  rows.push([
    loan,
    p.namedInsured,
    p.street,
    place,
    'HAZ',
    other,
    `${p.priorPolicyNumber.slice(0, -2)}77`,
    mdy(prior2),
    mdy(addDays(p.effectiveDate, -365)),
    printMoney(p.priorCoverage - 9000, 'plain'),
    printMoney(p.priorDeductible, 'plain'),
    printMoney(p.priorPremium * 0.93, 'bare-cents'),
    'EXPIRED',
    p.producer,
    yb,
  ])
  rows.push([
    loan,
    p.namedInsured,
    p.street,
    place,
    'HAZ',
    p.carrier,
    p.priorPolicyNumber,
    mdy(addDays(p.effectiveDate, -365)),
    mdy(p.effectiveDate),
    printMoney(p.priorCoverage, 'plain'),
    printMoney(p.priorDeductible, 'plain'),
    printMoney(p.priorPremium, 'bare-cents'),
    'EXPIRED',
    p.producer,
    yb,
  ])
  rows.push([
    loan,
    { field: 'policy.namedInsured', v: txt(p.namedInsured) },
    { field: 'property.address', v: txt(p.street) },
    place,
    'HAZ',
    { field: 'policy.carrier', v: txt(p.carrier) },
    { field: 'policy.policyNumber', v: txt(p.policyNumber) },
    { field: 'policy.effectiveDate', v: dt(p.effectiveDate, 'mdy') },
    { field: 'policy.expirationDate', v: dt(p.expirationDate, 'mdy') },
    { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'plain') },
    { field: 'policy.deductible', v: cash(p.deductible, 'plain') },
    { field: 'policy.premium', v: cash(p.premium, 'bare-cents') },
    'IN FORCE',
    { field: 'policy.producer', v: txt(p.producer) },
    { field: 'property.yearBuilt', v: year(p.yearBuilt) },
  ])
  if (chance(rnd, 0.6))
    rows.push([
      loan,
      p.namedInsured,
      p.street,
      place,
      'FLD',
      'Tideline Harbor Insurance Company',
      `87${digits(rnd, 8)}`,
      mdy(addDays(p.effectiveDate, 61)),
      mdy(addDays(p.effectiveDate, 426)),
      printMoney(Math.min(250000, p.coverageAmount), 'plain'),
      '1250',
      printMoney(int(rnd, 600, 2400), 'bare-cents'),
      'PENDING',
      p.producer,
      yb,
    ])
  top += rowH
  grid(rows.length)
  rows.forEach((r, ri) => {
    const y = top + ri * rowH + 9
    s.center(String(ri + 1), X + 9, y, size)
    r.forEach((c, ci) => {
      const x = xs[ci]! + 2
      const numeric = ci >= 9 && ci <= 11
      if (typeof c === 'string') {
        if (numeric && ri > 0) s.right(c, xs[ci]! + cols[ci]![1] - 2, y, size)
        else s.text(c, x, y, size, ri === 0)
      } else
        s.value(c.field, c.v, numeric ? xs[ci]! + cols[ci]![1] - 2 : x, y, size, {
          align: numeric ? 'right' : 'left',
        })
    })
  })
  let y = top + rows.length * rowH + 24
  s.text('Mortgagee clause on file:', X, y, 7.5, true)
  if (p.hasMortgagee) {
    const m = s.value('policy.mortgagee', txt(p.mortgagee), X + 100, y, 7.5)
    s.text(`ISAOA/ATIMA, ${p.lenderStreet}, ${p.lenderCity}`, endX(s, m) + 4, y, 7.5)
    s.text('Loan No (current):', X, y + 11, 7.5, true)
    s.value('policy.loanNumber', txt(p.loanNumber), X + 100, y + 11, 7.5)
  } else {
    // The loan was sold: the clause on file is the old servicer's, and this one holds no lien.
    s.text(
      `(none — loan ${p.secondLoanNumber} transferred out; servicing released)`,
      X + 100,
      y,
      7.5,
    )
  }
  y += 30
  s.text(
    `Escrow disbursement ${printDate(addDays(p.effectiveDate, -14), 'mdy')}: ${printMoney(p.premium, 'bare-cents')}   Escrow balance ${printMoney(int(rnd, 900, 6400) + 0.37, 'bare-cents')}   Agent phone ${p.agencyPhone}   Claim on file ${p.claimNumber}`,
    X,
    y,
    7,
  )
  s.text('Sheet 1 of 1', W - 70, 600, 7)
  return s.finish()
}

/** Letter-spaced capital labels at the left, values right-aligned at the far margin. */
async function spacedLabels(p: BlindPolicy, _rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 54
  const R = 558
  /** Each letter drawn on its own, spread out: a designer's label. */
  const tracked = (label: string, y: number, size = 7.5, x = L): void => {
    let cx = x
    for (const ch of label.toUpperCase()) {
      if (ch !== ' ') s.text(ch, cx, y, size, true)
      cx += s.width(ch, size, true) + (ch === ' ' ? 3.5 : 1.8)
    }
  }
  const line = (label: string, y: number): void => {
    tracked(label, y)
    s.hline(L, R, y + 6, 0.3)
  }
  s.text(brandOf(p.carrier), L, 62, 20, true)
  tracked('homeowners declarations', 80, 8)
  s.value('policy.carrier', txt(p.carrier), R, 62, 8, { align: 'right' })
  s.right(`NAIC ${p.naic}`, R, 72, 8)
  let y = 118
  tracked('your policy', y, 9)
  y += 22
  const D = 'month-d-y' as const
  line('policyholder', y)
  s.value('policy.namedInsured', txt(p.namedInsured), R, y, 10.5, { align: 'right', bold: true })
  y += 22
  line('policy number', y)
  s.value('policy.policyNumber', txt(p.policyNumber), R, y, 10.5, { align: 'right' })
  y += 22
  line('term', y)
  const exp = s.value('policy.expirationDate', dt(p.expirationDate, D), R, y, 10.5, {
    align: 'right',
  })
  const until = s.right('until', exp.x0 * 612 - 4, y, 10.5)
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), until.x0 * 612 - 4, y, 10.5, {
    align: 'right',
  })
  y += 22
  line('home', y)
  s.value('property.address', txt(p.street), R, y, 10.5, { align: 'right' })
  s.right(cityLine(p), R, y + 17, 9)
  y += 36
  line('built', y)
  s.value('property.yearBuilt', year(p.yearBuilt), R, y, 10.5, { align: 'right' })
  y += 22
  line('roof replaced', y)
  s.right(String(p.roofYear), R, y, 10.5)
  y += 34
  tracked('what we cover', y, 9)
  y += 22
  const covs: Array<[string, Cell]> = [
    ['dwelling', { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'dollars') }],
    ['other structures', printMoney(p.otherStructures, 'dollars')],
    ['personal property', printMoney(p.contents, 'dollars')],
    ['loss of use', printMoney(p.lossOfUse, 'dollars')],
    ['personal liability', printMoney(p.liability, 'dollars')],
    ['medical payments', printMoney(p.medical, 'dollars')],
    ['deductible — all perils', { field: 'policy.deductible', v: cash(p.deductible, 'dollars') }],
    [
      `wind and hail deductible (${p.percent}%)`,
      printMoney(Math.round((p.coverageAmount * p.percent) / 100), 'dollars'),
    ],
  ]
  for (const [l, c] of covs) {
    line(l, y)
    if (typeof c === 'string') s.right(c, R, y, 10.5)
    else s.value(c.field, c.v, R, y, 10.5, { align: 'right' })
    y += 20
  }
  y += 14
  tracked('what it costs', y, 9)
  y += 22
  line('annual premium', y)
  s.value('policy.premium', cash(p.premium, 'cents'), R, y, 10.5, { align: 'right', bold: true })
  y += 20
  line('paid-in-full discount applied', y)
  s.right(`-${printMoney(Math.round(p.premium * 0.05 * 100) / 100, 'cents')}`, R, y, 10.5)
  y += 20
  line('last year', y)
  s.right(printMoney(p.priorPremium, 'cents'), R, y, 10.5)
  y += 34
  tracked('who else is on it', y, 9)
  y += 22
  if (p.hasMortgagee) {
    line('mortgagee', y)
    s.value('policy.mortgagee', txt(p.mortgagee), R, y, 10.5, { align: 'right' })
    y += 20
    line('loan', y)
    s.value('policy.loanNumber', txt(p.loanNumber), R, y, 10.5, { align: 'right' })
  } else {
    line('mortgagee', y)
    s.right('—', R, y, 10.5)
  }
  y += 20
  line('your agent', y)
  s.value('policy.producer', txt(p.producer), R, y, 10.5, { align: 'right' })
  s.right(p.agencyPhone, R, y + 17, 9)
  s.text(
    `Claims ${p.claimsPhone}  ·  Form HO 00 03 05 11  ·  Account ${p.accountNumber}`,
    L,
    760,
    7,
  )
  return s.finish()
}

/** An agency's fax: cover sheet, then a ruled declarations page, under the fax header line. */
async function faxedDeclarations(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('courier')
  const sent = addDays(p.effectiveDate, int(rnd, 2, 20))
  const faxNo = `(${int(rnd, 212, 989)}) ${digits(rnd, 3)}-${digits(rnd, 4)}`
  const stamp = (page: number): void => {
    s.text(
      `${printDate(sent, 'd-mon-y').toUpperCase()} ${int(rnd, 8, 17)}:${String(int(rnd, 0, 59)).padStart(2, '0')}  FROM: ${p.agencyPhone}  TO: ${faxNo}  P.${page}/2`,
      36,
      22,
      7,
    )
  }
  stamp(1)
  s.text('F A X', 60, 96, 40, true)
  s.hline(60, 552, 112, 2)
  const head: Array<[string, string]> = [
    ['TO:', p.hasMortgagee ? 'Insurance Dept. / Escrow' : 'Underwriting'],
    ['FAX:', faxNo],
    ['FROM:', p.agentName],
    ['PHONE:', p.agencyPhone],
    ['DATE:', printDate(sent, 'mdy')],
    ['PAGES:', '2 (including this cover)'],
    ['RE:', 'Declarations page as requested'],
  ]
  head.forEach(([l, v], i) => {
    s.text(l, 60, 150 + 20 * i, 11, true)
    s.text(v, 150, 150 + 20 * i, 11)
  })
  s.rect(60, 310, 492, 120, 0.8)
  s.text('COMMENTS:', 70, 330, 10, true)
  s.prose(
    [
      'Attached is the current dec page. The prior carrier cancelled for non-payment; the ',
      `claim ${p.claimNumber} is closed. Call me with any questions. `,
    ],
    70,
    350,
    10,
    470,
  )
  s.text('[ ] Urgent   [X] For review   [ ] Please reply', 60, 460, 10)
  s.text(
    'CONFIDENTIAL: this transmission is for the named recipient only. If received in error,',
    60,
    720,
    7.5,
  )
  s.text('please call the sender and destroy all copies.', 60, 730, 7.5)
  s.newPage()
  stamp(2)
  s.center('DWELLING FIRE DECLARATIONS', 306, 60, 13, true)
  s.center('DP-3 Special Form', 306, 74, 9)
  const L = 48
  const mid = 210
  const R = 564
  let y = 92
  const D = 'd-mon-y' as const
  const rows: Array<[string, Cell[]]> = [
    ['POLICY NO.', [{ field: 'policy.policyNumber', v: txt(p.policyNumber) }]],
    ['COMPANY', [{ field: 'policy.carrier', v: txt(p.carrier) }]],
    [
      'INSURED(S)',
      [{ field: 'policy.namedInsured', v: txt(p.namedInsured) }, p.mailingStreet, p.mailingCity],
    ],
    [
      'TERM',
      [
        { field: 'policy.effectiveDate', v: dt(p.effectiveDate, D) },
        { field: 'policy.expirationDate', v: dt(p.expirationDate, D) },
      ],
    ],
    ['DESCRIBED LOCATION', [{ field: 'property.address', v: txt(p.street) }, cityLine(p)]],
    ['CONSTR. YEAR', [{ field: 'property.yearBuilt', v: year(p.yearBuilt) }]],
    [
      'OCCUPANCY',
      [pick(rnd, ['Tenant occupied, 1 family', 'Tenant occupied, 2 family', 'Seasonal rental'])],
    ],
    ['A - DWELLING', [{ field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'bare-cents') }]],
    ['B - OTHER STRUCTURES', [printMoney(p.otherStructures, 'bare-cents')]],
    ['D - FAIR RENTAL VALUE', [printMoney(p.lossOfUse, 'bare-cents')]],
    ['L - LIABILITY', [printMoney(p.liability, 'bare-cents')]],
    ['DEDUCTIBLE', [{ field: 'policy.deductible', v: cash(p.deductible, 'bare-cents') }]],
    ['TOTAL PREMIUM', [{ field: 'policy.premium', v: cash(p.premium, 'bare-cents') }]],
    ['1ST INSTALLMENT DUE', [printMoney(p.installment, 'bare-cents')]],
  ]
  if (p.hasMortgagee)
    rows.push(
      [
        'MORTGAGEE',
        [{ field: 'policy.mortgagee', v: txt(p.mortgagee) }, p.lenderStreet, p.lenderCity],
      ],
      ['LOAN NO.', [{ field: 'policy.loanNumber', v: txt(p.loanNumber) }]],
    )
  else rows.push(['MORTGAGEE', ['NONE']])
  rows.push([
    'PRODUCER',
    [{ field: 'policy.producer', v: txt(p.producer) }, `Code ${p.agencyCode}`],
  ])
  for (const [label, cells] of rows) {
    const term = label === 'TERM'
    const h = 8 + 11 * (term ? 1 : cells.length)
    s.rect(L, y, mid - L, h, 0.5)
    s.rect(mid, y, R - mid, h, 0.5)
    s.text(label, L + 4, y + 11, 8.5, true)
    if (term) {
      const a = s.value('policy.effectiveDate', dt(p.effectiveDate, D), mid + 6, y + 11, 9.5)
      const to = s.text('TO', endX(s, a) + 8, y + 11, 9.5)
      s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, to) + 8, y + 11, 9.5)
      s.text('12:01 AM STANDARD TIME', 440, y + 11, 7)
    } else
      cells.forEach((c, i) => {
        if (typeof c === 'string') s.text(c, mid + 6, y + 11 + 11 * i, 9.5)
        else s.value(c.field, c.v, mid + 6, y + 11 + 11 * i, 9.5)
      })
    y += h
  }
  s.text(
    `PRIOR POLICY ${p.priorPolicyNumber}   ACCT ${p.accountNumber}   CLAIMS ${p.claimsPhone}`,
    L,
    y + 18,
    7.5,
  )
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'bq04',
    name: 'tracking-spreadsheet',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.ledger,
    features:
      "a loan servicer's insurance-tracking export on a wide landscape page (1008 × 612): column letters and row numbers, 15 columns in 6.3 pt, one row per term — two expired terms (other carrier, prior policy numbers, prior limits and premiums), the row IN FORCE (the answer) and on most a pending flood policy; 01/05/2026, bare numbers 1250000 and 1,234.56; the servicer's clause and current loan under the grid (or none: loan transferred out), an escrow disbursement equal to the premium",
    render: trackingSheet,
  },
  {
    id: 'bq05',
    name: 'letter-spaced-labels',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.spaced,
    features:
      'designer declarations: every label in letter-spaced capitals (each letter a separate text item, words three points apart), hairlines under each line, every value right-aligned at the far margin with no leaders; "term … until …" with the dates right-aligned, "policyholder", "home", "built", roof year, Coverages A–F and a wind percentage as amounts, paid-in-full discount and last year\'s premium',
    render: spacedLabels,
  },
  {
    id: 'bq06',
    name: 'fax-cover',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.fax,
    features:
      'an agency fax in courier: a cover sheet (To/Fax/From/Date/Pages/Re, comments with a claim number, confidentiality notice) then a DP-3 declarations page of ruled label boxes in capitals; the fax header line with its own date and numbers on both pages; "TERM 5-Jan-2026 TO 5-Jan-2027", amounts 1,250,000.00, first installment, "MORTGAGEE NONE"',
    render: faxedDeclarations,
  },
]
