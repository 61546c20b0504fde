/**
 * Families bf07–bf08: a property inspection report's first page with the policy's facts in a grey
 * sidebar beside the inspector's findings; and a commercial declarations page where every label is
 * a numbered item ("1. Named Insured", "2. Policy Period" …) and the values stand in a second
 * column that wraps.
 */
import { cash, dt, endX, run, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { FAMILY_NAMES, GIVEN_NAMES, printDate, printMoney } from './words'

/**
 * An inspection report: a grey sidebar on the left with the policy's facts under small labels, and
 * the report itself on the right (risk address, year built from public records, a findings table,
 * photo frames, recommendations). The inspection date, the inspector, the roof's age and the
 * replacement cost estimate are not answers.
 */
async function inspectionSidebar(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const D = 'mdy-dash' as const
  const SW = 186
  s.band(0, 0, SW, 792, 0.9)
  const sx = 18
  const sw = SW - 30
  s.text('POLICY FACTS', sx, 40, 11, true)
  s.hline(sx, SW - 12, 47, 0.8)
  let y = 66
  const item = (label: string): number => {
    s.text(label, sx, y, 6.8, true, 0.35)
    return y + 11
  }
  const after = (bottom: number): void => {
    y = bottom + 21
  }
  let vy = item('POLICY NUMBER')
  s.value('policy.policyNumber', txt(p.policyNumber), sx, vy, 9.5, { bold: true })
  after(vy)
  vy = item('INSURER')
  after(
    s.valueLines('policy.carrier', s.split(p.carrier, 8.5, sw), p.carrier, sx, vy, 8.5, 10) - 10,
  )
  vy = item('NAMED INSURED')
  after(
    s.valueLines(
      'policy.namedInsured',
      s.split(p.namedInsured, 8.5, sw),
      p.namedInsured,
      sx,
      vy,
      8.5,
      10,
    ) - 10,
  )
  vy = item('EFFECTIVE')
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), sx, vy, 9)
  s.text('EXPIRES', sx + 80, vy - 11, 6.8, true, 0.35)
  s.value('policy.expirationDate', dt(p.expirationDate, D), sx + 80, vy, 9)
  after(vy)
  vy = item('COVERAGE A - DWELLING')
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), sx, vy, 9)
  after(vy)
  vy = item('AOP DEDUCTIBLE')
  s.value('policy.deductible', cash(p.deductible, 'dollars'), sx, vy, 9)
  s.text('PREMIUM', sx + 80, vy - 11, 6.8, true, 0.35)
  s.value('policy.premium', cash(p.premium, 'cents'), sx + 80, vy, 9)
  after(vy)
  vy = item('AGENCY')
  const agencyEnd =
    s.valueLines('policy.producer', s.split(p.producer, 8.5, sw), p.producer, sx, vy, 8.5, 10) - 10
  s.text(p.agencyPhone, sx, agencyEnd + 11, 8)
  after(agencyEnd + 11)
  vy = item('MORTGAGEE')
  if (p.hasMortgagee) {
    const end = s.valueLines(
      'policy.mortgagee',
      s.split(p.mortgagee, 8.5, sw),
      p.mortgagee,
      sx,
      vy,
      8.5,
      10,
    )
    const ln = s.text('Loan #', sx, end + 2, 8)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, ln) + 3, end + 2, 8)
  } else s.text('None', sx, vy, 8.5)
  s.text(`Order ${digits(rnd, 8)}`, sx, 760, 7, false, 0.4)
  // The report.
  const L = SW + 24
  const R = 574
  const inspector = `${pick(rnd, GIVEN_NAMES)} ${pick(rnd, FAMILY_NAMES)}`
  const inspected = addDays(p.effectiveDate, int(rnd, 12, 75))
  s.text(`${pick(rnd, ['Keystone', 'Plumbline', 'Sightline'])} Risk Inspections`, L, 40, 10, true)
  s.right(`Report ${digits(rnd, 6)}`, R, 40, 8.5)
  s.text('Exterior Underwriting Inspection', L, 70, 17, true)
  s.text(
    `Inspected ${printDate(inspected, 'month-d-y')} by ${inspector}, field inspector`,
    L,
    86,
    9,
  )
  s.hline(L, R, 96, 0.6)
  s.text('Risk address', L, 118, 8, true, 0.35)
  s.value('property.address', txt(p.street), L, 131, 11, { bold: true })
  s.text(`${p.city}, ${p.state} ${p.zip}`, L, 145, 10)
  const yb = s.text('Year built (county records):', L, 166, 9.5)
  s.value('property.yearBuilt', year(p.yearBuilt), endX(s, yb) + 4, 166, 9.5, { bold: true })
  const rce = Math.round((p.coverageAmount * (0.9 + rnd() * 0.25)) / 1000) * 1000
  const sqft = int(rnd, 1100, 4200)
  const findings: Array<[string, string]> = [
    ['Construction', pick(rnd, ['Wood frame, vinyl siding', 'Masonry', 'Frame with stucco'])],
    ['Living area', `${sqft.toLocaleString('en-US')} sq ft, ${int(rnd, 1, 3)} stories`],
    ['Roof covering', pick(rnd, ['Architectural shingle', 'Metal standing seam', '3-tab shingle'])],
    ['Roof replaced', `${p.roofYear} (${Number(inspected.slice(0, 4)) - p.roofYear} yrs)`],
    ['Replacement cost estimate', printMoney(rce, 'dollars')],
    ['Distance to hydrant', `${int(rnd, 80, 900)} ft`],
    ['Protection class', String(int(rnd, 2, 8))],
    ['Overall condition', pick(rnd, ['Good', 'Average', 'Fair'])],
  ]
  let ty = 186
  s.grid(
    L,
    ty,
    [170, R - L - 170],
    findings.map(() => 17),
  )
  findings.forEach(([k, v], i) => {
    s.text(k, L + 6, ty + 12 + i * 17, 9)
    s.text(v, L + 176, ty + 12 + i * 17, 9)
  })
  ty += findings.length * 17 + 20
  s.text('Photographs', L, ty, 11, true)
  const ph = (R - L - 12) / 2
  for (let i = 0; i < 2; i++) {
    s.rect(L + i * (ph + 12), ty + 8, ph, 120, 0.6)
    s.center('[photo]', L + i * (ph + 12) + ph / 2, ty + 72, 9)
    s.text(i === 0 ? 'Front elevation' : 'Rear elevation and roof', L + i * (ph + 12), ty + 142, 8)
  }
  ty += 170
  s.text('Recommendations', L, ty, 11, true)
  const recs = [
    'Trim tree limbs overhanging the roof on the north side.',
    'Install a handrail on the rear steps (four risers).',
    `Re-inspect the roof by ${printDate(addDays(inspected, 365), 'month-d-y')}.`,
  ]
  recs.forEach((r, i) => s.text(`${i + 1}.  ${r}`, L + 4, ty + 16 + i * 14, 9))
  s.text('Prior losses reported by the insured:', L, ty + 70, 9)
  s.text(
    `${p.claimNumber}, water damage, ${printMoney(int(rnd, 20, 180) * 100, 'dollars')} paid`,
    L,
    ty + 84,
    9,
  )
  return s.finish()
}

