/**
 * Families bk05–bk06: a carrier's notice of cancellation mailed to the mortgagee (the insured's
 * copy on the negatives), and a two-page rental dwelling program whose mortgagee is named for one
 * scheduled dwelling, not the first: that dwelling's row holds the answers.
 */
import { cash, dt, endX, run, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, int, pick, type BlindPolicy, type Rnd } from './policy'
import { STREET_NAMES, STREET_TYPES, brandOf, printDate, printMoney } from './words'

/**
 * A notice of cancellation for non-payment: the mortgagee's copy addressed to the lender through
 * an envelope window (the insured's copy on the negatives), a ruled reference table with the policy
 * period beside the cancellation date, and the dwelling limit, deductible and annual premium
 * inside the letter's sentences beside the amount past due.
 */
async function cancellationNotice(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 60
  const R = 556
  const D = 'month-d-y' as const
  const M = 'dollars' as const
  s.logo(brandOf(p.carrier), L, 58, 13, 'plain')
  s.value('policy.carrier', txt(p.carrier), L, 74, 8)
  s.text(`Policy Services  ·  ${p.lenderStreet}  ·  ${p.claimsPhone}`, L, 85, 7.5)
  s.right('NOTICE OF CANCELLATION', R, 58, 14, true)
  const copy = p.hasMortgagee ? 'MORTGAGEE / LIENHOLDER COPY' : 'NAMED INSURED COPY'
  const cw = s.width(copy, 8, true)
  s.rect(R - cw - 10, 66, cw + 10, 14, 0.8)
  s.right(copy, R - 5, 76, 8, true)
  const cancel = addDays(p.effectiveDate, int(rnd, 60, 220))
  const mailed = addDays(cancel, -int(rnd, 10, 20))
  s.text(`Date mailed: ${printDate(mailed, D)}`, 360, 120, 9)
  // The window address.
  let y = 140
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee), L + 10, y, 10, { bold: true })
    s.text('ISAOA ATIMA', L + 10, y + 13, 10)
    s.text(p.lenderStreet, L + 10, y + 26, 10)
    s.text(p.lenderCity, L + 10, y + 39, 10)
  } else {
    s.text(p.namedInsured, L + 10, y, 10)
    s.text(p.mailingStreet, L + 10, y + 13, 10)
    s.text(p.mailingCity, L + 10, y + 26, 10)
  }
  y = 214
  const rows: Array<[string, () => void]> = [
    [
      'Policy number',
      () => s.value('policy.policyNumber', txt(p.policyNumber), 200, y, 10, { bold: true }),
    ],
    ['Named insured', () => s.value('policy.namedInsured', txt(p.namedInsured), 200, y, 10)],
    [
      'Insured location',
      () => {
        const a = s.value('property.address', txt(p.street), 200, y, 10)
        s.text(`${p.city}, ${p.state} ${p.zip}`, endX(s, a) + 8, y, 10)
      },
    ],
    [
      'Policy period',
      () => {
        const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), 200, y, 10)
        const t = s.text('to', endX(s, e) + 5, y, 10)
        s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 5, y, 10)
      },
    ],
    [
      'Cancellation effective',
      () => s.text(`${printDate(cancel, D)} at 12:01 A.M.`, 200, y, 10, true),
    ],
    ['Reason', () => s.text('Non-payment of premium', 200, y, 10)],
  ]
  if (p.hasMortgagee)
    rows.push([
      'Your loan number',
      () => s.value('policy.loanNumber', txt(p.loanNumber), 200, y, 10),
    ])
  rows.push(['Agent', () => s.value('policy.producer', txt(p.producer), 200, y, 10)])
  s.grid(
    L,
    y - 13,
    [134, R - L - 134],
    rows.map(() => 18),
  )
  for (const [label, draw] of rows) {
    s.text(label, L + 6, y, 9)
    draw()
    y += 18
  }
  y += 18
  const due = p.installment
  y = s.prose(
    [
      'The policy described above will end on the cancellation date shown because the premium due was not received. Until then it provides Coverage A — Dwelling of ',
      run('policy.coverageAmount', cash(p.coverageAmount, M)),
      ' subject to a deductible of ',
      run('policy.deductible', cash(p.deductible, M)),
      ' for each loss. The premium for the full policy term is ',
      run('policy.premium', cash(p.premium, 'cents')),
      `, of which ${printMoney(due, 'cents')} is past due. Payment of the past-due amount received before ${printDate(cancel, D)} will keep the policy in force without a lapse.`,
    ],
    L,
    y,
    10,
    R - L,
  )
  y += 8
  y = s.prose(
    [
      p.hasMortgagee
        ? 'You receive this notice as mortgagee under the policy’s mortgage clause. You may pay the premium due on the insured’s behalf; the policy will then continue for your interest as stated in that clause.'
        : 'No mortgagee or other interest is shown on this policy. A copy of this notice has been sent to your agent.',
    ],
    L,
    y,
    10,
    R - L,
  )
  s.text(
    `Notice ${int(rnd, 100000, 999999)}  ·  Form CN 12 ${pick(rnd, ['HO', 'PL'])} (rev. 03/22)`,
    L,
    750,
    7,
  )
  return s.finish()
}

