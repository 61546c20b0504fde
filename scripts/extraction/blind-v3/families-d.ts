/**
 * Families bz09–bz10: an account page that prints the homeowners declarations (labels in small
 * capitals) above a box with another policy on the account — a personal umbrella with its own
 * number, term, limit and premium, said to be for reference only — and an earthquake policy laid
 * out as a definition list (a bold term, its definition indented below) whose mortgagees are on a
 * continuation page.
 */
import { cash, chance, cityLine, dt, txt, year, type BlindFamily } from './family'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { INSURERS, brandOf, printDate, printMoney } from './words'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'

/** A value to print: plain text, or a field's printed value. */
type Cell = string | { readonly field: ExtractionFieldId; readonly v: Printed }

async function twoPolicies(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 54
  const R = 558
  s.logo(brandOf(p.carrier), L + 4, 58, 17, 'plain')
  s.right('Account Statement of Coverage', R, 50, 11, true)
  s.right(`Account ${p.accountNumber}  ·  prepared ${printDate(p.issueDate, 'mdy')}`, R, 63, 8.5)
  s.hline(L, R, 72, 1)
  let y = 92
  s.prose(
    [
      'This statement shows two policies on your account. The declarations below are those of your homeowners policy. The umbrella policy at the foot of the page is shown for reference only and is not part of these declarations.',
    ],
    L,
    y,
    9,
    R - L,
  )
  y += 38
  s.text('HOMEOWNERS POLICY DECLARATIONS', L, y, 12.5, true)
  y += 20
  const rows: Array<[string, Cell, string?]> = [
    ['Insurer', { field: 'policy.carrier', v: txt(p.carrier) }],
    ['Policy Number', { field: 'policy.policyNumber', v: txt(p.policyNumber) }],
    ['Named Insured', { field: 'policy.namedInsured', v: txt(p.namedInsured) }],
    ['Mailing Address', `${p.mailingStreet}, ${p.mailingCity}`],
    ['Policy Begins', { field: 'policy.effectiveDate', v: dt(p.effectiveDate, 'weekday') }],
    ['Policy Ends', { field: 'policy.expirationDate', v: dt(p.expirationDate, 'weekday') }],
    ['Residence Premises', { field: 'property.address', v: txt(p.street) }, cityLine(p)],
    ['Year of Construction', { field: 'property.yearBuilt', v: year(p.yearBuilt) }],
    [
      'Coverage A, Dwelling',
      { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'usd-before') },
    ],
    ['Coverage B, Other Structures', printMoney(p.otherStructures, 'usd-before')],
    ['Coverage C, Personal Property', printMoney(p.contents, 'usd-before')],
    ['Coverage E, Personal Liability', printMoney(p.liability, 'usd-before')],
    ['Deductible, All Perils', { field: 'policy.deductible', v: cash(p.deductible, 'usd-before') }],
    ['Annual Premium', { field: 'policy.premium', v: cash(p.premium, 'usd-before') }],
  ]
  if (p.hasMortgagee) {
    rows.push([
      'First Mortgagee',
      { field: 'policy.mortgagee', v: txt(p.mortgagee) },
      `${p.lenderStreet}, ${p.lenderCity}`,
    ])
    rows.push(['Loan Number', { field: 'policy.loanNumber', v: txt(p.loanNumber) }])
  } else rows.push(['First Mortgagee', '(none)'])
  rows.push(['Agency', { field: 'policy.producer', v: txt(p.producer) }, `Phone ${p.agencyPhone}`])
  const vx = L + 190
  for (const [label, value, sub] of rows) {
    s.smallCaps(label, L, y, 9.5)
    if (typeof value === 'string') s.text(value, vx, y, 10.5)
    else s.value(value.field, value.v, vx, y, 10.5)
    if (sub !== undefined) {
      y += 12
      s.text(sub, vx, y, 9)
    }
    y += 16
  }
  y += 14
  // The other policy: another number, term, carrier, limit and premium, boxed and greyed.
  const umbrellaCarrier = pick(
    rnd,
    INSURERS.homeowners.filter((c) => c !== p.carrier),
  )
  const uEff = addDays(p.effectiveDate, int(rnd, 20, 140))
  const boxTop = y
  s.band(L, boxTop, R - L, 118, 0.93)
  s.rect(L, boxTop, R - L, 118, 0.5)
  y += 16
  s.text(
    'OTHER POLICY ON THIS ACCOUNT — FOR REFERENCE, NOT PART OF THESE DECLARATIONS',
    L + 10,
    y,
    8.5,
    true,
  )
  y += 18
  const other: Array<[string, string]> = [
    ['Personal Umbrella Policy', `PUP ${digits(rnd, 3)} ${digits(rnd, 4)}`],
    ['Insurer', umbrellaCarrier],
    [
      'Policy Period',
      `${printDate(uEff, 'weekday')} to ${printDate(addDays(uEff, 365), 'weekday')}`,
    ],
    [
      'Umbrella Limit / Retained Limit',
      `${printMoney(pick(rnd, [1e6, 2e6]), 'usd-before')} / ${printMoney(pick(rnd, [250, 500, 1000]), 'usd-before')}`,
    ],
    ['Annual Premium', printMoney(Math.round((180 + rnd() * 420) * 100) / 100, 'usd-before')],
  ]
  for (const [label, value] of other) {
    s.smallCaps(label, L + 10, y, 8.5)
    s.text(value, vx, y, 9.5)
    y += 15
  }
  y = boxTop + 140
  s.text(
    `Claims: ${p.claimsPhone}  ·  NAIC ${p.naic}  ·  Renews policy ${p.priorPolicyNumber}`,
    L,
    y,
    8,
  )
  return s.finish()
}

