/**
 * Families bm01–bm02: a homeowners renewal offer letter whose values stand inside sentences, the
 * dwelling limit in words and figures, above a detachable payment coupon that repeats some of them
 * beside the first installment; and a dwelling program's monthly premium bordereau on a landscape
 * page, a line listing of many policies of which one row, named in an underwriting query above the
 * table, is the insured's.
 */
import {
  cash,
  cityLine,
  dt,
  endX,
  fitSize,
  run,
  spaced,
  txt,
  year,
  type BlindFamily,
} from './family'
import { Sheet, type Rendered, type Run } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import {
  FAMILY_NAMES,
  GIVEN_NAMES,
  PLACES,
  STREET_NAMES,
  STREET_TYPES,
  brandOf,
  dollarsInWords,
  printDate,
  printMoney,
} from './words'

/**
 * A renewal offer letter: letterhead, the insured's address block, a reference line, the renewal
 * term, limit, deductible and premium inside sentences beside the expiring term's (which are not
 * answers), then a dashed cut line and a payment coupon with the first installment.
 */
async function renewalOffer(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 62
  const R = 550
  const D = 'month-d-y' as const
  const prose = (runs: readonly Run[], x: number, yy: number, size: number, w: number): number =>
    s.prose(spaced(runs), x, yy, size, w)
  s.logo(brandOf(p.carrier), L + 4, 58, 16, 'band')
  s.value('policy.carrier', txt(p.carrier), L, 80, 8.5)
  s.text(`Policyholder Services  ·  ${p.claimsPhone}`, L, 91, 8)
  s.right(printDate(p.issueDate, D), R, 58, 9.5)
  let y = 132
  s.value('policy.namedInsured', txt(p.namedInsured), L, y, 10.5)
  s.text(p.mailingStreet, L, y + 13, 10)
  s.text(p.mailingCity, L, y + 26, 10)
  y += 64
  const re = s.text('Re: Renewal offer for homeowners policy', L, y, 10, true)
  s.value('policy.policyNumber', txt(p.policyNumber), endX(s, re) + 5, y, 10, { bold: true })
  y += 26
  s.text(`Dear ${p.namedInsured.split(' ')[0] ?? 'Policyholder'}:`, L, y, 10)
  const priorStart = addDays(p.effectiveDate, -365)
  y = prose(
    [
      `Your current policy, in force from ${printDate(priorStart, D)} to ${printDate(p.effectiveDate, D)}, is about to expire. We are pleased to offer to renew it for the twelve months from`,
      run('policy.effectiveDate', dt(p.effectiveDate, D)),
      'to',
      run('policy.expirationDate', dt(p.expirationDate, D)),
      'on the residence at',
      run('property.address', txt(p.street)),
      `, ${cityLine(p)}, built in`,
      run('property.yearBuilt', year(p.yearBuilt)),
      '.',
    ],
    L,
    y + 22,
    10,
    R - L,
  )
  y = prose(
    [
      `To keep pace with building costs, your dwelling will be insured for ${dollarsInWords(p.coverageAmount)} Dollars (`,
      run('policy.coverageAmount', cash(p.coverageAmount, 'dollars')),
      `), up from ${printMoney(p.priorCoverage, 'dollars')} this year. The deductible for all perils stays at`,
      run('policy.deductible', cash(p.deductible, 'dollars')),
      `per loss (wind and hail ${p.percent}% of the dwelling limit). Other structures ${printMoney(p.otherStructures, 'dollars')}, personal property ${printMoney(p.contents, 'dollars')}, personal liability ${printMoney(p.liability, 'dollars')}.`,
    ],
    L,
    y + 6,
    10,
    R - L,
  )
  y = prose(
    [
      'The total renewal premium is',
      run('policy.premium', cash(p.premium, 'cents')),
      `(this year: ${printMoney(p.priorPremium, 'cents')}). You may pay it in full or in four installments of ${printMoney(p.installment, 'cents')}, each including a ${printMoney(p.installmentFee, 'dollars')} fee.`,
    ],
    L,
    y + 6,
    10,
    R - L,
  )
  y = prose(
    p.hasMortgagee
      ? [
          'If your premium is paid from escrow, you need do nothing: this offer has also been sent to your mortgagee,',
          run('policy.mortgagee', txt(p.mortgagee)),
          ', loan number',
          run('policy.loanNumber', txt(p.loanNumber)),
          '.',
        ]
      : [
          'Our records show no mortgagee on this policy, so the bill is yours to pay: please use the coupon below.',
        ],
    L,
    y + 6,
    10,
    R - L,
  )
  y = prose(
    [
      'Questions about your coverage? Your agent,',
      run('policy.producer', txt(p.producer)),
      `, is at ${p.agencyPhone} (agent code ${p.agencyCode}).`,
    ],
    L,
    y + 6,
    10,
    R - L,
  )
  s.text('Sincerely,', L, y + 14, 10)
  s.text('Renewal Underwriting', L, y + 40, 10)
  // The coupon: below a dashed cut line, repeating some values (not their true boxes).
  const cut = 598
  for (let x = 30; x < 582; x += 8) s.hline(x, x + 4, cut, 0.5)
  s.text('- - detach here and return with your payment - -', 236, cut - 4, 6.5)
  s.band(44, cut + 14, 524, 16, 0.85)
  s.text('RENEWAL PAYMENT COUPON', 52, cut + 26, 9.5, true)
  s.right(`Account ${p.accountNumber}`, 560, cut + 26, 8.5)
  s.grid(44, cut + 30, [176, 176, 172], [14, 20, 14, 20])
  const cell = (label: string, v: string, col: number, row: number): void => {
    s.text(label, 48 + col * 176, cut + 41 + row * 34, 6.5)
    s.text(v, 48 + col * 176, cut + 58 + row * 34, 9.5)
  }
  cell('POLICY NUMBER', p.policyNumber, 0, 0)
  cell('DUE DATE', printDate(p.effectiveDate, 'mdy'), 1, 0)
  cell('FIRST INSTALLMENT DUE', printMoney(p.installment, 'cents'), 2, 0)
  cell(
    'INSURED',
    p.namedInsured.length > 30 ? p.namedInsured.slice(0, 28) + '…' : p.namedInsured,
    0,
    1,
  )
  cell('PAY IN FULL', printMoney(p.premium, 'cents'), 1, 1)
  cell('AMOUNT ENCLOSED', '$ ______________', 2, 1)
  s.text('Make checks payable to', 48, cut + 118, 8)
  s.text(`${brandOf(p.carrier)} Remittance Center`, 48, cut + 130, 9, true)
  s.text(`PO Box ${int(rnd, 1000, 99999)}`, 48, cut + 141, 9)
  s.text(`${pick(rnd, PLACES)[0]}, ${pick(rnd, PLACES)[1]}`, 48, cut + 152, 9)
  s.text(`${digits(rnd, 10)} ${digits(rnd, 8)} ${digits(rnd, 4)}`, 320, cut + 150, 9)
  return s.finish()
}

