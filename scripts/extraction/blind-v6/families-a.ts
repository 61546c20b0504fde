/**
 * Families bw01–bw03: a lender's phone verification worksheet (questions on the left, answers typed
 * on underlines), a condominium unit-owner (HO-6) declarations on a landscape page in two columns,
 * and an insurer's mortgagee-clause verification letter addressed to the lender.
 */
import { cash, chance, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'

/**
 * A lender's insurance verification worksheet: a loan processor's phone call to the insurer, the
 * answers typed on underlines beside printed questions, tick boxes, and the call's own date, time
 * and reference (not answers).
 */
async function verificationWorksheet(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 48
  const R = 564
  const D = 'm-d-y' as const
  const called = addDays(p.effectiveDate, -3)
  s.text('HAZARD INSURANCE VERIFICATION WORKSHEET', L, 50, 13, true)
  s.text('Loan processing - complete one worksheet per call', L, 64, 8)
  s.rect(420, 36, R - 420, 34, 0.8)
  s.text('Call date', 426, 47, 6.5)
  s.text(printDate(called, D), 426, 61, 9)
  s.text('Time', 490, 47, 6.5)
  s.text(
    `${1 + Math.floor(rnd() * 11)}:${String(Math.floor(rnd() * 60)).padStart(2, '0')} pm`,
    490,
    61,
    9,
  )
  s.hline(L, R, 80, 1.2)
  let y = 102
  const q = (n: number, label: string): number => {
    s.text(`${n}.`, L, y, 9, true)
    s.text(label, L + 16, y, 9)
    s.hline(L + 200, R, y + 2, 0.4)
    return L + 204
  }
  const next = (gap = 20): void => {
    y += gap
  }
  let x = q(1, 'Loan number')
  if (p.hasMortgagee) s.value('policy.loanNumber', txt(p.loanNumber), x, y, 10)
  else s.text('n/a - no lien (cash)', x, y, 10)
  next()
  x = q(2, 'Borrower(s) as named on policy')
  s.value('policy.namedInsured', txt(p.namedInsured), x, y, 10)
  next()
  x = q(3, 'Subject property')
  const a = s.value('property.address', txt(p.street), x, y, 10)
  s.text(`/ ${p.city} ${p.state}`, endX(s, a) + 4, y, 10)
  next()
  x = q(4, 'Insurance company called')
  s.value('policy.carrier', txt(p.carrier), x, y, 10)
  next()
  x = q(5, 'Spoke with')
  s.text(`${p.secondInsured.split(' ')[0]} (policy services) at ${p.claimsPhone}`, x, y, 10)
  next()
  x = q(6, 'Policy number')
  s.value('policy.policyNumber', txt(p.policyNumber), x, y, 10)
  next()
  x = q(7, 'Policy term')
  const f = s.value('policy.effectiveDate', dt(p.effectiveDate, D), x, y, 10)
  const t = s.text('thru', endX(s, f) + 6, y, 10)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 6, y, 10)
  next()
  x = q(8, 'Dwelling coverage')
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), x, y, 10)
  s.text(
    `(loan amount ${printMoney(Math.round(p.coverageAmount * 0.8), 'dollars')})`,
    x + 130,
    y,
    8,
  )
  next()
  x = q(9, 'Deductible')
  s.value('policy.deductible', cash(p.deductible, 'dollars'), x, y, 10)
  s.text('(max allowed $5,000 or 5%)', x + 130, y, 8)
  next()
  x = q(10, 'Annual premium')
  s.value('policy.premium', cash(p.premium, 'cents'), x, y, 10)
  next()
  x = q(11, 'Paid through / balance due')
  s.text(`Paid in full / ${printMoney(0, 'cents')}`, x, y, 10)
  next()
  x = q(12, 'Mortgagee clause reads')
  if (p.hasMortgagee) {
    const name = s.split(p.mortgagee, 10, R - x)
    s.valueLines('policy.mortgagee', name, p.mortgagee, x, y, 10)
    s.text('ISAOA ATIMA', x, y + 12 * name.length, 10)
    y += 12 * name.length
  } else s.text('none listed', x, y, 10)
  next()
  x = q(13, 'Year built (per carrier)')
  s.value('property.yearBuilt', year(p.yearBuilt), x, y, 10)
  next()
  x = q(14, 'Agent of record')
  s.value('policy.producer', txt(p.producer), x, y, 10)
  next(30)
  s.text('Checks', L, y, 9, true)
  const boxes: Array<[string, boolean]> = [
    ['Coverage at least the lesser of loan amount or replacement cost', true],
    ['Named storm / wind not excluded', chance(rnd, 0.8)],
    ['Flood zone determination on file', true],
    ['Lender named correctly', p.hasMortgagee],
  ]
  boxes.forEach(([label, on], i) => {
    const by = y + 16 + 15 * i
    s.rect(L + 4, by - 8, 9, 9, 0.6)
    if (on) s.text('X', L + 5.5, by, 8, true)
    s.text(label, L + 20, by, 9)
  })
  y += 16 + 60 + 20
  s.text(`Verification reference ${p.claimNumber.replace(/^[A-Z]+/, 'VR')}`, L, y, 8.5)
  s.text(`Processor: ${p.agentName}`, 330, y, 8.5)
  s.hline(L, R, 742, 0.4)
  s.text(`Form HV-2 (rev. ${printDate(p.issueDate, D)})`, L, 754, 7)
  return s.finish()
}

