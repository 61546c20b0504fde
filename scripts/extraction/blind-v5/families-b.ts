/**
 * Families bv05–bv08: a policy change endorsement that restates the declarations (dates written
 * "the 5th day of January, 2026"), a manufactured-home page of boxed values under tiny captions, a
 * vacant-dwelling page whose carrier is named only in an "Underwritten by" footer, and a flood
 * renewal premium notice with a payment stub.
 */
import { cash, chance, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, dollarsInWords, printDate, printMoney } from './words'

/** Policy change endorsement: what changed, then the declarations restated in formal wording. */
async function changeEndorsement(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 60
  const W = 492
  const D = 'day-of' as const
  const changeDate = addDays(p.effectiveDate, int(rnd, 30, 200))
  s.center('POLICY CHANGE ENDORSEMENT', 306, 54, 14, true)
  s.center(`Endorsement No. ${int(rnd, 1, 4)}  —  This endorsement changes the policy.`, 306, 70, 9)
  s.hline(L, L + W, 80, 0.8)
  let y = 102
  s.text('Policy number', L, y, 9)
  s.value('policy.policyNumber', txt(p.policyNumber), L + 90, y, 10.5, { bold: true })
  s.text('Insurer', L, y + 15, 9)
  s.value('policy.carrier', txt(p.carrier), L + 90, y + 15, 10.5)
  y += 40
  s.text('Change requested:', L, y, 10, true)
  const change = pick(rnd, [
    'Mortgagee added',
    'Dwelling limit increased',
    'Mailing address corrected',
    'Deductible changed',
  ])
  s.text(`${change}, effective ${printDate(changeDate, 'month-d-y')}.`, L + 100, y, 10)
  s.text(
    `Additional premium ${printMoney(int(rnd, 12, 240), 'cents')} (pro rata)`,
    L + 100,
    y + 13,
    10,
  )
  y += 38
  s.text('The Declarations are restated in full as follows:', L, y, 10, true)
  y += 20
  y = s.prose(
    [
      'Named Insured: ',
      { field: 'policy.namedInsured', printed: p.namedInsured, normalized: p.namedInsured },
      ` of ${p.mailingStreet}, ${p.mailingCity}.`,
    ],
    L,
    y,
    10.5,
    W,
  )
  y = s.prose(
    [
      'Residence premises: ',
      { field: 'property.address', printed: p.street, normalized: p.street },
      `, ${cityLine(p)}, a dwelling erected in `,
      {
        field: 'property.yearBuilt',
        printed: String(p.yearBuilt),
        normalized: String(p.yearBuilt),
      },
      ' of frame construction.',
    ],
    L,
    y + 4,
    10.5,
    W,
  )
  y = s.prose(
    [
      'Policy period: this policy is in force from the ',
      {
        field: 'policy.effectiveDate',
        printed: printDate(p.effectiveDate, D),
        normalized: p.effectiveDate,
      },
      ' to the ',
      {
        field: 'policy.expirationDate',
        printed: printDate(p.expirationDate, D),
        normalized: p.expirationDate,
      },
      ', at 12:01 a.m. at the residence premises.',
    ],
    L,
    y + 4,
    10.5,
    W,
  )
  y = s.prose(
    [
      `Limit of liability, Coverage A — Dwelling: ${dollarsInWords(p.coverageAmount)} Dollars `,
      {
        field: 'policy.coverageAmount',
        printed: `(${printMoney(p.coverageAmount, 'dollars')})`,
        normalized: String(p.coverageAmount),
      },
      `; Coverage C — Personal Property: ${printMoney(p.contents, 'dollars')}.`,
    ],
    L,
    y + 4,
    10.5,
    W,
  )
  y = s.prose(
    [
      `Deductible: ${dollarsInWords(p.deductible)} Dollars `,
      {
        field: 'policy.deductible',
        printed: `(${printMoney(p.deductible, 'dollars')})`,
        normalized: String(p.deductible),
      },
      ' each loss.',
    ],
    L,
    y + 4,
    10.5,
    W,
  )
  y = s.prose(
    [
      'Full term premium after this change: ',
      {
        field: 'policy.premium',
        printed: printMoney(p.premium, 'cents'),
        normalized: String(Math.round(p.premium * 100) / 100),
      },
      ` (was ${printMoney(p.priorPremium, 'cents')}).`,
    ],
    L,
    y + 4,
    10.5,
    W,
  )
  if (p.hasMortgagee)
    y = s.prose(
      [
        'Mortgagee: ',
        { field: 'policy.mortgagee', printed: p.mortgagee, normalized: p.mortgagee },
        ', ISAOA, under loan ',
        { field: 'policy.loanNumber', printed: p.loanNumber, normalized: p.loanNumber },
        '.',
      ],
      L,
      y + 4,
      10.5,
      W,
    )
  y = s.prose(
    [
      'Agent of record: ',
      { field: 'policy.producer', printed: p.producer, normalized: p.producer },
      ` (${p.agencyCode}).`,
    ],
    L,
    y + 4,
    10.5,
    W,
  )
  s.text('All other terms and conditions of the policy remain unchanged.', L, y + 20, 9.5)
  s.text(`Issued ${printDate(p.issueDate, 'month-d-y')}`, L, 730, 8.5)
  return s.finish()
}

