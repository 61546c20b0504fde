/**
 * Families bg05–bg06: a loss-control survey's photo report, where the policy's facts fill a small
 * assignment table above a grid of captioned photographs (the captions carry other years and
 * dates); and a page of a household records organizer, where the owner has typed the homeowners
 * policy into a preprinted box beside the auto and umbrella boxes with their own companies,
 * numbers, renewal dates, premiums and deductibles.
 */
import { cash, dt, endX, fitSize, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { OTHER_CARRIERS, printDate, printMoney } from './words'

/**
 * A photo report: the surveyor's header, an assignment table of three label/value pairs a row,
 * four photographs (grey frames) with captions, and recommendations.
 */
async function photoReport(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 36
  const R = 576
  const D = 'mon-comma' as const
  s.band(L, 30, R - L, 30, 0.2)
  s.text('LOSS CONTROL SURVEY  -  PHOTO REPORT', L + 10, 50, 13, true, 1)
  s.right(`Survey ${digits(rnd, 7)}`, R - 10, 50, 9, true)
  const surveyed = addDays(p.effectiveDate, int(rnd, 12, 60))
  s.text(
    `Surveyed ${printDate(surveyed, D)} by ${p.agentName}, CSP  -  requested by underwriting`,
    L,
    74,
    8.5,
  )
  // Assignment table: label above value, three cells a row.
  const top = 84
  const cw = (R - L) / 3
  const rh = 28
  s.grid(L, top, [cw, cw, cw], [rh, rh, rh, rh])
  const cell = (row: number, col: number, label: string): [number, number, number] => {
    const x = L + col * cw
    s.text(label, x + 4, top + row * rh + 9, 6.5, true)
    return [x + 4, top + row * rh + 22, cw - 8]
  }
  const put = (
    row: number,
    col: number,
    label: string,
    field: Parameters<typeof s.value>[0],
    v: string,
  ): void => {
    const [x, y, w] = cell(row, col, label)
    s.value(field, txt(v), x, y, fitSize(s, v, w, 9))
  }
  put(0, 0, 'ACCOUNT / INSURED', 'policy.namedInsured', p.namedInsured)
  put(0, 1, 'INSURING COMPANY', 'policy.carrier', p.carrier)
  put(0, 2, 'POLICY #', 'policy.policyNumber', p.policyNumber)
  {
    const [x, y] = cell(1, 0, 'POLICY TERM')
    const a = s.value('policy.effectiveDate', dt(p.effectiveDate, D), x, y, 9)
    const t = s.text('-', endX(s, a) + 3, y, 9)
    s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 3, y, 9)
  }
  {
    const [x, y] = cell(1, 1, 'SURVEYED LOCATION')
    s.value('property.address', txt(p.street), x, y, 9)
  }
  {
    const [x, y] = cell(1, 2, 'CITY / STATE')
    s.text(`${p.city}, ${p.state} ${p.zip}`, x, y, 9)
  }
  {
    const [x, y] = cell(2, 0, 'BLDG LIMIT (RC)')
    s.value('policy.coverageAmount', cash(p.coverageAmount, 'k'), x, y, 9)
  }
  {
    const [x, y] = cell(2, 1, 'AOP DEDUCTIBLE')
    s.value('policy.deductible', cash(p.deductible, 'dollars'), x, y, 9)
  }
  {
    const [x, y] = cell(2, 2, 'YEAR BUILT / RENOVATED')
    const b = s.value('property.yearBuilt', year(p.yearBuilt), x, y, 9)
    s.text(`/ ${Math.max(p.yearBuilt + 10, p.roofYear)}`, endX(s, b) + 4, y, 9)
  }
  put(3, 0, 'AGENT / BROKER', 'policy.producer', p.producer)
  {
    const [x, y] = cell(3, 1, 'ACCOUNT PREMIUM')
    s.value('policy.premium', cash(p.premium, 'cents'), x, y, 9)
  }
  {
    const [x, y] = cell(3, 2, 'OCCUPANCY')
    s.text(
      pick(rnd, ['Retail / office', 'Light manufacturing', 'Warehouse', 'Restaurant']),
      x,
      y,
      9,
    )
  }
  // Photographs.
  let y = top + 4 * rh + 18
  s.text('PHOTOGRAPHS', L, y, 10, true)
  y += 8
  const pw = (R - L - 16) / 2
  const ph = 150
  const captions = [
    `Photo 1 - Front elevation, facing ${pick(rnd, ['north', 'east', 'south', 'west'])}.`,
    `Photo 2 - Roof covering, ${pick(rnd, ['modified bitumen', 'TPO membrane', 'metal standing seam'])}, replaced ${p.roofYear}.`,
    `Photo 3 - Sprinkler riser; last five-year test ${printDate(addDays(surveyed, -int(rnd, 100, 900)), 'mdy')}.`,
    `Photo 4 - Electrical panel, ${pick(rnd, [200, 400, 800])} amp service, no open breakers.`,
  ]
  captions.forEach((c, i) => {
    const x = L + (i % 2) * (pw + 16)
    const py = y + Math.floor(i / 2) * (ph + 30)
    s.band(x, py, pw, ph, 0.78)
    s.rect(x, py, pw, ph, 0.6)
    s.center(`[ image ${i + 1} ]`, x + pw / 2, py + ph / 2, 9)
    s.text(c, x, py + ph + 12, 7.5)
  })
  y += 2 * (ph + 30) + 10
  s.text('RECOMMENDATIONS', L, y, 10, true)
  y += 14
  s.text(
    `${digits(rnd, 2)}-1  Service the portable fire extinguishers annually and tag them.`,
    L,
    y,
    8.5,
  )
  y += 12
  s.text(
    `${digits(rnd, 2)}-2  Keep 18 inches of clearance below the sprinkler deflectors in storage.`,
    L,
    y,
    8.5,
  )
  y += 18
  if (p.hasMortgagee) {
    const a = s.text('Interest on policy: mortgagee', L, y, 8.5, true)
    const m = s.value(
      'policy.mortgagee',
      txt(p.mortgagee),
      endX(s, a) + 5,
      y,
      fitSize(s, p.mortgagee, 300, 8.5),
    )
    const l = s.text('loan', endX(s, m) + 6, y, 8.5, true)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, l) + 5, y, 8.5)
  } else s.text('Interest on policy: none scheduled.', L, y, 8.5, true)
  s.text(
    'This survey is for underwriting purposes only and is not a safety or code compliance inspection.',
    L,
    768,
    7,
    false,
    0.4,
  )
  return s.finish()
}