/** HO-6 unit-owner declarations, landscape, two columns side by side. */
async function unitOwner(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const W = 792
  const H = 612
  const s = await Sheet.create('times', [W, H])
  const D = 'mdy' as const
  const L = 36
  const M = 404
  const R = 756
  const unit = `Unit ${100 + Math.floor(rnd() * 800)}`
  s.logo(brandOf(p.carrier).toUpperCase(), L + 6, 46, 15, 'band')
  s.right('CONDOMINIUM UNIT OWNER POLICY — DECLARATIONS', R, 40, 12, true)
  s.right('Form HO 00 06 basis', R, 54, 8)
  s.hline(L, R, 66, 1)
  s.vline(M - 14, 76, 560, 0.6)
  // Left column: who and where.
  let y = 90
  s.text('UNIT OWNER(S)', L, y, 7.5, true)
  s.value('policy.namedInsured', txt(p.namedInsured), L, y + 13, 10.5, { bold: true })
  s.text(p.mailingStreet, L, y + 26, 9.5)
  s.text(p.mailingCity, L, y + 38, 9.5)
  y += 60
  s.text('THE UNIT', L, y, 7.5, true)
  s.value('property.address', txt(p.street), L, y + 13, 10)
  s.text(`${unit}, ${cityLine(p)}`, L, y + 25, 9.5)
  s.text('Association built', L, y + 39, 8.5)
  s.value('property.yearBuilt', year(p.yearBuilt), L + 70, y + 39, 8.5)
  s.text(`Association master policy held by the board (not this policy)`, L, y + 52, 8)
  y += 74
  s.text('POLICY', L, y, 7.5, true)
  s.text('Number', L, y + 14, 8.5)
  s.value('policy.policyNumber', txt(p.policyNumber), L + 70, y + 14, 10)
  s.text('Coverage from', L, y + 28, 8.5)
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), L + 70, y + 28, 10)
  s.text('until', L + 150, y + 28, 8.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), L + 175, y + 28, 10)
  s.text('12:01 a.m. at the residence premises', L, y + 41, 7.5)
  y += 62
  s.text('INSURER', L, y, 7.5, true)
  const lines = s.split(p.carrier, 9.5, 300)
  y = s.valueLines('policy.carrier', lines, p.carrier, L, y + 13, 9.5)
  s.text(`NAIC ${p.naic}  ·  Claims ${p.claimsPhone}`, L, y + 2, 8)
  y += 24
  s.text('AGENT', L, y, 7.5, true)
  s.value('policy.producer', txt(p.producer), L, y + 13, 9.5)
  s.text(`Code ${p.agencyCode}`, L, y + 25, 8.5)
  // Right column: coverages and interests.
  y = 90
  s.text('SECTION I — UNIT OWNER PROPERTY', M, y, 8, true)
  s.grid(M, y + 6, [230, 122], [17, 17, 17, 17])
  const rows: Array<[string, number, boolean]> = [
    ['A  Building property (unit additions & alterations)', p.coverageAmount, true],
    ['C  Personal property', p.contents, false],
    ['D  Loss of use', p.lossOfUse, false],
    ['Loss assessment', 5000, false],
  ]
  rows.forEach(([label, v, answer], i) => {
    const ry = y + 6 + 17 * i + 12
    s.text(label, M + 5, ry, 8)
    if (answer) s.value('policy.coverageAmount', cash(v, 'cents'), R - 8, ry, 9, { align: 'right' })
    else s.right(printMoney(v, 'cents'), R - 8, ry, 9)
  })
  y += 6 + 68 + 18
  s.text('Section I deductible, each loss', M, y, 8.5)
  s.value('policy.deductible', cash(p.deductible, 'cents'), R - 8, y, 9, { align: 'right' })
  s.text('Loss assessment deductible', M, y + 13, 8.5)
  s.right(printMoney(1000, 'cents'), R - 8, y + 13, 9)
  y += 34
  s.text('SECTION II', M, y, 8, true)
  s.text('E  Personal liability', M + 5, y + 13, 8)
  s.right(printMoney(p.liability, 'cents'), R - 8, y + 13, 9)
  s.text('F  Medical payments to others', M + 5, y + 26, 8)
  s.right(printMoney(p.medical, 'cents'), R - 8, y + 26, 9)
  y += 46
  s.text('Total annual premium', M, y, 9, true)
  s.value('policy.premium', cash(p.premium, 'cents'), R - 8, y, 10, { align: 'right', bold: true })
  s.text('includes state surcharge', M, y + 12, 7.5)
  s.right(printMoney(p.stateTax, 'cents'), R - 8, y + 12, 7.5)
  y += 34
  s.text('MORTGAGEE / LOSS PAYEE FOR THE UNIT', M, y, 8, true)
  if (p.hasMortgagee) {
    const ml = s.split(p.mortgagee, 9, 340)
    const after = s.valueLines('policy.mortgagee', ml, p.mortgagee, M, y + 13, 9)
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, M, after + 1, 8.5)
    s.text('Loan no.', M, after + 14, 8.5)
    s.value('policy.loanNumber', txt(p.loanNumber), M + 40, after + 14, 9)
  } else s.text('None on file', M, y + 13, 9)
  s.hline(L, R, 572, 0.5)
  s.text(`Issued ${printDate(p.issueDate, D)} · Page 1 of 1`, L, 584, 7)
  return s.finish()
}

