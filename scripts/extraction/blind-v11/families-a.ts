/**
 * Families bf01–bf02: a carrier's policy "information page" in a modern sans-serif design, each
 * section led by an icon, small grey labels above their values and coverage cards in a grid; and a
 * mortgagee-clause change confirmation printed from the carrier's web portal, the lender before
 * the change beside the lender after it.
 */
import { cash, dt, endX, fitSize, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'

/** A square icon with a white glyph, as a modern page leads its sections. */
function icon(s: Sheet, glyph: string, x: number, y: number): void {
  s.band(x, y - 13, 17, 17, 0.25)
  s.text(glyph, x + (17 - s.width(glyph, 10, true)) / 2, y, 10, true, 1)
}

/**
 * An information page: a dark header, a greeting, then sections (policy, home, coverages,
 * premium, people) each under an icon, labels in small grey capitals above their values.
 */
async function infoPage(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 46
  const R = 566
  const D = 'mon-comma' as const
  s.band(0, 0, 612, 66, 0.18)
  s.text(brandOf(p.carrier), L, 40, 21, true, 1)
  const title = 'Policy Information Page'
  s.text(title, R - s.width(title, 11), 34, 11, false, 1)
  const issued = `Prepared ${printDate(p.issueDate, D)}`
  s.text(issued, R - s.width(issued, 8), 48, 8, false, 0.8)
  const first = p.namedInsured.split(' ')[0] ?? 'there'
  s.text(`Hi ${first},`, L, 100, 17, true)
  s.text(
    'Here is what your homeowners policy covers for the coming term, all in one place.',
    L,
    118,
    10,
  )
  const label = (t: string, x: number, y: number): void => {
    s.text(t.toUpperCase(), x, y, 6.8, false, 0.45)
  }
  const section = (glyph: string, t: string, y: number): void => {
    icon(s, glyph, L, y)
    s.text(t, L + 25, y, 12.5, true)
    s.hline(L, R, y + 9, 0.4)
  }
  // Your policy.
  let y = 156
  section('i', 'Your policy', y)
  y += 28
  label('Policy number', L, y)
  label('Policy period', L + 175, y)
  label('Insured by', L + 360, y)
  s.value('policy.policyNumber', txt(p.policyNumber), L, y + 14, 11, { bold: true })
  const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), L + 175, y + 14, 10)
  const dash = s.text('-', endX(s, e) + 4, y + 14, 10)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, dash) + 4, y + 14, 10)
  const lines = s.split(p.carrier, 9.5, R - L - 360)
  s.valueLines('policy.carrier', lines, p.carrier, L + 360, y + 14, 9.5, 11.5)
  // Your home.
  y += 52
  section('H', 'Your home', y)
  y += 28
  label('Insured location', L, y)
  label('Year built', L + 260, y)
  label('Roof updated', L + 360, y)
  s.value('property.address', txt(p.street), L, y + 14, 10)
  s.text(`${p.city}, ${p.state} ${p.zip}`, L, y + 27, 10)
  s.value('property.yearBuilt', year(p.yearBuilt), L + 260, y + 14, 10)
  s.text(String(p.roofYear), L + 360, y + 14, 10)
  // Coverage cards: a grid of six, the dwelling first.
  y += 50
  section('$', 'Your coverages', y)
  y += 18
  const cards: Array<[string, string, number, boolean]> = [
    ['A', 'Dwelling', p.coverageAmount, true],
    ['B', 'Other structures', p.otherStructures, false],
    ['C', 'Personal property', p.contents, false],
    ['D', 'Loss of use', p.lossOfUse, false],
    ['E', 'Personal liability', p.liability, false],
    ['F', 'Medical payments', p.medical, false],
  ]
  const cw = (R - L - 20) / 3
  cards.forEach(([letter, name, n, answer], i) => {
    const x = L + (i % 3) * (cw + 10)
    const top = y + Math.floor(i / 3) * 52
    s.rect(x, top, cw, 44, 0.5)
    s.text(`COVERAGE ${letter}`, x + 8, top + 13, 6.5, false, 0.45)
    s.text(name, x + 8, top + 25, 9)
    if (answer)
      s.value('policy.coverageAmount', cash(n, 'dollars'), x + 8, top + 38, 11, { bold: true })
    else s.text(printMoney(n, 'dollars'), x + 8, top + 38, 11, true)
  })
  y += 120
  label('Deductible - all other perils', L, y)
  label('Wind / hail deductible', L + 260, y)
  s.value('policy.deductible', cash(p.deductible, 'dollars'), L, y + 14, 10.5, { bold: true })
  s.text(
    `${p.percent}% of Coverage A (${printMoney((p.coverageAmount * p.percent) / 100, 'dollars')})`,
    L + 260,
    y + 14,
    10,
  )
  // Premium.
  y += 42
  section('%', 'Your premium', y)
  y += 28
  const saved = Math.round(p.premium * (0.06 + rnd() * 0.1) * 100) / 100
  label('Annual premium', L, y)
  label('Discounts applied', L + 175, y)
  label('Last term', L + 360, y)
  s.value('policy.premium', cash(p.premium, 'cents'), L, y + 15, 13, { bold: true })
  s.text(`You saved ${printMoney(saved, 'cents')}`, L + 175, y + 14, 10)
  s.text(printMoney(p.priorPremium, 'cents'), L + 360, y + 14, 10)
  // People.
  y += 44
  section('@', 'People on this policy', y)
  y += 28
  label('Named insured', L, y)
  label('Your agent', L + 175, y)
  label('Mortgage company', L + 360, y)
  const nameSize = fitSize(s, p.namedInsured, 165, 10)
  s.value('policy.namedInsured', txt(p.namedInsured), L, y + 14, nameSize)
  s.text(p.mailingStreet, L, y + 27, 8.5)
  s.text(p.mailingCity, L, y + 38, 8.5)
  const agent = s.split(p.producer, 9.5, 170)
  const ay = s.valueLines('policy.producer', agent, p.producer, L + 175, y + 14, 9.5, 11.5)
  s.text(p.agencyPhone, L + 175, ay + 1, 8.5)
  if (p.hasMortgagee) {
    const lender = s.split(p.mortgagee, 9.5, R - L - 360)
    const ly = s.valueLines('policy.mortgagee', lender, p.mortgagee, L + 360, y + 14, 9.5, 11.5)
    const ln = s.text('Loan', L + 360, ly + 1, 8.5)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, ln) + 4, ly + 1, 8.5)
  } else s.text('None on file', L + 360, y + 14, 9.5)
  s.hline(L, R, 742, 0.4)
  s.text(
    `Claims, day or night: ${p.claimsPhone}   ·   NAIC ${p.naic}   ·   This page is a summary; the policy contract governs.`,
    L,
    756,
    7.5,
    false,
    0.4,
  )
  return s.finish()
}

