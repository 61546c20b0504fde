/**
 * Blind families 6–8: a three-page homeowners renewal packet (summary page, coverage page,
 * interests and forms schedule), an evidence-of-insurance letter to a lender where every value
 * sits inside sentences (the mortgagee clause in prose), and a commercial policy-change
 * endorsement whose change date and additional premium are not the answers.
 */
import { cash, chance, cityLine, dt, txt, year, type BlindFamily } from './family'
import { PAGE_W, Sheet, type Rendered } from './kit'
import { addDays, NUMBER_STYLES, int, pick, type BlindPolicy, type Rnd } from './policy'
import { LOGO_MARKS, printDate, printMoney } from './words'

const mark = (p: BlindPolicy): string => LOGO_MARKS[p.carrier] ?? 'INSURER'

async function renewalPacket(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 54
  const R = 558
  const footer = (page: number): void => {
    s.hline(L, R, 750, 0.4)
    s.text(`HO-RNL (01-24)   NAIC ${p.naic}`, L, 762, 7)
    s.right(`Page ${page} of 3`, R, 762, 7)
  }
  // Page 1: letterhead, summary box, letter.
  s.logo(mark(p), L + 6, 60, 16, 'band')
  s.value('policy.carrier', txt(p.carrier), L, 84, 9, { bold: true })
  s.text(`Customer Service ${p.claimsPhone}   www.example-insurer.com`, L, 95, 7.5)
  s.right(printDate(p.issueDate, 'month-d-y'), R, 60, 9)
  s.text('Homeowners Renewal Declarations', L, 132, 15, true)
  const top = 150
  s.rect(L, top, R - L, 150, 1)
  const cell = (
    label: string,
    x: number,
    y: number,
    draw: (x: number, y: number) => void,
  ): void => {
    s.text(label, x, y, 7.5, false, 0.35)
    draw(x, y + 13)
  }
  const C = L + 260
  cell('Policy Number', L + 10, top + 18, (x, y) =>
    s.value('policy.policyNumber', txt(p.policyNumber), x, y, 10.5, { bold: true }),
  )
  cell('Named Insured(s)', C, top + 18, (x, y) =>
    s.value('policy.namedInsured', txt(p.namedInsured), x, y, 10.5),
  )
  cell('Policy Effective Date', L + 10, top + 52, (x, y) =>
    s.value('policy.effectiveDate', dt(p.effectiveDate, 'month-d-y'), x, y, 10.5),
  )
  cell('Policy Expiration Date', C, top + 52, (x, y) =>
    s.value('policy.expirationDate', dt(p.expirationDate, 'month-d-y'), x, y, 10.5),
  )
  cell('Annual Premium', L + 10, top + 86, (x, y) =>
    s.value('policy.premium', cash(p.premium, 'cents'), x, y, 10.5, { bold: true }),
  )
  const installment = Math.round((p.premium / 4) * 100) / 100
  cell('First Installment Due', C, top + 86, (x, y) =>
    s.text(printMoney(installment, 'cents'), x, y, 10.5),
  )
  cell('Your Agent', L + 10, top + 120, (x, y) => {
    const b = s.value('policy.producer', txt(p.producer), x, y, 10)
    s.text(`  ${p.agencyPhone}`, b.x1 * PAGE_W, y, 10)
  })
  let y = top + 178
  for (const para of [
    [
      'Thank you for insuring your home with us. This packet holds your renewal declarations, the ',
      'coverages and limits that apply for the new term, the interests we have on file and the forms ',
      'that make up your policy. Please review it and tell your agent about any change.',
    ],
    [
      `Your premium for the term that is ending was ${printMoney(p.priorPremium, 'cents')}. `,
      'The change reflects updated replacement costs in your area and the discounts listed on page 2.',
    ],
    [
      'If you pay by installments, a $5.00 fee applies to each installment after the first. ',
      `Your billing account number is ${p.billingAccount}.`,
    ],
  ]) {
    y = s.prose(para, L, y, 9.5, R - L) + 8
  }
  footer(1)

  // Page 2: coverages, deductibles, property.
  s.newPage()
  s.text('Coverage Summary', L, 66, 14, true)
  let t = 84
  const table = (
    title: string,
    rows: ReadonlyArray<[string, (x: number, y: number) => void]>,
  ): void => {
    s.band(L, t, R - L, 16, 0.2)
    s.text(title, L + 6, t + 11.5, 9, true, 1)
    t += 16
    for (const [label, draw] of rows) {
      s.text(label, L + 6, t + 12, 9)
      draw(R - 6, t + 12)
      s.hline(L, R, t + 17, 0.3)
      t += 17
    }
    t += 14
  }
  const right = (n: number) => (x: number, yy: number) =>
    void s.right(printMoney(n, 'dollars'), x, yy, 9)
  table('Property Coverages', [
    [
      'Dwelling',
      (x, yy) =>
        void s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), x, yy, 9, {
          align: 'right',
        }),
    ],
    ['Other Structures', right(p.otherStructures)],
    ['Personal Property', right(p.contents)],
    ['Loss of Use', right(p.lossOfUse)],
  ])
  table('Liability Coverages', [
    ['Personal Liability – each occurrence', right(p.liability)],
    ['Medical Payments – each person', right(p.medical)],
  ])
  table('Deductibles', [
    [
      'All Perils',
      (x, yy) =>
        void s.value('policy.deductible', cash(p.deductible, 'dollars'), x, yy, 9, {
          align: 'right',
        }),
    ],
    [`Hurricane (${p.windPercent}% of Dwelling)`, right(p.windDeductible)],
  ])
  table('Property Details', [
    [
      'Location',
      (x, yy) => {
        const rest = `, ${cityLine(p)}`
        const restW = s.width(rest, 9)
        s.value('property.address', txt(p.street), x - restW, yy, 9, { align: 'right' })
        s.right(rest, x, yy, 9)
      },
    ],
    [
      'Year Built',
      (x, yy) =>
        void s.value('property.yearBuilt', year(p.yearBuilt), x, yy, 9, { align: 'right' }),
    ],
    ['Roof Replaced', (x, yy) => void s.right(String(p.roofYear), x, yy, 9)],
    ['Living Area (sq. ft.)', (x, yy) => void s.right(String(int(rnd, 900, 4200)), x, yy, 9)],
    [
      'Construction',
      (x, yy) => void s.right(pick(rnd, ['Frame', 'Brick', 'Stucco on frame']), x, yy, 9),
    ],
  ])
  s.prose(
    [
      { text: 'Discounts applied: ', bold: true },
      'multi-policy, protective devices, claim-free (5 years), new roof.',
    ],
    L,
    t + 4,
    9,
    R - L,
  )
  footer(2)

  // Page 3: interests and forms.
  s.newPage()
  s.text('Additional Interests', L, 66, 14, true)
  t = 80
  const cols = [90, 290, 124]
  const interests: Array<[string, string, string, boolean]> = []
  if (chance(rnd, 0.85)) {
    interests.push(['Mortgagee 1', p.mortgagee, p.loanNumber, true])
    if (chance(rnd, 0.4)) interests.push(['Mortgagee 2', p.secondLender, p.secondLoanNumber, false])
  }
  s.grid(L, t, cols, [16, ...interests.map(() => 44), ...(interests.length === 0 ? [20] : [])])
  s.text('Interest', L + 5, t + 11, 8.5, true)
  s.text('Name and Address', L + 95, t + 11, 8.5, true)
  s.text('Loan / Reference No.', L + 385, t + 11, 8.5, true)
  t += 16
  if (interests.length === 0) s.text('No additional interests on file.', L + 95, t + 13, 9)
  for (const [kind, name, loan, truth] of interests) {
    s.text(kind, L + 5, t + 13, 9)
    if (truth) s.value('policy.mortgagee', txt(name), L + 95, t + 13, 9)
    else s.text(name, L + 95, t + 13, 9)
    s.text('ISAOA ATIMA', L + 95, t + 24, 8)
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L + 95, t + 35, 8)
    if (truth) s.value('policy.loanNumber', txt(loan), L + 385, t + 13, 9)
    else s.text(loan, L + 385, t + 13, 9)
    t += 44
  }
  t += 36
  s.text('Forms and Endorsements', L, t, 14, true)
  t += 14
  const forms: Array<[string, string, string]> = [
    ['HO 00 03', '05 11', 'Homeowners 3 – Special Form'],
    ['HO 04 90', '05 11', 'Personal Property Replacement Cost Loss Settlement'],
    ['HO 04 96', '04 91', 'No Section II – Liability Coverages for Home Day Care Business'],
    ['HO 03 12', '05 11', 'Windstorm or Hail Percentage Deductible'],
    ['HO 04 16', '05 11', 'Premises Alarm or Fire Protection System'],
    ['HRN 112', '01 24', 'Amendatory Endorsement'],
  ]
  s.grid(L, t, [90, 70, 344], [16, ...forms.map(() => 16)])
  s.text('Form', L + 5, t + 11, 8.5, true)
  s.text('Edition', L + 95, t + 11, 8.5, true)
  s.text('Title', L + 165, t + 11, 8.5, true)
  for (const [i, [form, ed, title]] of forms.entries()) {
    const yy = t + 16 * (i + 1) + 11
    s.text(form, L + 5, yy, 8.5)
    s.text(ed, L + 95, yy, 8.5)
    s.text(title, L + 165, yy, 8.5)
  }
  footer(3)
  return s.finish()
}

