/**
 * Families bn01–bn03: a homeowners schedule made of ruled tables with two-row headers, a condo
 * unit-owner page with small grey labels above values on hairline rules, and a landlord page in two
 * columns of abbreviated labels with hyphen leaders to right-aligned values.
 */
import { cash, chance, cityLine, dt, splitTotal, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, pick, type BlindPolicy, type Rnd } from './policy'
import { drawTable, type Cell } from './table'
import { logoMark, printDate, printMoney } from './words'

const H = (text: string, span = 1): Cell => ({ text, span, bold: true, size: 6.5 })

async function multiRowTable(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 48
  const W = 516
  s.value('policy.carrier', txt(p.carrier), 306, 50, 12.5, { bold: true, align: 'center' })
  s.center(`A stock insurer · NAIC ${p.naic} · Report a loss 24/7: ${p.claimsPhone}`, 306, 63, 7.5)
  s.hline(L, L + W, 72, 1.2)
  s.text('HOMEOWNER POLICY — DECLARATIONS SCHEDULE', L, 88, 10.5, true)
  s.right(`Printed ${printDate(p.issueDate, 'ymd-slash')}`, L + W, 88, 7.5)
  const size = 8
  let y = drawTable(
    s,
    L,
    96,
    [150, 95, 95, 106, 70],
    [
      { cells: [H('POLICY', 3), H('BILLING', 2)], shade: 0.82 },
      {
        cells: [H('Number'), H('Term Begins'), H('Term Ends'), H('Account'), H('Plan')],
        shade: 0.92,
      },
      {
        cells: [
          { value: { field: 'policy.policyNumber', v: txt(p.policyNumber) }, bold: true },
          { value: { field: 'policy.effectiveDate', v: dt(p.effectiveDate, 'ymd-slash') } },
          { value: { field: 'policy.expirationDate', v: dt(p.expirationDate, 'ymd-slash') } },
          { text: p.accountNumber },
          { text: pick(rnd, ['4-Pay', 'Annual', 'Mortgagee Bill']) },
        ],
      },
    ],
    size,
  )
  s.text(
    'Each term begins and ends at 12:01 a.m. local time at the insured location.',
    L,
    y + 9,
    6.5,
  )
  const nameLines = s.split(p.namedInsured, size, 240)
  y = drawTable(
    s,
    L,
    y + 16,
    [258, 258],
    [
      { cells: [H('Insured and Mailing Address'), H('Producing Agent')], shade: 0.82 },
      {
        cells: [
          {
            value: { field: 'policy.namedInsured', v: txt(p.namedInsured), lines: nameLines },
            after: [p.mailingStreet, p.mailingCity],
          },
          {
            value: { field: 'policy.producer', v: txt(p.producer) },
            after: [`Lic. # ${p.agentLicense}`, `Tel. ${p.agencyPhone}`],
          },
        ],
      },
    ],
    size,
  )
  const two = chance(rnd, 0.5)
  const loc = (n: number, street: Cell, city: string, built: Cell): Cell[] => [
    { text: String(n), align: 'center' },
    street,
    { text: city },
    built,
    { text: pick(rnd, ['Frame', 'Brick Veneer', 'Masonry', 'Log']) },
  ]
  y = drawTable(
    s,
    L,
    y + 12,
    [34, 180, 160, 62, 80],
    [
      { cells: [H('Loc.'), H('Insured Location', 2), H('Construction', 2)], shade: 0.82 },
      {
        cells: [H(''), H('Street'), H('City / State / ZIP'), H('Yr. Built'), H('Type')],
        shade: 0.92,
      },
      {
        cells: loc(1, { value: { field: 'property.address', v: txt(p.street) } }, cityLine(p), {
          value: { field: 'property.yearBuilt', v: year(p.yearBuilt) },
        }),
      },
      ...(two
        ? [
            {
              cells: loc(2, { text: `${p.street2} (garage)` }, cityLine(p), {
                text: String(p.yearBuilt2),
              }),
            },
          ]
        : []),
    ],
    size,
  )
  s.text('Coverage below applies to Location 1 unless a location is named.', L, y + 9, 6.5)
  const m = (n: number): string => printMoney(n, 'cents')
  y = drawTable(
    s,
    L,
    y + 16,
    [86, 86, 86, 86, 86, 86],
    [
      { cells: [H('SECTION I — PROPERTY', 4), H('SECTION II — LIABILITY', 2)], shade: 0.82 },
      {
        cells: [
          H('A · Dwelling'),
          H('B · Other Structures'),
          H('C · Personal Property'),
          H('D · Loss of Use'),
          H('E · Liability'),
          H('F · Med. Pay'),
        ],
        shade: 0.92,
      },
      {
        cells: [
          {
            value: { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'cents') },
            align: 'right',
          },
          { text: m(p.otherStructures), align: 'right' },
          { text: m(p.contents), align: 'right' },
          { text: m(p.lossOfUse), align: 'right' },
          { text: m(p.liability), align: 'right' },
          { text: m(p.medical), align: 'right' },
        ],
      },
    ],
    size,
  )
  y = drawTable(
    s,
    L,
    y + 12,
    [90, 110, 100, 100, 116],
    [
      { cells: [H('DEDUCTIBLES', 2), H('PREMIUM', 3)], shade: 0.82 },
      {
        cells: [
          H('All Perils'),
          H('Wind / Hail'),
          H('Total Annual'),
          H('Prior Term'),
          H('Each of 4 Installments'),
        ],
        shade: 0.92,
      },
      {
        cells: [
          {
            value: { field: 'policy.deductible', v: cash(p.deductible, 'cents') },
            align: 'right',
          },
          { text: `${p.windPercent}% (${m(p.windDeductible)})`, align: 'right' },
          {
            value: { field: 'policy.premium', v: cash(p.premium, 'cents') },
            align: 'right',
            bold: true,
          },
          { text: m(p.priorPremium), align: 'right' },
          { text: m(p.installment), align: 'right' },
        ],
      },
    ],
    size,
  )
  const interests: Cell[][] = p.hasMortgagee
    ? [
        [
          { text: '1st', align: 'center' },
          { value: { field: 'policy.mortgagee', v: txt(p.mortgagee) } },
          { text: `${p.lenderStreet}, ${p.lenderCity}` },
          { value: { field: 'policy.loanNumber', v: txt(p.loanNumber) } },
        ],
        ...(chance(rnd, 0.4)
          ? [
              [
                { text: '2nd', align: 'center' as const },
                { text: p.secondLender },
                { text: 'ISAOA' },
                { text: p.secondLoanNumber },
              ],
            ]
          : []),
      ]
    : [[{ text: '—', align: 'center' }, { text: 'None' }, { text: '' }, { text: '' }]]
  y = drawTable(
    s,
    L,
    y + 12,
    [40, 190, 180, 106],
    [
      {
        cells: [H('Rank'), H('Mortgagee / Interest'), H('Address'), H('Loan Number')],
        shade: 0.82,
      },
      ...interests.map((cells) => ({ cells })),
    ],
    size,
  )
  y += 18
  s.text(
    'Forms and endorsements: HO 00 03 05 11; HO 04 90 05 11; HO 04 96 04 91; ML-71 (07/22)',
    L,
    y,
    7,
  )
  y += 11
  s.text(
    `Loss history (5 yrs): ${p.claimNumber} — closed, paid ${printMoney(Math.round(p.deductible * 3.4), 'cents')}.`,
    L,
    y,
    7,
  )
  y += 11
  s.text(`Prior policy ${p.priorPolicyNumber} is replaced by this policy.`, L, y, 7)
  return s.finish()
}

