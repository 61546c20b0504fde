/**
 * Families bf03–bf04: a flood zone determination certificate bundled with the flood policy's
 * declarations summary (two pages: the lender and the building on the first, the policy on the
 * second); and a condominium association's insurance certificate letter to a unit owner's lender
 * about the association's master policy.
 */
import { cash, dt, endX, fitSize, run, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { FAMILY_NAMES, brandOf, printDate, printMoney } from './words'

/**
 * Page 1, a determination vendor's certificate: numbered sections in ruled boxes (lender, community
 * and map, determination), the building's address; page 2, the flood policy's declarations
 * summary with the building and contents coverages side by side and the premium built up line by
 * line. Map and determination dates, community numbers and contents amounts are not answers.
 */
async function floodBundle(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 44
  const R = 568
  const W = R - L
  const vendor = `${pick(rnd, ['Hydrant', 'Levee', 'Floodway'])} Zone Data Services, Inc.`
  s.text(vendor, L, 46, 12, true)
  s.right(`Determination No. FZ${digits(rnd, 9)}`, R, 46, 9)
  s.center('FLOOD ZONE DETERMINATION CERTIFICATE', 306, 76, 13, true)
  s.center('Issued to satisfy the flood insurance requirements of federal lending law', 306, 90, 8)
  const box = (n: number, title: string, top: number, h: number): void => {
    s.band(L, top, W, 15, 0.85)
    s.text(`SECTION ${n} - ${title}`, L + 6, top + 11, 8.5, true)
    s.rect(L, top, W, h, 0.7)
  }
  const lab = (t: string, x: number, y: number): void => {
    s.text(t, x, y, 7, false, 0.3)
  }
  let top = 108
  box(1, 'LENDER / REQUESTER', top, 74)
  lab('Lender name and address', L + 8, top + 28)
  lab('Lender ID', L + 330, top + 28)
  lab('Loan number', L + 430, top + 28)
  if (p.hasMortgagee) {
    const lines = s.split(p.mortgagee, 9.5, 300)
    const ly = s.valueLines('policy.mortgagee', lines, p.mortgagee, L + 8, top + 41, 9.5, 11)
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L + 8, ly + 1, 8.5)
    s.text(`L${digits(rnd, 6)}`, L + 330, top + 41, 9.5)
    s.value('policy.loanNumber', txt(p.loanNumber), L + 430, top + 41, 9.5)
  } else {
    s.text('Requested by the property owner (no lender)', L + 8, top + 41, 9.5)
    s.text('-', L + 330, top + 41, 9.5)
    s.text('-', L + 430, top + 41, 9.5)
  }
  top += 84
  box(2, 'BUILDING / PROPERTY', top, 60)
  lab('Address of the building', L + 8, top + 28)
  lab('Borrower / owner', L + 330, top + 28)
  s.value('property.address', txt(p.street), L + 8, top + 41, 9.5)
  s.text(`${p.city}, ${p.state} ${p.zip}`, L + 8, top + 53, 9.5)
  s.text(p.secondInsured, L + 330, top + 41, fitSize(s, p.secondInsured, 180, 9.5))
  top += 70
  box(3, 'NATIONAL FLOOD INSURANCE PROGRAM COMMUNITY AND MAP', top, 96)
  const community = `${digits(rnd, 5)}${int(rnd, 1, 9)}`
  const mapDate = `${int(rnd, 2008, 2024)}-${String(int(rnd, 1, 12)).padStart(2, '0')}-${String(int(rnd, 1, 28)).padStart(2, '0')}`
  const cells: Array<[string, string]> = [
    ['Community name', `${p.city}, ${p.state}`],
    ['County', `${pick(rnd, FAMILY_NAMES)} County`],
    ['Community number', community],
    ['Map panel number', `${community.slice(0, 5)}C${digits(rnd, 4)}${pick(rnd, ['E', 'F', 'G'])}`],
    ['Map effective date', printDate(mapDate, 'mdy')],
    [
      'LOMA / LOMR date',
      pick(rnd, ['None', printDate(addDays(mapDate, int(rnd, 90, 900)), 'mdy')]),
    ],
  ]
  cells.forEach(([k, v], i) => {
    const x = L + 8 + (i % 3) * 174
    const y = top + 30 + Math.floor(i / 3) * 32
    lab(k, x, y)
    s.text(v, x, y + 13, 9.5)
  })
  top += 106
  box(4, 'DETERMINATION', top, 92)
  const zone = pick(rnd, ['AE', 'A', 'VE', 'X (shaded)', 'AO'])
  lab('Flood zone', L + 8, top + 30)
  s.text(zone, L + 8, top + 46, 16, true)
  lab('Is the building in a Special Flood Hazard Area?', L + 174, top + 30)
  s.text(
    zone.startsWith('X') ? 'NO' : 'YES - flood insurance is required',
    L + 174,
    top + 46,
    10,
    true,
  )
  lab('Date of determination', L + 174, top + 64)
  s.text(printDate(addDays(p.effectiveDate, -int(rnd, 20, 80)), 'mdy'), L + 174, top + 78, 9.5)
  lab('Life-of-loan tracking', L + 380, top + 64)
  s.text('Yes', L + 380, top + 78, 9.5)
  s.text(
    'This determination is based on the map in effect on the determination date and is not a survey.',
    L,
    top + 112,
    7.5,
  )
  // Page 2: the flood policy's declarations summary.
  s.newPage()
  const D = 'mdy-dash' as const
  s.logo(brandOf(p.carrier), L + 6, 52, 15, 'frame')
  s.right('FLOOD POLICY DECLARATIONS SUMMARY', R, 44, 11, true)
  s.right('Residential - Write Your Own program', R, 58, 8)
  const carrier = s.split(p.carrier, 9, 250)
  s.valueLines('policy.carrier', carrier, p.carrier, L, 84, 9, 10.5)
  const pair = (label: string, y: number, x: number): number => {
    s.text(label, x, y, 8, true)
    return x + 100
  }
  let y = 124
  s.value('policy.policyNumber', txt(p.policyNumber), pair('Policy number', y, L), y, 9.5)
  s.text(`prior ${p.priorPolicyNumber}`, pair('Renewal of', y, 300), y, 9.5)
  y += 16
  const e = s.value(
    'policy.effectiveDate',
    dt(p.effectiveDate, D),
    pair('Policy term', y, L),
    y,
    9.5,
  )
  const thru = s.text('through', endX(s, e) + 4, y, 9.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, thru) + 4, y, 9.5)
  s.text('12:01 AM local time', pair('Waiting period', y, 300) + 30, y, 9.5)
  y += 16
  const ni = fitSize(s, p.namedInsured, 190, 9.5)
  s.value('policy.namedInsured', txt(p.namedInsured), pair('Insured', y, L), y, ni)
  s.value('property.yearBuilt', year(p.yearBuilt), pair('Construction date', y, 300) + 30, y, 9.5)
  y += 16
  s.text(`${p.mailingStreet}, ${p.mailingCity}`, L + 100, y, 8.5)
  s.text(pick(rnd, ['Post-FIRM', 'Pre-FIRM']), pair('Rating', y, 300) + 30, y, 9.5)
  // Coverages side by side.
  y += 30
  const contents = Math.min(100_000, Math.round(p.contents / 1000) * 1000)
  const bld = Math.min(250_000, p.coverageAmount)
  const cDed = pick(
    rnd,
    [1000, 1250, 2000].filter((d) => d !== p.deductible),
  )
  s.grid(L, y, [176, 174, 174], [18, 20, 20])
  s.band(L, y, W, 18, 0.88)
  s.text('Coverage', L + 6, y + 12, 8.5, true)
  s.text('Building', L + 182, y + 12, 8.5, true)
  s.text('Contents', L + 356, y + 12, 8.5, true)
  s.text('Limit of liability', L + 6, y + 32, 8.5)
  s.text('Deductible', L + 6, y + 52, 8.5)
  s.value('policy.coverageAmount', cash(bld, 'cents'), L + 182, y + 32, 9.5)
  s.value('policy.deductible', cash(p.deductible, 'cents'), L + 182, y + 52, 9.5)
  s.text(printMoney(contents, 'cents'), L + 356, y + 32, 9.5)
  s.text(printMoney(cDed, 'cents'), L + 356, y + 52, 9.5)
  // The premium, line by line: the total is the answer.
  y += 84
  s.text('PREMIUM', L, y, 10, true)
  const fee = p.policyFee
  const hfiaa = pick(rnd, [25, 250])
  const reserve = Math.round(p.premium * 0.14 * 100) / 100
  const icc = int(rnd, 5, 75)
  const rest = Math.round((p.premium - fee - hfiaa - reserve - icc) * 100) / 100
  const contentsPrem = Math.round(rest * 0.3 * 100) / 100
  const bldPrem = Math.round((rest - contentsPrem) * 100) / 100
  const lines: Array<[string, number]> = [
    ['Building premium', bldPrem],
    ['Contents premium', contentsPrem],
    ['Increased cost of compliance (ICC)', icc],
    ['Reserve fund assessment', reserve],
    ['HFIAA surcharge', hfiaa],
    ['Federal policy fee', fee],
  ]
  y += 6
  for (const [k, v] of lines) {
    y += 14
    s.text(k, L + 10, y, 9)
    s.right(printMoney(v, 'cents'), L + 330, y, 9)
  }
  s.hline(L + 230, L + 330, y + 5, 0.6)
  y += 18
  s.text('Total annual premium', L + 10, y, 9.5, true)
  const tot = printMoney(p.premium, 'cents')
  s.value('policy.premium', cash(p.premium, 'cents'), L + 330 - s.width(tot, 9.5, true), y, 9.5, {
    bold: true,
  })
  y += 34
  const agent = s.text('Agent:', L, y, 9, true)
  s.value('policy.producer', txt(p.producer), endX(s, agent) + 5, y, 9)
  s.text(`Phone ${p.agencyPhone}`, L + 330, y, 9)
  s.text(
    p.hasMortgagee
      ? 'The lender and loan shown on the determination certificate are the first mortgagee on this policy.'
      : 'No mortgagee is shown on this policy.',
    L,
    y + 20,
    7.5,
  )
  return s.finish()
}

