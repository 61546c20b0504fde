/**
 * Families bk03–bk04: an agent's plain-text e-mail with the policy pasted from the agency system as
 * a table drawn in ASCII characters, and a dwelling fire declarations whose coverage table is
 * turned on its side (coverages across the top, limit, deductible and premium as rows).
 */
import { cash, dt, endX, roundTo, txt, year, type BlindFamily } from './family'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'

/** A row of the pasted table: its caption, the value lines and the field the value answers. */
type AsciiRow = readonly [string, Printed, ExtractionFieldId | null]

/** Split a value into lines of at most `n` characters, words kept whole. */
function wrapChars(s: string, n: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const w of s.split(' ')) {
    const next = line === '' ? w : `${line} ${w}`
    if (line !== '' && next.length > n) {
      lines.push(line)
      line = w
    } else line = next
  }
  if (line !== '') lines.push(line)
  return lines
}

/**
 * An agent's reply e-mail printed as plain text in Courier: headers, a short note, the policy
 * pasted as an ASCII table ("+----+" borders, "|" between caption and value, long values wrapped
 * inside their cell), ISO dates and "USD 1,250,000" amounts, and the agency only in the signature.
 */
async function emailAscii(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('courier')
  const size = 8.5
  const cw = s.width('M', size)
  const L = 50
  const lead = 11
  const D = 'iso' as const
  const M = 'usd' as const
  const user = p.agentName
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ')
  const domain = brandOf(p.producer)
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
  let y = 56
  const line = (t: string, bold = false): void => {
    s.text(t, L, y, size, bold)
    y += lead
  }
  line(`From:    ${p.agentName} <${user[0]![0]}${user[user.length - 1]}@${domain}.example>`)
  line(
    `Sent:    ${printDate(p.issueDate, D)} ${int(rnd, 8, 17)}:${digits(rnd, 1)}${digits(rnd, 1)}`,
  )
  line(`To:      ${p.hasMortgagee ? 'hazard.insurance' : 'customer.care'}@servicing-desk.example`)
  line(
    p.hasMortgagee
      ? `Subject: RE: Proof of hazard coverage - loan ${p.loanNumber}`
      : `Subject: RE: Policy details for ${p.namedInsured.split(' ')[0]}`,
    true,
  )
  s.hline(L, 562, y - 6, 0.4)
  y += lead
  line('Hello,')
  y += 4
  line('As requested, below is the policy exactly as it shows in our agency system')
  line('(copied from the screen). The carrier will mail the declarations page.')
  y += lead
  const capW = 22
  const valW = 56
  const border = `+${'-'.repeat(capW + 2)}+${'-'.repeat(valW + 2)}+`
  line(border)
  const rows: AsciiRow[] = [
    ['POLICY NUMBER', txt(p.policyNumber), 'policy.policyNumber'],
    ['COMPANY', txt(p.carrier), 'policy.carrier'],
    ['NAMED INSURED', txt(p.namedInsured), 'policy.namedInsured'],
    ['MAILING ADDRESS', txt(`${p.mailingStreet}, ${p.mailingCity}`), null],
    ['PROPERTY LOCATION', txt(p.street), 'property.address'],
    ['', txt(`${p.city}, ${p.state} ${p.zip}`), null],
    ['EFFECTIVE', dt(p.effectiveDate, D), 'policy.effectiveDate'],
    ['EXPIRES', dt(p.expirationDate, D), 'policy.expirationDate'],
    ['FORM', txt(pick(rnd, ['HO-3 Special', 'HO-5 Comprehensive'])), null],
    ['COV A DWELLING', cash(p.coverageAmount, M), 'policy.coverageAmount'],
    [
      'COV B / C / D',
      txt([p.otherStructures, p.contents, p.lossOfUse].map((n) => printMoney(n, M)).join(' / ')),
      null,
    ],
    ['AOP DEDUCTIBLE', cash(p.deductible, M), 'policy.deductible'],
    ['WIND/HAIL DEDUCTIBLE', txt(`${p.percent}% of Cov A`), null],
    ['ANNUAL PREMIUM', cash(p.premium, M), 'policy.premium'],
    ['PAY PLAN', txt(`4-pay, ${printMoney(p.installment, M)} per installment`), null],
    ['YEAR BUILT', year(p.yearBuilt), 'property.yearBuilt'],
    ['ROOF YEAR', year(p.roofYear), null],
  ]
  if (p.hasMortgagee)
    rows.push(
      ['MORTGAGEE 1', txt(p.mortgagee), 'policy.mortgagee'],
      ['', txt('ISAOA/ATIMA'), null],
      ['', txt(p.lenderStreet), null],
      ['', txt(p.lenderCity), null],
      ['LOAN NUMBER', txt(p.loanNumber), 'policy.loanNumber'],
    )
  else rows.push(['MORTGAGEE 1', txt('NONE ON FILE'), null])
  const vx = L + (capW + 5) * cw
  const rightBar = `${' '.repeat(0)}|`
  for (const [caption, v, field] of rows) {
    const lines = wrapChars(v.printed, valW)
    lines.forEach((l, i) => {
      const cap = i === 0 ? caption : ''
      s.text(`| ${cap.padEnd(capW)} |`, L, y + i * lead, size)
      s.text(rightBar, L + (capW + valW + 6) * cw, y + i * lead, size)
      if (field === null) s.text(l, vx, y + i * lead, size)
    })
    if (field !== null) {
      if (lines.length === 1) s.value(field, v, vx, y, size)
      else s.valueLines(field, lines, v.normalized, vx, y, size, lead)
    }
    y += lines.length * lead
  }
  line(border)
  y += lead
  line('The wind/hail deductible applies to named storms only. Let me know if you need')
  line('anything else for your file.')
  y += lead
  line(`${p.agentName}, CISR`)
  const role = s.text('Account Manager |', L, y, size)
  s.value('policy.producer', txt(p.producer), endX(s, role) + cw, y, size)
  y += lead
  line(`${p.agencyPhone}  |  agency code ${p.agencyCode}`)
  y += lead
  s.text(
    'CONFIDENTIALITY: this message may contain nonpublic personal information.',
    L,
    y + 20,
    6.5,
  )
  return s.finish()
}