async function labelAbove(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 60
  const R = 552
  const col = (R - L) / 3
  const assoc = `${pick(rnd, ['Harbor Lights', 'Linden Court', 'Belvedere Place', 'Millrace Lofts'])} Condominium Association`
  s.logo(logoMark(p.carrier), L, 64, 16, 'plain')
  s.right('Unit-Owners Policy — Declarations', R, 56, 12, true)
  s.right(`HO 00 06 · edition 05 11 · NAIC ${p.naic}`, R, 69, 7.5)
  s.hline(L, R, 80, 0.25)
  let y = 96
  /** A small grey label above a value, a hairline under it; `at` is the column (0–2). */
  const cell = (at: number, label: string, draw: (x: number, y: number) => void): void => {
    const x = L + at * col
    s.text(label, x, y, 6.5, false, 0.45)
    draw(x, y + 12)
  }
  const ruleRow = (lines = 1): void => {
    y += 12 + (lines - 1) * 12 + 6
    s.hline(L, R, y, 0.25)
    y += 12
  }
  cell(0, 'Issuing company', (x, yy) => {
    const lines = s.split(p.carrier, 9.5, col * 2 - 10)
    s.valueLines('policy.carrier', lines, p.carrier, x, yy, 9.5, 12)
  })
  cell(2, 'Policy identifier', (x, yy) =>
    s.value('policy.policyNumber', txt(p.policyNumber), x, yy, 9.5, { bold: true }),
  )
  ruleRow(s.split(p.carrier, 9.5, col * 2 - 10).length)
  const names = s.split(p.namedInsured, 9.5, col * 2 - 10)
  cell(0, 'Unit owner(s) named on this policy', (x, yy) =>
    s.valueLines('policy.namedInsured', names, p.namedInsured, x, yy, 9.5, 12),
  )
  cell(2, 'Replaces policy', (x, yy) => s.text(p.priorPolicyNumber, x, yy, 9.5))
  ruleRow(names.length)
  cell(0, 'Coverage starts', (x, yy) =>
    s.value('policy.effectiveDate', dt(p.effectiveDate, 'mon-dot-ord'), x, yy, 9.5),
  )
  cell(1, 'Coverage ends', (x, yy) =>
    s.value('policy.expirationDate', dt(p.expirationDate, 'mon-dot-ord'), x, yy, 9.5),
  )
  cell(2, 'Declarations prepared', (x, yy) =>
    s.text(printDate(p.issueDate, 'mon-dot-ord'), x, yy, 9.5),
  )
  ruleRow()
  cell(0, 'Unit street address', (x, yy) => s.value('property.address', txt(p.street), x, yy, 9.5))
  cell(1, 'Unit no.', (x, yy) =>
    s.text(`${int2(rnd)}${pick(rnd, ['A', 'B', 'C', ''])}`, x, yy, 9.5),
  )
  cell(2, 'City, state, ZIP', (x, yy) => s.text(cityLine(p), x, yy, 9.5))
  ruleRow()
  cell(0, 'Building completed (year)', (x, yy) =>
    s.value('property.yearBuilt', year(p.yearBuilt), x, yy, 9.5),
  )
  cell(1, 'Association', (x, yy) =>
    s.text(assoc.replace(' Condominium Association', ' C.A.'), x, yy, 9.5),
  )
  cell(2, 'Master policy no. (association’s)', (x, yy) =>
    s.text(`MP-${p.accountNumber.replace(/ /g, '')}`, x, yy, 9.5),
  )
  ruleRow()
  s.text('WHAT IS COVERED AND FOR HOW MUCH', L, y, 8.5, true)
  y += 16
  const amt = (n: number): string => printMoney(n, 'dollars')
  cell(0, 'Cov. A — building items & unit improvements', (x, yy) =>
    s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), x, yy, 9.5),
  )
  cell(1, 'Cov. C — personal property', (x, yy) => s.text(amt(p.contents), x, yy, 9.5))
  cell(2, 'Cov. D — loss of use', (x, yy) => s.text(amt(p.lossOfUse), x, yy, 9.5))
  ruleRow()
  cell(0, 'Loss assessment', (x, yy) => s.text(amt(pick(rnd, [5000, 25000, 50000])), x, yy, 9.5))
  cell(1, 'Cov. E — personal liability', (x, yy) => s.text(amt(p.liability), x, yy, 9.5))
  cell(2, 'Association master limit (not this policy)', (x, yy) =>
    s.text(amt(p.coverageAmount * 40), x, yy, 9.5),
  )
  ruleRow()
  cell(0, 'Deductible, each loss (all perils)', (x, yy) =>
    s.value('policy.deductible', cash(p.deductible, 'dollars'), x, yy, 9.5),
  )
  cell(1, 'Loss assessment deductible', (x, yy) => s.text(amt(1000), x, yy, 9.5))
  cell(2, 'Water backup sublimit', (x, yy) => s.text(amt(10000), x, yy, 9.5))
  ruleRow()
  cell(0, 'Annual premium due', (x, yy) =>
    s.value('policy.premium', cash(p.premium, 'cents'), x, yy, 9.5, { bold: true }),
  )
  cell(1, 'Last year’s premium', (x, yy) => s.text(printMoney(p.priorPremium, 'cents'), x, yy, 9.5))
  cell(2, 'Monthly draft (12 payments)', (x, yy) =>
    s.text(printMoney(Math.round((p.premium / 12) * 100) / 100 + 2, 'cents'), x, yy, 9.5),
  )
  ruleRow()
  if (p.hasMortgagee) {
    cell(0, 'Unit mortgage holder', (x, yy) => {
      s.value('policy.mortgagee', txt(p.mortgagee), x, yy, 9.5)
      s.text(p.lenderStreet, x, yy + 12, 9.5)
      s.text(p.lenderCity, x, yy + 24, 9.5)
    })
    cell(2, 'Mortgage loan no.', (x, yy) =>
      s.value('policy.loanNumber', txt(p.loanNumber), x, yy, 9.5),
    )
    ruleRow(3)
  } else {
    cell(0, 'Unit mortgage holder', (x, yy) => s.text('N/A', x, yy, 9.5))
    ruleRow()
  }
  cell(0, 'Your agent', (x, yy) => s.value('policy.producer', txt(p.producer), x, yy, 9.5))
  cell(1, 'Agent phone', (x, yy) => s.text(p.agencyPhone, x, yy, 9.5))
  cell(2, 'Agent licence', (x, yy) => s.text(p.agentLicense, x, yy, 9.5))
  ruleRow()
  s.prose(
    [
      `The association (${assoc}) insures the building under its own master policy; this policy covers the unit owner's share. Claims: ${p.claimsPhone}.`,
    ],
    L,
    y,
    7.5,
    R - L,
  )
  return s.finish()
}