/** Boxed values under tiny captions, a grid of boxes like a pre-printed form. */
async function captionBoxes(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 40
  const D = 'mdy' as const
  s.text('MANUFACTURED HOME POLICY — DECLARATIONS', L, 48, 12, true)
  s.text(brandOf(p.carrier), 440, 48, 12, true)
  let y = 64
  type Cell = { cap: string; w: number; put?: (x: number, y: number) => void; text?: string }
  const row = (cells: Cell[]): void => {
    let x = L
    for (const c of cells) {
      s.rect(x, y, c.w, 26, 0.6)
      s.text(c.cap, x + 2, y + 6, 5)
      if (c.put) c.put(x + 4, y + 19)
      else if (c.text !== undefined) s.text(c.text, x + 4, y + 19, 9)
      x += c.w
    }
    y += 26
  }
  const v =
    (field: Parameters<Sheet['value']>[0], printed: { printed: string; normalized: string }) =>
    (x: number, yy: number) =>
      s.value(field, printed, x, yy, 9)
  row([
    { cap: 'POLICY NUMBER', w: 170, put: v('policy.policyNumber', txt(p.policyNumber)) },
    { cap: 'EFFECTIVE', w: 90, put: v('policy.effectiveDate', dt(p.effectiveDate, D)) },
    { cap: 'EXPIRATION', w: 90, put: v('policy.expirationDate', dt(p.expirationDate, D)) },
    { cap: 'ISSUED', w: 90, text: printDate(p.issueDate, D) },
    { cap: 'PRIOR NO.', w: 92, text: p.priorPolicyNumber },
  ])
  row([{ cap: 'INSURING COMPANY', w: 532, put: v('policy.carrier', txt(p.carrier)) }])
  row([
    { cap: 'NAMED INSURED', w: 266, put: v('policy.namedInsured', txt(p.namedInsured)) },
    { cap: 'MAILING ADDRESS', w: 266, text: `${p.mailingStreet}, ${p.mailingCity}` },
  ])
  row([
    { cap: 'HOME LOCATION', w: 266, put: v('property.address', txt(p.street)) },
    { cap: 'CITY / STATE / ZIP', w: 150, text: cityLine(p) },
    { cap: 'MODEL YEAR', w: 56, put: v('property.yearBuilt', year(p.yearBuilt)) },
    { cap: 'WIDTH', w: 60, text: pick(rnd, ['Single', 'Double', 'Triple']) },
  ])
  row([
    {
      cap: 'SERIAL / VIN',
      w: 170,
      text: `${digits(rnd, 4)}${pick(rnd, ['AB', 'TX', 'GA'])}${digits(rnd, 6)}`,
    },
    { cap: 'MAKE', w: 180, text: pick(rnd, ['Fleetwood', 'Clayton', 'Skyline', 'Champion']) },
    { cap: 'TIE-DOWNS', w: 182, text: 'Yes — anchored' },
  ])
  y += 14
  s.text('COVERAGES', L, y, 8, true)
  y += 6
  row([
    { cap: 'A - UNIT', w: 133, put: v('policy.coverageAmount', cash(p.coverageAmount, 'dollars')) },
    { cap: 'B - OTHER STRUCT.', w: 133, text: printMoney(p.otherStructures, 'dollars') },
    { cap: 'C - CONTENTS', w: 133, text: printMoney(p.contents, 'dollars') },
    { cap: 'E - LIABILITY', w: 133, text: printMoney(p.liability, 'dollars') },
  ])
  row([
    { cap: 'DEDUCTIBLE', w: 133, put: v('policy.deductible', cash(p.deductible, 'dollars')) },
    { cap: 'WIND DEDUCTIBLE', w: 133, text: `${p.percent}%` },
    { cap: 'ANNUAL PREMIUM', w: 133, put: v('policy.premium', cash(p.premium, 'cents')) },
    { cap: 'INSTALLMENT', w: 133, text: printMoney(p.installment, 'cents') },
  ])
  y += 14
  if (p.hasMortgagee)
    row([
      { cap: 'LIENHOLDER', w: 266, put: v('policy.mortgagee', txt(p.mortgagee)) },
      { cap: 'ACCOUNT / LOAN', w: 266, put: v('policy.loanNumber', txt(p.loanNumber)) },
    ])
  row([
    { cap: 'PRODUCER', w: 266, put: v('policy.producer', txt(p.producer)) },
    { cap: 'PRODUCER PHONE', w: 133, text: p.agencyPhone },
    { cap: 'CODE', w: 133, text: p.agencyCode },
  ])
  return s.finish()
}

