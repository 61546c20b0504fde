/**
 * Blind families 1–3: a homeowners declarations page with dotted leaders, a dwelling-fire page in
 * two columns with labels above the values, and a commercial property page of ruled boxes with
 * small-capital labels.
 */
import { cash, chance, cityLine, dt, txt, year, type BlindFamily } from './family'
import { PAGE_W, Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, pick, type BlindPolicy, type Rnd } from './policy'
import { LOGO_MARKS, printDate, printMoney } from './words'

const mark = (p: BlindPolicy): string => LOGO_MARKS[p.carrier] ?? 'INSURER'

/** Parts of a total that add up to it exactly (cents). */
export function splitTotal(total: number, shares: readonly number[]): number[] {
  const parts = shares.map((s) => Math.round(total * s * 100) / 100)
  const rest = Math.round((total - parts.reduce((a, b) => a + b, 0)) * 100) / 100
  return [...parts, rest]
}

async function leaders(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 54
  const V = 300
  const R = 558
  const size = 9.5
  s.logo(mark(p), L + 6, 62, 18, 'band')
  s.value('policy.carrier', txt(p.carrier), L, 86, 9)
  s.text('Home Office: 400 Mill Race Road', L, 97, 7.5)
  s.right('HOMEOWNERS POLICY DECLARATIONS', R, 58, 13, true)
  s.right(`Renewal of Policy No. ${p.priorPolicyNumber}`, R, 72, 8)
  s.right('Form HO 00 03 05 11 – Special Form', R, 83, 8)
  s.hline(L, R, 106, 1)
  let y = 124
  const row = (label: string, draw: (x: number, y: number) => void): void => {
    s.leaders(label, L, V, y, size, { spaced: true })
    draw(V, y)
    y += 14
  }
  const rightRow = (label: string, printed: string): void => {
    s.leaders(label, L, R - s.width(printed, size), y, size, { spaced: true })
    s.right(printed, R, y, size)
    y += 14
  }
  const band = (title: string): void => {
    y += 4
    s.band(L, y - 10, R - L, 14, 0.88)
    s.text(title, L + 4, y, 9, true)
    y += 18
  }
  row('Policy Number', (x, yy) =>
    s.value('policy.policyNumber', txt(p.policyNumber), x, yy, size, { bold: true }),
  )
  row('Named Insured', (x, yy) => s.value('policy.namedInsured', txt(p.namedInsured), x, yy, size))
  if (chance(rnd, 0.3))
    row('Additional Insured', (x, yy) => s.text(p.additionalInsured, x, yy, size))
  row('Mailing Address', (x, yy) => s.text(p.mailingStreet, x, yy, size))
  s.text(p.mailingCity, V, y, size)
  y += 14
  row('Residence Premises', (x, yy) => s.value('property.address', txt(p.street), x, yy, size))
  s.text(cityLine(p), V, y, size)
  y += 14
  row('Policy Period', (x, yy) => {
    s.prose(
      [
        'From ',
        { field: 'policy.effectiveDate', ...dt(p.effectiveDate, 'mdy') },
        ' To ',
        { field: 'policy.expirationDate', ...dt(p.expirationDate, 'mdy') },
      ],
      x,
      yy,
      size,
      400,
    )
  })
  s.text('12:01 A.M. standard time at the residence premises', V, y - 3, 7.5)
  y += 8
  row('Date Issued', (x, yy) => s.text(printDate(p.issueDate, 'mdy'), x, yy, size))

  band('SECTION I AND II – COVERAGES AND LIMITS OF LIABILITY')
  const dwelling = cash(p.coverageAmount, 'dollars')
  s.leaders('Coverage A – Dwelling', L, R - s.width(dwelling.printed, size), y, size, {
    spaced: true,
  })
  s.value('policy.coverageAmount', dwelling, R, y, size, { align: 'right' })
  y += 14
  rightRow('Coverage B – Other Structures', printMoney(p.otherStructures, 'dollars'))
  rightRow('Coverage C – Personal Property', printMoney(p.contents, 'dollars'))
  rightRow('Coverage D – Loss of Use', printMoney(p.lossOfUse, 'dollars'))
  rightRow('Coverage E – Personal Liability (each occurrence)', printMoney(p.liability, 'dollars'))
  rightRow(
    'Coverage F – Medical Payments to Others (each person)',
    printMoney(p.medical, 'dollars'),
  )

  band('DEDUCTIBLES – SECTION I')
  const ded = cash(p.deductible, 'dollars')
  s.leaders('All Other Perils', L, R - s.width(ded.printed, size), y, size, { spaced: true })
  s.value('policy.deductible', ded, R, y, size, { align: 'right' })
  y += 14
  rightRow(
    'Windstorm or Hail',
    `${p.windPercent}% of Coverage A = ${printMoney(p.windDeductible, 'dollars')}`,
  )

  band('PREMIUM')
  const [base = 0, optional = 0] = splitTotal(p.premium, [0.86])
  rightRow('Policy Premium', printMoney(base, 'cents'))
  rightRow('Optional Coverages and Endorsements', printMoney(optional, 'cents'))
  const total = cash(p.premium, 'cents')
  s.leaders('Total Annual Premium', L, R - s.width(total.printed, size, true), y, size, {
    bold: true,
    spaced: true,
  })
  s.value('policy.premium', total, R, y, size, { align: 'right', bold: true })
  y += 14

  band('RATING INFORMATION')
  row('Year of Construction', (x, yy) =>
    s.value('property.yearBuilt', year(p.yearBuilt), x, yy, size),
  )
  row('Construction Type', (x, yy) =>
    s.text(pick(rnd, ['Frame', 'Masonry', 'Masonry Veneer']), x, yy, size),
  )
  row('Protection Class', (x, yy) => s.text(String(1 + Math.floor(rnd() * 9)), x, yy, size))
  row('Roof Year', (x, yy) => s.text(String(p.roofYear), x, yy, size))

  band('MORTGAGEE(S) AND ADDITIONAL INTERESTS')
  if (chance(rnd, 0.85)) {
    row('First Mortgagee', (x, yy) => s.value('policy.mortgagee', txt(p.mortgagee), x, yy, size))
    for (const l of ['ISAOA/ATIMA', p.lenderStreet, p.lenderCity]) {
      s.text(l, V, y, size)
      y += 12
    }
    row('Loan Number', (x, yy) => s.value('policy.loanNumber', txt(p.loanNumber), x, yy, size))
  } else row('Mortgagee', (x, yy) => s.text('None', x, yy, size))

  band('YOUR AGENT')
  row('Agent', (x, yy) => s.value('policy.producer', txt(p.producer), x, yy, size))
  row('Agent Code', (x, yy) => s.text(p.agencyCode, x, yy, size))
  row('Telephone', (x, yy) => s.text(p.agencyPhone, x, yy, size))

  s.hline(L, R, 752, 0.5)
  s.text(
    `HO-DEC 04 24   NAIC ${p.naic}   Report a claim 24/7: ${p.claimsPhone}   Page 1 of 1`,
    L,
    762,
    7,
  )
  return s.finish()
}

