/**
 * Families bq10–bq12: a vacant-dwelling binder printed as a narrow counter receipt (a thermal
 * printer's page, labels and values on one line or the value wrapped under its label), a London
 * market slip for a U.S. property (capital headings in a left column, wording at the right, dates
 * written day first and said to be, amounts "USD 1.25M" and "USD 5 000"), and manufactured-home
 * declarations in plain-language questions and answers above a tear-off payment coupon.
 */
import { cash, chance, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'

/** A counter receipt that is also the binder: 3.2 inches wide, courier, dashed rules. */
async function receiptBinder(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const W = 230
  const s = await Sheet.create('courier', [W, 700])
  const size = 7.2
  const X = 10
  const RX = W - 10
  let y = 24
  const dashes = (): void => {
    s.text('-'.repeat(Math.floor((RX - X) / s.width('-', size))), X, y, size)
    y += 11
  }
  s.center(p.producer.toUpperCase(), W / 2, y, 8, true)
  y += 10
  s.center(`${p.agencyPhone}  AGT ${p.agencyCode}`, W / 2, y, size)
  y += 14
  dashes()
  s.center('PAYMENT RECEIPT / BINDER', W / 2, y, 8, true)
  y += 10
  s.center('VACANT DWELLING - SPECIAL FORM', W / 2, y, size)
  y += 14
  dashes()
  /** A label at the left and a value at the right, or the value under it when too long. */
  const item = (label: string, v: Printed | string, field?: ExtractionFieldId): void => {
    const printed = typeof v === 'string' ? v : v.printed
    const fits = s.width(label, size) + s.width(printed, size) + 8 < RX - X
    if (!fits) {
      s.text(label, X, y, size)
      y += 9.5
    }
    if (field !== undefined && typeof v !== 'string')
      s.value(field, v, RX, y, size, { align: 'right' })
    else s.right(printed, RX, y, size)
    if (fits) s.text(label, X, y, size)
    y += 10.5
  }
  const when = addDays(p.effectiveDate, -int(rnd, 0, 6))
  item(
    'DATE',
    `${printDate(when, 'mdy')} ${int(rnd, 9, 16)}:${String(int(rnd, 0, 59)).padStart(2, '0')}`,
  )
  item('RECEIPT #', `R${digits(rnd, 7)}`)
  item('CASHIER', p.agentName.split(' ')[0]!.toUpperCase())
  dashes()
  item('COMPANY', txt(p.carrier), 'policy.carrier')
  item('BINDER/POLICY #', txt(p.policyNumber), 'policy.policyNumber')
  item('OWNER', txt(p.namedInsured), 'policy.namedInsured')
  item('PREMISES', txt(p.street), 'property.address')
  s.right(cityLine(p), RX, y, size)
  y += 10.5
  item('YR BUILT', year(p.yearBuilt), 'property.yearBuilt')
  item('VACANT SINCE', printDate(addDays(p.effectiveDate, -int(rnd, 40, 400)), 'mdy'))
  item('EFFECTIVE', dt(p.effectiveDate, 'mdy'), 'policy.effectiveDate')
  item('EXPIRES', dt(p.expirationDate, 'mdy'), 'policy.expirationDate')
  item('AMT OF INS - DWELLING', cash(p.coverageAmount, 'dollars'), 'policy.coverageAmount')
  item('DEDUCTIBLE', cash(p.deductible, 'dollars'), 'policy.deductible')
  item('VANDALISM/MAL MISCH', 'EXCLUDED')
  item('ANNUAL PREMIUM', cash(p.premium, 'cents'), 'policy.premium')
  item('MIN EARNED PREM', printMoney(pick(rnd, [250, 500]), 'cents'))
  if (p.hasMortgagee) {
    item('MORTGAGEE', txt(p.mortgagee), 'policy.mortgagee')
    item('LOAN #', txt(p.loanNumber), 'policy.loanNumber')
  } else item('MORTGAGEE', 'NONE')
  dashes()
  const down = Math.round(p.premium * 0.35 * 100) / 100
  item('DOWN PAYMENT', printMoney(down, 'cents'))
  item('TENDERED (CHECK)', printMoney(down, 'cents'))
  item('BALANCE DUE', printMoney(Math.round((p.premium - down) * 100) / 100, 'cents'))
  item('NEXT DUE', printDate(addDays(p.effectiveDate, 30), 'mdy'))
  dashes()
  const lines = [
    'COVERAGE IS BOUND AS SHOWN,',
    'SUBJECT TO INSPECTION WITHIN',
    '30 DAYS. BINDER VALID 60 DAYS.',
    `CLAIMS ${p.claimsPhone}`,
    'THANK YOU!',
  ]
  for (const l of lines) {
    s.center(l, W / 2, y, size)
    y += 10
  }
  return s.finish()
}

/** A market slip: capital headings in a left column, wording on the right. */
async function marketSlip(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 50
  const V = 190
  const R = 560
  const size = 8.5
  const D = 'dmy-dot' as const
  s.center('RISK DETAILS', 306, 50, 12, true)
  s.center(
    `Binding Authority Contract B${digits(rnd, 4)}BA${digits(rnd, 4)}  ·  Coverholder: ${p.producer}`,
    306,
    63,
    7.5,
  )
  let y = 92
  type Part = string | { field: ExtractionFieldId; v: Printed }
  const heading = (h: string, parts: readonly Part[][]): void => {
    s.text(h, L, y, size, true)
    for (const line of parts) {
      let x = V
      for (const part of line) {
        if (typeof part === 'string') {
          // Punctuation that follows a value is set against it.
          const px = /^[,;.]/.test(part) ? x - 3 : x
          x = endX(s, s.text(part, px, y, size)) + 3
        } else x = endX(s, s.value(part.field, part.v, x, y, size)) + 3
      }
      y += 11
    }
    y += 7
  }
  heading('UNIQUE MARKET REFERENCE:', [[{ field: 'policy.policyNumber', v: txt(p.policyNumber) }]])
  heading('TYPE:', [['Property - Commercial Buildings and Contents, All Risks']])
  heading('INSURED:', [
    [{ field: 'policy.namedInsured', v: txt(p.namedInsured) }],
    [`${p.mailingStreet}, ${p.mailingCity}`],
  ])
  heading('PERIOD:', [
    [
      'From',
      { field: 'policy.effectiveDate', v: dt(p.effectiveDate, D) },
      'to',
      { field: 'policy.expirationDate', v: dt(p.expirationDate, D) },
      'both days inclusive,',
    ],
    ['local standard time at the situation.'],
    ['All dates in this slip are written day first (DD.MM.YYYY).'],
  ])
  heading('SITUATION:', [
    ['Location 1:', { field: 'property.address', v: txt(p.street) }, `, ${cityLine(p)}`],
    [
      'Year of construction:',
      { field: 'property.yearBuilt', v: year(p.yearBuilt) },
      `; roof updated ${p.roofYear}`,
    ],
  ])
  heading('SUM INSURED:', [
    [
      { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'usd-m') },
      'Buildings, any one occurrence',
    ],
    [
      `${printMoney(p.contents, 'usd-spaced')} Contents; ${printMoney(p.lossOfUse, 'usd-spaced')} Business Income (12 months)`,
    ],
  ])
  heading('DEDUCTIBLE:', [
    [
      { field: 'policy.deductible', v: cash(p.deductible, 'usd-spaced') },
      'each and every loss, all perils',
    ],
    [`Named windstorm: ${p.percent}% of the sum insured at the time of loss`],
  ])
  heading('PREMIUM:', [
    [
      { field: 'policy.premium', v: cash(p.premium, 'usd-spaced') },
      'annual, 100%, excluding taxes and fees',
    ],
  ])
  const tax = Math.round(p.premium * 0.036 * 100) / 100
  heading('TAXES PAYABLE BY INSURED:', [
    [
      `Surplus lines tax 3.6% ${printMoney(tax, 'usd-spaced')}; stamping fee ${printMoney(Math.round(p.premium * 0.0018 * 100) / 100, 'usd-spaced')}`,
    ],
  ])
  heading(
    'LOSS PAYEE:',
    p.hasMortgagee
      ? [
          [{ field: 'policy.mortgagee', v: txt(p.mortgagee) }, 'as their interest may appear'],
          ['Loan reference', { field: 'policy.loanNumber', v: txt(p.loanNumber) }],
        ]
      : [['None advised']],
  )
  heading('CHOICE OF LAW:', [[`The law of the State of ${p.state}, United States of America`]])
  heading('BROKER:', [
    [{ field: 'policy.producer', v: txt(p.producer) }],
    [`Producing broker code ${p.agencyCode}`],
  ])
  y += 6
  s.text('SECURITY DETAILS', L, y, 11, true)
  y += 18
  heading('INSURER:', [
    [{ field: 'policy.carrier', v: txt(p.carrier) }],
    [`100% of the whole; NAIC ${p.naic}`],
  ])
  heading('BROKERAGE:', [[`${pick(rnd, [12.5, 15, 17.5])}% of gross premium`]])
  heading('SUBJECTIVITIES:', [
    [`Prior policy ${p.priorPolicyNumber} to be cancelled flat;`],
    [`loss run showing claim ${p.claimNumber} closed`],
  ])
  s.text(`Slip prepared ${printDate(p.issueDate, D)}`, L, 760, 7.5)
  s.right('Page 1 of 1', R, 760, 7.5)
  return s.finish()
}

