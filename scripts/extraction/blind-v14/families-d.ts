/**
 * A bank's commercial credit memorandum over two pages, the collateral on the first and the
 * insurance review table on the second with the property policy second of four, limits as
 * "$1.25MM" (family hj04).
 */
import { cash, dt, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { OTHER_CARRIERS, printDate, printMoney } from './words'

/**
 * A bank's commercial credit memorandum: page 1 the request (borrower, loan, amounts, collateral
 * with its address and year), page 2 the insurance review: a ruled table of four policies (the
 * property policy second, a flood policy of another insurer third) with limits in millions, the
 * bank's mortgagee clause and the agent, then approvals.
 */
async function creditMemo(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 48
  const R = 564
  const D = 'mon-d-yy' as const
  const header = (page: number): void => {
    s.text('COMMERCIAL CREDIT MEMORANDUM', L, 40, 12, true)
    s.right(`CONFIDENTIAL - internal use  |  page ${page} of 2`, R, 40, 7.5)
    s.hline(L, R, 47, 1)
  }
  header(1)
  let y = 70
  const row = (label: string, draw: (x: number, yy: number) => void): void => {
    s.text(label, L, y, 8.5, true)
    draw(L + 150, y)
    y += 15
  }
  row(
    'Borrower',
    (x, yy) => void s.value('policy.namedInsured', txt(p.namedInsured), x, yy, 9.5, { bold: true }),
  )
  row('Obligor no.', (x, yy) => void s.text(`${digits(rnd, 8)}`, x, yy, 9.5))
  const loanAmt = Math.round((p.coverageAmount * (0.5 + rnd() * 0.3)) / 5000) * 5000
  if (p.hasMortgagee)
    row('Loan no.', (x, yy) => void s.value('policy.loanNumber', txt(p.loanNumber), x, yy, 9.5))
  else row('Application no.', (x, yy) => void s.text(`APP-${digits(rnd, 6)}`, x, yy, 9.5))
  row(
    'Request',
    (x, yy) =>
      void s.text(
        p.hasMortgagee
          ? `New term loan ${printMoney(loanAmt, 'dollars')}, 25-yr amortization, 10-yr maturity`
          : `Revolving line of credit ${printMoney(Math.round(loanAmt / 4 / 5000) * 5000, 'dollars')}, 12 months`,
        x,
        yy,
        9.5,
      ),
  )
  row('Relationship manager', (x, yy) => void s.text(`${p.secondInsured}, VP`, x, yy, 9.5))
  row(
    'Committee date',
    (x, yy) => void s.text(printDate(addDays(p.issueDate, -int(rnd, 5, 30)), D), x, yy, 9.5),
  )
  y += 10
  s.text('1. COLLATERAL', L, y, 10, true)
  y += 16
  y = s.prose(
    spaced(
      p.hasMortgagee
        ? [
            'First mortgage and assignment of rents on the owner-occupied building at',
            { field: 'property.address', ...txt(p.street) },
            `, ${p.city}, ${p.state} ${p.zip}: ${int(rnd, 8, 90)},${digits(rnd, 3)} SF, ${pick(rnd, ['masonry', 'tilt-up concrete', 'steel frame'])}, built`,
            { field: 'property.yearBuilt', ...year(p.yearBuilt) },
            `and renovated ${p.roofYear}. Appraised value ${printMoney(Math.round((p.coverageAmount * 1.3) / 10000) * 10000, 'dollars')} (as is); loan-to-value ${Math.round((loanAmt / (p.coverageAmount * 1.3)) * 100)}%.`,
          ]
        : [
            'Blanket lien on accounts receivable, inventory and equipment. The borrower leases its operating premises; the building it owns at',
            { field: 'property.address', ...txt(p.street) },
            `, ${p.city}, ${p.state} (built`,
            { field: 'property.yearBuilt', ...year(p.yearBuilt) },
            ') is unencumbered and is not taken as collateral.',
          ],
    ),
    L,
    y,
    9.5,
    R - L,
  )
  y += 10
  s.text('2. FINANCIAL SUMMARY', L, y, 10, true)
  y += 14
  const fin = [
    [
      'Fiscal year',
      `FY${String(Number(p.effectiveDate.slice(0, 4)) - 2)}`,
      `FY${String(Number(p.effectiveDate.slice(0, 4)) - 1)}`,
    ],
    [
      'Revenue',
      printMoney(int(rnd, 2, 40) * 250000, 'mm'),
      printMoney(int(rnd, 2, 40) * 250000, 'mm'),
    ],
    [
      'EBITDA',
      printMoney(int(rnd, 200, 2400) * 1000, 'dollars'),
      printMoney(int(rnd, 200, 2400) * 1000, 'dollars'),
    ],
    ['Debt service coverage', `${(1.2 + rnd()).toFixed(2)}x`, `${(1.2 + rnd()).toFixed(2)}x`],
  ]
  for (const [a, b, c] of fin) {
    s.text(a!, L + 10, y, 9)
    s.right(b!, L + 300, y, 9)
    s.right(c!, L + 420, y, 9)
    y += 13
  }
  y += 10
  s.text('3. RISK RATING AND RECOMMENDATION', L, y, 10, true)
  y += 14
  s.prose(
    [
      `Risk rating ${int(rnd, 3, 6)} (pass). Recommend approval subject to the insurance conditions in section 4 and annual financial statements within 120 days of fiscal year end.`,
    ],
    L,
    y,
    9.5,
    R - L,
  )
  // Page 2: insurance review.
  s.newPage()
  header(2)
  y = 72
  s.text('4. INSURANCE REVIEW', L, y, 10, true)
  s.right(`Reviewed ${printDate(p.issueDate, D)} from the agent's evidence`, R, y, 8)
  y += 10
  const cols = [74, 104, 82, 76, 58, 50, 72]
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0))
  const top = y
  s.band(L, y, R - L, 24, 0.88)
  const heads: Array<[string, string]> = [
    ['Coverage', ''],
    ['Carrier', ''],
    ['Policy no.', ''],
    ['Term', '(from / to)'],
    ['Limit', ''],
    ['Deductible', ''],
    ['Annual', 'premium'],
  ]
  heads.forEach(([a, b], i) => {
    s.text(a, xs[i]! + 3, y + 10, 7.5, true)
    if (b !== '') s.text(b, xs[i]! + 3, y + 19, 7)
  })
  y += 24
  const rows = [24]
  const c = 8
  const put = (cells: Array<(x: number, by: number) => number>): void => {
    const by = y + 11
    const used = cells.map((draw, i) => draw(xs[i]! + 3, by))
    const h = 6 + Math.max(2, ...used) * 10
    rows.push(h)
    y += h
  }
  const t =
    (v: string) =>
    (x: number, by: number): number => {
      s.text(v, x, by, c)
      return 1
    }
  const wrap =
    (v: string, w: number) =>
    (x: number, by: number): number => {
      const ls = s.split(v, c, w - 6)
      ls.forEach((l, i) => s.text(l, x, by + i * 10, c))
      return ls.length
    }
  const glEff = addDays(p.effectiveDate, -int(rnd, 10, 90))
  const term =
    (eff: string) =>
    (x: number, by: number): number => {
      s.text(printDate(eff, D), x, by, c)
      s.text(printDate(addDays(eff, 365), D), x, by + 10, c)
      return 2
    }
  put([
    t('General liability'),
    wrap(OTHER_CARRIERS[2]!, cols[1]!),
    t(`GL ${digits(rnd, 7)}`),
    term(glEff),
    t(printMoney(1_000_000, 'mm')),
    t('-'),
    t(printMoney(int(rnd, 1800, 9000), 'dollars')),
  ])
  put([
    (x, by) => {
      s.text('Property', x, by, c, true)
      s.text('(special form, RC)', x, by + 10, c)
      return 2
    },
    (x, by) => {
      const ls = s.split(p.carrier, c, cols[1]! - 6)
      s.valueLines('policy.carrier', ls, p.carrier, x, by, c, 10)
      return ls.length
    },
    (x, by) => {
      s.value('policy.policyNumber', txt(p.policyNumber), x, by, c)
      return 1
    },
    (x, by) => {
      s.value('policy.effectiveDate', dt(p.effectiveDate, D), x, by, c)
      s.value('policy.expirationDate', dt(p.expirationDate, D), x, by + 10, c)
      return 2
    },
    (x, by) => {
      s.value('policy.coverageAmount', cash(p.coverageAmount, 'mm'), x, by, c)
      return 1
    },
    (x, by) => {
      s.value('policy.deductible', cash(p.deductible, 'dollars'), x, by, c)
      return 1
    },
    (x, by) => {
      s.value('policy.premium', cash(p.premium, 'dollars'), x, by, c)
      return 1
    },
  ])
  put([
    t('Flood (NFIP)'),
    wrap(OTHER_CARRIERS[1]!, cols[1]!),
    t(`87${digits(rnd, 8)}`),
    term(addDays(p.effectiveDate, int(rnd, 30, 200))),
    t(printMoney(500_000, 'mm')),
    t(printMoney(pick(rnd, [5000, 10000]), 'dollars')),
    t(printMoney(int(rnd, 2500, 9000), 'dollars')),
  ])
  put([
    t('Umbrella'),
    wrap(OTHER_CARRIERS[1]!, cols[1]!),
    t(`CUP ${digits(rnd, 6)}`),
    term(glEff),
    t(printMoney(pick(rnd, [2, 5, 10]) * 1_000_000, 'mm')),
    t(`SIR ${printMoney(10_000, 'dollars')}`),
    t(printMoney(int(rnd, 1500, 6000), 'dollars')),
  ])
  s.grid(L, top, cols, rows)
  y += 20
  if (p.hasMortgagee) {
    y = s.prose(
      spaced([
        "Mortgagee / lender's loss payable clause to read:",
        { field: 'policy.mortgagee', ...txt(p.mortgagee), bold: true },
        ', ISAOA/ATIMA - verified on the evidence. Flood zone AE; flood coverage required to the NFIP maximum.',
      ]),
      L,
      y,
      9.5,
      R - L,
    )
  } else
    y = s.prose(
      [
        "Mortgagee / loss payee: not required (collateral is business assets; lender's loss payable on BPP only, to be added after closing).",
      ],
      L,
      y,
      9.5,
      R - L,
    )
  y += 4
  y = s.prose(
    spaced([
      'Agent:',
      { field: 'policy.producer', ...txt(p.producer) },
      `, ${p.agentName}, ${p.agencyPhone}. Prior property policy ${p.priorPolicyNumber} carried ${printMoney(p.priorCoverage, 'mm')} with a ${printMoney(p.priorDeductible, 'dollars')} deductible.`,
    ]),
    L,
    y,
    9.5,
    R - L,
  )
  y += 20
  s.text('5. APPROVALS', L, y, 10, true)
  y += 26
  for (const who of ['Relationship manager', 'Credit officer', 'Chief credit officer']) {
    s.hline(L, L + 200, y, 0.5)
    s.text(who, L, y + 10, 8)
    s.text('Date: ________', L + 260, y, 8)
    y += 32
  }
  return s.finish()
}

export const FAMILIES_D: readonly BlindFamily[] = [
  {
    id: 'hj04',
    name: 'credit-memo-two-pages',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.creditMemo,
    features:
      "a bank's commercial credit memorandum over two pages: borrower, loan number and collateral (address, year built in a sentence) on page 1; on page 2 an insurance review table of four policies, property second, terms on two lines (Jan-05-26), limits as $1.25MM",
    render: creditMemo,
  },
]