/** Vacant dwelling page; the carrier is named only in the footer ("Underwritten by …"). */
async function footerCarrier(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 54
  const R = 558
  const D = 'd-mon-y' as const
  s.logo(p.producer.split(' ')[0]!.toUpperCase(), L + 6, 56, 18, 'band')
  s.right('Unoccupied Dwelling Program', R, 46, 10, true)
  s.right('Declarations', R, 60, 10)
  let y = 100
  const line = (label: string, put: (x: number) => void): void => {
    s.text(label, L, y, 8.5, true)
    put(L + 150)
    y += 16
  }
  line('Account holder', (x) => s.value('policy.namedInsured', txt(p.namedInsured), x, y, 10))
  line('Correspondence to', (x) => s.text(`${p.mailingStreet}, ${p.mailingCity}`, x, y, 9))
  line('Contract reference', (x) => s.value('policy.policyNumber', txt(p.policyNumber), x, y, 10))
  line('Cover starts', (x) => s.value('policy.effectiveDate', dt(p.effectiveDate, D), x, y, 10))
  line('Cover stops', (x) => s.value('policy.expirationDate', dt(p.expirationDate, D), x, y, 10))
  line('Vacant since', (x) =>
    s.text(printDate(addDays(p.effectiveDate, -int(rnd, 40, 400)), D), x, y, 9),
  )
  y += 10
  line('Unoccupied property', (x) => s.value('property.address', txt(p.street), x, y, 10))
  line('', (x) => s.text(cityLine(p), x, y, 9))
  line('Dwelling erected', (x) => s.value('property.yearBuilt', year(p.yearBuilt), x, y, 10))
  y += 10
  s.band(L, y - 10, R - L, 14, 0.9)
  s.text('What we pay for', L + 4, y, 9, true)
  y += 18
  line('Building, up to', (x) =>
    s.value('policy.coverageAmount', cash(p.coverageAmount, 'cents'), x, y, 10),
  )
  line('Vandalism sublimit', (x) => s.text(printMoney(p.otherStructures, 'cents'), x, y, 9))
  line('You pay first', (x) => s.value('policy.deductible', cash(p.deductible, 'cents'), x, y, 10))
  line('Price for the term', (x) => s.value('policy.premium', cash(p.premium, 'cents'), x, y, 10))
  line('Inspection fee', (x) => s.text(printMoney(p.policyFee, 'cents'), x, y, 9))
  y += 10
  if (p.hasMortgagee) {
    line('Secured lender', (x) => s.value('policy.mortgagee', txt(p.mortgagee), x, y, 10))
    line('Lender reference', (x) => s.value('policy.loanNumber', txt(p.loanNumber), x, y, 10))
  }
  line('Arranged by', (x) => s.value('policy.producer', txt(p.producer), x, y, 10))
  if (chance(rnd, 0.5)) line('Previous contract', (x) => s.text(p.priorPolicyNumber, x, y, 9))
  s.hline(L, R, 742, 0.4)
  const u = s.text('Underwritten by', L, 754, 7)
  const c = s.value('policy.carrier', txt(p.carrier), endX(s, u) + 4, 754, 7)
  s.text(`NAIC ${p.naic}`, endX(s, c) + 8, 754, 7)
  return s.finish()
}

