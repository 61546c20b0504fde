/**
 * Families bk07–bk08: a carrier's own evidence of homeowners coverage whose choices are tick boxes
 * (the ticked deductible among the offered ones is the answer), and a claim payment: a statement
 * of loss above a draft payable jointly to the insured and the mortgagee.
 */
import { cash, dt, endX, txt, year, type BlindFamily } from './family'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, dollarsInWords, printDate, printMoney } from './words'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'

/**
 * A row of tick boxes: each option a small square, ticked with an "X" when chosen, its text to the
 * right. The chosen option may be an answer (`field`). Returns the x after the row.
 */
function ticks(
  s: Sheet,
  x: number,
  y: number,
  options: readonly Printed[],
  chosen: number,
  size: number,
  field: ExtractionFieldId | null = null,
): number {
  let cx = x
  options.forEach((o, i) => {
    s.rect(cx, y - 7.5, 8, 8, 0.6)
    if (i === chosen) s.text('X', cx + 1.5, y - 0.8, 7.5, true)
    if (i === chosen && field !== null) s.value(field, o, cx + 12, y, size)
    else s.text(o.printed, cx + 12, y, size)
    cx += 12 + s.width(o.printed, size) + 16
  })
  return cx
}

/**
 * The carrier's evidence of homeowners coverage in numbered sections of captioned boxes; the
 * policy form, term length, construction, deductible, wind deductible, who pays and the mortgagee's
 * rank are tick boxes. Dates "Jan. 5, 2026", amounts "$350,000.00".
 */
async function tickBoxEvidence(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 46
  const R = 566
  const W = R - L
  const D = 'mon-dot' as const
  const C = 'cents' as const
  s.logo(brandOf(p.carrier).toUpperCase(), L + 6, 52, 13, 'band')
  s.right('EVIDENCE OF HOMEOWNERS COVERAGE', R, 46, 12, true)
  s.right(`Issued by the company on ${printDate(p.issueDate, D)}  ·  not an ACORD form`, R, 59, 7.5)
  let top = 74
  const section = (n: number, title: string, h: number): number => {
    s.band(L, top, W, 13, 0.82)
    s.text(`${n}.  ${title.toUpperCase()}`, L + 5, top + 9.5, 8, true)
    s.rect(L, top, W, 13 + h, 0.7)
    const inner = top + 13
    top += 13 + h + 8
    return inner
  }
  const cap = (label: string, x: number, y: number): void => {
    s.text(label, x, y, 6.5, false, 0.3)
  }
  // 1. Policy.
  let y = section(1, 'Policy', 56)
  cap('Policy number', L + 6, y + 9)
  s.value('policy.policyNumber', txt(p.policyNumber), L + 6, y + 22, 11, { bold: true })
  cap('Insurer', L + 190, y + 9)
  s.value('policy.carrier', txt(p.carrier), L + 190, y + 22, p.carrier.length > 44 ? 8 : 9.5)
  cap('Policy form', L + 6, y + 36)
  const form = int(rnd, 0, 2)
  ticks(s, L + 6, y + 48, ['HO-3', 'HO-5', 'HO-8'].map(txt), form, 8.5)
  cap('Term', L + 190, y + 36)
  const after = ticks(s, L + 190, y + 48, ['12 months', '6 months'].map(txt), 0, 8.5)
  const eff = s.text('Effective', after, y + 48, 8.5)
  const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), endX(s, eff) + 4, y + 48, 8.5, {
    bold: true,
  })
  const ex = s.text('Expires', endX(s, e) + 10, y + 48, 8.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, ex) + 4, y + 48, 8.5, {
    bold: true,
  })
  // 2. Insured and location.
  y = section(2, 'Insured and residence premises', 56)
  cap('Named insured', L + 6, y + 9)
  s.value('policy.namedInsured', txt(p.namedInsured), L + 6, y + 22, 10)
  cap('Other insured residing in household', L + 300, y + 9)
  s.text(p.secondInsured, L + 300, y + 22, 10)
  cap('Residence premises', L + 6, y + 36)
  const a = s.value('property.address', txt(p.street), L + 6, y + 48, 10)
  s.text(`${p.city}, ${p.state} ${p.zip}`, endX(s, a) + 8, y + 48, 10)
  cap('Year built', L + 300, y + 36)
  s.value('property.yearBuilt', year(p.yearBuilt), L + 300, y + 48, 10, { bold: true })
  ticks(s, L + 350, y + 48, ['Frame', 'Masonry', 'Log'].map(txt), int(rnd, 0, 1), 8.5)
  // 3. Coverage.
  y = section(3, 'Section I coverage', 84)
  cap('Coverage A  Dwelling', L + 6, y + 9)
  s.value('policy.coverageAmount', cash(p.coverageAmount, C), L + 6, y + 22, 11, { bold: true })
  cap('Coverage B  Other structures', L + 150, y + 9)
  s.text(printMoney(p.otherStructures, C), L + 150, y + 22, 10)
  cap('Coverage C  Personal property', L + 290, y + 9)
  s.text(printMoney(p.contents, C), L + 290, y + 22, 10)
  cap('Replacement cost on dwelling', L + 6, y + 38)
  ticks(s, L + 6, y + 50, ['Yes', 'No'].map(txt), 0, 8.5)
  cap('Extended replacement cost', L + 150, y + 38)
  ticks(s, L + 150, y + 50, ['None', '25%', '50%'].map(txt), int(rnd, 0, 2), 8.5)
  cap('All other perils deductible', L + 6, y + 64)
  const offered = [500, 1000, 2500, 5000]
  ticks(
    s,
    L + 6,
    y + 77,
    offered.map((n) => cash(n, C)),
    offered.indexOf(p.deductible),
    8.5,
    'policy.deductible',
  )
  cap('Windstorm or hail deductible', L + 340, y + 64)
  ticks(s, L + 340, y + 77, ['1%', '2%', '5%'].map(txt), [1, 2, 5].indexOf(p.percent), 8.5)
  // 4. Premium.
  y = section(4, 'Premium', 30)
  const pl = s.text('Annual premium', L + 6, y + 19, 9)
  s.value('policy.premium', cash(p.premium, C), endX(s, pl) + 8, y + 19, 10, { bold: true })
  s.text('Paid by', L + 250, y + 19, 9)
  ticks(s, L + 292, y + 19, ['Insured', 'Mortgagee (escrow)'].map(txt), p.hasMortgagee ? 1 : 0, 8.5)
  // 5. Mortgagee.
  y = section(5, 'Mortgagee / loss payee', 58)
  ticks(
    s,
    L + 6,
    y + 16,
    ['First mortgagee', 'Second mortgagee', 'None'].map(txt),
    p.hasMortgagee ? 0 : 2,
    8.5,
  )
  if (p.hasMortgagee) {
    cap('Name and address', L + 6, y + 30)
    s.value('policy.mortgagee', txt(p.mortgagee), L + 6, y + 42, 10, { bold: true })
    s.text(`ISAOA  ·  ${p.lenderStreet}, ${p.lenderCity}`, L + 6, y + 53, 8.5)
    cap('Loan number', L + 380, y + 30)
    s.value('policy.loanNumber', txt(p.loanNumber), L + 380, y + 42, 10)
  }
  // 6. Agent.
  y = section(6, 'Agent', 30)
  s.value('policy.producer', txt(p.producer), L + 6, y + 19, 10)
  s.text(`${p.agentName}  ·  ${p.agencyPhone}`, L + 300, y + 19, 9)
  s.text(
    'This evidence is for information only; it confers no rights on the holder and does not amend the policy.',
    L,
    top + 6,
    7.5,
  )
  return s.finish()
}

