/**
 * Families bz04–bz06: an agency's evidence-of-insurance letter to the lender (values in the address
 * block, the reference lines and running sentences), a page printed from a carrier's mobile app
 * (a narrow, tall page of cards with status and tab bars), and a wind-and-hail-only policy sent as
 * an invoice that doubles as the declarations (line items, an amount due and a remittance stub).
 */
import {
  cash,
  chance,
  cityLine,
  dt,
  insuredBesideLocation,
  txt,
  year,
  type BlindFamily,
} from './family'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'

/** A value to print: plain text, or a field's printed value. */
type Cell = string | { readonly field: ExtractionFieldId; readonly v: Printed }

async function evidenceLetter(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 72
  const R = 540
  const W = 612
  s.value('policy.producer', txt(p.producer), W / 2, 60, 15, { bold: true, align: 'center' })
  s.center(`${int(rnd, 10, 990)} Depot Street  ·  ${p.mailingCity}`, W / 2, 75, 9)
  s.center(
    `Tel ${p.agencyPhone}  ·  Fax ${p.agencyPhone.slice(0, 4)}${digits(rnd, 3)}.${digits(rnd, 4)}  ·  Lic. ${digits(rnd, 7)}`,
    W / 2,
    87,
    9,
  )
  s.hline(L, R, 96, 0.8)
  let y = 126
  s.text(printDate(p.issueDate, 'd-month-y'), L, y, 11)
  y += 30
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee), L, y, 11)
    for (const l of [
      'Its Successors and/or Assigns',
      'Attn: Hazard Insurance Dept.',
      p.lenderStreet,
      p.lenderCity,
    ]) {
      y += 13.5
      s.text(l, L, y, 11)
    }
  } else {
    for (const l of [
      `${brandOf(p.carrier)} Underwriting`,
      'Attn: Landlord Program',
      `${int(rnd, 100, 9900)} Underwriters Row`,
      p.lenderCity,
    ]) {
      s.text(l, L, y, 11)
      y += 13.5
    }
    y -= 13.5
  }
  y += 30
  s.text('Re:', L, y, 11, true)
  const refs: Array<[string, Cell]> = [
    ['Insured / Borrower', { field: 'policy.namedInsured', v: txt(p.namedInsured) }],
    ['Property', { field: 'property.address', v: txt(p.street) }],
    ['', cityLine(p)],
    ['Policy No.', { field: 'policy.policyNumber', v: txt(p.policyNumber) }],
  ]
  if (p.hasMortgagee) refs.push(['Loan No.', { field: 'policy.loanNumber', v: txt(p.loanNumber) }])
  refs.push(['Our file', p.accountNumber])
  for (const [label, value] of refs) {
    if (label !== '') s.text(`${label}:`, L + 30, y, 11)
    if (typeof value === 'string') s.text(value, L + 150, y, 11)
    else s.value(value.field, value.v, L + 150, y, 11, { bold: true })
    y += 14
  }
  y += 16
  s.text(p.hasMortgagee ? 'Dear Sir or Madam:' : 'To whom it may concern:', L, y, 11)
  y += 22
  y = s.prose(
    [
      'We are pleased to confirm that ',
      { field: 'policy.carrier', printed: p.carrier, normalized: p.carrier },
      ' has issued the policy referenced above, a Dwelling Property 3 (special form) policy written for a rented one-to-four family dwelling, for the policy period from ',
      { field: 'policy.effectiveDate', ...dt(p.effectiveDate, 'd-month-y') },
      ' to ',
      { field: 'policy.expirationDate', ...dt(p.expirationDate, 'd-month-y') },
      ', both days at 12:01 a.m. local time. The dwelling was built in ',
      { field: 'property.yearBuilt', ...year(p.yearBuilt) },
      ` and is of ${pick(rnd, ['frame', 'brick veneer', 'masonry'])} construction. The policy provides the following limits:`,
    ],
    L,
    y,
    11,
    R - L,
  )
  y += 4
  const limits: Array<[string, Cell]> = [
    [
      'Coverage A - Dwelling',
      { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'dollars') },
    ],
    ['Coverage B - Other Structures', printMoney(p.otherStructures, 'dollars')],
    ['Coverage D - Fair Rental Value', printMoney(p.lossOfUse, 'dollars')],
    ['Coverage L - Premises Liability', printMoney(p.liability, 'dollars')],
    ['Deductible, all perils', { field: 'policy.deductible', v: cash(p.deductible, 'dollars') }],
    ['Annual premium', { field: 'policy.premium', v: cash(p.premium, 'cents') }],
  ]
  for (const [label, value] of limits) {
    s.text(label, L + 40, y, 11)
    if (typeof value === 'string') s.right(value, L + 330, y, 11)
    else s.value(value.field, value.v, L + 330, y, 11, { align: 'right' })
    y += 14
  }
  y += 10
  const paid = chance(rnd, 0.5)
  y = s.prose(
    [
      paid
        ? `The premium was paid in full on ${printDate(addDays(p.issueDate, 6), 'd-month-y')}.`
        : `The insured pays in four installments of ${printMoney(p.installment, 'cents')}; the next is due ${printDate(addDays(p.effectiveDate, 90), 'd-month-y')}.`,
      p.hasMortgagee
        ? ' Your institution is named as first mortgagee under the standard mortgage clause and will receive ten days written notice of cancellation or non-renewal.'
        : ' No mortgagee or loss payee is named on this policy.',
      ` The previous term was written under policy ${p.priorPolicyNumber}.`,
    ],
    L,
    y,
    11,
    R - L,
  )
  y += 8
  s.prose(
    [
      'This letter is evidence of insurance only; it does not amend, extend or alter the coverage afforded by the policy.',
    ],
    L,
    y,
    10,
    R - L,
  )
  y += 50
  s.text('Sincerely,', L, y, 11)
  s.text(p.agentName, L, y + 40, 11)
  s.text('Account Manager', L, y + 53, 11)
  return s.finish()
}

