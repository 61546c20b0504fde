/**
 * Families bk01–bk02: a personal umbrella declarations whose captions stand in small capitals in a
 * left gutter and which schedules the underlying homeowners policy (a trap for the dwelling's
 * limits: the page holds none of its own), and a homeowners change endorsement that replaces one
 * mortgagee by another (only the added one is the answer).
 */
import { cash, cityLine, dt, endX, roundTo, txt, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { OTHER_CARRIERS, STREET_NAMES, brandOf, printDate, printMoney } from './words'

/**
 * A personal umbrella declarations: captions in grey small capitals in a left gutter, a rule, the
 * values to its right; limits and retained limit are the umbrella's (no dwelling limit, deductible
 * or lender); the underlying homeowners and auto policies in a schedule with their own carriers,
 * numbers, terms and liability limits; two residence premises (the first is the answer).
 */
async function umbrella(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 44
  const G = 168
  const V = 180
  const R = 568
  const D = 'mon-comma' as const
  s.logo(brandOf(p.carrier).toUpperCase(), L + 5, 54, 14, 'frame')
  s.right('Personal Umbrella Liability Policy', R, 46, 13, true)
  s.right('DECLARATIONS', R, 61, 10)
  s.hline(L, R, 76, 1)
  s.vline(G + 5, 84, 690, 0.5)
  const caption = (label: string, y: number): void => {
    const w = s.smallCaps(label, 0, -100, 7.5)
    s.smallCaps(label, G - w, y, 7.5)
  }
  let y = 98
  caption('Policy Number', y)
  s.value('policy.policyNumber', txt(p.policyNumber), V, y, 11, { bold: true })
  s.right(`Replaces ${p.priorPolicyNumber}`, R, y, 8)
  y += 22
  caption('First Named Insured', y)
  s.value('policy.namedInsured', txt(p.namedInsured), V, y, 10.5, { bold: true })
  s.text(p.mailingStreet, V, y + 13, 9.5)
  s.text(p.mailingCity, V, y + 25, 9.5)
  y += 48
  caption('Policy Period', y)
  const from = s.text('From', V, y, 10)
  const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), endX(s, from) + 4, y, 10)
  const to = s.text('To', endX(s, e) + 6, y, 10)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, to) + 4, y, 10)
  s.text('12:01 a.m. standard time at the first named insured’s mailing address', V, y + 12, 7.5)
  y += 32
  caption('Company', y)
  s.value('policy.carrier', txt(p.carrier), V, y, 10)
  s.text(`NAIC ${p.naic}`, V, y + 12, 8)
  y += 30
  caption('Producer', y)
  s.value('policy.producer', txt(p.producer), V, y, 10)
  s.text(`${p.agentName}  ·  ${p.agencyPhone}  ·  code ${p.agencyCode}`, V, y + 12, 8)
  y += 34
  caption('Limit of Liability', y)
  const limit = printMoney(p.coverageAmount, 'dollars')
  s.text(`${limit} each occurrence`, V, y, 10, true)
  s.text(`${limit} annual aggregate (personal injury)`, V, y + 13, 9)
  y += 32
  caption('Retained Limit', y)
  s.text(
    `${printMoney(p.deductible, 'dollars')} each occurrence not covered by underlying insurance`,
    V,
    y,
    9.5,
  )
  y += 26
  caption('Residence Premises', y)
  s.text('1.', V, y, 9.5)
  const a = s.value('property.address', txt(p.street), V + 12, y, 9.5)
  s.text(`${cityLine(p)}  (primary residence)`, endX(s, a) + 8, y, 9.5)
  s.text(`2.  ${p.street2}, ${p.mailingCity}  (seasonal, not rented)`, V, y + 13, 9.5)
  y += 34
  // The underlying schedule: its carriers, numbers, terms and limits are not this policy's.
  caption('Required Underlying', y)
  s.text('Insurance you must keep in force (the umbrella pays above these limits)', V, y, 8)
  y += 8
  const hoTerm = addDays(p.effectiveDate, -int(rnd, 40, 200))
  const autoTerm = addDays(p.effectiveDate, int(rnd, 20, 120))
  const rows: Array<[string, string, string, string, string]> = [
    ['Type', 'Company', 'Policy No.', 'Term begins', 'Limits'],
    [
      'Homeowners',
      pick(rnd, OTHER_CARRIERS.slice(0, 2)),
      `HO ${digits(rnd, 3)}-${digits(rnd, 4)}`,
      printDate(hoTerm, D),
      `${printMoney(p.liability, 'dollars')} personal liability`,
    ],
    [
      'Automobile',
      OTHER_CARRIERS[2]!,
      `PA${digits(rnd, 8)}`,
      printDate(autoTerm, D),
      '250/500/100 split',
    ],
  ]
  const cols = [68, 130, 70, 74, 106]
  s.grid(V, y, cols, [14, 16, 16])
  rows.forEach((r, i) => {
    let x = V
    r.forEach((cell, j) => {
      s.text(cell, x + 3, y + (i === 0 ? 10 : 26 + (i - 1) * 16), i === 0 ? 7 : 7.5, i === 0)
      x += cols[j]!
    })
  })
  y += 66
  caption('Premium', y)
  const res = roundTo(p.premium * 0.58, 1)
  const parts: Array<[string, string]> = [
    ['Residence exposures (2)', printMoney(res, 'cents')],
    [`Automobiles (${int(rnd, 1, 3)})`, printMoney(p.premium - res, 'cents')],
  ]
  for (const [label, v] of parts) {
    s.text(label, V, y, 9)
    s.right(v, 400, y, 9)
    y += 12
  }
  s.hline(300, 400, y - 8, 0.5)
  s.text('Total annual premium', V, y + 2, 9.5, true)
  s.value('policy.premium', cash(p.premium, 'cents'), 400, y + 2, 9.5, {
    align: 'right',
    bold: true,
  })
  y += 30
  caption('Forms', y)
  s.text(`PUL 00 01 (04/19)  ·  PUL 21 07  ·  Amendatory endorsement ${p.state}`, V, y, 8)
  s.text('Countersigned by authorized representative', V, 740, 7.5)
  s.hline(V + 150, R, 742, 0.5)
  s.text(`Issued ${printDate(p.issueDate, D)}`, L, 770, 7)
  return s.finish()
}