/**
 * An association's letter to a unit owner's lender: the management company's letterhead, the
 * lender's address, a "RE:" block with the unit owner, unit and loan, and the master policy's
 * facts in sentences. The owner's name, the unit's share of the premium and the association's
 * other coverages (liability, fidelity, directors and officers) are not answers.
 */
async function condoLetter(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 72
  const R = 540
  const D = 'month-th' as const
  const association = `${pick(rnd, FAMILY_NAMES)} ${pick(rnd, ['Landing', 'Commons', 'Court', 'Heights'])} Condominium Association, Inc.`
  const manager = `${pick(rnd, FAMILY_NAMES)} Community Management`
  s.center(association, 306, 56, 14, true)
  s.center(`c/o ${manager}  ·  ${p.mailingStreet}, ${p.mailingCity}`, 306, 71, 9)
  s.hline(L, R, 80, 0.8)
  s.text(printDate(p.issueDate, 'month-d-y'), L, 110, 11)
  let y = 140
  if (p.hasMortgagee) {
    s.text('Via e-mail and first-class mail', L, y - 14, 8.5)
    s.value('policy.mortgagee', txt(p.mortgagee), L, y, fitSize(s, p.mortgagee, R - L, 11))
    s.text('Attn: Hazard Insurance Department', L, y + 14, 11)
    s.text(p.lenderStreet, L, y + 28, 11)
    s.text(p.lenderCity, L, y + 42, 11)
  } else {
    s.text(p.secondInsured, L, y, 11)
    s.text(`Unit owner, ${p.street}`, L, y + 14, 11)
  }
  y += 72
  const unit = `Unit ${int(rnd, 1, 4)}${String(int(rnd, 1, 20)).padStart(2, '0')}`
  s.text('RE:', L, y, 11, true)
  s.text(`Unit owner: ${p.secondInsured}`, L + 36, y, 11)
  const ub = s.text(`Unit: ${unit}, building at`, L + 36, y + 14, 11)
  s.value('property.address', txt(p.street), endX(s, ub) + 4, y + 14, 11)
  s.text(`${p.city}, ${p.state} ${p.zip}`, L + 36, y + 28, 11)
  if (p.hasMortgagee) {
    const lb = s.text('Your loan no.', L + 36, y + 42, 11)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, lb) + 4, y + 42, 11)
  }
  y += 74
  s.text('To whom it may concern:', L, y, 11)
  const para = (runs: Parameters<typeof spaced>[0], yy: number): number =>
    s.prose(spaced(runs), L, yy, 11, R - L)
  y = para(
    [
      'The association named above is the named insured of a master policy covering the buildings of the condominium. We confirm the following for your file on the unit named above. The named insured is',
      run('policy.namedInsured', txt(association)),
      '; the policy is number',
      run('policy.policyNumber', txt(p.policyNumber)),
      ', written by',
      run('policy.carrier', txt(p.carrier)),
      ', and is in force from the',
      run('policy.effectiveDate', dt(p.effectiveDate, D)),
      'to the',
      run('policy.expirationDate', dt(p.expirationDate, D)),
      '.',
    ],
    y + 22,
  )
  y = para(
    [
      'The master policy insures all buildings, including the walls of the units and fixtures as originally installed, for their full replacement cost of',
      run('policy.coverageAmount', cash(p.coverageAmount, 'dollars')),
      'on a blanket basis, subject to a deductible of',
      run('policy.deductible', cash(p.deductible, 'dollars')),
      `per occurrence. The complex was completed in`,
      run('property.yearBuilt', year(p.yearBuilt)),
      '.',
    ],
    y + 8,
  )
  const share = Math.round((p.premium / int(rnd, 24, 140)) * 100) / 100
  y = para(
    [
      'The annual master premium is',
      run('policy.premium', cash(p.premium, 'cents')),
      `, paid by the association; ${printMoney(share, 'cents')} of it is the share of this unit and is included in its monthly dues. The association also carries general liability of ${printMoney(p.liability * 2, 'dollars')}, a fidelity bond of ${printMoney(int(rnd, 10, 60) * 10000, 'dollars')} and directors and officers cover of ${printMoney(1_000_000, 'dollars')}.`,
    ],
    y + 8,
  )
  y = para(
    [
      `The unit owner's own policy (HO-6) is separate and is not evidenced by this letter. The association's insurance agent is`,
      run('policy.producer', txt(p.producer)),
      `, ${p.agencyPhone}; please send any request for a certificate naming your institution to the agent.`,
    ],
    y + 8,
  )
  s.text('Sincerely,', L, y + 18, 11)
  s.text(`${p.agentName}, Community Manager`, L, y + 52, 11)
  s.text(`for the Board of Directors, ${manager}`, L, y + 66, 11)
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'bf03',
    name: 'flood-zone-bundle',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.flood,
    features:
      'two pages: a flood zone determination certificate in numbered ruled sections (lender and loan, building address, community and map, zone) and the flood policy declarations summary (building beside contents, premium built up line by line, the total the answer); map and determination dates, community and panel numbers, contents limit and deductible are not answers',
    render: floodBundle,
  },
  {
    id: 'bf04',
    name: 'condo-association-letter',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.master,
    features:
      "a condominium association's letter to a unit owner's lender about the master policy: the association is the named insured, the facts in sentences (dates as \"January 5th, 2026\"), the unit owner, the unit's premium share and the association's liability, fidelity and D&O limits are not answers",
    render: condoLetter,
  },
]
