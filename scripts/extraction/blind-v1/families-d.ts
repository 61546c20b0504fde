/**
 * Blind families 9–12: a commercial schedule where every value is a table cell under a header
 * row, an insurance summary whose captions are printed below the values (on rules), three narrow
 * columns whose long values wrap over two lines (amounts as "USD 1.25M"), and a dense billing and
 * declarations statement with many "Label #: value" pairs on each line.
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { splitTotal } from './families-a'
import { cash, chance, cityLine, dt, txt, year, type BlindFamily } from './family'
import { PAGE_W, Sheet, type Printed, type Rendered, type Run } from './kit'
import { NUMBER_STYLES, int, pick, type BlindPolicy, type Rnd } from './policy'
import { LOGO_MARKS, printDate, printMoney } from './words'

const mark = (p: BlindPolicy): string => LOGO_MARKS[p.carrier] ?? 'INSURER'

async function scheduleTable(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 36
  const W = 540
  s.logo(mark(p), L + 6, 56, 16, 'band')
  s.prose(
    [{ field: 'policy.carrier', ...txt(p.carrier) }, `  ·  NAIC ${p.naic}  ·  ${p.claimsPhone}`],
    L,
    80,
    8.5,
    W,
  )
  s.right('SCHEDULE OF INSURANCE', L + W, 50, 12, true)
  s.right('Commercial Property – Declarations Extension', L + W, 64, 8.5)
  let top = 96
  const header = (x: number, w: number, label: string): void => {
    s.band(x + 0.3, top + 0.3, w - 0.6, 15.4, 0.8)
    s.text(label, x + 4, top + 11, 7.5, true)
  }
  const widths = [170, 130, 140, 100]
  s.grid(L, top, widths, [16, 22])
  let x = L
  for (const [i, h] of [
    'Named Insured',
    'Policy Number',
    'Effective/Expiration',
    'Producer',
  ].entries()) {
    header(x, widths[i] ?? 0, h)
    x += widths[i] ?? 0
  }
  const vy = top + 31
  const nameLines = s.split(p.namedInsured, 8.5, 162)
  if (nameLines.length > 1)
    s.valueLines('policy.namedInsured', nameLines, p.namedInsured, L + 4, vy - 5, 8.5, 9.5)
  else s.value('policy.namedInsured', txt(p.namedInsured), L + 4, vy, 8.5)
  s.value('policy.policyNumber', txt(p.policyNumber), L + 174, vy, 8.5)
  s.prose(
    [
      { field: 'policy.effectiveDate', ...dt(p.effectiveDate, 'mdy') },
      ' – ',
      { field: 'policy.expirationDate', ...dt(p.expirationDate, 'mdy') },
    ],
    L + 304,
    vy,
    8.5,
    140,
  )
  const prodLines = s.split(p.producer, 8.5, 92)
  if (prodLines.length > 1)
    s.valueLines('policy.producer', prodLines, p.producer, L + 444, vy - 5, 8.5, 9.5)
  else s.value('policy.producer', txt(p.producer), L + 444, vy, 8.5)
  top += 56

  s.text('BUILDINGS AND LIMITS', L, top, 9.5, true)
  top += 6
  const cols = [30, 30, 150, 40, 62, 78, 78, 72]
  s.grid(L, top, cols, [26, 28, 18])
  const heads = [
    ['Loc', ''],
    ['Bldg', ''],
    ['Street Address', ''],
    ['Year', 'Built'],
    ['Const.', 'Class'],
    ['Building', 'Limit'],
    ['BPP', 'Limit'],
    ['Bldg.', 'Deductible'],
  ]
  x = L
  for (const [i, [a, b]] of heads.entries()) {
    s.band(x + 0.3, top + 0.3, (cols[i] ?? 0) - 0.6, 25.4, 0.8)
    s.text(a ?? '', x + 3, top + 10, 7.5, true)
    s.text(b ?? '', x + 3, top + 20, 7.5, true)
    x += cols[i] ?? 0
  }
  const ry = top + 26 + 12.5
  const cx = (i: number): number => L + cols.slice(0, i).reduce((a, b) => a + b, 0)
  s.text('1', cx(0) + 4, ry, 8)
  s.text('1', cx(1) + 4, ry, 8)
  const streetLines = s.split(p.street, 8, 144)
  s.value('property.address', txt(p.street), cx(2) + 3, ry, streetLines.length > 1 ? 7 : 8)
  s.value('property.yearBuilt', year(p.yearBuilt), cx(3) + 4, ry, 8)
  s.text(pick(rnd, ['Frame (1)', 'JM (2)', 'NC (3)', 'MNC (4)', 'FR (6)']), cx(4) + 3, ry, 8)
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'plain-cents'), cx(6) - 3, ry, 8, {
    align: 'right',
  })
  s.right(printMoney(p.contents, 'plain-cents'), cx(7) - 3, ry, 8)
  s.value('policy.deductible', cash(p.deductible, 'plain-cents'), cx(8) - 3, ry, 8, {
    align: 'right',
  })
  s.text(cityLine(p), cx(2) + 3, ry + 10, 7)
  const ty = ry + 28
  s.text('Total insured value, all locations', cx(2) + 3, ty, 7.5, true)
  s.right(printMoney(p.coverageAmount + p.contents, 'plain-cents'), cx(7) - 3, ty, 8, true)
  top += 26 + 46 + 26

  s.text('PREMIUM', L, top, 9.5, true)
  top += 6
  const [prop = 0, eb = 0, tria = 0] = splitTotal(p.premium, [0.9, 0.06])
  const pcols = [180, 90]
  s.grid(L, top, pcols, [16, 16, 16, 18])
  const prem: Array<[string, number, boolean]> = [
    ['Property', prop, false],
    ['Equipment Breakdown', eb, false],
    ['Terrorism (TRIA)', tria, false],
    ['Total Policy Premium', p.premium, true],
  ]
  for (const [i, [label, n, total]] of prem.entries()) {
    const y = top + 16 * i + 11.5
    s.text(label, L + 4, y, 8.5, total)
    if (total)
      s.value('policy.premium', cash(n, 'plain-cents'), L + 266, y, 8.5, {
        align: 'right',
        bold: true,
      })
    else s.right(printMoney(n, 'plain-cents'), L + 266, y, 8.5)
  }
  s.text('Prior term premium', L + 300, top + 11.5, 8)
  s.text(printMoney(p.priorPremium, 'plain-cents'), L + 300, top + 23, 8)
  top += 66 + 24

  s.text('LOSS PAYEE / MORTGAGEE', L, top, 9.5, true)
  top += 6
  s.grid(L, top, [300, 120, 120], [16, 30])
  s.band(L + 0.3, top + 0.3, W - 0.6, 15.4, 0.8)
  s.text('Name and Address', L + 4, top + 11, 7.5, true)
  s.text('Interest', L + 304, top + 11, 7.5, true)
  s.text('Loan No.', L + 424, top + 11, 7.5, true)
  if (chance(rnd, 0.8)) {
    s.value('policy.mortgagee', txt(p.mortgagee), L + 4, top + 27, 8.5)
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L + 4, top + 38, 7.5)
    s.text('Mortgagee', L + 304, top + 27, 8.5)
    s.value('policy.loanNumber', txt(p.loanNumber), L + 424, top + 27, 8.5)
  } else s.text('None scheduled', L + 4, top + 27, 8.5)
  s.text(`CPX-SOI (10/23)   Agency code ${p.agencyCode}   Account ${p.billingAccount}`, L, 766, 7)
  return s.finish()
}

async function captionsBelow(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 60
  const R = 552
  s.logo(mark(p), L, 64, 17, 'frame')
  s.right('INSURANCE SUMMARY', R, 58, 14, true)
  s.right('Homeowners – for your lender and your records', R, 72, 9)
  const size = 10.5
  /** A slot's content: plain text, or a field's value (optionally followed by plain text). */
  type Slot = [caption: string, content: string | [ExtractionFieldId, Printed, string?]]
  const mortgagee = chance(rnd, 0.8)
  const rows: Slot[][] = [
    [['Insurance Company', ['policy.carrier', txt(p.carrier)]]],
    [
      ["Insured's Name", ['policy.namedInsured', txt(p.namedInsured)]],
      ['Policy No.', ['policy.policyNumber', txt(p.policyNumber)]],
    ],
    [
      ['Policy Effective Date', ['policy.effectiveDate', dt(p.effectiveDate, 'dmy-long')]],
      ['Policy Expiration Date', ['policy.expirationDate', dt(p.expirationDate, 'dmy-long')]],
    ],
    [['Property Address', ['property.address', txt(p.street), `, ${cityLine(p)}`]]],
    [
      ['Coverage A – Dwelling', ['policy.coverageAmount', cash(p.coverageAmount, 'usd')]],
      ['Deductible – All Perils', ['policy.deductible', cash(p.deductible, 'usd')]],
      ['Annual Premium', ['policy.premium', cash(p.premium, 'usd')]],
    ],
    [
      ['Coverage C – Personal Property', printMoney(p.contents, 'usd')],
      ['Coverage E – Liability', printMoney(p.liability, 'usd')],
      ['Year Built', ['property.yearBuilt', year(p.yearBuilt)]],
    ],
    mortgagee
      ? [
          ['Mortgagee', ['policy.mortgagee', txt(p.mortgagee)]],
          ['Loan No.', ['policy.loanNumber', txt(p.loanNumber)]],
        ]
      : [
          ['Mortgagee', 'None'],
          ['Loan No.', 'N/A'],
        ],
    [
      ['Agency', ['policy.producer', txt(p.producer)]],
      ['Agency Telephone', p.agencyPhone],
    ],
    [
      ['Quote No.', p.quoteNumber],
      ['Prior Policy No.', p.priorPolicyNumber],
    ],
  ]
  // Each value sits on a rule, its caption under the rule (smaller, grey).
  let y = 118
  for (const row of rows) {
    const gap = 20
    const w = (R - L - gap * (row.length - 1)) / row.length
    for (const [i, [caption, content]] of row.entries()) {
      const x = L + i * (w + gap)
      if (typeof content === 'string') s.text(content, x + 2, y, size)
      else {
        const b = s.value(content[0], content[1], x + 2, y, size)
        if (content[2] !== undefined) s.text(content[2], b.x1 * PAGE_W, y, size)
      }
      s.hline(x, x + w, y + 4, 0.5)
      s.text(caption, x, y + 13, 7.5, false, 0.3)
    }
    y += 38
  }
  s.prose(
    [
      'This summary is not the policy. Limits shown are subject to all terms of the policy and its ',
      `endorsements. Summary prepared ${printDate(p.issueDate, 'dmy-long')}.`,
    ],
    L,
    y + 10,
    8.5,
    R - L,
  )
  s.text(`SUM-HO 2 (07 22)   NAIC ${p.naic}   Claims ${p.claimsPhone}`, L, 762, 7)
  return s.finish()
}

