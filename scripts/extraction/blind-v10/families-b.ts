/**
 * Families bm03–bm04: a carrier's policyholder newsletter in two columns of articles (full of
 * book-wide figures that are not this policy's) with the policyholder's declarations summary in a
 * boxed panel, labels in capitals and each value on the next line, indented; and a home warranty
 * plan confirmation whose own contract, price, service fee, cap and term are not the insurance,
 * with a boxed summary of the hazard policy on file.
 */
import { cash, cityLine, dt, endX, fitSize, txt, year, type BlindFamily } from './family'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { OTHER_CARRIERS, brandOf, printDate, printMoney } from './words'

/**
 * A policyholder newsletter: masthead with the publishing carrier, two columns of articles with
 * figures about the whole book of business, and in the right column a framed "declarations
 * summary" whose labels are capitals with the value indented on the next line.
 */
async function newsletter(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 48
  const R = 564
  const G = 16
  const colW = (R - L - G) / 2
  const C2 = L + colW + G
  const D = 'mon-dot' as const
  s.text(`The ${brandOf(p.carrier)} Hearthside`, L, 62, 24, true)
  s.hline(L, R, 72, 2)
  const pub = s.text('Published quarterly for our policyholders by', L, 86, 9)
  s.value('policy.carrier', txt(p.carrier), endX(s, pub) + 4, 86, 9, { bold: true })
  s.hline(L, R, 92, 0.5)
  // Left column: articles with figures that belong to nobody's policy in particular.
  let y = 114
  const article = (title: string, body: string, x: number, top: number): number => {
    s.text(title, x, top, 12.5, true)
    return s.prose([body], x, top + 16, 9.5, colW)
  }
  const avgLimit = Math.round((250e3 + rnd() * 300e3) / 1000) * 1000
  y = article(
    'Rebuilding costs keep climbing',
    `Across our book, the average dwelling limit rose to ${printMoney(avgLimit, 'dollars')} this year, and lumber alone is up ${int(rnd, 6, 19)}% since ${int(rnd, 2019, 2023)}. If you have remodeled, a kitchen can add $40,000 or more to what it costs to rebuild. Ask your agent to review your Coverage A before your next renewal.`,
    L,
    y,
  )
  y = article(
    'Choosing a higher deductible',
    `Policyholders who moved from a $500 to a $2,500 all-peril deductible saved an average of $${int(rnd, 140, 390)} a year. A higher deductible is not for everyone: keep that amount in savings before you choose it.`,
    L,
    y + 10,
  )
  y = article(
    'Storm season checklist',
    `Clear gutters, trim limbs that overhang the roof and photograph every room. In ${int(rnd, 2022, 2025)} our adjusters closed ${int(rnd, 2100, 9800).toLocaleString('en-US')} wind and hail claims, and the average payment was ${printMoney(int(rnd, 8, 24) * 1000, 'dollars')}. Claims line: ${p.claimsPhone}, day or night.`,
    L,
    y + 10,
  )
  article(
    'Meet the claims team',
    `Our field staff grew to ${int(rnd, 40, 140)} adjusters in ${int(rnd, 8, 19)} states this year. Most property claims are now inspected within five business days of the first notice of loss.`,
    L,
    y + 10,
  )
  s.vline(L + colW + G / 2, 100, 740, 0.4)
  // Right column: the framed summary, labels in capitals, values on the next line, indented.
  const top = 104
  s.band(C2, top, colW, 20, 0.2)
  s.text('YOUR DECLARATIONS SUMMARY', C2 + 8, top + 14, 10, true, 1)
  y = top + 36
  const item = (
    label: string,
    field: ExtractionFieldId | null,
    v: Printed,
    extra?: string,
  ): void => {
    s.text(label, C2 + 8, y, 7.5, true)
    if (field === null) s.text(v.printed, C2 + 22, y + 12, 10)
    else s.value(field, v, C2 + 22, y + 12, fitSize(s, v.printed, colW - 30, 10))
    if (extra !== undefined) s.text(extra, C2 + 22, y + 24, 8.5)
    y += extra === undefined ? 30 : 40
  }
  item('POLICY NUMBER', 'policy.policyNumber', txt(p.policyNumber))
  item('NAMED INSURED', 'policy.namedInsured', txt(p.namedInsured))
  item('INSURED LOCATION', 'property.address', txt(p.street), cityLine(p))
  s.text('POLICY PERIOD', C2 + 8, y, 7.5, true)
  const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), C2 + 22, y + 12, 10)
  const dash = s.text('through', endX(s, e) + 4, y + 12, 10)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, dash) + 4, y + 12, 10)
  y += 30
  item('YEAR BUILT', 'property.yearBuilt', year(p.yearBuilt))
  item('DWELLING (COVERAGE A)', 'policy.coverageAmount', cash(p.coverageAmount, 'dollars'))
  item(
    'ALL-PERIL DEDUCTIBLE',
    'policy.deductible',
    cash(p.deductible, 'dollars'),
    `Hurricane: ${p.percent}% of Coverage A`,
  )
  item(
    'ANNUAL PREMIUM',
    'policy.premium',
    cash(p.premium, 'cents'),
    `Paid ${p.hasMortgagee ? 'through escrow' : 'by you, in full'}`,
  )
  if (p.hasMortgagee) {
    item('FIRST MORTGAGEE', 'policy.mortgagee', txt(p.mortgagee))
    item('LOAN NUMBER', 'policy.loanNumber', txt(p.loanNumber))
  } else item('MORTGAGEE', null, txt('None on file'))
  item('YOUR AGENT', 'policy.producer', txt(p.producer), p.agencyPhone)
  const boxH = y - top + 14
  s.rect(C2, top, colW, boxH, 1.2)
  s.text('Not a policy. Your declarations page governs.', C2 + 8, top + boxH - 8, 7.5)
  // Below the box: one more article in the right column.
  article(
    'Paperless, at last',
    `Over ${int(rnd, 30, 70)}% of you now read your documents online. Sign up before ${printDate(addDays(p.issueDate, 60), D)} and we will waive the $${int(rnd, 3, 9)} installment fee on your next bill.`,
    C2,
    top + boxH + 24,
  )
  s.hline(L, R, 752, 0.5)
  s.center(
    `Issue ${int(rnd, 12, 48)}  ·  ${printDate(p.issueDate, D)}  ·  printed on recycled paper  ·  page 1 of 4`,
    (L + R) / 2,
    764,
    8,
  )
  return s.finish()
}

