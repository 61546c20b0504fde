/**
 * Families bz01–bz03: a declarations summary forwarded by e-mail and printed from the browser (the
 * mail client's header lines and the browser's date, title and URL in the margins), a renewal
 * declarations whose coverages stand in "was / now" columns, and a fixed-width mainframe print in
 * capitals whose values sit under column headers.
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
import { PAGE_H, Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'

/** A row's value: plain text, or a field's printed value. */
type Cell = string | { readonly field: ExtractionFieldId; readonly v: Printed }

const domainOf = (carrier: string): string =>
  `${brandOf(carrier)
    .toLowerCase()
    .replace(/[^a-z]+/g, '')}.example`

async function emailPrint(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 40
  const R = 572
  const sent = printDate(addDays(p.issueDate, int(rnd, 0, 3)), 'mdy-short')
  const clock = `${int(rnd, 1, 12)}:${String(int(rnd, 0, 59)).padStart(2, '0')} ${pick(rnd, ['AM', 'PM'])}`
  // The browser's print margins: date and page title on top, the address and page count below.
  s.text(`${sent}, ${clock}`, 22, 18, 7)
  s.center('Inbox - Fwd: Your homeowners declarations page', 306, 18, 7)
  s.text(
    `https://webmail.${domainOf(p.carrier).replace('.example', '')}-mail.example/inbox/msg/${digits(rnd, 12)}?print=1`,
    22,
    PAGE_H - 16,
    7,
  )
  s.right('1/1', 590, PAGE_H - 16, 7)
  let y = 58
  s.text('Fwd: Your homeowners declarations page', L, y, 15, true)
  y += 26
  const brand = brandOf(p.carrier)
  const head = (label: string, value: string): void => {
    s.text(label, L, y, 8.5, false, 0.45)
    s.text(value, L + 46, y, 8.5)
    y += 12
  }
  head('From:', `${p.agentName} <${p.agentName.split(' ')[0]?.toLowerCase()}@agency-mail.example>`)
  head('To:', 'policyservice@lender-inbox.example')
  head('Date:', `${printDate(p.issueDate, 'weekday')} ${clock}`)
  head('Subject:', 'Fwd: Your homeowners declarations page')
  s.hline(L, R, y, 0.4)
  y += 18
  s.text(
    'Forwarding as requested for your file. Summary below; the full PDF is in the portal.',
    L,
    y,
    9,
  )
  y += 14
  s.text(`${p.agentName}  |  ${p.agencyPhone}`, L, y, 9)
  y += 20
  s.text('---------- Forwarded message ---------', L, y, 8.5, false, 0.4)
  y += 12
  s.text(`From: ${brand} Policy Service <no-reply@${domainOf(p.carrier)}>`, L, y, 8.5, false, 0.4)
  y += 11
  s.text(`Date: ${printDate(p.issueDate, 'mon-d-y')}`, L, y, 8.5, false, 0.4)
  y += 22
  s.text('Dear Policyholder,', L, y, 10)
  y += 15
  y = s.prose(
    [
      'Thank you for choosing us to protect your home. Here is a summary of your coverage for the coming policy term. Keep this e-mail with your records; your declarations page is attached.',
    ],
    L,
    y,
    10,
    R - L,
  )
  y += 6
  // The summary the carrier's mail renders as a two-column table with hairlines between rows.
  const labelW = 190
  const row = (label: string, value: Cell, extra?: string): void => {
    s.text(label, L + 6, y, 9.5, true)
    if (typeof value === 'string') s.text(value, L + labelW, y, 9.5)
    else {
      const box = s.value(value.field, value.v, L + labelW, y, 9.5)
      if (extra !== undefined) s.text(extra, box.x1 * 612 + 6, y, 9.5, false, 0.35)
    }
    s.hline(L, R, y + 5, 0.25)
    y += 17
  }
  s.band(L, y - 12, R - L, 17, 0.9)
  s.text('YOUR POLICY AT A GLANCE', L + 6, y, 9.5, true)
  y += 17
  row('Insurance company', { field: 'policy.carrier', v: txt(p.carrier) })
  row('Policy number', { field: 'policy.policyNumber', v: txt(p.policyNumber) })
  row('Policyholder', { field: 'policy.namedInsured', v: txt(p.namedInsured) })
  if (chance(rnd, 0.5)) row('Also insured', p.secondInsured)
  row('Home insured', { field: 'property.address', v: txt(p.street) }, cityLine(p))
  // The policy period is two values on one row with a dash between.
  s.text('Coverage starts / ends', L + 6, y, 9.5, true)
  const start = s.value('policy.effectiveDate', dt(p.effectiveDate, 'mon-d-y'), L + labelW, y, 9.5)
  s.text('–', start.x1 * 612 + 5, y, 9.5)
  s.value('policy.expirationDate', dt(p.expirationDate, 'mon-d-y'), start.x1 * 612 + 16, y, 9.5)
  s.hline(L, R, y + 5, 0.25)
  y += 17
  row('Year built', { field: 'property.yearBuilt', v: year(p.yearBuilt) })
  row('Dwelling (Coverage A)', {
    field: 'policy.coverageAmount',
    v: cash(p.coverageAmount, 'dollars'),
  })
  row('Other structures (B)', printMoney(p.otherStructures, 'dollars'))
  row('Personal property (C)', printMoney(p.contents, 'dollars'))
  row('Loss of use (D)', printMoney(p.lossOfUse, 'dollars'))
  row('Personal liability (E)', printMoney(p.liability, 'dollars'))
  row('Deductible - all perils', { field: 'policy.deductible', v: cash(p.deductible, 'dollars') })
  row('Hurricane deductible', `${p.percent}% of Coverage A`)
  row('Annual premium', { field: 'policy.premium', v: cash(p.premium, 'cents') })
  row('First installment', `${printMoney(p.installment, 'cents')} (incl. $${p.installmentFee} fee)`)
  if (p.hasMortgagee) {
    row('Mortgage company', { field: 'policy.mortgagee', v: txt(p.mortgagee) })
    row('Loan number', { field: 'policy.loanNumber', v: txt(p.loanNumber) })
  } else row('Mortgage company', 'None on file')
  row('Your agent', { field: 'policy.producer', v: txt(p.producer) }, p.agencyPhone)
  y += 12
  y = s.prose(
    [
      `To report a claim call ${p.claimsPhone}, 24 hours a day. Your last claim reference was ${p.claimNumber}. Company code ${p.naic}.`,
    ],
    L,
    y,
    9,
    R - L,
  )
  y += 8
  s.text(`${brand} Policy Service`, L, y, 9, true)
  s.text(
    'This message was sent from an unmonitored mailbox. Please do not reply.',
    L,
    y + 24,
    7,
    false,
    0.4,
  )
  return s.finish()
}

