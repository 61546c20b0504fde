/**
 * Families bt03–bt04: a custodian of records' declaration on numbered pleading paper, every policy
 * fact inside a numbered paragraph; and a binder that converts a renters policy into a homeowners
 * policy when the renter buys a house, the ending renters policy beside the new coverage.
 */
import { cash, dt, endX, fitSize, run, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { FAMILY_NAMES, brandOf, printDate, printMoney } from './words'

/**
 * Pleading paper: line numbers down the left margin beside a double rule, the attorney's block,
 * the court and a boxed caption, then numbered paragraphs in Times with the facts in sentences.
 */
async function pleading(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 78
  const R = 548
  const D = 'mon-comma' as const
  // Line numbers and rules.
  for (let n = 1; n <= 28; n++) s.right(String(n), 52, 60 + (n - 1) * 24.5, 9)
  s.vline(62, 0, 792, 0.8)
  s.vline(65, 0, 792, 0.8)
  s.vline(R + 14, 0, 792, 0.6)
  const lawyer = `${pick(rnd, FAMILY_NAMES)} & ${pick(rnd, FAMILY_NAMES)} LLP`
  s.text(
    `${p.agentName.split(' ')[0]} ${pick(rnd, FAMILY_NAMES)} (Bar No. ${digits(rnd, 6)})`,
    L,
    60,
    10,
  )
  s.text(lawyer, L, 72, 10)
  s.text(`Attorneys for Defendant ${brandOf(p.carrier)}`, L, 84, 10)
  s.center(`SUPERIOR COURT OF THE STATE OF ${p.state}`, 313, 128, 11, true)
  s.center(`FOR THE COUNTY OF ${pick(rnd, FAMILY_NAMES).toUpperCase()}`, 313, 142, 11, true)
  // Caption box.
  const top = 158
  s.hline(L, 320, top + 84, 0.7)
  s.vline(320, top, top + 84, 0.7)
  const owner = `${pick(rnd, FAMILY_NAMES)} Property Management Co.`
  s.text(`${p.secondInsured},`, L, top + 16, 10.5)
  s.text('Plaintiff,', L + 60, top + 32, 10.5)
  s.text('v.', L + 30, top + 48, 10.5)
  s.text(`${owner}, et al.,`, L, top + 64, fitSize(s, `${owner}, et al.,`, 236, 10.5))
  s.text('Defendants.', L + 60, top + 78, 10.5)
  const hearing = addDays(p.issueDate, int(rnd, 200, 400))
  s.text(`Case No. ${int(rnd, 20, 31)}CV${digits(rnd, 6)}`, 332, top + 16, 10.5)
  s.text('DECLARATION OF CUSTODIAN OF', 332, top + 36, 10.5, true)
  s.text('RECORDS RE: INSURANCE POLICY', 332, top + 50, 10.5, true)
  s.text(`Hearing: ${printDate(hearing, D)}, Dept. ${int(rnd, 2, 30)}`, 332, top + 70, 10.5)
  // The paragraphs.
  const W = R - L
  const loss = addDays(p.effectiveDate, int(rnd, 30, 300))
  let y = top + 112
  s.text(`I, ${p.agentName}, declare:`, L + 30, y, 11)
  y += 20
  const para = (n: number, runs: Parameters<typeof spaced>[0]): void => {
    s.text(`${n}.`, L + 30, y, 11)
    y = s.prose(spaced(['', ...runs]), L + 48, y, 11, W - 48) + 6
  }
  para(1, [
    'I am employed as a records custodian by',
    run('policy.carrier', txt(p.carrier)),
    '(the "Company") and have personal knowledge of how its policy records are kept.',
  ])
  para(2, [
    'The Company issued dwelling fire policy number',
    run('policy.policyNumber', txt(p.policyNumber)),
    'to',
    run('policy.namedInsured', txt(p.namedInsured)),
    '(the "Insured") for the policy period',
    run('policy.effectiveDate', dt(p.effectiveDate, D)),
    'to',
    run('policy.expirationDate', dt(p.expirationDate, D)),
    `, replacing policy ${p.priorPolicyNumber}.`,
  ])
  para(3, [
    'The policy insures the rental dwelling at',
    run('property.address', txt(p.street)),
    `, ${p.city}, ${p.state} ${p.zip}, built in`,
    run('property.yearBuilt', year(p.yearBuilt)),
    ', for a Coverage A limit of',
    run('policy.coverageAmount', cash(p.coverageAmount, 'dollars')),
    'subject to a deductible of',
    run('policy.deductible', cash(p.deductible, 'dollars')),
    `per loss; fair rental value is insured up to ${printMoney(p.lossOfUse, 'dollars')}.`,
  ])
  para(4, [
    'The annual premium charged for that period was',
    run('policy.premium', cash(p.premium, 'cents')),
    `; the premium for the preceding term was ${printMoney(p.priorPremium, 'cents')}.`,
  ])
  if (p.hasMortgagee)
    para(5, [
      'The declarations name',
      run('policy.mortgagee', txt(p.mortgagee)),
      'as mortgagee under loan number',
      run('policy.loanNumber', txt(p.loanNumber)),
      '. No other additional interest is named.',
    ])
  else
    para(5, [
      'The declarations name no mortgagee, lienholder or other additional interest in the dwelling.',
    ])
  para(6, [
    'The policy was placed through',
    run('policy.producer', txt(p.producer)),
    `, the producer of record. A loss at the dwelling was reported on ${printDate(loss, D)} under claim number ${p.claimNumber}.`,
  ])
  y += 8
  y = s.prose(
    [
      `I declare under penalty of perjury under the laws of the State of ${p.state} that the foregoing is true and correct. Executed on ${printDate(addDays(hearing, -int(rnd, 20, 60)), D)} at ${p.mailingCity.split(',')[0]}.`,
    ],
    L + 30,
    y,
    11,
    W - 30,
  )
  s.hline(340, R, y + 26, 0.6)
  s.text(p.agentName, 340, y + 38, 10.5)
  s.hline(L, R, 752, 0.6)
  s.center('- 1 -', 313, 766, 9)
  s.center('DECLARATION OF CUSTODIAN OF RECORDS', 313, 778, 8)
  return s.finish()
}

/**
 * A conversion binder: the binder number beside the policy number assigned, the insured(s) and
 * binding company, a panel of the renters policy that ends, and a three-column coverage table
 * (coverage, renters policy, homeowners binder) with the answers in the last column.
 */
async function conversionBinder(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 44
  const R = 568
  const D = 'iso' as const
  s.band(L, 30, R - L, 40, 0.2)
  s.text('BINDER OF INSURANCE', L + 12, 50, 15, true, 1)
  s.text('Renters-to-homeowners conversion', L + 12, 63, 9, false, 1)
  const brand = brandOf(p.carrier)
  s.text(brand, R - 12 - s.width(brand, 13, true), 56, 13, true, 1)
  // Numbers strip.
  let y = 90
  s.text('Binder no.', L, y, 7.5, false, 0.4)
  s.text('Policy number assigned', L + 150, y, 7.5, false, 0.4)
  s.text('Binder issued', L + 330, y, 7.5, false, 0.4)
  s.text(`BND ${digits(rnd, 3)}-${digits(rnd, 5)}`, L, y + 13, 10)
  s.value('policy.policyNumber', txt(p.policyNumber), L + 150, y + 13, 10, { bold: true })
  s.text(printDate(p.issueDate, D), L + 330, y + 13, 10)
  s.hline(L, R, y + 22, 0.5)
  // Parties.
  y += 42
  const row = (label: string, yy: number): number => {
    s.text(label, L, yy, 8.5, true)
    return L + 120
  }
  s.value('policy.namedInsured', txt(p.namedInsured), row('Insured(s)', y), y, 9.5)
  y += 15
  s.text(`Mailing until closing: ${p.mailingStreet}, ${p.mailingCity}`, L + 120, y, 8.5)
  y += 17
  s.value(
    'policy.carrier',
    txt(p.carrier),
    row('Binding company', y),
    y,
    fitSize(s, p.carrier, R - L - 120, 9.5),
  )
  y += 17
  s.value('policy.producer', txt(p.producer), row('Binding agent', y), y, 9.5)
  s.text(`Authority ${p.agencyCode}`, R - 90, y, 8.5)
  y += 17
  const st = s.value('property.address', txt(p.street), row('Dwelling purchased', y), y, 9.5)
  s.text(`, ${p.city}, ${p.state} ${p.zip}`, endX(s, st), y, 9.5)
  y += 17
  const closing = addDays(p.effectiveDate, -int(rnd, 0, 3))
  s.value('property.yearBuilt', year(p.yearBuilt), row('Year built', y), y, 9.5)
  s.text(`Closing scheduled ${printDate(closing, D)}`, L + 260, y, 8.5)
  y += 17
  const term = row('Term', y)
  const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), term, y, 9.5)
  const t = s.text('through', endX(s, e) + 5, y, 9.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 5, y, 9.5)
  s.text(
    `(binder lapses ${printDate(addDays(p.effectiveDate, 30), D)} unless replaced by the policy)`,
    L + 120,
    y + 12,
    7.5,
    false,
    0.4,
  )
  // The renters policy that ends.
  y += 36
  s.rect(L, y, R - L, 44, 0.6)
  s.text('CONVERTED FROM', L + 8, y + 12, 7.5, true)
  const renters = `${p.priorPolicyNumber.slice(0, 2)}-R${digits(rnd, 6)}`
  const credit = Math.round(p.priorPremium * 0.22 * (0.4 + rnd() * 0.5) * 100) / 100
  s.text(
    `Renters policy HO-4 ${renters}, personal property ${printMoney(p.contents * 0.35, 'usd')}, cancels ${printDate(p.effectiveDate, D)};`,
    L + 8,
    y + 25,
    8.5,
  )
  s.text(
    `unearned premium of ${printMoney(credit, 'usd')} applied to the first installment below.`,
    L + 8,
    y + 37,
    8.5,
  )
  // Coverage table.
  y += 60
  const cols = [200, 150, R - L - 350]
  const heads = ['Coverage', 'Renters policy (ending)', 'Homeowners binder']
  const lines: Array<[string, string, string | null]> = [
    ['A - Dwelling', '-', null],
    ['B - Other structures', '-', printMoney(p.otherStructures, 'usd')],
    [
      'C - Personal property',
      printMoney(Math.round(p.contents * 0.35), 'usd'),
      printMoney(p.contents, 'usd'),
    ],
    [
      'D - Loss of use',
      printMoney(Math.round(p.contents * 0.07), 'usd'),
      printMoney(p.lossOfUse, 'usd'),
    ],
    ['E - Personal liability', printMoney(p.liability, 'usd'), printMoney(p.liability, 'usd')],
    ['Deductible, all perils', printMoney(p.priorDeductible, 'usd'), null],
    ['Annual premium', printMoney(p.priorPremium * 0.22, 'usd'), null],
  ]
  s.band(L, y, R - L, 16, 0.85)
  s.grid(
    L,
    y,
    cols,
    Array.from({ length: lines.length + 1 }, () => 16),
  )
  heads.forEach((h, i) =>
    s.text(h, L + cols.slice(0, i).reduce((a, b) => a + b, 0) + 5, y + 11, 8, true),
  )
  const c2 = L + cols[0]! + cols[1]! + 5
  lines.forEach(([name, old, now], i) => {
    const ry = y + 16 * (i + 1) + 11
    s.text(name, L + 5, ry, 8.5)
    s.text(old, L + cols[0]! + 5, ry, 8.5)
    if (now !== null) s.text(now, c2, ry, 8.5)
  })
  const at = (i: number): number => y + 16 * (i + 1) + 11
  s.value(
    'policy.coverageAmount',
    cash(p.coverageAmount, p.coverageAmount >= 1e6 ? 'usd-m' : 'usd'),
    c2,
    at(0),
    8.5,
    { bold: true },
  )
  s.value('policy.deductible', cash(p.deductible, 'usd'), c2, at(5), 8.5)
  s.value('policy.premium', cash(p.premium, 'usd'), c2, at(6), 8.5, { bold: true })
  y += 16 * (lines.length + 1) + 24
  s.text('Mortgagee clause for closing', L, y, 9, true)
  y += 14
  if (p.hasMortgagee) {
    const m = s.value('policy.mortgagee', txt(p.mortgagee), L, y, fitSize(s, p.mortgagee, 330, 9))
    s.text('ISAOA/ATIMA', endX(s, m) + 6, y, 9)
    y += 13
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L, y, 8.5)
    const l = s.text('Loan no.', L + 300, y, 8.5)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, l) + 4, y, 8.5)
  } else s.text('None - the buyer reports a cash purchase.', L, y, 9)
  y += 26
  s.prose(
    [
      "This binder is a temporary contract subject to the terms of the policy to be issued. It ends when the policy is issued, when the binder lapses, or on ten days' notice of cancellation.",
    ],
    L,
    y,
    8,
    R - L,
  )
  s.hline(L, R, 748, 0.4)
  s.text(`Binder prepared by ${p.agentName}, ${p.agencyPhone}`, L, 762, 7.5, false, 0.4)
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'bt03',
    name: 'pleading-custodian-declaration',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.pleading,
    features:
      'a custodian of records\' declaration on pleading paper in Times: line numbers 1-28 and a double rule in the margin, the attorney\'s block, a court caption naming other parties, a case number and hearing date, numbered paragraphs with every fact inside a sentence ("Jan 5, 2026"), the prior premium, fair rental value and a date of loss beside the answers',
    render: pleading,
  },
  {
    id: 'bt04',
    name: 'renters-conversion-binder',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.binder,
    features:
      'a binder converting a renters policy into a homeowners policy at a house purchase: binder number beside the "Policy number assigned", "Insured(s)", dates 2026-01-05 with the binder lapse and closing dates near them, the ending HO-4 policy in a box, a coverage table whose last column holds the answers (dwelling "USD 1.25M") beside the renters column',
    render: conversionBinder,
  },
]
