/**
 * Families bw07–bw08: a notice that a policy cancelled for non-payment has been reinstated (the
 * cancellation, reinstatement and payment dates beside the term; the lender copied at the foot),
 * and a proof-of-insurance wallet card to cut out under a short cover note.
 */
import { cash, cityLine, dt, endX, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, int, type BlindPolicy, type Rnd } from './policy'
import { brandOf, printDate, printMoney } from './words'

/** Reinstatement after a cancellation for non-payment. */
async function reinstatement(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 60
  const R = 552
  const D = 'mon-dot-th' as const
  const cancelled = addDays(p.effectiveDate, int(rnd, 60, 150))
  const lapse = rnd() < 0.5
  const back = lapse ? addDays(cancelled, int(rnd, 3, 12)) : cancelled
  s.logo(brandOf(p.carrier), L + 5, 54, 14, 'frame')
  s.right('NOTICE OF REINSTATEMENT', R, 48, 13, true)
  s.right(`Mailed ${printDate(addDays(back, 2), D)}`, R, 62, 9)
  s.hline(L, R, 74, 0.8)
  let y = 100
  s.value('policy.namedInsured', txt(p.namedInsured), L, y, 11)
  s.text(p.mailingStreet, L, y + 14, 11)
  s.text(p.mailingCity, L, y + 28, 11)
  s.text('Policy', 360, y, 9)
  s.value('policy.policyNumber', txt(p.policyNumber), 410, y, 11, { bold: true })
  s.text('Term', 360, y + 14, 9)
  const a = s.value('policy.effectiveDate', dt(p.effectiveDate, 'mdy'), 410, y + 14, 10)
  const to = s.text('-', endX(s, a) + 3, y + 14, 10)
  s.value('policy.expirationDate', dt(p.expirationDate, 'mdy'), endX(s, to) + 3, y + 14, 10)
  y += 62
  y = s.prose(
    [
      `We received your payment of ${printMoney(p.installment, 'cents')} on ${printDate(back, D)}. Your homeowners policy, which we cancelled on ${printDate(cancelled, D)} for non-payment of premium, is reinstated`,
      lapse
        ? ` effective ${printDate(back, D)}. There was no coverage from ${printDate(cancelled, D)} to ${printDate(back, D)}; any loss in that period is not covered.`
        : ' with no lapse in coverage.',
      ' All other terms of the policy are unchanged.',
    ],
    L,
    y,
    11,
    R - L,
  )
  y += 10
  s.text('Your policy at a glance', L, y, 11, true)
  y += 6
  s.hline(L, R, y, 0.4)
  y += 16
  const line = (label: string, draw: (x: number) => void): void => {
    s.text(label, L + 10, y, 10.5)
    draw(L + 230)
    y += 16
  }
  line('Residence premises', (x) => {
    const b = s.value('property.address', txt(p.street), x, y, 10.5)
    s.text(`, ${cityLine(p)}`, endX(s, b), y, 10.5)
  })
  line('Year built', (x) => s.value('property.yearBuilt', year(p.yearBuilt), x, y, 10.5))
  line('Dwelling', (x) =>
    s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), x, y, 10.5),
  )
  line('Deductible', (x) => s.value('policy.deductible', cash(p.deductible, 'dollars'), x, y, 10.5))
  line('Premium for the policy term', (x) =>
    s.value('policy.premium', cash(p.premium, 'cents'), x, y, 10.5),
  )
  line('Reinstatement fee', (x) => s.text(printMoney(p.policyFee, 'cents'), x, y, 10.5))
  line('Balance remaining', (x) =>
    s.text(printMoney(Math.round((p.premium / 2) * 100) / 100, 'cents'), x, y, 10.5),
  )
  line('Next installment due', (x) => s.text(printDate(addDays(back, 30), D), x, y, 10.5))
  y += 14
  s.text('Questions? Contact your agent:', L, y, 10.5)
  s.value('policy.producer', txt(p.producer), L + 150, y, 10.5)
  s.text(p.agencyPhone, L + 150, y + 14, 10.5)
  y += 44
  s.hline(L, R, y, 0.4)
  y += 16
  if (p.hasMortgagee) {
    s.text('cc:', L, y, 10, true)
    s.value('policy.mortgagee', txt(p.mortgagee), L + 24, y, 10)
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L + 24, y + 13, 10)
    s.text('Loan', L + 24, y + 26, 10)
    s.value('policy.loanNumber', txt(p.loanNumber), L + 52, y + 26, 10)
    s.text('(sent the notice of cancellation on the same date)', L + 24, y + 39, 9)
  } else s.text('cc: agent of record', L, y, 10)
  s.text('Insurer:', L, 748, 8)
  s.value('policy.carrier', txt(p.carrier), L + 32, 748, 8)
  s.right(`NAIC ${p.naic}`, R, 748, 8)
  return s.finish()
}