async function wasNow(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 50
  const R = 562
  const brand = brandOf(p.carrier).toUpperCase()
  s.logo(brand, L + 6, 62, 20, 'band')
  s.value('policy.carrier', txt(p.carrier), L, 84, 9.5)
  s.right('RENEWAL DECLARATIONS', R, 56, 14, true)
  s.right('Homeowners Policy — Special Form 3', R, 70, 9)
  s.right(`NAIC ${p.naic}   Claims ${p.claimsPhone}`, R, 82, 8)
  s.hline(L, R, 94, 1.2)
  let y = 114
  s.text('Policy number', L, y, 8, false, 0.4)
  s.text('Renewal of', L + 180, y, 8, false, 0.4)
  s.text('Date issued', L + 330, y, 8, false, 0.4)
  y += 13
  s.value('policy.policyNumber', txt(p.policyNumber), L, y, 11, { bold: true })
  s.text(p.priorPolicyNumber, L + 180, y, 11)
  s.text(printDate(p.issueDate, 'mdy'), L + 330, y, 11)
  y += 26
  s.text('Named insured and mailing address', L, y, 8, false, 0.4)
  s.text('Residence premises', L + 280, y, 8, false, 0.4)
  const blocks = insuredBesideLocation(s, p, {
    x: L,
    dx: 280,
    y: y + 13,
    size: 10.5,
    leading: 13,
    builtLabel: 'Built',
  })
  y = blocks.y
  const yb = blocks.yearBox
  s.text(`· roof ${p.roofYear}`, yb.x1 * 612 + 3, y, 10.5)
  y += 26
  // The two terms side by side: only the renewal term is this policy's period.
  s.text('Expiring term', L, y, 8, false, 0.4)
  s.text(
    'Renewal term (12:01 a.m. standard time at the residence premises)',
    L + 180,
    y,
    8,
    false,
    0.4,
  )
  y += 13
  s.text(
    `${printDate(`${Number(p.effectiveDate.slice(0, 4)) - 1}${p.effectiveDate.slice(4)}`, 'mdy')} – ${printDate(p.effectiveDate, 'mdy')}`,
    L,
    y,
    10.5,
  )
  const eff = s.value('policy.effectiveDate', dt(p.effectiveDate, 'mdy'), L + 180, y, 10.5, {
    bold: true,
  })
  s.text('to', eff.x1 * 612 + 5, y, 10.5)
  s.value('policy.expirationDate', dt(p.expirationDate, 'mdy'), eff.x1 * 612 + 19, y, 10.5, {
    bold: true,
  })
  y += 28
  const cols = [200, 104, 104, 104]
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0))
  const rows = 10
  s.band(L, y, R - L, 18, 0.82)
  s.grid(L, y, cols, Array<number>(rows).fill(18))
  const headY = y + 12.5
  s.text('Coverage', (xs[0] ?? L) + 5, headY, 9, true)
  s.right('Was', (xs[1] ?? L) + 99, headY, 9, true)
  s.right('Now', (xs[2] ?? L) + 99, headY, 9, true)
  s.right('Change', (xs[3] ?? L) + 99, headY, 9, true)
  let ry = headY + 18
  const d = (n: number): string => printMoney(n, 'dollars')
  const change = (was: number, now: number): string =>
    now === was ? '—' : `${now > was ? '+' : '-'}${printMoney(Math.abs(now - was), 'dollars')}`
  const line = (
    label: string,
    was: number,
    now: number | { field: ExtractionFieldId; v: Printed; n: number },
    fmt = d,
  ): void => {
    s.text(label, (xs[0] ?? L) + 5, ry, 9.5)
    s.right(fmt(was), (xs[1] ?? L) + 99, ry, 9.5)
    const n = typeof now === 'number' ? now : now.n
    if (typeof now === 'number') s.right(fmt(now), (xs[2] ?? L) + 99, ry, 9.5)
    else s.value(now.field, now.v, (xs[2] ?? L) + 99, ry, 9.5, { align: 'right', bold: true })
    s.right(change(was, n), (xs[3] ?? L) + 99, ry, 9.5)
    ry += 18
  }
  const c = p.coverageAmount
  line('A  Dwelling', p.priorCoverage, {
    field: 'policy.coverageAmount',
    v: cash(c, 'dollars'),
    n: c,
  })
  line('B  Other Structures', Math.round(p.priorCoverage / 10), p.otherStructures)
  line('C  Personal Property', Math.round(p.priorCoverage / 2), p.contents)
  line('D  Loss of Use', Math.round(p.priorCoverage / 5), p.lossOfUse)
  line('E  Personal Liability', p.liability, p.liability)
  line('F  Medical Payments', p.medical, p.medical)
  line('All Perils Deductible', p.priorDeductible, {
    field: 'policy.deductible',
    v: cash(p.deductible, 'dollars'),
    n: p.deductible,
  })
  const cents = (n: number): string => printMoney(n, 'cents')
  line(
    'Total Annual Premium',
    p.priorPremium,
    { field: 'policy.premium', v: cash(p.premium, 'cents'), n: p.premium },
    cents,
  )
  line('Inflation guard', 4, 4, (n) => `${n}%`)
  y = ry + 8
  s.text(
    'Coverage A was increased by the inflation guard endorsement and the updated replacement cost estimate.',
    L,
    y,
    8.5,
  )
  y += 24
  s.text('MORTGAGEES', L, y, 9, true)
  s.hline(L, R, y + 4, 0.5)
  y += 17
  if (p.hasMortgagee) {
    s.text('1st', L, y, 9.5)
    s.value('policy.mortgagee', txt(p.mortgagee), L + 30, y, 9.5)
    s.text('Loan', L + 300, y, 9.5, false, 0.4)
    s.value('policy.loanNumber', txt(p.loanNumber), L + 326, y, 9.5)
    y += 13
    s.text(`ISAOA/ATIMA, ${p.lenderStreet}, ${p.lenderCity}`, L + 30, y, 8.5)
    y += 15
    if (chance(rnd, 0.5)) {
      s.text('2nd', L, y, 9.5)
      s.text(p.secondLender, L + 30, y, 9.5)
      s.text('Loan', L + 300, y, 9.5, false, 0.4)
      s.text(p.secondLoanNumber, L + 326, y, 9.5)
      y += 15
    }
  } else {
    s.text('No mortgagee is listed on this policy.', L, y, 9.5)
    y += 15
  }
  y += 12
  s.text('AGENT', L, y, 9, true)
  s.hline(L, R, y + 4, 0.5)
  y += 17
  s.value('policy.producer', txt(p.producer), L, y, 9.5)
  s.text(`Agent code ${p.agencyCode}   Phone ${p.agencyPhone}`, L + 280, y, 9.5)
  s.text(
    `Renewal premium is due by ${printDate(addDays(p.effectiveDate, -1), 'mdy')}. Installment option: 4 payments of ${cents(p.installment)}.`,
    L,
    PAGE_H - 48,
    8,
  )
  return s.finish()
}

