/**
 * An ALTA combined settlement statement of a home purchase: the seller's columns left, the
 * description in the middle, the borrower's columns right; the homeowner's insurance premium is
 * one line among the borrower's charges (insurer and policy in its description), the new lender
 * and loan in the header, and the seller's loan payoff to another lender below (family rw08).
 */
import { dt, endX, fitSize, txt, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import {
  FAMILY_NAMES,
  GIVEN_NAMES,
  SETTLEMENT_AGENTS,
  amount,
  printDate,
  printMoney,
} from './words'

async function settlementStatement(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 30
  const R = 582
  const D = 'mdy' as const
  const M = 'bare-cents' as const
  const agent = pick(rnd, SETTLEMENT_AGENTS)
  const closing = p.effectiveDate
  s.center(agent, 306, 40, 12, true)
  s.center('ALTA Combined Settlement Statement', 306, 55, 10, true)
  s.center(
    `File No. ${digits(rnd, 2)}-${digits(rnd, 5)}   Printed ${printDate(addDays(closing, -1), D)}`,
    306,
    67,
    8,
  )
  // The header block: three columns of captions and values.
  let y = 88
  const cap = (t: string, x: number, yy: number): void => {
    s.text(t, x, yy, 7.5, true)
  }
  cap('Property', L, y)
  s.value('property.address', txt(p.street), L + 62, y, 8.5)
  s.text(`${p.city}, ${p.state} ${p.zip}`, L + 62, y + 10, 8.5)
  cap('Borrower', L, y + 24)
  s.value('policy.namedInsured', txt(p.namedInsured), L + 62, y + 24, 8.5)
  cap('Seller', L, y + 38)
  s.text(`${pick(rnd, GIVEN_NAMES)} ${pick(rnd, FAMILY_NAMES)}`, L + 62, y + 38, 8.5)
  const rx = 330
  cap('Lender', rx, y)
  if (p.hasMortgagee) {
    const lines = s.split(p.mortgagee, 8.5, R - rx - 62)
    s.valueLines('policy.mortgagee', lines, p.mortgagee, rx + 62, y, 8.5, 10)
    cap('Loan No.', rx, y + 24)
    s.value('policy.loanNumber', txt(p.loanNumber), rx + 62, y + 24, 8.5)
  } else {
    s.text('None (cash purchase)', rx + 62, y, 8.5)
  }
  cap('Settlement Date', rx, y + 38)
  s.text(printDate(closing, D), rx + 62 + 20, y + 38, 8.5)
  cap('Disbursement', rx, y + 50)
  s.text(printDate(addDays(closing, 1), D), rx + 62 + 20, y + 50, 8.5)
  y += 66
  const cols = [62, 62, 304, 62, 62]
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0))
  const top = y
  s.band(L, top, R - L, 22, 0.85)
  const heads: Array<[string, string]> = [
    ['Seller', 'Debit'],
    ['Seller', 'Credit'],
    ['', 'Description'],
    ['Borrower', 'Debit'],
    ['Borrower', 'Credit'],
  ]
  heads.forEach(([who, what], i) => {
    if (who !== '') s.center(who, xs[i]! + cols[i]! / 2, top + 9, 7.5, true)
    s.center(what, xs[i]! + cols[i]! / 2, top + (who === '' ? 14 : 19), 7.5, true)
  })
  y = top + 22
  const price = Math.round((p.coverageAmount * (0.9 + rnd() * 0.4)) / 500) * 500
  const loanAmount = Math.round((price * pick(rnd, [0.8, 0.9, 0.95])) / 100) * 100
  const f = 7.8
  const amt = (col: number, v: number, yy: number): void => {
    s.right(printMoney(v, M), xs[col]! + cols[col]! - 3, yy, f)
  }
  const head = (t: string): void => {
    y += 13
    s.text(t, xs[2]! + 3, y, f, true)
  }
  const row = (desc: string, cells: Array<[number, number]>): void => {
    y += 11
    s.text(desc, xs[2]! + 9, y, f)
    for (const [c, v] of cells) amt(c, v, y)
  }
  head('Financial')
  row('Sale Price of Property', [
    [1, price],
    [3, price],
  ])
  row('Deposit', [[4, int(rnd, 5, 25) * 1000]])
  if (p.hasMortgagee) row('Loan Amount', [[4, loanAmount]])
  head('Prorations/Adjustments')
  const tax = int(rnd, 300, 2400) + int(rnd, 0, 99) / 100
  row(`County Taxes ${printDate(`${closing.slice(0, 4)}-01-01`, D)} to ${printDate(closing, D)}`, [
    [0, tax],
    [4, tax],
  ])
  if (p.hasMortgagee) {
    head('Loan Charges')
    row('Origination Fee  0.500%', [[3, Math.round(loanAmount * 0.005)]])
    row('Appraisal Fee', [[3, pick(rnd, [550, 650, 725])]])
    head('Impounds')
    const monthly = Math.round((p.premium / 12) * 100) / 100
    row(`Homeowner's Insurance  3 mo. @ ${printMoney(monthly, M)}/mo`, [
      [3, Math.round(monthly * 300) / 100],
    ])
    row(`Property Taxes  4 mo. @ ${printMoney(Math.round(tax / 6), M)}/mo`, [
      [3, Math.round(tax / 6) * 4],
    ])
  }
  head('Title Charges & Escrow / Settlement Charges')
  if (p.hasMortgagee)
    row(`Lender's Title Insurance - Coverage ${printMoney(loanAmount, M)}`, [
      [3, int(rnd, 400, 1400)],
    ])
  row(`Owner's Title Insurance - Coverage ${printMoney(price, M)}`, [[0, int(rnd, 800, 2600)]])
  row(`Settlement Fee - ${agent}`, [
    [0, 450],
    [3, 450],
  ])
  head('Miscellaneous')
  {
    // The answer: the homeowner's insurance premium paid at closing, over two description lines.
    y += 11
    s.value(
      'policy.premium',
      { printed: printMoney(p.premium, M), normalized: amount(p.premium) },
      xs[3]! + 59,
      y,
      f,
      {
        align: 'right',
      },
    )
    const lead = s.text("Homeowner's Insurance Premium (12 mo.) to", xs[2]! + 9, y, f)
    // A long insurer's name goes on lines of its own under the caption.
    const room = xs[3]! - 4 - (endX(s, lead) + 3)
    if (s.width(p.carrier, f) <= room)
      s.value('policy.carrier', txt(p.carrier), endX(s, lead) + 3, y, f)
    else {
      const lines = s.split(p.carrier, f, cols[2]! - 22)
      y = s.valueLines('policy.carrier', lines, p.carrier, xs[2]! + 17, y + 10, f, 10) - 10
    }
    y += 10
    const pol = s.text('Policy', xs[2]! + 17, y, f)
    s.value('policy.policyNumber', txt(p.policyNumber), endX(s, pol) + 3, y, f)
    const eff = s.text('eff.', endX(s, pol) + 80, y, f)
    const a = s.value('policy.effectiveDate', dt(p.effectiveDate, D), endX(s, eff) + 3, y, f)
    s.text('-', endX(s, a) + 3, y, f)
    s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, a) + 10, y, f)
    y += 10
    const ag = s.text('Agent:', xs[2]! + 17, y, f)
    s.value('policy.producer', txt(p.producer), endX(s, ag) + 3, y, f)
  }
  row(`Home Warranty - ${pick(rnd, FAMILY_NAMES)} Home Shield`, [[0, pick(rnd, [495, 550, 625])]])
  head('Payoff(s)')
  row('Payoff of First Mortgage Loan to', [[0, Math.round(price * 0.41)]])
  y += 10
  s.text(p.secondLender, xs[2]! + 17, y, fitSize(s, p.secondLender, cols[2]! - 22, f))
  row(`  Loan #${p.secondLoanNumber}, interest to ${printDate(addDays(closing, 3), D)}`, [])
  y += 8
  s.grid(L, top, cols, [22, y - top - 22])
  y += 16
  s.text(
    'Acknowledgement: we have carefully reviewed this statement and find it to be a true and accurate statement of all receipts and disbursements.',
    L,
    y + 12,
    7,
  )
  return s.finish()
}

export const FAMILIES_H: readonly BlindFamily[] = [
  {
    id: 'rw08',
    name: 'alta-combined-settlement-statement',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.settlement,
    features:
      "an ALTA combined settlement statement: seller's columns left, description centre, borrower's right; the homeowner's insurance premium a line of the borrower's charges with the insurer in its description and the policy number, term and agent on two lines under it; the lender and loan in the header; impounds, title coverages, the loan amount and the seller's payoff to another lender with its loan number as decoys",
    render: settlementStatement,
  },
]
