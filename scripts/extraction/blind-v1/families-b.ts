/**
 * Blind families 4–6: a flood declarations page printed in capitals by a mainframe (monospaced,
 * "LABEL: VALUE" in columns, premium build-up), a wind-pool renewal with a prior-term / this-term
 * comparison table, and a three-page homeowners renewal packet (summary, coverages, interests and
 * a forms schedule).
 */
import { splitTotal } from './families-a'
import { cash, chance, cityLine, dt, txt, year, type BlindFamily } from './family'
import { PAGE_W, Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, pick, type BlindPolicy, type Rnd } from './policy'
import { LOGO_MARKS, printDate, printMoney } from './words'

const mark = (p: BlindPolicy): string => LOGO_MARKS[p.carrier] ?? 'INSURER'
const up = (s: string): string => s.toUpperCase()

async function floodMainframe(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('courier')
  const L = 40
  const C2 = 318
  const size = 8.5
  s.logo(mark(p), L, 50, 15, 'plain')
  s.right('NATIONAL FLOOD INSURANCE PROGRAM', 572, 44, 9, true)
  s.right('FLOOD INSURANCE POLICY DECLARATIONS', 572, 56, 9, true)
  s.right('STANDARD FLOOD INSURANCE POLICY - DWELLING FORM', 572, 68, 7)
  s.prose(
    ['WRITE YOUR OWN COMPANY: ', { field: 'policy.carrier', ...txt(up(p.carrier)), bold: true }],
    L,
    84,
    size,
    530,
  )
  s.hline(L, 572, 92, 0.8)
  const pair = (label: string, x: number, y: number, draw: (vx: number) => void): void => {
    s.text(label, x, y, size, true)
    draw(x + s.width(label, size, true) + 6)
  }
  let y = 108
  pair('POLICY NUMBER:', L, y, (x) =>
    s.value('policy.policyNumber', txt(p.policyNumber), x, y, size, { bold: true }),
  )
  pair('POLICY TERM:', C2, y, (x) =>
    s.prose(
      [
        { field: 'policy.effectiveDate', ...dt(p.effectiveDate, 'mdy') },
        ' - ',
        { field: 'policy.expirationDate', ...dt(p.expirationDate, 'mdy') },
      ],
      x,
      y,
      size,
      300,
    ),
  )
  y += 12
  pair('PRIOR POLICY NUMBER:', L, y, (x) => s.text(p.priorPolicyNumber, x, y, size))
  s.text('12:01 A.M. LOCAL TIME AT THE INSURED LOCATION', C2, y, 7)
  y += 12
  pair('DATE OF ISSUE:', L, y, (x) => s.text(printDate(p.issueDate, 'mdy'), x, y, size))
  pair('PAYOR:', C2, y, (x) => s.text(chance(rnd, 0.5) ? 'INSURED' : 'FIRST MORTGAGEE', x, y, size))
  y += 22
  s.text('INSURED NAME AND MAILING ADDRESS:', L, y, size, true)
  s.text('PROPERTY LOCATION:', C2, y, size, true)
  y += 12
  s.value('policy.namedInsured', txt(up(p.namedInsured)), L, y, size)
  s.value('property.address', txt(up(p.street)), C2, y, size)
  y += 11
  s.text(up(p.mailingStreet), L, y, size)
  s.text(up(cityLine(p)), C2, y, size)
  y += 11
  s.text(up(p.mailingCity), L, y, size)
  y += 22
  s.text('AGENT:', L, y, size, true)
  s.text('FIRST MORTGAGEE:', C2, y, size, true)
  y += 12
  s.value('policy.producer', txt(up(p.producer)), L, y, size)
  const mortgagee = chance(rnd, 0.8)
  if (mortgagee) s.value('policy.mortgagee', txt(up(p.mortgagee)), C2, y, size)
  else s.text('NONE', C2, y, size)
  y += 11
  s.text(`PHONE ${p.agencyPhone}`, L, y, size)
  if (mortgagee) {
    s.text(up(`${p.lenderStreet}, ${p.lenderCity}`), C2, y, 7.5)
    y += 11
    pair('AGENCY NO.', L, y, (x) => s.text(p.agencyCode, x, y, size))
    pair('LOAN #:', C2, y, (x) => s.value('policy.loanNumber', txt(p.loanNumber), x, y, size))
    if (chance(rnd, 0.35)) {
      y += 16
      s.text('SECOND MORTGAGEE:', C2, y, size, true)
      y += 11
      s.text(up(p.secondLender), C2, y, size)
      y += 11
      pair('LOAN #:', C2, y, (x) => s.text(p.secondLoanNumber, x, y, size))
    }
  }
  y += 24
  s.band(L, y - 9, 532, 12, 0.88)
  s.text('RATING INFORMATION', L + 3, y, size, true)
  y += 14
  const zone = pick(rnd, ['AE', 'VE', 'X', 'A'])
  s.text(
    `FLOOD ZONE: ${zone}    COMMUNITY NUMBER: ${p.zip.slice(0, 4)}87 0015 E    PRE-FIRM: NO`,
    L,
    y,
    size,
  )
  y += 11
  s.text(
    `BUILDING OCCUPANCY: SINGLE FAMILY    NUMBER OF FLOORS: ${1 + Math.floor(rnd() * 3)}`,
    L,
    y,
    size,
  )
  y += 11
  pair('YEAR OF CONSTRUCTION:', L, y, (x) =>
    s.value('property.yearBuilt', year(p.yearBuilt), x, y, size),
  )
  s.text('PRIMARY RESIDENCE: YES    ELEVATED BUILDING: NO', C2, y, size)
  y += 24
  const cols = [L, L + 150, L + 290, L + 410, L + 530]
  s.band(L, y - 9, 532, 12, 0.88)
  s.text('COVERAGE', L + 3, y, size, true)
  for (const [i, h] of ['LIMIT', 'DEDUCTIBLE', 'PREMIUM'].entries())
    s.right(h, (cols[i + 2] ?? 0) - 4, y, size, true)
  const contents = Math.min(100_000, Math.round(p.contents / 1000) * 1000)
  const contentsDed = pick(
    rnd,
    [1000, 1250, 2000, 5000].filter((d) => d !== p.deductible),
  )
  const [bPrem = 0, cPrem = 0, icc = 0, reserve = 0, hfiaa = 0, fee = 0] = splitTotal(
    p.premium,
    [0.55, 0.14, 0.03, 0.12, 0.06],
  )
  y += 14
  s.text('BUILDING', L + 3, y, size)
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), (cols[2] ?? 0) - 4, y, size, {
    align: 'right',
  })
  s.value('policy.deductible', cash(p.deductible, 'dollars'), (cols[3] ?? 0) - 4, y, size, {
    align: 'right',
  })
  s.right(printMoney(bPrem, 'cents'), (cols[4] ?? 0) - 4, y, size)
  y += 12
  s.text('CONTENTS', L + 3, y, size)
  s.right(printMoney(contents, 'dollars'), (cols[2] ?? 0) - 4, y, size)
  s.right(printMoney(contentsDed, 'dollars'), (cols[3] ?? 0) - 4, y, size)
  s.right(printMoney(cPrem, 'cents'), (cols[4] ?? 0) - 4, y, size)
  y += 18
  const R = (cols[4] ?? 0) - 4
  const line = (label: string, n: number, bold = false): void => {
    s.text(label, L + 230, y, size, bold)
    s.right(printMoney(n, 'cents'), R, y, size, bold)
    y += 12
  }
  line('ANNUAL SUBTOTAL', bPrem + cPrem)
  line('ICC PREMIUM', icc)
  line('RESERVE FUND ASSESSMENT', reserve)
  line('HFIAA SURCHARGE', hfiaa)
  line('FEDERAL POLICY FEE', fee)
  s.hline(L + 230, R, y - 8, 0.5)
  s.text('TOTAL ANNUAL PREMIUM', L + 230, y, size, true)
  s.value('policy.premium', cash(p.premium, 'cents'), R, y, size, { align: 'right', bold: true })
  y += 30
  s.prose(
    [
      'THIS DECLARATIONS PAGE, THE STANDARD FLOOD INSURANCE POLICY FORM AND ANY ENDORSEMENTS ISSUED ',
      'MAKE UP YOUR FLOOD POLICY. A 30-DAY WAITING PERIOD MAY APPLY. FOR QUESTIONS CALL ',
      p.claimsPhone,
      '.',
    ],
    L,
    y,
    7,
    532,
  )
  s.text(`NAIC ${p.naic}   FF-206-FY-10   PAGE 1 OF 1`, L, 766, 7)
  return s.finish()
}