/**
 * A home warranty plan confirmation: the warranty company's contract number, plan price, service
 * call fee, coverage cap and term (none of them insurance answers), the covered home (address and
 * age), the buyer's real estate agent, and a framed summary of the hazard insurance on file.
 */
async function homeWarranty(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 50
  const R = 562
  const D = 'iso' as const
  const warranty = `${brandOf(OTHER_CARRIERS[2]!)} Home Service Contracts, Inc.`
  s.logo('HOME WARRANTY', L + 5, 56, 15, 'frame')
  s.right(warranty, R, 48, 10, true)
  s.right(`Plan confirmation  ·  ${printDate(p.issueDate, 'mon-comma')}`, R, 61, 8.5)
  s.hline(L, R, 76, 1)
  let y = 98
  s.text('Contract holder', L, y, 7.5)
  s.text(p.namedInsured, L, y + 13, 11, true)
  s.text(p.mailingStreet, L, y + 26, 9)
  s.text(p.mailingCity, L, y + 37, 9)
  s.text('Covered home', 320, y, 7.5)
  const a = s.value('property.address', txt(p.street), 320, y + 13, 11, { bold: true })
  s.text('(single family)', endX(s, a) + 5, y + 13, 8)
  s.text(cityLine(p), 320, y + 26, 9)
  const built = s.text('Built', 320, y + 37, 9)
  const yb = s.value('property.yearBuilt', year(p.yearBuilt), endX(s, built) + 3, y + 37, 9)
  s.text(
    `· ${int(rnd, 1, 4)} HVAC systems · ${int(rnd, 1200, 4200)} sq ft`,
    endX(s, yb) + 4,
    y + 37,
    9,
  )
  y += 66
  // The warranty's own numbers: contract, term, price, fee, cap.
  const wStart = addDays(p.effectiveDate, int(rnd, -20, 20))
  const plan: Array<[string, string]> = [
    ['Contract number', `HW-${digits(rnd, 9)}`],
    ['Plan', pick(rnd, ['Platinum Buyer Plan', 'Gold Seller-Paid Plan', 'Essentials Plus'])],
    ['Contract term', `${printDate(wStart, D)} to ${printDate(addDays(wStart, 365), D)}`],
    ['Plan price (paid at closing)', printMoney(int(rnd, 420, 780), 'cents')],
    ['Service call fee', printMoney(pick(rnd, [75, 100, 125]), 'cents') + ' per trade call'],
    [
      'Coverage cap',
      `${printMoney(pick(rnd, [2000, 2500, 3000]), 'dollars')} per item, ${printMoney(20000, 'dollars')} per term`,
    ],
    [
      "Buyer's real estate agent",
      `${p.agentName}, ${pick(rnd, ['Keystone', 'Lodestar', 'Brightwater'])} Realty`,
    ],
  ]
  s.text('YOUR HOME WARRANTY', L, y, 10, true)
  s.grid(
    L,
    y + 6,
    [180, R - L - 180],
    plan.map(() => 17),
  )
  plan.forEach(([k, v], i) => {
    s.text(k, L + 5, y + 18 + i * 17, 8.5)
    s.text(v, L + 185, y + 18 + i * 17, 9)
  })
  y += 6 + plan.length * 17 + 18
  s.prose(
    [
      'A home warranty is a service contract, not insurance. It repairs or replaces covered systems and appliances that fail from normal wear; it does not pay for fire, storm, theft or other sudden damage to the home, which your homeowners insurance covers. Please keep your homeowners policy in force.',
    ],
    L,
    y,
    8.5,
    R - L,
  )
  y += 48
  // The hazard insurance box: the answers.
  const top = y
  s.rect(L, top, R - L, 176, 1.3)
  s.band(L, top, R - L, 18, 0.85)
  s.text(
    'HAZARD INSURANCE ON FILE  (as provided at closing; for your records)',
    L + 8,
    top + 12.5,
    9,
    true,
  )
  const M = L + (R - L) / 2
  const pair = (
    label: string,
    x: number,
    yy: number,
    field: ExtractionFieldId,
    v: Printed,
    to = R - 6,
  ): void => {
    const l = s.text(label, x, yy, 8.5)
    const size = fitSize(s, v.printed, to - endX(s, l) - 5, 9.5, true)
    s.value(field, v, endX(s, l) + 5, yy, size, { bold: true })
  }
  y = top + 36
  pair('Insurer:', L + 8, y, 'policy.carrier', txt(p.carrier))
  y += 18
  pair('Policy #', L + 8, y, 'policy.policyNumber', txt(p.policyNumber), M - 10)
  pair('Insured:', M, y, 'policy.namedInsured', txt(p.namedInsured))
  y += 18
  pair('Effective', L + 8, y, 'policy.effectiveDate', dt(p.effectiveDate, D), M - 10)
  pair('Expires', M, y, 'policy.expirationDate', dt(p.expirationDate, D))
  y += 18
  pair(
    'Dwelling limit',
    L + 8,
    y,
    'policy.coverageAmount',
    cash(p.coverageAmount, 'dollars'),
    M - 10,
  )
  pair('Deductible', M, y, 'policy.deductible', cash(p.deductible, 'dollars'))
  y += 18
  pair('Annual premium', L + 8, y, 'policy.premium', cash(p.premium, 'cents'), M - 10)
  s.text(`Personal liability ${printMoney(p.liability, 'dollars')}`, M, y, 8.5)
  y += 18
  pair('Insurance agent', L + 8, y, 'policy.producer', txt(p.producer))
  y += 18
  if (p.hasMortgagee) {
    pair('Mortgagee', L + 8, y, 'policy.mortgagee', txt(p.mortgagee))
    y += 18
    pair('Loan #', L + 8, y, 'policy.loanNumber', txt(p.loanNumber))
  } else {
    s.text('Mortgagee: none (cash purchase)', L + 8, y, 8.5)
  }
  s.text(
    `Questions about repairs: ${p.claimsPhone.replace(/^1-8\d\d/, '1-855')}  ·  online 24/7`,
    L,
    720,
    8,
  )
  s.text(`${warranty} is not affiliated with your insurer.`, L, 732, 7)
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'bm03',
    name: 'newsletter-summary-box',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.newsletter,
    features:
      'a carrier\'s quarterly policyholder newsletter in Times: masthead "Published quarterly for our policyholders by <carrier>"; two columns of articles full of book-wide figures (average dwelling limit, a $500 and a $2,500 deductible, claim counts, average claim payment, an installment fee); in the right column a framed "YOUR DECLARATIONS SUMMARY" whose labels are capitals with each value on the next line, indented ("Jan. 5, 2026 through Jan. 5, 2027"); the hurricane percent under the deductible; "None on file" on the negative',
    render: newsletter,
  },
  {
    id: 'bm04',
    name: 'home-warranty-hazard-box',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.warranty,
    features:
      'a home warranty plan confirmation: the warranty company\'s name, contract number, term (close to but not the policy\'s), plan price, service call fee, per-item and per-term caps and the buyer\'s real estate agent (none of them answers); the covered home\'s street and year built at the top; a framed "HAZARD INSURANCE ON FILE" box with "Label value" pairs in two columns (insurer, policy #, insured, ISO dates, dwelling limit, deductible, annual premium, agent, mortgagee, loan #); "none (cash purchase)" on the negative',
    render: homeWarranty,
  },
]
