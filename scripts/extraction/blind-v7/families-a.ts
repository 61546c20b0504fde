/**
 * Families bx01–bx04: an agency's renewal proposal with three coverage options side by side (the
 * bound one is the answer), a mortgage servicer's hazard-insurance verification returned by the
 * agent in numbered boxes, a two-page dwelling-fire (DP-3) declarations whose mortgagee schedule is
 * on page 2, and an agent's e-mail reply printed to PDF above the lender's quoted request.
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { cash, chance, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { Sheet, type Printed, type Rendered, type ValueRun } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { printDate, printMoney } from './words'

/** A value inside running text. */
export const run = (field: ExtractionFieldId, v: Printed): ValueRun => ({ field, ...v })

/** Rounded to a step (other options' limits). */
const roundTo = (n: number, step: number): number => Math.round(n / step) * step

/**
 * An agency's renewal proposal: three options in columns (limits as "$350K", deductibles, premiums
 * with cents); the column marked BOUND is the policy. The expiring policy's number and the
 * proposal number sit beside the policy number.
 */
async function quoteOptions(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 54
  const R = 558
  const D = 'month-d-y' as const
  s.value('policy.producer', txt(p.producer), L, 52, 15, { bold: true })
  s.text(`${p.agencyPhone}  ·  Producer license no. ${digits(rnd, 7)}`, L, 66, 8)
  s.hline(L, R, 76, 1.5)
  s.text('RENEWAL PROPOSAL — HOMEOWNERS', L, 100, 12, true)
  s.right(`Proposal ${p.accountNumber}`, R, 100, 9)
  s.right(`Prepared ${printDate(p.issueDate, D)}`, R, 112, 9)
  let y = 134
  const row = (label: string): number => {
    s.text(label, L, y, 9, true)
    return L + 120
  }
  let x = row('Prepared for')
  s.value('policy.namedInsured', txt(p.namedInsured), x, y, 10)
  y += 15
  x = row('Residence')
  const a = s.value('property.address', txt(p.street), x, y, 10)
  s.text(`, ${cityLine(p)}`, endX(s, a), y, 10)
  y += 15
  x = row('Built')
  s.value('property.yearBuilt', year(p.yearBuilt), x, y, 10)
  s.text(`roof replaced ${p.roofYear}`, x + 60, y, 9)
  y += 15
  x = row('Company')
  s.value('policy.carrier', txt(p.carrier), x, y, 10)
  y += 15
  x = row('Renewing term')
  const f = s.value('policy.effectiveDate', dt(p.effectiveDate, D), x, y, 10)
  const to = s.text('to', endX(s, f) + 5, y, 10)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, to) + 5, y, 10)
  y += 15
  x = row('Expiring policy')
  s.text(`${p.priorPolicyNumber} (expires ${printDate(p.effectiveDate, D)})`, x, y, 10)
  y += 15
  x = row('Renewal policy no.')
  s.value('policy.policyNumber', txt(p.policyNumber), x, y, 10, { bold: true })
  y += 30
  // Three options; the bound one holds the policy's values, the others are near them.
  const bound = int(rnd, 0, 2)
  const others = [p.priorDeductible, p.deductible === 5000 ? 2500 : 5000]
  const opts = [0, 1, 2].map((i) => {
    if (i === bound)
      return { cov: p.coverageAmount, ded: p.deductible, prem: p.premium, answer: true }
    const k = i < bound ? i : i - 1
    const factor = k === 0 ? 0.9 : 1.12
    return {
      cov: roundTo(p.coverageAmount * factor, 5000),
      ded: others[k] ?? 1000,
      prem: Math.round(p.premium * (k === 0 ? 0.87 : 1.16) * 100) / 100,
      answer: false,
    }
  })
  const cols = [170, 112, 112, 110]
  const rows = [36, 20, 20, 20, 20, 20, 22]
  s.grid(L, y, cols, rows)
  const colX = (i: number): number => L + cols.slice(0, i + 1).reduce((u, v) => u + v, 0)
  s.band(colX(bound) + 0.5, y + 0.5, (cols[bound + 1] ?? 110) - 1, rows[0]! - 1, 0.82)
  s.text('Coverage', L + 6, y + 15, 9, true)
  opts.forEach((o, i) => {
    s.text(`Option ${i + 1}`, colX(i) + 6, y + 15, 9, true)
    s.text(o.answer ? 'BOUND' : 'not elected', colX(i) + 6, y + 28, 7.5, o.answer)
  })
  const labels = [
    'A  Dwelling',
    'B  Other structures',
    'C  Personal property',
    'E  Personal liability',
    'All other perils deductible',
    'Annual premium',
  ]
  let ry = y + rows[0]!
  labels.forEach((label, r) => {
    const by = ry + 14
    s.text(label, L + 6, by, 9)
    opts.forEach((o, i) => {
      const right = colX(i + 1) - 6
      const field: ExtractionFieldId | null =
        r === 0
          ? 'policy.coverageAmount'
          : r === 4
            ? 'policy.deductible'
            : r === 5
              ? 'policy.premium'
              : null
      const v =
        r === 0
          ? cash(o.cov, 'k')
          : r === 1
            ? cash(roundTo(o.cov / 10, 1000), 'k')
            : r === 2
              ? cash(roundTo(o.cov / 2, 1000), 'k')
              : r === 3
                ? cash(p.liability, 'k')
                : r === 4
                  ? cash(o.ded, 'dollars')
                  : cash(o.prem, 'cents')
      if (o.answer && field !== null) s.value(field, v, right, by, 9.5, { align: 'right' })
      else s.right(v.printed, right, by, 9.5)
    })
    ry += rows[r + 1] ?? 20
  })
  y = ry + 26
  s.text('Binding instructions', L, y, 10, true)
  y += 15
  if (p.hasMortgagee) {
    s.text('Show as first mortgagee:', L, y, 9.5)
    s.value('policy.mortgagee', txt(p.mortgagee), L + 122, y, 9.5)
    y += 13
    s.text('Loan no.', L + 122, y, 9.5)
    const n = s.value('policy.loanNumber', txt(p.loanNumber), L + 164, y, 9.5)
    s.text(`(ISAOA) — bill the mortgagee: ${chance(rnd, 0.5) ? 'yes' : 'no'}`, endX(s, n) + 8, y, 9)
  } else s.text('No mortgagee: the insured owns the home outright.', L, y, 9.5)
  y += 26
  s.prose(
    [
      'Premiums shown are annual and include the state fire marshal tax. The option marked BOUND was elected by the insured on ',
      printDate(addDays(p.effectiveDate, -9), D),
      `; the others are shown for reference only. Questions: ${p.agentName}, ${p.agencyPhone}.`,
    ],
    L,
    y,
    8.5,
    R - L,
  )
  s.hline(L, R, 748, 0.5)
  s.text(`This proposal is not a binder. Claims: ${p.claimsPhone}`, L, 760, 7)
  return s.finish()
}