/** A proof-of-insurance card to cut out, under a short note; the card alone holds the values. */
async function walletCard(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 60
  const R = 552
  const D = 'd-mon-y' as const
  s.value('policy.producer', txt(p.producer), L, 56, 9)
  s.text(p.agencyPhone, L, 68, 9)
  s.text(printDate(p.issueDate, 'month-d-y'), L, 100, 10)
  let y = s.prose([`Dear ${p.namedInsured.split(' ')[0]},`], L, 130, 10, R - L)
  y = s.prose(
    [
      'Your new policy is enclosed. Below is a proof-of-insurance card: cut it out and keep it with your',
      ' records, or hand it to your lender or landlord when asked. The declarations page that came with',
      ' your policy is the full record of your coverage.',
    ],
    L,
    y + 6,
    10,
    R - L,
  )
  s.text('Thank you for your business.', L, y + 10, 10)
  // The card, framed by a dashed cut line.
  const cx = 126
  const cy = 300
  const cw = 360
  const ch = 216
  for (let x = cx - 14; x < cx + cw + 14; x += 8) {
    s.hline(x, x + 4, cy - 14, 0.5)
    s.hline(x, x + 4, cy + ch + 14, 0.5)
  }
  for (let yy = cy - 14; yy < cy + ch + 14; yy += 8) {
    s.vline(cx - 14, yy, yy + 4, 0.5)
    s.vline(cx + cw + 14, yy, yy + 4, 0.5)
  }
  s.text('cut along the dotted line', cx - 14, cy - 18, 7)
  s.rect(cx, cy, cw, ch, 1.2)
  s.band(cx, cy, cw, 22, 0.2)
  s.text('PROOF OF PROPERTY INSURANCE', cx + 8, cy + 15, 9.5, true, 1)
  const brand = brandOf(p.carrier).toUpperCase()
  s.text(brand, cx + cw - 8 - s.width(brand, 8, true), cy + 15, 8, true, 1)
  let y2 = cy + 36
  const k = (label: string, x: number, yy: number): void => {
    s.text(label, x, yy, 5.5, false, 0.4)
  }
  k('INSURED', cx + 8, y2)
  s.value('policy.namedInsured', txt(p.namedInsured), cx + 8, y2 + 10, 8.5, { bold: true })
  k('POLICY', cx + 230, y2)
  s.value('policy.policyNumber', txt(p.policyNumber), cx + 230, y2 + 10, 8.5, { bold: true })
  y2 += 24
  k('PROPERTY', cx + 8, y2)
  s.value('property.address', txt(p.street), cx + 8, y2 + 10, 8)
  s.text(cityLine(p), cx + 8, y2 + 19, 7)
  k('EFFECTIVE', cx + 230, y2)
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), cx + 230, y2 + 10, 8)
  k('EXPIRES', cx + 295, y2)
  s.value('policy.expirationDate', dt(p.expirationDate, D), cx + 295, y2 + 10, 8)
  y2 += 32
  k('DWELLING', cx + 8, y2)
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), cx + 8, y2 + 10, 8)
  k('DEDUCTIBLE', cx + 90, y2)
  s.value('policy.deductible', cash(p.deductible, 'dollars'), cx + 90, y2 + 10, 8)
  k('BUILT', cx + 160, y2)
  s.value('property.yearBuilt', year(p.yearBuilt), cx + 160, y2 + 10, 8)
  k('ANNUAL PREMIUM', cx + 230, y2)
  s.value('policy.premium', cash(p.premium, 'cents'), cx + 230, y2 + 10, 8)
  y2 += 24
  k('MORTGAGEE', cx + 8, y2)
  if (p.hasMortgagee) {
    const fit = Math.min(7.5, (7.5 * 210) / s.width(p.mortgagee, 7.5))
    s.value('policy.mortgagee', txt(p.mortgagee), cx + 8, y2 + 10, fit)
    k('LOAN', cx + 230, y2)
    s.value('policy.loanNumber', txt(p.loanNumber), cx + 230, y2 + 10, 8)
  } else s.text('—', cx + 8, y2 + 10, 8)
  y2 += 24
  k('INSURER', cx + 8, y2)
  const fit = Math.min(7.5, (7.5 * 340) / s.width(p.carrier, 7.5))
  s.value('policy.carrier', txt(p.carrier), cx + 8, y2 + 10, fit)
  s.text(`Claims 24/7 ${p.claimsPhone}`, cx + 8, cy + ch - 8, 6.5)
  s.right(`Agent code ${p.agencyCode}`, cx + cw - 8, cy + ch - 8, 6.5)
  if (rnd() < 0.5)
    s.text('This card is not a contract. See your policy for its terms.', L, cy + ch + 40, 8)
  return s.finish()
}

export const FAMILIES_C: readonly BlindFamily[] = [
  {
    id: 'bw07',
    name: 'reinstatement-notice',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.reinstate,
    features:
      'notice that a policy cancelled for non-payment is reinstated: cancellation, payment and reinstatement dates (dates "Jan. 5th, 2026") beside the term (01/05/2026); installment, fee and balance beside the term premium; the lender as "cc:" at the foot',
    render: reinstatement,
  },
  {
    id: 'bw08',
    name: 'wallet-card',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.card,
    features:
      "a proof-of-insurance card inside a dashed cut line under an agent's cover note; tiny grey captions over values; dates 5-Jan-2026; long names shrunk to fit; the producer only in the note's letterhead",
    render: walletCard,
  },
]
