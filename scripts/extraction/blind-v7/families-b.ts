/**
 * Families bx05–bx08: a premium finance agreement (truth-in-lending boxes, a schedule of financed
 * policies), manufactured-home declarations with the home described in a vehicle-style table, a
 * farm and ranch declarations whose Section I is a schedule of buildings (the dwelling the answer),
 * and a homeowners declarations printed two pages to a landscape sheet.
 */
import { cash, chance, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'

/** Premium finance companies (never an answer). */
const FINANCERS = ['Sainfoin Premium Finance Company', 'Melick Premium Acceptance Corp.']
/** Insurers of the other financed policy (never an answer). */
const OTHER_CARRIERS = ['Ouray Casualty Company', 'Moab Liability Insurance Co.']

/**
 * A premium finance agreement: the finance company's heading, borrower and agent boxes, the
 * truth-in-lending boxes (APR, finance charge, amount financed, total of payments), then a schedule
 * of two financed policies (the property policy first, a liability policy of another insurer
 * second) with dates 01/05/2026 and premiums with cents, and the loss payee for notices.
 */
async function premiumFinance(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 36
  const R = 576
  const D = 'mdy' as const
  const C = 'cents' as const
  const financer = pick(rnd, FINANCERS)
  s.text(financer.toUpperCase(), L, 44, 13, true)
  s.text('COMMERCIAL PREMIUM FINANCE AGREEMENT', L, 60, 10, true)
  s.right(`Agreement no. PF-${digits(rnd, 7)}`, R, 44, 9)
  s.right(`Date ${printDate(p.issueDate, D)}`, R, 58, 9)
  const half = (R - L) / 2
  s.rect(L, 72, half - 4, 70, 0.7)
  s.rect(L + half + 4, 72, half - 4, 70, 0.7)
  s.text('INSURED (BORROWER) — name and address', L + 5, 82, 6.5, true)
  s.value('policy.namedInsured', txt(p.namedInsured), L + 5, 98, 10)
  s.text(p.mailingStreet, L + 5, 111, 9.5)
  s.text(p.mailingCity, L + 5, 123, 9.5)
  s.text('AGENT OR BROKER — name and address', L + half + 9, 82, 6.5, true)
  s.value('policy.producer', txt(p.producer), L + half + 9, 98, 10)
  s.text(`Agent code ${p.agencyCode}  ·  ${p.agencyPhone}`, L + half + 9, 111, 9)
  // Truth in lending.
  const financed = Math.round(p.premium * 0.75 * 100) / 100
  const charge = Math.round(financed * 0.061 * 100) / 100
  const boxes: Array<[string, string, string]> = [
    [
      'ANNUAL PERCENTAGE RATE',
      'The cost of your credit as a yearly rate',
      `${(8 + rnd() * 6).toFixed(2)}%`,
    ],
    ['FINANCE CHARGE', 'The dollar amount the credit will cost you', printMoney(charge, C)],
    ['AMOUNT FINANCED', 'The amount of credit provided to you', printMoney(financed, C)],
    ['TOTAL OF PAYMENTS', 'The amount paid after all payments', printMoney(financed + charge, C)],
  ]
  const w = (R - L) / 4
  boxes.forEach(([h, sub, v], i) => {
    const x = L + i * w
    s.rect(x, 152, w, 56, 0.9)
    s.text(h, x + 5, 163, 7, true)
    s.text(sub, x + 5, 173, 5.5)
    s.text(v, x + 5, 196, 11, true)
  })
  let y = 230
  s.text('SCHEDULE OF POLICIES', L, y, 9, true)
  y += 6
  const cols = [108, 150, 86, 62, 62, 72]
  const heads = [
    'Policy prefix & no.',
    'Insurance company',
    'Coverage',
    'Eff. date',
    'Exp. date',
    'Premium',
  ]
  s.band(L, y, R - L, 16, 0.88)
  let x = L
  heads.forEach((h, i) => {
    s.text(h, x + 3, y + 11, 7, true)
    x += cols[i] ?? 0
  })
  s.grid(L, y, cols, [16, 30, 30])
  const col = (i: number): number => L + cols.slice(0, i).reduce((a, b) => a + b, 0) + 3
  y += 16 + 13
  s.value('policy.policyNumber', txt(p.policyNumber), col(0), y, 8.5)
  const lines = s.split(p.carrier, 7, (cols[1] ?? 150) - 6)
  s.valueLines('policy.carrier', lines, p.carrier, col(1), y, 7, 8.5)
  s.text('Property', col(2), y, 8.5)
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), col(3), y, 8.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), col(4), y, 8.5)
  s.value('policy.premium', cash(p.premium, C), col(6) - 6, y, 8.5, { align: 'right' })
  y += 30
  const glEff = addDays(p.effectiveDate, int(rnd, 20, 90))
  const glPremium = Math.round(p.premium * (0.3 + rnd() * 0.4) * 100) / 100
  s.text(`GL${digits(rnd, 8)}`, col(0), y, 8.5)
  s.text(pick(rnd, OTHER_CARRIERS), col(1), y, 8)
  s.text('General liability', col(2), y, 8.5)
  s.text(printDate(glEff, D), col(3), y, 8.5)
  s.text(printDate(addDays(glEff, 365), D), col(4), y, 8.5)
  s.right(printMoney(glPremium, C), col(6) - 6, y, 8.5)
  y += 26
  const total = p.premium + glPremium
  const down = Math.round((total - financed) * 100) / 100
  const sums: Array<[string, number]> = [
    ['Total premiums', total],
    ['Cash down payment', down],
    ['Unpaid balance (amount financed)', financed],
  ]
  for (const [label, n] of sums) {
    s.text(label, 340, y, 8.5)
    s.right(printMoney(n, C), R - 6, y, 8.5)
    y += 13
  }
  y += 8
  s.text('Location of risk (property policy):', L, y, 8.5, true)
  const a = s.value('property.address', txt(p.street), L + 150, y, 9)
  s.text(`, ${cityLine(p)}`, endX(s, a), y, 9)
  y += 14
  s.text('Loss payee / mortgagee to be notified of cancellation:', L, y, 8.5, true)
  y += 13
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee), L + 10, y, 9)
    y += 12
    s.text(`${p.lenderStreet}, ${p.lenderCity}  —  loan`, L + 10, y, 9)
    s.value(
      'policy.loanNumber',
      txt(p.loanNumber),
      L + 10 + s.width(`${p.lenderStreet}, ${p.lenderCity}  —  loan`, 9) + 4,
      y,
      9,
    )
  } else s.text('None', L + 10, y, 9)
  y += 22
  const n = int(rnd, 8, 10)
  y = s.prose(
    [
      `PAYMENT SCHEDULE: ${n} monthly payments of ${printMoney(Math.round(((financed + charge) / n) * 100) / 100, C)} beginning `,
      printDate(addDays(p.effectiveDate, 30), D),
      '. A late charge of 5% of the installment applies to any payment received more than 10 days late. The insured assigns to the finance company all unearned premiums of the policies scheduled above and appoints it attorney-in-fact to cancel them for non-payment.',
    ],
    L,
    y,
    7.5,
    R - L,
  )
  s.text(
    'NOTICE TO THE INSURED: Do not sign this agreement before you read it.',
    L,
    y + 8,
    7.5,
    true,
  )
  s.hline(L, 250, 740, 0.5)
  s.hline(330, R, 740, 0.5)
  s.text('Signature of insured', L, 750, 7)
  s.text('Signature of agent', 330, 750, 7)
  return s.finish()
}

