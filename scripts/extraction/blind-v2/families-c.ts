/**
 * Families bn07–bn09: a manufactured-home page printed at tab stops (several "Label: value" pairs
 * a line, no rules), an excess flood declarations on a landscape page in two panels beside the
 * underlying flood policy's own numbers, and a commercial account whose first policy and first
 * premises are the answers among the account's other policies and buildings.
 */
import { cash, chance, cityLine, dt, splitTotal, txt, year, type BlindFamily } from './family'
import { PAGE_H, PAGE_W, Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { drawTable, type Cell } from './table'
import { INSURERS, logoMark, printDate, printMoney } from './words'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'

/** One "Label: value" pair at a tab stop: plain text, or a field's value. */
type Pair = readonly [string, string | { field: ExtractionFieldId; v: Printed }]

async function tabStops(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 44
  const R = 568
  const size = 8.5
  const stops = [L, L + 205, L + 365]
  s.value('policy.carrier', txt(p.carrier), L, 48, 12, { bold: true })
  s.text('MANUFACTURED HOME POLICY — DECLARATIONS', L, 62, 9)
  s.right(`Print date ${printDate(p.issueDate, 'd-mon-y')}`, R, 48, 7.5)
  s.right(`Company code ${p.naic}`, R, 58, 7.5)
  let y = 86
  /** Pairs at the tab stops: the label in bold, its value right after it. */
  const line = (pairs: readonly Pair[]): void => {
    pairs.forEach(([label, value], i) => {
      if (label === '') return
      const x = stops[i] ?? L
      s.text(`${label}:`, x, y, size, true)
      const vx = x + s.width(`${label}:`, size, true) + 4
      if (typeof value === 'string') s.text(value, vx, y, size)
      else s.value(value.field, value.v, vx, y, size)
    })
    y += 14
  }
  const section = (title: string): void => {
    y += 6
    s.text(title, L, y, 9, true)
    s.hline(L, R, y + 3, 0.4)
    y += 17
  }
  section('POLICY')
  line([
    ['Policy', { field: 'policy.policyNumber', v: txt(p.policyNumber) }],
    ['Term begins', { field: 'policy.effectiveDate', v: dt(p.effectiveDate, 'd-mon-y') }],
    ['Term ends', { field: 'policy.expirationDate', v: dt(p.expirationDate, 'd-mon-y') }],
  ])
  line([
    ['Renews', p.priorPolicyNumber],
    ['Bill plan', pick(rnd, ['Direct 2-pay', 'Direct 4-pay', 'Escrow'])],
    ['Acct', p.accountNumber],
  ])
  // The insured's name has a line of its own and wraps onto a second one when long.
  const names = s.split(p.namedInsured, size, 230)
  s.text('Insured:', L, y, size, true)
  const nx = L + s.width('Insured:', size, true) + 4
  s.valueLines('policy.namedInsured', names, p.namedInsured, nx, y, size, 11)
  s.text('Co-insured:', stops[2] ?? L, y, size, true)
  s.text(
    chance(rnd, 0.5) ? (p.secondInsured.split(' ')[0] ?? '') : 'none',
    (stops[2] ?? L) + 52,
    y,
    size,
  )
  y += 11 * names.length + 3
  line([['Mail to', `${p.mailingStreet}, ${p.mailingCity}`]])
  section('LOCATION OF THE HOME')
  line([
    ['Site address', { field: 'property.address', v: txt(p.street) }],
    ['Lot', String(int(rnd, 1, 240))],
    ['City', cityLine(p)],
  ])
  line([
    [
      'Park',
      `${pick(rnd, ['Whispering Pines', 'Sunset Meadows', 'Lakeshore', 'Cedar Grove'])} MHC`,
    ],
    ['Tie-downs', pick(rnd, ['Yes', 'Yes (anchored)'])],
    ['Skirting', pick(rnd, ['Vinyl', 'Masonry', 'Metal'])],
  ])
  section('THE HOME')
  line([
    ['Year made', { field: 'property.yearBuilt', v: year(p.yearBuilt) }],
    ['Make', pick(rnd, ['Fleetwood', 'Champion', 'Redman', 'Skyline', 'Palm Harbor'])],
    ['Size', `${pick(rnd, ['14', '16', '28', '32'])} x ${pick(rnd, ['60', '66', '72', '76'])} ft`],
  ])
  line([
    [
      'Serial no.',
      `${pick(rnd, ['GA', 'TN', 'IN', 'NC'])}FL${digits(rnd, 6)}${pick(rnd, ['A', 'AB'])}`,
    ],
    ['HUD label', `${pick(rnd, ['TEN', 'PFS', 'NTA'])}${digits(rnd, 6)}`],
    ['Roof', `${p.roofYear} (metal)`],
  ])
  section('COVERAGES AND PREMIUM')
  const u = (n: number): string => printMoney(n, 'usd-after')
  line([
    ['Home (Cov. A)', { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'usd-after') }],
    ['Other structures', u(p.otherStructures)],
    ['Contents', u(p.contents)],
  ])
  line([
    ['Liability', u(p.liability)],
    ['Medical', u(p.medical)],
    ['Trip collision', u(Math.min(p.coverageAmount, 50000))],
  ])
  line([
    ['Deductible', { field: 'policy.deductible', v: cash(p.deductible, 'usd-after') }],
    ['Wind ded.', u(Math.max(500, Math.round(p.windDeductible / 100) * 100))],
    ['Theft ded.', u(250)],
  ])
  line([
    ['Annual premium', { field: 'policy.premium', v: cash(p.premium, 'usd-after') }],
    ['Prior year', u(p.priorPremium)],
    ['Due now', u(p.installment)],
  ])
  section('LIENHOLDER AND AGENT')
  if (p.hasMortgagee) {
    line([
      ['Lienholder', { field: 'policy.mortgagee', v: txt(p.mortgagee) }],
      ['', ''],
      ['Account', { field: 'policy.loanNumber', v: txt(p.loanNumber) }],
    ])
    line([['Lienholder address', `${p.lenderStreet}, ${p.lenderCity}`]])
  } else line([['Lienholder', 'none listed']])
  line([
    ['Agent', { field: 'policy.producer', v: txt(p.producer) }],
    ['', ''],
    ['Agent phone', p.agencyPhone],
  ])
  line([
    ['Agent no.', p.agencyCode],
    ['License', p.agentLicense],
    ['Claims', p.claimsPhone],
  ])
  y += 10
  s.prose(
    [
      'This declarations page with the policy form MH-2 (ed. 06/21) and endorsements MH-17, MH-40 makes up your policy. Coverage for the home applies only at the site address above.',
    ],
    L,
    y,
    7.5,
    R - L,
  )
  return s.finish()
}