async function twoColumns(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 54
  const M = 320
  const R = 558
  s.logo(mark(p), L + 5, 64, 20, 'frame')
  s.right('DWELLING PROPERTY 3 – SPECIAL FORM', R, 56, 11, true)
  s.right('DECLARATIONS', R, 70, 11, true)
  s.right('DP 00 03 12 02', R, 81, 7.5)
  s.prose(
    ['Issued by ', { field: 'policy.carrier', ...txt(p.carrier) }, ', a stock company'],
    L,
    98,
    8.5,
    500,
  )
  s.hline(L, R, 108, 0.8)
  const label = (t: string, x: number, y: number): void => {
    s.smallCaps(t, x, y, 7.5, true)
  }
  // Left column.
  label('Policyholder', L, 126)
  s.value('policy.namedInsured', txt(p.namedInsured), L, 139, 10, { bold: true })
  s.text(p.mailingStreet, L, 151, 9)
  s.text(p.mailingCity, L, 162, 9)
  label('Insured Location', L, 184)
  s.value('property.address', txt(p.street), L, 197, 9.5)
  s.text(cityLine(p), L, 208, 9.5)
  label('Lienholder', L, 230)
  if (chance(rnd, 0.8)) {
    s.value('policy.mortgagee', txt(p.mortgagee), L, 243, 9.5)
    s.text('its successors and/or assigns', L, 254, 8.5)
    s.text(p.lenderStreet, L, 265, 8.5)
    s.text(p.lenderCity, L, 276, 8.5)
    label('Loan Reference', L, 298)
    s.value('policy.loanNumber', txt(p.loanNumber), L, 311, 9.5)
  } else s.text('None on file', L, 243, 9.5)
  // Right column.
  label('Policy Number', M, 126)
  s.value('policy.policyNumber', txt(p.policyNumber), M, 139, 10, { bold: true })
  label('Policy Term', M, 160)
  s.text('12 months', M, 173, 9.5)
  label('Quote Reference', M + 120, 160)
  s.text(p.quoteNumber, M + 120, 173, 9.5)
  label('Effective', M, 194)
  s.value('policy.effectiveDate', dt(p.effectiveDate, 'iso'), M, 207, 9.5)
  label('Expires', M + 120, 194)
  s.value('policy.expirationDate', dt(p.expirationDate, 'iso'), M + 120, 207, 9.5)
  s.text('at 12:01 a.m. standard time at the insured location', M, 218, 7)
  label('Agent', M, 238)
  s.value('policy.producer', txt(p.producer), M, 251, 9.5)
  s.text(`Tel. ${p.agencyPhone}`, M, 262, 8.5)
  label('Year Built', M, 284)
  s.value('property.yearBuilt', year(p.yearBuilt), M, 297, 9.5)
  label('Occupancy', M + 120, 284)
  s.text(pick(rnd, ['Tenant', 'Owner', 'Seasonal']), M + 120, 297, 9.5)

  // Coverage table.
  const top = 334
  const cols = [250, 125, 129]
  const rows = [16, 15, 15, 15, 15, 15, 15, 17]
  s.grid(L, top, cols, rows)
  s.band(L + 0.4, top + 0.4, 503, 15, 0.9)
  s.text('Coverage', L + 5, top + 11, 8.5, true)
  s.text('Limit of Liability', L + 255, top + 11, 8.5, true)
  s.text('Premium', L + 380, top + 11, 8.5, true)
  const parts = splitTotal(p.premium, [0.58, 0.07, 0.12, 0.05, 0.1])
  const lines: Array<[string, number]> = [
    ['A – Dwelling', p.coverageAmount],
    ['B – Other Structures', p.otherStructures],
    ['C – Personal Property', p.contents],
    ['D – Fair Rental Value', p.lossOfUse],
    ['L – Personal Liability', p.liability],
    ['M – Medical Payments to Others', p.medical],
  ]
  let y = top + 16
  for (const [i, [name, limit]] of lines.entries()) {
    y += 15
    s.text(name, L + 5, y - 4, 9)
    if (i === 0)
      s.value('policy.coverageAmount', cash(limit, 'dollars'), L + 370, y - 4, 9, {
        align: 'right',
      })
    else s.right(printMoney(limit, 'dollars'), L + 370, y - 4, 9)
    s.right(printMoney(parts[i] ?? 0, 'cents'), L + 498, y - 4, 9)
  }
  y += 17
  s.text('Total Policy Premium', L + 5, y - 5, 9, true)
  s.value('policy.premium', cash(p.premium, 'cents'), L + 498, y - 5, 9, {
    align: 'right',
    bold: true,
  })
  y += 22
  y = s.prose(
    [
      { text: 'Deductible', bold: true },
      ' (all covered perils): ',
      { field: 'policy.deductible', ...cash(p.deductible, 'dollars') },
      `   Windstorm or hail: ${p.windPercent}% of Coverage A`,
    ],
    L,
    y,
    9,
    500,
  )
  y += 6
  s.prose(
    [
      { text: 'Forms and endorsements: ', bold: true },
      'DP 00 03 12 02, DP 01 45 07 14, DL 24 01 07 88, DP 04 71 12 02, IL 00 17 11 98',
    ],
    L,
    y,
    8,
    500,
  )
  s.text(`DP-DEC (Ed. 03 22)   Policy service ${p.agencyPhone}   NAIC ${p.naic}`, L, 764, 7)
  return s.finish()
}

