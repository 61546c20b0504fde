/**
 * Families bt01–bt02: a carrier's loss run report, where the current term is the first row of a
 * table of policy terms (the earlier terms' numbers, limits and premiums beside it) above a claims
 * detail; and an underwriter's homeowners rating worksheet, where the answers are rating bases in a
 * factor table and the premium is the last line of a computation.
 */
import { cash, dt, endX, fitSize, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'

/**
 * A loss run: insured and location above a table of the current and three earlier terms (the
 * current one first, marked), then the claims of the earlier terms and the current term's
 * additional interests.
 */
async function lossRun(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 36
  const R = 576
  const D = 'mdy' as const
  s.logo(brandOf(p.carrier).toUpperCase(), L + 5, 52, 15, 'frame')
  s.right('LOSS RUN REPORT', R, 44, 14, true)
  s.right(`Valued as of ${printDate(p.issueDate, D)}   Run ${digits(rnd, 6)}`, R, 58, 8)
  s.hline(L, R, 72, 1.2)
  const lab = (t: string, x: number, y: number): number => {
    s.text(t, x, y, 8.5, true)
    return x + s.width(t, 8.5, true) + 5
  }
  let y = 92
  s.value('policy.namedInsured', txt(p.namedInsured), lab('Named Insured:', L, y), y, 9)
  s.value('policy.producer', txt(p.producer), lab('Agent/Broker:', 320, y), y, 8.5)
  y += 14
  s.text(`${p.mailingStreet}, ${p.mailingCity}`, L + 70, y, 8.5)
  s.text(`Agency code ${p.agencyCode}`, 385, y, 8.5)
  y += 14
  const company = lab('Insuring Company:', L, y)
  s.value('policy.carrier', txt(p.carrier), company, y, fitSize(s, p.carrier, R - company, 9))
  y += 14
  s.text(`NAIC ${p.naic}   Line: Commercial Property / Package   Status: In force`, L, y, 8.5)
  y += 22
  s.text('LOCATION SCHEDULE (current term)', L, y, 8.5, true)
  y += 13
  const loc1 = s.text('Bldg 1 -', L, y, 8.5)
  const st = s.value('property.address', txt(p.street), endX(s, loc1) + 4, y, 8.5)
  const c1 = `${p.city}, ${p.state} ${p.zip}  -  ${pick(rnd, ['Joisted masonry', 'Non-combustible', 'Masonry non-combustible'])}  -  Yr. Built`
  const c1b = s.text(c1, endX(s, st) + 4, y, 8.5)
  s.value('property.yearBuilt', year(p.yearBuilt), endX(s, c1b) + 4, y, 8.5)
  y += 12
  s.text(`Bldg 2 - ${p.street2}  -  Frame  -  limit ${printMoney(p.limit2, 'bare')}`, L, y, 8.5)
  // The terms table.
  y += 22
  const cols = [52, 92, 56, 56, 80, 50, 76, 34, 44]
  const heads = [
    'Term',
    'Policy No.',
    'Eff.',
    'Exp.',
    'Bldg Limit',
    'Ded.',
    'Written Prem.',
    'Clms',
    'Incurred',
  ]
  s.band(L, y, R - L, 16, 0.85)
  s.grid(L, y, cols, [16, 16, 16, 16, 16, 16])
  let x = L
  heads.forEach((h, i) => {
    s.text(h, x + 3, y + 11, 7.5, true)
    x += cols[i]!
  })
  s.text('Amounts in U.S. dollars', L, y - 4, 7, false, 0.4)
  const terms: Array<{
    label: string
    number: string
    eff: string
    limit: number
    ded: number
    prem: number
    claims: number
    incurred: number
  }> = [
    {
      label: 'Current',
      number: p.policyNumber,
      eff: p.effectiveDate,
      limit: p.coverageAmount,
      ded: p.deductible,
      prem: p.premium,
      claims: 0,
      incurred: 0,
    },
  ]
  let prem = p.priorPremium
  let limit = p.priorCoverage
  for (let i = 1; i <= 3; i++) {
    const claims = i === 2 ? 0 : int(rnd, 0, 2)
    terms.push({
      label: `Prior ${i}`,
      number: i === 1 ? p.priorPolicyNumber : NUMBER_STYLES.lossRun(rnd),
      eff: addDays(p.effectiveDate, -365 * i),
      limit,
      ded: i === 1 ? p.priorDeductible : pick(rnd, [1000, 2500, 5000]),
      prem,
      claims,
      incurred: claims * int(rnd, 900, 48000),
    })
    prem = Math.round(prem * (0.86 + rnd() * 0.1) * 100) / 100
    limit = Math.round((limit * (0.9 + rnd() * 0.06)) / 1000) * 1000
  }
  terms.forEach((t, r) => {
    const ry = y + 16 * (r + 1) + 11
    const cur = r === 0
    const exp = addDays(t.eff, 365)
    const cells = [
      t.label,
      t.number,
      printDate(t.eff, D),
      printDate(exp, D),
      printMoney(t.limit, 'bare'),
      printMoney(t.ded, 'bare'),
      printMoney(t.prem, 'bare-cents'),
      String(t.claims),
      printMoney(t.incurred, 'bare'),
    ]
    let cx = L
    cells.forEach((c, i) => {
      const w = cols[i]!
      const right = i >= 4
      const at = right ? cx + w - 3 : cx + 3
      const size = i === 1 ? fitSize(s, c, w - 6, 7.5) : 7.5
      if (cur && i === 1) s.value('policy.policyNumber', txt(c), at, ry, size, { bold: true })
      else if (cur && i === 2) s.value('policy.effectiveDate', dt(t.eff, D), at, ry, size)
      else if (cur && i === 3) s.value('policy.expirationDate', dt(exp, D), at, ry, size)
      else if (cur && i === 4)
        s.value('policy.coverageAmount', cash(t.limit, 'bare'), at, ry, size, { align: 'right' })
      else if (cur && i === 5)
        s.value('policy.deductible', cash(t.ded, 'bare'), at, ry, size, { align: 'right' })
      else if (cur && i === 6)
        s.value('policy.premium', cash(t.prem, 'bare-cents'), at, ry, size, { align: 'right' })
      else if (right) s.right(c, at, ry, size, cur)
      else s.text(c, at, ry, size, cur && i === 0)
      cx += w
    })
  })
  const total = terms.reduce((a, t) => a + t.prem, 0)
  const ty = y + 16 * 5 + 11
  s.text('Four-term total', L + 3, ty, 7.5, true)
  s.right(
    printMoney(total, 'bare-cents'),
    L + cols.slice(0, 7).reduce((a, b) => a + b, 0) - 3,
    ty,
    7.5,
    true,
  )
  // Claims detail of the earlier terms.
  y += 16 * 6 + 28
  s.text('CLAIMS DETAIL', L, y, 8.5, true)
  y += 6
  s.hline(L, R, y, 0.6)
  y += 12
  const causes = ['Water - pipe burst', 'Wind/hail', 'Theft', 'Fire - kitchen', 'Vandalism']
  let any = false
  terms.slice(1).forEach((t) => {
    for (let c = 0; c < t.claims; c++) {
      any = true
      const loss = addDays(t.eff, int(rnd, 10, 350))
      s.text(`${pick(rnd, ['CL', 'LR'])}-${digits(rnd, 7)}`, L, y, 8)
      s.text(t.number, L + 80, y, 8)
      s.text(`DOL ${printDate(loss, D)}`, L + 180, y, 8)
      s.text(pick(rnd, causes), L + 270, y, 8)
      s.text(`Paid ${printMoney(t.incurred / t.claims, 'bare-cents')}`, L + 390, y, 8)
      s.text('Closed', R - 30, y, 8)
      y += 12
    }
  })
  if (!any) {
    s.text('No claims reported for the terms shown.', L, y, 8)
    y += 12
  }
  y += 16
  s.text('ADDITIONAL INTERESTS - CURRENT TERM', L, y, 8.5, true)
  y += 6
  s.hline(L, R, y, 0.6)
  y += 13
  if (p.hasMortgagee) {
    const m = s.text('Mortgagee (Bldg 1):', L, y, 8.5)
    const mv = s.value(
      'policy.mortgagee',
      txt(p.mortgagee),
      endX(s, m) + 4,
      y,
      fitSize(s, p.mortgagee, 260, 8.5),
    )
    const l = s.text('Loan ref.', endX(s, mv) + 10, y, 8.5)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, l) + 4, y, 8.5)
    y += 12
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L + 82, y, 8)
  } else s.text('None scheduled.', L, y, 8.5)
  s.hline(L, R, 748, 0.4)
  s.text(
    'Loss information is as reported to the company on the valuation date and may change. Page 1 of 1',
    L,
    760,
    7,
    false,
    0.4,
  )
  return s.finish()
}

