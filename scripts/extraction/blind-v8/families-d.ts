/**
 * Families by07–by08: a carrier's claim acknowledgment letter (the policy's values inside
 * sentences) and a four-point inspection report (years of the roof, panel, water heater and HVAC
 * beside the year built).
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { cash, chance, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { run } from './families-a'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate } from './words'

/**
 * A claim acknowledgment letter from the carrier's claims office: the claim and policy numbers in a
 * reference block, the date of loss, and the policy's period, dwelling limit, deductible and
 * mortgagee inside sentences; no premium.
 */
async function claimLetter(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 72
  const R = 540
  const D = 'month-d-y' as const
  s.value('policy.carrier', txt(p.carrier), L, 60, 12, { bold: true })
  s.text(`Property Claims  ·  ${p.lenderCity}  ·  ${p.claimsPhone}`, L, 74, 9)
  s.hline(L, R, 82, 0.6)
  const loss = addDays(p.effectiveDate, int(rnd, 30, 190))
  s.text(printDate(addDays(loss, int(rnd, 2, 9)), D), L, 108, 11)
  let y = 136
  s.value('policy.namedInsured', txt(p.namedInsured), L, y, 11)
  s.text(p.mailingStreet, L, y + 14, 11)
  s.text(p.mailingCity, L, y + 28, 11)
  y += 60
  const ref: Array<[string, ExtractionFieldId | null, Printed | string]> = [
    ['Claim number:', null, p.claimNumber],
    ['Policy number:', 'policy.policyNumber', txt(p.policyNumber)],
    ['Date of loss:', null, printDate(loss, D)],
    ['Loss location:', 'property.address', txt(p.street)],
  ]
  for (const [label, field, v] of ref) {
    s.text(label, L + 36, y, 10.5, true)
    if (typeof v === 'string') s.text(v, L + 136, y, 10.5)
    else if (field !== null) {
      const b = s.value(field, v, L + 136, y, 10.5)
      if (field === 'property.address') s.text(`, ${cityLine(p)}`, endX(s, b), y, 10.5)
    }
    y += 14
  }
  y += 14
  s.text('Dear Policyholder:', L, y, 11)
  y += 22
  y = s.prose(
    [
      `Thank you for reporting the ${pick(rnd, ['wind', 'hail', 'water', 'fire'])} damage to your home. We have assigned your claim to ${p.agentName}, who will call you within two business days to arrange an inspection.`,
    ],
    L,
    y,
    11,
    R - L,
  )
  y += 6
  y = s.prose(
    [
      'Our records show your policy was in force from ',
      run('policy.effectiveDate', dt(p.effectiveDate, D)),
      ' to ',
      run('policy.expirationDate', dt(p.expirationDate, D)),
      ', with a dwelling (Coverage A) limit of ',
      run('policy.coverageAmount', cash(p.coverageAmount, 'dollars')),
      ' and a deductible of ',
      run('policy.deductible', cash(p.deductible, 'dollars')),
      ' that applies to each covered loss. Your home, built in ',
      run('property.yearBuilt', year(p.yearBuilt)),
      `, is insured on a replacement cost basis; we will first pay the actual cash value and the rest when repairs are complete.`,
    ],
    L,
    y,
    11,
    R - L,
  )
  y += 6
  if (p.hasMortgagee)
    y = s.prose(
      [
        'Because ',
        run('policy.mortgagee', txt(p.mortgagee)),
        ' is listed on your policy as mortgagee (loan ',
        run('policy.loanNumber', txt(p.loanNumber)),
        '), any payment for the dwelling will be made payable to you and to them.',
      ],
      L,
      y,
      11,
      R - L,
    )
  else
    y = s.prose(
      ['No mortgagee is listed on your policy, so payment will be made to you alone.'],
      L,
      y,
      11,
      R - L,
    )
  y += 6
  y = s.prose(
    [
      `Please keep receipts for any emergency repairs. A previous claim, ${p.claimNumber.slice(0, 3)}${digits(rnd, 7)}, was closed on ${printDate(addDays(p.effectiveDate, -int(rnd, 200, 700)), D)}.`,
    ],
    L,
    y,
    11,
    R - L,
  )
  y += 20
  s.text('Sincerely,', L, y, 11)
  s.text(`${pick(rnd, ['Ffion', 'Ultan', 'Tegwen'])} Montgomerie, Claims Intake`, L, y + 40, 11)
  s.text('cc:', L, y + 74, 10)
  s.value('policy.producer', txt(p.producer), L + 22, y + 74, 10)
  s.text(`Carrier: ${brandOf(p.carrier)}`, L, 760, 7)
  return s.finish()
}

/**
 * A four-point inspection report (roof, electrical, plumbing, HVAC) ordered for a new policy: the
 * applicant, policy number and effective date at the top, the year built among the years of the
 * roof, panel, water heater and HVAC; no limits, premium or lender on the form.
 */
