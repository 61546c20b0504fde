/**
 * Families hj01–hj02: a broker-of-record letter on the insured's letterhead, whose table of the
 * policies moved to the new broker puts the commercial property policy third (below general
 * liability and auto, above the umbrella), its term split over two lines of the cell; and a data
 * vendor's property loss history report, whose policy records run oldest first so the current
 * policy is the last record, its dates run together ("20260105").
 */
import { cash, dt, endX, fitSize, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { AGENCIES, OTHER_CARRIERS, printDate, printMoney } from './words'

/**
 * A broker-of-record letter: the insured's letterhead, the appointment in a sentence naming the
 * new broker (the producer) and the one it replaces, a ruled table of four policies (the property
 * policy third), the lender's clause in a paragraph, signature and the broker's acceptance.
 */
async function brokerOfRecord(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 56
  const R = 556
  const D = 'mdy' as const
  s.value('policy.namedInsured', txt(p.namedInsured), L, 52, 16, { bold: true })
  s.text(`${p.mailingStreet}  -  ${p.mailingCity}  -  ${p.agencyPhone}`, L, 66, 8.5, false, 0.3)
  s.hline(L, R, 72, 0.8)
  const letterDate = addDays(p.effectiveDate, int(rnd, 40, 200))
  s.text(printDate(letterDate, 'month-d-y'), L, 100, 11)
  s.text('To: Each insurer named below, and', L, 124, 11)
  const old = pick(
    rnd,
    AGENCIES.filter((a) => a !== p.producer),
  )
  s.text(`      ${old} (current broker)`, L, 138, 11)
  s.text('Re: Appointment of Broker of Record', L, 162, 11, true)
  let y = s.prose(
    spaced([
      `Effective ${printDate(letterDate, 'month-d-y')}, we hereby appoint`,
      { field: 'policy.producer', ...txt(p.producer), bold: true },
      'as our exclusive broker of record with respect to the policies listed below, and rescind all previous appointments. This letter does not change any coverage, term or premium; please release all information about these policies to our new broker only.',
    ]),
    L,
    186,
    11,
    R - L,
  )
  y += 8
  const cols = [96, 118, 92, 70, 70, 54]
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0))
  const head = [
    'Line of coverage',
    'Insurer',
    'Policy number',
    'Policy period',
    'Limit / Ded.',
    'Premium',
  ]
  const top = y
  s.band(L, top, R - L, 16, 0.85)
  head.forEach((h, i) => s.text(h, xs[i]! + 3, top + 11, 8.5, true))
  y = top + 16
  const rows: number[] = [16]
  const glEff = addDays(p.effectiveDate, -int(rnd, 30, 150))
  const auEff = addDays(p.effectiveDate, int(rnd, 20, 120))
  const cell = 8.5
  const other = (line: string, carrier: string, no: string, eff: string, lim: string): void => {
    const by = y + 11
    s.text(line, xs[0]! + 3, by, cell)
    const cl = s.split(carrier, cell, cols[1]! - 6)
    cl.forEach((l, i) => s.text(l, xs[1]! + 3, by + i * 10, cell))
    s.text(no, xs[2]! + 3, by, cell)
    s.text(`${printDate(eff, D)} -`, xs[3]! + 3, by, cell)
    s.text(printDate(addDays(eff, 365), D), xs[3]! + 3, by + 10, cell)
    s.text(lim, xs[4]! + 3, by, cell)
    s.right(printMoney(int(rnd, 900, 9000), 'dollars'), R - 3, by, cell)
    const h = 8 + Math.max(2, cl.length) * 10
    rows.push(h)
    y += h
  }
  other('General Liability', OTHER_CARRIERS[2]!, `GL${digits(rnd, 8)}`, glEff, '$1,000,000')
  other('Commercial Auto', OTHER_CARRIERS[0]!, `BA ${digits(rnd, 7)}`, auEff, '$1,000,000 CSL')
  // The answer: the commercial property policy, third row.
  {
    const by = y + 11
    s.text('Commercial Property', xs[0]! + 3, by, cell, true)
    s.text('(building)', xs[0]! + 3, by + 10, cell)
    const cl = s.split(p.carrier, cell, cols[1]! - 6)
    s.valueLines('policy.carrier', cl, p.carrier, xs[1]! + 3, by, cell, 10)
    s.value('policy.policyNumber', txt(p.policyNumber), xs[2]! + 3, by, cell)
    const a = s.value('policy.effectiveDate', dt(p.effectiveDate, D), xs[3]! + 3, by, cell)
    s.text('-', endX(s, a) + s.width(' ', cell), by, cell)
    s.value('policy.expirationDate', dt(p.expirationDate, D), xs[3]! + 3, by + 10, cell)
    const b = s.text('Bldg', xs[4]! + 3, by, cell)
    const lim = cash(p.coverageAmount, 'dollars')
    s.value('policy.coverageAmount', lim, endX(s, b) + s.width(' ', cell), by, cell)
    const d = s.text('Ded', xs[4]! + 3, by + 10, cell)
    s.value(
      'policy.deductible',
      cash(p.deductible, 'dollars'),
      endX(s, d) + s.width(' ', cell),
      by + 10,
      cell,
    )
    s.value('policy.premium', cash(p.premium, 'dollars'), R - 3, by, cell, { align: 'right' })
    const h = 8 + Math.max(2, cl.length) * 10
    rows.push(h)
    y += h
  }
  other(
    'Commercial Umbrella',
    OTHER_CARRIERS[1]!,
    `UMB-${digits(rnd, 6)}`,
    glEff,
    `$${pick(rnd, [2, 5])},000,000`,
  )
  s.grid(L, top, cols, rows)
  y += 22
  y = s.prose(
    spaced([
      'The commercial property policy insures our building at',
      { field: 'property.address', ...txt(p.street) },
      `, ${p.city}, ${p.state} ${p.zip}, a ${pick(rnd, ['two', 'three', 'four'])}-story ${pick(rnd, ['masonry', 'joisted masonry', 'steel frame'])} building constructed in`,
      { field: 'property.yearBuilt', ...year(p.yearBuilt) },
      `; location 2 (${p.street2}) is insured under the same policy for ${printMoney(p.limit2, 'dollars')}.`,
    ]),
    L,
    y,
    11,
    R - L,
  )
  y += 6
  y = s.prose(
    spaced(
      p.hasMortgagee
        ? [
            'Please make sure that',
            { field: 'policy.mortgagee', ...txt(p.mortgagee) },
            ", its successors and/or assigns, remains named as mortgagee and lender's loss payee on the property policy (loan no.",
            { field: 'policy.loanNumber', ...txt(p.loanNumber) },
            '), and send the lender a copy of any change.',
          ]
        : [
            'There is no mortgagee or loss payee on the property policy; the building is owned free and clear.',
          ],
    ),
    L,
    y,
    11,
    R - L,
  )
  y += 30
  s.text('Very truly yours,', L, y, 11)
  s.text('By: ____________________________', L, y + 34, 11)
  s.text(`${p.agentName}, Managing Member`, L, y + 48, 11)
  const ax = 320
  s.text('Accepted by the new broker of record:', ax, y, 10, true)
  s.text('____________________________', ax, y + 34, 11)
  s.text(`Agency code ${p.agencyCode}   Date: __________`, ax, y + 48, 10)
  s.text(
    `cc: ${old}; prior broker's letter of ${printDate(addDays(p.issueDate, -400), 'month-d-y')} is withdrawn.`,
    L,
    y + 84,
    8.5,
    false,
    0.35,
  )
  return s.finish()
}

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
  const priorCarrier = pick(rnd, OTHER_CARRIERS)
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
            OTHER_CARRIERS.filter((c) => c !== priorCarrier),
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

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'hj01',
    name: 'broker-of-record-letter',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.brokerOfRecord,
    features:
      "a broker-of-record letter in Times on the insured's letterhead: the new broker named in a sentence beside the one it replaces, a ruled table of four policies with the property policy third, its term split over two lines of the cell, limit and deductible stacked",
    render: brokerOfRecord,
  },
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
