/**
 * A commercial property loss payable endorsement whose schedule names three premises, the
 * lender's on the second (an equipment lessor on the first, a buyer under contract on the third),
 * the policy identified only in the endorsement's opening sentence (family hj03).
 */
import { cash, dt, endX, fitSize, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, int, pick, type BlindPolicy, type Rnd } from './policy'
import { FAMILY_NAMES, printDate, printMoney } from './words'

/**
 * A loss payable endorsement: form number and title, the sentence that attaches it to the policy
 * (number, insured, insurer), the policy period in captioned boxes, the premises list with limits
 * and years, then the loss payee schedule with the provision that applies to each.
 */
async function lossPayable(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 42
  const R = 570
  const D = 'month-d-y' as const
  s.text(`CP 12 18 ${pick(rnd, ['06 07', '10 12', '06 95'])}`, L, 36, 8)
  s.right('THIS ENDORSEMENT CHANGES THE POLICY. PLEASE READ IT CAREFULLY.', R, 36, 8, true)
  s.center('LOSS PAYABLE PROVISIONS', (L + R) / 2, 62, 14, true)
  const endorsed = addDays(p.effectiveDate, int(rnd, 10, 200))
  let y = s.prose(
    spaced([
      `This endorsement, effective 12:01 A.M. ${printDate(endorsed, D)}, forms a part of Policy No.`,
      { field: 'policy.policyNumber', ...txt(p.policyNumber), bold: true },
      'issued to',
      { field: 'policy.namedInsured', ...txt(p.namedInsured) },
      'by',
      { field: 'policy.carrier', ...txt(p.carrier) },
      '.',
    ]),
    L,
    86,
    9.5,
    R - L,
  )
  y += 4
  const box = (cap: string, x: number, w: number): void => {
    s.rect(x, y, w, 30)
    s.text(cap, x + 4, y + 9, 6.5, false, 0.35)
  }
  box('POLICY PERIOD FROM', L, 150)
  box('POLICY PERIOD TO', L + 150, 150)
  box('ANNUAL POLICY PREMIUM (UNCHANGED)', L + 300, 140)
  box('ADDITIONAL PREMIUM', L + 440, R - L - 440)
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), L + 4, y + 23, 9.5)
  s.value('policy.expirationDate', dt(p.expirationDate, D), L + 154, y + 23, 9.5)
  s.value('policy.premium', cash(p.premium, 'cents'), L + 304, y + 23, 9.5)
  s.text('Included', L + 444, y + 23, 9.5)
  y += 50
  // Premises: one (the insured's own building) on a negative, three otherwise.
  const three = p.hasMortgagee
  const prem = three
    ? [
        {
          street: p.street2,
          limit: p.limit2,
          what: 'BPP (contents)',
          answer: false,
        },
        { street: p.street, limit: p.coverageAmount, what: 'Building', answer: true },
        {
          street: `${int(rnd, 2, 9999)} ${pick(rnd, ['Mugwort', 'Savory'])} Trail`,
          limit: Math.round((p.limit2 * 0.6) / 10000) * 10000,
          what: 'Building',
          answer: false,
        },
      ]
    : [{ street: p.street, limit: p.coverageAmount, what: 'Building', answer: true }]
  s.text('SCHEDULE OF PREMISES (from the Declarations)', L, y, 9, true)
  y += 6
  const cols = [44, 206, 118, 60, 100]
  const xs = cols.map((_, i) => L + cols.slice(0, i).reduce((a, b) => a + b, 0))
  const top = y
  const heads = ['Prem. No.', 'Address', 'Coverage', 'Yr. Built', 'Limit / Deductible']
  heads.forEach((h, i) => s.text(h, xs[i]! + 3, y + 10, 7, true))
  y += 14
  const rows = [14]
  prem.forEach((pr, i) => {
    const by = y + 11
    s.text(String(i + 1), xs[0]! + 14, by, 8.5)
    if (pr.answer) {
      const st = s.value('property.address', txt(pr.street), xs[1]! + 3, by, 8.5)
      s.text(`, ${p.city}, ${p.state}`, endX(s, st), by, 8.5)
      s.value('property.yearBuilt', year(p.yearBuilt), xs[3]! + 3, by, 8.5)
      s.value('policy.coverageAmount', cash(pr.limit, 'dollars'), xs[4]! + 3, by, 8.5)
      s.value('policy.deductible', cash(p.deductible, 'dollars'), xs[4]! + 3, by + 11, 8.5)
    } else {
      s.text(`${pr.street}, ${p.city}, ${p.state}`, xs[1]! + 3, by, 8.5)
      s.text(String(int(rnd, 1950, 2020)), xs[3]! + 3, by, 8.5)
      s.text(printMoney(pr.limit, 'dollars'), xs[4]! + 3, by, 8.5)
      s.text(printMoney(p.priorDeductible, 'dollars'), xs[4]! + 3, by + 11, 8.5)
    }
    s.text(pr.what, xs[2]! + 3, by, 8.5)
    rows.push(26)
    y += 26
  })
  s.grid(L, top, cols, rows)
  y += 22
  s.text('SCHEDULE OF LOSS PAYEES', L, y, 9, true)
  y += 6
  const pc = [44, 70, 250, 164]
  const px = pc.map((_, i) => L + pc.slice(0, i).reduce((a, b) => a + b, 0))
  const ptop = y
  ;['Prem. No.', 'Bldg. No.', 'Loss Payee (Name and Address)', 'Provisions Applicable'].forEach(
    (h, i) => s.text(h, px[i]! + 3, y + 10, 7, true),
  )
  y += 14
  const prow = [14]
  const lessor = `${pick(rnd, FAMILY_NAMES)} Equipment Leasing Corp.`
  const payees: Array<{ prem: number; draw: (by: number) => number; provision: string }> = [
    {
      prem: 1,
      draw: (by) => {
        s.text(lessor, px[2]! + 3, by, 8.5)
        s.text(`${p.lenderStreet}, ${p.mailingCity}`, px[2]! + 3, by + 11, 8.5)
        return 2
      },
      provision: 'B. Loss Payable (BPP - leased CNC equipment)',
    },
  ]
  if (three) {
    payees.push({
      prem: 2,
      draw: (by) => {
        const lines = s.split(p.mortgagee, 8.5, pc[2]! - 6)
        s.valueLines('policy.mortgagee', lines, p.mortgagee, px[2]! + 3, by, 8.5, 11)
        const ly = by + lines.length * 11
        const a = s.text('ISAOA/ATIMA  -  Loan No.', px[2]! + 3, ly, 8.5)
        s.value('policy.loanNumber', txt(p.loanNumber), endX(s, a) + s.width(' ', 8.5), ly, 8.5)
        s.text(`${p.lenderStreet}, ${p.lenderCity}`, px[2]! + 3, ly + 11, 8.5)
        return lines.length + 2
      },
      provision: "C. Lender's Loss Payable",
    })
    payees.push({
      prem: 3,
      draw: (by) => {
        s.text(`${p.secondInsured} (buyer)`, px[2]! + 3, by, 8.5)
        s.text('per purchase agreement on file', px[2]! + 3, by + 11, 8.5)
        return 2
      },
      provision: 'D. Contract of Sale',
    })
  }
  for (const pay of payees) {
    const by = y + 11
    s.text(String(pay.prem), px[0]! + 14, by, 8.5)
    s.text('1', px[1]! + 24, by, 8.5)
    const n = pay.draw(by)
    const pl = s.split(pay.provision, 8.5, pc[3]! - 6)
    pl.forEach((l, i) => s.text(l, px[3]! + 3, by + i * 11, 8.5))
    const h = 6 + Math.max(n, pl.length) * 11
    prow.push(h)
    y += h
  }
  s.grid(L, ptop, pc, prow)
  y += 20
  const para = [
    'A. Nothing in this endorsement increases the applicable Limit of Insurance. We will not pay any Loss Payee more than their financial interest in the Covered Property.',
    'B. LOSS PAYABLE: For Covered Property in which both you and a Loss Payee shown in the Schedule have an insurable interest, we will adjust losses with you and pay any claim for loss or damage jointly to you and the Loss Payee, as interests may appear.',
    "C. LENDER'S LOSS PAYABLE: The Loss Payee is a creditor, including a mortgageholder or trustee, whose interest in Covered Property is established by written instruments such as warehouse receipts, a contract for deed, bills of lading, financing statements or mortgages, deeds of trust, or security agreements.",
    'D. CONTRACT OF SALE: The Loss Payee is a person you have entered a contract with for the sale of Covered Property.',
  ]
  for (const t of para) y = s.prose([t], L, y, 7.5, R - L) + 2
  y += 14
  const ag = s.text('Countersigned by authorized representative:', L, y, 8.5)
  s.value(
    'policy.producer',
    txt(p.producer),
    endX(s, ag) + 6,
    y,
    fitSize(s, p.producer, R - endX(s, ag) - 10, 8.5),
    { bold: true },
  )
  s.text(
    `Includes copyrighted material of Insurance Services Office, Inc.  Page 1 of 1`,
    L,
    770,
    6.5,
    false,
    0.4,
  )
  return s.finish()
}

export const FAMILIES_C: readonly BlindFamily[] = [
  {
    id: 'hj03',
    name: 'loss-payable-schedule',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.lossPayable,
    features:
      "a commercial property loss payable endorsement: the policy number, insured and insurer only in its opening sentence beside the endorsement's own date, captioned period boxes, a premises schedule of three (the lender's second, limit above deductible in one cell) and a loss payee schedule (equipment lessor, lender, buyer under contract)",
    render: lossPayable,
  },
]