async function excessFlood(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const W = PAGE_H
  const s = await Sheet.create('times', [W, PAGE_W])
  const L = 40
  const R = W - 40
  const mid = W / 2
  const size = 9.5
  const underlyingCarrier = pick(rnd, [
    'National Flood Insurance Program',
    ...INSURERS.homeowners.slice(0, 2).map((c) => `${c} (WYO)`),
  ])
  const underlyingNumber = `${digits(rnd, 2)}${digits(rnd, 8)}${digits(rnd, 2)}`
  const underlyingLimit = 250_000
  s.logo(logoMark(p.carrier), L + 5, 50, 11, 'frame')
  s.center('EXCESS FLOOD INSURANCE — DECLARATIONS', mid, 46, 13, true)
  s.center('Residential · Surplus lines · Non-admitted', mid, 60, 8.5)
  s.right(`Issued ${printDate(p.issueDate, 'month-dd')}`, R, 46, 8)
  s.hline(L, R, 72, 0.9)
  // Left panel: who, what and when. Right panel: limits, deductible, premium.
  const panel = (x0: number, x1: number, title: string): { x0: number; x1: number; y: number } => {
    s.band(x0, 82, x1 - x0, 15, 0.85)
    s.text(title, x0 + 5, 93, 9, true)
    return { x0, x1, y: 112 }
  }
  const left = panel(L, mid - 10, 'POLICY AND INSURED')
  const right = panel(mid + 10, R, 'LIMITS, DEDUCTIBLE AND PREMIUM')
  const LV = left.x0 + 120
  const item = (
    panelState: { x0: number; x1: number; y: number },
    vx: number,
    label: string,
    value: string | { field: ExtractionFieldId; v: Printed },
    opts: { right?: boolean; bold?: boolean } = {},
  ): void => {
    s.text(label, panelState.x0 + 4, panelState.y, size - 0.5)
    if (typeof value === 'string') {
      if (opts.right) s.right(value, panelState.x1 - 4, panelState.y, size)
      else s.text(value, vx, panelState.y, size)
    } else
      s.value(value.field, value.v, opts.right ? panelState.x1 - 4 : vx, panelState.y, size, {
        bold: opts.bold ?? false,
        align: opts.right ? 'right' : 'left',
      })
    panelState.y += 15
  }
  item(
    left,
    LV,
    'Excess policy no.',
    { field: 'policy.policyNumber', v: txt(p.policyNumber) },
    { bold: true },
  )
  s.text('Insurer', left.x0 + 4, left.y, size - 0.5)
  const carrierLines = s.split(p.carrier, size, left.x1 - LV - 4)
  left.y = s.valueLines('policy.carrier', carrierLines, p.carrier, LV, left.y, size, 12) + 3
  s.text('Insured', left.x0 + 4, left.y, size - 0.5)
  const names = s.split(p.namedInsured, size, left.x1 - LV - 4)
  left.y = s.valueLines('policy.namedInsured', names, p.namedInsured, LV, left.y, size, 12) + 3
  item(left, LV, 'Mailing address', p.mailingStreet)
  item(left, LV, '', p.mailingCity)
  item(left, LV, 'Insured property', { field: 'property.address', v: txt(p.street) })
  item(left, LV, '', cityLine(p))
  item(left, LV, 'Policy period from', {
    field: 'policy.effectiveDate',
    v: dt(p.effectiveDate, 'month-dd'),
  })
  item(left, LV, 'to', { field: 'policy.expirationDate', v: dt(p.expirationDate, 'month-dd') })
  item(left, LV, 'Year of construction', { field: 'property.yearBuilt', v: year(p.yearBuilt) })
  item(
    left,
    LV,
    'Flood zone / elevation',
    `${pick(rnd, ['AE', 'VE', 'X', 'A'])} · ${int(rnd, 4, 19)} ft`,
  )
  item(left, LV, 'Surplus lines broker', { field: 'policy.producer', v: txt(p.producer) })
  item(left, LV, 'SL license / filing no.', `${p.agentLicense} / ${digits(rnd, 8)}`)
  const b = (n: number): string => printMoney(n, 'bare')
  const RV = right.x0 + 190
  item(
    right,
    RV,
    'Excess building limit',
    { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'bare') },
    { right: true, bold: true },
  )
  item(right, RV, 'Excess contents limit', b(Math.round(p.contents / 2)), { right: true })
  item(right, RV, 'Attaches above (underlying building)', b(underlyingLimit), { right: true })
  item(right, RV, 'Attaches above (underlying contents)', b(100_000), { right: true })
  item(right, RV, 'Additional living expense', b(Math.round(p.lossOfUse / 2)), { right: true })
  item(
    right,
    RV,
    'Deductible — building',
    { field: 'policy.deductible', v: cash(p.deductible, 'bare') },
    { right: true },
  )
  item(right, RV, 'Deductible — waiting period', '30 days', { right: true })
  const [net = 0, fees = 0] = splitTotal(p.premium, [0.93])
  item(right, RV, 'Premium', b(net), { right: true })
  item(right, RV, 'Surplus lines tax and stamping fee', b(fees), { right: true })
  item(
    right,
    RV,
    'Total premium',
    { field: 'policy.premium', v: cash(p.premium, 'bare') },
    { right: true, bold: true },
  )
  item(right, RV, 'Expiring premium', b(p.priorPremium), { right: true })
  right.y += 6
  s.text('Mortgagee', right.x0 + 4, right.y, size - 0.5)
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee), RV - 70, right.y, size)
    right.y += 12
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, RV - 70, right.y, 8)
    right.y += 13
    item(
      right,
      RV,
      'Loan no.',
      { field: 'policy.loanNumber', v: txt(p.loanNumber) },
      { right: true },
    )
  } else right.y += 15 // left blank when there is none
  const y = Math.max(left.y, right.y) + 10
  s.rect(L, y, R - L, 58, 0.7)
  s.text('UNDERLYING PRIMARY FLOOD POLICY (must be kept in force)', L + 6, y + 13, 8.5, true)
  s.text(`Carrier: ${underlyingCarrier}`, L + 6, y + 27, 8.5)
  s.text(`Policy no.: ${underlyingNumber}`, L + 6, y + 40, 8.5)
  s.text(
    `Term: ${printDate(addDays(p.effectiveDate, -int(rnd, 20, 90)), 'month-dd')} – ${printDate(addDays(p.expirationDate, -int(rnd, 20, 90)), 'month-dd')}`,
    mid,
    y + 27,
    8.5,
  )
  s.text(
    `Building ${b(underlyingLimit)} · Contents ${b(100_000)} · Deductible ${b(2000)}`,
    mid,
    y + 40,
    8.5,
  )
  s.text(`Claims: ${p.claimsPhone} · Prior loss ${p.claimNumber}`, L + 6, y + 52, 7.5)
  return s.finish()
}