/**
 * A rating worksheet: a header grid of captioned cells, the period as a sentence, a table of
 * rating factors whose bases are the answers, and the premium built up line by line.
 */
async function ratingWorksheet(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 40
  const R = 572
  const D = 'd-month-y' as const
  s.text('HOMEOWNERS RATING WORKSHEET', L, 46, 13, true)
  s.right('UNDERWRITING COPY - NOT A DECLARATIONS PAGE', R, 46, 7.5, true)
  s.text(
    `Worksheet ${digits(rnd, 8)}   Rated ${printDate(p.issueDate, D)} by ${p.agentName}`,
    L,
    60,
    8,
  )
  // Header grid: captions in the cells' top-left corners.
  const top = 74
  const cw = (R - L) / 2
  s.grid(L, top, [cw, cw], [30, 30, 30])
  const cap = (t: string, x: number, y: number): void => {
    s.text(t, x + 4, y + 9, 6.5, false, 0.4)
  }
  cap('POLICYHOLDER', L, top)
  cap('POLICY NUMBER', L + cw, top)
  cap('WRITING COMPANY', L, top + 30)
  cap('PRODUCING AGENT', L + cw, top + 30)
  cap('RISK LOCATION', L, top + 60)
  cap('FORM / PROGRAM', L + cw, top + 60)
  s.value(
    'policy.namedInsured',
    txt(p.namedInsured),
    L + 4,
    top + 24,
    fitSize(s, p.namedInsured, cw - 8, 10),
  )
  s.value('policy.policyNumber', txt(p.policyNumber), L + cw + 4, top + 24, 10, { bold: true })
  s.value('policy.carrier', txt(p.carrier), L + 4, top + 54, fitSize(s, p.carrier, cw - 8, 10))
  s.value(
    'policy.producer',
    txt(p.producer),
    L + cw + 4,
    top + 54,
    fitSize(s, p.producer, cw - 8, 10),
  )
  const st = s.value('property.address', txt(p.street), L + 4, top + 84, 9.5)
  s.text(`, ${p.city}, ${p.state}`, endX(s, st), top + 84, 9.5)
  s.text(
    `HO-3 Special Form  /  ${pick(rnd, ['Preferred', 'Standard', 'Select'])} tier`,
    L + cw + 4,
    top + 84,
    9.5,
  )
  let y = top + 112
  y = s.prose(
    spaced([
      'Coverage begins at 12:01 a.m. standard time on',
      { field: 'policy.effectiveDate', ...dt(p.effectiveDate, D) },
      'and ends at 12:01 a.m. on',
      { field: 'policy.expirationDate', ...dt(p.expirationDate, D) },
      `at the risk location. Prior policy ${p.priorPolicyNumber} expires the same day.`,
    ]),
    L,
    y,
    9,
    R - L,
  )
  // Factors.
  y += 10
  s.text('Rating factors', L, y, 10.5, true)
  y += 8
  const cols = [150, 150, 110, 122]
  const rows = 8
  s.band(L, y, R - L, 15, 0.88)
  s.grid(
    L,
    y,
    cols,
    Array.from({ length: rows + 1 }, () => 15),
  )
  ;['Factor', 'Rating basis', 'Source', 'Relativity'].forEach((h, i) => {
    s.text(h, L + cols.slice(0, i).reduce((a, b) => a + b, 0) + 4, y + 11, 8, true)
  })
  const f = [
    1 + Math.round(rnd() * 30) / 100,
    Math.round((0.9 + rnd() * 0.3) * 100) / 100,
    Math.round((0.8 + rnd() * 0.35) * 100) / 100,
    Math.round((0.85 + rnd() * 0.2) * 100) / 100,
    Math.round((0.8 + rnd() * 0.2) * 100) / 100,
    Math.round((0.95 + rnd() * 0.1) * 100) / 100,
    0.95,
    Math.round((0.9 + rnd() * 0.15) * 100) / 100,
  ]
  const bx = L + cols[0]! + 4
  const rowY = (i: number): number => y + 15 * (i + 1) + 11
  const factorRows: Array<[string, string]> = [
    ['Territory', `T-${int(rnd, 10, 48)}`],
    ['Protection class', `PC ${int(rnd, 1, 9)}`],
    ['Amount of insurance (Cov. A)', ''],
    ['Year of construction', ''],
    ['All-peril deductible', ''],
    ['Roof age (roof year)', String(p.roofYear)],
    ['Claims-free credit', `${int(rnd, 3, 9)} yrs`],
    ['Construction', pick(rnd, ['Frame', 'Masonry veneer', 'Masonry'])],
  ]
  factorRows.forEach(([name, basis], i) => {
    s.text(name, L + 4, rowY(i), 8)
    if (basis !== '') s.text(basis, bx, rowY(i), 8)
    s.text(
      pick(rnd, ['Application', 'Inspection', 'County records', 'Rating manual']),
      L + 304,
      rowY(i),
      8,
    )
    s.right(f[i]!.toFixed(2), R - 6, rowY(i), 8)
  })
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), bx, rowY(2), 8)
  s.value('property.yearBuilt', year(p.yearBuilt), bx, rowY(3), 8)
  s.value('policy.deductible', cash(p.deductible, 'dollars'), bx, rowY(4), 8)
  // Premium computation.
  y += 15 * (rows + 1) + 26
  s.text('Premium computation', L, y, 10.5, true)
  const product = f.reduce((a, b) => a * b, 1)
  const fee = p.policyFee
  const adjusted = Math.round((p.premium - fee) * 100) / 100
  const base = Math.round((adjusted / product) * 100) / 100
  const lines: Array<[string, number, boolean]> = [
    ['Base premium (territory base rate)', base, false],
    [`Combined relativity ${product.toFixed(4)} applied`, adjusted, false],
    ['Policy fee', fee, false],
    ['Final annual premium', p.premium, true],
  ]
  y += 6
  lines.forEach(([label, n, answer]) => {
    y += 15
    s.text(label, L + 10, y, 9, answer)
    s.text('.'.repeat(60), L + 200, y, 9, false, 0.6)
    if (answer)
      s.value('policy.premium', cash(n, 'cents'), 470, y, 9.5, { bold: true, align: 'right' })
    else s.right(printMoney(n, 'cents'), 470, y, 9)
  })
  y += 15
  s.text(
    `Expiring annual premium ${printMoney(p.priorPremium, 'cents')}  (change ${(((p.premium - p.priorPremium) / p.priorPremium) * 100).toFixed(1)}%)`,
    L + 10,
    y,
    8,
    false,
    0.35,
  )
  // Interests.
  y += 28
  s.text('Interests and notes', L, y, 10.5, true)
  y += 16
  if (p.hasMortgagee) {
    const a = s.text('1st mortgagee', L + 10, y, 8.5, true)
    const m = s.value(
      'policy.mortgagee',
      txt(p.mortgagee),
      endX(s, a) + 8,
      y,
      fitSize(s, p.mortgagee, 290, 8.5),
    )
    const l = s.text('loan', endX(s, m) + 8, y, 8.5, true)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, l) + 5, y, 8.5)
  } else s.text('No mortgagee or lienholder reported on the application.', L + 10, y, 8.5)
  y += 14
  s.text(
    `Exterior inspection ordered ${printDate(addDays(p.effectiveDate, int(rnd, 5, 30)), D)}. Replacement cost estimate ${printMoney(Math.round((p.coverageAmount * (0.95 + rnd() * 0.15)) / 100) * 100, 'dollars')}.`,
    L + 10,
    y,
    8.5,
  )
  s.hline(L, R, 752, 0.4)
  s.text(
    `Internal use only. Rates per filing ${p.state}-HO-${digits(rnd, 4)}.`,
    L,
    764,
    7,
    false,
    0.4,
  )
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'bt01',
    name: 'loss-run-terms',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.lossRun,
    features:
      "a carrier's loss run report: insured and location schedule above a ruled table of four policy terms (current first, then three prior with their own numbers, dates, limits, deductibles and premiums), a four-term total, the prior terms' claims, the current term's mortgagee",
    render: lossRun,
  },
  {
    id: 'bt02',
    name: 'rating-worksheet',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.rating,
    features:
      'an underwriting rating worksheet: a header grid with captions in the cell corners, the period in a "Coverage begins ... ends" sentence, a factor table whose rating bases are Coverage A, year of construction and deductible (beside roof year, territory, relativities), the premium as the last line of a computation beside the base premium and the expiring premium',
    render: ratingWorksheet,
  },
]
