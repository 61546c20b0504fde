/**
 * A wholesale broker's bind confirmation to the retail agent for a coastal home placed with a
 * non-admitted insurer: the wholesaler's letterhead, the carrier as "Paper", "Risk address", a
 * premium broken into fees and surplus lines taxes, the named-storm deductible in dollars beside
 * the all-other-perils one, subjectivities (family hj07).
 */
import { cash, cityLine, dt, endX, fitSize, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { WHOLESALERS, brandOf, printDate, printMoney } from './words'

/**
 * A bind confirmation: the wholesaler's letterhead, addressee (the retail agency, the producer),
 * a two-column block of "KEY: value" pairs, coverages and deductibles in a ruled table, the
 * premium build-up, mortgagees and numbered subjectivities.
 */
async function bindConfirmation(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 46
  const R = 566
  const D = 'd-month-y' as const
  const wholesaler = pick(rnd, WHOLESALERS)
  s.text(wholesaler, L, 44, 13, true)
  s.text(
    `Excess & surplus lines  -  personal property  -  licence no. ${digits(rnd, 7)}`,
    L,
    57,
    8,
    false,
    0.35,
  )
  s.right('BIND CONFIRMATION', R, 44, 12, true)
  s.right(`Quote ${digits(rnd, 6)}-${int(rnd, 1, 4)}`, R, 57, 8)
  s.hline(L, R, 64, 1)
  let y = 84
  const t = s.text('To:', L, y, 9.5, true)
  s.value('policy.producer', txt(p.producer), endX(s, t) + 8, y, 9.5)
  s.text(`Attn: ${p.agentName}`, L + 24, y + 12, 9)
  s.right(`Bound ${printDate(addDays(p.effectiveDate, -int(rnd, 1, 6)), D)}`, R, y, 9)
  y += 34
  y = s.prose(
    [
      'Thank you for your bind request. Coverage is bound as follows, subject to the subjectivities below. The policy will be issued within 30 days; this confirmation is not evidence for the lender.',
    ],
    L,
    y,
    9,
    R - L,
  )
  y += 8
  const K = 108
  const pair = (label: string, x: number, yy: number, draw: (vx: number) => void): void => {
    s.text(`${label}:`, x, yy, 8.5, true)
    draw(x + K)
  }
  const top = y
  pair('Insured', L, y, (vx) => void s.value('policy.namedInsured', txt(p.namedInsured), vx, y, 9))
  y += 13
  pair('Risk address', L, y, (vx) => void s.value('property.address', txt(p.street), vx, y, 9))
  y += 12
  s.text(cityLine(p), L + K, y, 9)
  y += 13
  pair('Year built', L, y, (vx) => {
    const a = s.value('property.yearBuilt', year(p.yearBuilt), vx, y, 9)
    s.text(`/ roof ${p.roofYear}`, endX(s, a) + 4, y, 9)
  })
  y += 13
  pair(
    'Construction',
    L,
    y,
    (vx) => void s.text(pick(rnd, ['Masonry', 'Frame on pilings', 'ICF']), vx, y, 9),
  )
  const X2 = L + 270
  let y2 = top
  pair('Paper', X2, y2, (vx) => {
    const lines = s.split(p.carrier, 9, R - vx)
    s.valueLines('policy.carrier', lines, p.carrier, vx, y2, 9, 11)
    y2 += (lines.length - 1) * 11
  })
  y2 += 12
  s.text('non-admitted; AM Best A- (VIII)', X2 + K, y2, 8, false, 0.35)
  y2 += 13
  pair(
    'Policy no.',
    X2,
    y2,
    (vx) => void s.value('policy.policyNumber', txt(p.policyNumber), vx, y2, 9, { bold: true }),
  )
  y2 += 13
  pair(
    'Effective',
    X2,
    y2,
    (vx) => void s.value('policy.effectiveDate', dt(p.effectiveDate, D), vx, y2, 9),
  )
  y2 += 13
  pair(
    'Expiring',
    X2,
    y2,
    (vx) => void s.value('policy.expirationDate', dt(p.expirationDate, D), vx, y2, 9),
  )
  y = Math.max(y, y2) + 22
  const cols = [170, 110, 240]
  const xs = [L, L + 170, L + 280]
  const rowsH = [15]
  const ctop = y
  s.band(L, y, R - L, 15, 0.86)
  ;['Coverage', 'Limit', 'Basis / deductible'].forEach((h, i) =>
    s.text(h, xs[i]! + 4, y + 10.5, 8, true),
  )
  y += 15
  const storm = Math.round((p.coverageAmount * p.percent) / 100)
  const cov: Array<[string, () => void, string]> = [
    [
      'A - Dwelling',
      () =>
        void s.value(
          'policy.coverageAmount',
          cash(p.coverageAmount, 'usd'),
          xs[1]! + 4,
          y + 11,
          8.5,
        ),
      'Replacement cost',
    ],
    [
      'B - Other structures',
      () => void s.text(printMoney(p.otherStructures, 'usd'), xs[1]! + 4, y + 11, 8.5),
      'Replacement cost',
    ],
    [
      'C - Personal property',
      () => void s.text(printMoney(p.contents, 'usd'), xs[1]! + 4, y + 11, 8.5),
      'Actual cash value',
    ],
    [
      'D - Loss of use',
      () => void s.text(printMoney(p.lossOfUse, 'usd'), xs[1]! + 4, y + 11, 8.5),
      '12 months ALS',
    ],
    [
      'E - Personal liability',
      () => void s.text(printMoney(p.liability, 'usd'), xs[1]! + 4, y + 11, 8.5),
      '',
    ],
  ]
  for (const [label, draw, basis] of cov) {
    s.text(label, xs[0]! + 4, y + 11, 8.5)
    draw()
    s.text(basis, xs[2]! + 4, y + 11, 8.5)
    rowsH.push(15)
    y += 15
  }
  s.text('Deductibles', xs[0]! + 4, y + 11, 8.5, true)
  s.text(
    `Named storm ${p.percent}% of Cov. A (${printMoney(storm, 'usd')})`,
    xs[2]! + 4,
    y + 11,
    8.5,
  )
  const a = s.text('All other perils', xs[2]! + 4, y + 23, 8.5)
  s.value(
    'policy.deductible',
    cash(p.deductible, 'usd'),
    endX(s, a) + s.width(' ', 8.5),
    y + 23,
    8.5,
  )
  rowsH.push(29)
  y += 29
  s.grid(L, ctop, cols, rowsH)
  y += 20
  s.text('Premium', L, y, 9, true)
  const fee = p.policyFee
  const insp = pick(rnd, [150, 175, 250])
  const slTax = Math.round((p.premium + fee + insp) * 0.0494 * 100) / 100
  const stamp = Math.round((p.premium + fee + insp) * 0.0018 * 100) / 100
  const lines: Array<[string, number | 'answer']> = [
    ['Premium (fully earned after 10 days)', 'answer'],
    ['Policy fee', fee],
    ['Inspection fee', insp],
    ['Surplus lines tax 4.94%', slTax],
    ['Stamping fee 0.18%', stamp],
  ]
  y += 13
  for (const [label, n] of lines) {
    s.text(label, L + 10, y, 8.5)
    if (n === 'answer')
      s.value('policy.premium', cash(p.premium, 'cents'), L + 300, y, 8.5, { align: 'right' })
    else s.right(printMoney(n, 'cents'), L + 300, y, 8.5)
    y += 12
  }
  s.hline(L + 220, L + 300, y - 8, 0.5)
  s.text('Total payable to us', L + 10, y + 2, 8.5, true)
  s.right(printMoney(p.premium + fee + insp + slTax + stamp, 'cents'), L + 300, y + 2, 8.5, true)
  y += 24
  s.text('Mortgagee', L, y, 9, true)
  y += 13
  if (p.hasMortgagee) {
    const m = s.value(
      'policy.mortgagee',
      txt(p.mortgagee),
      L + 10,
      y,
      fitSize(s, p.mortgagee, 330, 8.5),
    )
    s.text('ISAOA ATIMA', endX(s, m) + 6, y, 8.5)
    const l = s.text('Loan#', L + 10, y + 12, 8.5)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, l) + s.width(' ', 8.5), y + 12, 8.5)
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L + 150, y + 12, 8.5)
    y += 28
  } else {
    s.text('None per bind request (cash purchase).', L + 10, y, 8.5)
    y += 16
  }
  s.text('Subjectivities (due within 30 days of binding)', L, y, 9, true)
  y += 13
  const subj = [
    'Signed application and surplus lines disclosure (D-1).',
    'Wind mitigation inspection dated within 5 years, or a 10% surcharge applies.',
    `Photos of all four elevations and the roof; roof year ${p.roofYear} to be confirmed.`,
    'No known losses in the last 5 years; a loss history report will be ordered.',
  ]
  subj.forEach((t2, i) => {
    s.text(`${i + 1}. ${t2}`, L + 10, y, 8.5)
    y += 12
  })
  y += 12
  s.text(
    `This insurance is issued pursuant to the surplus lines law. It is not protected by the state guaranty fund. ${brandOf(p.carrier)} is not licensed in the state.`,
    L,
    y,
    7,
    false,
    0.35,
  )
  return s.finish()
}

export const FAMILIES_G: readonly BlindFamily[] = [
  {
    id: 'hj07',
    name: 'wholesale-bind-confirmation',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.bindConfirmation,
    features:
      'a wholesale broker\'s bind confirmation to the retail agent (the producer, after "To:"): two columns of "Label:" pairs (Insured, Risk address, Paper, Effective / Expiring as 5 January 2026), a coverage table in USD, the named-storm deductible in dollars above the all-other-perils one, a premium build-up with surplus lines tax',
    render: bindConfirmation,
  },
]