/**
 * A servicer's verification form returned by the agent: numbered boxes with small captions
 * ("6 Policy number"), values typed in the boxes, dates 2026/01/05 and amounts 350,000.00.
 */
async function servicerBoxes(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 40
  const R = 572
  const D = 'ymd-slash' as const
  const M = 'bare-cents' as const
  s.text('HAZARD INSURANCE VERIFICATION', L, 46, 14, true)
  s.text('To be completed by the insurance agent and returned to the servicer', L, 59, 8)
  s.rect(400, 32, R - 400, 34, 0.8)
  s.text('Tracking request', 406, 43, 6.5)
  s.text(`TR-${digits(rnd, 8)}`, 406, 59, 10)
  s.text('Fax back', 494, 43, 6.5)
  s.text(`(${int(rnd, 301, 979)}) ${digits(rnd, 3)}-${digits(rnd, 4)}`, 494, 59, 9)
  const H = 34
  const half = (R - L) / 2
  let top = 80
  const box = (n: number, caption: string, x: number, w: number, h = H): [number, number] => {
    s.rect(x, top, w, h, 0.7)
    s.text(`${n}`, x + 3, top + 8, 6.5, true)
    s.text(caption, x + 13, top + 8, 6.5)
    return [x + 6, top + 24]
  }
  const pair = (
    a: [number, string, ExtractionFieldId | null, Printed | string],
    b: [number, string, ExtractionFieldId | null, Printed | string],
  ): void => {
    for (const [i, [n, caption, field, v]] of [a, b].entries()) {
      const [x, y] = box(n, caption, L + i * half, half)
      if (typeof v === 'string') s.text(v, x, y, 10)
      else if (field !== null) s.value(field, v, x, y, 10)
    }
    top += H
  }
  pair(
    [
      1,
      'Servicer loan number',
      p.hasMortgagee ? 'policy.loanNumber' : null,
      p.hasMortgagee ? txt(p.loanNumber) : 'N/A',
    ],
    [2, 'Date completed', null, printDate(p.issueDate, D)],
  )
  let [x, y] = box(3, 'Borrower / named insured', L, R - L)
  s.value('policy.namedInsured', txt(p.namedInsured), x, y, 10)
  top += H
  ;[x, y] = box(4, 'Property address (street, city, state, ZIP)', L, R - L)
  const a = s.value('property.address', txt(p.street), x, y, 10)
  s.text(`— ${cityLine(p)}`, endX(s, a) + 5, y, 10)
  top += H
  ;[x, y] = box(5, 'Insurance company', L, half * 1.4)
  s.value('policy.carrier', txt(p.carrier), x, y, 10)
  ;[x, y] = box(6, 'NAIC no.', L + half * 1.4, R - L - half * 1.4)
  s.text(p.naic, x, y, 10)
  top += H
  pair(
    [7, 'Policy number', 'policy.policyNumber', txt(p.policyNumber)],
    [8, 'Prior policy number (if renewed)', null, p.priorPolicyNumber],
  )
  pair(
    [9, 'Effective date', 'policy.effectiveDate', dt(p.effectiveDate, D)],
    [10, 'Expiration date', 'policy.expirationDate', dt(p.expirationDate, D)],
  )
  pair(
    [11, 'Dwelling (Coverage A)', 'policy.coverageAmount', cash(p.coverageAmount, M)],
    [12, 'Other structures (Coverage B)', null, printMoney(p.otherStructures, M)],
  )
  pair(
    [13, 'Deductible (all perils)', 'policy.deductible', cash(p.deductible, M)],
    [14, 'Wind / hail deductible', null, `${p.percent}% of Coverage A`],
  )
  pair(
    [15, 'Annual premium', 'policy.premium', cash(p.premium, M)],
    [16, 'Balance due', null, printMoney(chance(rnd, 0.5) ? 0 : p.installment, M)],
  )
  ;[x, y] = box(17, 'Mortgagee clause as endorsed on the policy', L, R - L, 48)
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee), x, y, 10)
    s.text(`ISAOA/ATIMA, ${p.lenderStreet}, ${p.lenderCity}`, x, y + 13, 9)
  } else s.text('None of record', x, y, 10)
  top += 48
  pair(
    [18, 'Year of construction', 'property.yearBuilt', year(p.yearBuilt)],
    [19, 'Occupancy', null, 'Owner occupied, primary'],
  )
  ;[x, y] = box(20, 'Agency name', L, half)
  s.value('policy.producer', txt(p.producer), x, y, 10)
  ;[x, y] = box(21, 'Agent signature / phone', L + half, half)
  s.text(`${p.agentName}   ${p.agencyPhone}`, x, y, 10)
  top += H + 16
  s.prose(
    [
      'The agent certifies that the policy above is in force and that the servicer will be given',
      ' 10 days notice of cancellation. Incomplete forms are returned. Open claim (if any):',
      ` ${p.claimNumber}.`,
    ],
    L,
    top,
    8,
    R - L,
  )
  s.text(`HIV-07 ${printDate(addDays(p.issueDate, -200), D)}`, L, 760, 6.5)
  return s.finish()
}