/**
 * Common policy declarations where every item is numbered and its value sits in a second column
 * that wraps: the name and mailing address together in item 1 (only the name is the answer), the
 * period as a sentence, the coverage parts with their limits, other parts' limits, the
 * terrorism premium rejected and the minimum earned premium beside the answer.
 */
async function numberedItems(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 50
  const VX = 232
  const R = 566
  const VW = R - VX
  const D = 'mdy' as const
  s.text('COMMON POLICY DECLARATIONS', L, 52, 14, true)
  s.right(`Page 1 of 1  ·  IL DS 00 ${pick(rnd, ['09 08', '07 02'])}`, R, 52, 8)
  s.hline(L, R, 60, 1)
  let y = 84
  const item = (n: number, label: string): number => {
    const lines = s.split(`${n}.  ${label}`, 9.5, VX - L - 10, true)
    lines.forEach((l, i) => s.text(l, L, y + i * 11.5, 9.5, true))
    return Math.max(y + lines.length * 11.5, y)
  }
  const next = (bottom: number, labelBottom: number): void => {
    y = Math.max(bottom, labelBottom) + 16
  }
  // 1.
  let lb = item(1, 'Named Insured and Mailing Address')
  let vb = s.valueLines(
    'policy.namedInsured',
    s.split(p.namedInsured, 10, VW),
    p.namedInsured,
    VX,
    y,
    10,
    12,
  )
  s.text(p.mailingStreet, VX, vb, 10)
  s.text(p.mailingCity, VX, vb + 12, 10)
  next(vb + 12, lb)
  // 2.
  lb = item(2, 'Policy Period')
  vb = s.prose(
    spaced([
      'From',
      run('policy.effectiveDate', dt(p.effectiveDate, D)),
      'to',
      run('policy.expirationDate', dt(p.expirationDate, D)),
      'at 12:01 A.M. Standard Time at the address of the Named Insured shown in Item 1.',
    ]),
    VX,
    y,
    10,
    VW,
  )
  next(vb - 12, lb)
  // 3.
  lb = item(3, 'Policy Number')
  s.value('policy.policyNumber', txt(p.policyNumber), VX, y, 10, { bold: true })
  s.text(`(renews ${p.priorPolicyNumber})`, VX + 150, y, 9)
  next(y + 2, lb)
  // 4.
  lb = item(4, 'Insuring Company')
  vb = s.valueLines('policy.carrier', s.split(p.carrier, 10, 200), p.carrier, VX, y, 10, 12)
  s.text(`NAIC ${p.naic}`, VX + 230, y, 9)
  next(vb - 10, lb)
  // 5.
  lb = item(5, 'Producer Name and Code')
  vb = s.valueLines('policy.producer', s.split(p.producer, 10, 200), p.producer, VX, y, 10, 12)
  s.text(`Code ${p.agencyCode}`, VX + 230, y, 9)
  next(vb - 10, lb)
  // 6.
  lb = item(6, 'Form of Business and Business Description')
  s.text(
    `${pick(rnd, ['Limited liability company', 'Corporation'])}; ${pick(rnd, ['light manufacturing', 'wholesale', 'artisan workshop'])}`,
    VX,
    y,
    10,
  )
  next(y + 2, lb)
  // 7.
  lb = item(7, 'Location of Premises Covered')
  s.value('property.address', txt(p.street), VX, y, 10)
  s.text(`${p.city}, ${p.state} ${p.zip}`, VX, y + 12, 10)
  s.text(
    `Location 2: ${p.street2} (limit ${printMoney(p.limit2, 'dollars')}, see schedule)`,
    VX,
    y + 24,
    9,
  )
  next(y + 26, lb)
  // 8.
  lb = item(8, 'Year of Construction of Building at Location 1')
  s.value('property.yearBuilt', year(p.yearBuilt), VX, y, 10)
  next(y + 2, lb)
  // 9.
  lb = item(9, 'Coverage Parts Forming Part of This Policy and Limits of Insurance')
  const bpp = Math.round((p.coverageAmount * 0.35) / 5000) * 5000
  const rows: Array<[string, string, boolean]> = [
    ['Commercial Property - Building, Location 1', printMoney(p.coverageAmount, 'dollars'), true],
    ['Commercial Property - Business Personal Property', printMoney(bpp, 'dollars'), false],
    ['Business Income with Extra Expense', `${int(rnd, 6, 12)} months ALS`, false],
    ['Commercial General Liability - Each Occurrence', printMoney(1_000_000, 'dollars'), false],
  ]
  rows.forEach(([k, v, answer], i) => {
    const yy = y + i * 12.5
    s.text(k, VX, yy, 9.5)
    if (answer)
      s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), R, yy, 9.5, {
        align: 'right',
      })
    else s.right(v, R, yy, 9.5)
  })
  next(y + rows.length * 12.5 - 10, lb)
  // 10.
  lb = item(10, 'Property Deductible (per occurrence)')
  s.value('policy.deductible', cash(p.deductible, 'dollars'), VX, y, 10)
  s.text(`Prior term: ${printMoney(p.priorDeductible, 'dollars')}`, VX + 150, y, 9)
  next(y + 2, lb)
  // 11.
  lb = item(11, 'Total Advance Premium for This Policy')
  s.value('policy.premium', cash(p.premium, 'cents'), VX, y, 10, { bold: true })
  next(y + 2, lb)
  // 12.
  lb = item(12, 'Certified Acts of Terrorism Premium')
  s.text(
    `${printMoney(Math.round(p.premium * 0.01 * 100) / 100, 'cents')} - REJECTED by the insured`,
    VX,
    y,
    10,
  )
  next(y + 2, lb)
  // 13.
  lb = item(13, 'Minimum Earned Premium')
  s.text(printMoney(Math.round(p.premium * 0.25 * 100) / 100, 'cents'), VX, y, 10)
  next(y + 2, lb)
  // 14.
  lb = item(14, 'Mortgage Holder and Loan Number')
  if (p.hasMortgagee) {
    vb = s.valueLines('policy.mortgagee', s.split(p.mortgagee, 10, VW), p.mortgagee, VX, y, 10, 12)
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, VX, vb, 9.5)
    const ln = s.text('Loan', VX, vb + 12, 9.5)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, ln) + 4, vb + 12, 9.5)
    next(vb + 14, lb)
  } else {
    s.text('None', VX, y, 10)
    next(y + 2, lb)
  }
  // 15.
  lb = item(15, 'Additional Insured')
  s.text(`${p.secondInsured}, as landlord of Location 2`, VX, y, 10)
  next(y + 2, lb)
  // 16.
  lb = item(16, 'Forms and Endorsements Applicable to All Coverage Parts')
  s.prose(
    [
      'IL 00 17 11 98, IL 00 21 09 08, IL 02 ',
      `${pick(rnd, ['62', '70', '75'])} 09 07, IL 09 85 01 08`,
    ],
    VX,
    y,
    9.5,
    VW,
  )
  s.hline(L, R, 744, 0.6)
  s.text(`Issued ${printDate(p.issueDate, D)}`, L, 758, 8.5)
  s.right('Authorized Representative', R, 758, 8.5)
  return s.finish()
}

export const FAMILIES_D: readonly BlindFamily[] = [
  {
    id: 'bf07',
    name: 'inspection-sidebar',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.sidebar,
    features:
      'an exterior inspection report with the policy facts in a grey left sidebar (small bold labels above values, two values per row); the body has the risk address, year built from county records, a findings table with a replacement cost estimate and roof year, photo frames, recommendations and a prior claim',
    render: inspectionSidebar,
  },
  {
    id: 'bf08',
    name: 'numbered-items',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.numbered,
    features:
      'common policy declarations with every label a numbered item ("1. Named Insured and Mailing Address") that may wrap, values in a second column (the period as a sentence), other coverage parts, a second location, the prior deductible, a rejected terrorism premium and the minimum earned premium beside the answers',
    render: numberedItems,
  },
]
