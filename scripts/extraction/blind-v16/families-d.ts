/**
 * An insurer's underwriting survey letter with a sidebar of boxed policy values and the
 * recommendations in the body (family tq07); and a mutual insurer's dividend statement listing
 * the member's auto, homeowners and umbrella policies in one table (family tq08).
 */
import { cash, cityLine, dt, run, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'

/**
 * The insurer's mark, the survey's finding letter in a left column (three numbered
 * recommendations with their own due dates and reference numbers), and a right-hand sidebar of
 * grey boxes each with its caption above: the policy's values; copies listed at the foot.
 */
async function surveyLetter(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 44
  const R = 568
  const SX = 398
  const D = 'dd-mon-yyyy' as const
  const M = 'dollar-space' as const
  s.logo(brandOf(p.carrier).toUpperCase(), L + 6, 54, 16, 'band')
  s.right('Loss Control Services', R, 46, 9, true)
  s.right(
    `Survey ${digits(rnd, 6)}  -  ${printDate(addDays(p.effectiveDate, int(rnd, 20, 70)), D)}`,
    R,
    58,
    8,
  )
  s.hline(L, R, 70, 0.8)
  s.text(p.namedInsured, L, 96, 10)
  s.text(p.mailingStreet, L, 108, 10)
  s.text(p.mailingCity, L, 120, 10)
  let y = 146
  s.text('Underwriting survey: recommendations', L, y, 11, true)
  y = s.prose(
    [
      `Our surveyor visited your rental property on ${printDate(addDays(p.effectiveDate, int(rnd, 5, 19)), D)}. To keep the policy in force, please complete the items below and send photographs to your agent. Reply by the dates shown; we may otherwise issue a notice of non-renewal.`,
    ],
    L,
    y + 18,
    9.5,
    SX - L - 18,
  )
  const recs = [
    'Replace the electrical panel (fused service) with a breaker panel by a licensed electrician.',
    'Install handrails on the rear steps (four or more risers).',
    `Remove the dead tree overhanging the roof (roof replaced ${p.roofYear}).`,
  ]
  recs.forEach((r, i) => {
    y += 6
    s.text(`R-${digits(rnd, 2)}-${i + 1}`, L, y, 9, true)
    y = s.prose(
      [`${r} Due ${printDate(addDays(p.effectiveDate, 60 + 30 * i), D)}.`],
      L + 56,
      y,
      9,
      SX - L - 74,
    )
  })
  y += 8
  y = s.prose(
    [
      `Prior survey ${digits(rnd, 6)} (${printDate(addDays(p.effectiveDate, -int(rnd, 400, 900)), D)}) found no hazards. Questions: ${p.claimsPhone}.`,
    ],
    L,
    y,
    9,
    SX - L - 18,
  )
  // The sidebar.
  s.band(SX - 8, 84, R - SX + 8, 520, 0.95)
  let sy = 98
  const side = (
    caption: string,
    draw: (x: number, y: number, w: number) => void,
    lines = 1,
  ): void => {
    s.text(caption.toUpperCase(), SX, sy, 6.5, true)
    s.rect(SX, sy + 3, R - SX - 6, 4 + lines * 11, 0.5)
    draw(SX + 4, sy + 13, R - SX - 14)
    sy += 22 + lines * 11
  }
  const carrierLines = s.split(p.carrier, 8.5, R - SX - 14)
  side(
    'Insurer',
    (x, by) => s.valueLines('policy.carrier', carrierLines, p.carrier, x, by, 8.5, 11),
    carrierLines.length,
  )
  side('Named insured', (x, by) => s.value('policy.namedInsured', txt(p.namedInsured), x, by, 8.5))
  side('Policy number', (x, by) =>
    s.value('policy.policyNumber', txt(p.policyNumber), x, by, 8.5, { bold: true }),
  )
  side('Policy period', (x, by) => {
    s.value('policy.effectiveDate', dt(p.effectiveDate, D), x, by, 8.5)
    s.text('-', x + 68, by, 8.5)
    s.value('policy.expirationDate', dt(p.expirationDate, D), x + 76, by, 8.5)
  })
  side(
    'Dwelling location',
    (x, by) => {
      s.value('property.address', txt(p.street), x, by, 8.5)
      s.text(cityLine(p), x, by + 11, 8.5)
    },
    2,
  )
  side('Year built', (x, by) => s.value('property.yearBuilt', year(p.yearBuilt), x, by, 8.5))
  side('Coverage A - Dwelling', (x, by) =>
    s.value('policy.coverageAmount', cash(p.coverageAmount, M), x, by, 8.5),
  )
  side('Deductible', (x, by) => s.value('policy.deductible', cash(p.deductible, M), x, by, 8.5))
  side('Annual premium', (x, by) => s.value('policy.premium', cash(p.premium, M), x, by, 8.5))
  const agentLines = s.split(p.producer, 8.5, R - SX - 14)
  side(
    'Agent',
    (x, by) => s.valueLines('policy.producer', agentLines, p.producer, x, by, 8.5, 11),
    agentLines.length,
  )
  side('Fair rental value', (x, by) => s.text(printMoney(p.lossOfUse, M), x, by, 8.5))
  y = Math.max(y, sy) + 24
  s.text('Copies:', L, y, 9, true)
  s.text(`${p.agentName}, agent (${p.agencyPhone})`, L + 44, y, 9)
  if (p.hasMortgagee)
    s.prose(
      spaced([
        'Mortgagee:',
        run('policy.mortgagee', txt(p.mortgagee)),
        ', loan',
        run('policy.loanNumber', txt(p.loanNumber)),
        '(for information; no action needed).',
      ]),
      L + 44,
      y + 12,
      9,
      R - L - 44,
    )
  else s.text('No mortgagee or loss payee is shown on this policy.', L + 44, y + 12, 9)
  s.text(`LC-${pick(rnd, ['210', '214', '233'])}  ed. ${int(rnd, 2019, 2025)}`, L, 764, 7)
  return s.finish()
}

/**
 * A mutual insurer's dividend statement: the member block, the policies in force (auto,
 * homeowners, umbrella) with their own numbers and terms, last term's dividend per policy, and a
 * box of the homeowners policy's property details with the lender.
 */
async function dividendStatement(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 50
  const R = 562
  const D = 'm-d-yy' as const
  const M = 'usd-tight' as const
  const mark = s.split(p.carrier, 12, 300, true)
  const ly = s.valueLines('policy.carrier', mark, p.carrier, L, 40, 12, 13, true)
  s.text('A mutual company owned by its policyholders', L, ly, 8, false, 0.3)
  s.right('POLICYHOLDER DIVIDEND STATEMENT', R, 50, 10, true)
  s.right(
    `Declared by the Board ${printDate(addDays(p.issueDate, -int(rnd, 20, 60)), 'month-d-y')}`,
    R,
    63,
    8,
  )
  s.hline(L, R, Math.max(72, ly + 6), 0.8)
  s.text('Member', L, 92, 8, true)
  s.value('policy.namedInsured', txt(p.namedInsured), L, 104, 10)
  s.text(p.mailingStreet, L, 116, 10)
  s.text(p.mailingCity, L, 128, 10)
  s.right(`Member no. ${p.accountNumber}`, R, 104, 9)
  s.right(`Your agent: ${p.agentName}`, R, 116, 9)
  const ag = s.width(p.producer, 9)
  s.value('policy.producer', txt(p.producer), R - ag, 128, 9)
  let y = 156
  s.prose(
    [
      'The Board has returned part of last year\u2019s premium to members. Your dividend is figured on each policy\u2019s premium for the term that ended this year, and is credited to your next bill unless you asked for a cheque.',
    ],
    L,
    y,
    9,
    R - L,
  )
  y += 40
  const cols = [74, 96, 58, 58, 88, 56, 82]
  const heads = ['Policy', 'Number', 'From', 'To', 'Annual premium', 'Rate', 'Dividend paid']
  const top = y
  s.band(L, top, R - L, 16, 0.86)
  let x = L
  heads.forEach((h, i) => {
    s.text(h, x + 3, top + 11, 8, true)
    x += cols[i]!
  })
  const rows: number[] = [16]
  y = top + 16
  const cells = (vals: readonly string[]): void => {
    let cx = L
    vals.forEach((v, i) => {
      if (v !== '') s.text(v, cx + 3, y + 12, 8)
      cx += cols[i]!
    })
  }
  const rate = (): number => pick(rnd, [5, 7.5, 10])
  const autoEff = addDays(p.effectiveDate, int(rnd, -150, 150))
  const autoPrem = int(rnd, 900, 3400)
  const r1 = rate()
  cells([
    'Auto',
    `PA ${digits(rnd, 7)}`,
    printDate(autoEff, D),
    printDate(addDays(autoEff, 182), D),
    printMoney(autoPrem, M),
    `${r1}%`,
    printMoney((autoPrem * r1) / 100, M),
  ])
  rows.push(18)
  y += 18
  const r2 = rate()
  cells(['Homeowners', '', '', '', '', `${r2}%`, printMoney((p.priorPremium * r2) / 100, M)])
  let cx = L + cols[0]!
  s.value('policy.policyNumber', txt(p.policyNumber), cx + 3, y + 12, 8, { bold: true })
  cx += cols[1]!
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), cx + 3, y + 12, 8)
  cx += cols[2]!
  s.value('policy.expirationDate', dt(p.expirationDate, D), cx + 3, y + 12, 8)
  cx += cols[3]!
  s.value('policy.premium', cash(p.premium, M), cx + 3, y + 12, 8)
  rows.push(18)
  y += 18
  const umbEff = addDays(p.effectiveDate, int(rnd, -100, 100))
  const r3 = rate()
  cells([
    'Umbrella',
    `PU ${digits(rnd, 7)}`,
    printDate(umbEff, D),
    printDate(addDays(umbEff, 365), D),
    printMoney(int(rnd, 280, 690), M),
    `${r3}%`,
    printMoney(int(rnd, 14, 60), M),
  ])
  rows.push(18)
  y += 18
  s.grid(L, top, cols, rows)
  y += 12
  s.text(
    `Dividends are figured on the premium of the term before the one shown (homeowners: ${printMoney(p.priorPremium, M)}).`,
    L,
    y,
    7.5,
    false,
    0.3,
  )
  y += 22
  const bt = y
  s.rect(L, bt, R - L, p.hasMortgagee ? 92 : 80, 0.8)
  s.text('YOUR HOMEOWNERS POLICY IN FORCE', L + 8, bt + 14, 8.5, true)
  y = s.prose(
    spaced([
      'Residence:',
      run('property.address', txt(p.street)),
      `, ${cityLine(p)} (built`,
      run('property.yearBuilt', year(p.yearBuilt)),
      '). Coverage A dwelling',
      run('policy.coverageAmount', cash(p.coverageAmount, M)),
      `; other structures ${printMoney(p.otherStructures, M)}; personal property ${printMoney(p.contents, M)}. All-perils deductible`,
      run('policy.deductible', cash(p.deductible, M)),
      `; wind/hail ${p.percent}%.`,
    ]),
    L + 8,
    bt + 30,
    9,
    R - L - 16,
  )
  if (p.hasMortgagee)
    s.prose(
      spaced([
        'Mortgagee:',
        run('policy.mortgagee', txt(p.mortgagee)),
        ', loan no.',
        run('policy.loanNumber', txt(p.loanNumber)),
        '. A dividend on a policy paid from escrow is still credited to you, not the lender.',
      ]),
      L + 8,
      y + 2,
      9,
      R - L - 16,
    )
  else s.text('Mortgagee: none on record.', L + 8, y + 2, 9)
  s.text(`Dividends are not guaranteed. NAIC ${p.naic}  -  Claims ${p.claimsPhone}`, L, 764, 7)
  return s.finish()
}

export const FAMILIES_D: readonly BlindFamily[] = [
  {
    id: 'tq07',
    name: 'underwriting-survey-letter-sidebar',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.surveyLetter,
    features:
      "an insurer's underwriting survey letter: recommendations with reference numbers and due dates in the body, the policy's values in a right-hand sidebar of grey boxes with captions above, `05-JAN-2026`, `$ 1,250,000`, the lender among the copies at the foot",
    render: surveyLetter,
  },
  {
    id: 'tq08',
    name: 'mutual-dividend-statement-three-policies',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.dividendStatement,
    features:
      "a mutual insurer's dividend statement: the insurer only in the letterhead, a table of the member's auto, homeowners and umbrella policies with their numbers, terms, premiums and dividends (homeowners second), `1/5/26` dates, `USD1,250,000`, the property and lender in a box below",
    render: dividendStatement,
  },
]
