/**
 * Families bz11–bz12: a carrier-branded homeowners declarations whose values come before their
 * labels (a summary box of large figures each followed by what it is, then "value — label" lines),
 * and a landscape screen print of an agency management system's policy inquiry (title bar, tabs,
 * values inside input boxes, an interests grid, a status bar).
 */
import { cash, chance, cityLine, dt, txt, year, type BlindFamily } from './family'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'

/** A value to print: plain text, or a field's printed value. */
type Cell = string | { readonly field: ExtractionFieldId; readonly v: Printed }

async function valuesFirst(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 50
  const R = 562
  s.logo(brandOf(p.carrier).toUpperCase(), L + 6, 58, 18, 'band')
  s.value('policy.carrier', txt(p.carrier), L, 82, 8.5)
  s.right('Homeowners Declarations', R, 50, 13, true)
  s.right('HO 00 05 Comprehensive Form', R, 63, 8.5)
  s.right(`Prepared ${printDate(p.issueDate, 'mon-d-y')}`, R, 75, 8.5)
  let y = 104
  // The summary box: each figure in large type, what it is in small grey type after it.
  s.band(L, y, R - L, 112, 0.93)
  s.text('YOUR POLICY IN FOUR NUMBERS', L + 14, y + 18, 8, true)
  let by = y + 44
  const figure = (field: ExtractionFieldId, v: Printed, what: string): void => {
    const box = s.value(field, v, L + 14, by, 17, { bold: true })
    s.text(what, box.x1 * 612 + 8, by, 9, false, 0.35)
    by += 23
  }
  figure(
    'policy.coverageAmount',
    cash(p.coverageAmount, 'dollars'),
    'to rebuild your home (Coverage A)',
  )
  figure('policy.deductible', cash(p.deductible, 'dollars'), 'you pay first on any covered loss')
  figure('policy.premium', cash(p.premium, 'cents'), 'for the whole 12-month term')
  s.text(printMoney(p.liability, 'dollars'), L + 300, y + 44, 17, true)
  s.text('if someone is hurt at your home', L + 300, y + 57, 9, false, 0.35)
  s.text(`or ${printMoney(p.installment, 'cents')} a quarter`, L + 300, y + 90, 9, false, 0.35)
  y += 140
  s.text('ABOUT THIS POLICY', L, y, 9, true)
  s.hline(L, R, y + 4, 0.5)
  y += 22
  /** A line whose values come first and the label after a dash. */
  const line = (cells: readonly Cell[], label: string): void => {
    let x = L
    for (const c of cells) {
      const box = typeof c === 'string' ? s.text(c, x, y, 10.5) : s.value(c.field, c.v, x, y, 10.5)
      x = box.x1 * 612 + 4
    }
    s.text(`— ${label}`, x + 4, y, 9.5, false, 0.4)
    y += 19
  }
  line([{ field: 'policy.policyNumber', v: txt(p.policyNumber) }], 'policy number')
  line([{ field: 'policy.namedInsured', v: txt(p.namedInsured) }], 'named insured')
  if (chance(rnd, 0.4)) line([p.secondInsured], 'resident spouse, also insured')
  line([{ field: 'property.address', v: txt(p.street) }, cityLine(p)], 'the home we insure')
  line(
    [{ field: 'property.yearBuilt', v: year(p.yearBuilt) }, `(roof ${p.roofYear})`],
    'year built',
  )
  line(
    [
      { field: 'policy.effectiveDate', v: dt(p.effectiveDate, 'mon-d-y') },
      'to',
      { field: 'policy.expirationDate', v: dt(p.expirationDate, 'mon-d-y') },
    ],
    'policy period, 12:01 a.m. at the home',
  )
  if (p.hasMortgagee) {
    line([{ field: 'policy.mortgagee', v: txt(p.mortgagee) }], 'first mortgagee, ISAOA/ATIMA')
    line([{ field: 'policy.loanNumber', v: txt(p.loanNumber) }], 'loan number')
  } else line(['No lender'], 'mortgagee')
  line([{ field: 'policy.producer', v: txt(p.producer) }, p.agencyPhone], 'your agent')
  y += 12
  s.text('OTHER PROTECTION', L, y, 9, true)
  s.hline(L, R, y + 4, 0.5)
  y += 22
  for (const [v, label] of [
    [printMoney(p.otherStructures, 'dollars'), 'other structures (Coverage B)'],
    [printMoney(p.contents, 'dollars'), 'personal property (Coverage C)'],
    [printMoney(p.lossOfUse, 'dollars'), 'loss of use (Coverage D)'],
    [printMoney(p.medical, 'dollars'), 'medical payments to others (Coverage F)'],
    [`${p.percent}%`, 'of Coverage A: windstorm or hail deductible'],
  ] as const) {
    line([v], label)
  }
  y += 10
  s.text(
    `Discounts: claim-free ${int(rnd, 5, 20)}%, protective devices ${int(rnd, 2, 8)}%. Last year you paid ${printMoney(p.priorPremium, 'cents')}.`,
    L,
    y,
    8.5,
  )
  s.text(
    `Claims ${p.claimsPhone} · NAIC ${p.naic} · Replaces ${p.priorPolicyNumber}`,
    L,
    y + 13,
    8.5,
  )
  return s.finish()
}

