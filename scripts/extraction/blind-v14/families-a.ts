/**
 * A broker-of-record letter on the insured's letterhead, whose table of the policies moved to the
 * new broker puts the commercial property policy third (below general liability and auto, above
 * the umbrella), its term split over two lines of the cell (family hj01).
 */
import { cash, dt, endX, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { AGENCIES, OTHER_CARRIERS, printDate, printMoney } from './words'

/**
 * A broker-of-record letter: the insured's letterhead, the appointment in a sentence naming the
 * new broker (the producer) and the one it replaces, a ruled table of four policies (the property
 * policy third), the lender's clause in a paragraph, signature and the broker's acceptance.
 */
async function brokerOfRecord(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 56
  const R = 556
  const D = 'mdy' as const
  s.value('policy.namedInsured', txt(p.namedInsured), L, 52, 16, { bold: true })
  s.text(`${p.mailingStreet}  -  ${p.mailingCity}  -  ${p.agencyPhone}`, L, 66, 8.5, false, 0.3)
  s.hline(L, R, 72, 0.8)
  const letterDate = addDays(p.effectiveDate, int(rnd, 40, 200))
  s.text(printDate(letterDate, 'month-d-y'), L, 100, 11)
  s.text('To: Each insurer named below, and', L, 124, 11)
  const old = pick(
    rnd,
    AGENCIES.filter((a) => a !== p.producer),
  )
  s.text(`      ${old} (current broker)`, L, 138, 11)
  s.text('Re: Appointment of Broker of Record', L, 162, 11, true)
  let y = s.prose(
    spaced([
      `Effective ${printDate(letterDate, 'month-d-y')}, we hereby appoint`,
      { field: 'policy.producer', ...txt(p.producer), bold: true },
      'as our exclusive broker of record with respect to the policies listed below, and rescind all previous appointments. This letter does not change any coverage, term or premium; please release all information about these policies to our new broker only.',
    ]),
    L,
    186,
    11,
    R - L,
  )
  y += 8
  const cols = [96, 118, 92, 70, 70, 54]
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0))
  const head = [
    'Line of coverage',
    'Insurer',
    'Policy number',
    'Policy period',
    'Limit / Ded.',
    'Premium',
  ]
  const top = y
  s.band(L, top, R - L, 16, 0.85)
  head.forEach((h, i) => s.text(h, xs[i]! + 3, top + 11, 8.5, true))
  y = top + 16
  const rows: number[] = [16]
  const glEff = addDays(p.effectiveDate, -int(rnd, 30, 150))
  const auEff = addDays(p.effectiveDate, int(rnd, 20, 120))
  const cell = 8.5
  const other = (line: string, carrier: string, no: string, eff: string, lim: string): void => {
    const by = y + 11
    s.text(line, xs[0]! + 3, by, cell)
    const cl = s.split(carrier, cell, cols[1]! - 6)
    cl.forEach((l, i) => s.text(l, xs[1]! + 3, by + i * 10, cell))
    s.text(no, xs[2]! + 3, by, cell)
    s.text(`${printDate(eff, D)} -`, xs[3]! + 3, by, cell)
    s.text(printDate(addDays(eff, 365), D), xs[3]! + 3, by + 10, cell)
    s.text(lim, xs[4]! + 3, by, cell)
    s.right(printMoney(int(rnd, 900, 9000), 'dollars'), R - 3, by, cell)
    const h = 8 + Math.max(2, cl.length) * 10
    rows.push(h)
    y += h
  }
  other('General Liability', OTHER_CARRIERS[2]!, `GL${digits(rnd, 8)}`, glEff, '$1,000,000')
  other('Commercial Auto', OTHER_CARRIERS[0]!, `BA ${digits(rnd, 7)}`, auEff, '$1,000,000 CSL')
  // The answer: the commercial property policy, third row.
  {
    const by = y + 11
    s.text('Commercial Property', xs[0]! + 3, by, cell, true)
    s.text('(building)', xs[0]! + 3, by + 10, cell)
    const cl = s.split(p.carrier, cell, cols[1]! - 6)
    s.valueLines('policy.carrier', cl, p.carrier, xs[1]! + 3, by, cell, 10)
    s.value('policy.policyNumber', txt(p.policyNumber), xs[2]! + 3, by, cell)
    const a = s.value('policy.effectiveDate', dt(p.effectiveDate, D), xs[3]! + 3, by, cell)
    s.text('-', endX(s, a) + s.width(' ', cell), by, cell)
    s.value('policy.expirationDate', dt(p.expirationDate, D), xs[3]! + 3, by + 10, cell)
    const b = s.text('Bldg', xs[4]! + 3, by, cell)
    const lim = cash(p.coverageAmount, 'dollars')
    s.value('policy.coverageAmount', lim, endX(s, b) + s.width(' ', cell), by, cell)
    const d = s.text('Ded', xs[4]! + 3, by + 10, cell)
    s.value(
      'policy.deductible',
      cash(p.deductible, 'dollars'),
      endX(s, d) + s.width(' ', cell),
      by + 10,
      cell,
    )
    s.value('policy.premium', cash(p.premium, 'dollars'), R - 3, by, cell, { align: 'right' })
    const h = 8 + Math.max(2, cl.length) * 10
    rows.push(h)
    y += h
  }
  other(
    'Commercial Umbrella',
    OTHER_CARRIERS[1]!,
    `UMB-${digits(rnd, 6)}`,
    glEff,
    `$${pick(rnd, [2, 5])},000,000`,
  )
  s.grid(L, top, cols, rows)
  y += 22
  y = s.prose(
    spaced([
      'The commercial property policy insures our building at',
      { field: 'property.address', ...txt(p.street) },
      `, ${p.city}, ${p.state} ${p.zip}, a ${pick(rnd, ['two', 'three', 'four'])}-story ${pick(rnd, ['masonry', 'joisted masonry', 'steel frame'])} building constructed in`,
      { field: 'property.yearBuilt', ...year(p.yearBuilt) },
      `; location 2 (${p.street2}) is insured under the same policy for ${printMoney(p.limit2, 'dollars')}.`,
    ]),
    L,
    y,
    11,
    R - L,
  )
  y += 6
  y = s.prose(
    spaced(
      p.hasMortgagee
        ? [
            'Please make sure that',
            { field: 'policy.mortgagee', ...txt(p.mortgagee) },
            ", its successors and/or assigns, remains named as mortgagee and lender's loss payee on the property policy (loan no.",
            { field: 'policy.loanNumber', ...txt(p.loanNumber) },
            '), and send the lender a copy of any change.',
          ]
        : [
            'There is no mortgagee or loss payee on the property policy; the building is owned free and clear.',
          ],
    ),
    L,
    y,
    11,
    R - L,
  )
  y += 30
  s.text('Very truly yours,', L, y, 11)
  s.text('By: ____________________________', L, y + 34, 11)
  s.text(`${p.agentName}, Managing Member`, L, y + 48, 11)
  const ax = 320
  s.text('Accepted by the new broker of record:', ax, y, 10, true)
  s.text('____________________________', ax, y + 34, 11)
  s.text(`Agency code ${p.agencyCode}   Date: __________`, ax, y + 48, 10)
  s.text(
    `cc: ${old}; prior broker's letter of ${printDate(addDays(p.issueDate, -400), 'month-d-y')} is withdrawn.`,
    L,
    y + 84,
    8.5,
    false,
    0.35,
  )
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'hj01',
    name: 'broker-of-record-letter',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.brokerOfRecord,
    features:
      "a broker-of-record letter in Times on the insured's letterhead: the new broker named in a sentence beside the one it replaces, a ruled table of four policies with the property policy third, its term split over two lines of the cell, limit and deductible stacked",
    render: brokerOfRecord,
  },
]