/**
 * Dwelling-fire (DP-3) declarations for a rental house over two pages: page 1 the policy, location,
 * coverages (fair rental value beside the dwelling) and premium; page 2 the schedule of mortgagees
 * and additional interests, the first mortgagee ranked above a second one and a property manager.
 */
async function dwellingPageTwo(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 60
  const R = 552
  const D = 'month-d-y' as const
  const U = 'usd' as const
  s.valueCentredLines('policy.carrier', [p.carrier], p.carrier, 306, 54, 14, 16, true)
  s.center('DWELLING POLICY DECLARATIONS', 306, 74, 11, true)
  s.center('Special form — DP 00 03 — rented to others', 306, 87, 9)
  s.hline(L, R, 98, 0.8)
  s.text('Named insured and mailing address', L, 116, 8.5, true)
  s.value('policy.namedInsured', txt(p.namedInsured), L, 130, 10.5)
  s.text(p.mailingStreet, L, 143, 10.5)
  s.text(p.mailingCity, L, 156, 10.5)
  s.rect(326, 106, R - 326, 62, 0.7)
  s.text('Policy number', 332, 118, 8.5)
  s.value('policy.policyNumber', txt(p.policyNumber), 410, 118, 10.5, { bold: true })
  s.text('Policy period', 332, 133, 8.5)
  s.text('From', 410, 133, 9.5)
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), 434, 133, 9.5)
  s.text('To', 410, 146, 9.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), 434, 146, 9.5)
  s.text('12:01 a.m. standard time at the described location', 332, 161, 7)
  let y = 190
  s.text('Described location', L, y, 8.5, true)
  y += 14
  const a = s.value('property.address', txt(p.street), L, y, 10.5)
  s.text(`, ${cityLine(p)}`, endX(s, a), y, 10.5)
  y += 14
  const built = s.text(
    `Construction: ${pick(rnd, ['Frame', 'Masonry veneer', 'Brick'])}  ·  Year built`,
    L,
    y,
    10,
  )
  s.value('property.yearBuilt', year(p.yearBuilt), endX(s, built) + 5, y, 10)
  y += 14
  s.text(
    `Units: ${int(rnd, 1, 4)}  ·  Tenant occupied  ·  Protection class ${int(rnd, 2, 8)}`,
    L,
    y,
    10,
  )
  y += 28
  s.text('Coverages and limits of liability', L, y, 10, true)
  y += 8
  const rows: Array<[string, string, boolean]> = [
    ['A  Dwelling', printMoney(p.coverageAmount, U), true],
    ['B  Other structures', printMoney(p.otherStructures, U), false],
    [
      'C  Personal property (landlord furnishings)',
      printMoney(Math.round(p.contents / 10), U),
      false,
    ],
    ['D  Fair rental value', printMoney(p.lossOfUse, U), false],
    ['L  Personal liability', printMoney(p.liability, U), false],
    ['M  Medical payments to others', printMoney(p.medical, U), false],
  ]
  s.grid(
    L,
    y,
    [330, R - L - 330],
    rows.map(() => 18),
  )
  rows.forEach(([label, v, answer], i) => {
    const by = y + 13 + 18 * i
    s.text(label, L + 6, by, 10)
    if (answer)
      s.value('policy.coverageAmount', cash(p.coverageAmount, U), R - 8, by, 10, { align: 'right' })
    else s.right(v, R - 8, by, 10)
  })
  y += 18 * rows.length + 22
  s.text('Deductible — all perils', L, y, 10)
  s.value('policy.deductible', cash(p.deductible, U), R - 8, y, 10, { align: 'right' })
  y += 16
  s.text(`Rental income is payable for up to ${int(rnd, 6, 12)} months.`, L, y, 9)
  y += 26
  s.text('Premium', L, y, 10, true)
  y += 15
  s.text('Dwelling and other structures', L, y, 10)
  s.right(printMoney(Math.round(p.premium * 0.78 * 100) / 100, U), R - 8, y, 10)
  y += 14
  s.text('Liability and medical payments', L, y, 10)
  s.right(printMoney(Math.round(p.premium * 0.22 * 100) / 100, U), R - 8, y, 10)
  y += 16
  s.hline(360, R, y - 10, 0.5)
  s.text('Total policy premium', L, y, 10, true)
  s.value('policy.premium', cash(p.premium, U), R - 8, y, 10, { align: 'right', bold: true })
  y += 30
  s.text('Agent', L, y, 8.5, true)
  s.value('policy.producer', txt(p.producer), L + 50, y, 10)
  s.text(`Agent code ${p.agencyCode}`, 400, y, 9)
  s.text('Continued on page 2: schedule of mortgagees and additional interests', L, 740, 8.5)
  s.right('Page 1 of 2', R, 740, 8.5)
  s.newPage()
  s.text('SCHEDULE OF MORTGAGEES AND ADDITIONAL INTERESTS', L, 60, 11, true)
  s.text(`Policy ${p.policyNumber}  ·  ${p.namedInsured}`, L, 75, 9.5)
  s.hline(L, R, 84, 0.8)
  const cols = [42, 250, 110, R - L - 402]
  const heads = ['Rank', 'Name and address', 'Loan number', 'Interest']
  let x = L
  heads.forEach((h, i) => {
    s.text(h, x + 5, 104, 9, true)
    x += cols[i] ?? 0
  })
  s.hline(L, R, 110, 0.5)
  y = 128
  const entry = (
    rank: string,
    name: string,
    address: string,
    loan: string,
    kind: string,
    answer: boolean,
  ): void => {
    const lines = s.split(name, 10, (cols[1] ?? 250) - 10)
    s.text(rank, L + 5, y, 10)
    s.text(kind, L + 407, y, 9)
    if (answer) {
      s.valueLines('policy.mortgagee', lines, name, L + 47, y, 10, 12)
      s.value('policy.loanNumber', txt(loan), L + 297, y, 10)
    } else {
      lines.forEach((l, i) => s.text(l, L + 47, y + 12 * i, 10))
      if (loan !== '') s.text(loan, L + 297, y, 10)
    }
    s.text(address, L + 47, y + 12 * lines.length, 9)
    y += 12 * lines.length + 24
  }
  if (p.hasMortgagee) {
    entry('1st', p.mortgagee, `${p.lenderStreet}, ${p.lenderCity}`, p.loanNumber, 'Mortgagee', true)
    if (chance(rnd, 0.6))
      entry('2nd', p.secondLender, 'Home equity line', p.secondLoanNumber, 'Mortgagee', false)
  } else {
    s.text('No mortgagee is scheduled on this policy.', L + 47, y, 10)
    y += 24
  }
  entry('—', `${p.secondInsured}, property manager`, p.mailingCity, '', 'Additional insured', false)
  s.text(`Issued ${printDate(p.issueDate, D)}`, L, 740, 8.5)
  s.right('Page 2 of 2', R, 740, 8.5)
  return s.finish()
}