async function fourPoint(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 40
  const R = 572
  const D = 'mdy' as const
  s.text('4-POINT INSPECTION REPORT', L, 46, 15, true)
  s.text('Roof · Electrical · Plumbing · HVAC', L, 60, 9)
  const inspected = addDays(p.effectiveDate, -int(rnd, 5, 25))
  s.right(`Inspection date ${printDate(inspected, D)}`, R, 46, 9)
  s.right(`Report no. 4P-${digits(rnd, 6)}`, R, 60, 9)
  s.hline(L, R, 68, 1.2)
  const H = 30
  let top = 76
  const cell = (
    x: number,
    w: number,
    caption: string,
    field: ExtractionFieldId | null,
    v: Printed | string,
  ): void => {
    s.rect(x, top, w, H, 0.6)
    s.text(caption, x + 4, top + 9, 6.5)
    const size = s.width(typeof v === 'string' ? v : v.printed, 10) > w - 8 ? 8 : 10
    if (typeof v === 'string') s.text(v, x + 4, top + 23, size)
    else if (field !== null) s.value(field, v, x + 4, top + 23, size)
  }
  const W = R - L
  cell(L, W * 0.5, 'Applicant / insured name', 'policy.namedInsured', txt(p.namedInsured))
  cell(L + W * 0.5, W * 0.25, 'Policy / application #', 'policy.policyNumber', txt(p.policyNumber))
  cell(L + W * 0.75, W * 0.25, 'Policy effective', 'policy.effectiveDate', dt(p.effectiveDate, D))
  top += H
  cell(L, W * 0.6, 'Address inspected', 'property.address', txt(p.street))
  cell(L + W * 0.6, W * 0.4, 'City, state, ZIP', null, cityLine(p))
  top += H
  cell(L, W * 0.6, 'Insurance company', 'policy.carrier', txt(p.carrier))
  cell(L + W * 0.2 * 3, W * 0.2, 'Year built', 'property.yearBuilt', year(p.yearBuilt))
  cell(
    L + W * 0.8,
    W * 0.2,
    'Actual age of home',
    null,
    `${Number(inspected.slice(0, 4)) - p.yearBuilt} yrs`,
  )
  top += H
  cell(L, W * 0.6, 'Ordered by (agency)', 'policy.producer', txt(p.producer))
  cell(
    L + W * 0.6,
    W * 0.4,
    'Report also sent to',
    null,
    pick(rnd, ['Underwriting', 'Insured only']),
  )
  top += H + 16
  const section = (title: string, lines: ReadonlyArray<[string, string]>): void => {
    s.band(L, top, W, 15, 0.85)
    s.text(title, L + 4, top + 11, 9, true)
    top += 15
    lines.forEach(([q, a], i) => {
      const y = top + 13 + i * 14
      s.text(q, L + 8, y, 8.5)
      s.text(a, L + W * 0.55, y, 8.5)
    })
    top += lines.length * 14 + 10
  }
  const panel = int(rnd, Math.max(p.yearBuilt, 1975), 2024)
  const heater = int(rnd, 2010, 2025)
  const hvac = int(rnd, Math.max(p.yearBuilt, 1995), 2025)
  section('ROOF', [
    ['Covering', pick(rnd, ['Architectural shingle', 'Metal standing seam', 'Clay tile'])],
    ['Year last replaced', String(p.roofYear)],
    ['Remaining useful life (years)', String(int(rnd, 4, 22))],
    ['Signs of leaks or damage', pick(rnd, ['None visible', 'Stain at rear bedroom ceiling, dry'])],
  ])
  section('ELECTRICAL', [
    [
      'Main panel',
      `${pick(rnd, [100, 150, 200])} amp, ${pick(rnd, ['breakers', 'breakers, copper branch wiring'])}`,
    ],
    ['Panel installed / updated', String(panel)],
    ['Hazards (double taps, exposed wiring)', 'None observed'],
  ])
  section('PLUMBING', [
    ['Supply piping', pick(rnd, ['Copper', 'PEX', 'CPVC'])],
    ['Water heater installed', String(heater)],
    ['Active leaks', 'No'],
  ])
  section('HEATING AND AIR CONDITIONING', [
    ['System', pick(rnd, ['Central split, gas furnace', 'Heat pump', 'Boiler, hydronic'])],
    ['Year installed', String(hvac)],
    ['In good working order', 'Yes'],
  ])
  top += 8
  s.prose(
    [
      `Inspector: ${p.agentName}, license HI${digits(rnd, 5)}. I certify that the above is true to the best of my knowledge. Photographs of each system are attached. This report is valid for one year from the inspection date.`,
    ],
    L,
    top,
    8,
    W,
  )
  if (chance(rnd, 0.5)) s.text('Form Insp4pt 01 16', L, 764, 6.5)
  return s.finish()
}

export const FAMILIES_D: readonly BlindFamily[] = [
  {
    id: 'by07',
    name: 'claim-acknowledgment-letter',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.claim,
    features:
      "carrier's claim acknowledgment letter in Times: claim number, policy number, date of loss and loss location in a reference block; the policy period, dwelling limit, deductible, year built and mortgagee with loan number inside sentences; the agency on the cc line; no premium",
    render: claimLetter,
  },
  {
    id: 'by08',
    name: 'four-point-inspection',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.summary,
    features:
      'four-point inspection report (roof, electrical, plumbing, HVAC) in captioned cells: applicant, policy number, policy effective date, carrier, agency; the year built beside the age of the home and among the years the roof, panel, water heater and HVAC were installed; no limits, premium or mortgagee',
    render: fourPoint,
  },
]