async function narrowColumns(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 44
  const colW = 160
  const gap = 22
  const xs = [L, L + colW + gap, L + 2 * (colW + gap)]
  s.logo(mark(p), L, 56, 14, 'plain')
  s.right('POLICY DECLARATIONS – HOMEOWNERS', 568, 50, 11, true)
  s.right(`Printed ${printDate(p.issueDate, 'MON-DD-YYYY')}`, 568, 63, 8)
  s.hline(L, 568, 74, 1.2)
  const size = 10
  const heads = ['THE INSURED', 'THE POLICY', 'INTERESTS']
  for (const [i, h] of heads.entries()) s.text(h, xs[i] ?? 0, 94, 9, true)
  for (const x of xs) s.hline(x, x + colW, 99, 0.5)
  const ys = [116, 116, 116]
  const block = (col: number, label: string, draw: (x: number, y: number) => number): void => {
    const x = xs[col] ?? 0
    s.text(label, x, ys[col] ?? 0, 7.5, true)
    ys[col] = draw(x, (ys[col] ?? 0) + 12) + 10
  }
  const wrapped =
    (field: ExtractionFieldId, value: string) =>
    (x: number, y: number): number =>
      s.valueLines(field, s.split(value, size, colW), value, x, y, size, 12)
  const plain =
    (lines: readonly string[]) =>
    (x: number, y: number): number => {
      lines.forEach((l, i) => s.text(l, x, y + 12 * i, 9))
      return y + 12 * lines.length
    }
  const one =
    (field: ExtractionFieldId, v: { printed: string; normalized: string }) =>
    (x: number, y: number): number => {
      s.value(field, v, x, y, size)
      return y + 12
    }
  block(0, 'Named insured', wrapped('policy.namedInsured', p.namedInsured))
  block(0, 'Mailing address', plain([p.mailingStreet, p.mailingCity]))
  block(0, 'Insured location', (x, y) => {
    s.value('property.address', txt(p.street), x, y, size)
    s.text(cityLine(p), x, y + 12, 9)
    return y + 24
  })
  block(0, 'Year built', one('property.yearBuilt', year(p.yearBuilt)))
  block(
    0,
    'Construction',
    plain([pick(rnd, ['Frame, 2 stories', 'Masonry, 1 story', 'Log, 2 stories'])]),
  )
  block(1, 'Number', one('policy.policyNumber', txt(p.policyNumber)))
  block(1, 'Company', wrapped('policy.carrier', p.carrier))
  block(1, 'Term begins', one('policy.effectiveDate', dt(p.effectiveDate, 'MON-DD-YYYY')))
  block(1, 'Term ends', one('policy.expirationDate', dt(p.expirationDate, 'MON-DD-YYYY')))
  block(1, 'Dwelling limit', one('policy.coverageAmount', cash(p.coverageAmount, 'usd-short')))
  block(1, 'Personal property', plain([printMoney(p.contents, 'usd-short')]))
  block(1, 'Deductible', one('policy.deductible', cash(p.deductible, 'usd')))
  block(1, 'Total premium', one('policy.premium', cash(p.premium, 'usd')))
  if (chance(rnd, 0.85)) {
    block(2, 'Mortgagee', wrapped('policy.mortgagee', p.mortgagee))
    block(2, 'Mortgagee address', plain([p.lenderStreet, p.lenderCity]))
    block(2, 'Loan', one('policy.loanNumber', txt(p.loanNumber)))
  } else block(2, 'Mortgagee', plain(['None']))
  block(2, 'Producer', wrapped('policy.producer', p.producer))
  block(2, 'Producer phone', plain([p.agencyPhone]))
  block(2, 'Billing account', plain([p.billingAccount]))
  const bottom = Math.max(...ys) + 10
  s.hline(L, 568, bottom, 0.5)
  s.prose(
    [
      'Coverage is provided only for the coverages with a limit shown. Last term premium ',
      printMoney(p.priorPremium, 'usd'),
      `. Questions: ${p.claimsPhone}.`,
    ],
    L,
    bottom + 16,
    8,
    524,
  )
  s.text(`HD-3C 11 23   NAIC ${p.naic}`, L, 764, 7)
  return s.finish()
}