async function amsScreen(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const size: readonly [number, number] = [792, 612]
  const s = await Sheet.create('helvetica', size)
  const [W, H] = size
  const M = 24
  s.band(M, 24, W - 2 * M, 20, 0.2)
  s.text(`AgencyDesk 12.4  -  Policy Inquiry  -  ${p.agentName}`, M + 8, 38, 9, true, 1)
  s.right('_   [ ]   X', W - M - 8, 38, 9, true)
  s.rect(M, 24, W - 2 * M, H - 60, 0.7)
  s.text('File   Edit   View   Activities   Reports   Help', M + 8, 58, 8)
  const tabs = ['Summary', 'Coverages', 'Interests', 'Billing', 'Attachments', 'Notes']
  let tx = M + 8
  tabs.forEach((t, i) => {
    const w = s.width(t, 8.5, i === 0) + 16
    s.rect(tx, 66, w, 16, i === 0 ? 1 : 0.4)
    s.text(t, tx + 8, 77.5, 8.5, i === 0)
    tx += w + 2
  })
  s.hline(M, W - M, 82, 0.7)
  /** A field: its label right-aligned before an input box holding the value. */
  const field = (x: number, y: number, label: string, value: Cell, boxW = 150): void => {
    s.right(label, x - 6, y + 10, 8)
    s.rect(x, y, boxW, 14, 0.4)
    if (typeof value === 'string') s.text(value, x + 4, y + 10.5, 8.5)
    else s.value(value.field, value.v, x + 4, y + 10.5, 8.5)
  }
  const mdy = (iso: string): string => printDate(iso, 'mdy')
  const col = (x: number, rows: ReadonlyArray<readonly [string, Cell, number?]>): void => {
    rows.forEach(([label, value, w], i) => field(x, 96 + i * 20, label, value, w ?? 150))
  }
  col(110, [
    ['Policy #', { field: 'policy.policyNumber', v: txt(p.policyNumber) }],
    ['Carrier', { field: 'policy.carrier', v: txt(p.carrier) }, 200],
    ['LOB', 'Dwelling Fire DP-3 (landlord)'],
    ['Status', pick(rnd, ['In force', 'Renewed', 'In force - audit'])],
    ['Eff Date', { field: 'policy.effectiveDate', v: dt(p.effectiveDate, 'mdy') }, 70],
    ['Exp Date', { field: 'policy.expirationDate', v: dt(p.expirationDate, 'mdy') }, 70],
    ['Orig Inception', mdy(addDays(p.effectiveDate, -365 * int(rnd, 2, 9))), 70],
    ['Producer', { field: 'policy.producer', v: txt(p.producer) }, 200],
    ['CSR', p.agentName],
  ])
  col(380, [
    ['Insured', { field: 'policy.namedInsured', v: txt(p.namedInsured) }, 190],
    ['Co-Insured', chance(rnd, 0.5) ? p.secondInsured : '', 190],
    ['Mailing', p.mailingStreet, 190],
    ['', p.mailingCity, 190],
    ['Loc 1', { field: 'property.address', v: txt(p.street) }, 190],
    ['City/St/Zip', cityLine(p), 190],
    ['Year Built', { field: 'property.yearBuilt', v: year(p.yearBuilt) }, 50],
    ['Prot Class', `0${int(rnd, 1, 9)}`, 50],
    ['Units', String(int(rnd, 1, 4)), 50],
  ])
  const money = (n: number): string => printMoney(n, 'bare-cents')
  col(660, [
    [
      'Cov A Dwelling',
      { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'bare-cents') },
      90,
    ],
    ['Cov B Oth Str', money(p.otherStructures), 90],
    ['Cov D Fair Rent', money(p.lossOfUse), 90],
    ['Cov L Liability', money(p.liability), 90],
    ['AOP Ded', { field: 'policy.deductible', v: cash(p.deductible, 'bare-cents') }, 90],
    ['Wind/Hail Ded', `${p.percent}%`, 90],
    ['Full-Term Prem', { field: 'policy.premium', v: cash(p.premium, 'bare-cents') }, 90],
    ['Billed to Date', money(Math.round((p.premium / 2) * 100) / 100), 90],
    ['Commission', money(Math.round(p.premium * 0.15 * 100) / 100), 90],
  ])
  let y = 290
  s.text('Interests', M + 8, y, 9, true)
  y += 6
  const cols = [110, 260, 130, 60, 120]
  const heads = ['Type', 'Name', 'Loan #', 'Rank', 'Bill?']
  s.band(
    M + 8,
    y,
    cols.reduce((a, b) => a + b, 0),
    14,
    0.85,
  )
  let hx = M + 8
  heads.forEach((h, i) => {
    s.text(h, hx + 4, y + 10, 8, true)
    hx += cols[i] ?? 0
  })
  y += 14
  const rows: Array<readonly Cell[]> = []
  if (p.hasMortgagee)
    rows.push([
      'Mortgagee',
      { field: 'policy.mortgagee', v: txt(p.mortgagee) },
      { field: 'policy.loanNumber', v: txt(p.loanNumber) },
      '1',
      pick(rnd, ['Yes - escrow', 'No']),
    ])
  rows.push([
    'Addl Interest',
    `${pick(rnd, ['Larch', 'Tanager', 'Windlass'])} Property Management`,
    '',
    '',
    'No',
  ])
  for (const row of rows) {
    let x = M + 8
    row.forEach((c, i) => {
      if (typeof c === 'string') s.text(c, x + 4, y + 11, 8.5)
      else s.value(c.field, c.v, x + 4, y + 11, 8.5)
      x += cols[i] ?? 0
    })
    s.hline(M + 8, x, y + 15, 0.3)
    y += 15
  }
  y += 24
  s.text('Recent activity', M + 8, y, 9, true)
  for (const a of [
    `${mdy(p.issueDate)}  Renewal issued, prior term ${p.priorPolicyNumber} premium ${money(p.priorPremium)}`,
    `${mdy(addDays(p.issueDate, -int(rnd, 20, 200)))}  Claim ${p.claimNumber} closed`,
    `${mdy(addDays(p.issueDate, 4))}  Evidence of insurance faxed to lender (${int(rnd, 2, 6)} pages)`,
  ]) {
    y += 13
    s.text(a, M + 12, y, 8)
  }
  s.hline(M, W - M, H - 50, 0.5)
  s.text(
    `Ready   |   ${mdy(addDays(p.issueDate, 5))} ${int(rnd, 8, 17)}:${String(int(rnd, 0, 59)).padStart(2, '0')}   |   User ${p.agentName.split(' ')[0]}   |   Agency code ${p.agencyCode}`,
    M + 8,
    H - 40,
    8,
  )
  return s.finish()
}

export const FAMILIES_E: readonly BlindFamily[] = [
  {
    id: 'bz11',
    name: 'values-first',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.premier,
    features:
      'carrier-branded HO-5 declarations whose values come before their labels: a grey summary box of large figures each followed by what it is (limit, deductible, premium, liability, quarterly amount), then "value — label" lines for number, insured, home, year, term, lender and agent, other coverages and the wind percentage the same way, discounts and last year\'s premium',
    render: valuesFirst,
  },
  {
    id: 'bz12',
    name: 'ams-screen',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.screen,
    features:
      "landscape screen print of an agency management system's policy inquiry: title bar, menu and tabs, right-aligned labels before input boxes holding the values, original inception date, billed-to-date and commission beside the full-term premium, an interests grid with the mortgagee and a property manager, recent activity with the prior term's premium and a claim, status bar",
    render: amsScreen,
  },
]
