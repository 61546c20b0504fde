/**
 * A landlord's insurance compliance form that a net-lease tenant completes: what the lease
 * requires in the left column, what the tenant carries typed in the right (family tq03); and a
 * probate inventory on a landscape page whose schedule lists the residence, its homeowners policy
 * and the mortgage among the estate's assets and debts, with footnotes (family tq04).
 */
import { cash, cityLine, dt, endX, run, spaced, txt, year, type BlindFamily } from './family'
import { PAGE_H, PAGE_W, Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { FAMILY_NAMES, GIVEN_NAMES, OTHER_CARRIERS, printDate, printMoney } from './words'

/**
 * The landlord's heading, the premises (suite, street, year built), then a two-column ruled table:
 * the lease's requirement on the left in Helvetica, the tenant's answer typed on the right; the
 * liability row's own insurer and number above the property rows; the tenant's signature block.
 */
async function leaseCompliance(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 48
  const R = 564
  const D = 'y-mon-d' as const
  const M = 'usd-tight' as const
  const landlord = `${pick(rnd, FAMILY_NAMES)} Commercial Properties LP`
  s.text(landlord, L, 48, 12, true)
  s.text('TENANT INSURANCE COMPLIANCE FORM  (Lease Article 11)', L, 66, 10, true)
  s.right(`Lease ID ${digits(rnd, 4)}-${digits(rnd, 2)}`, R, 48, 8)
  s.right(
    `Property manager: ${p.agentName === p.secondInsured ? 'Office' : p.secondInsured}`,
    R,
    60,
    8,
  )
  s.hline(L, R, 74, 1)
  s.text('Tenant (named insured):', L, 94, 9, true)
  s.value('policy.namedInsured', txt(p.namedInsured), L + 120, 94, 9)
  s.text(`Suite ${int(rnd, 100, 450)},`, L, 110, 9)
  s.value('property.address', txt(p.street), L + 52, 110, 9)
  s.text(cityLine(p), L + 250, 110, 9)
  const yb = s.text('Building constructed in', L, 124, 9)
  const yv = s.value('property.yearBuilt', year(p.yearBuilt), endX(s, yb) + 4, 124, 9)
  s.text(`; last renovated ${p.roofYear}`, endX(s, yv) + 1, 124, 9)
  const cols = [130, 170, R - L - 300]
  const top = 140
  s.band(L, top, R - L, 16, 0.82)
  s.text('Item', L + 4, top + 11, 8.5, true)
  s.text('THE LEASE REQUIRES', L + cols[0]! + 4, top + 11, 8.5, true)
  s.text('TENANT PROVIDES (type or print)', L + cols[0]! + cols[1]! + 4, top + 11, 8.5, true)
  const rows: number[] = [16]
  let y = top + 16
  const xa = L + cols[0]! + cols[1]! + 6
  const row = (item: string, req: string, answer: (by: number) => void, h = 20): void => {
    s.text(item, L + 4, y + 13, 8.5, true)
    const lines = s.split(req, 7.5, cols[1]! - 8)
    lines.forEach((l, i) => s.text(l, L + cols[0]! + 4, y + 11 + i * 9, 7.5))
    answer(y + 13)
    const rh = Math.max(h, 6 + lines.length * 9)
    rows.push(rh)
    y += rh
  }
  const liab = `${OTHER_CARRIERS[3]!} / CGL-${digits(rnd, 6)}`
  row(
    'General liability',
    `${printMoney(2_000_000, M)} per occurrence; Landlord additional insured`,
    (by) => s.text(liab, xa, by, 8),
  )
  row(
    'Property insurer',
    'Rated A- or better, admitted in the state',
    (by) => {
      const lines = s.split(p.carrier, 8, cols[2]! - 10)
      s.valueLines('policy.carrier', lines, p.carrier, xa, by, 8, 9.5)
    },
    26,
  )
  row('Policy number', 'Special form (all risk) on the whole building', (by) =>
    s.value('policy.policyNumber', txt(p.policyNumber), xa, by, 8.5, { bold: true }),
  )
  row(
    'Policy period',
    'Continuous for the lease term; renewals by 30 days before expiry',
    (by) => {
      const a = s.value('policy.effectiveDate', dt(p.effectiveDate, D), xa, by, 8.5)
      s.text('through', endX(s, a) + 4, by, 8.5)
      s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, a) + 40, by, 8.5)
    },
    24,
  )
  row(
    'Building limit',
    `Full replacement cost, not less than ${printMoney(Math.round((p.coverageAmount * 0.8) / 1000) * 1000, M)}`,
    (by) => s.value('policy.coverageAmount', cash(p.coverageAmount, M), xa, by, 8.5),
  )
  row('Deductible', `Not more than ${printMoney(25_000, M)} per occurrence`, (by) =>
    s.value('policy.deductible', cash(p.deductible, M), xa, by, 8.5),
  )
  row('Annual premium', 'Paid by Tenant; reimbursable as additional rent: no', (by) =>
    s.value('policy.premium', cash(p.premium, 'dollars'), xa, by, 8.5),
  )
  row('Agent / broker', 'Name and phone of the agent who placed it', (by) => {
    s.value('policy.producer', txt(p.producer), xa, by, 8)
  })
  row(
    'Mortgagee',
    "Landlord's lender as mortgagee under the standard clause",
    (by) => {
      if (p.hasMortgagee) s.value('policy.mortgagee', txt(p.mortgagee), xa, by, 8)
      else s.text('None (Landlord has no lender)', xa, by, 8)
    },
    22,
  )
  row("Lender's loan no.", 'As Landlord gives it (see Landlord notice)', (by) => {
    if (p.hasMortgagee) s.value('policy.loanNumber', txt(p.loanNumber), xa, by, 8.5)
    else s.text('N/A', xa, by, 8.5)
  })
  s.grid(L, top, cols, rows)
  y += 18
  y = s.prose(
    [
      `The tenant's previous property policy (${p.priorPolicyNumber}, building limit ${printMoney(p.priorCoverage, M)}) expired on ${printDate(p.effectiveDate, D)}. Any open claim: ${p.claimNumber}. Agent's phone ${p.agencyPhone}.`,
    ],
    L,
    y,
    8.5,
    R - L,
  )
  s.text('Certified by Tenant: ______________________________', L, y + 26, 9)
  s.text(`Date: ${printDate(p.issueDate, D)}`, L + 330, y + 26, 9)
  s.text('Return with the ACORD certificate to the property manager within 10 days.', L, 760, 7)
  return s.finish()
}

