/**
 * Families bm05–bm06: a page of a residential appraisal report (the appraiser's firm and its
 * address, the lender/client, the subject's site and improvements with effective age, cost new and
 * market value) whose insurance section records the hazard policy the appraiser verified; and a
 * two-page commercial property coverage part whose schedule of coverages breaks across the page,
 * with its header repeated, so the building row of location 1 stands on page 2 beside location 2's.
 */
import { cash, dt, endX, fitSize, txt, year, type BlindFamily } from './family'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import {
  FAMILY_NAMES,
  GIVEN_NAMES,
  PLACES,
  STREET_NAMES,
  brandOf,
  printDate,
  printMoney,
} from './words'

/**
 * An appraisal report page: firm header with its own street, a file-number strip, a subject grid
 * (address, year built, effective age, cost new, market value) and an insurance section in a ruled
 * two-column table.
 */
async function appraisal(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 40
  const R = 572
  const D = 'mdy' as const
  const firm = `${pick(rnd, FAMILY_NAMES)} Valuation Group`
  const firmPlace = pick(rnd, PLACES)
  s.text(firm, L, 44, 13, true)
  s.text(
    `${int(rnd, 100, 999)} ${pick(rnd, STREET_NAMES)} Plaza, Suite ${int(rnd, 2, 40)}0  ·  ${firmPlace[0]}, ${firmPlace[1]} ${firmPlace[2]}`,
    L,
    57,
    8.5,
  )
  s.right('Uniform Residential Appraisal Report', R, 44, 11, true)
  s.right(`File No. ${digits(rnd, 2)}-${digits(rnd, 5)}  ·  Page 3 of 7`, R, 57, 8.5)
  s.hline(L, R, 66, 1.2)
  // Subject grid: caption above value in ruled cells.
  const cell = (x: number, top: number, w: number, label: string): number => {
    s.rect(x, top, w, 30, 0.5)
    s.text(label, x + 3, top + 8, 6.5)
    return top + 23
  }
  s.band(L, 74, R - L, 14, 0.8)
  s.text('SUBJECT', L + 4, 84.5, 8.5, true)
  let top = 88
  let y = cell(L, top, 300, 'Property address')
  s.value('property.address', txt(p.street), L + 5, y, 10.5)
  y = cell(L + 300, top, R - L - 300, 'City / State / ZIP')
  s.text(`${p.city}, ${p.state} ${p.zip}`, L + 305, y, 10)
  top += 30
  y = cell(L, top, 170, 'Borrower')
  s.text(p.namedInsured, L + 5, y, fitSize(s, p.namedInsured, 160, 10))
  y = cell(L + 170, top, 130, 'Owner of public record')
  s.text('same as borrower', L + 175, y, 10)
  y = cell(L + 300, top, R - L - 300, 'Lender / client')
  s.text(
    p.hasMortgagee ? p.mortgagee : p.secondLender,
    L + 305,
    y,
    fitSize(s, p.hasMortgagee ? p.mortgagee : p.secondLender, R - L - 310, 10),
  )
  top += 30
  const effAge = int(rnd, 3, 25)
  y = cell(L, top, 100, 'Year built')
  s.value('property.yearBuilt', year(p.yearBuilt), L + 5, y, 10.5)
  y = cell(L + 100, top, 100, 'Effective age (yrs)')
  s.text(String(effAge), L + 105, y, 10.5)
  y = cell(L + 200, top, 100, 'Gross living area')
  s.text(`${int(rnd, 1100, 4200).toLocaleString('en-US')} sq ft`, L + 205, y, 10.5)
  y = cell(L + 300, top, 116, 'Estimated cost new')
  s.text(
    printMoney(Math.round((p.coverageAmount * (1.05 + rnd() * 0.2)) / 1000) * 1000, 'dollars'),
    L + 305,
    y,
    10.5,
  )
  y = cell(L + 416, top, R - L - 416, 'Opinion of market value')
  s.text(
    printMoney(Math.round((p.coverageAmount * (1.2 + rnd() * 0.5)) / 1000) * 1000, 'dollars'),
    L + 421,
    y,
    10.5,
    true,
  )
  top += 44
  s.prose(
    [
      `The subject is a ${int(rnd, 1, 3)}-story ${pick(rnd, ['frame', 'brick veneer', 'stucco'])} dwelling in average to good condition. The appraiser inspected the interior and exterior on ${printDate(addDays(p.issueDate, -int(rnd, 5, 30)), D)}. The effective age reflects updates to the kitchen and baths; remaining economic life ${int(rnd, 35, 60)} years. Site ${(0.1 + rnd() * 0.9).toFixed(2)} acres, public water and sewer, not in a special flood hazard area.`,
    ],
    L,
    top,
    9.5,
    R - L,
  )
  // The insurance section.
  top += 70
  s.band(L, top, R - L, 14, 0.8)
  s.text(
    'HAZARD INSURANCE (verified with the agent named below; required by the lender/client)',
    L + 4,
    top + 10.5,
    8.5,
    true,
  )
  top += 14
  const rows: Array<[string, ExtractionFieldId | null, Printed]> = [
    ['Insurance company', 'policy.carrier', txt(p.carrier)],
    ['Policy number', 'policy.policyNumber', txt(p.policyNumber)],
    ['Named insured', 'policy.namedInsured', txt(p.namedInsured)],
    ['Policy effective', 'policy.effectiveDate', dt(p.effectiveDate, D)],
    ['Policy expires', 'policy.expirationDate', dt(p.expirationDate, D)],
    ['Dwelling coverage (Coverage A)', 'policy.coverageAmount', cash(p.coverageAmount, 'cents')],
    ['Deductible (all perils)', 'policy.deductible', cash(p.deductible, 'cents')],
    ['Annual premium', 'policy.premium', cash(p.premium, 'cents')],
    ['Agent / agency', 'policy.producer', txt(p.producer)],
  ]
  if (p.hasMortgagee) {
    rows.push(['Mortgagee clause', 'policy.mortgagee', txt(p.mortgagee)])
    rows.push(['Loan number', 'policy.loanNumber', txt(p.loanNumber)])
  } else rows.push(['Mortgagee clause', null, txt('not yet endorsed (purchase pending)')])
  const kw = 190
  s.grid(
    L,
    top,
    [kw, R - L - kw],
    rows.map(() => 17),
  )
  rows.forEach(([label, field, v], i) => {
    const yy = top + 12 + i * 17
    s.text(label, L + 5, yy, 9.5)
    const size = fitSize(s, v.printed, R - L - kw - 12, 10)
    if (field === null) s.text(v.printed, L + kw + 6, yy, size)
    else s.value(field, v, L + kw + 6, yy, size)
  })
  y = top + rows.length * 17 + 24
  s.text(
    `Replacement cost per the appraiser's cost approach exceeds the dwelling coverage by ${int(rnd, 4, 19)}%; the lender may require an increase.`,
    L,
    y,
    8.5,
  )
  s.text(
    `Appraiser: ${pick(rnd, GIVEN_NAMES)} ${pick(rnd, FAMILY_NAMES)}, certified residential, license ${p.state}-${digits(rnd, 6)}, expires ${printDate(addDays(p.expirationDate, int(rnd, 40, 400)), D)}`,
    L,
    y + 14,
    8.5,
  )
  s.hline(L, R, 748, 0.5)
  s.text(`${firm}  ·  Freddie Mac Form 70 / Fannie Mae Form 1004 layout`, L, 760, 7.5)
  return s.finish()
}