/**
 * A claim payment: a statement of loss (claim, policy, period, date of loss, the dwelling limit,
 * the loss figures and the deductible taken off) above a perforated draft payable to the insured
 * and the mortgagee jointly, with the loan number on the memo line (the insured alone on the
 * negatives). No premium is printed.
 */
async function claimDraft(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 54
  const R = 558
  const D = 'mdy-dash' as const
  const C = 'cents' as const
  s.value('policy.carrier', txt(p.carrier), L, 50, p.carrier.length > 44 ? 10 : 12, { bold: true })
  s.text('Property Claims  ·  Statement of Loss', L, 64, 9)
  s.right('STATEMENT OF LOSS', R, 50, 12, true)
  s.right(`Claim ${p.claimNumber}`, R, 64, 9)
  const loss = addDays(p.effectiveDate, int(rnd, 20, 300))
  let y = 92
  const pair = (label: string, x: number, at: number): number =>
    endX(s, s.text(label, x, at, 9.5, true)) + 6
  s.value('policy.policyNumber', txt(p.policyNumber), pair('Policy', L, y), y, 10.5)
  s.text(`Date of loss ${printDate(loss, D)}`, 330, y, 10)
  y += 16
  s.value('policy.namedInsured', txt(p.namedInsured), pair('Insured', L, y), y, 10.5)
  s.text(
    `Cause: ${pick(rnd, ['wind', 'hail', 'water discharge', 'fire', 'fallen tree'])}`,
    330,
    y,
    10,
  )
  y += 16
  const px = pair('Policy period', L, y)
  const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), px, y, 10.5)
  const t = s.text('to', endX(s, e) + 5, y, 10.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 5, y, 10.5)
  y += 16
  const a = s.value('property.address', txt(p.street), pair('Loss location', L, y), y, 10.5)
  s.text(`${p.city}, ${p.state} ${p.zip}`, endX(s, a) + 8, y, 10.5)
  y += 16
  s.value('policy.producer', txt(p.producer), pair('Agent', L, y), y, 10.5)
  y += 26
  const gross =
    Math.round((p.deductible * 3 + p.coverageAmount * (0.01 + rnd() * 0.06)) * 100) / 100
  const dep = Math.round(gross * (0.05 + rnd() * 0.15) * 100) / 100
  const net = Math.round((gross - dep - p.deductible) * 100) / 100
  const rows: Array<[string, Printed, ExtractionFieldId | null]> = [
    [
      'Coverage A — Dwelling, limit of liability',
      cash(p.coverageAmount, C),
      'policy.coverageAmount',
    ],
    ['Replacement cost of the loss', txt(printMoney(gross, C)), null],
    ['Less recoverable depreciation (held back)', txt(printMoney(dep, C)), null],
    ['Actual cash value of the loss', txt(printMoney(gross - dep, C)), null],
    ['Less policy deductible', cash(p.deductible, C), 'policy.deductible'],
    ['Net amount of this payment', txt(printMoney(net, C)), null],
  ]
  s.grid(
    L,
    y,
    [R - L - 140, 140],
    rows.map(() => 18),
  )
  for (const [label, v, field] of rows) {
    y += 18
    s.text(label, L + 6, y - 5, 10)
    if (field !== null) s.value(field, v, R - 6, y - 5, 10, { align: 'right' })
    else s.right(v.printed, R - 6, y - 5, 10)
  }
  y += 22
  s.prose(
    [
      `Recoverable depreciation of ${printMoney(dep, C)} is paid when repairs are completed. The draft below is drawn on the company's claims account; the mortgage holder, when named, must endorse it.`,
    ],
    L,
    y,
    9,
    R - L,
  )
  // The draft, below a perforation.
  const top = 470
  for (let x = L - 20; x < R + 20; x += 8) s.hline(x, x + 4, top, 0.5)
  s.text('DETACH BEFORE DEPOSITING', 306 - 50, top - 4, 6)
  s.rect(L, top + 16, R - L, 210, 1)
  s.text(p.carrier.toUpperCase(), L + 10, top + 34, 9, true)
  s.right(`No. ${digits(rnd, 7)}`, R - 10, top + 34, 10, true)
  s.right(`Date ${printDate(addDays(loss, int(rnd, 12, 60)), D)}`, R - 10, top + 50, 10)
  y = top + 78
  s.text('PAY TO THE', L + 10, y, 8)
  s.text('ORDER OF', L + 10, y + 10, 8)
  s.text(p.namedInsured.toUpperCase(), L + 70, y + 4, 10.5)
  if (p.hasMortgagee) {
    const and = s.text('AND', L + 70, y + 18, 10.5)
    s.value('policy.mortgagee', txt(p.mortgagee.toUpperCase()), endX(s, and) + 6, y + 18, 10.5)
    s.text('ISAOA ATIMA', L + 70, y + 32, 10.5)
  }
  s.right(`**${printMoney(net, C)}**`, R - 10, y + 4, 11, true)
  y += 58
  s.text(
    `${dollarsInWords(Math.floor(net))} and ${String(Math.round(net * 100) % 100).padStart(2, '0')}/100 Dollars`,
    L + 10,
    y,
    10,
  )
  s.hline(L + 10, R - 10, y + 4, 0.4)
  y += 30
  if (p.hasMortgagee) {
    const memo = s.text('Memo: Loan #', L + 10, y, 9)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, memo) + 4, y, 9)
  } else s.text(`Memo: claim ${p.claimNumber}`, L + 10, y, 9)
  s.hline(R - 200, R - 10, y, 0.5)
  s.text('Authorized signature', R - 200, y + 10, 7)
  s.text(`C${digits(rnd, 6)}C   A${digits(rnd, 9)}A   ${digits(rnd, 10)}C`, L + 80, top + 200, 10)
  return s.finish()
}

export const FAMILIES_D: readonly BlindFamily[] = [
  {
    id: 'bk07',
    name: 'tick-box-evidence',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.tick,
    features:
      'carrier\'s own evidence of homeowners coverage in six numbered, shaded sections of captioned boxes: policy form, term length, construction, replacement cost, the all-perils deductible (four offered amounts, the ticked one is the answer), wind deductible percent, who pays and the mortgagee\'s rank are tick boxes; dates "Jan. 5, 2026"; amounts with cents; year built beside the construction ticks; a household member beside the named insured; "None" ticked on the negative',
    render: tickBoxEvidence,
  },
  {
    id: 'bk08',
    name: 'claim-draft-statement',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.draft,
    features:
      'claim payment in Times: a statement of loss (claim number, date of loss and cause beside the policy, "Policy period 01-05-2026 to 01-05-2027", loss location, agent; dwelling limit, replacement cost, depreciation, actual cash value, the deductible taken off and the net payment in a ruled table) above a perforated draft payable to the insured "AND" the mortgagee in capitals, amount in words and figures, the loan number on the memo line; the negative pays the insured alone; no premium or year built',
    render: claimDraft,
  },
]
