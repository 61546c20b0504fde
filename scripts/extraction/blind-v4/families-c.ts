/**
 * Families bq07–bq09: homeowners declarations whose coverage table starts at the foot of page one
 * (its header row) and carries on at the top of page two (its rows, without the header), an XML
 * policy inquiry response printed from an agency system (values between their tags), and a
 * commercial property policy insuring three locations where the answers are Location 1's.
 */
import { cash, chance, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { PLACES, STREET_NAMES, STREET_TYPES, brandOf, printDate, printMoney } from './words'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'

/** Coverage table header at the bottom of page 1, its rows on page 2. */
async function splitTable(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 56
  const R = 556
  const D = 'mon-dot-th' as const
  s.logo(brandOf(p.carrier).toUpperCase(), L, 58, 15, 'band')
  s.right('Homeowners Policy', R, 50, 12, true)
  s.right('Declarations Page', R, 64, 10)
  s.hline(L, R, 80, 0.8)
  let y = 104
  s.text('Insured(s)', L, y, 9, true)
  s.value('policy.namedInsured', txt(p.namedInsured), L, y + 14, 11)
  s.text(p.mailingStreet, L, y + 27, 11)
  s.text(p.mailingCity, L, y + 40, 11)
  s.text('Policy Number', 330, y, 9, true)
  s.value('policy.policyNumber', txt(p.policyNumber), 330, y + 14, 11)
  s.text('Underwritten by', 330, y + 32, 9, true)
  s.value('policy.carrier', txt(p.carrier), 330, y + 46, 11)
  y += 78
  s.text('Coverage Period', L, y, 9, true)
  y = s.prose(
    [
      'In force from ',
      { field: 'policy.effectiveDate', ...dt(p.effectiveDate, D) },
      ' until ',
      { field: 'policy.expirationDate', ...dt(p.expirationDate, D) },
      ', both at 12:01 a.m. standard time at the residence premises. ',
    ],
    L,
    y + 14,
    11,
    R - L,
  )
  y += 8
  s.text('Residence Premises', L, y, 9, true)
  s.value('property.address', txt(p.street), L, y + 14, 11)
  s.text(cityLine(p), L, y + 27, 11)
  s.text('Year of Construction', 330, y, 9, true)
  s.value('property.yearBuilt', year(p.yearBuilt), 330, y + 14, 11)
  s.text(`Construction: ${pick(rnd, ['Frame', 'Masonry veneer', 'Brick'])}`, 330, y + 27, 11)
  y += 52
  s.text('Lienholder', L, y, 9, true)
  if (p.hasMortgagee) {
    s.value('policy.mortgagee', txt(p.mortgagee), L, y + 14, 11)
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L, y + 27, 11)
    const ln = s.text('Loan number', L, y + 40, 11)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, ln) + 5, y + 40, 11)
  } else s.text('No lienholder is shown on this policy.', L, y + 14, 11)
  s.text('Your Agent', 330, y, 9, true)
  s.value('policy.producer', txt(p.producer), 330, y + 14, 11)
  s.text(p.agencyPhone, 330, y + 27, 11)
  y += 66
  y = s.prose(
    [
      `Thank you for renewing. Your previous policy ${p.priorPolicyNumber} ended when this one began. `,
      `Last term's premium was ${printMoney(p.priorPremium, 'bare-cents')}. Premium discounts applied: `,
      'protective devices, claim-free, multi-policy. ',
    ],
    L,
    y,
    10,
    R - L,
  )
  // The table begins low on the page so that only its header fits.
  const top = 712
  const cols = [L, 290, 380, 470]
  s.text('SECTION I AND SECTION II COVERAGES', L, top - 14, 10, true)
  s.band(L, top, R - L, 18, 0.84)
  ;['Coverage', 'Limit of Liability', 'Deductible', 'Premium'].forEach((h, i) =>
    s.text(h, cols[i]! + 4, top + 12.5, 9.5, true),
  )
  s.right('Continued on page 2', R, 760, 8)
  s.center('Page 1 of 2', 306, 776, 8)
  s.newPage()
  y = 66
  s.text(`${p.policyNumber} — continued`, L, 36, 8)
  const m = (n: number): string => printMoney(n, 'bare-cents')
  const shares = [0.62, 0.04, 0.18, 0.06, 0.05, 0.01]
  const parts = shares.map((x) => Math.round(p.premium * x * 0.93 * 100) / 100)
  const part = (i: number): string => m(parts[i]!)
  type Cell = string | { field: ExtractionFieldId; v: Printed }
  const rows: Array<[string, Cell, Cell, string]> = [
    [
      'A. Dwelling',
      { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'bare-cents') },
      { field: 'policy.deductible', v: cash(p.deductible, 'bare-cents') },
      part(0),
    ],
    ['B. Other Structures', m(p.otherStructures), 'same', part(1)],
    ['C. Personal Property', m(p.contents), 'same', part(2)],
    ['D. Loss of Use', m(p.lossOfUse), 'none', part(3)],
    ['E. Personal Liability', m(p.liability), 'none', part(4)],
    ['F. Medical Payments', m(p.medical), 'none', part(5)],
  ]
  for (const [name, limit, ded, prem] of rows) {
    s.text(name, cols[0]! + 4, y, 10)
    for (const [c, x] of [
      [limit, cols[1]!],
      [ded, cols[2]!],
    ] as const) {
      if (typeof c === 'string') s.text(c, x + 4, y, 10)
      else s.value(c.field, c.v, x + 4, y, 10)
    }
    s.right(prem, R - 4, y, 10)
    s.hline(L, R, y + 5, 0.3)
    y += 17
  }
  y += 6
  s.text('Fees and surcharges', cols[0]! + 4, y, 10)
  // Fees and surcharges make up the rest, so that the column adds up to the total.
  s.right(m(Math.round((p.premium - parts.reduce((a, b) => a + b, 0)) * 100) / 100), R - 4, y, 10)
  y += 17
  s.text('Total Annual Premium', cols[0]! + 4, y, 10.5, true)
  s.value('policy.premium', cash(p.premium, 'bare-cents'), R - 4, y, 10.5, {
    bold: true,
    align: 'right',
  })
  y += 30
  s.text('Forms and endorsements: HO 00 03 (05/11), HO 04 90 (05/11), HO 04 16 (10/00).', L, y, 9)
  s.text(
    `Report a claim: ${p.claimsPhone}. Billing account ${p.accountNumber}; first installment ${m(p.installment)}.`,
    L,
    y + 13,
    9,
  )
  s.center('Page 2 of 2', 306, 776, 8)
  return s.finish()
}

