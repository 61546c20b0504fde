/**
 * Minutes of a meeting of a company's managers at which the property insurance was renewed: the
 * incumbent's renewal terms in one paragraph, a competing quote from another insurer in the next,
 * the resolution, and the treasurer's figures, with the meeting's own date written out (family
 * rw07).
 */
import { cash, dt, run, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, int, pick, type BlindPolicy, type Rnd } from './policy'
import { FAMILY_NAMES, GIVEN_NAMES, INSURERS, printDate, printMoney } from './words'

async function boardMinutes(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 66
  const R = 546
  const D = 'month-th' as const
  const M = 'dollars' as const
  const meeting = addDays(p.effectiveDate, -int(rnd, 12, 40))
  const person = (): string => `${pick(rnd, GIVEN_NAMES)} ${pick(rnd, FAMILY_NAMES)}`
  const chair = person()
  const secretary = person()
  s.center('MINUTES OF A MEETING OF THE MANAGERS OF', 306, 60, 11, true)
  s.valueCentredLines(
    'policy.namedInsured',
    [p.namedInsured],
    p.namedInsured,
    306,
    76,
    13,
    15,
    true,
  )
  s.center(
    `held ${printDate(meeting, 'weekday')}, at 7:00 p.m., at the Company's office`,
    306,
    94,
    10,
  )
  let y = 124
  const para = (runs: Parameters<typeof spaced>[0], gap = 8): void => {
    y = s.prose(spaced(runs), L, y, 10, R - L) + gap
  }
  const item = (t: string): void => {
    s.text(t, L, y, 10, true)
    y += 15
  }
  item('1. Present')
  para([
    `${chair} (chair), ${secretary} (secretary), ${person()} (treasurer) and ${person()}. Also present by invitation:`,
    run('policy.producer', txt(p.producer)),
    `, represented by ${p.agentName}. A quorum being present, the chair called the meeting to order.`,
  ])
  item('2. Minutes')
  para([
    `The minutes of the meeting of ${printDate(addDays(meeting, -int(rnd, 80, 100)), 'month-d-y')} were approved as circulated.`,
  ])
  item("3. Treasurer's report")
  const cashOnHand = int(rnd, 40, 900) * 1000 + int(rnd, 0, 999)
  para([
    `Cash on hand ${printMoney(cashOnHand, M)}; rent receivable ${printMoney(int(rnd, 2, 60) * 1000, M)}; the building reserve stands at ${printMoney(int(rnd, 20, 300) * 1000, M)}. Last year's property premium was ${printMoney(p.priorPremium, M)}.`,
  ])
  item('4. Property insurance renewal')
  para([
    `${p.agentName} reported that the incumbent insurer,`,
    run('policy.carrier', txt(p.carrier)),
    ', has offered to renew policy no.',
    run('policy.policyNumber', txt(p.policyNumber)),
    'on the Company\u2019s building at',
    run('property.address', txt(p.street)),
    `, ${p.city} (built`,
    run('property.yearBuilt', year(p.yearBuilt)),
    ') for the term',
    run('policy.effectiveDate', dt(p.effectiveDate, D)),
    'to',
    run('policy.expirationDate', dt(p.expirationDate, D)),
    ', with a building limit of',
    run('policy.coverageAmount', cash(p.coverageAmount, M)),
    'and a',
    run('policy.deductible', cash(p.deductible, M)),
    'deductible, for an annual premium of',
    run('policy.premium', cash(p.premium, M)),
    '.',
  ])
  const rival = pick(
    rnd,
    INSURERS.commercial.filter((c) => c !== p.carrier),
  )
  const rivalPremium = Math.round(p.premium * (0.86 + rnd() * 0.1))
  para([
    `A competing quotation from ${rival} was ${printMoney(rivalPremium, M)} for the same limit, but with a ${printMoney(p.deductible * 2, M)} deductible and a ${p.percent + 1}% wind and hail deductible. After discussion, on motion duly made and seconded, it was`,
  ])
  para([
    {
      text: `RESOLVED, that the Company accept the renewal offered by the incumbent insurer on the terms reported, and that the treasurer pay the premium when billed.`,
      bold: true,
    },
  ])
  para(
    p.hasMortgagee
      ? [
          'The secretary will send evidence of the renewal to',
          run('policy.mortgagee', txt(p.mortgagee)),
          ', which holds the mortgage on the building, quoting loan no.',
          run('policy.loanNumber', txt(p.loanNumber)),
          '.',
        ]
      : [
          'The mortgage on the building was paid off last year, so no evidence of insurance needs to be sent to a lender.',
        ],
  )
  item('5. Other business')
  para([
    `The roof, replaced in ${p.roofYear}, is due for inspection. The Company's second building, at ${p.street2}, stays on its separate policy with a limit of ${printMoney(p.limit2, M)}. The next meeting will be held ${printDate(addDays(meeting, int(rnd, 85, 95)), 'weekday')}.`,
  ])
  item('6. Adjournment')
  para(['There being no further business, the meeting was adjourned at 8:15 p.m.'])
  y += 16
  s.text('_____________________________', L, y, 10)
  s.text(`${secretary}, Secretary`, L, y + 13, 10)
  s.text('Approved: ______________', 360, y, 10)
  return s.finish()
}

export const FAMILIES_G: readonly BlindFamily[] = [
  {
    id: 'rw07',
    name: 'managers-meeting-minutes',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.boardMinutes,
    features:
      "minutes of a managers' meeting: the company centred in the heading, the agency among those present, every answer of the renewal in one paragraph (`January 5th, 2026`), a competing insurer's quote, last year's premium and the treasurer's figures around it, the lender in a later sentence",
    render: boardMinutes,
  },
]