/**
 * Manufactured-home declarations: the home described in a vehicle-style table (year, make, model,
 * serial number, size: the year is the answer for year built), a park and lot, section I limits
 * with the wind deductible as a percent beside the per-occurrence one, and the lienholder of a
 * retail installment contract. Dates JAN 05 2026, amounts with "$" and no cents.
 */
async function manufacturedTable(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 44
  const R = 568
  const D = 'mon-d-y' as const
  const M = 'dollars' as const
  s.band(L, 30, R - L, 40, 0.9)
  s.text(brandOf(p.carrier).toUpperCase(), L + 10, 56, 16, true)
  s.right('MANUFACTURED HOME DECLARATIONS', R - 10, 48, 10, true)
  s.right(`Issued ${printDate(p.issueDate, D)}`, R - 10, 61, 8)
  let y = 92
  const kv = (label: string, x: number): number => {
    s.text(label.toUpperCase(), x, y, 7, true)
    return x + 86
  }
  let x = kv('Insurer', L)
  s.value('policy.carrier', txt(p.carrier), x, y, 9.5)
  y += 15
  x = kv('Policy no.', L)
  s.value('policy.policyNumber', txt(p.policyNumber), x, y, 9.5, { bold: true })
  x = kv('Replaces', 330)
  s.text(p.priorPolicyNumber, x, y, 9.5)
  y += 15
  x = kv('Term begins', L)
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), x, y, 9.5)
  x = kv('Term ends', 330)
  s.value('policy.expirationDate', dt(p.expirationDate, D), x, y, 9.5)
  y += 15
  x = kv('Insured', L)
  s.value('policy.namedInsured', txt(p.namedInsured), x, y, 9.5)
  y += 15
  x = kv('Agency', L)
  s.value('policy.producer', txt(p.producer), x, y, 9.5)
  s.text(`${p.agencyPhone}`, 420, y, 9)
  y += 26
  s.text('DESCRIPTION OF THE INSURED HOME', L, y, 9, true)
  y += 6
  const cols = [46, 100, 100, 150, 66, R - L - 462]
  s.grid(L, y, cols, [15, 20])
  const heads = ['Year', 'Make', 'Model', 'Serial / VIN', 'Size', 'Tie-downs']
  const make = pick(rnd, ['Skyliner', 'Crestmore', 'Palmhaven', 'Homecraft'])
  const cells = [
    '',
    make,
    `${pick(rnd, ['Vista', 'Meadow', 'Ranch'])} ${int(rnd, 20, 80)}`,
    `${digits(rnd, 2)}${pick(rnd, ['TN', 'GA', 'AL'])}${digits(rnd, 6)}AB`,
    pick(rnd, ['14 x 70', '16 x 76', '28 x 56', '32 x 60']),
    pick(rnd, ['Yes', '8 anchors', 'No']),
  ]
  let cx = L
  heads.forEach((h, i) => {
    s.text(h, cx + 4, y + 11, 7, true)
    if (i === 0) s.value('property.yearBuilt', year(p.yearBuilt), cx + 4, y + 29, 9.5)
    else s.text(cells[i] ?? '', cx + 4, y + 29, 9.5)
    cx += cols[i] ?? 0
  })
  y += 35 + 20
  x = kv('Located at', L)
  const lot = `${pick(rnd, ['Bellhaven', 'Lanesville', 'Cuero'])} Estates, lot ${int(rnd, 1, 240)}`
  s.text(lot, x, y, 9.5)
  y += 14
  const a = s.value('property.address', txt(p.street), x, y, 9.5)
  s.text(cityLine(p), endX(s, a) + 8, y, 9.5)
  y += 28
  s.text('SECTION I — PROPERTY', L, y, 9, true)
  s.text('SECTION II — LIABILITY', 330, y, 9, true)
  y += 16
  const left: Array<[string, string | null]> = [
    ['Coverage A — Dwelling (the home)', null],
    ['Coverage B — Adjacent structures', printMoney(Math.round(p.coverageAmount / 10), M)],
    ['Coverage C — Personal property', printMoney(Math.round(p.coverageAmount / 2), M)],
    ['Coverage D — Additional living expense', printMoney(Math.round(p.coverageAmount / 5), M)],
  ]
  const right: Array<[string, string]> = [
    ['Coverage E — Personal liability', printMoney(p.liability, M)],
    ['Coverage F — Medical payments', printMoney(p.medical, M)],
  ]
  left.forEach(([label, v], i) => {
    s.text(label, L, y + 14 * i, 8.5)
    if (v === null)
      s.value('policy.coverageAmount', cash(p.coverageAmount, M), 300, y + 14 * i, 8.5, {
        align: 'right',
      })
    else s.right(v, 300, y + 14 * i, 8.5)
  })
  right.forEach(([label, v], i) => {
    s.text(label, 330, y + 14 * i, 8.5)
    s.right(v, R, y + 14 * i, 8.5)
  })
  y += 14 * left.length + 14
  s.text('DEDUCTIBLES', L, y, 9, true)
  y += 14
  s.text('Per occurrence, all perils except wind', L, y, 8.5)
  s.value('policy.deductible', cash(p.deductible, M), 300, y, 8.5, { align: 'right' })
  y += 13
  s.text(`Wind and hail: ${p.percent}% of Coverage A`, L, y, 8.5)
  s.right(printMoney(Math.round((p.coverageAmount * p.percent) / 100), M), 300, y, 8.5)
  y += 26
  s.text('LIENHOLDER', L, y, 9, true)
  y += 14
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee), L, y, 9.5)
    y += 13
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L, y, 8.5)
    y += 13
    s.text('Retail installment contract no.', L, y, 8.5)
    s.value('policy.loanNumber', txt(p.loanNumber), L + 130, y, 9)
  } else s.text('None — home owned outright, title held by insured', L, y, 9)
  y += 28
  s.text('PREMIUM', L, y, 9, true)
  y += 14
  s.text('Annual premium', L, y, 8.5)
  s.value('policy.premium', cash(p.premium, 'cents'), 300, y, 8.5, { align: 'right' })
  s.text(`Pay plan: 4 pay (${printMoney(p.installment, 'cents')} each)`, 330, y, 8.5)
  s.hline(L, R, 748, 0.4)
  s.text(`Claims ${p.claimsPhone}  ·  MHD 04 22`, L, 758, 7)
  return s.finish()
}