/** An XML policy inquiry response printed in courier: every value between its tags. */
async function xmlExport(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('courier')
  const size = 7.6
  const cw = s.width('x', size)
  const X = 36
  let y = 40
  const line = (depth: number, text: string): void => {
    s.text(text, X + depth * 2 * cw, y, size)
    y += 9.2
  }
  /** <Tag>value</Tag> with only the value recorded as the answer. */
  const tagged = (
    depth: number,
    tag: string,
    v: Printed | string,
    field?: ExtractionFieldId,
  ): void => {
    const x = X + depth * 2 * cw
    const open = `<${tag}>`
    s.text(open, x, y, size)
    const vx = x + open.length * cw
    const printed = typeof v === 'string' ? v : v.printed
    if (field !== undefined && typeof v !== 'string') s.value(field, v, vx, y, size)
    else s.text(printed, vx, y, size)
    s.text(`</${tag}>`, vx + printed.length * cw, y, size)
    y += 9.2
  }
  const iso = (d: string): Printed => dt(d, 'iso')
  const amt = (n: number): Printed => cash(n, 'plain')
  line(0, '<?xml version="1.0" encoding="UTF-8"?>')
  line(
    0,
    `<PolicyInquiryRs xmlns="urn:agency:inquiry:v2" RqUID="${digits(rnd, 8)}-${digits(rnd, 4)}">`,
  )
  tagged(1, 'MsgStatusCd', 'Success')
  tagged(1, 'TransactionResponseDt', printDate(addDays(p.issueDate, 3), 'iso'))
  line(1, '<HomePolicy>')
  tagged(2, 'PolicyNumber', txt(p.policyNumber), 'policy.policyNumber')
  tagged(2, 'PriorPolicyNumber', p.priorPolicyNumber)
  tagged(2, 'LOBCd', 'HOME')
  tagged(2, 'CompanyName', txt(p.carrier), 'policy.carrier')
  tagged(2, 'NAICCd', p.naic)
  line(2, '<Producer>')
  tagged(3, 'CommercialName', txt(p.producer), 'policy.producer')
  tagged(3, 'ContractNumber', p.agencyCode)
  tagged(3, 'PhoneNumber', p.agencyPhone)
  line(2, '</Producer>')
  line(2, '<InsuredOrPrincipal InsuredOrPrincipalRoleCd="Insured">')
  tagged(3, 'FullName', txt(p.namedInsured), 'policy.namedInsured')
  tagged(3, 'Addr1', p.mailingStreet)
  tagged(3, 'CityStatePostal', p.mailingCity)
  line(2, '</InsuredOrPrincipal>')
  if (chance(rnd, 0.5)) {
    line(2, '<InsuredOrPrincipal InsuredOrPrincipalRoleCd="CoInsured">')
    tagged(3, 'FullName', p.secondInsured)
    line(2, '</InsuredOrPrincipal>')
  }
  line(2, '<ContractTerm>')
  tagged(3, 'EffectiveDt', iso(p.effectiveDate), 'policy.effectiveDate')
  tagged(3, 'ExpirationDt', iso(p.expirationDate), 'policy.expirationDate')
  tagged(3, 'DurationPeriod', '12 MON')
  line(2, '</ContractTerm>')
  line(2, '<Location id="L1">')
  tagged(3, 'Addr1', txt(p.street), 'property.address')
  tagged(3, 'City', p.city)
  tagged(3, 'StateProvCd', p.state)
  tagged(3, 'PostalCode', p.zip)
  line(3, '<Dwell>')
  tagged(4, 'YearBuilt', year(p.yearBuilt), 'property.yearBuilt')
  tagged(4, 'RoofYear', String(p.roofYear))
  line(3, '</Dwell>')
  line(2, '</Location>')
  const cov = (
    code: string,
    limit: Printed | string,
    field?: ExtractionFieldId,
    ded?: Printed,
  ): void => {
    line(2, '<Coverage>')
    tagged(3, 'CoverageCd', code)
    tagged(3, 'LimitAmt', limit, field)
    if (ded !== undefined) tagged(3, 'DeductibleAmt', ded, 'policy.deductible')
    line(2, '</Coverage>')
  }
  cov('DWELL', amt(p.coverageAmount), 'policy.coverageAmount', amt(p.deductible))
  cov('OS', String(p.otherStructures))
  cov('PP', String(p.contents))
  cov('LOU', String(p.lossOfUse))
  cov('PL', String(p.liability))
  line(2, '<PremiumInfo>')
  tagged(3, 'FullTermAmt', amt(p.premium), 'policy.premium')
  tagged(3, 'PriorTermAmt', String(p.priorPremium))
  tagged(3, 'InstallmentAmt', String(p.installment))
  tagged(3, 'InstallmentFeeAmt', String(p.installmentFee))
  line(2, '</PremiumInfo>')
  if (p.hasMortgagee) {
    line(2, '<AdditionalInterest>')
    tagged(3, 'NatureInterestCd', 'MORTG')
    tagged(3, 'InterestRank', '1')
    tagged(3, 'CommercialName', txt(p.mortgagee), 'policy.mortgagee')
    tagged(3, 'AccountNumberId', txt(p.loanNumber), 'policy.loanNumber')
    line(2, '</AdditionalInterest>')
  } else line(2, '<AdditionalInterest/>')
  line(2, '<Claim>')
  tagged(3, 'ClaimNumber', p.claimNumber)
  tagged(3, 'LossDt', printDate(addDays(p.effectiveDate, -int(rnd, 200, 900)), 'iso'))
  tagged(3, 'StatusCd', 'Closed')
  line(2, '</Claim>')
  line(1, '</HomePolicy>')
  line(0, '</PolicyInquiryRs>')
  return s.finish()
}