async function lenderLetter(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 72
  const W = 468
  s.logo(mark(p), L, 70, 22, 'plain')
  s.text('Policyholder Services · 1200 Quarry Pike · Hartwell, GA 30643', L, 86, 8)
  s.text(`Telephone ${p.claimsPhone}`, L, 96, 8)
  s.hline(L, L + W, 104, 0.6)
  s.text(printDate(p.issueDate, 'month-d-y'), L, 128, 10.5)
  s.text('To whom it may concern:', L, 152, 10.5)
  let y = 176
  s.text('RE:', L, y, 10.5, true)
  s.prose(
    ['Borrower / insured: ', { field: 'policy.namedInsured', ...txt(p.namedInsured) }],
    L + 30,
    y,
    10.5,
    W,
  )
  const mortgagee = chance(rnd, 0.85)
  if (mortgagee) {
    y += 14
    s.prose(['Loan No. ', { field: 'policy.loanNumber', ...txt(p.loanNumber) }], L + 30, y, 10.5, W)
  }
  y += 14
  s.text(`Our reference ${p.quoteNumber}`, L + 30, y, 10.5)
  y += 28
  const size = 10.5
  y = s.prose(
    [
      'This letter confirms that ',
      { field: 'policy.carrier', ...txt(p.carrier) },
      ' has issued homeowners policy number ',
      { field: 'policy.policyNumber', ...txt(p.policyNumber) },
      ' covering the dwelling located at ',
      { field: 'property.address', ...txt(p.street) },
      `, ${cityLine(p)}, for the policy period `,
      { field: 'policy.effectiveDate', ...dt(p.effectiveDate, 'month-d-y') },
      ' through ',
      { field: 'policy.expirationDate', ...dt(p.expirationDate, 'month-d-y') },
      ', both days at 12:01 a.m. standard time.',
    ],
    L,
    y,
    size,
    W,
  )
  y += 8
  y = s.prose(
    [
      'The dwelling, built in ',
      { field: 'property.yearBuilt', ...year(p.yearBuilt) },
      ', is insured for ',
      { field: 'policy.coverageAmount', ...cash(p.coverageAmount, 'dollars') },
      ' under Coverage A, subject to a ',
      { field: 'policy.deductible', ...cash(p.deductible, 'dollars') },
      ` deductible for all perils other than windstorm, for which a ${p.windPercent}% deductible applies. `,
      'Other structures are insured for ',
      printMoney(p.otherStructures, 'dollars'),
      ' and personal liability for ',
      printMoney(p.liability, 'dollars'),
      ' each occurrence.',
    ],
    L,
    y,
    size,
    W,
  )
  y += 8
  y = s.prose(
    [
      'The annual premium of ',
      { field: 'policy.premium', ...cash(p.premium, 'cents') },
      ` has been paid in full; last year's premium was ${printMoney(p.priorPremium, 'cents')}.`,
    ],
    L,
    y,
    size,
    W,
  )
  y += 8
  if (mortgagee)
    y = s.prose(
      [
        'Loss, if any, under Coverage A is payable to ',
        { field: 'policy.mortgagee', ...txt(p.mortgagee) },
        ', its successors and/or assigns, as first mortgagee, as its interest may appear, under the ',
        'standard mortgage clause of the policy. The mortgagee will be given ten days written notice ',
        'of cancellation for non-payment of premium.',
      ],
      L,
      y,
      size,
      W,
    )
  else
    y = s.prose(
      ['No mortgagee or loss payee is named on this policy at the request of the insured.'],
      L,
      y,
      size,
      W,
    )
  y += 8
  y = s.prose(
    [
      'This letter is furnished as a matter of information only and does not amend, extend or alter ',
      'the coverage afforded by the policy. Please direct questions to the servicing agent, ',
      { field: 'policy.producer', ...txt(p.producer) },
      `, at ${p.agencyPhone}.`,
    ],
    L,
    y,
    size,
    W,
  )
  s.text('Sincerely,', L, y + 20, size)
  s.text('Policyholder Services', L, y + 56, size)
  s.text(`NAIC ${p.naic}   EOI-LTR 2023`, L, 760, 7.5)
  return s.finish()
}