/**
 * Farm and ranch declarations: a header band of policy facts, the premises with its acreage, and
 * Section I as a schedule of buildings (each with year built, construction, limit and deductible)
 * in which the farm dwelling is not always the first row; the farm lender as mortgagee, an
 * equipment lender as loss payee. Dates 1/5/2026.
 */
async function farmSchedule(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 40
  const R = 572
  const D = 'm-d-y' as const
  const M = 'dollars' as const
  s.value('policy.carrier', txt(p.carrier), L, 46, 13, { bold: true })
  s.right('FARM AND RANCH POLICY', R, 40, 11, true)
  s.right('Declarations', R, 54, 9)
  s.band(L, 64, R - L, 44, 0.9)
  const cell = (label: string, x: number, y: number): void => {
    s.text(label, x, y, 7)
  }
  cell('Policy number', L + 6, 75)
  s.value('policy.policyNumber', txt(p.policyNumber), L + 6, 96, 11, { bold: true })
  cell('Policy period (12:01 a.m.)', L + 150, 75)
  const f = s.value('policy.effectiveDate', dt(p.effectiveDate, D), L + 150, 96, 10.5)
  const dash = s.text('–', endX(s, f) + 4, 96, 10.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, dash) + 4, 96, 10.5)
  cell('Total premium', L + 330, 75)
  s.value('policy.premium', cash(p.premium, 'cents'), L + 330, 96, 10.5)
  cell('Account', L + 440, 75)
  s.text(p.accountNumber, L + 440, 96, 10.5)
  let y = 130
  s.text('Named insured', L, y, 8, true)
  s.text('Agent', 330, y, 8, true)
  y += 13
  s.value('policy.namedInsured', txt(p.namedInsured), L, y, 10.5)
  s.value('policy.producer', txt(p.producer), 330, y, 10.5)
  y += 13
  s.text(p.mailingStreet, L, y, 10)
  s.text(`Agent no. ${p.agencyCode}`, 330, y, 10)
  y += 13
  s.text(p.mailingCity, L, y, 10)
  y += 24
  s.text('Insured premises', L, y, 8, true)
  y += 13
  const a = s.value('property.address', txt(p.street), L, y, 10.5)
  s.text(
    `, ${cityLine(p)} — ${int(rnd, 40, 640)} acres, Sec. ${int(rnd, 1, 36)}, T${int(rnd, 2, 30)}N`,
    endX(s, a),
    y,
    10.5,
  )
  y += 26
  s.text('SECTION I — SCHEDULE OF FARM BUILDINGS AND DWELLINGS', L, y, 10, true)
  y += 8
  const cols = [30, 176, 48, 98, 90, 90]
  const heads = ['No.', 'Description', 'Built', 'Construction', 'Limit', 'Deductible']
  s.grid(L, y, cols, [16, 18, 18, 18, 18])
  let cx = L
  heads.forEach((h, i) => {
    s.text(h, cx + 4, y + 11, 8, true)
    cx += cols[i] ?? 0
  })
  const colR = (i: number): number => L + cols.slice(0, i + 1).reduce((u, v) => u + v, 0) - 5
  const colL = (i: number): number => L + cols.slice(0, i).reduce((u, v) => u + v, 0) + 4
  const dwellingRow = chance(rnd, 0.5) ? 0 : 1
  const others = [
    ['Farm office and shop', Math.round((p.coverageAmount * 0.3) / 1000) * 1000],
    ['Pole barn, 60 x 120', Math.round((p.coverageAmount * 0.45) / 1000) * 1000],
    ['Machine shed', Math.round((p.coverageAmount * 0.2) / 1000) * 1000],
    ['Grain bin, 10,000 bu.', Math.round((p.coverageAmount * 0.12) / 1000) * 1000],
  ] as const
  let k = 0
  for (let r = 0; r < 4; r++) {
    const by = y + 16 + 13 + 18 * r
    s.text(String(r + 1), colL(0), by, 9.5)
    if (r === dwellingRow) {
      s.text('Farm dwelling — principal residence', colL(1), by, 9.5)
      s.value('property.yearBuilt', year(p.yearBuilt), colL(2), by, 9.5)
      s.text('Frame', colL(3), by, 9.5)
      s.value('policy.coverageAmount', cash(p.coverageAmount, M), colR(4), by, 9.5, {
        align: 'right',
      })
      s.value('policy.deductible', cash(p.deductible, M), colR(5), by, 9.5, { align: 'right' })
    } else {
      const [desc, limit] = others[k] ?? others[0]
      k++
      s.text(desc, colL(1), by, 9.5)
      s.text(String(int(rnd, 1950, 2022)), colL(2), by, 9.5)
      s.text(pick(rnd, ['Steel', 'Pole frame', 'Metal clad']), colL(3), by, 9.5)
      s.right(printMoney(limit, M), colR(4), by, 9.5)
      s.right(printMoney(p.priorDeductible, M), colR(5), by, 9.5)
    }
  }
  y += 16 + 18 * 4 + 24
  s.text('Section I blanket farm personal property (livestock, machinery)', L, y, 9.5)
  s.right(printMoney(p.contents, M), R, y, 9.5)
  y += 14
  s.text('Section II farm liability — each occurrence', L, y, 9.5)
  s.right(printMoney(p.liability * 2, M), R, y, 9.5)
  y += 28
  s.text('MORTGAGEE', L, y, 8, true)
  s.text('LOSS PAYEE (scheduled equipment)', 330, y, 8, true)
  y += 13
  if (p.hasMortgagee) {
    const lines = s.split(p.mortgagee, 10, 270)
    const after = s.valueLines('policy.mortgagee', lines, p.mortgagee, L, y, 10, 12)
    s.text('Loan', L, after, 9.5)
    s.value('policy.loanNumber', txt(p.loanNumber), L + s.width('Loan', 9.5) + 5, after, 9.5)
  } else s.text('None', L, y, 10)
  const eq = s.split(p.secondLender, 10, R - 330)
  eq.forEach((l, i) => s.text(l, 330, y + 12 * i, 10))
  s.text(`Contract ${p.secondLoanNumber}`, 330, y + 12 * eq.length, 9.5)
  s.hline(L, R, 744, 0.5)
  s.text(`FR DEC 11 21  ·  Issued ${printDate(p.issueDate, D)}`, L, 756, 7.5)
  return s.finish()
}