async function accountSchedule(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 40
  const R = 572
  const size = 7.5
  const H = (t: string, span = 1): Cell => ({ text: t, span, bold: true, size: 6.5 })
  s.value('policy.carrier', txt(p.carrier), L, 46, 11, { bold: true })
  s.text('COMMERCIAL ACCOUNT — PROPERTY DECLARATIONS', L, 60, 9)
  s.right(`Account ${p.accountNumber}`, R, 46, 8)
  s.right(`NAIC ${p.naic}`, R, 57, 8)
  s.hline(L, R, 68, 1)
  const names = s.split(p.namedInsured, 9, 300)
  s.text('FIRST NAMED INSURED', L, 84, 6.5, true)
  let y = s.valueLines('policy.namedInsured', names, p.namedInsured, L, 96, 9, 11)
  s.text(`${p.mailingStreet}, ${p.mailingCity}`, L, y, 8)
  s.text('PRODUCER', 372, 84, 6.5, true)
  s.value('policy.producer', txt(p.producer), 372, 96, 9)
  s.text(`Producer code ${p.agencyCode}`, 372, 107, 8)
  s.text(p.agencyPhone, 372, 118, 8)
  y = Math.max(y, 118) + 12
  const D = 'MONTH-D-Y'
  const other = (prefix: string): string => `${prefix}${digits(rnd, 7)}`
  const glNumber = other('CGL')
  const umbNumber = other('CUP')
  const term = (shift: number): string =>
    `${printDate(addDays(p.effectiveDate, shift), D)} – ${printDate(addDays(p.expirationDate, shift), D)}`
  y = drawTable(
    s,
    L,
    y,
    [150, 110, 130, 142],
    [
      { cells: [H('POLICIES ON THIS ACCOUNT', 4)], shade: 0.8 },
      {
        cells: [H('Coverage part'), H('Policy no.'), H('Effective'), H('Expiration')],
        shade: 0.92,
      },
      {
        cells: [
          { text: 'Commercial Property (this policy)', bold: true },
          { value: { field: 'policy.policyNumber', v: txt(p.policyNumber) }, bold: true },
          { value: { field: 'policy.effectiveDate', v: dt(p.effectiveDate, D) } },
          { value: { field: 'policy.expirationDate', v: dt(p.expirationDate, D) } },
        ],
      },
      {
        cells: [
          { text: 'General Liability' },
          { text: glNumber },
          { text: term(0).split(' – ')[0] ?? '' },
          { text: term(0).split(' – ')[1] ?? '' },
        ],
      },
      {
        cells: [
          { text: 'Commercial Umbrella' },
          { text: umbNumber },
          { text: term(31).split(' – ')[0] ?? '' },
          { text: term(31).split(' – ')[1] ?? '' },
        ],
      },
    ],
    size,
  )
  y += 14
  const u = (n: number): string => printMoney(n, 'usd-after')
  const occ = (): string => pick(rnd, ['Office', 'Retail', 'Warehouse', 'Light mfg.', 'Restaurant'])
  const constr = (): string =>
    pick(rnd, ['Masonry NC', 'Joisted masonry', 'Frame', 'Fire resistive'])
  const third = `${int(rnd, 10, 9999)} ${pick(rnd, ['Commerce', 'Industrial', 'Depot'])} ${pick(rnd, ['Dr.', 'Way', 'Blvd.'])}`
  y = drawTable(
    s,
    L,
    y,
    [30, 30, 126, 58, 66, 34, 80, 74, 34],
    [
      { cells: [H('SCHEDULE OF PREMISES AND BUILDINGS', 9)], shade: 0.8 },
      {
        cells: [
          H('Prem.'),
          H('Bldg.'),
          H('Address'),
          H('Occupancy'),
          H('Construction'),
          H('Built'),
          H('Building limit'),
          H('BPP limit'),
          H('Ded.'),
        ],
        shade: 0.92,
      },
      {
        cells: [
          { text: '1' },
          { text: '1' },
          {
            value: { field: 'property.address', v: txt(p.street) },
            after: [`${p.city}, ${p.state}`],
          },
          { text: occ() },
          { text: constr() },
          { value: { field: 'property.yearBuilt', v: year(p.yearBuilt) } },
          {
            value: { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'usd-after') },
            align: 'right',
          },
          { text: u(Math.round(p.contents / 1000) * 1000), align: 'right' },
          { value: { field: 'policy.deductible', v: cash(p.deductible, 'bare') }, align: 'right' },
        ],
      },
      {
        cells: [
          { text: '1' },
          { text: '2' },
          { text: ['(same premises)', 'storage building'] },
          { text: 'Storage' },
          { text: 'Metal' },
          { text: String(p.yearBuilt2) },
          { text: u(Math.round(p.limit2 / 10 / 1000) * 1000), align: 'right' },
          { text: u(25000), align: 'right' },
          { text: printMoney(p.deductible, 'bare'), align: 'right' },
        ],
      },
      {
        cells: [
          { text: '2' },
          { text: '1' },
          { text: [third, `${p.city}, ${p.state}`] },
          { text: occ() },
          { text: constr() },
          { text: String(int(rnd, 1960, 2020)) },
          { text: u(p.limit2), align: 'right' },
          { text: u(Math.round(p.limit2 / 3 / 1000) * 1000), align: 'right' },
          { text: printMoney(p.deductible * 2, 'bare'), align: 'right' },
        ],
      },
    ],
    size,
  )
  y += 14
  s.text('MORTGAGE HOLDERS', L, y, 8, true)
  y += 12
  if (p.hasMortgagee) {
    s.text('Prem. 1 / Bldg. 1:', L, y, size)
    s.value('policy.mortgagee', txt(p.mortgagee), L + 80, y, size)
    s.text('Loan', L + 300, y, size)
    s.value('policy.loanNumber', txt(p.loanNumber), L + 325, y, size)
    y += 11
    s.text(`ISAOA, ${p.lenderStreet}, ${p.lenderCity}`, L + 80, y, size)
    y += 11
  } else {
    s.text('Prem. 1 / Bldg. 1:', L, y, size)
    s.text('None', L + 80, y, size)
    y += 11
  }
  s.text('Prem. 2 / Bldg. 1:', L, y, size)
  s.text(`${p.secondLender} — loan ${p.secondLoanNumber}`, L + 80, y, size)
  y += 18
  s.text('PREMIUM', L, y, 8, true)
  y += 12
  const [bldg = 0, bpp = 0, other2 = 0] = splitTotal(p.premium, [0.62, 0.3])
  const line = (label: string, v: string): void => {
    s.text(label, L, y, size)
    s.right(v, L + 260, y, size)
    y += 11
  }
  line('Building coverage', u(bldg))
  line('Business personal property', u(bpp))
  line('Equipment breakdown and terrorism', u(other2))
  s.text('Total property premium (annual)', L, y, size, true)
  s.value('policy.premium', cash(p.premium, 'usd-after'), L + 260, y, size, {
    align: 'right',
    bold: true,
  })
  y += 11
  line('General liability premium (policy ' + glNumber + ')', u(Math.round(p.premium * 0.4)))
  line('Account total, all policies', u(Math.round(p.premium * 1.55)))
  y += 8
  s.text(
    `Claims: ${p.claimsPhone}. Open claim ${p.claimNumber} (Prem. 2). Forms CP 00 10 10 12, CP 10 30 09 17, IL 00 17.`,
    L,
    y,
    7,
  )
  return s.finish()
}

export const FAMILIES_C: readonly BlindFamily[] = [
  {
    id: 'bn07',
    name: 'tab-stops',
    line: 'manufactured',
    numberStyle: NUMBER_STYLES.manufactured,
    features:
      'manufactured home: three "Label: value" pairs a line at tab stops, no rules, dates "5 Jan 2026", amounts "1,250,000 USD", year made beside make and serial/HUD numbers, lienholder, insured name wrapped over two lines when long',
    render: tabStops,
  },
  {
    id: 'bn08',
    name: 'landscape-panels',
    line: 'excessFlood',
    numberStyle: NUMBER_STYLES.excess,
    features:
      'excess flood on a landscape page in two panels; the underlying flood policy\'s carrier, number, term and limits in a box below; attachment points, surplus lines tax and expiring premium beside the answers; amounts without "$" (1,250,000); dates "January 05, 2026"; the mortgagee left blank when there is none',
    render: excessFlood,
  },
  {
    id: 'bn09',
    name: 'account-schedule',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.schedule,
    features:
      'commercial account: a table of three policies (the first is this one), a premises schedule of three buildings (the first row is the answer), second mortgage holder, general liability and account-total premiums as distractors, dates "JANUARY 5, 2026"',
    render: accountSchedule,
  },
]