/**
 * A dwelling program's monthly bordereau on a landscape page: coverholder and insurer in the
 * header, an underwriting query naming one insured and its line, then a listing of policies (the
 * queried row is the answer; the others and the totals are not).
 */
async function bordereau(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const W = 792
  const H = 612
  const s = await Sheet.create('helvetica', [W, H])
  const L = 30
  const R = W - 30
  const D = 'mdy-dash' as const
  s.text(`${brandOf(p.carrier)} Dwelling Program  —  Premium Bordereau`, L, 40, 13, true)
  const month = printDate(p.effectiveDate, 'month-d-y').replace(/ \d+,/, '')
  s.right(`Reporting period: ${month}`, R, 40, 9)
  const c1 = s.text('Coverholder:', L, 58, 8.5)
  s.value('policy.producer', txt(p.producer), endX(s, c1) + 4, 58, 8.5, { bold: true })
  const c2 = s.text('Insurer (100%):', 330, 58, 8.5)
  s.value('policy.carrier', txt(p.carrier), endX(s, c2) + 4, 58, 8.5, { bold: true })
  s.text(
    `Binding authority ${p.agencyCode}-${digits(rnd, 3)}  ·  currency USD  ·  prepared ${printDate(p.issueDate, D)}`,
    L,
    70,
    7.5,
  )
  // The query: which line the reader is to look at.
  const rows = int(rnd, 7, 10)
  const target = int(rnd, 2, rows - 1)
  s.rect(L, 80, R - L, 30, 0.8)
  s.text('UNDERWRITING QUERY', L + 6, 92, 8, true)
  s.text(
    `Line ${target}, insured ${p.namedInsured}: please confirm the year built before the bordereau is signed off. All other lines accepted.`,
    L + 6,
    104,
    8,
  )
  const cols = [24, 64, 110, 118, 84, 36, 50, 50, 62, 38, 56, 40]
  const heads = [
    'Line',
    'Policy No.',
    'Insured',
    'Risk address',
    'City / State',
    'Yr built',
    'Inception',
    'Expiry',
    'Bldg limit',
    'Ded.',
    'Gross prem.',
    'Comm.',
  ]
  const top = 122
  const rh = 15
  s.band(L, top, R - L, 16, 0.8)
  s.grid(L, top, cols, [16, ...Array<number>(rows).fill(rh), 16])
  let x = L
  heads.forEach((h, j) => {
    s.text(h, x + 3, top + 11, 7, true)
    x += cols[j]!
  })
  let totalPrem = 0
  let totalLimit = 0
  const person = (): string => `${pick(rnd, GIVEN_NAMES)} ${pick(rnd, FAMILY_NAMES)}`
  for (let i = 1; i <= rows; i++) {
    const y = top + 16 + (i - 1) * rh + 11
    const mine = i === target
    const eff = mine ? p.effectiveDate : addDays(p.effectiveDate, int(rnd, -25, 25))
    const other = {
      number: NUMBER_STYLES.bordereau(rnd),
      insured: person(),
      street: `${int(rnd, 10, 9999)} ${pick(rnd, STREET_NAMES)} ${pick(rnd, STREET_TYPES)}`,
      place: pick(rnd, PLACES),
      built: int(rnd, 1915, 2020),
      limit: Math.round((110e3 + rnd() * 600e3) / 1000) * 1000,
      ded: pick(rnd, [1000, 2500]),
      prem: Math.round((600 + rnd() * 4000) * 100) / 100,
    }
    const prem = mine ? p.premium : other.prem
    const limit = mine ? p.coverageAmount : other.limit
    totalPrem += prem
    totalLimit += limit
    const xs = cols.reduce<number[]>((a, c) => [...a, (a[a.length - 1] ?? L) + c], [L])
    const at = (j: number): number => xs[j]! + 3
    const rightAt = (j: number): number => xs[j + 1]! - 3
    if (mine) s.band(L + 0.5, y - 10, R - L - 1, rh - 1, 0.9)
    s.text(String(i), at(0), y, 7.5, mine)
    if (mine) {
      s.value('policy.policyNumber', txt(p.policyNumber), at(1), y, 7.5)
      s.value(
        'policy.namedInsured',
        txt(p.namedInsured),
        at(2),
        y,
        fitSize(s, p.namedInsured, cols[2]! - 6, 7.5),
      )
      s.value('property.address', txt(p.street), at(3), y, 7.5)
      s.text(`${p.city}, ${p.state}`, at(4), y, 7.5)
      s.value('property.yearBuilt', year(p.yearBuilt), at(5), y, 7.5)
      s.value('policy.effectiveDate', dt(p.effectiveDate, D), at(6), y, 7.5)
      s.value('policy.expirationDate', dt(p.expirationDate, D), at(7), y, 7.5)
      s.value('policy.coverageAmount', cash(p.coverageAmount, 'bare'), rightAt(8), y, 7.5, {
        align: 'right',
      })
      s.value('policy.deductible', cash(p.deductible, 'bare'), rightAt(9), y, 7.5, {
        align: 'right',
      })
      s.value('policy.premium', cash(p.premium, 'bare-cents'), rightAt(10), y, 7.5, {
        align: 'right',
      })
    } else {
      s.text(other.number, at(1), y, 7.5)
      s.text(other.insured, at(2), y, 7.5)
      s.text(other.street, at(3), y, 7.5)
      s.text(`${other.place[0]}, ${other.place[1]}`, at(4), y, 7.5)
      s.text(String(other.built), at(5), y, 7.5)
      s.text(printDate(eff, D), at(6), y, 7.5)
      s.text(printDate(addDays(eff, 365), D), at(7), y, 7.5)
      s.right(printMoney(limit, 'bare'), rightAt(8), y, 7.5)
      s.right(printMoney(other.ded, 'bare'), rightAt(9), y, 7.5)
      s.right(printMoney(prem, 'bare-cents'), rightAt(10), y, 7.5)
    }
    s.right(printMoney(Math.round(prem * 15) / 100, 'bare-cents'), rightAt(11), y, 7.5)
  }
  const ty = top + 16 + rows * rh + 11
  const xs = cols.reduce<number[]>((a, c) => [...a, (a[a.length - 1] ?? L) + c], [L])
  s.text(`Totals (${rows} risks)`, xs[1]! + 3, ty, 7.5, true)
  s.right(printMoney(totalLimit, 'bare'), xs[9]! - 3, ty, 7.5, true)
  s.right(printMoney(Math.round(totalPrem * 100) / 100, 'bare-cents'), xs[11]! - 3, ty, 7.5, true)
  s.right(printMoney(Math.round(totalPrem * 15) / 100, 'bare-cents'), xs[12]! - 3, ty, 7.5, true)
  const fy = ty + 30
  s.text(
    'Net premium due to insurer = gross premium less commission, payable 45 days after month end. Limits and deductibles in whole dollars.',
    L,
    fy,
    7.5,
  )
  s.text('Signed for the coverholder ______________________', L, fy + 30, 8)
  s.text(
    `Reviewed for the insurer ______________________  (${p.agentName} is not a party)`,
    380,
    fy + 30,
    8,
  )
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'bm01',
    name: 'renewal-offer-coupon',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.renewal,
    features:
      'renewal offer letter: carrier in a band logo and a small line below it, the insured in an address block, the policy number in a "Re:" line; the renewal term ("January 5, 2026") after the expiring one in the same sentence; the dwelling limit in words and figures ("Three Hundred Forty Thousand Dollars ($340,000)") beside last year\'s; deductible, renewal premium (not this year\'s or the installment), mortgagee and loan, agent all inside sentences; a detachable payment coupon below a dashed cut line repeating number, insured and full premium beside the first installment',
    render: renewalOffer,
  },
  {
    id: 'bm02',
    name: 'program-bordereau-row',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.bordereau,
    features:
      'a dwelling program\'s monthly premium bordereau on a landscape page: coverholder (the producer) and insurer in the header; an underwriting query box names one insured and its line number; a ruled listing of 7–10 policies (number, insured, risk address, city, year built, inception, expiry "01-05-2026", building limit, deductible, gross premium, commission), the queried row (never the first or last) shaded; totals row; never a lender',
    render: bordereau,
  },
]