async function appCard(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const size: readonly [number, number] = [400, 880]
  const s = await Sheet.create('helvetica', size)
  const [W, H] = size
  const M = 18
  s.text(`${int(rnd, 7, 11)}:${String(int(rnd, 0, 59)).padStart(2, '0')}`, M, 16, 9, true)
  s.right(`5G  ${int(rnd, 12, 99)}%`, W - M, 16, 8)
  s.text('< Policies', M, 42, 10, false, 0.3)
  s.text('Home', M, 70, 20, true)
  s.text(
    `${brandOf(p.carrier)} app  ·  updated ${printDate(addDays(p.issueDate, 2), 'mdy-short')}`,
    M,
    86,
    8,
    false,
    0.45,
  )
  let y = 102
  /** A card: a frame with a title and rows of a grey label left and a value right-aligned. */
  const card = (title: string, rows: ReadonlyArray<readonly [string, Cell, string?]>): void => {
    const h = 26 + rows.reduce((a, r) => a + (r[2] === undefined ? 20 : 31), 0)
    s.rect(M, y, W - 2 * M, h, 0.5)
    s.text(title, M + 10, y + 17, 10.5, true)
    let ry = y + 38
    for (const [label, value, sub] of rows) {
      s.text(label, M + 10, ry, 9, false, 0.45)
      if (typeof value === 'string') s.right(value, W - M - 10, ry, 10)
      else s.value(value.field, value.v, W - M - 10, ry, 10, { align: 'right', bold: true })
      if (sub !== undefined) {
        s.right(sub, W - M - 10, ry + 11, 8, false)
        ry += 11
      }
      ry += 20
    }
    y += h + 10
  }
  card('Policy', [
    ['Policy number', { field: 'policy.policyNumber', v: txt(p.policyNumber) }],
    ['Status', 'Active'],
    ['Insurer', { field: 'policy.carrier', v: txt(p.carrier) }],
    ['Policyholder', { field: 'policy.namedInsured', v: txt(p.namedInsured) }],
  ])
  card('Coverage period', [
    ['Started', { field: 'policy.effectiveDate', v: dt(p.effectiveDate, 'mdy-short') }],
    ['Renews on', { field: 'policy.expirationDate', v: dt(p.expirationDate, 'mdy-short') }],
  ])
  card('Property', [
    ['Address', { field: 'property.address', v: txt(p.street) }, cityLine(p)],
    ['Year built', { field: 'property.yearBuilt', v: year(p.yearBuilt) }],
  ])
  card("What's covered", [
    ['Dwelling', { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'dollars') }],
    ['Other structures', printMoney(p.otherStructures, 'dollars')],
    ['Personal property', printMoney(p.contents, 'dollars')],
    ['Loss of use', printMoney(p.lossOfUse, 'dollars')],
    ['Liability', printMoney(p.liability, 'dollars')],
    ['Deductible', { field: 'policy.deductible', v: cash(p.deductible, 'dollars') }],
  ])
  card('Billing', [
    ['Annual premium', { field: 'policy.premium', v: cash(p.premium, 'cents') }],
    [
      'Next payment',
      printMoney(p.installment, 'cents'),
      `due ${printDate(addDays(p.effectiveDate, 91), 'mdy-short')}`,
    ],
    ['Autopay', pick(rnd, ['On', 'Off'])],
  ])
  // The app masks the loan number on half the documents: then only the lender is an answer.
  if (p.hasMortgagee)
    card('Mortgage', [
      ['Lender', { field: 'policy.mortgagee', v: txt(p.mortgagee) }],
      chance(rnd, 0.5)
        ? ['Loan', { field: 'policy.loanNumber', v: txt(p.loanNumber) }]
        : ['Loan', `•••• ${p.loanNumber.slice(-4)}`],
    ])
  card('Your agent', [
    ['Agency', { field: 'policy.producer', v: txt(p.producer) }],
    ['Call', p.agencyPhone],
  ])
  s.hline(0, W, H - 44, 0.4)
  const tabs = ['Home', 'Policies', 'Claims', 'Documents', 'Profile']
  tabs.forEach((t, i) => s.center(t, (W / tabs.length) * (i + 0.5), H - 24, 8, i === 1))
  return s.finish()
}