/**
 * A dwelling fire declarations whose coverage table is transposed: one column per coverage
 * (Dwelling first), rows for limit, deductible and premium, the total at the foot; captions in a
 * strip above; the year of construction in a rating strip; the lienholder under it. Dates
 * "05 JAN 2026", amounts "$350,000.00".
 */
async function transposedGrid(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 48
  const R = 564
  const D = 'dd-mon-caps' as const
  const C = 'cents' as const
  s.band(L, 36, R - L, 30, 0.86)
  const big = p.carrier.length > 40 ? 9 : 11
  s.value('policy.carrier', txt(p.carrier.toUpperCase()), L + 8, 55, big, { bold: true })
  s.right('DWELLING FIRE DECLARATIONS', R - 8, 55, 10, true)
  // The strip of captioned values, two columns.
  const cap = (label: string, x: number, y: number): void => {
    s.text(label, x, y, 7, true, 0.35)
  }
  let y = 88
  cap('POLICY NO.', L, y)
  s.value('policy.policyNumber', txt(p.policyNumber), L, y + 13, 11, { bold: true })
  cap('TERM', 310, y)
  const f = s.text('From', 310, y + 13, 9.5)
  const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), endX(s, f) + 4, y + 13, 9.5)
  const t = s.text('To', endX(s, e) + 6, y + 13, 9.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 4, y + 13, 9.5)
  y += 34
  cap('POLICYHOLDER', L, y)
  s.value('policy.namedInsured', txt(p.namedInsured), L, y + 13, 10)
  s.text(p.mailingStreet, L, y + 25, 9)
  s.text(p.mailingCity, L, y + 36, 9)
  cap('AGENT', 310, y)
  s.value('policy.producer', txt(p.producer), 310, y + 13, 10)
  s.text(`Code ${p.agencyCode}  ·  ${p.agencyPhone}`, 310, y + 25, 9)
  y += 52
  cap('DESCRIBED LOCATION', L, y)
  const a = s.value('property.address', txt(p.street), L, y + 13, 10)
  s.text(`${p.city}, ${p.state} ${p.zip}`, endX(s, a) + 10, y + 13, 10)
  s.text(`Form DP 00 0${pick(rnd, ['1', '2', '3'])}  ·  tenant occupied`, 310, y + 13, 9)
  y += 30
  // Rating strip.
  s.rect(L, y, R - L, 22, 0.5)
  const rating = s.text(
    `Construction ${pick(rnd, ['Frame', 'Masonry veneer', 'Masonry'])}   |   Year of construction`,
    L + 6,
    y + 14,
    8.5,
  )
  const yb = s.value('property.yearBuilt', year(p.yearBuilt), endX(s, rating) + 5, y + 14, 8.5, {
    bold: true,
  })
  s.text(
    `|   Protection class ${int(rnd, 1, 9)}   |   Units ${int(rnd, 1, 4)}   |   Territory ${digits(rnd, 3)}`,
    endX(s, yb) + 8,
    y + 14,
    8.5,
  )
  y += 40
  // The transposed table.
  const heads = [
    'Dwelling',
    'Other Structures',
    'Personal Property',
    'Fair Rental Value',
    'Premises Liability',
    'Medical Payments',
  ]
  const first = 76
  const colW = (R - L - first) / heads.length
  s.band(L, y, R - L, 26, 0.9)
  s.grid(L, y, [first, ...heads.map(() => colW)], [26, 20, 20, 20])
  s.text('COVERAGE', L + 5, y + 16, 7.5, true)
  heads.forEach((h, i) => {
    const lines = s.split(h, 8, colW - 8, true)
    lines.forEach((l, k) => s.center(l, L + first + colW * (i + 0.5), y + 11 + k * 9, 8, true))
  })
  const prem = [0.66, 0.06, 0.12, 0.08, 0.06].map((k) => roundTo(p.premium * k, 1))
  prem.push(Math.round((p.premium - prem.reduce((x, z) => x + z, 0)) * 100) / 100)
  const limits = [
    p.coverageAmount,
    p.otherStructures,
    p.contents,
    p.lossOfUse,
    p.liability,
    p.medical,
  ]
  const rowsAt = [y + 40, y + 60, y + 80]
  ;['Limit', 'Deductible', 'Premium'].forEach((label, r) =>
    s.text(label, L + 5, rowsAt[r]!, 8.5, true),
  )
  heads.forEach((_, i) => {
    const x = L + first + colW * (i + 1) - 5
    if (i === 0) {
      s.value('policy.coverageAmount', cash(limits[0]!, C), x, rowsAt[0]!, 8.5, { align: 'right' })
      s.value('policy.deductible', cash(p.deductible, C), x, rowsAt[1]!, 8.5, { align: 'right' })
    } else {
      s.right(printMoney(limits[i]!, C), x, rowsAt[0]!, 8.5)
      s.right(i < 3 ? printMoney(p.deductible, C) : 'None', x, rowsAt[1]!, 8.5)
    }
    s.right(printMoney(prem[i]!, C), x, rowsAt[2]!, 8.5)
  })
  y += 104
  const tl = s.text('TOTAL POLICY PREMIUM', 330, y, 9, true)
  s.value('policy.premium', cash(p.premium, C), R - 5, y, 10, { align: 'right', bold: true })
  s.hline(endX(s, tl) + 6, R - 80, y - 3, 0.3)
  y += 14
  s.right(
    `Payable in full or in two installments of ${printMoney(p.installment * 2, C)}`,
    R - 5,
    y,
    7.5,
  )
  y += 30
  cap('LIENHOLDER', L, y)
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee), L, y + 13, 10, { bold: true })
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L, y + 25, 9)
    cap('LOAN NO.', 400, y)
    s.value('policy.loanNumber', txt(p.loanNumber), 400, y + 13, 10)
  } else s.text('None named on this policy', L, y + 13, 10)
  y += 50
  cap('FORMS AND ENDORSEMENTS', L, y)
  s.text(
    `DP 00 02 (12/02)  ·  DP 04 69  ·  DL 24 01 (07/88)  ·  ${p.state} amendatory`,
    L,
    y + 12,
    8.5,
  )
  s.text(`Issued ${printDate(p.issueDate, D)}  ·  prior policy ${p.priorPolicyNumber}`, L, 760, 7)
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'bk03',
    name: 'email-ascii-table',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.email,
    features:
      'agent\'s plain-text reply e-mail in Courier (From/Sent/To/Subject, the loan number also in the subject) with the policy pasted from the agency system as an ASCII table ("+---+" borders, "|" between caption and value, long values wrapped inside their cell); ISO dates 2026-01-05, amounts "USD 1,250,000"; coverages B/C/D on one line; installment beside the premium; roof year below the year built; the agency only in the signature ("Account Manager | …")',
    render: emailAscii,
  },
  {
    id: 'bk04',
    name: 'transposed-coverage-grid',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.grid,
    features:
      'dwelling fire declarations with the coverage table turned on its side: one column per coverage (Dwelling first, then other structures, personal property, fair rental value, liability, medical), rows Limit / Deductible / Premium (the same deductible repeated under three coverages, the Dwelling column\'s is the answer); "POLICYHOLDER", "TERM From 05 JAN 2026 To 05 JAN 2027" in grey captions above values; "Year of construction" inside a piped rating strip; "LIENHOLDER" and "LOAN NO."; amounts with cents',
    render: transposedGrid,
  },
]