/**
 * An organizer page: a preprinted header, the home's address and year, then boxes per policy with
 * preprinted captions and underlines; the homeowners box (the answers) among the auto and
 * umbrella boxes.
 */
async function organizer(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 54
  const R = 558
  const D = 'mdy-yy' as const
  s.text('MY HOUSEHOLD RECORDS', L, 50, 16, true)
  s.right('Section 7  -  Insurance', R, 50, 10, true)
  s.text(
    'Keep this page with your important papers. Update it at every renewal.',
    L,
    64,
    8,
    false,
    0.4,
  )
  s.hline(L, R, 72, 1.5)
  let y = 94
  const cap = (t: string, x: number, yy: number): number => {
    s.text(t, x, yy, 7.5, false, 0.35)
    return x + s.width(t, 7.5) + 4
  }
  const under = (x0: number, x1: number, yy: number): void => s.hline(x0, x1, yy + 2.5, 0.35)
  const xh = cap('Household:', L, y)
  under(xh, R, y)
  s.value('policy.namedInsured', txt(p.namedInsured), xh + 2, y, 10)
  y += 22
  const xa = cap('Home address:', L, y)
  under(xa, 400, y)
  const st = s.value('property.address', txt(p.street), xa + 2, y, 10)
  s.text(`, ${p.city}`, endX(s, st), y, 10)
  const xy = cap('Year house built:', 410, y)
  under(xy, R, y)
  s.value('property.yearBuilt', year(p.yearBuilt), xy + 2, y, 10)
  y += 26
  /** A preprinted box: title band, then caption/underline pairs two to a line. */
  const box = (
    title: string,
    lines: Array<Array<[string, (x: number, yy: number, w: number) => void]>>,
  ): void => {
    const h = 22 + lines.length * 22
    s.rect(L, y, R - L, h, 0.8)
    s.band(L, y, R - L, 15, 0.86)
    s.text(title, L + 6, y + 11, 9, true)
    let yy = y + 33
    for (const line of lines) {
      const w = (R - L - 12) / line.length
      line.forEach(([c, draw], i) => {
        const x = L + 6 + i * w
        const vx = cap(c, x, yy)
        under(vx, x + w - 8, yy)
        draw(vx + 2, yy, x + w - 10 - vx)
      })
      yy += 22
    }
    y += h + 14
  }
  const t = (v: string) => (x: number, yy: number, w: number) => {
    s.text(v, x, yy, fitSize(s, v, w, 9.5))
  }
  const v =
    (field: Parameters<typeof s.value>[0], text: string) => (x: number, yy: number, w: number) => {
      s.value(field, txt(text), x, yy, fitSize(s, text, w, 9.5))
    }
  const autoCo = pick(rnd, OTHER_CARRIERS)
  const autoRenew = addDays(p.effectiveDate, int(rnd, 40, 200))
  box('AUTO', [
    [
      ['Company', t(autoCo)],
      ['Policy #', t(`PA ${digits(rnd, 4)}-${digits(rnd, 5)}`)],
    ],
    [
      ['Renews', t(printDate(autoRenew, D))],
      ['6-mo. premium', t(printMoney(Math.round(p.premium * 0.6 * 100) / 100, 'cents'))],
    ],
    [
      ['Collision deductible', t(printMoney(pick(rnd, [500, 1000]), 'dollars'))],
      ['Claims phone', t(p.claimsPhone)],
    ],
  ])
  box('HOME / DWELLING', [
    [['Company', v('policy.carrier', p.carrier)]],
    [
      ['Policy #', v('policy.policyNumber', p.policyNumber)],
      ['Agent', v('policy.producer', p.producer)],
    ],
    [
      [
        'Started',
        (x, yy) => {
          s.value('policy.effectiveDate', dt(p.effectiveDate, D), x, yy, 9.5)
        },
      ],
      [
        'Renews',
        (x, yy) => {
          s.value('policy.expirationDate', dt(p.expirationDate, D), x, yy, 9.5)
        },
      ],
    ],
    [
      [
        'Yearly premium',
        (x, yy) => {
          s.value('policy.premium', cash(p.premium, 'cents'), x, yy, 9.5)
        },
      ],
      ['Agent phone', t(p.agencyPhone)],
    ],
    [
      [
        'House insured for',
        (x, yy) => {
          s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), x, yy, 9.5)
        },
      ],
      [
        'Deductible',
        (x, yy) => {
          s.value('policy.deductible', cash(p.deductible, 'dollars'), x, yy, 9.5)
        },
      ],
    ],
    p.hasMortgagee
      ? [
          ['Mortgage with', v('policy.mortgagee', p.mortgagee)],
          ['Loan #', v('policy.loanNumber', p.loanNumber)],
        ]
      : [
          ['Mortgage with', t('paid off - no mortgage')],
          ['Loan #', t('-')],
        ],
    [
      [
        'Where the policy is kept',
        t(pick(rnd, ['Fire safe, top shelf', 'Blue folder in the desk', 'Agent portal (online)'])),
      ],
    ],
  ])
  const umbRenew = addDays(p.effectiveDate, int(rnd, -120, -20))
  box('UMBRELLA', [
    [
      [
        'Company',
        t(
          pick(
            rnd,
            OTHER_CARRIERS.filter((c) => c !== autoCo),
          ),
        ),
      ],
      ['Policy #', t(`UMB${digits(rnd, 7)}`)],
    ],
    [
      ['Renews', t(printDate(umbRenew, D))],
      ['Limit', t(printMoney(pick(rnd, [1e6, 2e6]), 'dollars'))],
    ],
  ])
  s.text(
    `Last updated ${printDate(p.issueDate, D)}. Prior home policy number: ${p.priorPolicyNumber}.`,
    L,
    y,
    8,
    false,
    0.35,
  )
  return s.finish()
}

export const FAMILIES_C: readonly BlindFamily[] = [
  {
    id: 'bg05',
    name: 'survey-photo-report',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.photo,
    features:
      'a loss-control survey photo report: a dark title band, the survey date and surveyor, an assignment table with small captions above the values ("INSURING COMPANY", "POLICY TERM" as "Jan 5, 2026 - Jan 5, 2027", "BLDG LIMIT (RC)" as "$1,250K", "YEAR BUILT / RENOVATED"), four grey photo frames with captions that carry the roof year and a sprinkler test date, recommendations, the mortgagee at the foot',
    render: photoReport,
  },
  {
    id: 'bg06',
    name: 'household-records-organizer',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.organizer,
    features:
      'a page of a household records organizer: the household and home address on underlines, then preprinted boxes (AUTO, HOME / DWELLING, UMBRELLA) with grey captions and values typed on underlines two to a line; the home box\'s "Started"/"Renews" dates as "01/05/26", "House insured for", "Yearly premium", "Mortgage with"; the auto and umbrella boxes carry other companies, numbers, renewal dates, a premium and a deductible',
    render: organizer,
  },
]