/**
 * An agent's reply e-mail printed from a browser: header block, the values in a sentence and a
 * short list (dates 5-Jan-26), the signature with the agency, then the lender's request quoted
 * with ">" and last term's number, limit and deductible.
 */
async function emailThread(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 50
  const R = 562
  const D = 'd-mon-yy' as const
  const first = p.agentName.split(' ')[0] ?? ''
  const processor = `${p.secondInsured.split(' ')[0] ?? 'Loan'} ${String.fromCharCode(65 + int(rnd, 0, 25))}.`
  const sent = addDays(p.issueDate, int(rnd, 1, 6))
  s.text(
    `${printDate(sent, 'm-d-y')}, ${int(rnd, 8, 11)}:${digits(rnd, 1)}${digits(rnd, 1)} AM`,
    L,
    24,
    7.5,
  )
  s.right('Mail - Print', R, 24, 7.5)
  s.text(`RE: Evidence of insurance needed - ${p.street}`, L, 56, 13, true)
  let y = 78
  const head = (k: string, v: string): void => {
    s.text(k, L, y, 9, true)
    s.text(v, L + 52, y, 9)
    y += 13
  }
  head('From:', `${p.agentName} <${first.toLowerCase()}@agency-mail.example>`)
  head('To:', `${processor} <postclosing@lender-mail.example>`)
  head('Date:', printDate(sent, 'month-d-y'))
  head('Subject:', `RE: Evidence of insurance needed - ${p.street}`)
  s.hline(L, R, y - 4, 0.5)
  y += 14
  s.text(`Hi ${processor.split(' ')[0]},`, L, y, 10)
  y += 20
  y = s.prose(
    [
      'The renewal has been issued. The home at ',
      run('property.address', txt(p.street)),
      ` in ${p.city} is insured in the name of `,
      run('policy.namedInsured', txt(p.namedInsured)),
      ' with ',
      run('policy.carrier', txt(p.carrier)),
      ' under policy ',
      run('policy.policyNumber', txt(p.policyNumber)),
      '. Details below:',
    ],
    L,
    y,
    10,
    R - L,
  )
  y += 4
  const item = (label: string, draw: (x: number) => void): void => {
    s.text('•', L + 8, y, 10)
    s.text(label, L + 20, y, 10)
    draw(L + 20 + s.width(label, 10) + 5)
    y += 15
  }
  item('Term:', (x) => {
    const f = s.value('policy.effectiveDate', dt(p.effectiveDate, D), x, y, 10)
    const t = s.text('thru', endX(s, f) + 5, y, 10)
    s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 5, y, 10)
  })
  item('Dwelling:', (x) =>
    s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), x, y, 10),
  )
  item('Deductible:', (x) => {
    const d = s.value('policy.deductible', cash(p.deductible, 'dollars'), x, y, 10)
    s.text(`(wind ${p.percent}%)`, endX(s, d) + 5, y, 10)
  })
  item('Premium:', (x) => {
    const v = s.value('policy.premium', cash(p.premium, 'cents'), x, y, 10)
    s.text('paid in full by escrow', endX(s, v) + 5, y, 10)
  })
  item('Built:', (x) => s.value('property.yearBuilt', year(p.yearBuilt), x, y, 10))
  if (p.hasMortgagee)
    item('Mortgagee:', (x) => {
      const m = s.value('policy.mortgagee', txt(p.mortgagee), x, y, 10)
      s.text('ISAOA', endX(s, m) + 5, y, 10)
      y += 15
      s.text('Loan #', x, y, 10)
      s.value('policy.loanNumber', txt(p.loanNumber), x + s.width('Loan #', 10) + 5, y, 10)
    })
  else
    item('Mortgagee:', (x) =>
      s.text('none on the policy (the insured paid the loan off)', x, y, 10),
    )
  y += 10
  s.text('The full declarations are attached. Let me know if you need anything else.', L, y, 10)
  y += 24
  s.text('Thanks,', L, y, 10)
  y += 14
  s.text(p.agentName, L, y, 10, true)
  y += 13
  s.value('policy.producer', txt(p.producer), L, y, 10)
  y += 13
  s.text(`${p.agencyPhone}  |  Lic. ${letter2(rnd)}${digits(rnd, 6)}`, L, y, 9)
  y += 26
  s.text(`On ${printDate(p.issueDate, 'month-d-y')}, ${processor} wrote:`, L, y, 9.5)
  y += 15
  s.vline(L + 2, y - 10, y + 74, 2)
  const quoted = [
    `> Our file shows policy ${p.priorPolicyNumber} expiring ${printDate(p.effectiveDate, D)}`,
    `> with dwelling ${printMoney(p.priorCoverage, 'dollars')} and a ${printMoney(p.priorDeductible, 'dollars')} deductible.`,
    `> Please send the renewal declarations or evidence for loan ${p.secondLoanNumber}`,
    '> (our reference). We will force-place coverage if we do not hear back',
    `> by ${printDate(addDays(p.effectiveDate, 20), D)}. Tracking: ${digits(rnd, 9)}`,
  ]
  for (const q of quoted) {
    s.text(q, L + 10, y, 9.5, false, 0.35)
    y += 14
  }
  s.text('1 of 1', 306, 772, 7.5)
  return s.finish()
}