async function invoiceDec(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 40
  const R = 572
  s.logo(brandOf(p.carrier).toUpperCase(), L + 5, 56, 16, 'frame')
  s.value('policy.carrier', txt(p.carrier), L, 80, 9, { bold: true })
  s.text('Windstorm and Hail Only Dwelling Policy', L, 92, 8.5)
  s.right('INVOICE / DECLARATIONS', R, 50, 15, true)
  const invoiceDate = addDays(p.issueDate, 3)
  const meta: Array<[string, string]> = [
    ['Invoice no.', `INV-${digits(rnd, 8)}`],
    ['Invoice date', printDate(invoiceDate, 'mdy-dash')],
    ['Payment due', printDate(addDays(p.effectiveDate, -5), 'mdy-dash')],
    ['Amount due', printMoney(p.installment, 'cents')],
  ]
  let my = 66
  for (const [k, v] of meta) {
    s.text(k, R - 190, my, 8.5, false, 0.4)
    s.right(v, R, my, 8.5, k === 'Amount due')
    my += 11
  }
  let y = 134
  s.text('BILL TO', L, y, 8, true)
  s.text('INSURED LOCATION', L + 270, y, 8, true)
  y = insuredBesideLocation(s, p, {
    x: L,
    dx: 270,
    y: y + 14,
    size: 10,
    leading: 12,
    builtLabel: 'Year built',
  }).y
  y += 24
  const boxes: Array<[string, Cell, number]> = [
    ['Policy number', { field: 'policy.policyNumber', v: txt(p.policyNumber) }, 120],
    ['Effective', { field: 'policy.effectiveDate', v: dt(p.effectiveDate, 'mdy-dash') }, 90],
    ['Expiration', { field: 'policy.expirationDate', v: dt(p.expirationDate, 'mdy-dash') }, 90],
    ['Producer', { field: 'policy.producer', v: txt(p.producer) }, R - L - 300],
  ]
  let bx = L
  for (const [label, value, w] of boxes) {
    s.rect(bx, y, w, 32, 0.5)
    s.text(label, bx + 5, y + 11, 7.5, false, 0.4)
    if (typeof value === 'string') s.text(value, bx + 5, y + 25, 9.5)
    else s.value(value.field, value.v, bx + 5, y + 25, 9.5, { bold: true })
    bx += w
  }
  y += 52
  const cols = [28, 230, 92, 90, 92]
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0))
  const right = (i: number): number => (xs[i] ?? L) + (cols[i] ?? 0) - 5
  s.band(L, y, R - L, 18, 0.2)
  const heads = ['#', 'Description', 'Limit', 'Deductible', 'Premium']
  heads.forEach((h, i) =>
    i < 2
      ? s.text(h, (xs[i] ?? L) + 5, y + 12.5, 8.5, true, 1)
      : s.text(h, right(i) - s.width(h, 8.5, true), y + 12.5, 8.5, true, 1),
  )
  y += 18
  const surcharge = Math.round(p.premium * 0.045 * 100) / 100
  const base = Math.round((p.premium - p.policyFee - surcharge) * 100) / 100
  const dwellingPart = Math.round(base * 0.78 * 100) / 100
  const otherPart = Math.round(base * 0.07 * 100) / 100
  const contentsPart = Math.round((base - dwellingPart - otherPart) * 100) / 100
  const items: Array<[string, Cell, string, number]> = [
    [
      'Dwelling - wind and hail',
      { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'dollars') },
      'ded',
      dwellingPart,
    ],
    [
      'Other structures - wind and hail',
      printMoney(p.otherStructures, 'dollars'),
      printMoney(p.deductible, 'dollars'),
      otherPart,
    ],
    [
      'Personal property - wind and hail',
      printMoney(p.contents, 'dollars'),
      printMoney(p.deductible, 'dollars'),
      contentsPart,
    ],
  ]
  items.forEach(([desc, limit, ded, prem], i) => {
    const ry = y + 14
    s.text(String(i + 1), (xs[0] ?? L) + 5, ry, 9)
    s.text(desc, (xs[1] ?? L) + 5, ry, 9)
    if (typeof limit === 'string') s.right(limit, right(2), ry, 9)
    else s.value(limit.field, limit.v, right(2), ry, 9, { align: 'right' })
    if (ded === 'ded')
      s.value('policy.deductible', cash(p.deductible, 'dollars'), right(3), ry, 9, {
        align: 'right',
      })
    else s.right(ded, right(3), ry, 9)
    s.right(printMoney(prem, 'cents'), right(4), ry, 9)
    s.hline(L, R, y + 20, 0.3)
    y += 20
  })
  const totals: Array<[string, Cell, boolean?]> = [
    ['Policy fee', printMoney(p.policyFee, 'cents')],
    ['Windpool assessment (4.5%)', printMoney(surcharge, 'cents')],
    ['Total annual premium', { field: 'policy.premium', v: cash(p.premium, 'cents') }, true],
    ['Paid to date', printMoney(0, 'cents')],
    ['Amount due now (installment 1 of 4)', printMoney(p.installment, 'cents'), true],
  ]
  y += 8
  for (const [label, value, bold] of totals) {
    y += 14
    s.right(label, right(3), y, 9, bold ?? false)
    if (typeof value === 'string') s.right(value, right(4), y, 9, bold ?? false)
    else s.value(value.field, value.v, right(4), y, 9, { align: 'right', bold: true })
  }
  y += 26
  s.text(
    `Named storm deductible: ${p.percent}% of the dwelling limit (${printMoney(Math.round((p.coverageAmount * p.percent) / 100), 'dollars')}) applies in place of the deductible above to hurricane losses.`,
    L,
    y,
    8,
  )
  y += 20
  s.text('ADDITIONAL INTEREST', L, y, 8, true)
  y += 13
  if (p.hasMortgagee) {
    const m = s.text('Mortgagee:', L, y, 9.5)
    const mb = s.value('policy.mortgagee', txt(p.mortgagee), m.x1 * 612 + 5, y, 9.5, { bold: true })
    const lt = s.text('Loan no.', mb.x1 * 612 + 16, y, 9.5)
    s.value('policy.loanNumber', txt(p.loanNumber), lt.x1 * 612 + 5, y, 9.5)
    y += 12
    s.text(
      `${p.lenderStreet}, ${p.lenderCity}  -  bill mortgagee: ${pick(rnd, ['no', 'yes'])}`,
      L,
      y,
      8.5,
    )
  } else s.text('None', L, y, 9.5)
  // The remittance stub below a cut line repeats the number and the amount due, not the premium.
  const cut = 690
  s.text('- '.repeat(70).trim(), L, cut, 8, false, 0.5)
  s.text('Please detach and return this portion with your payment.', L, cut + 16, 8)
  s.text(`Policy ${p.policyNumber}`, L, cut + 32, 9, true)
  s.text(`Amount due ${printMoney(p.installment, 'cents')}`, L + 200, cut + 32, 9, true)
  s.text(
    `Make checks payable to ${brandOf(p.carrier)}, Lockbox ${digits(rnd, 5)}`,
    L,
    cut + 48,
    8.5,
  )
  s.text(`Claims ${p.claimsPhone}  ·  NAIC ${p.naic}`, L, cut + 62, 8)
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'bz04',
    name: 'evidence-letter',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.letter,
    features:
      'an agency\'s evidence-of-insurance letter to the lender: agency letterhead, the lender in the inside address (a carrier\'s underwriting office when there is no lender), "Re:" lines for insured, property, policy and loan, carrier, term and year built inside sentences, dates "5 January 2026", a short table of limits, installment or paid-in-full sentence, prior policy number',
    render: evidenceLetter,
  },
  {
    id: 'bz05',
    name: 'app-cards',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.app,
    features:
      'a tall, narrow page printed from a carrier\'s app: status bar clock and battery, cards of grey labels left and values right-aligned, "Started / Renews on" for the term, dates 1/5/26, the city under the street, next payment with its due date, a masked loan number ("•••• 5758", not an answer) on half the documents, tab bar',
    render: appCard,
  },
  {
    id: 'bz06',
    name: 'invoice-declarations',
    line: 'windHail',
    numberStyle: NUMBER_STYLES.wind,
    features:
      'wind-and-hail-only policy as an invoice that is also the declarations: invoice number, invoice and due dates and amount due (an installment) in the corner, bill-to and location blocks, boxed policy number and dates 01-05-2026, line items with limits, deductibles and premium parts, fee and windpool assessment above the total, named-storm percentage, remittance stub repeating the number',
    render: invoiceDec,
  },
]