async function windComparison(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 54
  const W = 504
  s.logo(mark(p), PAGE_W / 2 - s.width(mark(p), 20, true) / 2, 60, 20, 'frame')
  s.value('policy.carrier', txt(p.carrier), PAGE_W / 2, 86, 10, { align: 'center', bold: true })
  s.center('WINDSTORM AND HAIL INSURANCE POLICY', PAGE_W / 2, 108, 12, true)
  s.center('Declarations – Renewal', PAGE_W / 2, 122, 10)
  const size = 9.5
  let top = 138
  const rowH = 17
  const rows: Array<[string, (x: number, y: number) => void]> = [
    [
      'Insured',
      (x, y) => s.value('policy.namedInsured', txt(p.namedInsured), x, y, size, { bold: true }),
    ],
    ['Policy No.', (x, y) => s.value('policy.policyNumber', txt(p.policyNumber), x, y, size)],
    [
      'Policy Term',
      (x, y) =>
        s.prose(
          [
            { field: 'policy.effectiveDate', ...dt(p.effectiveDate, 'mon-d-y') },
            ' to ',
            { field: 'policy.expirationDate', ...dt(p.expirationDate, 'mon-d-y') },
            ', 12:01 a.m. standard time',
          ],
          x,
          y,
          size,
          380,
        ),
    ],
    [
      'Insured Property',
      (x, y) => {
        const b = s.value('property.address', txt(p.street), x, y, size)
        s.text(`, ${cityLine(p)}`, b.x1 * PAGE_W, y, size)
      },
    ],
    ['Agent of Record', (x, y) => s.value('policy.producer', txt(p.producer), x, y, size)],
  ]
  const mortgagee = chance(rnd, 0.8)
  if (mortgagee) {
    rows.push([
      'Mortgagee / Lienholder',
      (x, y) => s.value('policy.mortgagee', txt(p.mortgagee), x, y, size),
    ])
    rows.push(['Loan No.', (x, y) => s.value('policy.loanNumber', txt(p.loanNumber), x, y, size)])
  } else rows.push(['Mortgagee / Lienholder', (x, y) => s.text('None', x, y, size)])
  rows.push(['Year Built', (x, y) => s.value('property.yearBuilt', year(p.yearBuilt), x, y, size)])
  rows.push([
    'Windstorm Certificate',
    (x, y) => s.text(pick(rnd, ['WPI-8 on file', 'WPI-8-C on file', 'Not required']), x, y, size),
  ])
  s.grid(
    L,
    top,
    [130, W - 130],
    rows.map(() => rowH),
  )
  for (const [i, [label, draw]] of rows.entries()) {
    const y = top + rowH * i + 12
    s.band(L + 0.4, top + rowH * i + 0.4, 129, rowH - 0.8, 0.92)
    s.text(label, L + 5, y, size, true)
    draw(L + 137, y)
  }
  top += rowH * rows.length + 26
  s.text('COVERAGE AND PREMIUM – COMPARED WITH YOUR PRIOR TERM', L, top, 10, true)
  top += 8
  const cols = [224, 140, 140]
  const lines: Array<[string, number, number, 'coverage' | 'deductible' | 'premium' | null]> = [
    [
      'Coverage A – Dwelling',
      Math.round((p.coverageAmount * 0.94) / 1000) * 1000,
      p.coverageAmount,
      'coverage',
    ],
    ['Coverage C – Contents', Math.round((p.contents * 0.94) / 1000) * 1000, p.contents, null],
    [
      'Additional Living Expense',
      Math.round((p.lossOfUse * 0.94) / 1000) * 1000,
      p.lossOfUse,
      null,
    ],
    [
      `Windstorm & Hail Deductible (${p.windPercent}% of Coverage A)`,
      Math.round(p.windDeductible * 0.94),
      p.windDeductible,
      'deductible',
    ],
    ['Annual Premium', p.priorPremium, p.premium, 'premium'],
  ]
  s.grid(L, top, cols, [18, ...lines.map(() => rowH)])
  s.band(L + 0.4, top + 0.4, W - 0.8, 17, 0.85)
  s.text('Coverage', L + 5, top + 12, size, true)
  s.right('Prior Term', L + 224 + 134, top + 12, size, true)
  s.right('This Term', L + 364 + 134, top + 12, size, true)
  for (const [i, [label, prior, now, field]] of lines.entries()) {
    const y = top + 18 + rowH * i + 12
    const cents = field === 'premium'
    s.text(label, L + 5, y, size, field === 'premium')
    s.right(printMoney(prior, cents ? 'cents' : 'dollars'), L + 224 + 134, y, size)
    const v = cash(now, cents ? 'cents' : 'dollars')
    if (field === null) s.right(v.printed, L + 364 + 134, y, size)
    else
      s.value(
        field === 'coverage'
          ? 'policy.coverageAmount'
          : field === 'deductible'
            ? 'policy.deductible'
            : 'policy.premium',
        v,
        L + 364 + 134,
        y,
        size,
        { align: 'right', bold: field === 'premium' },
      )
  }
  top += 18 + rowH * lines.length + 24
  s.prose(
    [
      'This policy covers direct physical loss caused by windstorm or hail only. Flood is not covered. ',
      `Quote ${p.quoteNumber} was bound on ${printDate(p.issueDate, 'mon-d-y')}. Billing account ${p.billingAccount}.`,
    ],
    L,
    top,
    8.5,
    W,
  )
  s.hline(L, L + W, 748, 0.5)
  s.text(`Form WPD-DEC (01/25)   Report a claim: ${p.claimsPhone}   NAIC ${p.naic}`, L, 760, 7.5)
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'bl04',
    name: 'flood-mainframe',
    line: 'flood',
    numberStyle: NUMBER_STYLES.flood,
    features:
      'flood (NFIP, WYO company), monospaced capitals, "LABEL: VALUE" in two columns, prior policy number, second mortgagee, building/contents rows, premium build-up to a total',
    render: floodMainframe,
  },
  {
    id: 'bl05',
    name: 'wind-comparison',
    line: 'wind',
    numberStyle: NUMBER_STYLES.wind,
    features:
      'wind-only pool, label/value table, address with city on the same line, prior-term vs this-term comparison table (same row labels twice), percentage wind deductible',
    render: windComparison,
  },
]