const letter2 = (rnd: Rnd): string =>
  String.fromCharCode(65 + int(rnd, 0, 25)) + String.fromCharCode(65 + int(rnd, 0, 25))

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'bx01',
    name: 'quote-options-bound',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.options,
    features:
      'renewal proposal: three coverage options in columns, the one marked BOUND is the answer; limits "$350K"; expiring policy number beside the renewal one',
    render: quoteOptions,
  },
  {
    id: 'bx02',
    name: 'servicer-numbered-boxes',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.servicer,
    features:
      'servicer verification form returned by the agent: numbered boxes with 6.5 pt captions, values typed in them; dates 2026/01/05, amounts 350,000.00; prior policy and NAIC boxes',
    render: servicerBoxes,
  },
  {
    id: 'bx03',
    name: 'dp3-mortgagees-page-two',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.dwelling,
    features:
      'two-page DP-3 rental dwelling declarations in Times; fair rental value beside the dwelling; "USD 350,000"; mortgagees ranked in a table on page 2 (first the answer)',
    render: dwellingPageTwo,
  },
  {
    id: 'bx04',
    name: 'email-reply-quoted',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.mail,
    features:
      'agent reply e-mail printed to PDF: values in a sentence and a bullet list, dates 5-Jan-26; the lender request quoted with ">" (last term number, limit, deductible)',
    render: emailThread,
  },
]
