/**
 * Families bq01–bq03: a flood declarations page in the federal program's wording (building and
 * contents coverages each with its own deductible, a premium built up from surcharges and fees), a
 * lender's notice that it has placed insurance on the borrower's home (a letter, then a certificate
 * box), and a condominium association's master policy certificate issued for one unit owner.
 */
import { cash, chance, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { STREET_NAMES, brandOf, printDate, printMoney } from './words'

const money = (n: number): string => printMoney(n, 'cents')

/** NFIP-style flood declarations: "Building Coverage", "Deductible — Building", fee build-up. */
async function nfipFlood(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 40
  const R = 572
  const D = 'ymd-slash' as const
  s.text('FLOOD INSURANCE POLICY DECLARATIONS', L, 48, 13, true)
  s.text('Standard Flood Insurance Policy — Dwelling Form', L, 62, 8.5)
  s.right(`Printed ${printDate(p.issueDate, D)}`, R, 48, 7.5)
  s.right(`NFIP Servicer ID ${digits(rnd, 4)}`, R, 58, 7.5)
  s.hline(L, R, 70, 1.2)
  // Pairs of "LABEL: value" on a line, three to a row, the way the program's dec pages print.
  const pair = (label: string, x: number, y: number): number =>
    endX(s, s.text(label, x, y, 7.5, true)) + 4
  let y = 86
  s.value('policy.policyNumber', txt(p.policyNumber), pair('POLICY NUMBER:', L, y), y, 9)
  s.text('RENEWAL', pair('TRANSACTION:', 220, y), y, 9)
  s.text(`AE / ${pick(rnd, ['0315', '0480', '0722'])}H`, pair('FLOOD ZONE / PANEL:', 380, y), y, 9)
  y += 14
  const term = pair('POLICY TERM:', L, y)
  const eff = s.value('policy.effectiveDate', dt(p.effectiveDate, D), term, y, 9)
  const dash = s.text('-', endX(s, eff) + 4, y, 9)
  const exp = s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, dash) + 4, y, 9)
  s.text('12:01 AM LOCAL TIME', endX(s, exp) + 6, y, 7.5)
  s.text(p.priorPolicyNumber, pair('PRIOR POLICY:', 380, y), y, 9)
  y += 14
  s.value('policy.carrier', txt(p.carrier), pair('INSURER:', L, y), y, 9)
  s.text(p.naic, pair('NAIC:', 380, y), y, 9)
  y += 22
  s.band(L, y - 9, R - L, 12, 0.88)
  s.text('INSURED NAME AND MAILING ADDRESS', L + 4, y, 7.5, true)
  s.text('AGENT', 330, y, 7.5, true)
  y += 14
  s.value('policy.namedInsured', txt(p.namedInsured), L + 4, y, 9.5)
  s.value('policy.producer', txt(p.producer), 330, y, 9.5)
  s.text(p.mailingStreet, L + 4, y + 12, 9.5)
  s.text(`Agency No. ${p.agencyCode}`, 330, y + 12, 9.5)
  s.text(p.mailingCity, L + 4, y + 24, 9.5)
  s.text(`Phone ${p.agencyPhone}`, 330, y + 24, 9.5)
  y += 46
  s.band(L, y - 9, R - L, 12, 0.88)
  s.text('PROPERTY LOCATION', L + 4, y, 7.5, true)
  s.text('RATING INFORMATION', 330, y, 7.5, true)
  y += 14
  s.value('property.address', txt(p.street), L + 4, y, 9.5)
  s.text(cityLine(p), L + 4, y + 12, 9.5)
  const rating: Array<[string, string]> = [
    ['Building Occupancy:', 'Single Family'],
    ['Number of Floors:', `${int(rnd, 1, 3)} (including basement)`],
    ['Building Description:', 'Main house'],
  ]
  rating.forEach(([l, v], i) => {
    s.text(l, 330, y + 12 * i, 8.5)
    s.text(v, 440, y + 12 * i, 8.5)
  })
  s.text('Year of Construction:', 330, y + 36, 8.5)
  s.value('property.yearBuilt', year(p.yearBuilt), 440, y + 36, 8.5)
  s.text('Elevation Difference:', 330, y + 48, 8.5)
  s.text(`+${int(rnd, 1, 6)} ft`, 440, y + 48, 8.5)
  y += 74
  s.band(L, y - 9, R - L, 12, 0.88)
  s.text('COVERAGE AND DEDUCTIBLES', L + 4, y, 7.5, true)
  y += 16
  const cols = [L + 4, 200, 300, 450]
  ;['Coverage', 'Amount of Coverage', 'Deductible', 'Deductible Amount'].forEach((h, i) =>
    s.text(h, cols[i]!, y, 8, true),
  )
  y += 14
  const contents = Math.min(100_000, Math.round(p.contents / 1000) * 1000)
  s.text('Building Coverage', cols[0]!, y, 9)
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), cols[1]!, y, 9)
  s.text('Deductible — Building', cols[2]!, y, 9)
  s.value('policy.deductible', cash(p.deductible, 'dollars'), cols[3]!, y, 9)
  y += 13
  s.text('Contents Coverage', cols[0]!, y, 9)
  s.text(printMoney(contents, 'dollars'), cols[1]!, y, 9)
  s.text('Deductible — Contents', cols[2]!, y, 9)
  s.text(printMoney(p.priorDeductible, 'dollars'), cols[3]!, y, 9)
  y += 24
  s.band(L, y - 9, R - L, 12, 0.88)
  s.text('PREMIUM INFORMATION', L + 4, y, 7.5, true)
  y += 16
  const icc = pick(rnd, [6, 24, 75])
  const hfiaa = pick(rnd, [25, 250])
  const fee = 50
  const reserve = Math.round(p.premium * 0.18 * 100) / 100
  const base = Math.round((p.premium - icc - hfiaa - fee - reserve) * 100) / 100
  const lines: Array<[string, string]> = [
    ['Building Premium', money(base * 0.8)],
    ['Contents Premium', money(Math.round(base * 20) / 100)],
    ['Increased Cost of Compliance (ICC) Premium', money(icc)],
    ['Reserve Fund Assessment', money(reserve)],
    ['HFIAA Surcharge', money(hfiaa)],
    ['Federal Policy Fee', money(fee)],
  ]
  for (const [l, v] of lines) {
    s.text(l, L + 4, y, 9)
    s.right(v, 420, y, 9)
    y += 12
  }
  s.hline(330, 420, y - 8, 0.6)
  s.text('Total Premium Paid', L + 4, y + 2, 9.5, true)
  s.value('policy.premium', cash(p.premium, 'cents'), 420, y + 2, 9.5, {
    bold: true,
    align: 'right',
  })
  y += 28
  s.band(L, y - 9, R - L, 12, 0.88)
  s.text('MORTGAGEE / ADDITIONAL INTEREST', L + 4, y, 7.5, true)
  y += 16
  if (p.hasMortgagee) {
    s.text('First Mortgagee:', L + 4, y, 9)
    const first = L + 92
    s.value('policy.mortgagee', txt(p.mortgagee), first + 6, y, 9)
    s.text(`ISAOA  ${p.lenderStreet}, ${p.lenderCity}`, first + 6, y + 11, 8)
    s.text('Loan #:', 400, y, 9)
    s.value('policy.loanNumber', txt(p.loanNumber), 436, y, 9)
    y += 26
    if (chance(rnd, 0.5)) {
      s.text('Second Mortgagee:', L + 4, y, 9)
      s.text(p.secondLender, first + 6, y, 9)
      s.text('Loan #:', 400, y, 9)
      s.text(p.secondLoanNumber, 436, y, 9)
      y += 14
    }
  } else {
    s.text('First Mortgagee: NONE', L + 4, y, 9)
    y += 14
  }
  y += 14
  s.prose(
    [
      `To report a flood loss call ${p.claimsPhone}. A 30-day waiting period applies to new policies `,
      `and increases in coverage. Prior loss reference ${p.claimNumber}. Community number ${digits(rnd, 6)}. `,
    ],
    L,
    y,
    7.5,
    R - L,
  )
  return s.finish()
}