async function denseStatement(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('courier')
  const L = 36
  const W = 540
  const size = 8
  s.value('policy.carrier', txt(p.carrier.toUpperCase()), L, 48, 10, { bold: true })
  s.right('RENEWAL BILLING AND DECLARATIONS STATEMENT', L + W, 48, 8, true)
  s.hline(L, L + W, 56, 0.8)
  let y = 72
  const line = (runs: readonly Run[]): void => {
    y = s.prose(runs, L, y, size, W) + 3
  }
  const v = (field: ExtractionFieldId, pr: { printed: string; normalized: string }): Run => ({
    field,
    ...pr,
    bold: true,
  })
  line([
    'Policy #: ',
    v('policy.policyNumber', txt(p.policyNumber)),
    ` | Quote #: ${p.quoteNumber} | Acct #: ${p.billingAccount} | Prior Policy #: ${p.priorPolicyNumber}`,
  ])
  line([
    'Insured: ',
    v('policy.namedInsured', txt(p.namedInsured)),
    ` | Mail to: ${p.mailingStreet}, ${p.mailingCity}`,
  ])
  line([
    'Property: ',
    v('property.address', txt(p.street)),
    `, ${cityLine(p)} | Occupancy: ${pick(rnd, ['Tenant', 'Owner', 'Vacant'])}`,
  ])
  line([
    'Term ',
    v('policy.effectiveDate', dt(p.effectiveDate, 'mdy-dash')),
    ' thru ',
    v('policy.expirationDate', dt(p.expirationDate, 'mdy-dash')),
    ` | Issued ${printDate(p.issueDate, 'mdy-dash')} | Form DP 00 02 12 02`,
  ])
  line([
    'Built ',
    v('property.yearBuilt', year(p.yearBuilt)),
    ` · ${pick(rnd, ['Frame', 'Masonry'])} · Roof ${p.roofYear} · Prot. class ${int(rnd, 1, 9)}`,
  ])
  y += 8
  s.text('COVERAGES', L, y, size, true)
  y += 13
  line([
    'Dwelling (Cov A) ',
    v('policy.coverageAmount', cash(p.coverageAmount, 'spaced')),
    ` · Other Structures ${printMoney(p.otherStructures, 'spaced')} · Personal Property ${printMoney(p.contents, 'spaced')} · Fair Rental Value ${printMoney(p.lossOfUse, 'spaced')}`,
  ])
  line([
    'Deductible: ',
    v('policy.deductible', cash(p.deductible, 'spaced')),
    ` AOP / ${p.windPercent}% Wind-Hail | Liability ${printMoney(p.liability, 'spaced')} | Med Pay ${printMoney(p.medical, 'spaced')}`,
  ])
  y += 8
  s.text('PREMIUM AND BILLING', L, y, size, true)
  y += 13
  const down = Math.round(p.premium * 0.25 * 100) / 100
  line([
    'Annual premium ',
    v('policy.premium', cash(p.premium, 'spaced')),
    ` | Installment fee $ 3.00 | Amount due today ${printMoney(down + 3, 'spaced')} | Last year's premium ${printMoney(p.priorPremium, 'spaced')}`,
  ])
  line([
    `Due date ${printDate(p.effectiveDate, 'mdy-dash')} | Pay online or call ${p.claimsPhone} | Agency phone ${p.agencyPhone}`,
  ])
  y += 8
  s.text('INTERESTS AND PRODUCER', L, y, size, true)
  y += 13
  if (chance(rnd, 0.8))
    line([
      'Lienholder: ',
      v('policy.mortgagee', txt(p.mortgagee)),
      ' · Loan # ',
      v('policy.loanNumber', txt(p.loanNumber)),
      ` · ${p.lenderStreet}, ${p.lenderCity}`,
    ])
  else line(['Lienholder: none'])
  line(['Producer: ', v('policy.producer', txt(p.producer)), ` (Agency code ${p.agencyCode})`])
  y += 12
  s.hline(L, L + W, y, 0.4)
  s.text('---- detach and return the lower portion with your payment ----', L, y + 14, 7)
  s.text(
    `Acct # ${p.billingAccount}     Amount enclosed: $__________     NAIC ${p.naic}`,
    L,
    y + 30,
    8,
  )
  s.text('HV-DEC-BILL 05 22', L, 764, 7)
  return s.finish()
}

export const FAMILIES_D: readonly BlindFamily[] = [
  {
    id: 'bl09',
    name: 'schedule-table',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.letters,
    features:
      'commercial schedule: values only as table cells under shaded header rows (two-line headers), amounts as 1,250,000.00, BPP and total insured value beside the building limit, premium table, prior term premium',
    render: scheduleTable,
  },
  {
    id: 'bl10',
    name: 'captions-below',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.short,
    features:
      'insurance summary with captions printed below the values on rules, dates as "5 January 2026", amounts as "USD 1,250,000", quote and prior policy numbers',
    render: captionsBelow,
  },
  {
    id: 'bl11',
    name: 'narrow-columns',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.segmented,
    features:
      'three narrow columns read top to bottom, long names wrapped over two lines, dates as "JAN 05 2026", limits as "USD 1.25M", labels above values',
    render: narrowColumns,
  },
  {
    id: 'bl12',
    name: 'dense-statement',
    line: 'dwelling',
    numberStyle: NUMBER_STYLES.legacy,
    features:
      'dwelling fire billing and declarations statement: many "Label #: value" pairs per line separated by pipes and middle dots, dates 01-05-2026, amounts "$ 1,250,000", amount due and last year premium',
    render: denseStatement,
  },
]
