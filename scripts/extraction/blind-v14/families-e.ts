/**
 * A short-term rental host policy's declarations in two columns, whose guest-damage deductible is
 * printed before the all-peril one and whose term is split over "From" and "To" lines (family
 * hj05).
 */
import { cash, cityLine, dt, endX, fitSize, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'

/**
 * A short-term rental host declarations page: the insurer's brand, then two columns — the host
 * and rental property on the left, the policy and its "From"/"To" lines on the right — a
 * coverage table of two sections side by side, deductibles (guest damage first), the premium with
 * the platform's fees, the mortgagees (first and second) and the agent.
 */
async function shortTermRental(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 40
  const R = 572
  const M = 306
  const D = 'mdy' as const
  s.logo(brandOf(p.carrier).toUpperCase(), L + 6, 50, 17, 'band')
  s.right('Short-Term Rental Host Policy', R, 40, 11, true)
  s.right('DECLARATIONS', R, 54, 9)
  s.hline(L, R, 66, 1.2)
  let yl = 86
  let yr = 86
  const capL = (t: string): void => {
    s.text(t, L, yl, 7, true, 0.35)
    yl += 11
  }
  const capR = (t: string): void => {
    s.text(t, M + 10, yr, 7, true, 0.35)
    yr += 11
  }
  capL('HOST / NAMED INSURED')
  s.value('policy.namedInsured', txt(p.namedInsured), L, yl, 10, { bold: true })
  yl += 12
  s.text(p.mailingStreet, L, yl, 9)
  s.text(p.mailingCity, L, yl + 11, 9)
  yl += 30
  capL('RENTAL PROPERTY')
  s.value('property.address', txt(p.street), L, yl, 9.5)
  s.text(cityLine(p), L, yl + 11, 9.5)
  yl += 26
  const listing = `${pick(rnd, ['Listing', 'Property ID'])} ${digits(rnd, 9)}`
  s.text(`${listing}  -  sleeps ${int(rnd, 4, 14)}`, L, yl, 8.5)
  yl += 12
  const b = s.text('Dwelling built', L, yl, 8.5)
  s.value('property.yearBuilt', year(p.yearBuilt), endX(s, b) + s.width(' ', 8.5), yl, 8.5)
  s.text(
    `- ${pick(rnd, ['frame', 'masonry veneer', 'log'])}, ${int(rnd, 1, 3)} stories`,
    endX(s, b) + 28,
    yl,
    8.5,
  )
  yl += 12
  capR('POLICY NUMBER')
  s.value('policy.policyNumber', txt(p.policyNumber), M + 10, yr, 10.5, { bold: true })
  yr += 18
  capR('POLICY PERIOD')
  s.text('From', M + 10, yr, 9)
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), M + 40, yr, 9)
  s.text('12:01 AM', M + 100, yr, 9)
  s.text('To', M + 10, yr + 12, 9)
  s.value('policy.expirationDate', dt(p.expirationDate, D), M + 40, yr + 12, 9)
  s.text('12:01 AM standard time', M + 100, yr + 12, 9)
  yr += 30
  capR('UNDERWRITTEN BY')
  s.value('policy.carrier', txt(p.carrier), M + 10, yr, fitSize(s, p.carrier, R - M - 12, 9.5))
  yr += 12
  s.text(`NAIC ${p.naic}  -  Claims ${p.claimsPhone}`, M + 10, yr, 8)
  yr += 14
  let y = Math.max(yl, yr) + 12
  s.band(L, y, R - L, 14, 0.85)
  s.text('SECTION I - PROPERTY', L + 4, y + 10, 8, true)
  s.text('SECTION II - HOST LIABILITY', M + 10, y + 10, 8, true)
  y += 26
  const left: Array<[string, string, boolean]> = [
    ['Coverage A - Dwelling', '', true],
    ['Coverage B - Other Structures', printMoney(p.otherStructures, 'dollars'), false],
    [
      "Coverage C - Host's Contents",
      printMoney(Math.round(p.contents / 4 / 100) * 100, 'dollars'),
      false,
    ],
    ['Coverage D - Loss of Rental Income', `${printMoney(p.lossOfUse, 'dollars')} / 12 mo`, false],
  ]
  const right: Array<[string, string]> = [
    ['Each Occurrence', printMoney(p.liability * 2, 'dollars')],
    ['Guest Medical Payments', printMoney(p.medical, 'dollars')],
    ['Platform Liability Extension', 'Included'],
  ]
  left.forEach(([label, v, answer], i) => {
    s.text(label, L + 4, y + i * 13, 8.5)
    if (answer)
      s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), M - 10, y + i * 13, 8.5, {
        align: 'right',
      })
    else s.right(v, M - 10, y + i * 13, 8.5)
  })
  right.forEach(([label, v], i) => {
    s.text(label, M + 10, y + i * 13, 8.5)
    s.right(v, R - 4, y + i * 13, 8.5)
  })
  y += 4 * 13 + 10
  s.vline(M, y - 4 * 13 - 36, y - 6)
  s.text('DEDUCTIBLES', L, y, 8, true, 0.35)
  y += 12
  s.text('Guest damage (per stay)', L + 4, y, 8.5)
  s.right(printMoney(pick(rnd, [250, 500]), 'dollars'), M - 10, y, 8.5)
  y += 12
  s.text('All other perils (per occurrence)', L + 4, y, 8.5)
  s.value('policy.deductible', cash(p.deductible, 'dollars'), M - 10, y, 8.5, { align: 'right' })
  y += 12
  s.text(`Wind/hail: ${p.percent}% of Coverage A`, L + 4, y, 8.5)
  const py = y - 24
  s.text('PREMIUM', M + 10, py, 8, true, 0.35)
  s.text('Policy premium', M + 14, py + 12, 8.5)
  s.value('policy.premium', cash(p.premium, 'cents'), R - 4, py + 12, 8.5, { align: 'right' })
  s.text('Platform service fee', M + 14, py + 24, 8.5)
  s.right(printMoney(p.policyFee, 'cents'), R - 4, py + 24, 8.5)
  s.text('State surcharge', M + 14, py + 36, 8.5)
  s.right(printMoney(p.stateTax, 'cents'), R - 4, py + 36, 8.5)
  s.hline(R - 90, R - 4, py + 40, 0.5)
  s.text('Total due', M + 14, py + 50, 8.5, true)
  s.right(printMoney(p.premium + p.policyFee + p.stateTax, 'cents'), R - 4, py + 50, 8.5, true)
  y = py + 74
  s.band(L, y, R - L, 14, 0.85)
  s.text('MORTGAGEE(S) / ADDITIONAL INTERESTS', L + 4, y + 10, 8, true)
  y += 26
  if (p.hasMortgagee) {
    s.text('1st', L + 4, y, 8.5, true)
    s.value('policy.mortgagee', txt(p.mortgagee), L + 30, y, fitSize(s, p.mortgagee, 300, 8.5))
    s.text(`ISAOA  -  ${p.lenderStreet}, ${p.lenderCity}`, L + 30, y + 11, 8)
    const ln = s.text('Loan', M + 120, y, 8.5)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, ln) + s.width(' ', 8.5), y, 8.5)
    y += 26
    s.text('2nd', L + 4, y, 8.5, true)
    s.text(p.secondLender, L + 30, y, fitSize(s, p.secondLender, 300, 8.5))
    s.text(`Loan ${p.secondLoanNumber}`, M + 120, y, 8.5)
    y += 18
  } else {
    s.text('None', L + 4, y, 8.5)
    y += 18
  }
  s.text('YOUR AGENT', L, y + 6, 7, true, 0.35)
  s.value('policy.producer', txt(p.producer), L, y + 18, 9.5)
  s.text(`${p.agentName}  -  ${p.agencyPhone}`, L, y + 30, 8.5)
  s.text(
    `Issued ${printDate(p.issueDate, D)}. Guest stays longer than 30 consecutive nights are not covered. Forms: STR 00 01, STR 04 12.`,
    L,
    y + 56,
    7.5,
    false,
    0.35,
  )
  return s.finish()
}

export const FAMILIES_E: readonly BlindFamily[] = [
  {
    id: 'hj05',
    name: 'short-term-rental-declarations',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.shortTermRental,
    features:
      'a short-term rental host policy declarations in two columns: term on "From"/"To" lines with times, the carrier under "UNDERWRITTEN BY", two coverage sections side by side, the guest-damage deductible before the all-peril one, premium above platform fee and surcharge, first and second mortgagees',
    render: shortTermRental,
  },
]
