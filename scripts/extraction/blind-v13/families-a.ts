/**
 * Families bg01–bg02: a title company's hazard-insurance clearance checklist for a home purchase,
 * where every answer stands in a "Received" column beside the lender's requirement it is checked
 * against (the loan amount, the deductible cap); and a sworn statement in proof of loss on a
 * dwelling fire policy, the standard form's boxes above typed-in blanks in its sentences.
 */
import { cash, dt, endX, fitSize, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { FAMILY_NAMES, printDate, printMoney } from './words'

/**
 * A closing checklist: the file's header, then a ruled table of requirements, each with what the
 * evidence of insurance shows (the answers) and an OK column; a cash purchase marks the lender's
 * rows "N/A".
 */
async function closingChecklist(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 44
  const R = 568
  const D = 'mdy-dash' as const
  const firm = `${pick(rnd, FAMILY_NAMES)} Land Title & Escrow, Inc.`
  s.text(firm, L, 46, 14, true)
  s.text(`Escrow Division  |  ${p.mailingCity}  |  Tel ${p.agencyPhone}`, L, 60, 8, false, 0.35)
  s.hline(L, R, 68, 1.4)
  s.center('HAZARD INSURANCE CLEARANCE CHECKLIST', (L + R) / 2, 90, 12.5, true)
  const closing = addDays(p.effectiveDate, int(rnd, 0, 3))
  const loanAmount = Math.round((p.coverageAmount * (0.55 + rnd() * 0.35)) / 1000) * 1000
  let y = 112
  s.text(`Escrow file no. ${digits(rnd, 2)}-${digits(rnd, 5)}-${pick(rnd, ['RE', 'ES'])}`, L, y, 9)
  s.right(`Scheduled closing ${printDate(closing, D)}`, R, y, 9)
  y += 14
  s.text(`Buyer(s): per purchase contract    Seller: ${p.secondInsured}`, L, y, 9)
  s.right(
    p.hasMortgagee ? `Loan amount ${printMoney(loanAmount, 'cents')}` : 'Cash purchase',
    R,
    y,
    9,
  )
  y += 20
  // Table.
  const cols = [20, 218, 248, 38]
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0))
  const head = [
    '#',
    "Requirement (lender's closing instructions)",
    'Received - as shown on evidence',
    'OK',
  ]
  s.band(L, y, R - L, 16, 0.82)
  head.forEach((h, i) => s.text(h, xs[i]! + 4, y + 11, 7.5, true))
  const top = y
  y += 16
  const rowH: number[] = [16]
  const rx = xs[2]! + 4
  const rw = cols[2]! - 8
  let n = 0
  const row = (req: string, draw: (by: number) => number, ok = 'OK'): void => {
    n++
    const by = y + 11
    s.text(String(n), xs[0]! + 5, by, 8)
    const reqLines = s.split(req, 7.5, cols[1]! - 8)
    reqLines.forEach((l, i) => s.text(l, xs[1]! + 4, by + i * 9.5, 7.5))
    const used = draw(by)
    s.text(ok, xs[3]! + 8, by, 8, true)
    const h = Math.max(16, 6 + Math.max(reqLines.length * 9.5, used))
    rowH.push(h)
    y += h
  }
  const long =
    (field: 'policy.carrier' | 'policy.namedInsured' | 'policy.mortgagee', v: string) =>
    (by: number): number => {
      const lines = s.split(v, 8.5, rw)
      s.valueLines(field, lines, v, rx, by, 8.5, 10)
      return lines.length * 10
    }
  row(
    'Insurer admitted in the state and rated A- or better by AM Best',
    long('policy.carrier', p.carrier),
  )
  row("Policy number (a binder number is acceptable only with the agent's letter)", (by) => {
    s.value('policy.policyNumber', txt(p.policyNumber), rx, by, 8.5, { bold: true })
    return 10
  })
  row('Named insured matches the vesting on the deed', long('policy.namedInsured', p.namedInsured))
  row('Property address matches the title commitment', (by) => {
    const st = s.value('property.address', txt(p.street), rx, by, 8.5)
    s.text(`, ${p.city}, ${p.state} ${p.zip}`, endX(s, st), by, 8.5)
    return 10
  })
  row('Term at least twelve months, effective on or before closing', (by) => {
    const a = s.value('policy.effectiveDate', dt(p.effectiveDate, D), rx, by, 8.5)
    const t = s.text('through', endX(s, a) + 5, by, 8.5)
    s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 5, by, 8.5)
    return 10
  })
  row(
    p.hasMortgagee
      ? `Dwelling coverage not less than the loan amount (${printMoney(loanAmount, 'dollars')}) or 100% replacement cost`
      : "Dwelling coverage at the buyer's election (no lender requirement)",
    (by) => {
      const c = s.text('Cov. A', rx, by, 8.5)
      s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), endX(s, c) + 5, by, 8.5)
      return 10
    },
  )
  row(
    `Deductible not more than the greater of $${p.hasMortgagee ? '5,000' : '10,000'} or 5% of Coverage A`,
    (by) => {
      const a = s.text('All perils', rx, by, 8.5)
      s.value('policy.deductible', cash(p.deductible, 'dollars'), endX(s, a) + 5, by, 8.5)
      return 10
    },
  )
  const collect = rnd() < 0.5
  row('First year premium paid, or collected on the settlement statement', (by) => {
    s.value('policy.premium', cash(p.premium, 'cents'), rx, by, 8.5)
    s.text(collect ? '- collect at closing' : '- paid by buyer (receipt)', rx + 70, by, 8.5)
    return 10
  })
  if (p.hasMortgagee) {
    row(
      'Mortgagee clause: lender, its successors and/or assigns (ISAOA/ATIMA)',
      long('policy.mortgagee', p.mortgagee),
    )
    row('Loan number shown on the evidence', (by) => {
      s.value('policy.loanNumber', txt(p.loanNumber), rx, by, 8.5)
      return 10
    })
  } else {
    const plain =
      (t: string) =>
      (by: number): number => {
        s.text(t, rx, by, 8.5)
        return 10
      }
    row('Mortgagee clause', plain('None - cash purchase'), 'N/A')
    row('Loan number', plain('-'), 'N/A')
  }
  row(
    'Year built (wind mitigation / 4-point required if older than 40 years)',
    (by) => {
      s.value('property.yearBuilt', year(p.yearBuilt), rx, by, 8.5)
      return 10
    },
    p.yearBuilt < 1990 ? 'OK*' : 'OK',
  )
  row('Evidence issued by the agent of record', (by) => {
    const size = fitSize(s, p.producer, rw, 8.5)
    s.value('policy.producer', txt(p.producer), rx, by, size)
    return 10
  })
  s.grid(L, top, cols, rowH)
  y += 22
  if (p.yearBuilt < 1990) {
    s.text(
      '* Four-point inspection received with the evidence; roof updated ' + p.roofYear + '.',
      L,
      y,
      8,
    )
    y += 14
  }
  s.text(
    `Evidence received ${printDate(p.issueDate, D)} by e-mail from the agent (${p.agentName}). Checked by: ______  Initials: ____`,
    L,
    y,
    8,
  )
  y += 14
  s.text(
    'Send any change in coverage before closing to the escrow officer. This checklist is not an insurance document.',
    L,
    y,
    7.5,
    false,
    0.35,
  )
  return s.finish()
}

