/**
 * Families hj03–hj04: a commercial property loss payable endorsement whose schedule names three
 * premises, the lender's on the second (an equipment lessor on the first, a buyer under contract
 * on the third), the policy identified only in the endorsement's opening sentence; and a bank's
 * commercial credit memorandum over two pages, the collateral on the first and the insurance
 * review table on the second with the property policy second of four, limits as "$1.25MM".
 */
import { cash, dt, endX, fitSize, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { FAMILY_NAMES, OTHER_CARRIERS, printDate, printMoney } from './words'

/**
 * A loss payable endorsement: form number and title, the sentence that attaches it to the policy
 * (number, insured, insurer), the policy period in captioned boxes, the premises list with limits
 * and years, then the loss payee schedule with the provision that applies to each.
 */
async function lossPayable(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 42
  const R = 570
  const D = 'month-d-y' as const
  s.text(`CP 12 18 ${pick(rnd, ['06 07', '10 12', '06 95'])}`, L, 36, 8)
  s.right('THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY.', R, 36, 8, true)
  s.center('LOSS PAYABLE PROVISIONS', (L + R) / 2, 62, 14, true)
  const endorsed = addDays(p.effectiveDate, int(rnd, 10, 200))
  let y = s.prose(
    spaced([
      `This endorsement, effective 12:01 A.M. ${printDate(endorsed, D)}, forms a part of Policy No.`,
      { field: 'policy.policyNumber', ...txt(p.policyNumber), bold: true },
      'issued to',
      { field: 'policy.namedInsured', ...txt(p.namedInsured) },
      'by',
      { field: 'policy.carrier', ...txt(p.carrier) },
      '.',
    ]),
    L,
    86,
    9.5,
    R - L,
  )
  y += 4
  const box = (cap: string, x: number, w: number): void => {
    s.rect(x, y, w, 30)
    s.text(cap, x + 4, y + 9, 6.5, false, 0.35)
  }
  box('POLICY PERIOD FROM', L, 150)
  box('POLICY PERIOD TO', L + 150, 150)
  box('ANNUAL POLICY PREMIUM (UNCHANGED)', L + 300, 140)
  box('ADDITIONAL PREMIUM', L + 440, R - L - 440)
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), L + 4, y + 23, 9.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), L + 154, y + 23, 9.5)
  s.value('policy.premium', cash(p.premium, 'cents'), L + 304, y + 23, 9.5)
  s.text('Included', L + 444, y + 23, 9.5)
  y += 50
  // Premises: one (the insured's own building) on a negative, three otherwise.
  const three = p.hasMortgagee
  const prem = three
    ? [
        {
          street: p.street2,
          limit: p.limit2,
          what: 'Your Business Personal Property',
          answer: false,
        },
        { street: p.street, limit: p.coverageAmount, what: 'Building', answer: true },
        {
          street: `${int(rnd, 2, 9999)} ${pick(rnd, ['Mugwort', 'Savory'])} Trail`,
          limit: Math.round((p.limit2 * 0.6) / 10000) * 10000,
          what: 'Building',
          answer: false,
        },
      ]
    : [{ street: p.street, limit: p.coverageAmount, what: 'Building', answer: true }]
  s.text('SCHEDULE OF PREMISES (from the Declarations)', L, y, 9, true)
  y += 6
  const cols = [44, 206, 118, 60, 100]
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0))
  const top = y
  const heads = ['Prem. No.', 'Address', 'Coverage', 'Yr. Built', 'Limit / Deductible']
  heads.forEach((h, i) => s.text(h, xs[i]! + 3, y + 10, 7, true))
  y += 14
  const rows = [14]
  prem.forEach((pr, i) => {
    const by = y + 11
    s.text(String(i + 1), xs[0]! + 14, by, 8.5)
    if (pr.answer) {
      const st = s.value('property.address', txt(pr.street), xs[1]! + 3, by, 8.5)
      s.text(`, ${p.city}, ${p.state}`, endX(s, st), by, 8.5)
      s.value('property.yearBuilt', year(p.yearBuilt), xs[3]! + 3, by, 8.5)
      s.value('policy.coverageAmount', cash(pr.limit, 'dollars'), xs[4]! + 3, by, 8.5)
      s.value('policy.deductible', cash(p.deductible, 'dollars'), xs[4]! + 3, by + 11, 8.5)
    } else {
      s.text(`${pr.street}, ${p.city}, ${p.state}`, xs[1]! + 3, by, 8.5)
      s.text(String(int(rnd, 1950, 2020)), xs[3]! + 3, by, 8.5)
      s.text(printMoney(pr.limit, 'dollars'), xs[4]! + 3, by, 8.5)
      s.text(printMoney(p.priorDeductible, 'dollars'), xs[4]! + 3, by + 11, 8.5)
    }
    s.text(pr.what, xs[2]! + 3, by, 8.5)
    rows.push(26)
    y += 26
  })
  s.grid(L, top, cols, rows)
  y += 22
  s.text('SCHEDULE OF LOSS PAYEES', L, y, 9, true)
  y += 6
  const pc = [44, 70, 250, 164]
  const px = pc.map((_, i) => L + pc.slice(0, i).reduce((a, b) => a + b, 0))
  const ptop = y
  ;['Prem. No.', 'Bldg. No.', 'Loss Payee (Name and Address)', 'Provisions Applicable'].forEach(
    (h, i) => s.text(h, px[i]! + 3, y + 10, 7, true),
  )
  y += 14
  const prow = [14]
  const lessor = `${pick(rnd, FAMILY_NAMES)} Equipment Leasing Corp.`
  const payees: Array<{ prem: number; draw: (by: number) => number; provision: string }> = [
    {
      prem: 1,
      draw: (by) => {
        s.text(lessor, px[2]! + 3, by, 8.5)
        s.text(`${p.lenderStreet}, ${p.mailingCity}`, px[2]! + 3, by + 11, 8.5)
        return 2
      },
      provision: 'B. Loss Payable (BPP - leased CNC equipment)',
    },
  ]
  if (three) {
    payees.push({
      prem: 2,
      draw: (by) => {
        const lines = s.split(p.mortgagee, 8.5, pc[2]! - 6)
        s.valueLines('policy.mortgagee', lines, p.mortgagee, px[2]! + 3, by, 8.5, 11)
        const ly = by + lines.length * 11
        const a = s.text('ISAOA/ATIMA  -  Loan No.', px[2]! + 3, ly, 8.5)
        s.value('policy.loanNumber', txt(p.loanNumber), endX(s, a) + s.width(' ', 8.5), ly, 8.5)
        s.text(`${p.lenderStreet}, ${p.lenderCity}`, px[2]! + 3, ly + 11, 8.5)
        return lines.length + 2
      },
      provision: "C. Lender's Loss Payable",
    })
    payees.push({
      prem: 3,
      draw: (by) => {
        s.text(`${p.secondInsured} (buyer)`, px[2]! + 3, by, 8.5)
        s.text('per purchase agreement on file', px[2]! + 3, by + 11, 8.5)
        return 2
      },
      provision: 'D. Contract of Sale',
    })
  }
  for (const pay of payees) {
    const by = y + 11
    s.text(String(pay.prem), px[0]! + 14, by, 8.5)
    s.text('1', px[1]! + 24, by, 8.5)
    const n = pay.draw(by)
    const pl = s.split(pay.provision, 8.5, pc[3]! - 6)
    pl.forEach((l, i) => s.text(l, px[3]! + 3, by + i * 11, 8.5))
    const h = 6 + Math.max(n, pl.length) * 11
    prow.push(h)
    y += h
  }
  s.grid(L, ptop, pc, prow)
  y += 20
  const para = [
    'A. Nothing in this endorsement increases the applicable Limit of Insurance. We will not pay any Loss Payee more than their financial interest in the Covered Property.',
    'B. LOSS PAYABLE: For Covered Property in which both you and a Loss Payee shown in the Schedule have an insurable interest, we will adjust losses with you and pay any claim for loss or damage jointly to you and the Loss Payee, as interests may appear.',
    "C. LENDER'S LOSS PAYABLE: The Loss Payee is a creditor, including a mortgageholder or trustee, whose interest in Covered Property is established by written instruments such as warehouse receipts, a contract for deed, bills of lading, financing statements or mortgages, deeds of trust, or security agreements.",
    'D. CONTRACT OF SALE: The Loss Payee is a person you have entered a contract with for the sale of Covered Property.',
  ]
  for (const t of para) y = s.prose([t], L, y, 7.5, R - L) + 2
  y += 14
  const ag = s.text('Countersigned by authorized representative:', L, y, 8.5)
  s.value(
    'policy.producer',
    txt(p.producer),
    endX(s, ag) + 6,
    y,
    fitSize(s, p.producer, R - endX(s, ag) - 10, 8.5),
    { bold: true },
  )
  s.text(
    `Includes copyrighted material of Insurance Services Office, Inc.  Page 1 of 1`,
    L,
    770,
    6.5,
    false,
    0.4,
  )
  return s.finish()
}

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

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'hj03',
    name: 'loss-payable-schedule',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.lossPayable,
    features:
      "a commercial property loss payable endorsement: the policy number, insured and insurer only in its opening sentence beside the endorsement's own date, captioned period boxes, a premises schedule of three (the lender's second, limit above deductible in one cell) and a loss payee schedule (equipment lessor, lender, buyer under contract)",
    render: lossPayable,
  },
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