/** A lender's notice of placed insurance: prose, then a certificate box with the answers. */
async function lenderPlaced(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 64
  const R = 548
  const D = 'mon-dot-th' as const
  s.logo(brandOf(p.mortgagee).toUpperCase(), L, 60, 16, 'plain')
  s.text(`Insurance Service Center  ·  ${p.lenderStreet}  ·  ${p.lenderCity}`, L, 76, 8)
  s.right(printDate(addDays(p.effectiveDate, int(rnd, 3, 12)), 'month-d-y'), R, 100, 10)
  s.text(p.namedInsured, L, 120, 10)
  s.text(p.mailingStreet, L, 132, 10)
  s.text(p.mailingCity, L, 144, 10)
  s.text('SECOND AND FINAL NOTICE — INSURANCE WE PURCHASED FOR YOUR HOME', L, 176, 10.5, true)
  let y = 198
  const lapse = printDate(p.effectiveDate, 'month-d-y')
  y = s.prose(
    [
      'Dear Borrower: our records show that the hazard insurance on your home lapsed on ',
      { text: `${lapse}. `, bold: false },
      'We asked you twice for proof of coverage and did not receive it, so we bought insurance ',
      'to protect our interest in the property, as your mortgage allows. This insurance may cost ',
      'much more than a policy you buy yourself and may protect less: it does not cover your ',
      'belongings or your liability. Its cost will be added to your escrow account and your monthly ',
      `payment will rise by about ${money(Math.round((p.premium / 12) * 100) / 100)}. `,
    ],
    L,
    y,
    10,
    R - L,
  )
  y = s.prose(
    [
      'If you buy your own policy and send us proof, we will cancel this insurance and refund ',
      `any unearned premium. Send evidence by fax to ${p.claimsPhone.replace(/^1-/, '')} or by mail to the `,
      `address above, and quote reference ${p.accountNumber}. `,
    ],
    L,
    y + 6,
    10,
    R - L,
  )
  y += 10
  s.rect(L, y, R - L, 232, 1.1)
  s.band(L, y, R - L, 18, 0.82)
  s.center('EVIDENCE OF LENDER-PLACED HAZARD INSURANCE', (L + R) / 2, y + 13, 10, true)
  y += 34
  const row = (label: string, x: number, yy: number): number => {
    s.text(label, x, yy, 8.5)
    return x + 118
  }
  s.value('policy.carrier', txt(p.carrier), row('Insurer', L + 8, y), y, 10, { bold: true })
  y += 16
  s.value('policy.policyNumber', txt(p.policyNumber), row('Policy Number', L + 8, y), y, 10)
  s.text(`Master Program LPI-M-${digits(rnd, 5)}`, 360, y, 8.5)
  y += 16
  s.value(
    'policy.namedInsured',
    txt(p.namedInsured),
    row('Insured(s) / Borrower(s)', L + 8, y),
    y,
    10,
  )
  y += 16
  s.value('policy.mortgagee', txt(p.mortgagee), row('Lender / Loss Payee', L + 8, y), y, 10)
  s.text('its successors and/or assigns', L + 126, y + 11, 8)
  y += 26
  s.value('policy.loanNumber', txt(p.loanNumber), row('Loan Number', L + 8, y), y, 10)
  y += 16
  s.value('property.address', txt(p.street), row('Property Address', L + 8, y), y, 10)
  s.text(cityLine(p), L + 126, y + 11, 10)
  y += 26
  const from = row('Coverage Period', L + 8, y)
  const eff = s.value('policy.effectiveDate', dt(p.effectiveDate, D), from, y, 10)
  const thru = s.text('through', endX(s, eff) + 4, y, 10)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, thru) + 4, y, 10)
  y += 16
  const amt = row('Amount of Insurance', L + 8, y)
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), amt, y, 10)
  s.text('(based on the last known coverage amount)', 330, y, 8.5)
  y += 16
  s.value('policy.deductible', cash(p.deductible, 'dollars'), row('Deductible', L + 8, y), y, 10)
  y += 16
  s.value('policy.premium', cash(p.premium, 'cents'), row('Annual Premium', L + 8, y), y, 10)
  s.text('charged to escrow', 330, y, 8.5)
  y += 16
  s.value('property.yearBuilt', year(p.yearBuilt), row('Year Built (tax record)', L + 8, y), y, 10)
  y += 16
  s.value('policy.producer', txt(p.producer), row('Administered by', L + 8, y), y, 10)
  y += 40
  s.text(
    `Previous coverage: ${p.priorPolicyNumber}, expired ${lapse}, last known amount ${printMoney(p.priorCoverage, 'dollars')}.`,
    L,
    y,
    8,
  )
  s.text(`Questions: ${p.agencyPhone}, Monday–Friday 8 a.m. to 8 p.m.`, L, y + 12, 8)
  return s.finish()
}