/** Mortgagee clause verification: the insurer writes to the lender about its loan. */
async function clauseLetter(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 72
  const R = 540
  const D = 'month-d-y' as const
  s.center(p.carrier.toUpperCase(), 306, 56, 11, true)
  s.center('Mortgagee Services Unit · PO Box 6620', 306, 69, 8.5)
  s.hline(L, R, 78, 0.6)
  let y = 104
  s.text(printDate(p.issueDate, D), L, y, 10.5)
  y += 26
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee), L, y, 10.5)
    s.text('Attn: Insurance Tracking Department', L, y + 13, 10.5)
    s.text(p.lenderStreet, L, y + 26, 10.5)
    s.text(p.lenderCity, L, y + 39, 10.5)
  } else {
    s.text(p.namedInsured, L, y, 10.5)
    s.text(p.mailingStreet, L, y + 13, 10.5)
    s.text(p.mailingCity, L, y + 26, 10.5)
  }
  y += 64
  s.text('Re:', L, y, 10.5, true)
  s.text('Borrower', L + 30, y, 10.5)
  s.value('policy.namedInsured', txt(p.namedInsured), L + 110, y, 10.5)
  s.text('Policy', L + 30, y + 13, 10.5)
  s.value('policy.policyNumber', txt(p.policyNumber), L + 110, y + 13, 10.5)
  if (p.hasMortgagee) {
    s.text('Your loan', L + 30, y + 26, 10.5)
    s.value('policy.loanNumber', txt(p.loanNumber), L + 110, y + 26, 10.5)
  }
  y += 52
  const runs = p.hasMortgagee
    ? [
        'We confirm that your institution is named as first mortgagee under the standard mortgage clause of the above policy, covering the residence at ',
        { field: 'property.address' as const, printed: p.street, normalized: p.street },
        `, ${cityLine(p)}. The policy is in force from `,
        {
          field: 'policy.effectiveDate' as const,
          printed: printDate(p.effectiveDate, D),
          normalized: p.effectiveDate,
        },
        ' to ',
        {
          field: 'policy.expirationDate' as const,
          printed: printDate(p.expirationDate, D),
          normalized: p.expirationDate,
        },
        '. The agent of record is ',
        { field: 'policy.producer' as const, printed: p.producer, normalized: p.producer },
        '.',
      ]
    : [
        'You asked us to confirm that no lender holds an interest in the policy above. We confirm that no mortgagee is endorsed on the policy covering the residence at ',
        { field: 'property.address' as const, printed: p.street, normalized: p.street },
        `, ${cityLine(p)}, in force from `,
        {
          field: 'policy.effectiveDate' as const,
          printed: printDate(p.effectiveDate, D),
          normalized: p.effectiveDate,
        },
        ' to ',
        {
          field: 'policy.expirationDate' as const,
          printed: printDate(p.expirationDate, D),
          normalized: p.expirationDate,
        },
        '. The agent of record is ',
        { field: 'policy.producer' as const, printed: p.producer, normalized: p.producer },
        '.',
      ]
  y = s.prose(runs, L, y, 10.5, R - L)
  y += 8
  s.text('Amounts on the policy today:', L, y, 10.5)
  y += 16
  const rows: Array<
    [string, number, 'policy.coverageAmount' | 'policy.deductible' | 'policy.premium' | null]
  > = [
    ['Dwelling', p.coverageAmount, 'policy.coverageAmount'],
    ['Other structures', p.otherStructures, null],
    ['Deductible', p.deductible, 'policy.deductible'],
    ['Annual premium (paid from escrow)', p.premium, 'policy.premium'],
  ]
  for (const [label, v, field] of rows) {
    s.text(label, L + 24, y, 10)
    const style = field === 'policy.premium' ? 'cents' : 'dollars'
    if (field === null) s.right(printMoney(v, style), L + 330, y, 10)
    else s.value(field, cash(v, style), L + 330, y, 10, { align: 'right' })
    y += 14
  }
  y += 10
  y = s.prose(
    [
      `The dwelling was built in `,
      {
        field: 'property.yearBuilt',
        printed: String(p.yearBuilt),
        normalized: String(p.yearBuilt),
      },
      `. We will give you ten days' written notice before the policy is cancelled or not renewed. This letter does not amend the policy.`,
    ],
    L,
    y,
    10.5,
    R - L,
  )
  if (chance(rnd, 0.5))
    y = s.prose(
      [`Claims reported on this policy: ${p.claimNumber} (closed).`],
      L,
      y + 4,
      10.5,
      R - L,
    )
  y += 20
  s.text('Sincerely,', L, y, 10.5)
  s.text(p.agentName, L, y + 30, 10.5)
  s.text('Mortgagee Services', L, y + 43, 10.5)
  s.hline(L, R, 730, 0.4)
  s.text('Underwritten by', L, 742, 7.5)
  s.value('policy.carrier', txt(p.carrier), L + 56, 742, 7.5)
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'bw01',
    name: 'verification-worksheet',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.worksheet,
    features:
      "a lender's phone verification worksheet: numbered questions with typed answers on underlines, loan number first, the call date and time and a verification reference beside them, loan amount and the lender's deductible rule next to the answers, tick boxes",
    render: verificationWorksheet,
  },
  {
    id: 'bw02',
    name: 'ho6-unit-owner-landscape',
    // Unit additions are insured for tens of thousands, not a whole house's limit.
    line: 'manufactured',
    numberStyle: NUMBER_STYLES.unit,
    features:
      'condominium HO-6 "unit owner" wording on a landscape page in two columns; Coverage A is unit additions; the association\'s master policy named as not this one; long insurer names wrapped',
    render: unitOwner,
  },
  {
    id: 'bw03',
    name: 'mortgagee-clause-letter',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.clause,
    features:
      'insurer\'s letter to the lender (the addressee is the mortgagee), "Re: Borrower / Policy / Your loan"; dates, address and agent in prose; negatives say no mortgagee is endorsed',
    render: clauseLetter,
  },
]