/** Plain-language questions and answers, then a coupon to tear off. */
async function questionsAndCoupon(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 60
  const R = 552
  s.logo(brandOf(p.carrier), L, 60, 18, 'plain')
  s.right('Your Manufactured Home Policy', R, 52, 12, true)
  s.right('Declarations and premium notice', R, 66, 9.5)
  let y = 104
  const q = (question: string): void => {
    s.text(question, L, y, 11.5, true)
    y += 16
  }
  const a = (runs: Parameters<Sheet['prose']>[0]): void => {
    y = s.prose(runs, L + 14, y, 10.5, R - L - 14) + 6
  }
  q('Who is insured?')
  a([
    { field: 'policy.namedInsured', printed: p.namedInsured, normalized: p.namedInsured },
    ` of ${p.mailingStreet}, ${p.mailingCity}.`,
  ])
  q('Who is insuring you?')
  a([
    { field: 'policy.carrier', printed: p.carrier, normalized: p.carrier },
    ', policy number ',
    { field: 'policy.policyNumber', printed: p.policyNumber, normalized: p.policyNumber },
    '.',
  ])
  q('What home is covered?')
  const make = pick(rnd, ['Redbud Homes', 'Thimbleberry Cottage', 'Skylark Homes'])
  a([
    'Your ',
    { field: 'property.yearBuilt', ...year(p.yearBuilt) },
    ` ${make} single-wide, serial ${pick(rnd, ['TN', 'GA', 'AL'])}${digits(rnd, 8)}${pick(rnd, ['A', 'AB'])}, set on a permanent foundation at `,
    { field: 'property.address', printed: p.street, normalized: p.street },
    `, ${cityLine(p)}.`,
  ])
  q('When are you covered?')
  a([
    'From ',
    { field: 'policy.effectiveDate', ...dt(p.effectiveDate, 'month-d-y') },
    ' through ',
    { field: 'policy.expirationDate', ...dt(p.expirationDate, 'month-d-y') },
    ', starting and ending at 12:01 a.m.',
  ])
  q('How much is the home insured for?')
  a([
    { field: 'policy.coverageAmount', ...cash(p.coverageAmount, 'dollars') },
    ` for the home itself; ${printMoney(p.otherStructures, 'dollars')} for sheds and carports; ${printMoney(p.contents, 'dollars')} for your belongings.`,
  ])
  q('What do you pay first when there is a claim?')
  a([
    'Your deductible is ',
    { field: 'policy.deductible', ...cash(p.deductible, 'dollars') },
    ` per claim (${printMoney(Math.max(p.deductible, 2500), 'dollars')} for wind and hail while the home is unattended).`,
  ])
  q('What does the policy cost?')
  a([
    'The premium for the year is ',
    { field: 'policy.premium', ...cash(p.premium, 'cents') },
    `. Last year you paid ${printMoney(p.priorPremium, 'cents')}. You chose to pay in four installments, each with a ${printMoney(p.installmentFee, 'cents')} fee.`,
  ])
  q('Is anyone else named on the policy?')
  if (p.hasMortgagee)
    a([
      'Yes: your lender, ',
      { field: 'policy.mortgagee', printed: p.mortgagee, normalized: p.mortgagee },
      ', loan ',
      { field: 'policy.loanNumber', printed: p.loanNumber, normalized: p.loanNumber },
      ', is paid on any claim for the home along with you.',
    ])
  else a(['No. There is no lienholder on this home.'])
  q('Who can help?')
  a([
    'Your agent, ',
    { field: 'policy.producer', printed: p.producer, normalized: p.producer },
    `, at ${p.agencyPhone}. For claims, call ${p.claimsPhone} at any hour.`,
  ])
  // The coupon: a dashed tear line and the first installment, not the premium.
  const top = 640
  let dx = L - 20
  while (dx < R + 20) {
    s.hline(dx, dx + 6, top, 0.6)
    dx += 10
  }
  s.text('Detach and return this part with your payment', L, top - 6, 7.5)
  s.text('PAYMENT COUPON', L, top + 22, 10, true)
  const due = printDate(addDays(p.effectiveDate, -10), 'month-d-y')
  const coupon: Array<[string, string]> = [
    ['Account', p.accountNumber],
    ['Installment 1 of 4 due', due],
    ['Amount due', printMoney(p.installment, 'cents')],
  ]
  coupon.forEach(([l, v], i) => {
    s.text(l, L, top + 40 + 13 * i, 9.5)
    s.text(v, L + 130, top + 40 + 13 * i, 9.5, true)
  })
  s.rect(360, top + 30, R - 360, 44, 0.8)
  s.text('Amount enclosed  $', 366, top + 56, 9.5)
  s.text(
    `${digits(rnd, 4)} ${p.accountNumber.replace('-', '')} ${String(Math.round(p.installment * 100)).padStart(8, '0')} ${chance(rnd, 0.5) ? 1 : 3}`,
    L,
    top + 100,
    10,
  )
  return s.finish()
}

