/**
 * A public entity risk pool's memorandum of coverage in Times, with the pool's own words (member,
 * coverage period, scheduled value, member deductible, contribution) and the pool's large
 * per-occurrence limit and retention beside the member's (family hj06).
 */
import { cash, cityLine, dt, endX, fitSize, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, int, pick, type BlindPolicy, type Rnd } from './policy'
import { printDate, printMoney } from './words'

/**
 * A risk pool's memorandum of coverage: the pool's name as letterhead, numbered sections with
 * hanging labels, the member's values in Times, the pool's own limits and retention beside them,
 * a mortgagee endorsement paragraph and the pool's administrator.
 */
async function riskPool(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 60
  const R = 552
  const D = 'month-th' as const
  const pool = `${pick(rnd, ['Ottertail Valley', 'High Plains', 'Big Horn Basin', 'Trans-Pecos'])} Public Entity Risk Pool`
  const member = `${p.city} ${pick(rnd, ['Housing Authority', 'School District No. ' + int(rnd, 2, 40), 'Rural Water District', 'Hospital District'])}`
  s.value('policy.carrier', txt(pool), (L + R) / 2, 50, 14, { bold: true, align: 'center' })
  s.center(`an intergovernmental self-insurance pool  -  ${p.mailingCity}`, (L + R) / 2, 64, 9)
  s.hline(L, R, 72, 0.8)
  s.center('MEMORANDUM OF COVERAGE', (L + R) / 2, 96, 13, true)
  s.center('Property Coverage Part', (L + R) / 2, 110, 10)
  let y = 138
  const H = L + 150
  const section = (n: number, label: string, draw: (yy: number) => number): void => {
    s.text(`${n}.`, L, y, 10.5, true)
    s.text(label, L + 16, y, 10.5, true)
    y = draw(y) + 8
  }
  section(1, 'Memorandum No.', (yy) => {
    s.value('policy.policyNumber', txt(p.policyNumber), H, yy, 10.5, { bold: true })
    s.text(`(replaces ${p.priorPolicyNumber})`, H + 120, yy, 9)
    return yy + 14
  })
  section(2, 'Member', (yy) => {
    s.value('policy.namedInsured', txt(member), H, yy, 10.5)
    s.text(`Member no. ${p.accountNumber}`, H, yy + 13, 9)
    return yy + 27
  })
  section(3, 'Coverage Period', (yy) => {
    const a = s.text('From 12:01 a.m.', H, yy, 10.5)
    s.value(
      'policy.effectiveDate',
      dt(p.effectiveDate, D),
      endX(s, a) + s.width(' ', 10.5),
      yy,
      10.5,
    )
    const b = s.text('to 12:01 a.m.', H, yy + 14, 10.5)
    s.value(
      'policy.expirationDate',
      dt(p.expirationDate, D),
      endX(s, b) + s.width(' ', 10.5),
      yy + 14,
      10.5,
    )
    return yy + 28
  })
  section(4, 'Covered Property', (yy) => {
    const a = s.value('property.address', txt(p.street), H, yy, 10.5)
    s.text(`, ${cityLine(p)}`, endX(s, a), yy, 10.5)
    const c = s.text(
      `${pick(rnd, ['Apartments', 'Administration building', 'Community center'])}, constructed`,
      H,
      yy + 14,
      10.5,
    )
    s.value('property.yearBuilt', year(p.yearBuilt), endX(s, c) + s.width(' ', 10.5), yy + 14, 10.5)
    return yy + 28
  })
  section(5, 'Limits', (yy) => {
    const rows: Array<[string, () => void]> = [
      [
        'Pool limit, each occurrence, all members',
        () =>
          void s.right(printMoney(pick(rnd, [100, 150, 250]) * 1_000_000, 'dollars'), R, yy, 10),
      ],
      [
        'Scheduled value, this property',
        () =>
          void s.value(
            'policy.coverageAmount',
            cash(p.coverageAmount, 'bare-cents'),
            R,
            yy + 14,
            10,
            { align: 'right' },
          ),
      ],
      [
        'Member deductible, each occurrence',
        () =>
          void s.value('policy.deductible', cash(p.deductible, 'bare-cents'), R, yy + 28, 10, {
            align: 'right',
          }),
      ],
      [
        'Pool retention (reinsured above)',
        () => void s.right(printMoney(pick(rnd, [250_000, 500_000]), 'bare-cents'), R, yy + 42, 10),
      ],
    ]
    rows.forEach(([label, draw], i) => {
      s.text(label, H, yy + i * 14, 10)
      draw()
    })
    s.text('USD', R - 130, yy, 7, false, 0.4)
    return yy + 56
  })
  section(6, 'Contribution', (yy) => {
    const a = s.text('Annual member contribution for this property:', H, yy, 10.5)
    s.value(
      'policy.premium',
      cash(p.premium, 'dollars'),
      endX(s, a) + s.width(' ', 10.5),
      yy,
      10.5,
      { bold: true },
    )
    s.text(
      `Payable in two installments; loss-control credit of ${p.percent}% applied.`,
      H,
      yy + 14,
      9,
    )
    return yy + 28
  })
  section(7, 'Mortgagee', (yy) => {
    const end = s.prose(
      spaced(
        p.hasMortgagee
          ? [
              'Mortgagee endorsement PE-11 applies in favour of',
              { field: 'policy.mortgagee', ...txt(p.mortgagee) },
              ', loan number',
              { field: 'policy.loanNumber', ...txt(p.loanNumber) },
              ", as its interest may appear; thirty days' notice of cancellation to the mortgagee.",
            ]
          : ['None. The member owns this property free of any lien (bond-financed, retired).'],
      ),
      H,
      yy,
      10,
      R - H,
    )
    return end
  })
  section(8, 'Producer of Record', (yy) => {
    s.value('policy.producer', txt(p.producer), H, yy, fitSize(s, p.producer, R - H, 10.5))
    s.text(`${p.agentName}  -  ${p.agencyPhone}`, H, yy + 13, 9)
    return yy + 27
  })
  y += 10
  y = s.prose(
    [
      `This memorandum summarises the coverage the member has under the pool's Coverage Document (${int(rnd, 2020, 2025)} edition) and the Interlocal Agreement. The pool is not an insurance company; it is a public entity pool, and coverage is subject to the Coverage Document's terms, conditions and exclusions.`,
    ],
    L,
    y,
    8.5,
    R - L,
  )
  y += 20
  s.text(`Issued ${printDate(p.issueDate, D)}`, L, y, 10)
  s.text('____________________________', R - 200, y, 10)
  s.text('Pool Administrator', R - 200, y + 13, 9)
  return s.finish()
}

export const FAMILIES_F: readonly BlindFamily[] = [
  {
    id: 'hj06',
    name: 'risk-pool-memorandum',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.riskPool,
    features:
      'a public entity risk pool\'s memorandum of coverage in Times: numbered sections with hanging labels (Member, Coverage Period "January 5th, 2026", Scheduled value, Member deductible, Contribution) beside the pool\'s own limit and retention, amounts as 1,250,000.00',
    render: riskPool,
  },
]