async function quakeContinuation(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 60
  const I = 84
  const R = 552
  const header = (page: number): void => {
    s.text(brandOf(p.carrier).toUpperCase(), L, 46, 11, true)
    s.right(`Page ${page} of 2`, R, 46, 8)
    s.text(
      page === 1 ? 'EARTHQUAKE POLICY DECLARATIONS' : 'EARTHQUAKE POLICY DECLARATIONS — CONTINUED',
      L,
      62,
      9,
    )
    s.hline(L, R, 70, 0.8)
  }
  header(1)
  let y = 96
  /** A term in bold and its definition below it, indented. */
  const term = (name: string, defs: ReadonlyArray<Cell | readonly Cell[]>): void => {
    s.text(name, L, y, 10, true)
    y += 14
    for (const def of defs) {
      let x = I
      for (const c of Array.isArray(def) ? def : [def]) {
        const box = typeof c === 'string' ? s.text(c, x, y, 10) : s.value(c.field, c.v, x, y, 10)
        x = box.x1 * 612 + 4
      }
      y += 13
    }
    y += 7
  }
  term('Insurer', [{ field: 'policy.carrier', v: txt(p.carrier) }, `NAIC ${p.naic}`])
  term('Policy number', [{ field: 'policy.policyNumber', v: txt(p.policyNumber) }])
  term('Named insured', [
    { field: 'policy.namedInsured', v: txt(p.namedInsured) },
    ...(chance(rnd, 0.5) ? [`and ${p.secondInsured}`] : []),
  ])
  term('Mailing address', [p.mailingStreet, p.mailingCity])
  term('Policy period', [
    [
      'From 12:01 a.m.',
      { field: 'policy.effectiveDate', v: dt(p.effectiveDate, 'mon-d-y') },
      'to 12:01 a.m.',
      { field: 'policy.expirationDate', v: dt(p.expirationDate, 'mon-d-y') },
      'standard time',
    ],
  ])
  term('Insured location', [{ field: 'property.address', v: txt(p.street) }, cityLine(p)])
  term('Dwelling', [
    [
      'Built in',
      { field: 'property.yearBuilt', v: year(p.yearBuilt) },
      `· ${pick(rnd, ['wood frame', 'wood frame, cripple walls braced', 'masonry veneer'])}`,
    ],
    `Bolted to foundation: ${pick(rnd, ['yes', 'yes (retrofit 2014)', 'no'])}`,
  ])
  term('Coverages and limits', [
    [
      'Coverage A - Dwelling',
      { field: 'policy.coverageAmount', v: cash(p.coverageAmount, 'dollars') },
    ],
    `Coverage C - Personal property  ${printMoney(p.contents, 'dollars')}`,
    `Coverage D - Additional living expense  ${printMoney(p.lossOfUse, 'dollars')}`,
    `Building code upgrade  ${printMoney(pick(rnd, [10000, 20000]), 'dollars')}`,
  ])
  term('Deductible', [
    [
      { field: 'policy.deductible', v: cash(p.deductible, 'dollars') },
      `(${p.percent}% of the Coverage A limit), applies per earthquake`,
    ],
    `Personal property: ${p.percent}% of Coverage C`,
  ])
  term('Premium', [
    [
      'Annual premium',
      { field: 'policy.premium', v: cash(p.premium, 'cents') },
      `(includes policy fee ${printMoney(p.policyFee, 'dollars')})`,
    ],
    `Expiring premium ${printMoney(p.priorPremium, 'cents')}`,
  ])
  term('Producer', [
    { field: 'policy.producer', v: txt(p.producer) },
    `${p.agencyPhone} · code ${p.agencyCode}`,
  ])
  s.text('Mortgagees and additional interests: see page 2.', L, 740, 9, true)
  s.right(`Issued ${printDate(p.issueDate, 'mon-d-y')}`, R, 740, 8)
  s.newPage()
  header(2)
  y = 96
  s.text('SCHEDULE OF MORTGAGEES AND ADDITIONAL INTERESTS', L, y, 10, true)
  y += 24
  if (p.hasMortgagee) {
    term('First mortgagee', [
      { field: 'policy.mortgagee', v: txt(p.mortgagee) },
      'ISAOA/ATIMA',
      p.lenderStreet,
      p.lenderCity,
      ['Loan number', { field: 'policy.loanNumber', v: txt(p.loanNumber) }],
    ])
    if (chance(rnd, 0.5))
      term('Second mortgagee', [p.secondLender, `Loan number ${p.secondLoanNumber}`])
  } else term('Mortgagee', ['None scheduled'])
  term('Additional interest', [
    `${pick(rnd, ['Foxglove', 'Larch', 'Tanager'])} Heights Homeowners Association (notice only)`,
  ])
  y += 10
  s.text('FORMS AND ENDORSEMENTS', L, y, 10, true)
  y += 18
  for (const [form, title] of [
    [
      `EQ 00 01 (${String(int(rnd, 1, 12)).padStart(2, '0')}/${int(rnd, 15, 24)})`,
      'Earthquake Coverage Form',
    ],
    [
      `EQ 04 12 (${String(int(rnd, 1, 12)).padStart(2, '0')}/${int(rnd, 15, 24)})`,
      'Masonry Veneer Exclusion',
    ],
    [
      `IL 02 ${digits(rnd, 2)} (${String(int(rnd, 1, 12)).padStart(2, '0')}/${int(rnd, 15, 24)})`,
      'State Cancellation and Nonrenewal',
    ],
  ] as const) {
    s.text(form, I, y, 9.5)
    s.text(title, I + 130, y, 9.5)
    y += 13
  }
  y += 30
  s.text(`Countersigned ${printDate(addDays(p.issueDate, 1), 'mon-d-y')}`, L, y, 9)
  s.text(`To report a claim: ${p.claimsPhone}`, L, y + 14, 9)
  return s.finish()
}

export const FAMILIES_D: readonly BlindFamily[] = [
  {
    id: 'bz09',
    name: 'two-policies',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.umbrellaHome,
    features:
      'an account statement that prints the homeowners declarations with labels in small capitals, then a grey box with another policy on the account (a personal umbrella: its own number, carrier, term, limit, retained limit and premium) said to be for reference only; dates "Monday, January 5, 2026", amounts "USD 1,250,000"',
    render: twoPolicies,
  },
  {
    id: 'bz10',
    name: 'definition-list-continued',
    line: 'earthquake',
    numberStyle: NUMBER_STYLES.quake,
    features:
      'earthquake policy on two pages as a definition list (bold term, indented definition): the deductible an amount followed by its percentage of Coverage A, expiring premium and policy fee, retrofit details beside the year built; the mortgagees, a second one on half, and an HOA interest on the continuation page with forms and edition dates',
    render: quakeContinuation,
  },
]
