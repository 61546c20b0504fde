/**
 * An auditor's insurance confirmation: the client's request to its broker on a landscape page,
 * and the broker's reply typed into the schedule below it, four policies with the property policy
 * second and its loss payee and loan in the last column, amounts as "1,250,000 USD" (family rw06).
 */
import { cash, dt, run, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { AUDITORS, OTHER_CARRIERS, printDate, printMoney } from './words'

async function auditConfirmation(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const W = 792
  const s = await Sheet.create('helvetica', [W, 612])
  const L = 36
  const R = W - 36
  const D = 'm-d-y' as const
  const U = 'usd-suffix' as const
  const auditor = pick(rnd, AUDITORS)
  const yearEnd = `${Number(p.effectiveDate.slice(0, 4))}-12-31`
  s.value('policy.namedInsured', txt(p.namedInsured), L, 40, 14, { bold: true })
  s.text(`${p.mailingStreet}, ${p.mailingCity}`, L, 53, 8.5)
  s.right('REQUEST FOR CONFIRMATION OF INSURANCE', R, 40, 10, true)
  s.right(`Audit of financial statements as of ${printDate(yearEnd, 'month-d-y')}`, R, 53, 8.5)
  s.hline(L, R, 60, 0.8)
  s.text('To:', L, 78, 9)
  s.value('policy.producer', txt(p.producer), L + 24, 78, 9, { bold: true })
  s.text(`Attn: ${p.agentName}`, L + 24, 90, 9)
  let y = s.prose(
    spaced([
      `Our auditors, ${auditor}, are examining our financial statements. Please complete the schedule below for every policy you placed for us that was in force on ${printDate(yearEnd, 'month-d-y')}, and return it directly to them in the enclosed envelope. Your reply is not a request for payment.`,
    ]),
    L + 300,
    78,
    9,
    R - L - 300,
  )
  y = Math.max(y, 104) + 4
  s.text('BROKER\u2019S REPLY', L, y, 9, true)
  y += 6
  const cols = [80, 128, 80, 70, 104, 62, 78, 118]
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0))
  const head = [
    'Coverage',
    'Insurer',
    'Policy no.',
    'Term',
    'Limit',
    'Deductible',
    'Annual premium',
    'Loss payee / mortgagee',
  ]
  const top = y
  s.band(L, top, R - L, 16, 0.85)
  head.forEach((h, i) => s.text(h, xs[i]! + 3, top + 11, 7.5, true))
  y = top + 16
  const rows = [16]
  const c = 8
  const line = (by: number, i: number, t: string): void => {
    s.text(t, xs[i]! + 3, by, c)
  }
  const other = (
    cov: string,
    ins: string,
    no: string,
    eff: string,
    lim: string,
    ded: string,
    prem: number,
    payee: string,
  ): void => {
    const by = y + 11
    line(by, 0, cov)
    s.split(ins, c, cols[1]! - 6).forEach((l, i) => line(by + i * 10, 1, l))
    line(by, 2, no)
    line(by, 3, `${printDate(eff, D)} -`)
    line(by + 10, 3, printDate(addDays(eff, 365), D))
    line(by, 4, lim)
    line(by, 5, ded)
    s.right(printMoney(prem, U), xs[7]! - 3, by, c)
    const pl = s.split(payee, c, cols[7]! - 6)
    pl.forEach((l, i) => line(by + i * 10, 7, l))
    const h = 8 + Math.max(2, pl.length) * 10
    rows.push(h)
    y += h
  }
  const glEff = addDays(p.effectiveDate, int(rnd, -120, 120))
  other(
    'General liability',
    OTHER_CARRIERS[2]!,
    `CGL ${digits(rnd, 7)}`,
    glEff,
    `${printMoney(p.liability * 10, U)} occ.`,
    'None',
    int(rnd, 1800, 9000),
    'n/a',
  )
  {
    // The answer: the property policy, second row.
    const by = y + 11
    line(by, 0, 'Property')
    line(by + 10, 0, '(building)')
    const ins = s.split(p.carrier, c, cols[1]! - 6)
    s.valueLines('policy.carrier', ins, p.carrier, xs[1]! + 3, by, c, 10)
    s.value('policy.policyNumber', txt(p.policyNumber), xs[2]! + 3, by, c)
    const a = s.value('policy.effectiveDate', dt(p.effectiveDate, D), xs[3]! + 3, by, c)
    s.text('-', a.x1 * W + 3, by, c)
    s.value('policy.expirationDate', dt(p.expirationDate, D), xs[3]! + 3, by + 10, c)
    s.value('policy.coverageAmount', cash(p.coverageAmount, U), xs[4]! + 3, by, c)
    line(by + 10, 4, 'replacement cost')
    s.value('policy.deductible', cash(p.deductible, U), xs[5]! + 3, by, c)
    s.value('policy.premium', cash(p.premium, U), xs[7]! - 3, by, c, { align: 'right' })
    let h = 8 + Math.max(2, ins.length) * 10
    if (p.hasMortgagee) {
      const ml = s.split(p.mortgagee, c, cols[7]! - 6)
      s.valueLines('policy.mortgagee', ml, p.mortgagee, xs[7]! + 3, by, c, 10)
      const ly = by + ml.length * 10
      const lt = s.text('Loan', xs[7]! + 3, ly, c)
      s.value('policy.loanNumber', txt(p.loanNumber), lt.x1 * W + 3, ly, c)
      h = Math.max(h, 8 + (ml.length + 1) * 10)
    } else line(by, 7, 'None')
    rows.push(h)
    y += h
  }
  other(
    'Business auto',
    OTHER_CARRIERS[0]!,
    `BAP-${digits(rnd, 6)}`,
    addDays(glEff, int(rnd, 10, 90)),
    `${printMoney(1_000_000, U)} CSL`,
    `${printMoney(500, U)} coll.`,
    int(rnd, 2200, 12000),
    p.hasMortgagee ? p.secondLender : 'n/a',
  )
  other(
    "Workers' comp.",
    OTHER_CARRIERS[3]!,
    `WC ${digits(rnd, 8)}`,
    glEff,
    'Statutory',
    'None',
    int(rnd, 3000, 22000),
    'n/a',
  )
  s.grid(L, top, cols, rows)
  y += 16
  y = s.prose(
    spaced([
      'Insured location of the property policy:',
      run('property.address', txt(p.street)),
      `, ${p.city}, ${p.state}  -  ${pick(rnd, ['masonry', 'steel', 'joisted masonry'])}, built`,
      run('property.yearBuilt', year(p.yearBuilt)),
      '.',
    ]),
    L,
    y,
    8.5,
    R - L,
  )
  s.text(
    `Premium unpaid at ${printDate(yearEnd, D)}: ${printMoney(Math.round(p.premium * pick(rnd, [0, 0.25, 0.5]) * 100) / 100, U)}.  Claims open at that date: ${pick(rnd, ['none', `1 (claim ${p.claimNumber})`])}.`,
    L,
    y,
    8.5,
  )
  y += 30
  s.text('Confirmed by the broker:', L, y, 9, true)
  s.text('______________________________', L + 130, y, 9)
  s.text(`${p.agentName}, ${p.agencyPhone}`, L + 130, y + 12, 8.5)
  s.text(`Date ${printDate(addDays(yearEnd, int(rnd, 15, 60)), D)}`, L + 330, y, 9)
  s.text(`Please reply to ${auditor}, Attn: Audit Confirmations.`, L, y + 40, 8.5)
  return s.finish()
}

export const FAMILIES_F: readonly BlindFamily[] = [
  {
    id: 'rw06',
    name: 'audit-confirmation-broker-reply',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.auditConfirmation,
    features:
      "an auditor's insurance confirmation on a landscape page: the client's letterhead and request, the broker's reply as a ruled schedule of four policies with the property policy second, `1,250,000 USD` amounts, `1/5/2026 -` terms on two lines, the loss payee and its loan wrapped in the last column; the location below the table",
    render: auditConfirmation,
  },
]
