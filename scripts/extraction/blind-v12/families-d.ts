/**
 * Families bt07–bt08: a text-message thread between a homeowner and the agent, printed from a phone
 * on a page of a phone's shape, every fact inside a speech bubble; and an agency's annual coverage
 * review of a rental dwelling on a landscape page, the current policy's column beside last year's
 * and the agency's recommendation.
 */
import { cash, dt, endX, fitSize, run, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered, type Run } from './kit'
import { NUMBER_STYLES, addDays, digits, int, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'

/** The lines `Sheet.prose` breaks runs into (values kept whole), to size a bubble before drawing. */
function proseLines(s: Sheet, runs: readonly Run[], size: number, maxWidth: number): number {
  let lines = 1
  let cx = 0
  let start = true
  let space = false
  const place = (text: string, bold: boolean): void => {
    const w = s.width(text, size, bold)
    const sw = space && !start ? s.width(' ', size) : 0
    if (!start && space && cx + sw + w > maxWidth) {
      lines++
      cx = 0
      start = true
    }
    cx += (start ? 0 : sw) + w
    start = false
    space = false
  }
  for (const r of runs) {
    if (typeof r !== 'string' && 'field' in r) {
      place(r.printed, r.bold ?? false)
      continue
    }
    const t = typeof r === 'string' ? r : r.text
    for (const part of t.split(/(\s+)/)) {
      if (part === '') continue
      if (/^\s+$/.test(part)) space = true
      else place(part, typeof r === 'string' ? false : (r.bold ?? false))
    }
  }
  return lines
}

/**
 * A phone's message thread: a status bar, the contact's name, then bubbles (the customer's on the
 * right, the agent's on the left) with a time between some of them.
 */
async function smsThread(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const W = 360
  const H = 780
  const s = await Sheet.create('helvetica', [W, H])
  const D = 'm-d-y' as const
  const size = 9.5
  const maxW = 220
  s.text(`${int(rnd, 8, 11)}:${String(int(rnd, 10, 59))} AM`, 18, 20, 8.5, true)
  s.right(`LTE  ${int(rnd, 22, 96)}%`, W - 18, 20, 8.5, true)
  s.text('< Messages', 14, 46, 9)
  const agentFirst = p.agentName.split(' ')[0] ?? 'Agent'
  s.center(`${agentFirst} (insurance agent)`, W / 2, 46, 10, true)
  s.center(p.agencyPhone, W / 2, 58, 7.5)
  s.hline(0, W, 66, 0.4)
  let y = 84
  const stamp = (t: string): void => {
    s.center(t, W / 2, y, 7, false)
    y += 14
  }
  const bubble = (mine: boolean, runs: readonly Run[]): void => {
    const rs = spaced(runs)
    const lines = proseLines(s, rs, size, maxW)
    const lead = size * 1.35
    const h = lines * lead + 10
    const textW =
      lines > 1
        ? maxW
        : rs.reduce<number>(
            (a, r) =>
              a + s.width(typeof r === 'string' ? r : 'field' in r ? r.printed : r.text, size),
            0,
          )
    const bw = Math.min(maxW, textW) + 18
    const x = mine ? W - 14 - bw : 14
    s.band(x, y, bw, h, mine ? 0.78 : 0.9)
    s.prose(rs, x + 9, y + 5 + size, size, maxW + 1)
    y += h + 7
  }
  const premium = cash(p.premium, 'dollars')
  stamp(
    `Today ${printDate(addDays(p.effectiveDate, -int(rnd, 1, 9)), D)} ${int(rnd, 8, 11)}:${int(rnd, 10, 59)} AM`,
  )
  bubble(true, ['Hi! The closing office needs my homeowners info today. Can you text it to me?'])
  bubble(false, [
    'Sure thing. Your policy number is',
    run('policy.policyNumber', txt(p.policyNumber)),
    'with',
    run('policy.carrier', txt(p.carrier)),
  ])
  bubble(false, [
    'Named insured is',
    run('policy.namedInsured', txt(p.namedInsured)),
    '. Coverage starts',
    run('policy.effectiveDate', dt(p.effectiveDate, D)),
    'and ends',
    run('policy.expirationDate', dt(p.expirationDate, D)),
  ])
  bubble(true, ['The lender also wants the dwelling amount and the deductible'])
  bubble(false, [
    'Dwelling (Cov A) is',
    run('policy.coverageAmount', cash(p.coverageAmount, 'dollars')),
    'and the deductible is',
    run('policy.deductible', cash(p.deductible, 'dollars')),
    `. Other structures ${printMoney(p.otherStructures, 'dollars')}.`,
  ])
  bubble(false, [
    'House is',
    run('property.address', txt(p.street)),
    ', built',
    run('property.yearBuilt', year(p.yearBuilt)),
    `per the county. Roof ${p.roofYear}.`,
  ])
  stamp(`${int(rnd, 1, 5)}:${int(rnd, 10, 59)} PM`)
  bubble(true, [`And the yearly cost? Last year it was ${printMoney(p.priorPremium, 'dollars')}`])
  bubble(false, [
    'This year is',
    run('policy.premium', premium),
    `for the year, or ${printMoney(p.installment, 'dollars')} a quarter`,
  ])
  if (p.hasMortgagee)
    bubble(false, [
      'Mortgagee on it is',
      run('policy.mortgagee', txt(p.mortgagee)),
      ', loan',
      run('policy.loanNumber', txt(p.loanNumber)),
    ])
  else {
    bubble(true, ['Do you show a lender on it?'])
    bubble(false, ['No lender on the policy yet. Send me the clause once you have it'])
  }
  bubble(true, [`Perfect, thank you ${agentFirst}!`])
  bubble(false, [`You're welcome! - ${p.agentName},`, run('policy.producer', txt(p.producer))])
  s.center('Delivered', W - 60, y, 6.5)
  s.hline(0, W, H - 46, 0.4)
  s.rect(14, H - 38, W - 60, 22, 0.5)
  s.text('Text Message', 24, H - 23, 8.5, false, 0.5)
  return s.finish()
}

/**
 * An annual coverage review on a landscape page: the agency's letterhead (the producer), the
 * policy facts in a key list, and a table of coverages with the current policy's column beside
 * last year's, the agency's recommendation and notes.
 */
async function coverageReview(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica', [792, 612])
  const L = 40
  const R = 752
  const D = 'mon-dot' as const
  s.value('policy.producer', txt(p.producer), L, 44, fitSize(s, p.producer, 360, 14, true), {
    bold: true,
  })
  s.text(`${p.mailingStreet}  |  ${p.agencyPhone}`, L, 58, 8)
  s.right('ANNUAL COVERAGE REVIEW', R, 42, 13, true)
  s.right(`Prepared ${printDate(p.issueDate, D)} by ${p.agentName}`, R, 56, 8)
  s.hline(L, R, 68, 1)
  // The key list, two columns.
  const keys: Array<[string, (x: number, y: number) => void]> = [
    [
      'Policyholder',
      (x, y) => s.value('policy.namedInsured', txt(p.namedInsured), x, y, 9.5, { bold: true }),
    ],
    [
      'Company',
      (x, y) => s.value('policy.carrier', txt(p.carrier), x, y, fitSize(s, p.carrier, 215, 9.5)),
    ],
    ['Policy no.', (x, y) => s.value('policy.policyNumber', txt(p.policyNumber), x, y, 9.5)],
    [
      'Policy Period',
      (x, y) => {
        const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), x, y, 9.5)
        const t = s.text('-', endX(s, e) + 4, y, 9.5)
        s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 4, y, 9.5)
      },
    ],
    [
      'Rental dwelling',
      (x, y) => {
        const b = s.value('property.address', txt(p.street), x, y, 9.5)
        s.text(`, ${p.city}, ${p.state}`, endX(s, b), y, 9.5)
      },
    ],
    [
      'Year built',
      (x, y) => {
        const b = s.value('property.yearBuilt', year(p.yearBuilt), x, y, 9.5)
        s.text(`(roof ${p.roofYear}, ${int(rnd, 1, 4)} units)`, endX(s, b) + 6, y, 8.5, false, 0.4)
      },
    ],
  ]
  keys.forEach(([k, draw], i) => {
    const x = i % 2 === 0 ? L : 420
    const y = 90 + Math.floor(i / 2) * 17
    s.text(k, x, y, 8.5, false, 0.4)
    draw(x + 92, y)
  })
  let y = 90 + 3 * 17 + 2
  s.text('Mortgagee', L, y, 8.5, false, 0.4)
  if (p.hasMortgagee) {
    const m = s.value(
      'policy.mortgagee',
      txt(p.mortgagee),
      L + 92,
      y,
      fitSize(s, p.mortgagee, 380, 9.5),
    )
    const l = s.text('Loan', endX(s, m) + 12, y, 8.5, false, 0.4)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, l) + 5, y, 9.5)
  } else s.text('None on the policy', L + 92, y, 9.5)
  // The table.
  y += 24
  const cols = [170, 120, 110, 130, R - L - 530]
  const heads = ['Coverage', 'Your policy now', 'Last year', 'We recommend', 'Why']
  const rec = Math.round((p.coverageAmount * (1.08 + rnd() * 0.1)) / 5000) * 5000
  const recDed = p.deductible >= 2500 ? 5000 : 2500
  const rows: Array<[string, string | null, string, string, string]> = [
    [
      'Dwelling (Coverage A)',
      null,
      printMoney(p.priorCoverage, 'dollar-space'),
      printMoney(rec, 'dollar-space'),
      'Building costs rose about 9% in your county',
    ],
    [
      'Other structures (B)',
      printMoney(p.otherStructures, 'dollar-space'),
      printMoney(Math.round(p.priorCoverage / 10), 'dollar-space'),
      printMoney(Math.round(rec / 10), 'dollar-space'),
      'Follows Coverage A',
    ],
    [
      'Fair rental value (D)',
      printMoney(p.lossOfUse, 'dollar-space'),
      printMoney(Math.round(p.lossOfUse * 0.9), 'dollar-space'),
      printMoney(p.lossOfUse, 'dollar-space'),
      '12 months of rent',
    ],
    [
      'Premises liability',
      printMoney(p.liability, 'dollar-space'),
      printMoney(p.liability, 'dollar-space'),
      printMoney(Math.max(p.liability, 500_000), 'dollar-space'),
      'Consider an umbrella',
    ],
    [
      'Deductible (all perils)',
      null,
      printMoney(p.priorDeductible, 'dollar-space'),
      printMoney(recDed, 'dollar-space'),
      'A higher deductible lowers the premium',
    ],
    [
      'Annual premium',
      null,
      printMoney(p.priorPremium, 'dollar-space'),
      `about ${printMoney(Math.round(p.premium * 1.04), 'dollar-space')}`,
      'Estimate, subject to underwriting',
    ],
  ]
  const rh = 20
  s.band(L, y, R - L, rh, 0.85)
  s.grid(
    L,
    y,
    cols,
    Array.from({ length: rows.length + 1 }, () => rh),
  )
  const cx = (i: number): number => L + cols.slice(0, i).reduce((a, b) => a + b, 0)
  heads.forEach((h, i) => s.text(h, cx(i) + 6, y + 14, 9, true))
  rows.forEach(([name, now, last, recd, why], i) => {
    const ry = y + rh * (i + 1) + 14
    s.text(name, cx(0) + 6, ry, 9)
    if (now !== null) s.right(now, cx(2) - 8, ry, 9)
    s.right(last, cx(3) - 8, ry, 9, false)
    s.right(recd, cx(4) - 8, ry, 9)
    s.text(why, cx(4) + 6, ry, fitSize(s, why, cols[4]! - 12, 8.5))
  })
  const at = (i: number): number => y + rh * (i + 1) + 14
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollar-space'), cx(2) - 8, at(0), 9, {
    bold: true,
    align: 'right',
  })
  s.value('policy.deductible', cash(p.deductible, 'dollar-space'), cx(2) - 8, at(4), 9, {
    bold: true,
    align: 'right',
  })
  s.value('policy.premium', cash(p.premium, 'cents'), cx(2) - 8, at(5), 9, {
    bold: true,
    align: 'right',
  })
  y += rh * (rows.length + 1) + 26
  s.prose(
    [
      `Nothing changes until you tell us. To accept a recommendation, sign below and return this page by ${printDate(addDays(p.expirationDate, -int(rnd, 20, 45)), D)}; changes take effect on the renewal date. Questions: ${p.agencyPhone}, reference ${digits(rnd, 6)}.`,
    ],
    L,
    y,
    9,
    R - L,
  )
  s.hline(L, L + 240, y + 52, 0.5)
  s.text('Policyholder signature', L, y + 63, 7.5, false, 0.4)
  s.hline(L + 300, L + 420, y + 52, 0.5)
  s.text('Date', L + 300, y + 63, 7.5, false, 0.4)
  s.right(
    `${brandOf(p.carrier)} policyholders: this review is not a policy change.`,
    R,
    590,
    7,
    false,
  )
  return s.finish()
}

export const FAMILIES_D: readonly BlindFamily[] = [
  {
    id: 'bt07',
    name: 'sms-thread-phone-page',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.sms,
    features:
      'a text-message thread printed from a phone on a narrow page (360 x 780 pt): status bar, contact name, grey bubbles left (agent) and right (customer) with every fact inside a message ("1/5/2026"), last year\'s premium quoted by the customer, quarterly installment and other structures beside the answers, the producer only in the agent\'s sign-off',
    render: smsThread,
  },
  {
    id: 'bt08',
    name: 'coverage-review-landscape',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.review,
    features:
      'an agency\'s annual coverage review of a rental dwelling on a landscape page: the agency as letterhead (the producer), a two-column key list ("Policy Period" "Jan. 5, 2026 - Jan. 5, 2027"), a table whose "Your policy now" column holds the answers ("$ 412,000") beside "Last year" and "We recommend" columns and notes',
    render: coverageReview,
  },
]