/** One scheduled dwelling: where it is, when it was built and what it is insured for. */
interface Dwelling {
  readonly street: string
  readonly city: string
  readonly built: number
  readonly limit: number
  readonly deductible: number
  readonly premium: number
}

/**
 * A rental dwelling program in Times over two pages: page 1 the common declarations (term "From
 * 1/5/2026 To 1/5/2027", total premium for all dwellings, a mortgagee schedule naming the one
 * dwelling the lender's loan is on); page 2 the schedule of three to five dwellings, each with its
 * own year built, limit, deductible and premium. The mortgagee's dwelling is never the first.
 */
async function dwellingSchedule(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 54
  const R = 558
  const D = 'm-d-y' as const
  const n = int(rnd, 3, 5)
  const answer = int(rnd, 2, n)
  const others = STREET_NAMES.filter((x) => !p.street.includes(x))
  const dwellings: Dwelling[] = Array.from({ length: n }, (_, i) => {
    if (i + 1 === answer)
      return {
        street: p.street,
        city: `${p.city}, ${p.state}`,
        built: p.yearBuilt,
        limit: p.coverageAmount,
        deductible: p.deductible,
        premium: 0,
      }
    const built = int(rnd, 1915, 2019)
    return {
      street: `${int(rnd, 10, 9800)} ${pick(rnd, others)} ${pick(rnd, STREET_TYPES)}`,
      city: `${p.city}, ${p.state}`,
      built: built === p.yearBuilt ? built + 3 : built,
      limit: Math.round((p.coverageAmount * (0.6 + rnd() * 0.8)) / 5000) * 5000 + 5000,
      deductible: pick(
        rnd,
        [500, 1000, 2500].filter((d) => d !== p.deductible),
      ),
      premium: 0,
    }
  })
  const total = dwellings.reduce((a, d) => a + d.limit, 0)
  const priced = dwellings.map((d) => ({
    ...d,
    premium: Math.round((p.premium * d.limit) / total),
  }))
  const sum = priced.reduce((a, d) => a + d.premium, 0)
  const fee = p.policyFee
  // Page 1.
  s.center(p.carrier.toUpperCase(), 306, 54, 12, true)
  s.center('RENTAL DWELLING PROGRAM  —  COMMON POLICY DECLARATIONS', 306, 72, 11)
  s.hline(L, R, 82, 1.2)
  let y = 104
  const row = (label: string): number => {
    s.text(label, L, y, 10, true)
    const at = y
    y += 17
    return at
  }
  s.value('policy.policyNumber', txt(p.policyNumber), L + 150, row('Policy Number'), 11, {
    bold: true,
  })
  s.value('policy.carrier', txt(p.carrier), L + 150, row('Insuring Company'), 10.5)
  s.value('policy.namedInsured', txt(p.namedInsured), L + 150, row('First Named Insured'), 10.5)
  s.text(`${p.mailingStreet}, ${p.mailingCity}`, L + 150, row(''), 10)
  const at = row('Policy Period')
  const f = s.text('From', L + 150, at, 10.5)
  const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), endX(s, f) + 4, at, 10.5)
  const t = s.text('To', endX(s, e) + 6, at, 10.5)
  const x = s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 4, at, 10.5)
  s.text('both at 12:01 A.M. standard time', endX(s, x) + 8, at, 9)
  s.value('policy.producer', txt(p.producer), L + 150, row('Producer'), 10.5)
  s.text(`Scheduled dwellings: ${n} (see Schedule of Dwellings, page 2)`, L, (y += 8), 10)
  y += 30
  s.text('PREMIUM SUMMARY', L, y, 10, true)
  const lines: Array<[string, string, boolean]> = [
    [`Dwelling premium, ${n} locations`, printMoney(sum, 'cents'), false],
    ['Policy fee (fully earned)', printMoney(fee, 'cents'), false],
  ]
  for (const [label, v] of lines) {
    y += 16
    s.text(label, L + 12, y, 10)
    s.right(v, 420, y, 10)
  }
  y += 18
  s.hline(330, 420, y - 12, 0.5)
  s.text('Total premium, all scheduled dwellings', L + 12, y, 10, true)
  s.value('policy.premium', cash(sum + fee, 'cents'), 420, y, 10, { align: 'right', bold: true })
  y += 40
  s.text('MORTGAGEE / LOSS PAYEE SCHEDULE', L, y, 10, true)
  y += 8
  s.grid(L, y, [50, 260, R - L - 310], [16, 34])
  s.text('Loc.', L + 5, y + 11, 9, true)
  s.text('Mortgagee and address', L + 55, y + 11, 9, true)
  s.text('Loan number', L + 315, y + 11, 9, true)
  s.text(String(answer), L + 5, y + 30, 10)
  s.value('policy.mortgagee', txt(p.mortgagee), L + 55, y + 30, 10)
  s.text(`${p.lenderStreet}, ${p.lenderCity}`, L + 55, y + 43, 8.5)
  s.value('policy.loanNumber', txt(p.loanNumber), L + 315, y + 30, 10)
  y += 70
  s.text('No mortgagee is named for the other scheduled dwellings.', L, y, 9.5)
  s.text(`Countersigned ${printDate(p.issueDate, D)}`, L, 740, 9)
  // Page 2: the schedule.
  s.newPage()
  s.center('SCHEDULE OF DWELLINGS', 306, 54, 12, true)
  s.center(`Policy ${p.policyNumber}  ·  ${p.namedInsured}`, 306, 70, 9)
  y = 92
  const cols = [30, 150, 100, 44, 80, 46, R - L - 450]
  const heads = [
    'Loc.',
    'Street address',
    'City, State',
    'Built',
    'Dwelling limit',
    'Ded.',
    'Premium',
  ]
  s.grid(L, y, cols, [18, ...priced.map(() => 18)])
  let cx = L
  heads.forEach((h, i) => {
    s.text(h, cx + 4, y + 12, 8.5, true)
    cx += cols[i]!
  })
  priced.forEach((d, i) => {
    const ry = y + 30 + i * 18
    const mine = i + 1 === answer
    const xs = cols.map((_, k) => L + cols.slice(0, k).reduce((a, b) => a + b, 0))
    s.text(String(i + 1), xs[0]! + 4, ry, 9.5)
    if (mine) {
      s.value('property.address', txt(d.street), xs[1]! + 4, ry, 9.5)
      s.value('property.yearBuilt', year(d.built), xs[3]! + 4, ry, 9.5)
      s.value('policy.coverageAmount', cash(d.limit, 'dollars'), xs[5]! - 4, ry, 9.5, {
        align: 'right',
      })
      s.value('policy.deductible', cash(d.deductible, 'dollars'), xs[6]! - 4, ry, 9.5, {
        align: 'right',
      })
    } else {
      s.text(d.street, xs[1]! + 4, ry, 9.5)
      s.text(String(d.built), xs[3]! + 4, ry, 9.5)
      s.right(printMoney(d.limit, 'dollars'), xs[5]! - 4, ry, 9.5)
      s.right(printMoney(d.deductible, 'dollars'), xs[6]! - 4, ry, 9.5)
    }
    s.text(d.city, xs[2]! + 4, ry, 9)
    s.right(printMoney(d.premium, 'cents'), R - 4, ry, 9.5)
  })
  y += 30 + n * 18 + 20
  s.text(
    'Each dwelling is insured under Form DP 00 03 for the limit shown; the deductible shown applies per loss at that dwelling.',
    L,
    y,
    8.5,
  )
  s.text('Page 2 of 2', R - 50, 760, 8)
  return s.finish()
}

export const FAMILIES_C: readonly BlindFamily[] = [
  {
    id: 'bk05',
    name: 'cancellation-notice-mortgagee',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.cancel,
    features:
      'carrier\'s notice of cancellation for non-payment, "MORTGAGEE / LIENHOLDER COPY" addressed to the lender through an envelope window (the mortgagee is only in the address block; the negative is the named insured\'s copy); a ruled reference table: policy period "January 5, 2026 to January 5, 2027" above the cancellation-effective date (not the expiration), "Your loan number", agent; the dwelling limit, deductible and full-term premium inside sentences beside the past-due installment; no year built',
    render: cancellationNotice,
  },
  {
    id: 'bk06',
    name: 'dwelling-schedule-one-mortgaged',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.schedule,
    features:
      'two-page rental dwelling program in Times: page 1 common declarations ("Insuring Company", "First Named Insured", "From 1/5/2026 To 1/5/2027", premium summary with policy fee and total, a mortgagee schedule naming one location number and its loan); page 2 a schedule of 3–5 dwellings (street, city, year built, limit, deductible, premium); the answers are the mortgaged dwelling\'s row, never the first; every document has a mortgagee (the schedule is what tells the dwelling)',
    render: dwellingSchedule,
  },
]