/**
 * A web portal's confirmation of a mortgagee clause change, printed from a browser: the page's
 * address and print date at the top, a confirmation banner, the policy summary, and a table of
 * the clause before and after the change. The "before" lender and loan are not answers.
 */
async function portalChange(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 40
  const R = 572
  const D = 'mdy' as const
  const brand = brandOf(p.carrier)
  const host = brand.toLowerCase().replace(/[^a-z]+/g, '')
  const changed = addDays(p.effectiveDate, int(rnd, 40, 200))
  const printed = `${printDate(addDays(changed, int(rnd, 0, 3)), 'm-d-y')}, ${int(rnd, 1, 12)}:${String(int(rnd, 0, 59)).padStart(2, '0')} ${pick(rnd, ['AM', 'PM'])}`
  s.text(printed, L - 10, 22, 7)
  s.text(`${brand} | Policy Service Center`, 250, 22, 7)
  s.text(
    `https://myaccount.${host}.example/policies/${digits(rnd, 8)}/interests/confirm`,
    L - 10,
    778,
    7,
  )
  s.text('1/1', R, 778, 7)
  s.band(L, 34, R - L, 34, 0.93)
  s.text(brand, L + 12, 56, 15, true)
  s.text('Home      Policies      Billing      Claims      Documents      Sign out', 280, 55, 8.5)
  s.band(L, 86, R - L, 40, 0.82)
  s.text('Change submitted', L + 14, 103, 12, true)
  s.text(
    `Confirmation CNF-${digits(rnd, 7)}  ·  The mortgagee clause change takes effect ${printDate(changed, D)}.`,
    L + 14,
    118,
    8.5,
  )
  let y = 156
  s.text('Policy summary', L, y, 12, true)
  s.hline(L, R, y + 6, 0.6)
  const row = (label: string, yy: number, x = L): number => {
    s.text(label, x, yy, 8.5, false, 0.35)
    return x + 118
  }
  y += 24
  s.value('policy.policyNumber', txt(p.policyNumber), row('Policy number', y), y, 9.5, {
    bold: true,
  })
  s.value('policy.namedInsured', txt(p.namedInsured), row('Policyholder', y, 310), y, 9.5)
  y += 18
  const carrierLines = s.split(p.carrier, 9.5, 145)
  s.valueLines('policy.carrier', carrierLines, p.carrier, row('Underwritten by', y), y, 9.5, 11)
  const e = s.value(
    'policy.effectiveDate',
    dt(p.effectiveDate, D),
    row('Policy term', y, 310),
    y,
    9.5,
  )
  const to = s.text('to', endX(s, e) + 4, y, 9.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, to) + 4, y, 9.5)
  y += 18 + (carrierLines.length - 1) * 11
  s.value('property.address', txt(p.street), row('Property', y), y, 9.5)
  s.text(`${p.city}, ${p.state} ${p.zip}`, L + 118, y + 12, 9.5)
  s.value('property.yearBuilt', year(p.yearBuilt), row('Year built', y, 310), y, 9.5)
  y += 30
  s.value(
    'policy.coverageAmount',
    cash(p.coverageAmount, 'dollars'),
    row('Dwelling (Cov. A)', y),
    y,
    9.5,
  )
  s.value('policy.deductible', cash(p.deductible, 'dollars'), row('Deductible', y, 310), y, 9.5)
  y += 18
  s.value('policy.premium', cash(p.premium, 'cents'), row('Term premium', y), y, 9.5)
  s.text(printMoney(p.installment, 'cents'), row('Next installment', y, 310), y, 9.5)
  y += 18
  const agentLines = s.split(p.producer, 9.5, 145)
  s.valueLines('policy.producer', agentLines, p.producer, row('Agent of record', y), y, 9.5, 11)
  s.text(p.agencyPhone, row('Agent phone', y, 310), y, 9.5)
  // The clause, before and after.
  y += 44
  s.text('Mortgagee clause', L, y, 12, true)
  s.hline(L, R, y + 6, 0.6)
  const cols = [120, 206, 206]
  const top = y + 16
  s.band(L, top, R - L, 18, 0.88)
  s.grid(L, top, cols, [18, 34, 18, 18, 18])
  s.text('Interest', L + 6, top + 12, 8.5, true)
  s.text('Before this change', L + 126, top + 12, 8.5, true)
  s.text('After this change', L + 332, top + 12, 8.5, true)
  const rows = top + 18
  s.text('First mortgagee', L + 6, rows + 13, 8.5)
  s.text('Loan number', L + 6, rows + 47, 8.5)
  s.text('Mailing address', L + 6, rows + 65, 8.5)
  s.text('Position', L + 6, rows + 83, 8.5)
  const small = fitSize(s, p.secondLender, 196, 8.5)
  s.text(p.secondLender, L + 126, rows + 13, small)
  s.text(p.secondLoanNumber, L + 126, rows + 47, 8.5)
  s.text(`${pick(rnd, ['PO Box', 'P.O. Box'])} ${int(rnd, 100, 9999)}`, L + 126, rows + 65, 8.5)
  s.text('1st - removed', L + 126, rows + 83, 8.5)
  const lender = s.split(p.mortgagee, 8.5, 196)
  s.valueLines('policy.mortgagee', lender, p.mortgagee, L + 332, rows + 13, 8.5, 10.5)
  s.value('policy.loanNumber', txt(p.loanNumber), L + 332, rows + 47, 8.5)
  s.text(
    `${p.lenderStreet}, ${p.lenderCity}`,
    L + 332,
    rows + 65,
    fitSize(s, `${p.lenderStreet}, ${p.lenderCity}`, 196, 8.5),
  )
  s.text('1st - added', L + 332, rows + 83, 8.5)
  y = rows + 124
  s.text(
    'We have sent evidence of insurance to the new mortgagee. The previous mortgagee has been told of the release.',
    L,
    y,
    8.5,
  )
  s.text(
    `No premium change results from this request. Questions? Call ${p.claimsPhone} or contact your agent.`,
    L,
    y + 13,
    8.5,
  )
  s.rect(L, y + 34, 150, 22, 0.6)
  s.text('Download evidence (PDF)', L + 14, y + 48, 8.5)
  s.rect(L + 162, y + 34, 110, 22, 0.6)
  s.text('Back to policy', L + 180, y + 48, 8.5)
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'bf01',
    name: 'info-page-icons',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.portal,
    features:
      'a carrier policy information page: dark header band, icon-led sections, small grey capital labels above values, the dwelling limit on the first of six coverage cards, discounts and last term beside the premium',
    render: infoPage,
  },
  {
    id: 'bf02',
    name: 'portal-mortgagee-change',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.clause,
    features:
      'a web-portal confirmation of a mortgagee clause change printed from a browser (URL and print time in the margins): policy summary in label/value pairs, then a before/after table where only the "after" lender and loan are answers; the change date and confirmation number are not',
    render: portalChange,
  },
]