/**
 * A homeowners change endorsement that swaps the mortgagee: captioned boxes for the policy, a
 * description of the change, a "Deleted" panel (the old lender and loan) beside an "Added" panel
 * (the answer; on the negatives the loan was paid off and nothing is added), the premium before
 * and after the change and the unchanged coverages.
 */
async function mortgageeChange(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 50
  const R = 562
  const M = 306
  const D = 'mdy' as const
  s.value('policy.carrier', txt(p.carrier), L, 50, 12, { bold: true })
  s.text(`${p.lenderStreet}  ·  ${p.claimsPhone}`, L, 63, 8)
  s.right('POLICY CHANGE ENDORSEMENT', R, 50, 12, true)
  s.right(`Change no. ${int(rnd, 1, 4)}  ·  processed ${printDate(p.issueDate, D)}`, R, 63, 8)
  // Captioned boxes, two to a row.
  const box = (x: number, top: number, w: number, label: string): number => {
    s.rect(x, top, w, 34, 0.6)
    s.text(label.toUpperCase(), x + 4, top + 9, 6.5)
    return top + 26
  }
  let top = 78
  let y = box(L, top, M - L, 'Policy number')
  s.value('policy.policyNumber', txt(p.policyNumber), L + 6, y, 11, { bold: true })
  y = box(M, top, R - M, 'Policy term')
  const f = s.text('From', M + 6, y, 10)
  const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), endX(s, f) + 4, y, 10)
  const t = s.text('To', endX(s, e) + 6, y, 10)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 4, y, 10)
  top += 34
  y = box(L, top, M - L, 'Policyholder')
  s.value('policy.namedInsured', txt(p.namedInsured), L + 6, y, 10.5)
  y = box(M, top, R - M, 'Agent')
  s.value('policy.producer', txt(p.producer), M + 6, y, 10)
  top += 34
  y = box(L, top, M - L, 'Residence premises')
  const a = s.value('property.address', txt(p.street), L + 6, y, 10)
  s.text(`·  ${p.city}`, endX(s, a) + 5, y, 10)
  y = box(M, top, R - M, 'Change effective')
  const changeDate = addDays(p.effectiveDate, int(rnd, 30, 300))
  s.text(`${printDate(changeDate, D)} 12:01 a.m.`, M + 6, y, 10)
  y = top + 58
  s.text('DESCRIPTION OF CHANGE', L, y, 9.5, true)
  y = s.prose(
    [
      p.hasMortgagee
        ? 'The mortgagee shown as deleted is removed from this policy, and the mortgagee shown as added is endorsed as first mortgagee under the Mortgage Clause, effective on the change date. All other terms and conditions remain unchanged.'
        : 'At the policyholder’s request, the mortgagee shown as deleted is removed from this policy because the loan has been paid in full. No mortgagee is added. All other terms and conditions remain unchanged.',
    ],
    L,
    y + 14,
    9.5,
    R - L,
  )
  // The two panels.
  top = y + 4
  const h = 84
  s.band(L, top, M - L - 6, 14, 0.88)
  s.band(M + 6, top, R - M - 6, 14, 0.88)
  s.rect(L, top, M - L - 6, h, 0.6)
  s.rect(M + 6, top, R - M - 6, h, 0.9)
  s.text('DELETED  —  Mortgagee', L + 5, top + 10, 8.5, true)
  s.text('ADDED  —  First Mortgagee', M + 11, top + 10, 8.5, true)
  y = top + 28
  s.text(p.secondLender, L + 5, y, 9.5)
  s.text(`${int(rnd, 100, 9900)} ${pick(rnd, STREET_NAMES)} St`, L + 5, y + 12, 9)
  s.text(p.mailingCity, L + 5, y + 24, 9)
  s.text(`Loan No. ${p.secondLoanNumber}`, L + 5, y + 40, 9.5)
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee), M + 11, y, 9.5, { bold: true })
    s.text('its successors and/or assigns, ATIMA', M + 11, y + 12, 9)
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, M + 11, y + 24, 9)
    const ln = s.text('Loan No.', M + 11, y + 40, 9.5)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, ln) + 4, y + 40, 9.5)
  } else {
    s.text('None — no mortgagee is endorsed', M + 11, y, 9.5)
    s.text('after this change.', M + 11, y + 12, 9.5)
  }
  // Premium, before and after (the same figure: the change carries no premium).
  y = top + h + 26
  s.text('PREMIUM', L, y, 9.5, true)
  const prem = printMoney(p.premium, 'cents')
  s.grid(L, y + 6, [170, 170, R - L - 340], [14, 18])
  s.text('Annual premium before change', L + 4, y + 16, 7.5)
  s.text('Premium for this change', L + 174, y + 16, 7.5)
  s.text('Annual premium after change', L + 344, y + 16, 7.5)
  s.text(prem, L + 4, y + 33, 10)
  s.text('$0.00  (no change)', L + 174, y + 33, 10)
  s.value('policy.premium', cash(p.premium, 'cents'), L + 344, y + 33, 10, { bold: true })
  y += 64
  s.text('COVERAGES (not changed by this endorsement)', L, y, 9.5, true)
  const cov: Array<[string, number, 'policy.coverageAmount' | 'policy.deductible' | null]> = [
    ['Coverage A — Dwelling', p.coverageAmount, 'policy.coverageAmount'],
    ['Coverage C — Personal Property', p.contents, null],
    ['Section I deductible, all perils', p.deductible, 'policy.deductible'],
    ['Coverage E — Personal Liability', p.liability, null],
  ]
  for (const [label, n, field] of cov) {
    y += 15
    s.text(label, L + 10, y, 10)
    if (field !== null) s.value(field, cash(n, 'cents'), 400, y, 10, { align: 'right' })
    else s.right(printMoney(n, 'cents'), 400, y, 10)
  }
  y += 34
  s.text(
    `Form HO 00 03 (05/11) with endorsements on file. Issued to the policyholder, the agent and each mortgagee named above.`,
    L,
    y,
    8,
  )
  s.text('Authorized representative', M + 60, 720, 8)
  s.hline(M + 60, R, 708, 0.5)
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'bk01',
    name: 'umbrella-underlying-schedule',
    line: 'umbrella',
    numberStyle: NUMBER_STYLES.umbrella,
    features:
      'personal umbrella declarations: captions in grey small capitals in a left gutter; "First Named Insured", "From Jan 5, 2026 To Jan 5, 2027"; the umbrella\'s limit ($1,000,000 each occurrence) and retained limit, which are not a dwelling limit or deductible; a schedule of the underlying homeowners and auto policies (other carriers, numbers, terms, liability limits); two residence premises (the first is the answer); premium split by exposure above the total; never a lender, limit, deductible or year built',
    render: umbrella,
  },
  {
    id: 'bk02',
    name: 'mortgagee-change-endorsement',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.change,
    features:
      'homeowners policy change endorsement in Times: captioned boxes (policy number, "Policy term From 01/05/2026 To …", policyholder, agent, residence, change-effective date); a "Deleted — Mortgagee" panel with the old lender and loan beside an "Added — First Mortgagee" panel (the answer); on the negative the loan is paid off and nothing is added (the deleted lender is then the only one printed); premium before, for and after the change (the same figure twice; "after" is the answer); unchanged coverages with cents',
    render: mortgageeChange,
  },
]