/**
 * A homeowners declarations printed two pages to a sheet (landscape, each page a half): page 1 on
 * the left with the carrier, insured, policy and premises; page 2 on the right with coverages on
 * dotted leaders, premium and the mortgagees. Small type; dates "Jan. 5th, 2026".
 */
async function twoUp(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const W = 792
  const H = 612
  const s = await Sheet.create('times', [W, H])
  const D = 'mon-dot-th' as const
  const M = 'cents' as const
  const pad = 30
  const half = W / 2
  s.rect(10, 10, half - 20, H - 20, 0.4)
  s.rect(half + 10, 10, half - 20, H - 20, 0.4)
  // Left page.
  let L = pad
  let R = half - pad
  s.logo(brandOf(p.carrier).toUpperCase(), L + 4, 48, 13, 'frame')
  s.right('HOMEOWNERS DECLARATIONS', R, 44, 9, true)
  s.right('Page 1 of 2', R, 56, 7)
  let y = 84
  const lbl = (t: string): void => {
    s.text(t, L, y, 7, true)
    y += 11
  }
  lbl('Insurer')
  s.value('policy.carrier', txt(p.carrier), L, y, 8.5)
  y += 18
  lbl('Named insured')
  s.value('policy.namedInsured', txt(p.namedInsured), L, y, 8.5)
  y += 11
  s.text(p.mailingStreet, L, y, 8.5)
  y += 11
  s.text(p.mailingCity, L, y, 8.5)
  y += 18
  lbl('Policy number')
  s.value('policy.policyNumber', txt(p.policyNumber), L, y, 9, { bold: true })
  y += 18
  lbl('Policy period')
  s.text('From', L, y, 8.5)
  const f = s.value('policy.effectiveDate', dt(p.effectiveDate, D), L + 24, y, 8.5)
  const to = s.text('to', endX(s, f) + 4, y, 8.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, to) + 4, y, 8.5)
  y += 11
  s.text('12:01 a.m. standard time at the residence premises', L, y, 7)
  y += 18
  lbl('Residence premises')
  s.value('property.address', txt(p.street), L, y, 8.5)
  y += 11
  s.text(cityLine(p), L, y, 8.5)
  y += 11
  const kind = s.text(
    `One family  ·  ${pick(rnd, ['Frame', 'Brick', 'Stucco'])}  ·  constructed`,
    L,
    y,
    8.5,
  )
  s.value('property.yearBuilt', year(p.yearBuilt), endX(s, kind) + 4, y, 8.5)
  y += 18
  lbl('Your agent')
  s.value('policy.producer', txt(p.producer), L, y, 8.5)
  y += 11
  s.text(`${p.agencyPhone}  ·  code ${p.agencyCode}`, L, y, 8.5)
  y += 24
  s.prose(
    [
      'This declarations page, with the policy jacket and the endorsements listed on page 2, completes your policy. It replaces policy ',
      p.priorPolicyNumber,
      `, which expires ${printDate(p.effectiveDate, D)}. Report a claim at ${p.claimsPhone}.`,
    ],
    L,
    y,
    7.5,
    R - L,
  )
  // Right page.
  L = half + pad
  R = W - pad
  s.text(`Policy ${p.policyNumber}`, L, 44, 8)
  s.right('Page 2 of 2', R, 56, 7)
  y = 84
  s.text('SECTION I AND II COVERAGES', L, y, 8, true)
  y += 14
  const leader = (label: string, value: string): number => {
    s.text(label, L, y, 8.5)
    const start = L + s.width(label, 8.5) + 3
    const end = R - s.width(value, 8.5) - 6
    const dots = Math.max(0, Math.floor((end - start) / s.width('.', 8.5)))
    s.text('.'.repeat(dots), start, y, 8.5)
    return y
  }
  const rows: Array<[string, number, 'policy.coverageAmount' | null]> = [
    ['A. Dwelling', p.coverageAmount, 'policy.coverageAmount'],
    ['B. Other structures', p.otherStructures, null],
    ['C. Personal property', p.contents, null],
    ['D. Loss of use', p.lossOfUse, null],
    ['E. Personal liability, each occurrence', p.liability, null],
    ['F. Medical payments, each person', p.medical, null],
  ]
  for (const [label, n, field] of rows) {
    const v = printMoney(n, M)
    leader(label, v)
    if (field !== null) s.value(field, cash(n, M), R, y, 8.5, { align: 'right' })
    else s.right(v, R, y, 8.5)
    y += 13
  }
  y += 8
  s.text('DEDUCTIBLES', L, y, 8, true)
  y += 14
  leader('All perils', printMoney(p.deductible, M))
  s.value('policy.deductible', cash(p.deductible, M), R, y, 8.5, { align: 'right' })
  y += 13
  leader(`Windstorm or hail (${p.percent}%)`, printMoney((p.coverageAmount * p.percent) / 100, M))
  s.right(printMoney((p.coverageAmount * p.percent) / 100, M), R, y, 8.5)
  y += 21
  s.text('PREMIUM', L, y, 8, true)
  y += 14
  const base = Math.round((p.premium - p.policyFee) * 100) / 100
  leader('Base premium', printMoney(base, M))
  s.right(printMoney(base, M), R, y, 8.5)
  y += 13
  leader('Policy fee', printMoney(p.policyFee, M))
  s.right(printMoney(p.policyFee, M), R, y, 8.5)
  y += 13
  leader('Total annual premium', printMoney(p.premium, M))
  s.value('policy.premium', cash(p.premium, M), R, y, 8.5, { align: 'right', bold: true })
  y += 21
  s.text('MORTGAGEES', L, y, 8, true)
  y += 14
  if (p.hasMortgagee) {
    s.text('First', L, y, 8.5, true)
    s.value('policy.mortgagee', txt(p.mortgagee), L + 40, y, 8.5)
    y += 11
    s.text(`ISAOA  ·  ${p.lenderStreet}, ${p.lenderCity}`, L + 40, y, 8)
    y += 11
    s.text('Loan number', L + 40, y, 8)
    s.value('policy.loanNumber', txt(p.loanNumber), L + 95, y, 8.5)
    y += 16
    if (chance(rnd, 0.5)) {
      s.text('Second', L, y, 8.5, true)
      s.text(p.secondLender, L + 40, y, 8.5)
      y += 11
      s.text(`Loan number ${p.secondLoanNumber}`, L + 40, y, 8)
      y += 16
    }
  } else {
    s.text('None', L, y, 8.5)
    y += 16
  }
  y += 6
  s.text('FORMS AND ENDORSEMENTS', L, y, 8, true)
  y += 13
  s.text('HO 00 03 05 11  ·  HO 04 90 05 11  ·  HO 04 96 04 91  ·  HO 17 33 05 11', L, y, 7.5)
  s.text(`Countersigned ${printDate(p.issueDate, D)}`, L, H - 30, 7.5)
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'bx05',
    name: 'premium-finance-agreement',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.finance,
    features:
      'premium finance agreement: truth-in-lending boxes (APR, finance charge, amount financed, total of payments), a schedule of two financed policies (the property one first), total premiums and down payment below; no limits printed',
    render: premiumFinance,
  },
  {
    id: 'bx06',
    name: 'manufactured-vehicle-table',
    line: 'manufactured',
    numberStyle: NUMBER_STYLES.mobile,
    features:
      'manufactured home: the home described in a vehicle-style table (year, make, model, serial, size; the year is the year built), park and lot, wind deductible as a percent and amount, lienholder with a retail installment contract number; dates JAN 05 2026',
    render: manufacturedTable,
  },
  {
    id: 'bx07',
    name: 'farm-building-schedule',
    line: 'farm',
    numberStyle: NUMBER_STYLES.farm,
    features:
      'farm and ranch: policy facts in a shaded band, Section I as a schedule of four buildings each with year built, limit and deductible (the dwelling is row 1 or 2); an equipment loss payee beside the mortgagee; dates 1/5/2026',
    render: farmSchedule,
  },
  {
    id: 'bx08',
    name: 'two-up-landscape',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.twoUp,
    features:
      'homeowners declarations printed two pages to a landscape sheet: page 1 (left) who and where, page 2 (right) coverages on dotted leaders, premium and mortgagees; 7–9 pt type; dates "Jan. 5th, 2026"',
    render: twoUp,
  },
]