/** Flood renewal premium notice: summary above, a tear-off payment stub below. */
async function premiumNotice(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 48
  const R = 564
  const D = 'mon-dot-th' as const
  s.text('FLOOD RENEWAL PREMIUM NOTICE', L, 50, 13, true)
  s.value('policy.carrier', txt(p.carrier), L, 66, 9)
  s.right(`Notice date ${printDate(p.issueDate, 'mdy')}`, R, 50, 8)
  let y = 96
  s.text('Dear', L, y, 10)
  s.value('policy.namedInsured', txt(p.namedInsured), L + 26, y, 10)
  y += 18
  y = s.prose(
    [
      'Your flood policy ',
      { field: 'policy.policyNumber', printed: p.policyNumber, normalized: p.policyNumber },
      ' will renew on ',
      {
        field: 'policy.effectiveDate',
        printed: printDate(p.effectiveDate, D),
        normalized: p.effectiveDate,
      },
      ' for one year, through ',
      {
        field: 'policy.expirationDate',
        printed: printDate(p.expirationDate, D),
        normalized: p.expirationDate,
      },
      ', once the renewal premium below is received. Coverage is unchanged from last year unless shown.',
    ],
    L,
    y,
    10,
    R - L,
  )
  y += 8
  const rows: Array<[string, string, ((x: number) => void) | undefined]> = [
    ['Insured building', p.street, (x) => s.value('property.address', txt(p.street), x, y, 9.5)],
    ['', cityLine(p), undefined],
    [
      'Original construction',
      '',
      (x) => s.value('property.yearBuilt', year(p.yearBuilt), x, y, 9.5),
    ],
    [
      'Building coverage',
      '',
      (x) => s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), x, y, 9.5),
    ],
    ['Contents coverage', printMoney(Math.min(100000, p.contents), 'dollars'), undefined],
    [
      'Building deductible',
      '',
      (x) => s.value('policy.deductible', cash(p.deductible, 'dollars'), x, y, 9.5),
    ],
    ['Last year you paid', printMoney(p.priorPremium, 'cents'), undefined],
  ]
  for (const [label, text, put] of rows) {
    if (label !== '') s.text(label, L + 10, y, 9)
    if (put) put(L + 170)
    else s.text(text, L + 170, y, 9.5)
    y += 14
  }
  if (p.hasMortgagee) {
    s.text('Premium billed to lender', L + 10, y, 9)
    s.value('policy.mortgagee', txt(p.mortgagee), L + 170, y, 9.5)
    y += 14
    s.text('Escrow / loan', L + 10, y, 9)
    s.value('policy.loanNumber', txt(p.loanNumber), L + 170, y, 9.5)
    y += 14
  }
  s.text('Your agent', L + 10, y, 9)
  s.value('policy.producer', txt(p.producer), L + 170, y, 9.5)
  y += 30
  s.text(
    '- - - - - - - - - - - - - - - - - - - - - - - detach and return with payment - - - - - - - - - - - - - - - - - - - - - - -',
    L,
    y,
    7,
  )
  y += 22
  s.rect(L, y, R - L, 96, 1)
  s.text('PAYMENT STUB', L + 8, y + 16, 10, true)
  s.text(`Policy ${p.policyNumber}`, L + 8, y + 32, 9)
  s.text(p.namedInsured, L + 8, y + 46, 9)
  s.text('RENEWAL PREMIUM DUE', 330, y + 16, 8, true)
  s.value('policy.premium', cash(p.premium, 'cents'), 330, y + 36, 14, { bold: true })
  s.text(`Due by ${printDate(addDays(p.effectiveDate, -1), 'mdy')}`, 330, y + 52, 8)
  s.text(`Amount enclosed $________   Ref ${digits(rnd, 10)}`, L + 8, y + 80, 8)
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'bv05',
    name: 'change-endorsement',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.change,
    features:
      'policy change endorsement restating the declarations in sentences; dates "the 5th day of January, 2026"; limit and deductible in words and figures',
    render: changeEndorsement,
  },
  {
    id: 'bv06',
    name: 'caption-boxes',
    line: 'manufactured',
    numberStyle: NUMBER_STYLES.boxes,
    features:
      'manufactured home: every value in a ruled box under a 5 pt caption; issued and prior-number boxes beside the answers',
    render: captionBoxes,
  },
  {
    id: 'bv07',
    name: 'underwritten-by-footer',
    line: 'vacant',
    numberStyle: NUMBER_STYLES.footer,
    features:
      'unoccupied dwelling; agency logo at the top, carrier only in a 7 pt "Underwritten by" footer; plain labels ("Cover starts", "You pay first", "Price for the term")',
    render: footerCarrier,
  },
  {
    id: 'bv08',
    name: 'flood-premium-notice',
    line: 'flood',
    numberStyle: NUMBER_STYLES.deed,
    features:
      "renewal premium notice: dates in a letter sentence, premium only on the tear-off stub, last year's premium above it",
    render: premiumNotice,
  },
]