/** A condominium master policy certificate: labels in a small left gutter, values that wrap. */
async function condoMaster(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const G = 150
  const V = 162
  const W = 205
  const association = `The ${pick(rnd, STREET_NAMES)} ${pick(rnd, [
    'Condominium Association, Inc.',
    'Owners Association',
    'Condominium Trust',
  ])}`
  s.logo(brandOf(p.carrier), 40, 56, 15, 'frame')
  s.right('CERTIFICATE OF INSURANCE', 572, 48, 12, true)
  s.right('Condominium Master Policy — issued for a unit owner', 572, 60, 8)
  s.right(
    `Certificate ${digits(rnd, 6)}  ·  Issued ${printDate(p.issueDate, 'month-d-y')}`,
    572,
    70,
    8,
  )
  s.hline(40, 572, 84, 0.8)
  s.text(
    'This certificate is a summary of the master policy on the buildings of the association; it does not cover',
    40,
    100,
    7.5,
  )
  s.text(
    "the unit owner's belongings, improvements or liability, which need a unit-owners (HO-6) policy.",
    40,
    109,
    7.5,
  )
  let y = 134
  /** A gutter label (small, right-aligned) beside a value that may wrap onto a second line. */
  const entry = (
    label: string,
    field: Parameters<Sheet['value']>[0] | null,
    value: string,
    normalized = value,
  ): void => {
    s.right(label, G, y, 7, false)
    const lines = s.split(value, 11, W)
    if (field === null) lines.forEach((l, i) => s.text(l, V, y + i * 13, 11))
    else s.valueLines(field, lines, normalized, V, y, 11, 13)
    y += 13 * lines.length + 9
  }
  entry('Named Insured', 'policy.namedInsured', association)
  entry('Master Policy Number', 'policy.policyNumber', p.policyNumber)
  entry('Insurance Company', 'policy.carrier', p.carrier)
  // The term: two values on their own lines.
  s.right('Policy Period', G, y, 7)
  const from = s.text('from', V, y, 11)
  s.value('policy.effectiveDate', dt(p.effectiveDate, 'month-d-y'), endX(s, from) + 4, y, 11)
  const to = s.text('to', V, y + 13, 11)
  s.value('policy.expirationDate', dt(p.expirationDate, 'month-d-y'), endX(s, to) + 4, y + 13, 11)
  y += 35
  s.right('Insured Property', G, y, 7)
  s.value('property.address', txt(p.street), V, y, 11)
  s.text(cityLine(p), V, y + 13, 11)
  y += 35
  s.right('Year Built', G, y, 7)
  s.value('property.yearBuilt', year(p.yearBuilt), V, y, 11)
  s.text(`(${int(rnd, 2, 9)} buildings, ${int(rnd, 24, 180)} units)`, V + 36, y, 9)
  y += 22
  entry('Agent', 'policy.producer', p.producer)
  // The unit owner and unit: what the certificate is issued for, not the named insured.
  const right = 420
  let ry = 134
  const side = (label: string, lines: readonly string[]): void => {
    s.text(label, right, ry, 7, true)
    lines.forEach((l, i) => s.text(l, right, ry + 11 + i * 10.5, 9))
    ry += 20 + 10.5 * lines.length
  }
  side('UNIT OWNER', [p.secondInsured, `Unit ${int(rnd, 1, 9)}${pick(rnd, ['A', 'B', 'C', 'D'])}`])
  side('OWNER MAILING ADDRESS', [p.mailingStreet, p.mailingCity])
  if (p.hasMortgagee) {
    s.text('UNIT MORTGAGEE (CERTIFICATE HOLDER)', right, ry, 7, true)
    ry = s.valueLines(
      'policy.mortgagee',
      s.split(p.mortgagee, 9, 150),
      p.mortgagee,
      right,
      ry + 11,
      9,
      10.5,
    )
    s.text('ISAOA / ATIMA', right, ry, 9)
    s.text('Loan No.', right, ry + 12, 9)
    s.value('policy.loanNumber', txt(p.loanNumber), right + 38, ry + 12, 9)
    ry += 30
  } else side('CERTIFICATE HOLDER', ['The unit owner', '(no mortgagee on file)'])
  y = Math.max(y, ry) + 10
  s.band(40, y, 532, 16, 0.86)
  s.text('MASTER POLICY COVERAGES', 46, y + 11.5, 8.5, true)
  s.text('Limit', 330, y + 11.5, 8.5, true)
  s.text('Deductible', 460, y + 11.5, 8.5, true)
  y += 30
  s.text(
    'Building — replacement cost, all buildings (walls-in: original specifications)',
    46,
    y,
    8.5,
  )
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'million'), 330, y, 9.5, { bold: true })
  s.value('policy.deductible', cash(p.deductible, 'dollars'), 460, y, 9.5)
  y += 14
  s.text(`Windstorm or hail (${p.percent}% of building value)`, 46, y, 8.5)
  s.text('included', 330, y, 9.5)
  s.text(printMoney(Math.round((p.coverageAmount * p.percent) / 100), 'dollars'), 460, y, 9.5)
  y += 14
  const others: Array<[string, string]> = [
    ['General liability — each occurrence / aggregate', '$1,000,000 / $2,000,000'],
    ["Directors' and officers' liability", printMoney(pick(rnd, [1e6, 2e6]), 'dollars')],
    ['Fidelity / employee dishonesty', printMoney(pick(rnd, [250e3, 500e3, 750e3]), 'dollars')],
  ]
  for (const [l, v] of others) {
    s.text(l, 46, y, 8.5)
    s.text(v, 330, y, 9.5)
    y += 14
  }
  y += 8
  s.text('Total annual premium of the association', 46, y, 8.5)
  s.value('policy.premium', cash(p.premium, 'cents'), 330, y, 9.5, { bold: true })
  s.text(`(prior term ${money(p.priorPremium)})`, 420, y, 8.5)
  y += 30
  s.text(
    `Claims: ${p.claimsPhone}   ·   Agent phone ${p.agencyPhone}   ·   Agency code ${p.agencyCode}`,
    46,
    y,
    8,
  )
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'bq01',
    name: 'nfip-flood',
    line: 'flood',
    numberStyle: NUMBER_STYLES.flood,
    features:
      'flood declarations in the federal program\'s wording: "LABEL: value" pairs three to a line, term 2026/01/05 - 2027/01/05, "Building Coverage" and "Deductible — Building" beside contents and its own deductible, a premium built up from ICC, reserve fund, HFIAA surcharge and policy fee, "Year of Construction" among rating facts, first and (on half) second mortgagee, "NONE"',
    render: nfipFlood,
  },
  {
    id: 'bq02',
    name: 'lender-placed-notice',
    line: 'lenderPlaced',
    numberStyle: NUMBER_STYLES.placed,
    features:
      'a lender\'s final notice that it bought insurance on the borrower\'s home: letterhead of the lender, a letter whose dates and amounts are not answers (lapse date, monthly escrow increase), then a framed evidence box with "Insured(s) / Borrower(s)", "Lender / Loss Payee", "Coverage Period Jan. 5th, 2026 through Jan. 5th, 2027", "Amount of Insurance", a master program number beside the policy number, previous coverage under the box; always a lender',
    render: lenderPlaced,
  },
  {
    id: 'bq03',
    name: 'condo-master-certificate',
    line: 'condoMaster',
    numberStyle: NUMBER_STYLES.condo,
    features:
      'condominium master policy certificate for one unit owner: the association is the named insured, the unit owner and the unit mortgagee (certificate holder) in a side column; labels in a small right-aligned gutter, values at 11 pt wrapping over two lines; building limit "$12.5 million", a wind percentage with its amount, liability, D&O and fidelity limits, prior premium',
    render: condoMaster,
  },
]