/**
 * A landscape probate inventory: the court's caption, then one ruled schedule of assets and debts
 * with a value column: the residence (street, year built), the homeowners policy (every term in
 * its description cell), a car with its own auto policy, and the mortgage; footnotes below.
 */
async function probateInventory(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times', [PAGE_H, PAGE_W])
  const L = 42
  const R = PAGE_H - 42
  const D = 'month-th' as const
  const death = addDays(p.effectiveDate, int(rnd, 30, 200))
  const county = `${p.city.split(' ')[0]} County`
  s.center(`IN THE DISTRICT COURT OF ${county.toUpperCase()}, ${p.state}`, PAGE_H / 2, 40, 11, true)
  s.text('In the Matter of the Estate of', L, 64, 10)
  s.value('policy.namedInsured', txt(p.namedInsured), L + 128, 64, 10, { bold: true })
  s.text(', Deceased.', L + 128 + s.width(p.namedInsured, 10, true), 64, 10)
  s.right(`Probate No. DP-${digits(rnd, 2)}-${digits(rnd, 4)}`, R, 64, 10)
  s.center('INVENTORY AND APPRAISEMENT', PAGE_H / 2, 88, 12, true)
  s.text(
    `Filed by ${pick(rnd, GIVEN_NAMES)} ${p.namedInsured.split(' ').slice(-1)[0]}, Personal Representative. Date of death: ${printDate(death, D)}.`,
    L,
    106,
    9.5,
  )
  const cols = [36, 560, R - L - 596]
  const top = 116
  s.band(L, top, R - L, 16, 0.85)
  s.text('Item', L + 4, top + 11, 9, true)
  s.text('Description', L + cols[0]! + 4, top + 11, 9, true)
  s.text('Value at death \u00b9', L + cols[0]! + cols[1]! + 4, top + 11, 9, true)
  const rows: number[] = [16]
  let y = top + 16
  const item = (n: string, runs: Parameters<typeof spaced>[0], value: string): void => {
    s.text(n, L + 4, y + 12, 9)
    const end = s.prose(spaced(runs), L + cols[0]! + 4, y + 12, 9, cols[1]! - 8)
    s.right(value, R - 4, y + 12, 9)
    const h = end - (y + 12) + 4
    rows.push(h)
    y += h
  }
  item(
    'A-1',
    [
      'Residence (single-family dwelling, built',
      run('property.yearBuilt', year(p.yearBuilt)),
      ') at',
      run('property.address', txt(p.street)),
      `, ${cityLine(p)}; parcel ${digits(rnd, 3)}-${digits(rnd, 3)}-${digits(rnd, 3)}. \u00b2`,
    ],
    printMoney(Math.round((p.coverageAmount * (0.9 + rnd() * 0.5)) / 1000) * 1000, 'cents'),
  )
  item(
    'A-2',
    [
      'Homeowners policy no.',
      run('policy.policyNumber', txt(p.policyNumber)),
      'with',
      run('policy.carrier', txt(p.carrier)),
      ', written through',
      run('policy.producer', txt(p.producer)),
      ', term',
      run('policy.effectiveDate', dt(p.effectiveDate, D)),
      'to',
      run('policy.expirationDate', dt(p.expirationDate, D)),
      '; dwelling',
      run('policy.coverageAmount', cash(p.coverageAmount, 'cents')),
      ', deductible',
      run('policy.deductible', cash(p.deductible, 'cents')),
      ', annual premium',
      run('policy.premium', cash(p.premium, 'cents')),
      'paid in full. Unearned premium shown at right. \u00b3',
    ],
    printMoney(p.premium * 0.4, 'cents'),
  )
  item(
    'A-3',
    [
      `${int(rnd, 2012, 2022)} pickup truck, insured by ${OTHER_CARRIERS[0]!} under auto policy ${digits(rnd, 3)}-${digits(rnd, 4)}-${digits(rnd, 3)} to ${printDate(addDays(death, int(rnd, 20, 150)), D)}.`,
    ],
    printMoney(int(rnd, 6, 31) * 1000, 'cents'),
  )
  item(
    'A-4',
    [`Checking account ending ${digits(rnd, 4)} at ${p.secondLender}.`],
    printMoney(p.installment * 7, 'cents'),
  )
  if (p.hasMortgagee)
    item(
      'D-1',
      [
        'Debt: first mortgage on Item A-1 held by',
        run('policy.mortgagee', txt(p.mortgagee)),
        ', loan no.',
        run('policy.loanNumber', txt(p.loanNumber)),
        ', unpaid balance at death (shown negative). \u2020',
      ],
      `(${printMoney(Math.round(p.coverageAmount * (0.2 + rnd() * 0.4)), 'cents')})`,
    )
  else
    item(
      'D-1',
      ['Debts secured by Item A-1: none (the residence is owned free of any mortgage). \u2020'],
      '0.00',
    )
  s.grid(L, top, cols, rows)
  y += 16
  const notes = [
    `\u00b9 Values per the appraisal of ${printDate(addDays(death, int(rnd, 10, 40)), D)} by a licensed appraiser (fee ${printMoney(450, 'cents')}).`,
    `\u00b2 Assessed for ${p.effectiveDate.slice(0, 4)} at ${printMoney(Math.round(p.coverageAmount * 0.6), 'cents')}; taxes paid through the first half.`,
    `\u00b3 The insurer was told of the death on ${printDate(addDays(death, int(rnd, 3, 12)), D)}; claim ${p.claimNumber} for a water loss remains open.`,
    `\u2020 The prior policy, ${p.priorPolicyNumber}, ended ${printDate(p.effectiveDate, D)} with a dwelling limit of ${printMoney(p.priorCoverage, 'cents')}.`,
  ]
  for (const n of notes) {
    s.text(n, L, y, 8)
    y += 11
  }
  s.text(
    'I declare under penalty of perjury that this inventory is true and complete.',
    L,
    y + 14,
    9,
  )
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'tq03',
    name: 'net-lease-tenant-compliance-form',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.leaseCompliance,
    features:
      "a landlord's compliance form for a net-lease tenant: a two-column ruled table, the lease's requirements (with their own minimum limits and deductibles) left and the tenant's answers right, the liability policy's insurer and number above, `2026-Jan-05`, `USD1,250,000`",
    render: leaseCompliance,
  },
  {
    id: 'tq04',
    name: 'probate-inventory-landscape-footnotes',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.probateInventory,
    features:
      'a probate inventory on a landscape page: the decedent (named insured) in the caption, a ruled schedule whose description cells hold the residence, the homeowners policy in a sentence and the mortgage, a value column of other amounts, numbered footnotes with the prior policy and a claim',
    render: probateInventory,
  },
]