/** Three locations, each in its own block; Location 1 holds the answers. */
async function threeLocations(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 44
  const R = 568
  const D = 'month-d-y' as const
  s.value('policy.carrier', txt(p.carrier), L, 50, 13, { bold: true })
  s.right('COMMERCIAL PROPERTY', R, 46, 10, true)
  s.right('Multiple Location Declarations', R, 58, 8.5)
  s.hline(L, R, 68, 1)
  let y = 88
  const kv = (label: string, x: number, yy: number): number =>
    endX(s, s.text(`${label}:`, x, yy, 8.5, true)) + 5
  s.value('policy.namedInsured', txt(p.namedInsured), kv('Named Insured', L, y), y, 9.5)
  s.value('policy.policyNumber', txt(p.policyNumber), kv('Policy No', 370, y), y, 9.5)
  y += 13
  s.text(`${p.mailingStreet}, ${p.mailingCity}`, L + 72, y, 9.5)
  y += 16
  const eff = s.value(
    'policy.effectiveDate',
    dt(p.effectiveDate, D),
    kv('Policy Term', L, y),
    y,
    9.5,
  )
  const to = s.text('to', endX(s, eff) + 4, y, 9.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, to) + 4, y, 9.5)
  s.value('policy.producer', txt(p.producer), kv('Producer', 370, y), y, 9.5)
  y += 26
  const other = (): string =>
    `${int(rnd, 10, 9999)} ${pick(rnd, STREET_NAMES)} ${pick(rnd, STREET_TYPES)}`
  const place2 = pick(rnd, PLACES)
  const locs = [
    {
      street: p.street,
      city: cityLine(p),
      built: p.yearBuilt,
      limit: p.coverageAmount,
      ded: p.deductible,
    },
    {
      street: p.street2,
      city: `${place2[0]}, ${place2[1]} ${place2[2]}`,
      built: int(rnd, 1950, 2015),
      limit: p.limit2,
      ded: p.priorDeductible,
    },
    {
      street: other(),
      city: cityLine(p),
      built: int(rnd, 1930, 2020),
      limit: Math.round(p.limit2 / 3 / 1000) * 1000,
      ded: p.priorDeductible,
    },
  ]
  const locPremium = locs.map(
    (l) =>
      Math.round(
        (l.limit / (p.coverageAmount + p.limit2 + locs[2]!.limit)) * p.premium * 0.94 * 100,
      ) / 100,
  )
  locs.forEach((l, i) => {
    const first = i === 0
    s.rect(L, y, R - L, 86, first ? 1.2 : 0.5)
    s.band(L, y, R - L, 15, first ? 0.78 : 0.9)
    s.text(`LOCATION ${i + 1} OF 3   ·   BUILDING 1`, L + 6, y + 11, 8.5, true)
    s.right(`Location premium ${printMoney(locPremium[i]!, 'cents')}`, R - 6, y + 11, 8.5)
    const yy = y + 30
    s.text('Premises address', L + 6, yy, 7.5)
    if (first) s.value('property.address', txt(l.street), L + 6, yy + 12, 9.5)
    else s.text(l.street, L + 6, yy + 12, 9.5)
    s.text(l.city, L + 6, yy + 24, 9.5)
    s.text('Year built', 230, yy, 7.5)
    if (first) s.value('property.yearBuilt', year(l.built), 230, yy + 12, 9.5)
    else s.text(String(l.built), 230, yy + 12, 9.5)
    s.text(pick(rnd, ['Joisted masonry', 'Frame', 'Non-combustible']), 230, yy + 24, 8.5)
    s.text('Building limit', 330, yy, 7.5)
    if (first)
      s.value('policy.coverageAmount', cash(l.limit, 'dollars'), 330, yy + 12, 9.5, { bold: true })
    else s.text(printMoney(l.limit, 'dollars'), 330, yy + 12, 9.5)
    s.text(
      `BPP ${printMoney(Math.round((l.limit * 0.3) / 1000) * 1000, 'dollars')}`,
      330,
      yy + 24,
      8.5,
    )
    s.text('Deductible', 450, yy, 7.5)
    if (first) s.value('policy.deductible', cash(l.ded, 'dollars'), 450, yy + 12, 9.5)
    else s.text(printMoney(l.ded, 'dollars'), 450, yy + 12, 9.5)
    s.text('Coinsurance 90%', 450, yy + 24, 8.5)
    y += 96
  })
  y += 6
  s.text('PREMIUM SUMMARY', L, y, 9, true)
  y += 14
  locPremium.forEach((lp, i) => {
    s.text(`Location ${i + 1}`, L, y, 9)
    s.right(printMoney(lp, 'cents'), 300, y, 9)
    y += 12
  })
  const rest = Math.round((p.premium - locPremium.reduce((a, b) => a + b, 0)) * 100) / 100
  s.text('Terrorism (TRIA) and equipment breakdown', L, y, 9)
  s.right(printMoney(rest, 'cents'), 300, y, 9)
  y += 14
  s.text('Total policy premium', L, y, 9.5, true)
  s.value('policy.premium', cash(p.premium, 'cents'), 300, y, 9.5, { bold: true, align: 'right' })
  y += 26
  s.text('MORTGAGEHOLDERS', L, y, 9, true)
  y += 14
  if (p.hasMortgagee) {
    s.text('Loc. 1:', L, y, 9)
    const m = s.value('policy.mortgagee', txt(p.mortgagee), L + 40, y, 9)
    const ln = s.text('— loan', endX(s, m) + 4, y, 9)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, ln) + 4, y, 9)
    y += 12
    if (chance(rnd, 0.6)) {
      s.text(`Loc. 2:  ${p.secondLender} — loan ${p.secondLoanNumber}`, L, y, 9)
      y += 12
    }
  } else {
    s.text('None scheduled at any location.', L, y, 9)
    y += 12
  }
  y += 16
  s.text(
    `Agent code ${p.agencyCode} · ${p.agencyPhone} · Claims ${p.claimsPhone} · Form CP 00 10 10 12`,
    L,
    y,
    7.5,
  )
  return s.finish()
}

