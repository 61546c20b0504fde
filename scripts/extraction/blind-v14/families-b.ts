/**
 * A data vendor's property loss history report, whose policy records run oldest first so the
 * current policy is the last record, its dates run together ("20260105") (family hj02).
 */
import { cash, dt, fitSize, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { INSURERS, printDate, printMoney } from './words'

/**
 * A property loss history report from a data vendor: order details, the subject property, the
 * policy records oldest first (captions above values, dates run together), the current record
 * last with its limits and lienholder, then reported claims.
 */
async function lossHistory(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 40
  const R = 572
  const D = 'ymd-compact' as const
  s.band(L, 30, R - L, 30, 0.2)
  s.text('PROPERTY LOSS HISTORY REPORT', L + 10, 50, 14, true, 1)
  s.text(`Order ${digits(rnd, 10)}`, R - 110, 50, 9, false, 1)
  let y = 78
  const ordered = addDays(p.effectiveDate, int(rnd, 20, 120))
  const kv = (label: string, value: string, x: number, yy: number): void => {
    s.text(label, x, yy, 7, false, 0.4)
    s.text(value, x, yy + 11, 9)
  }
  kv('REPORT DATE', printDate(ordered, D), L, y)
  kv('REQUESTED BY', `Loan servicing, ref ${digits(rnd, 6)}`, L + 130, y)
  kv('REPORT TYPE', 'Subject property + policy history (7 yrs)', L + 330, y)
  y += 34
  s.text('SUBJECT PROPERTY', L, y, 9.5, true)
  s.hline(L, R, y + 4, 0.6)
  y += 18
  s.text('Address', L, y, 7, false, 0.4)
  s.value('property.address', txt(p.street), L, y + 11, 10, { bold: true })
  s.text(`${p.city}, ${p.state} ${p.zip}`, L, y + 23, 10)
  s.text('Year built (assessor)', L + 250, y, 7, false, 0.4)
  s.value('property.yearBuilt', year(p.yearBuilt), L + 250, y + 11, 10)
  s.text('Roof year (permit)', L + 370, y, 7, false, 0.4)
  s.text(String(p.roofYear), L + 370, y + 11, 10)
  y += 44
  s.text('POLICY HISTORY (oldest record first)', L, y, 9.5, true)
  s.hline(L, R, y + 4, 0.6)
  y += 10
  const W = (R - L) / 3
  const record = (n: number, total: number, cellsOf: Array<Array<[string, () => void]>>): void => {
    s.band(L, y, R - L, 13, 0.9)
    s.text(`Record ${n} of ${total}`, L + 4, y + 9.5, 8, true)
    y += 13
    const top = y
    for (const row of cellsOf) {
      row.forEach(([cap], i) => s.text(cap, L + i * W + 4, y + 9, 6.5, false, 0.4))
      row.forEach(([, draw]) => draw())
      y += 28
    }
    s.grid(
      L,
      top,
      [W, W, W],
      cellsOf.map(() => 28),
    )
    y += 8
  }
  const at = (i: number): number => L + i * W + 4
  const plain = (t: string, i: number, yy: number) => (): void => void s.text(t, at(i), yy, 9)
  const others = INSURERS.homeowners.filter((c) => c !== p.carrier)
  const priorCarrier = pick(rnd, others)
  const priorStart = addDays(p.effectiveDate, -365 * int(rnd, 3, 5))
  const priorEnd = addDays(p.effectiveDate, -365 * int(rnd, 1, 2))
  const total = 3
  let vy = y + 13 + 21
  record(1, total, [
    [
      ['CARRIER', plain(priorCarrier, 0, vy)],
      ['POLICY NUMBER', plain(`${digits(rnd, 3)}-${digits(rnd, 6)}`, 1, vy)],
      ['STATUS', plain('Cancelled - insured request', 2, vy)],
    ],
    [
      ['INCEPTION', plain(printDate(priorStart, D), 0, vy + 28)],
      ['TERMINATION', plain(printDate(priorEnd, D), 1, vy + 28)],
      ['POLICY TYPE', plain('HO-3', 2, vy + 28)],
    ],
  ])
  vy = y + 13 + 21
  record(2, total, [
    [
      [
        'CARRIER',
        plain(
          pick(
            rnd,
            others.filter((c) => c !== priorCarrier),
          ),
          0,
          vy,
        ),
      ],
      ['POLICY NUMBER', plain(p.priorPolicyNumber, 1, vy)],
      ['STATUS', plain('Expired - not renewed', 2, vy)],
    ],
    [
      ['INCEPTION', plain(printDate(priorEnd, D), 0, vy + 28)],
      ['TERMINATION', plain(printDate(p.effectiveDate, D), 1, vy + 28)],
      ['COVERAGE A', plain(printMoney(p.priorCoverage, 'dollars'), 2, vy + 28)],
    ],
  ])
  vy = y + 13 + 21
  const sz = (v: string): number => fitSize(s, v, W - 8, 9)
  const lien = p.hasMortgagee ? p.mortgagee : 'None reported'
  record(3, total, [
    [
      ['CARRIER', () => void s.value('policy.carrier', txt(p.carrier), at(0), vy, sz(p.carrier))],
      [
        'POLICY NUMBER',
        () =>
          void s.value('policy.policyNumber', txt(p.policyNumber), at(1), vy, 9, { bold: true }),
      ],
      ['STATUS', plain('Active (in force)', 2, vy)],
    ],
    [
      [
        'INCEPTION',
        () => void s.value('policy.effectiveDate', dt(p.effectiveDate, D), at(0), vy + 28, 9),
      ],
      [
        'TERMINATION',
        () => void s.value('policy.expirationDate', dt(p.expirationDate, D), at(1), vy + 28, 9),
      ],
      ['POLICY TYPE', plain('HO-3 Special Form', 2, vy + 28)],
    ],
    [
      [
        'NAMED INSURED',
        () =>
          void s.value(
            'policy.namedInsured',
            txt(p.namedInsured),
            at(0),
            vy + 56,
            sz(p.namedInsured),
          ),
      ],
      [
        'COVERAGE A',
        () =>
          void s.value('policy.coverageAmount', cash(p.coverageAmount, 'bare'), at(1), vy + 56, 9),
      ],
      [
        'AOP DEDUCTIBLE',
        () => void s.value('policy.deductible', cash(p.deductible, 'bare'), at(2), vy + 56, 9),
      ],
    ],
    [
      [
        'WRITTEN PREMIUM',
        () => void s.value('policy.premium', cash(p.premium, 'bare-cents'), at(0), vy + 84, 9),
      ],
      [
        'LIENHOLDER 1',
        () =>
          p.hasMortgagee
            ? void s.value('policy.mortgagee', txt(lien), at(1), vy + 84, sz(lien))
            : void s.text(lien, at(1), vy + 84, 9),
      ],
      [
        'LIENHOLDER LOAN REF',
        () =>
          p.hasMortgagee
            ? void s.value('policy.loanNumber', txt(p.loanNumber), at(2), vy + 84, 9)
            : void s.text('-', at(2), vy + 84, 9),
      ],
    ],
    [
      [
        'AGENT OF RECORD',
        () => void s.value('policy.producer', txt(p.producer), at(0), vy + 112, sz(p.producer)),
      ],
      ['AGENT PHONE', plain(p.agencyPhone, 1, vy + 112)],
      ['LAST UPDATED', plain(printDate(addDays(ordered, -int(rnd, 2, 20)), D), 2, vy + 112)],
    ],
  ])
  y += 6
  s.text('REPORTED CLAIMS (subject property, any insured)', L, y, 9.5, true)
  s.hline(L, R, y + 4, 0.6)
  y += 16
  const claims = int(rnd, 1, 2)
  const ccols = [90, 90, 150, 100, 102]
  const cx = ccols.map((_, i) => L + ccols.slice(0, i).reduce((a, b) => a + b, 0))
  ;['DATE OF LOSS', 'CLAIM NO.', 'CAUSE OF LOSS', 'AMOUNT PAID', 'STATUS'].forEach((h, i) =>
    s.text(h, cx[i]! + 4, y, 7, true),
  )
  for (let c = 0; c < claims; c++) {
    y += 13
    const loss = addDays(priorStart, int(rnd, 30, 900))
    s.text(printDate(loss, D), cx[0]! + 4, y, 8.5)
    s.text(`${p.claimNumber.slice(0, -2)}${digits(rnd, 2)}`, cx[1]! + 4, y, 8.5)
    s.text(
      pick(rnd, ['Water - plumbing', 'Wind', 'Hail', 'Theft', 'Fire - kitchen']),
      cx[2]! + 4,
      y,
      8.5,
    )
    s.text(printMoney(int(rnd, 800, 42000), 'bare'), cx[3]! + 4, y, 8.5)
    s.text('Closed', cx[4]! + 4, y, 8.5)
  }
  y += 26
  s.text(
    'Information is reported by insurers and public records and is not verified by the vendor. Not a consumer report for any other purpose.',
    L,
    y,
    7,
    false,
    0.4,
  )
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'hj02',
    name: 'loss-history-report',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.lossHistory,
    features:
      "a data vendor's property loss history report: policy records oldest first with captions above values, the current policy the last record, dates run together (20260105), amounts without a sign, a claims table",
    render: lossHistory,
  },
]
