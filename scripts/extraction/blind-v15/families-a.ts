/**
 * A carrier's book-transfer notice: the insurer leaving the state hands its homeowners policies
 * to another, and the letter compares the current policy with the new one side by side, the new
 * one in the right-hand column (family rw01).
 */
import { cash, dt, endX, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { INSURERS, brandOf, printDate, printMoney } from './words'

/**
 * The new carrier's letterhead, the insured's address block, why the policy moves and who arranged
 * it (the agency, in a sentence), the insured location with its year built, a ruled comparison
 * table (current policy left, new policy right: insurer, number, term over two lines, dwelling,
 * deductible, premium), the lender in a closing paragraph and the agent's phone.
 */
async function bookRoll(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 54
  const R = 558
  const D = 'month-dd-y' as const
  s.logo(brandOf(p.carrier).toUpperCase(), L + 5, 56, 15, 'frame')
  s.right('Policyholder Services', R, 44, 8.5, true)
  s.right(`Claims ${p.claimsPhone}  -  NAIC ${p.naic}`, R, 56, 8)
  s.hline(L, R, 72, 0.6)
  s.text(printDate(p.issueDate, D), L, 98, 10)
  s.right(`Account ${p.accountNumber}`, R, 98, 9)
  s.value('policy.namedInsured', txt(p.namedInsured), L, 124, 10)
  s.text(p.mailingStreet, L, 136, 10)
  s.text(p.mailingCity, L, 148, 10)
  const old = pick(
    rnd,
    INSURERS.homeowners.filter((c) => c !== p.carrier),
  )
  s.text('Important: your homeowners policy is moving to a new insurance company', L, 178, 11, true)
  let y = s.prose(
    spaced([
      `${old} will stop writing homeowners insurance in ${p.state} when your current policy ends. So that you are not left without coverage,`,
      { field: 'policy.producer', ...txt(p.producer), bold: true },
      'has placed your home with us on a new policy that begins the day your current one ends. You do not need to apply again; the coverage is as close to your current policy as our forms allow. Please compare the two below.',
    ]),
    L,
    198,
    10,
    R - L,
  )
  y += 6
  const loc = s.text('Insured location:', L, y, 9.5, true)
  s.value('property.address', txt(p.street), endX(s, loc) + 5, y, 9.5)
  s.text(`${p.city}, ${p.state} ${p.zip}`, L + 250, y, 9.5)
  y += 14
  const built = s.text(
    `${pick(rnd, ['Frame', 'Masonry veneer', 'Brick'])}  -  Roof ${p.roofYear}  -  Year built`,
    L,
    y,
    9,
  )
  s.value('property.yearBuilt', year(p.yearBuilt), endX(s, built) + 4, y, 9)
  y += 20
  const cols = [150, 170, 184]
  const xs = [L, L + 150, L + 320]
  const top = y
  s.band(L, top, R - L, 18, 0.88)
  s.text('Your current policy', xs[1]! + 5, top + 12, 9, true)
  s.text('Your new policy', xs[2]! + 5, top + 12, 9, true)
  const rows: number[] = [18]
  y = top + 18
  const row = (label: string, h: number, draw: (by: number) => void): void => {
    const by = y + 12
    s.text(label, L + 5, by, 9)
    draw(by)
    rows.push(h)
    y += h
  }
  const priorEff = addDays(p.effectiveDate, -365)
  const oldLines = s.split(old, 9, cols[1]! - 10)
  const newLines = s.split(p.carrier, 9, cols[2]! - 10)
  row('Insurance company', 8 + Math.max(oldLines.length, newLines.length) * 11, (by) => {
    oldLines.forEach((l, i) => s.text(l, xs[1]! + 5, by + i * 11, 9))
    s.valueLines('policy.carrier', newLines, p.carrier, xs[2]! + 5, by, 9, 11)
  })
  row('Policy number', 18, (by) => {
    s.text(`${pick(rnd, ['HOM', 'HP'])}${digits(rnd, 9)}`, xs[1]! + 5, by, 9)
    s.value('policy.policyNumber', txt(p.policyNumber), xs[2]! + 5, by, 9, { bold: true })
  })
  row('Policy period', 30, (by) => {
    s.text(`${printDate(priorEff, D)} to`, xs[1]! + 5, by, 9)
    s.text(printDate(p.effectiveDate, D), xs[1]! + 5, by + 11, 9)
    const a = s.value('policy.effectiveDate', dt(p.effectiveDate, D), xs[2]! + 5, by, 9)
    s.text('to', endX(s, a) + 4, by, 9)
    s.value('policy.expirationDate', dt(p.expirationDate, D), xs[2]! + 5, by + 11, 9)
  })
  row('Dwelling (Coverage A)', 18, (by) => {
    s.text(printMoney(p.priorCoverage, 'dollars'), xs[1]! + 5, by, 9)
    s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), xs[2]! + 5, by, 9)
  })
  row('Other structures / Contents', 18, (by) => {
    const os = `${printMoney(p.otherStructures, 'dollars')} / ${printMoney(p.contents, 'dollars')}`
    s.text(os, xs[1]! + 5, by, 9)
    s.text(os, xs[2]! + 5, by, 9)
  })
  row('All-peril deductible', 18, (by) => {
    s.text(printMoney(p.priorDeductible, 'dollars'), xs[1]! + 5, by, 9)
    s.value('policy.deductible', cash(p.deductible, 'dollars'), xs[2]! + 5, by, 9)
  })
  row('Wind / hail deductible', 18, (by) => {
    s.text(`${p.percent}% of Coverage A`, xs[1]! + 5, by, 9)
    s.text(`${p.percent}% of Coverage A`, xs[2]! + 5, by, 9)
  })
  row('Annual premium', 18, (by) => {
    s.text(printMoney(p.priorPremium, 'cents'), xs[1]! + 5, by, 9)
    s.value('policy.premium', cash(p.premium, 'cents'), xs[2]! + 5, by, 9, { bold: true })
  })
  s.grid(L, top, cols, rows)
  y += 24
  y = s.prose(
    spaced(
      p.hasMortgagee
        ? [
            'We will send proof of the new policy to your mortgage company,',
            { field: 'policy.mortgagee', ...txt(p.mortgagee) },
            ', under loan number',
            { field: 'policy.loanNumber', ...txt(p.loanNumber) },
            `, and bill it for the premium if your premium is paid from escrow. ${old} will send its own notice that your current policy is not being renewed; you may keep it for your records.`,
          ]
        : [
            `Our records show no mortgage company on your policy, so the first bill will come to you. ${old} will send its own notice that your current policy is not being renewed; you may keep it for your records.`,
          ],
    ),
    L,
    y,
    10,
    R - L,
  )
  y += 8
  y = s.prose(
    [
      `Questions about the change? Call ${p.agentName} at ${p.agencyPhone}, or us at ${p.claimsPhone} (Monday to Friday, 8 to 6). If you would rather not accept the new policy, tell your agent before ${printDate(addDays(p.effectiveDate, -int(rnd, 3, 9)), D)}.`,
    ],
    L,
    y,
    10,
    R - L,
  )
  s.text('Sincerely,', L, y + 14, 10)
  s.text('Personal Lines Underwriting', L, y + 44, 10)
  s.text(`Form BT-${digits(rnd, 3)} (${printDate(p.issueDate, 'mdy-yy')})`, L, 760, 7, false, 0.4)
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'rw01',
    name: 'book-transfer-comparison-letter',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.bookRoll,
    features:
      "a carrier's book-transfer letter: the agency named in a sentence, a ruled comparison of the current policy (left) and the new one (right), the new insurer wrapped in its cell, the term over two lines, `January 05, 2026` dates, the lender in a closing sentence",
    render: bookRoll,
  },
]