async function boxedGrid(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 40
  const W = 532
  s.logo(mark(p), L, 52, 13, 'plain')
  s.center('COMMERCIAL PROPERTY COVERAGE PART', 306, 52, 11.5, true)
  s.center('DECLARATIONS', 306, 66, 11.5, true)
  s.right('CP DS 00 10 00', L + W, 66, 7)
  const box = (x: number, top: number, w: number, h: number, label: string): void => {
    s.rect(x, top, w, h, 0.6)
    s.smallCaps(label, x + 4, top + 9, 6.5)
  }
  let top = 80
  box(L, top, 300, 42, 'Insurer')
  box(L + 300, top, 80, 42, 'NAIC Code')
  box(L + 380, top, 152, 42, 'Policy No.')
  s.valueLines('policy.carrier', s.split(p.carrier, 9.5, 290), p.carrier, L + 4, top + 22, 9.5, 11)
  s.text(p.naic, L + 304, top + 22, 9.5)
  s.value('policy.policyNumber', txt(p.policyNumber), L + 384, top + 22, 10, { bold: true })
  top += 42
  box(L, top, 300, 58, 'First Named Insured and Mailing Address')
  box(L + 300, top, 232, 58, 'Policy Period')
  s.value('policy.namedInsured', txt(p.namedInsured), L + 4, top + 22, 9.5)
  s.text(p.mailingStreet, L + 4, top + 34, 9)
  s.text(p.mailingCity, L + 4, top + 45, 9)
  s.prose(
    [
      'From ',
      { field: 'policy.effectiveDate', ...dt(p.effectiveDate, 'mon-d-y') },
      ' to ',
      { field: 'policy.expirationDate', ...dt(p.expirationDate, 'mon-d-y') },
    ],
    L + 304,
    top + 22,
    9.5,
    224,
  )
  s.text('12:01 A.M. Standard Time at your mailing address', L + 304, top + 36, 7)
  top += 58
  box(L, top, 300, 38, 'Producer')
  box(L + 300, top, 100, 38, 'Producer No.')
  box(L + 400, top, 132, 38, 'Account No.')
  s.value('policy.producer', txt(p.producer), L + 4, top + 22, 9.5)
  s.text(p.agencyCode, L + 304, top + 22, 9.5)
  s.text(p.billingAccount, L + 404, top + 22, 9.5)
  top += 38
  box(L, top, 300, 34, 'Business Description')
  box(L + 300, top, 232, 34, 'Form of Business')
  s.text(
    pick(rnd, ['Retail store', 'Warehouse', 'Office', 'Light manufacturing']),
    L + 4,
    top + 22,
    9.5,
  )
  s.text(
    pick(rnd, ['Limited liability company', 'Corporation', 'Partnership']),
    L + 304,
    top + 22,
    9.5,
  )
  top += 50

  s.text('DESCRIPTION OF PREMISES', L, top, 9, true)
  top += 6
  s.grid(L, top, [48, 48, 436], [14, 30])
  s.smallCaps('Prem. No.', L + 4, top + 10, 6.5)
  s.smallCaps('Bldg. No.', L + 52, top + 10, 6.5)
  s.smallCaps('Location, Construction and Occupancy', L + 100, top + 10, 6.5)
  s.text('001', L + 4, top + 26, 9)
  s.text('001', L + 52, top + 26, 9)
  const addr = s.value('property.address', txt(p.street), L + 100, top + 26, 9)
  s.text(`, ${cityLine(p)}`, addr.x1 * PAGE_W, top + 26, 9)
  s.prose(
    [
      `${pick(rnd, ['Joisted masonry', 'Masonry non-combustible', 'Frame', 'Fire resistive'])}, ${1 + Math.floor(rnd() * 4)} stories; year built `,
      { field: 'property.yearBuilt', ...year(p.yearBuilt) },
    ],
    L + 100,
    top + 38,
    8.5,
    420,
  )
  top += 58

  s.text('COVERAGES PROVIDED', L, top, 9, true)
  top += 6
  const cols = [50, 170, 100, 90, 60, 62]
  s.grid(L, top, cols, [14, 16, 16, 16])
  const heads = [
    'Prem/Bldg',
    'Coverage',
    'Limit of Insurance',
    'Causes of Loss',
    'Coinsurance',
    'Valuation',
  ]
  let cx = L
  for (const [i, h] of heads.entries()) {
    s.smallCaps(h, cx + 4, top + 10, 6.5)
    cx += cols[i] ?? 0
  }
  const rows: Array<[string, string, string, string, string]> = [
    ['Building', printMoney(p.coverageAmount, 'dollars'), 'Special', '90%', 'RC'],
    ['Your Business Personal Property', printMoney(p.contents, 'dollars'), 'Special', '80%', 'ACV'],
    ['Business Income with Extra Expense', '12 months ALS', 'Special', '—', '—'],
  ]
  for (const [i, r] of rows.entries()) {
    const y = top + 14 + 16 * i + 11
    s.text('1/1', L + 4, y, 8.5)
    s.text(r[0], L + 54, y, 8.5)
    if (i === 0)
      s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), L + 314, y, 8.5, {
        align: 'right',
      })
    else s.right(r[1], L + 314, y, 8.5)
    s.text(r[2], L + 324, y, 8.5)
    s.text(r[3], L + 414, y, 8.5)
    s.text(r[4], L + 474, y, 8.5)
  }
  top += 14 + 48 + 20
  s.prose(
    [
      { text: 'DEDUCTIBLE: ', bold: true },
      { field: 'policy.deductible', ...cash(p.deductible, 'dollars') },
      ' per occurrence, all coverages at this location. Windstorm or hail: ',
      `${p.windPercent}% of the Building limit (see CP 03 21).`,
    ],
    L,
    top,
    8.5,
    W,
  )
  top += 24
  s.rect(L, top, 300, 70, 0.6)
  s.smallCaps('Mortgage Holder(s)', L + 4, top + 9, 6.5)
  if (chance(rnd, 0.8)) {
    s.value('policy.mortgagee', txt(p.mortgagee), L + 4, top + 22, 9)
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L + 4, top + 33, 8.5)
    s.smallCaps('Loan No.', L + 4, top + 50, 6.5)
    s.value('policy.loanNumber', txt(p.loanNumber), L + 4, top + 62, 9)
  } else s.text('None', L + 4, top + 22, 9)
  s.rect(L + 310, top, 222, 70, 1.2)
  s.smallCaps('Total Advance Premium', L + 316, top + 12, 7, true)
  s.value('policy.premium', cash(p.premium, 'cents'), L + 526, top + 34, 13, {
    align: 'right',
    bold: true,
  })
  s.text(
    `Includes terrorism (TRIA) ${printMoney(Math.round(p.premium * 0.01), 'dollars')}`,
    L + 316,
    top + 50,
    7,
  )
  s.text('Minimum earned premium 25%', L + 316, top + 61, 7)
  top += 86
  s.prose(
    [
      { text: 'FORMS APPLICABLE: ', bold: true },
      'CP 00 10 10 12, CP 10 30 10 12, CP 01 40 07 06, CP 03 21 10 12, IL 09 85 01 15, IL 00 17 11 98',
    ],
    L,
    top,
    7.5,
    W,
  )
  s.text(`IPC-CPDEC 06 21   Underwriting questions ${p.agencyPhone}   Page 1 of 1`, L, 766, 7)
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'bl01',
    name: 'leaders',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.homeowners,
    features:
      'homeowners HO-3, dotted leaders to values, logo band, "From … To …", Coverage A – Dwelling (en dash), itemised premium, wind deductible, prior policy number',
    render: leaders,
  },
  {
    id: 'bl02',
    name: 'two-columns',
    line: 'dwelling',
    numberStyle: NUMBER_STYLES.dwelling,
    features:
      'dwelling fire DP-3, two columns, small-caps labels above values, ISO dates, coverage table with per-coverage premiums, Lienholder, quote reference',
    render: twoColumns,
  },
  {
    id: 'bl03',
    name: 'boxed-grid',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.package,
    features:
      'commercial property, ruled boxes with small-caps labels, carrier name wrapped in its box, premises and coverage tables, Mortgage Holder box, NAIC and account numbers',
    render: boxedGrid,
  },
]