async function mainframe(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('courier')
  const size = 7.6
  const cw = s.width('M', size)
  const L = 30
  const at = (col: number): number => L + col * cw
  let y = 40
  const put = (col: number, text: string, bold = false): void => {
    s.text(text, at(col), y, size, bold)
  }
  const val = (field: ExtractionFieldId, col: number, v: Printed): void => {
    s.value(field, v, at(col), y, size)
  }
  const up = (v: string): Printed => txt(v.toUpperCase())
  const nl = (n = 1): void => {
    y += n * size * 1.45
  }
  const rule = (ch: string): void => {
    put(0, ch.repeat(120))
    nl()
  }
  put(
    0,
    `RUN ${printDate(p.issueDate, 'yyyymmdd')} ${int(rnd, 10, 23)}.${String(int(rnd, 0, 59)).padStart(2, '0')}.${String(int(rnd, 0, 59)).padStart(2, '0')}  PGM DFD${digits(rnd, 3)}`,
  )
  val('policy.carrier', 40, up(p.carrier))
  put(110, 'PAGE 0001')
  nl()
  rule('=')
  put(0, 'DWELLING PROPERTY DECLARATIONS - DP 00 01 BASIC FORM', true)
  put(90, 'COPY: LIENHOLDER FILE')
  nl(2)
  put(0, 'POLICY-NO     EFF-DATE   EXP-DATE   TRANS   ISSUE-DT   PRIOR-POLICY   ACCT-NO')
  nl()
  val('policy.policyNumber', 0, txt(p.policyNumber))
  val('policy.effectiveDate', 14, dt(p.effectiveDate, 'yyyymmdd'))
  val('policy.expirationDate', 25, dt(p.expirationDate, 'yyyymmdd'))
  put(36, 'RENEW')
  put(44, printDate(p.issueDate, 'yyyymmdd'))
  put(55, p.priorPolicyNumber)
  put(70, p.accountNumber)
  nl(2)
  put(0, 'INSURED-NAME                                  MAILING-ADDRESS')
  nl()
  val('policy.namedInsured', 0, up(p.namedInsured))
  put(46, `${p.mailingStreet}, ${p.mailingCity}`.toUpperCase())
  nl(2)
  put(0, 'AGENT-NO      PRODUCER-NAME                           AGENT-PHONE')
  nl()
  put(0, p.agencyCode)
  val('policy.producer', 14, up(p.producer))
  put(54, p.agencyPhone)
  nl(2)
  rule('-')
  put(
    0,
    'LOC  STREET-ADDRESS                  CITY-ST-ZIP               YR-BLT  CONST   PC  COV-A-LIMIT      DEDUCT',
  )
  nl()
  put(0, '001')
  val('property.address', 5, up(p.street))
  put(37, cityLine(p).toUpperCase().replace(',', ''))
  val('property.yearBuilt', 63, year(p.yearBuilt))
  put(71, pick(rnd, ['FRAME', 'MASNRY', 'BRKVNR']))
  put(79, `0${int(rnd, 1, 9)}`)
  // Amounts are right-aligned in their columns, as a report writer pads them.
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'plain-cents'), at(95), y, size, {
    align: 'right',
  })
  s.value('policy.deductible', cash(p.deductible, 'plain-cents'), at(107), y, size, {
    align: 'right',
  })
  nl()
  const second = chance(rnd, 0.6)
  if (second) {
    put(0, '002')
    put(5, p.street2.toUpperCase())
    put(37, 'SAME')
    put(63, String(int(rnd, 1950, 2015)))
    put(71, 'FRAME')
    put(79, `0${int(rnd, 1, 9)}`)
    s.right(printMoney(p.limit2, 'plain-cents'), at(95), y, size)
    s.right(printMoney(p.priorDeductible, 'plain-cents'), at(107), y, size)
    nl()
  }
  nl()
  put(0, 'COVERAGES LOC 001       LIMIT          RATE     PREMIUM')
  nl()
  const covs: Array<[string, number]> = [
    ['A DWELLING', p.coverageAmount],
    ['B OTHER STRUCT', p.otherStructures],
    ['C PERS PROP', p.contents],
    ['D FAIR RENTAL', p.lossOfUse],
  ]
  for (const [name, limit] of covs) {
    put(0, name)
    s.right(printMoney(limit, 'plain-cents'), at(34), y, size)
    put(38, `.${digits(rnd, 3)}`)
    s.right(printMoney(Math.round(limit / 900), 'plain-cents'), at(56), y, size)
    nl()
  }
  nl()
  rule('-')
  put(0, 'MORTGAGEE/LIENHOLDER                     LOAN-NO          RANK')
  nl()
  if (p.hasMortgagee) {
    val('policy.mortgagee', 0, up(p.mortgagee))
    val('policy.loanNumber', 41, txt(p.loanNumber))
    put(58, '01')
    nl()
    put(2, `ISAOA ATIMA ${p.lenderStreet} ${p.lenderCity}`.toUpperCase())
    nl()
  } else {
    put(0, '*** NONE ***')
    nl()
  }
  nl()
  rule('-')
  put(0, 'TOTAL-ANNUAL-PREM     PRIOR-TERM-PREM     POLICY-FEE     INSTALLMENT     NAIC')
  nl()
  val('policy.premium', 0, cash(p.premium, 'plain-cents'))
  put(22, printMoney(p.priorPremium, 'plain-cents'))
  put(42, printMoney(p.policyFee, 'plain-cents'))
  put(57, printMoney(p.installment, 'plain-cents'))
  put(73, p.naic)
  nl(2)
  rule('=')
  put(0, `END OF REPORT   CLAIMS ${p.claimsPhone}   LAST-CLM ${p.claimNumber}`)
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'bz01',
    name: 'email-print',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.mail,
    features:
      'a carrier summary forwarded by e-mail and printed from the browser: print date, page title, URL and page count in the margins, From/To/Date/Subject headers and a forwarded-message header (their dates are the mail\'s), a two-column "at a glance" table, the term as "Jan 5, 2026 – Jan 5, 2027" on one row, hurricane percentage, first installment, agent\'s phone and claim reference',
    render: emailPrint,
  },
  {
    id: 'bz02',
    name: 'was-now',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.renewal,
    features:
      'renewal declarations: logo band, the expiring term beside the renewal term, a ruled table of coverages in "Was / Now / Change" columns (only "Now" is the answer) for Coverage A–F, the all-perils deductible and the premium, a "renewal of" number, second mortgagee on half, dates 01/05/2026',
    render: wasNow,
  },
  {
    id: 'bz03',
    name: 'mainframe-columns',
    line: 'dwelling',
    numberStyle: NUMBER_STYLES.mainframe,
    features:
      'dwelling fire as a fixed-width courier print in capitals: run line with program name, values under column headers (POLICY-NO, EFF-DATE …), dates 20260105, amounts 245000.00 right-aligned, a location table with a second location on most, coverage rows with rates and premiums, prior-term premium, installment and policy fee beside the total',
    render: mainframe,
  },
]