export const FAMILIES_D: readonly BlindFamily[] = [
  {
    id: 'bq10',
    name: 'counter-receipt-binder',
    line: 'vacant',
    numberStyle: NUMBER_STYLES.vacant,
    features:
      'a vacant-dwelling binder printed as a 230-point-wide counter receipt in courier capitals: dashed rules, labels left and values right on one line or the value right-aligned under its label when both do not fit ("AMT OF INS - DWELLING"), "OWNER", "PREMISES", "VACANT SINCE", minimum earned premium, down payment, tendered, balance due and next due date beside the annual premium',
    render: receiptBinder,
  },
  {
    id: 'bq11',
    name: 'market-slip',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.slip,
    features:
      'a London market slip (risk details and security details) for a U.S. commercial building: capital headings with colons in a left column, wording at the right; "UNIQUE MARKET REFERENCE", "PERIOD: From 05.01.2026 to 05.01.2027 both days inclusive" with a sentence saying dates are day first, "SITUATION: Location 1:", "SUM INSURED: USD 1.25M", "USD 5 000 each and every loss", premium excluding taxes, surplus lines tax and stamping fee, "LOSS PAYEE … as their interest may appear", broker, insurer under SECURITY, brokerage, prior policy in the subjectivities',
    render: marketSlip,
  },
  {
    id: 'bq12',
    name: 'questions-and-coupon',
    line: 'manufactured',
    numberStyle: NUMBER_STYLES.manufactured,
    features:
      'manufactured-home declarations in plain-language questions ("Who is insured?", "What home is covered?", "How much is the home insured for?") each answered in a sentence holding the values (the model year is the year built, beside a serial number; "From January 5, 2026 through January 5, 2027"), last year\'s premium and installment fees in the answers, then a dashed tear line and a payment coupon with the first installment, its due date and a scan line',
    render: questionsAndCoupon,
  },
]