/**
 * A commercial property coverage part over two pages: header and insured on page 1, a schedule of
 * coverages that starts on page 1 with business income and contents rows and breaks to page 2
 * (header repeated, "continued"), where location 1's building row and location 2's stand; the
 * location schedule, premium summary and mortgage holder follow on page 2.
 */
async function splitSchedule(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 44
  const R = 568
  const D = 'dd-mon-caps' as const
  const cols = [44, 176, 90, 70, 72, 72]
  const heads = ['Loc/Bldg', 'Coverage', 'Limit', 'Deductible', 'Valuation', 'Premium']
  const head = (top: number, cont: boolean): number => {
    s.text(`SCHEDULE OF COVERAGES${cont ? '  (continued from page 1)' : ''}`, L, top, 9.5, true)
    s.band(L, top + 5, R - L, 15, 0.82)
    let x = L
    heads.forEach((h, j) => {
      s.text(h, x + 4, top + 16, 7.5, true)
      x += cols[j]!
    })
    return top + 20
  }
  const xs = cols.reduce<number[]>((a, c) => [...a, (a[a.length - 1] ?? L) + c], [L])
  const rowH = 16
  const rowAt = (
    top: number,
    i: number,
    r: [string, string, string, string, string, string],
    fields?: { limit?: Printed; ded?: Printed },
  ): void => {
    const y = top + i * rowH + 11.5
    s.text(r[0], xs[0]! + 4, y, 8.5)
    s.text(r[1], xs[1]! + 4, y, 8.5)
    if (fields?.limit !== undefined)
      s.value('policy.coverageAmount', fields.limit, xs[3]! - 4, y, 8.5, { align: 'right' })
    else s.right(r[2], xs[3]! - 4, y, 8.5)
    if (fields?.ded !== undefined)
      s.value('policy.deductible', fields.ded, xs[4]! - 4, y, 8.5, { align: 'right' })
    else s.right(r[3], xs[4]! - 4, y, 8.5)
    s.text(r[4], xs[4]! + 4, y, 8.5)
    s.right(r[5], xs[6]! - 4, y, 8.5)
  }
  const m = (n: number): string => printMoney(n, 'dollars')
  s.text('COMMERCIAL PROPERTY COVERAGE PART', L, 50, 13, true)
  s.text('DECLARATIONS', L, 64, 10)
  s.right(brandOf(p.carrier).toUpperCase(), R, 50, 12, true)
  s.right(`Page 1 of 2  ·  CP DS 00 ${pick(rnd, ['10 12', '06 95', '04 02'])}`, R, 64, 8)
  s.hline(L, R, 72, 1)
  const label = (t: string, y: number): void => void s.text(t, L, y, 8.5)
  const V = 170
  label('Policy number', 92)
  s.value('policy.policyNumber', txt(p.policyNumber), V, 92, 10.5, { bold: true })
  label('Insurer', 108)
  s.value('policy.carrier', txt(p.carrier), V, 108, 10)
  label('Named insured', 124)
  s.value('policy.namedInsured', txt(p.namedInsured), V, 124, 10)
  s.text(`${p.mailingStreet}, ${p.mailingCity}`, V, 136, 8.5)
  label('Policy period', 152)
  const f = s.text('from', V, 152, 10)
  const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), endX(s, f) + 4, 152, 10)
  const t = s.text('to', endX(s, e) + 5, 152, 10)
  const x = s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 4, 152, 10)
  s.text('12:01 A.M. standard time', endX(s, x) + 6, 152, 8)
  label('Producer', 168)
  s.value('policy.producer', txt(p.producer), V, 168, 10)
  s.text(`Producer code ${p.agencyCode}`, V, 180, 8)
  label('Prior policy', 196)
  s.text(
    `${p.priorPolicyNumber} (building limit ${m(p.priorCoverage)}, deductible ${m(p.priorDeductible)})`,
    V,
    196,
    9,
  )
  // The schedule begins on page 1 with everything but the buildings.
  let top = head(226, false)
  const bi = Math.round((p.coverageAmount * 0.2) / 1000) * 1000
  const p1: Array<[string, string, string, string, string, string]> = [
    [
      '1/1',
      'Business personal property',
      m(p.contents),
      m(p.deductible),
      'RC',
      m(Math.round(p.premium * 0.18)),
    ],
    [
      '1/1',
      'Business income with extra expense',
      m(bi),
      '72 hours',
      'ALS',
      m(Math.round(p.premium * 0.07)),
    ],
    ['1/1', 'Equipment breakdown', 'included', m(p.deductible * 2), '-', 'incl.'],
    ['1/1', 'Outdoor signs', m(int(rnd, 5, 25) * 1000), '500', 'ACV', m(int(rnd, 40, 160))],
    [
      '2/1',
      'Business personal property',
      m(Math.round((p.limit2 * 0.3) / 1000) * 1000),
      m(p.priorDeductible),
      'RC',
      m(int(rnd, 200, 900)),
    ],
  ]
  const extra = int(rnd, 0, 6)
  const filler: Array<[string, string, string, string, string, string]> = [
    ['1/1', 'Spoilage', '25,000', '500', 'ACV', '61'],
    ['1/1', 'Debris removal (additional)', '50,000', '-', '-', '38'],
    ['1/1', 'Ordinance or law, coverage B', '10% of bldg', '-', '-', '122'],
    ['1/1', 'Utility services, direct damage', '25,000', '2,500', '-', '47'],
    ['2/1', 'Business income (actual loss)', '12 months', '72 hours', 'ALS', '355'],
    ['2/1', 'Outdoor property', '10,000', '1,000', 'ACV', '29'],
  ]
  const onFirst = [...p1, ...filler.slice(0, extra)]
  s.grid(
    L,
    top,
    cols,
    onFirst.map(() => rowH),
  )
  onFirst.forEach((r, i) => rowAt(top, i, r))
  s.text('Schedule continued on page 2.', L, top + onFirst.length * rowH + 14, 8.5)
  s.text(
    'Coinsurance: 80% unless shown as agreed value. Deductibles apply per occurrence.',
    L,
    760,
    7.5,
  )
  // Page 2: the header again, the buildings, then the rest.
  s.newPage()
  s.text(`${p.policyNumber}  ·  Page 2 of 2`, L, 40, 8)
  top = head(62, true)
  const p2: Array<[string, string, string, string, string, string]> = [
    [
      '1/1',
      'Building',
      m(p.coverageAmount),
      m(p.deductible),
      'RC',
      m(Math.round(p.premium * 0.52)),
    ],
    ['2/1', 'Building', m(p.limit2), m(p.priorDeductible), 'ACV', m(Math.round(p.premium * 0.16))],
    ['All', 'Terrorism (TRIA)', 'per form', '-', '-', m(Math.round(p.premium * 0.01))],
  ]
  s.grid(
    L,
    top,
    cols,
    p2.map(() => rowH),
  )
  p2.forEach((r, i) =>
    rowAt(
      top,
      i,
      r,
      i === 0
        ? { limit: cash(p.coverageAmount, 'dollars'), ded: cash(p.deductible, 'dollars') }
        : undefined,
    ),
  )
  top += p2.length * rowH + 26
  s.text('SCHEDULE OF LOCATIONS', L, top, 9.5, true)
  top += 6
  s.grid(L, top, [44, 250, 120, 110], [15, 16, 16])
  s.text('Loc', L + 4, top + 11, 7.5, true)
  s.text('Address', L + 48, top + 11, 7.5, true)
  s.text('Year built', L + 298, top + 11, 7.5, true)
  s.text('Construction', L + 418, top + 11, 7.5, true)
  s.text('1', L + 4, top + 27, 8.5)
  const a = s.value('property.address', txt(p.street), L + 48, top + 27, 8.5)
  s.text(`, ${p.city}, ${p.state}`, endX(s, a), top + 27, 8.5)
  s.value('property.yearBuilt', year(p.yearBuilt), L + 298, top + 27, 8.5)
  s.text(pick(rnd, ['Joisted masonry', 'Masonry non-comb.', 'Frame']), L + 418, top + 27, 8.5)
  s.text('2', L + 4, top + 43, 8.5)
  s.text(`${p.street2}, ${p.mailingCity.split(',')[0]}`, L + 48, top + 43, 8.5)
  s.text(
    String(p.yearBuilt > 1960 ? p.yearBuilt - int(rnd, 10, 40) : p.yearBuilt + int(rnd, 10, 40)),
    L + 298,
    top + 43,
    8.5,
  )
  s.text('Frame', L + 418, top + 43, 8.5)
  top += 47 + 26
  s.text('PREMIUM', L, top, 9.5, true)
  const lines: Array<[string, number]> = [
    ['Coverage part premium', Math.round((p.premium - p.policyFee - p.stateTax) * 100) / 100],
    ['Policy fee', p.policyFee],
    [`${p.state} surplus / fire marshal tax`, p.stateTax],
  ]
  lines.forEach(([k, v], i) => {
    s.text(k, L + 10, top + 16 + i * 14, 9)
    s.right(printMoney(v, 'cents'), 330, top + 16 + i * 14, 9)
  })
  const ty = top + 16 + lines.length * 14 + 4
  s.hline(240, 330, ty - 10, 0.5)
  s.text('Total policy premium', L + 10, ty, 9.5, true)
  s.value('policy.premium', cash(p.premium, 'cents'), 330, ty, 9.5, { align: 'right', bold: true })
  top = ty + 30
  s.text('MORTGAGE HOLDER (CP 12 18)', L, top, 9.5, true)
  if (p.hasMortgagee) {
    s.text('Loc 1/Bldg 1:', L + 10, top + 16, 9)
    s.value(
      'policy.mortgagee',
      txt(p.mortgagee),
      L + 80,
      top + 16,
      fitSize(s, p.mortgagee, R - L - 90, 9),
    )
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L + 80, top + 28, 8.5)
    const ln = s.text('Loan number', L + 80, top + 40, 8.5)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, ln) + 5, top + 40, 8.5)
  } else s.text('None scheduled.', L + 10, top + 16, 9)
  s.text('Authorized representative ____________________________', 300, 740, 8)
  return s.finish()
}

