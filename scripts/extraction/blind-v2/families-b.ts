/**
 * Families bn04–bn06: a two-page farm and ranch policy whose values are split across the pages
 * (who and when on page 1; locations, items, deductible, interests and premium on page 2), a
 * bilingual Spanish/English homeowners page with day-first dates, and a builders' risk page whose
 * labels all carry a parenthetical gloss.
 */
import { cash, chance, cityLine, dt, splitTotal, txt, year, type BlindFamily } from './family'
import { PAGE_W, Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { drawTable, type Cell } from './table'
import { FAMILY_NAMES, printDate, printMoney } from './words'

async function farmTwoPages(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 54
  const R = 558
  const size = 9
  const footer = (n: number): void => {
    s.hline(L, R, 752, 0.4)
    s.text(`FRM-DEC (04/23)   ${p.policyNumber}`, L, 764, 7)
    s.right(`Page ${n} of 2`, R, 764, 7)
  }
  s.text('FARM & RANCH POLICY', L, 60, 18, true)
  s.text('Declarations', L, 76, 11)
  s.right('Underwritten by', R, 52, 7.5)
  s.value('policy.carrier', txt(p.carrier), R, 64, 9.5, { bold: true, align: 'right' })
  s.right(`NAIC ${p.naic}`, R, 75, 7.5)
  s.hline(L, R, 86, 1.5)
  let y = 110
  const LX = L
  const VX = L + 150
  const pair = (label: string, draw: (x: number, y: number) => unknown): void => {
    s.text(label, LX, y, size, true)
    const next = draw(VX, y)
    y = (typeof next === 'number' ? next : y + 12) + 5
  }
  pair('Policy No.:', (x, yy) =>
    s.value('policy.policyNumber', txt(p.policyNumber), x, yy, size + 1, { bold: true }),
  )
  pair('Prior Policy No.:', (x, yy) => s.text(p.priorPolicyNumber, x, yy, size))
  pair(
    'Policy Term:',
    (x, yy) =>
      s.prose(
        [
          'From ',
          { field: 'policy.effectiveDate', ...dt(p.effectiveDate, 'month-ord') },
          ' to ',
          { field: 'policy.expirationDate', ...dt(p.expirationDate, 'month-ord') },
          ' at 12:01 A.M. standard time at the farm premises',
        ],
        x,
        yy,
        size,
        R - x,
      ) -
      size * 1.35 +
      12,
  )
  const names = s.split(p.namedInsured, size, R - VX)
  pair('First Named Insured:', (x, yy) =>
    s.valueLines('policy.namedInsured', names, p.namedInsured, x, yy, size, 12),
  )
  if (chance(rnd, 0.6))
    pair('Additional Named Insured:', (x, yy) => s.text(p.secondInsured, x, yy, size))
  pair('Farm Name:', (x, yy) =>
    s.text(
      `${pick(rnd, FAMILY_NAMES)} ${pick(rnd, ['Family Farms', 'Ranch', 'Orchards', 'Dairy'])}`,
      x,
      yy,
      size,
    ),
  )
  pair('Mailing Address:', (x, yy) => {
    s.text(p.mailingStreet, x, yy, size)
    s.text(p.mailingCity, x, yy + 12, size)
    return yy + 24
  })
  pair('Agency:', (x, yy) => {
    s.value('policy.producer', txt(p.producer), x, yy, size)
    s.text(`Agency No. ${p.agencyCode} · ${p.agencyPhone}`, x, yy + 12, size)
    return yy + 24
  })
  pair('Membership No.:', (x, yy) => s.text(`${digits(rnd, 7)}-${digits(rnd, 2)}`, x, yy, size))
  pair('Date Issued:', (x, yy) => s.text(printDate(p.issueDate, 'month-ord'), x, yy, size))
  y += 10
  s.band(L, y - 11, R - L, 15, 0.88)
  s.text('COVERAGE PARTS FORMING THIS POLICY', L + 4, y, 9, true)
  y += 18
  for (const [part, form] of [
    ['Farm Property — Coverages A through G', 'FP 00 12'],
    ['Farm Liability — Coverages H and I', 'FL 00 20'],
    ['Farm Inland Marine (scheduled equipment)', 'FIM 04'],
  ] as const) {
    s.text(part, L + 8, y, size)
    s.right(form, R, y, size)
    y += 13
  }
  y += 8
  s.prose(
    [
      'Locations, buildings, limits, deductibles, mortgagees and premium are shown on page 2. Report a claim at ',
      p.claimsPhone,
      ' or through your agency.',
    ],
    L,
    y,
    8,
    R - L,
  )
  footer(1)

  s.newPage()
  s.text('FARM & RANCH POLICY — Declarations (continued)', L, 56, 11, true)
  s.hline(L, R, 64, 1)
  const H = (t: string, span = 1): Cell => ({ text: t, span, bold: true, size: 7 })
  const acres = int(rnd, 40, 960)
  y = drawTable(
    s,
    L,
    78,
    [40, 230, 100, 134],
    [
      { cells: [H('SCHEDULE OF FARM LOCATIONS', 4)], shade: 0.8 },
      { cells: [H('Loc.'), H('Premises'), H('Acres'), H('County / State')], shade: 0.92 },
      {
        cells: [
          { text: '1' },
          {
            value: { field: 'property.address', v: txt(p.street) },
            after: [`${p.city}, ${p.state} ${p.zip} — farm dwelling`],
          },
          { text: String(acres), align: 'right' },
          { text: `${p.city} Co., ${p.state}` },
        ],
      },
      {
        cells: [
          { text: '2' },
          { text: [p.street2, 'pasture and hay ground'] },
          { text: String(int(rnd, 20, 320)), align: 'right' },
          { text: `${p.city} Co., ${p.state}` },
        ],
      },
    ],
    8.5,
  )
  const m = (n: number): string => printMoney(n, 'dollars')
  const item = (
    loc: string,
    n: string,
    what: string,
    yr: Cell,
    limit: Cell,
    ded: Cell,
  ): { cells: Cell[] } => ({
    cells: [{ text: loc }, { text: n }, { text: what }, yr, limit, ded],
  })
  const otherDed = p.deductible === 1000 ? 2500 : 1000
  y = drawTable(
    s,
    L,
    y + 16,
    [36, 36, 190, 52, 110, 80],
    [
      { cells: [H('FARM DWELLINGS AND STRUCTURES', 6)], shade: 0.8 },
      {
        cells: [H('Loc.'), H('Item'), H('Description'), H('Built'), H('Limit'), H('Deductible')],
        shade: 0.92,
      },
      item(
        '1',
        '1',
        'Dwelling — Coverage A',
        { value: { field: 'property.yearBuilt', v: year(p.yearBuilt) } },
        {
          value: { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'dollars') },
          align: 'right',
        },
        { value: { field: 'policy.deductible', v: cash(p.deductible, 'dollars') }, align: 'right' },
      ),
      item(
        '1',
        '2',
        'Household personal property — Cov. C',
        { text: '' },
        { text: m(p.contents), align: 'right' },
        { text: 'incl.', align: 'right' },
      ),
      item(
        '1',
        '3',
        'Machine shed, steel, 60 x 120',
        { text: String(p.yearBuilt2) },
        { text: m(Math.round(p.limit2 / 5)), align: 'right' },
        { text: m(otherDed), align: 'right' },
      ),
      item(
        '2',
        '4',
        'Pole barn with lean-to',
        { text: String(Math.min(p.yearBuilt2 + 7, 2024)) },
        { text: m(Math.round(p.limit2 / 8)), align: 'right' },
        { text: m(otherDed), align: 'right' },
      ),
      item(
        '2',
        '5',
        'Grain bin, 12,000 bu.',
        { text: '2011' },
        { text: m(38000), align: 'right' },
        { text: m(otherDed), align: 'right' },
      ),
    ],
    8.5,
  )
  y += 24
  s.text('MORTGAGEES AND LOSS PAYEES', L, y, 9, true)
  y += 14
  if (p.hasMortgagee) {
    s.text('Mortgagee (Item 1):', L, y, 8.5)
    s.value('policy.mortgagee', txt(p.mortgagee), L + 110, y, 8.5)
    y += 11
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L + 110, y, 8.5)
    y += 11
    s.text('Loan No.:', L, y, 8.5)
    s.value('policy.loanNumber', txt(p.loanNumber), L + 110, y, 8.5)
    y += 14
  } else {
    s.text('Mortgagee (Item 1):', L, y, 8.5)
    s.text('None on file', L + 110, y, 8.5)
    y += 14
  }
  if (chance(rnd, 0.6)) {
    s.text('Loss Payee (Item 3):', L, y, 8.5)
    s.text(`${p.secondLender}, Equipment Loan ${p.secondLoanNumber}`, L + 110, y, 8.5)
    y += 14
  }
  y += 14
  s.text('PREMIUM', L, y, 9, true)
  y += 14
  const [prop = 0, liab = 0, im = 0] = splitTotal(p.premium, [0.71, 0.2])
  const prem = (label: string, v: string | null, bold = false): void => {
    s.text(label, L + 8, y, 8.5, bold)
    if (v !== null) s.right(v, L + 330, y, 8.5, bold)
    y += 12
  }
  prem('Farm Property', printMoney(prop, 'cents'))
  prem('Farm Liability', printMoney(liab, 'cents'))
  prem('Farm Inland Marine', printMoney(im, 'cents'))
  s.text('Total Policy Premium', L + 8, y, 8.5, true)
  s.value('policy.premium', cash(p.premium, 'cents'), L + 330, y, 8.5, {
    bold: true,
    align: 'right',
  })
  y += 12
  prem(`Payable in 4 installments of ${printMoney(p.installment, 'cents')}`, null)
  footer(2)
  return s.finish()
}