/**
 * A sworn statement in proof of loss: the standard boxes (policy number, amount of policy, dates
 * issued, effective and expiring, agency and agent), then its sentences with the values typed in
 * their blanks, the claim computation and the jurat.
 */
async function proofOfLoss(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 40
  const R = 572
  const D = 'mdy' as const
  s.center('SWORN STATEMENT IN PROOF OF LOSS', (L + R) / 2, 44, 15, true)
  s.center('Dwelling Fire - Form DP 00 03', (L + R) / 2, 58, 9)
  // The standard boxes, captions above.
  const top = 70
  const cols = [130, 120, 94, 94, 94]
  s.grid(L, top, cols, [30, 30])
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0))
  const cap = (t: string, i: number, row: number): void => {
    s.text(t, xs[i]! + 3, top + row * 30 + 8, 6.5)
  }
  cap('Policy Number', 0, 0)
  cap('Amount of Policy at Time of Loss', 1, 0)
  cap('Date Issued', 2, 0)
  cap('Date Effective', 3, 0)
  cap('Date Expires', 4, 0)
  s.value('policy.policyNumber', txt(p.policyNumber), xs[0]! + 4, top + 24, 10.5, { bold: true })
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'cents'), xs[1]! + 4, top + 24, 10.5)
  s.text(printDate(p.issueDate, D), xs[2]! + 4, top + 24, 10.5)
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), xs[3]! + 4, top + 24, 10.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), xs[4]! + 4, top + 24, 10.5)
  cap('Agency at', 0, 1)
  cap('Agent', 1, 1)
  cap('Claim Number', 3, 1)
  s.text(`${p.city}, ${p.state}`, xs[0]! + 4, top + 54, 10)
  const agentW = cols[1]! + cols[2]! - 8
  s.value(
    'policy.producer',
    txt(p.producer),
    xs[1]! + 4,
    top + 54,
    fitSize(s, p.producer, agentW, 10),
  )
  s.text(p.claimNumber, xs[3]! + 4, top + 54, 10)
  let y = top + 84
  const size = 10
  const W = R - L
  const loss = addDays(p.effectiveDate, int(rnd, 20, 300))
  const peril = pick(rnd, ['Fire', 'Windstorm', 'Hail', 'Water damage'])
  y = s.prose(
    spaced([
      'To the',
      { field: 'policy.carrier', ...txt(p.carrier) },
      `of its home office: At time of loss, by the above indicated policy of insurance, you insured`,
      { field: 'policy.namedInsured', ...txt(p.namedInsured) },
      `against loss by ${peril.toLowerCase()} to the property described under Schedule "A", according to the terms and conditions of the said policy and all forms, endorsements, transfers and assignments attached thereto.`,
    ]),
    L,
    y,
    size,
    W,
  )
  y += 4
  y = s.prose(
    [
      { text: 'Time and Origin: ', bold: true },
      `A ${peril.toLowerCase()} loss occurred about the hour of ${int(rnd, 1, 11)} o'clock ${pick(rnd, ['A.M.', 'P.M.'])} on the ${printDate(loss, 'day-of')}. The cause and origin of the said loss were: ${pick(rnd, ['lightning strike to the roof', 'a failed supply line in the kitchen', 'a fallen oak limb', "a tenant's space heater"])}.`,
    ],
    L,
    y,
    size,
    W,
  )
  y += 4
  y = s.prose(
    spaced([
      { text: 'Occupancy: ', bold: true },
      `The building described, or containing the property described, was occupied at the time of the loss as a ${int(rnd, 2, 4)}-unit rental dwelling at`,
      { field: 'property.address', ...txt(p.street) },
      `, ${p.city}, ${p.state} ${p.zip}, and for no other purpose whatever. The building was constructed in`,
      { field: 'property.yearBuilt', ...year(p.yearBuilt) },
      'of frame construction.',
    ]),
    L,
    y,
    size,
    W,
  )
  y += 4
  y = s.prose(
    spaced(
      p.hasMortgagee
        ? [
            { text: 'Title and Interest: ', bold: true },
            'At the time of the loss the interest of your insured in the property described therein was owner in fee simple. No other person or persons had any interest therein or encumbrance thereon, except:',
            { field: 'policy.mortgagee', ...txt(p.mortgagee) },
            ', mortgagee, loan no.',
            { field: 'policy.loanNumber', ...txt(p.loanNumber) },
            '.',
          ]
        : [
            { text: 'Title and Interest: ', bold: true },
            'At the time of the loss the interest of your insured in the property described therein was owner in fee simple. No other person or persons had any interest therein or encumbrance thereon, except: none.',
          ],
    ),
    L,
    y,
    size,
    W,
  )
  y += 4
  y = s.prose(
    [
      { text: 'Changes: ', bold: true },
      `Since the said policy was issued there has been no assignment thereof, or change of interest, use, occupancy, possession, location or exposure of the property described, except: none. Prior policy ${p.priorPolicyNumber} expired before the loss.`,
    ],
    L,
    y,
    size,
    W,
  )
  // Claim computation.
  y += 8
  const whole = Math.round(p.coverageAmount * (0.8 + rnd() * 0.3))
  const damage = Math.round(p.coverageAmount * (0.03 + rnd() * 0.2))
  const lines: Array<[string, number | 'ded']> = [
    ['1. The Actual Cash Value of said property at the time of the loss was', whole],
    ['2. The Whole Loss and Damage was', damage],
    ['3. Less Amount of Deductible', 'ded'],
    ['4. The Net Amount Claimed under the above numbered policy is', damage - p.deductible],
  ]
  for (const [label, n] of lines) {
    s.text(label, L + 10, y, size)
    s.text('$', 430, y, size)
    if (n === 'ded')
      s.value('policy.deductible', cash(p.deductible, 'bare-cents'), R - 10, y, size, {
        align: 'right',
      })
    else s.right(printMoney(n, 'bare-cents'), R - 10, y, size)
    s.hline(440, R - 6, y + 2, 0.4)
    y += 16
  }
  y += 6
  y = s.prose(
    [
      'The said loss did not originate by any act, design or procurement on the part of your insured, or this affiant; nothing has been done by or with the privity or consent of your insured or this affiant to violate the conditions of the policy, or render it void; no articles are mentioned herein or in annexed schedules but such as were destroyed or damaged at the time of said loss. Any false statement may constitute a crime under state law.',
    ],
    L,
    y,
    8.5,
    W,
  )
  y += 22
  s.hline(L, L + 230, y, 0.5)
  s.hline(R - 200, R, y, 0.5)
  s.text('Insured', L, y + 11, 8)
  s.text(
    'Subscribed and sworn to before me this ____ day of __________, 20__',
    R - 200,
    y + 11,
    7.5,
  )
  y += 34
  s.hline(R - 200, R, y, 0.5)
  s.text('Notary Public', R - 200, y + 11, 8)
  s.text(
    `Commission expires ${printDate(addDays(loss, int(rnd, 300, 1100)), D)}`,
    R - 200,
    y + 22,
    7.5,
  )
  return s.finish()
}

export const FAMILIES_A: readonly BlindFamily[] = [
  {
    id: 'bg01',
    name: 'closing-insurance-checklist',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.checklist,
    features:
      "a title company's hazard insurance clearance checklist at a purchase: escrow file, closing date, loan amount and seller above a ruled table of the lender's requirements (loan amount, deductible cap, AM Best rating) with the evidence's values in a \"Received\" column and an OK column; a cash purchase marks the lender rows N/A",
    render: closingChecklist,
  },
  {
    id: 'bg02',
    name: 'sworn-proof-of-loss',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.proofOfLoss,
    features:
      'a sworn statement in proof of loss in Times: captioned boxes (policy number, amount of policy at time of loss, dates issued/effective/expires, agency at, agent, claim number), then the standard sentences with typed-in values ("To the … you insured …", occupancy with the address and year, title and interest with the mortgagee), the loss date as "12th day of March, 2026", and the claim computation (actual cash value, whole loss, deductible, net claim)',
    render: proofOfLoss,
  },
]