async function policyChange(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 46
  const W = 520
  s.center('POLICY CHANGES', 306, 54, 13, true)
  s.right('IL 12 01 11 85', L + W, 40, 7.5)
  s.center('THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY.', 306, 68, 7.5, true)
  const changeNo = int(rnd, 1, 6)
  const changeDate = addDays(p.effectiveDate, int(rnd, 40, 200))
  let top = 82
  const cells = (
    specs: ReadonlyArray<[number, string, (x: number, y: number) => void]>,
    h: number,
  ): void => {
    let x = L
    for (const [w, label, draw] of specs) {
      s.rect(x, top, w, h, 0.6)
      s.text(label, x + 4, top + 9, 6.5, true)
      draw(x + 4, top + 22)
      x += w
    }
    top += h
  }
  cells(
    [
      [130, 'Policy Change Number', (x, y) => void s.text(String(changeNo), x, y, 9.5)],
      [
        160,
        'Policy Number',
        (x, y) => void s.value('policy.policyNumber', txt(p.policyNumber), x, y, 9.5),
      ],
      [
        230,
        'Policy Changes Effective',
        (x, y) => void s.text(printDate(changeDate, 'mdy-short'), x, y, 9.5),
      ],
    ],
    32,
  )
  cells(
    [
      [290, 'Company', (x, y) => void s.value('policy.carrier', txt(p.carrier), x, y, 9.5)],
      [
        230,
        'Authorized Representative',
        (x, y) => void s.value('policy.producer', txt(p.producer), x, y, 9.5),
      ],
    ],
    32,
  )
  cells(
    [
      [
        290,
        'Named Insured',
        (x, y) => void s.value('policy.namedInsured', txt(p.namedInsured), x, y, 9.5),
      ],
      [
        230,
        'Policy Period',
        (x, y) =>
          void s.prose(
            [
              { field: 'policy.effectiveDate', ...dt(p.effectiveDate, 'mdy-short') },
              ' to ',
              { field: 'policy.expirationDate', ...dt(p.expirationDate, 'mdy-short') },
            ],
            x,
            y,
            9.5,
            220,
          ),
      ],
    ],
    32,
  )
  top += 20
  s.text('CHANGES', L, top, 10, true)
  top += 16
  const added = Math.round(p.premium * 0.015 * 100) / 100
  const oldLimit = Math.round((p.coverageAmount * 0.85) / 10000) * 10000
  top = s.prose(
    [
      `In consideration of an additional premium of ${printMoney(added, 'cents')}, it is agreed that the `,
      'policy is changed as follows:',
    ],
    L,
    top,
    9.5,
    W,
  )
  top += 4
  top = s.prose(
    [
      '1. The Limit of Insurance for Building at Premises 1, Building 1 (',
      { field: 'property.address', ...txt(p.street) },
      `, ${cityLine(p)}) is increased from ${printMoney(oldLimit, 'dollars')} to `,
      { field: 'policy.coverageAmount', ...cash(p.coverageAmount, 'dollars'), bold: true },
      '. The Coinsurance percentage and the deductible of ',
      { field: 'policy.deductible', ...cash(p.deductible, 'dollars') },
      ' per occurrence are unchanged.',
    ],
    L,
    top,
    9.5,
    W,
  )
  top += 4
  const mortgagee = chance(rnd, 0.8)
  if (mortgagee)
    top = s.prose(
      [
        '2. The following is added as Mortgageholder under the Mortgageholders condition: ',
        { field: 'policy.mortgagee', ...txt(p.mortgagee) },
        `, ISAOA, ${p.lenderStreet}, ${p.lenderCity}; Loan Number `,
        { field: 'policy.loanNumber', ...txt(p.loanNumber) },
        '.',
      ],
      L,
      top,
      9.5,
      W,
    )
  else top = s.prose(['2. Premises 2 is deleted from the Schedule of Locations.'], L, top, 9.5, W)
  top += 4
  top = s.prose(
    [
      '3. The building was constructed in ',
      { field: 'property.yearBuilt', ...year(p.yearBuilt) },
      '; the roof was replaced in ',
      String(p.roofYear),
      '.',
    ],
    L,
    top,
    9.5,
    W,
  )
  top += 16
  s.grid(L, top, [340, 180], [18, 18, 18])
  const prow = (i: number, label: string, draw: (x: number, y: number) => void): void => {
    s.text(label, L + 5, top + 18 * i + 12.5, 9, i === 2)
    draw(L + 514, top + 18 * i + 12.5)
  }
  prow(
    0,
    'Additional premium for this change',
    (x, y) => void s.right(printMoney(added, 'cents'), x, y, 9),
  )
  prow(
    1,
    'Premium previously charged for the policy period',
    (x, y) =>
      void s.right(printMoney(Math.round((p.premium - added) * 100) / 100, 'cents'), x, y, 9),
  )
  prow(
    2,
    'Revised total annual premium',
    (x, y) =>
      void s.value('policy.premium', cash(p.premium, 'cents'), x, y, 9, {
        align: 'right',
        bold: true,
      }),
  )
  top += 70
  s.text('FORMS AND ENDORSEMENTS APPLICABLE TO THIS CHANGE', L, top, 8.5, true)
  const forms = [
    'CP 00 10 10 12',
    'CP 12 18 06 07 Loss Payable Provisions',
    'CP 10 30 10 12',
    'IL 12 01 11 85',
  ]
  for (const [i, f] of forms.entries()) s.text(f, L + 10, top + 14 + 11 * i, 8.5)
  s.text(`IL 12 01 11 85   Policy service ${p.agencyPhone}   NAIC ${p.naic}`, L, 764, 7)
  return s.finish()
}

export const FAMILIES_C: readonly BlindFamily[] = [
  {
    id: 'bl06',
    name: 'renewal-packet',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.yearly,
    features:
      'homeowners renewal packet of three pages: summary box (labels above), coverages on page 2, interests table and forms schedule on page 3; installment amount and last term premium as distractors',
    render: renewalPacket,
  },
  {
    id: 'bl07',
    name: 'lender-letter',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.agencyBill,
    features:
      'evidence-of-insurance letter to a lender: every value inside sentences, mortgagee clause in prose, logo as text, long dates, other limits and last year premium in the same paragraphs',
    render: lenderLetter,
  },
  {
    id: 'bl08',
    name: 'policy-change',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.commercial,
    features:
      'commercial policy-change endorsement: boxes with labels, short dates (1/5/26), change-effective date, old and new limits in one sentence, additional vs revised total premium, endorsement schedule',
    render: policyChange,
  },
]
