/**
 * A property manager's monthly owner statement with the insurance on file in a sidebar (captions
 * above values) beside the month's ledger, which holds the premium installment and the mortgage
 * payment as distractors (family hj08).
 */
import { cash, cityLine, dt, endX, fitSize, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, int, pick, type BlindPolicy, type Rnd } from './policy'
import { FAMILY_NAMES, printDate, printMoney } from './words'

/**
 * A property manager's owner statement: the manager's letterhead, owner and period, a ledger on
 * the left (rent, repairs, the insurance installment, the mortgage payment by ACH), and a sidebar
 * at the right with the insurance on file, captions above values.
 */
async function ownerStatement(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 36
  const R = 576
  const S = 392
  const D = 'mdy' as const
  const manager = `${pick(rnd, FAMILY_NAMES)} Property Management`
  s.text(manager, L, 44, 14, true)
  s.text(`${p.mailingStreet}  |  ${p.mailingCity}  |  ${p.agencyPhone}`, L, 56, 8, false, 0.35)
  s.right('OWNER STATEMENT', R, 44, 12, true)
  const period = addDays(p.effectiveDate, int(rnd, 30, 300))
  const [py, pm] = period.split('-')
  const monthName = printDate(`${py}-${pm}-01`, 'month-d-y').replace(/ 1,/, '')
  s.right(`Period: ${monthName}`, R, 57, 9)
  s.hline(L, R, 64, 1)
  let y = 84
  s.text('Owner', L, y, 7, true, 0.4)
  s.value('policy.namedInsured', txt(p.namedInsured), L, y + 12, 10, { bold: true })
  s.text('Property', L + 190, y, 7, true, 0.4)
  s.value('property.address', txt(p.street), L + 190, y + 12, 9.5)
  const units = int(rnd, 2, 4)
  s.text(`${cityLine(p)}  (${units} units)`, L + 190, y + 24, 9)
  y += 44
  // Ledger, left.
  const cols = [50, 172, 64, 64]
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0))
  const top = y
  s.band(L, y, S - 12 - L, 14, 0.85)
  ;['Date', 'Description', 'Income', 'Expense'].forEach((h, i) =>
    i >= 2
      ? s.right(h, xs[i]! + cols[i]! - 4, y + 10, 7.5, true)
      : s.text(h, xs[i]! + 3, y + 10, 7.5, true),
  )
  y += 14
  const rowsH = [14]
  const day = (d: number): string => printDate(`${py}-${pm}-${String(d).padStart(2, '0')}`, D)
  const ledger: Array<[number, string, number | null, number | null]> = []
  for (let u = 1; u <= units; u++)
    ledger.push([int(rnd, 1, 5), `Rent - unit ${u}`, int(rnd, 9, 24) * 100, null])
  ledger.push([
    int(rnd, 6, 12),
    `Repair - ${pick(rnd, ['water heater', 'gutter', 'HVAC service', 'lock change'])}`,
    null,
    int(rnd, 120, 1400),
  ])
  ledger.push([int(rnd, 13, 16), 'Insurance premium installment', null, p.installment])
  ledger.push([int(rnd, 17, 20), 'Management fee 8%', null, int(rnd, 160, 480)])
  if (p.hasMortgagee)
    ledger.push([int(rnd, 21, 25), 'Mortgage payment (ACH)', null, int(rnd, 1800, 6400)])
  ledger.push([28, 'Owner draw', null, int(rnd, 500, 3000)])
  for (const [d, what, inc, exp] of ledger) {
    s.text(day(d), xs[0]! + 3, y + 10, 7.5)
    s.text(what, xs[1]! + 3, y + 10, 7.5)
    if (inc !== null) s.right(printMoney(inc, 'bare-cents'), xs[2]! + cols[2]! - 4, y + 10, 7.5)
    if (exp !== null) s.right(printMoney(exp, 'bare-cents'), xs[3]! + cols[3]! - 4, y + 10, 7.5)
    rowsH.push(14)
    y += 14
  }
  s.grid(L, top, cols, rowsH)
  y += 16
  s.text(
    `Reserve held: ${printMoney(int(rnd, 5, 20) * 100, 'bare-cents')}   Security deposits held in trust: ${printMoney(int(rnd, 20, 60) * 100, 'bare-cents')}`,
    L,
    y,
    7.5,
  )
  // Sidebar, right.
  let sy = 128
  const sideTop = sy - 12
  s.band(S, sy - 12, R - S, 16, 0.25)
  s.text('INSURANCE ON FILE', S + 8, sy, 8.5, true, 1)
  sy += 18
  const W = R - S - 16
  const item = (cap: string, draw: (yy: number) => number): void => {
    s.text(cap, S + 8, sy, 6.5, false, 0.4)
    sy = draw(sy + 11) + 12
  }
  item('Carrier', (yy) => {
    const lines = s.split(p.carrier, 8.5, W)
    return s.valueLines('policy.carrier', lines, p.carrier, S + 8, yy, 8.5, 10) - 10
  })
  item(
    'Policy number',
    (yy) => (
      s.value('policy.policyNumber', txt(p.policyNumber), S + 8, yy, 8.5, { bold: true }),
      yy
    ),
  )
  item('Term', (yy) => {
    const a = s.value('policy.effectiveDate', dt(p.effectiveDate, D), S + 8, yy, 8.5)
    const t = s.text('to', endX(s, a) + 4, yy, 8.5)
    s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 4, yy, 8.5)
    return yy
  })
  item(
    'Dwelling limit',
    (yy) => (s.value('policy.coverageAmount', cash(p.coverageAmount, 'k'), S + 8, yy, 8.5), yy),
  )
  item(
    'Deductible',
    (yy) => (s.value('policy.deductible', cash(p.deductible, 'dollars'), S + 8, yy, 8.5), yy),
  )
  item(
    'Annual premium (paid in 4)',
    (yy) => (s.value('policy.premium', cash(p.premium, 'dollars'), S + 8, yy, 8.5), yy),
  )
  item('Mortgagee on policy', (yy) => {
    if (!p.hasMortgagee) return (s.text('None on file', S + 8, yy, 8.5), yy)
    const lines = s.split(p.mortgagee, 8.5, W)
    const end = s.valueLines('policy.mortgagee', lines, p.mortgagee, S + 8, yy, 8.5, 10)
    const l = s.text('Loan', S + 8, end, 8.5)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, l) + s.width(' ', 8.5), end, 8.5)
    return end
  })
  item('Agent', (yy) => {
    s.value('policy.producer', txt(p.producer), S + 8, yy, fitSize(s, p.producer, W, 8.5))
    s.text(p.agencyPhone, S + 8, yy + 10, 8)
    return yy + 10
  })
  item('Building', (yy) => {
    const a = s.text('Built', S + 8, yy, 8.5)
    s.value('property.yearBuilt', year(p.yearBuilt), endX(s, a) + s.width(' ', 8.5), yy, 8.5)
    s.text(`- roof ${p.roofYear}`, endX(s, a) + 26, yy, 8.5)
    return yy
  })
  s.text(
    `Renewal reminder sent ${printDate(addDays(p.expirationDate, -45), D)}.`,
    S + 8,
    sy + 4,
    7,
    false,
    0.4,
  )
  s.rect(S, sideTop, R - S, sy + 14 - sideTop, 0.8)
  s.text(
    `Questions about this statement? Call ${manager} at ${p.agencyPhone}.`,
    L,
    740,
    7.5,
    false,
    0.4,
  )
  return s.finish()
}

export const FAMILIES_H: readonly BlindFamily[] = [
  {
    id: 'hj08',
    name: 'owner-statement-insurance-sidebar',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.ownerStatement,
    features:
      'a property manager\'s monthly owner statement: a ledger (rents, repairs, the premium installment, the mortgage payment) beside an "INSURANCE ON FILE" sidebar with captions above values, the dwelling limit as $1,250K, the carrier and mortgagee wrapped in the narrow column',
    render: ownerStatement,
  },
]