export const FAMILIES_C: readonly BlindFamily[] = [
  {
    id: 'bq07',
    name: 'split-coverage-table',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.split,
    features:
      'homeowners declarations in Times with a band logo: "Insured(s)", "Underwritten by", "Coverage Period: In force from Jan. 5th, 2026 until Jan. 5th, 2027" as a sentence, "Lienholder", renewal prose with the prior policy and last term\'s premium; the coverage table\'s header row at the foot of page 1 and its rows (A–F, limits 1,250,000.00, deductible on row A only, premium parts) at the top of page 2 with no header, fees, total, installment',
    render: splitTable,
  },
  {
    id: 'bq08',
    name: 'xml-inquiry',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.xml,
    features:
      'an XML policy-inquiry response printed in courier: <PolicyNumber>, <CompanyName>, <FullName> (a co-insured on half), <EffectiveDt> ISO dates, <Location id="L1"><Addr1>, <YearBuilt> beside <RoofYear>, coverages with <CoverageCd> DWELL/OS/PP/LOU/PL (DWELL is the answer), <FullTermAmt> beside prior-term and installment amounts, <AdditionalInterest> MORTG (or empty), a closed claim; values glued to their tags',
    render: xmlExport,
  },
  {
    id: 'bq09',
    name: 'three-locations',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.locations,
    features:
      'commercial property declarations with three framed location blocks ("LOCATION 1 OF 3"), each with its address, year built, building limit, BPP, deductible and location premium (Location 1 is the answer); a premium summary by location plus TRIA, the total; mortgageholders by location (a second on Location 2 most of the time), "None scheduled"; "Policy Term: January 5, 2026 to January 5, 2027"',
    render: threeLocations,
  },
]