async function bilingual(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 50
  const R = 562
  const LW = 190
  s.text('DECLARACIONES DE LA PÓLIZA DE PROPIETARIO DE VIVIENDA', L, 50, 10, true)
  s.text('Homeowners Policy Declarations', L, 63, 9.5)
  s.right('Fechas en DD/MM/AAAA · Dates in DD/MM/YYYY', R, 50, 7.5)
  s.right(`Emitida / Issued ${printDate(p.issueDate, 'dmy-slash')}`, R, 63, 7.5)
  s.hline(L, R, 72, 1)
  let y = 76
  /** A row: Spanish label over English label in a shaded column, the value beside them. */
  const row = (es: string, en: string, draw: (x: number, base: number) => unknown): void => {
    const h0 = y
    const next = draw(L + LW + 8, y + 13)
    const bottom = Math.max(y + 28, typeof next === 'number' ? next + 6 : 0)
    s.band(L, h0, LW, bottom - h0, 0.9)
    s.text(es, L + 5, h0 + 12, 8.5, true)
    s.text(en, L + 5, h0 + 23, 7.5, false, 0.3)
    s.hline(L, R, bottom, 0.4)
    y = bottom
  }
  const size = 9.5
  row('Aseguradora', 'Insurer', (x, b) => {
    s.value('policy.carrier', txt(p.carrier), x, b, size, { bold: true })
    s.text(`Código NAIC / NAIC code ${p.naic}`, x, b + 12, 7.5)
    return b + 12
  })
  row('Número de póliza', 'Policy number', (x, b) => {
    s.value('policy.policyNumber', txt(p.policyNumber), x, b, size, { bold: true })
    s.text(`Póliza anterior / Prior policy ${p.priorPolicyNumber}`, x, b + 12, 7.5)
    return b + 12
  })
  const names = s.split(p.namedInsured, size, R - L - LW - 14)
  row(
    'Asegurado nombrado',
    'Named insured',
    (x, b) => s.valueLines('policy.namedInsured', names, p.namedInsured, x, b, size, 12) - 12,
  )
  row('Dirección postal', 'Mailing address', (x, b) => {
    s.text(`${p.mailingStreet}, ${p.mailingCity}`, x, b, size)
  })
  row('Vigencia', 'Policy period', (x, b) => {
    s.text('Desde / From', x, b, 7.5, false, 0.3)
    s.value('policy.effectiveDate', dt(p.effectiveDate, 'dmy-slash'), x + 60, b, size)
    s.text('Hasta / To', x + 150, b, 7.5, false, 0.3)
    s.value('policy.expirationDate', dt(p.expirationDate, 'dmy-slash'), x + 200, b, size)
    s.text('12:01 a.m. hora local / local time', x, b + 12, 7.5)
    return b + 12
  })
  row('Propiedad asegurada', 'Insured property', (x, b) => {
    s.value('property.address', txt(p.street), x, b, size)
    s.text(cityLine(p), x, b + 12, size)
    return b + 12
  })
  row('Año de construcción', 'Year built', (x, b) => {
    s.value('property.yearBuilt', year(p.yearBuilt), x, b, size)
    s.text(`Techo / Roof ${p.roofYear}`, x + 90, b, size)
  })
  const m = (n: number): string => printMoney(n, 'dollars')
  row('Límites de cubierta', 'Limits of coverage', (x, b) => {
    const lines: Array<[string, string | null]> = [
      ['A  Vivienda / Dwelling', null],
      ['B  Otras estructuras / Other structures', m(p.otherStructures)],
      ['C  Propiedad personal / Personal property', m(p.contents)],
      ['D  Pérdida de uso / Loss of use', m(p.lossOfUse)],
      ['E  Responsabilidad civil / Liability', m(p.liability)],
    ]
    lines.forEach(([label, v], i) => {
      s.text(label, x, b + i * 12, 8.5)
      if (v === null)
        s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), R - 6, b, 8.5, {
          align: 'right',
        })
      else s.right(v, R - 6, b + i * 12, 8.5)
    })
    return b + 48
  })
  row('Deducibles', 'Deductibles', (x, b) => {
    s.text('Todo riesgo / All other perils', x, b, 8.5)
    s.value('policy.deductible', cash(p.deductible, 'dollars'), R - 6, b, 8.5, { align: 'right' })
    s.text(`Huracán / Hurricane ${p.windPercent}% de A`, x, b + 12, 8.5)
    s.right(m(p.windDeductible), R - 6, b + 12, 8.5)
    return b + 12
  })
  row('Prima', 'Premium', (x, b) => {
    s.text('Prima total anual / Total annual premium', x, b, 8.5, true)
    s.value('policy.premium', cash(p.premium, 'cents'), R - 6, b, 8.5, {
      align: 'right',
      bold: true,
    })
    s.text('Término anterior / Prior term', x, b + 12, 8.5)
    s.right(printMoney(p.priorPremium, 'cents'), R - 6, b + 12, 8.5)
    s.text('Arbitrio / Tax (incl.)', x, b + 24, 8.5)
    s.right(printMoney(p.stateTax, 'cents'), R - 6, b + 24, 8.5)
    return b + 24
  })
  row('Acreedor hipotecario', 'Mortgagee', (x, b) => {
    if (!p.hasMortgagee) {
      s.text('Ninguno / None', x, b, size)
      return
    }
    s.value('policy.mortgagee', txt(p.mortgagee), x, b, size)
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, x, b + 12, 8)
    s.text('Préstamo / Loan', x, b + 24, 7.5, false, 0.3)
    s.value('policy.loanNumber', txt(p.loanNumber), x + 70, b + 24, size)
    return b + 24
  })
  row('Productor', 'Producer', (x, b) => {
    s.value('policy.producer', txt(p.producer), x, b, size)
    s.text(`Lic. ${p.agentLicense} · Tel. ${p.agencyPhone}`, x, b + 12, 8)
    return b + 12
  })
  y += 14
  s.prose(
    [
      `Reclamaciones / Claims: ${p.claimsPhone}. ${chance(rnd, 0.5) ? `Reclamación previa / Prior claim ${p.claimNumber}.` : ''} Formularios / Forms: HO 00 03 PR (05/11), HO 04 96.`,
    ],
    L,
    y,
    7.5,
    R - L,
  )
  return s.finish()
}