const int2 = (rnd: Rnd): number => 100 + Math.floor(rnd() * 1100)

async function hyphenLeaders(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 50
  const R = 562
  const gap = 24
  const cw = (R - L - gap) / 2
  const size = 9
  const unit = '- '
  s.value('policy.carrier', txt(p.carrier.toUpperCase()), L, 50, 11, { bold: true })
  s.text(`NAIC ${p.naic}  ·  Fax ${p.fax}`, L, 62, 7.5)
  s.right('RENTAL DWELLING — DEC. PAGE', R, 50, 11, true)
  s.right('Form DP 00 03 (Special) · Landlord program', R, 62, 7.5)
  s.hline(L, R, 70, 0.8)
  s.hline(L, R, 72.5, 0.3)
  // The named insured on a line of its own (long names wrap under the label).
  let y = 90
  s.text('Insd.', L, y, size, true)
  const nameLines = s.split(p.namedInsured, size, R - L - 60)
  y = s.valueLines('policy.namedInsured', nameLines, p.namedInsured, L + 60, y, size, 11)
  s.text('Mail to', L, y, size, true)
  s.text(`${p.mailingStreet}, ${p.mailingCity}`, L + 60, y, size)
  y += 18
  const top = y
  const row = (
    column: 0 | 1,
    label: string,
    value:
      { field: Parameters<Sheet['value']>[0]; v: { printed: string; normalized: string } } | string,
    bold = false,
  ): void => {
    const x = L + column * (cw + gap)
    const right = x + cw
    const printed = typeof value === 'string' ? value : value.v.printed
    s.leaders(label, x, right - s.width(printed, size, bold), y, size, { unit })
    if (typeof value === 'string') s.right(value, right, y, size)
    else s.value(value.field, value.v, right, y, size, { align: 'right', bold })
  }
  const m = (n: number): string => printMoney(n, 'spaced')
  const left: Array<() => void> = [
    () => row(0, 'Pol. No.', { field: 'policy.policyNumber', v: txt(p.policyNumber) }, true),
    () => row(0, 'Prior Pol. No.', p.priorPolicyNumber),
    () => row(0, 'Eff.', { field: 'policy.effectiveDate', v: dt(p.effectiveDate, 'dd-mon-yyyy') }),
    () =>
      row(0, 'Exp.', { field: 'policy.expirationDate', v: dt(p.expirationDate, 'dd-mon-yyyy') }),
    () => row(0, 'Iss.', printDate(p.issueDate, 'dd-mon-yyyy')),
    () => row(0, 'Acct.', p.accountNumber),
    () => row(0, 'Units / Occup.', `${pick(rnd, ['1', '2', '3', '4'])} / Tenant`),
    () => row(0, 'Yr. Blt.', { field: 'property.yearBuilt', v: year(p.yearBuilt) }),
    () => row(0, 'Roof Yr.', String(p.roofYear)),
    () => row(0, 'Prot. Cl.', String(1 + Math.floor(rnd() * 9))),
  ]
  const right: Array<() => void> = [
    () =>
      row(1, 'Cov. A Dwlg.', {
        field: 'policy.coverageAmount',
        v: cash(p.coverageAmount, 'spaced'),
      }),
    () => row(1, 'Cov. B Oth. Str.', m(p.otherStructures)),
    () => row(1, 'Cov. D Fair Rental Val.', m(p.lossOfUse)),
    () => row(1, 'Cov. L Liab.', m(p.liability)),
    () => row(1, 'Cov. M Med.', m(p.medical)),
    () => row(1, 'Ded. (AOP)', { field: 'policy.deductible', v: cash(p.deductible, 'spaced') }),
    () => row(1, 'Ded. (Wind/Hail)', m(p.windDeductible)),
    () => row(1, 'Prem. (Ann.)', { field: 'policy.premium', v: cash(p.premium, 'spaced') }, true),
    () => row(1, 'Prior Prem.', m(p.priorPremium)),
    () => row(1, 'Inst. (x4) incl. fee', m(p.installment)),
  ]
  for (const [i, draw] of left.entries()) {
    y = top + i * 14
    draw()
  }
  for (const [i, draw] of right.entries()) {
    y = top + i * 14
    draw()
  }
  y = top + 10 * 14 + 14
  s.hline(L, R, y - 12, 0.3)
  s.leaders('Insd. Loc.', L, L + 100, y, size, { unit })
  s.value('property.address', txt(p.street), L + 100, y, size)
  s.text(cityLine(p), L + 100 + s.width(p.street, size) + 14, y, size)
  y += 16
  if (p.hasMortgagee) {
    s.leaders('1st Mtge.', L, L + 100, y, size, { unit })
    s.value('policy.mortgagee', txt(p.mortgagee), L + 100, y, size)
    y += 11
    s.text(`ISAOA/ATIMA, ${p.lenderStreet}, ${p.lenderCity}`, L + 100, y, size)
    y += 14
    s.leaders('Ln. No.', L, L + 100, y, size, { unit })
    s.value('policy.loanNumber', txt(p.loanNumber), L + 100, y, size)
  } else {
    s.leaders('1st Mtge.', L, L + 100, y, size, { unit })
    s.text('-none-', L + 100, y, size)
  }
  y += 16
  s.leaders('Agt.', L, L + 100, y, size, { unit })
  s.value('policy.producer', txt(p.producer), L + 100, y, size)
  y += 11
  s.text(`Agt. Code ${p.agencyCode} · Lic. ${p.agentLicense} · ${p.agencyPhone}`, L + 100, y, size)
  y += 22
  s.hline(L, R, y - 8, 0.3)
  const [base = 0, fee] = splitTotal(p.premium, [0.97])
  s.prose(
    [
      `Prem. breakdown: base ${m(base)}, endorsements ${m(fee ?? 0)}. Claims to ${p.claimsPhone}; open claim ref. ${p.claimNumber}. Forms: DP 00 03 07 14, DP 04 71, DL 24 11.`,
    ],
    L,
    y,
    7.5,
    R - L,
  )
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'bn01',
    name: 'multi-row-table',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.slashed,
    features:
      'ruled tables with two-row headers (POLICY over Number / Term Begins / Term Ends), dates 2026/01/05, amounts $1,250,000.00, a second location row, prior term and installment premiums beside the total, claim number',
    render: multiRowTable,
  },
  {
    id: 'bn02',
    name: 'label-above',
    line: 'condo',
    numberStyle: NUMBER_STYLES.condo,
    features:
      'HO-6 unit owners: small grey labels above values in three columns on hairline rules, dates "Jan. 5th, 2026", association master policy number and master limit as distractors, unit number apart from the street',
    render: labelAbove,
  },
  {
    id: 'bn03',
    name: 'hyphen-leaders',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.landlord,
    features:
      'landlord DP-3: two columns of abbreviated labels ("Pol. No.", "Eff.", "Exp.", "Ded. (AOP)", "Prem. (Ann.)") with "- - -" leaders to right-aligned values, dates 05-Jan-2026, amounts "1 250 000"',
    render: hyphenLeaders,
  },
]