export const FAMILIES_C: readonly BlindFamily[] = [
  {
    id: 'bm05',
    name: 'appraisal-insurance-section',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.appraisal,
    features:
      'a page of a residential appraisal report in Times: the appraiser\'s firm and its own street in the header, file number, a subject grid of captioned cells (property address, city, borrower, lender/client, year built beside effective age, gross living area, estimated cost new and market value, neither the dwelling limit); a paragraph with the inspection date; a ruled two-column "HAZARD INSURANCE" table (company, policy number, insured, "01/05/2026" dates, Coverage A, deductible and premium with cents, agent, mortgagee clause, loan number); the appraiser\'s license expiry; on the negative the lender/client is another bank and the mortgagee clause "not yet endorsed"',
    render: appraisal,
  },
  {
    id: 'bm06',
    name: 'coverage-schedule-split-pages',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.split,
    features:
      'two-page commercial property coverage part: page 1 header (policy number, insurer, named insured, "from 05 JAN 2026 to 05 JAN 2027", producer, a prior policy with its own building limit and deductible), then a schedule of coverages (Loc/Bldg, coverage, limit, deductible, valuation, premium) whose page-1 rows are contents, business income, equipment breakdown, signs and location 2\'s contents; the table breaks to page 2 with its header repeated ("continued"), where location 1\'s Building row (the answer) stands above location 2\'s; location schedule (street, year built), premium summary with fee and tax above the total, mortgage holder for Loc 1/Bldg 1',
    render: splitSchedule,
  },
]