async function parenthetical(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 56
  const R = 556
  const LW = 205
  const size = 9.5
  s.center('BUILDERS’ RISK COVERAGE DECLARATIONS', PAGE_W / 2, 54, 13, true)
  s.center('(Completed Value Form — New Construction)', PAGE_W / 2, 68, 9)
  s.hline(L, R, 78, 0.6)
  let y = 80
  const row = (label: string, draw: (x: number, base: number) => unknown): void => {
    const top = y
    const next = draw(L + LW + 10, y + 14)
    const lines = s.split(label, 8, LW - 10, true)
    lines.forEach((l, i) => s.text(l, L + 4, top + 14 + i * 10, 8, true))
    const bottom = Math.max(
      top + 8 + lines.length * 10,
      top + 20,
      typeof next === 'number' ? next + 6 : 0,
    )
    s.hline(L, R, bottom, 0.3)
    y = bottom
  }
  row('Insurer (Carrier)', (x, b) => {
    s.value('policy.carrier', txt(p.carrier), x, b, size)
    s.text(`NAIC ${p.naic}`, R - 60, b, 8)
  })
  row('Policy Number (Reference)', (x, b) =>
    s.value('policy.policyNumber', txt(p.policyNumber), x, b, size, { bold: true }),
  )
  const names = s.split(p.namedInsured, size, R - L - LW - 14)
  row(
    'Named Insured (Policyholder)',
    (x, b) => s.valueLines('policy.namedInsured', names, p.namedInsured, x, b, size, 12) - 12,
  )
  row('General Contractor (Additional Insured)', (x, b) =>
    s.text(
      `${pick(rnd, FAMILY_NAMES)} ${pick(rnd, ['Builders', 'Construction', 'Contracting'])} Inc.`,
      x,
      b,
      size,
    ),
  )
  row('Policy Period — Effective (Start of Coverage)', (x, b) =>
    s.value('policy.effectiveDate', dt(p.effectiveDate, 'mdy'), x, b, size),
  )
  row('Policy Period — Expiration (End of Coverage)', (x, b) =>
    s.value('policy.expirationDate', dt(p.expirationDate, 'mdy'), x, b, size),
  )
  const est = printDate(p.expirationDate, 'mdy').replace(/^(\d\d)\/\d\d\//, '$1/')
  row('Scheduled Completion (Month / Year)', (x, b) => s.text(est, x, b, size))
  row('Project Location (Jobsite Address)', (x, b) => {
    s.value('property.address', txt(p.street), x, b, size)
    s.text(
      `${cityLine(p)} — ${pick(rnd, ['3-story mixed use', '24-unit apartments', 'medical office', 'retail shell'])}`,
      x,
      b + 12,
      size,
    )
    return b + 12
  })
  row('Limit of Insurance (Completed Value)', (x, b) =>
    s.value('policy.coverageAmount', cash(p.coverageAmount, 'million'), x, b, size, { bold: true }),
  )
  const soft = Math.round(p.coverageAmount / 10 / 10_000) * 10_000
  row('Soft Costs (Sub-limit)', (x, b) => s.text(printMoney(soft, 'million'), x, b, size))
  row('Materials in Transit / Temporary Storage (Sub-limits)', (x, b) =>
    s.text(`${printMoney(50000, 'dollars')} / ${printMoney(100000, 'dollars')}`, x, b, size),
  )
  row('Deductible (Per Occurrence, All Other Perils)', (x, b) =>
    s.value('policy.deductible', cash(p.deductible, 'dollars'), x, b, size),
  )
  row('Deductible (Flood and Earth Movement)', (x, b) =>
    s.text(printMoney(Math.max(25000, p.deductible * 10), 'dollars'), x, b, size),
  )
  row('Premium (Total for Term, Fully Earned)', (x, b) =>
    s.value('policy.premium', cash(p.premium, 'dollars'), x, b, size, { bold: true }),
  )
  row('Deposit Received (Paid at Binding)', (x, b) =>
    s.text(printMoney(Math.round(p.premium * 0.25), 'dollars'), x, b, size),
  )
  row('Loss Payee (Construction Lender)', (x, b) => {
    if (!p.hasMortgagee) {
      s.text('N/A — owner-financed', x, b, size)
      return
    }
    s.value('policy.mortgagee', txt(p.mortgagee), x, b, size)
    s.text(`as its interest may appear, ${p.lenderStreet}, ${p.lenderCity}`, x, b + 12, 8.5)
    return b + 12
  })
  if (p.hasMortgagee)
    row('Loan Number (Construction Loan)', (x, b) =>
      s.value('policy.loanNumber', txt(p.loanNumber), x, b, size),
    )
  row('Producer (Broker of Record)', (x, b) => {
    s.value('policy.producer', txt(p.producer), x, b, size)
    s.text(`(License No. ${p.agentLicense})`, x, b + 12, 8.5)
    return b + 12
  })
  y += 16
  s.prose(
    [
      `(Coverage ceases on occupancy or acceptance by the owner, whichever is first.) Permit No. ${digits(rnd, 6)} · Claims ${p.claimsPhone}.`,
    ],
    L,
    y,
    8,
    R - L,
  )
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'bn04',
    name: 'farm-two-pages',
    line: 'farm',
    numberStyle: NUMBER_STYLES.farm,
    features:
      'farm & ranch on two pages: carrier, number, insured, term ("From January 5th, 2026 to …") and agency on page 1; locations, a five-item structures table (only item 1, the dwelling, is the answer), mortgagee and premium on page 2; farm name and additional named insured as distractors',
    render: farmTwoPages,
  },
  {
    id: 'bn05',
    name: 'bilingual',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.bilingual,
    dayFirst: true,
    features:
      'Spanish over English labels in a shaded column ("Asegurado nombrado / Named insured", "Vigencia / Policy period"), dates day-first 05/01/2026 (the page says so), hurricane percentage deductible, prior term premium and tax',
    render: bilingual,
  },
  {
    id: 'bn06',
    name: 'parenthetical',
    line: 'builders',
    numberStyle: NUMBER_STYLES.builders,
    features:
      'builders\' risk: every label glossed in parentheses ("Named Insured (Policyholder)", "Limit of Insurance (Completed Value)"), amounts "$1.25 million", a term shorter or longer than a year, no year built (scheduled completion is a distractor), general contractor and deposit as distractors',
    render: parenthetical,
  },
]
