/**
 * Families bm07–bm08: an agent's sworn affidavit of insurance for a rental dwelling, every value
 * inside numbered legal paragraphs (dates as "the 5th day of January, 2026", amounts in words and
 * figures) above a notary's jurat with its own dates; and a lender's closing request for evidence
 * of hazard insurance whose part A the lender filled (loan, closing, loan amount, mortgagee clause)
 * and whose part B the agent answered in boxes.
 */
import {
  cash,
  cityLine,
  dt,
  endX,
  fitSize,
  run,
  spaced,
  txt,
  year,
  type BlindFamily,
} from './family'
import { Sheet, type Printed, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { FAMILY_NAMES, GIVEN_NAMES, dollarsInWords, printDate, printMoney } from './words'

/**
 * An affidavit of insurance: a court-style caption (state and county), numbered paragraphs sworn
 * by the agent with every value inside them, the signature, and a notary's jurat whose sworn date
 * and commission expiry are in the same "day of" style as the policy term.
 */
async function affidavit(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 72
  const R = 540
  const D = 'day-of' as const
  const county = pick(rnd, ['Grant', 'Union', 'Lincoln', 'Jefferson', 'Douglas'])
  s.text(`STATE OF ${p.state}`, L, 70, 11)
  s.text(')', 250, 70, 11)
  s.text(') ss.', 250, 84, 11)
  s.text(`COUNTY OF ${county.toUpperCase()}`, L, 98, 11)
  s.text(')', 250, 98, 11)
  s.center('AFFIDAVIT OF INSURANCE COVERAGE', 306, 136, 14, true)
  s.center('(rental dwelling)', 306, 152, 10)
  let y = s.prose(
    [`I, ${p.agentName}, being first duly sworn on oath, depose and say:`],
    L,
    184,
    11,
    R - L,
  )
  const para = (n: number, runs: Parameters<Sheet['prose']>[0]): void => {
    s.text(`${n}.`, L, y + 8, 11)
    y = s.prose(spaced(runs), L + 22, y + 8, 10.5, R - L - 22)
  }
  para(1, [
    'I am a licensed insurance agent employed by',
    run('policy.producer', txt(p.producer)),
    `, ${p.mailingStreet}, ${p.mailingCity}, and I have personal knowledge of the facts stated here.`,
  ])
  para(2, [
    'That',
    run('policy.carrier', txt(p.carrier)),
    'has issued its Policy No.',
    run('policy.policyNumber', txt(p.policyNumber)),
    'to',
    run('policy.namedInsured', txt(p.namedInsured)),
    ', as named insured, covering the rental dwelling at',
    run('property.address', txt(p.street)),
    `, ${cityLine(p)}, a structure built in`,
    run('property.yearBuilt', year(p.yearBuilt)),
    '.',
  ])
  para(3, [
    'That the policy is in full force and effect for the term commencing on the',
    run('policy.effectiveDate', dt(p.effectiveDate, D)),
    'and ending on the',
    run('policy.expirationDate', dt(p.expirationDate, D)),
    ', both at 12:01 a.m. standard time, and that the premium of',
    run('policy.premium', cash(p.premium, 'cents')),
    'for the term has been paid.',
  ])
  para(4, [
    `That the dwelling is insured against fire and extended perils in the amount of ${dollarsInWords(p.coverageAmount)} Dollars (`,
    run('policy.coverageAmount', cash(p.coverageAmount, 'dollars')),
    `), subject to a deductible of ${dollarsInWords(p.deductible)} Dollars (`,
    run('policy.deductible', cash(p.deductible, 'dollars')),
    `) per occurrence, with fair rental value of ${dollarsInWords(p.lossOfUse)} Dollars (${printMoney(p.lossOfUse, 'dollars')}).`,
  ])
  para(
    5,
    p.hasMortgagee
      ? [
          'That',
          run('policy.mortgagee', txt(p.mortgagee)),
          ', its successors and assigns, is named as first mortgagee under the standard mortgage clause with respect to loan number',
          run('policy.loanNumber', txt(p.loanNumber)),
          '.',
        ]
      : [
          'That no mortgagee or loss payee is named on the policy, the dwelling being owned free and clear.',
        ],
  )
  para(6, [
    `That this affidavit is given at the request of ${p.secondInsured}, prospective tenant, and that the premises were last inspected for the insurer on the ${printDate(addDays(p.issueDate, -int(rnd, 20, 90)), D)}.`,
  ])
  y += 24
  s.text('FURTHER AFFIANT SAYETH NOT.', L, y, 11)
  s.hline(330, R, y + 34, 0.6)
  s.text(`${p.agentName}, Affiant`, 330, y + 46, 10)
  y += 80
  const sworn = addDays(p.issueDate, int(rnd, 0, 5))
  y = s.prose(
    [
      `Subscribed and sworn to before me this ${printDate(sworn, D)}, by ${p.agentName}, who is personally known to me.`,
    ],
    L,
    y,
    11,
    R - L,
  )
  s.rect(L, y + 4, 110, 62, 0.8)
  s.center('NOTARY', L + 55, y + 28, 9, true)
  s.center('PUBLIC', L + 55, y + 40, 9, true)
  s.center(`No. ${digits(rnd, 7)}`, L + 55, y + 54, 7.5)
  s.hline(330, R, y + 36, 0.6)
  s.text(`${pick(rnd, GIVEN_NAMES)} ${pick(rnd, FAMILY_NAMES)}, Notary Public`, 330, y + 48, 10)
  s.text(
    `My commission expires the ${printDate(addDays(p.expirationDate, int(rnd, 200, 900)), D)}`,
    330,
    y + 62,
    9,
  )
  return s.finish()
}

/**
 * A lender's closing request for evidence of hazard insurance: part A as the lender typed it (the
 * loan, borrower, property, closing date, loan amount and the mortgagee clause), part B as the
 * agent answered it in captioned boxes with tick boxes, and the agent's certification.
 */
async function binderRequest(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 46
  const R = 566
  const D = 'm-d-y' as const
  const W = R - L
  s.value('policy.mortgagee', txt(p.mortgagee), L, 48, fitSize(s, p.mortgagee, 330, 13, true), {
    bold: true,
  })
  s.text(`Mortgage Closing Department  ·  ${p.lenderStreet}, ${p.lenderCity}`, L, 61, 8)
  s.right('REQUEST FOR EVIDENCE OF', R, 84, 11, true)
  s.right('HAZARD INSURANCE', R, 98, 11, true)
  s.text(`Sent ${printDate(p.issueDate, D)} by fax and e-mail to the agent below`, L, 92, 8.5)
  const closing = addDays(p.effectiveDate, int(rnd, 0, 3))
  // Part A.
  let top = 112
  s.band(L, top, W, 16, 0.25)
  s.text('PART A  —  COMPLETED BY LENDER', L + 6, top + 11.5, 9, true, 1)
  top += 16
  const box = (x: number, t: number, w: number, label: string, h = 30): number => {
    s.rect(x, t, w, h, 0.6)
    s.text(label, x + 4, t + 9, 6.5)
    return t + 23
  }
  let y = box(L, top, 170, 'LOAN NUMBER')
  s.value('policy.loanNumber', txt(p.loanNumber), L + 6, y, 11, { bold: true })
  y = box(L + 170, top, 150, 'SCHEDULED CLOSING DATE')
  s.text(printDate(closing, D), L + 176, y, 10)
  y = box(L + 320, top, W - 320, 'LOAN AMOUNT')
  s.text(
    printMoney(Math.round((p.coverageAmount * (0.55 + rnd() * 0.3)) / 1000) * 1000, 'dollars'),
    L + 326,
    y,
    10,
  )
  top += 30
  y = box(L, top, 320, 'BORROWER(S)')
  s.text(p.namedInsured, L + 6, y, fitSize(s, p.namedInsured, 300, 10))
  y = box(L + 320, top, W - 320, 'PURCHASE PRICE')
  s.text(
    printMoney(Math.round((p.coverageAmount * (1.1 + rnd() * 0.4)) / 1000) * 1000, 'dollars'),
    L + 326,
    y,
    10,
  )
  top += 30
  y = box(L, top, W, 'PROPERTY ADDRESS')
  const a = s.value('property.address', txt(p.street), L + 6, y, 10)
  s.text(`, ${cityLine(p)}`, endX(s, a), y, 10)
  top += 30
  y = box(L, top, W, 'MORTGAGEE CLAUSE (show exactly on the policy)', 44)
  s.text(
    `${p.mortgagee.length > 40 ? 'The lender above' : p.mortgagee}, its successors and/or assigns, as their interests may appear`,
    L + 6,
    y,
    9,
  )
  s.text(
    `${p.lenderStreet}, ${p.lenderCity}  ·  Loan officer ${pick(rnd, GIVEN_NAMES)} ${pick(rnd, FAMILY_NAMES)} (${p.claimsPhone.slice(2)})`,
    L + 6,
    y + 12,
    8,
  )
  top += 44 + 14
  // Part B.
  s.band(L, top, W, 16, 0.25)
  s.text('PART B  —  COMPLETED BY INSURANCE AGENT', L + 6, top + 11.5, 9, true, 1)
  top += 16
  const ans = (
    x: number,
    t: number,
    w: number,
    label: string,
    field: ExtractionFieldId,
    v: Printed,
  ): void => {
    const yy = box(x, t, w, label)
    s.value(field, v, x + 6, yy, fitSize(s, v.printed, w - 12, 10.5))
  }
  ans(L, top, W, 'INSURANCE COMPANY (not the agency)', 'policy.carrier', txt(p.carrier))
  top += 30
  ans(L, top, 200, 'POLICY OR BINDER NUMBER', 'policy.policyNumber', txt(p.policyNumber))
  ans(
    L + 200,
    top,
    W - 200,
    'NAMED INSURED(S) AS ON POLICY',
    'policy.namedInsured',
    txt(p.namedInsured),
  )
  top += 30
  ans(L, top, 130, 'EFFECTIVE DATE', 'policy.effectiveDate', dt(p.effectiveDate, D))
  ans(L + 130, top, 130, 'EXPIRATION DATE', 'policy.expirationDate', dt(p.expirationDate, D))
  ans(L + 260, top, 130, 'YEAR BUILT', 'property.yearBuilt', year(p.yearBuilt))
  y = box(L + 390, top, W - 390, 'POLICY FORM')
  s.text(pick(rnd, ['HO-3', 'HO-5', 'HO-3 w/ HO 04 90']), L + 396, y, 10.5)
  top += 30
  ans(L, top, 174, 'DWELLING (COV. A)', 'policy.coverageAmount', cash(p.coverageAmount, 'dollars'))
  ans(L + 174, top, 173, 'ALL-PERIL DEDUCTIBLE', 'policy.deductible', cash(p.deductible, 'dollars'))
  y = box(L + 347, top, W - 347, 'WIND / HAIL DEDUCTIBLE')
  s.text(`${p.percent}% of Cov. A`, L + 353, y, 10.5)
  top += 30
  ans(L, top, 174, 'ANNUAL PREMIUM', 'policy.premium', cash(p.premium, 'cents'))
  y = box(L + 174, top, W - 174, 'PREMIUM STATUS')
  const paid = rnd() < 0.5
  s.text(
    `[${paid ? 'X' : ' '}] Paid in full     [${paid ? ' ' : 'X'}] Collect at closing: ${printMoney(p.premium, 'cents')}     [ ] Escrowed`,
    L + 180,
    y,
    9,
  )
  top += 30
  ans(L, top, W, 'AGENCY NAME', 'policy.producer', txt(p.producer))
  top += 30
  y = box(L, top, W, 'AGENCY ADDRESS / PHONE / E-MAIL')
  s.text(
    `${p.mailingStreet}, ${p.mailingCity}  ·  ${p.agencyPhone}  ·  closings@agency.example`,
    L + 6,
    y,
    9,
  )
  top += 44
  s.text(
    '[X] Mortgagee clause added as shown in Part A     [ ] Replacement cost endorsement     [X] Flood zone X, no flood policy',
    L,
    top,
    8.5,
  )
  s.prose(
    [
      `I certify that the coverage above is bound as of the effective date and that the lender will receive 10 days' written notice of cancellation. Prior carrier: ${pick(rnd, ['none (new purchase)', "seller's policy, not transferred"])}.`,
    ],
    L,
    top + 20,
    8.5,
    W,
  )
  s.hline(L, L + 240, top + 78, 0.6)
  s.text(`Agent signature  ·  ${p.agentName}  ·  license ${digits(rnd, 8)}`, L, top + 90, 8)
  s.hline(360, R, top + 78, 0.6)
  s.text(`Date ${printDate(addDays(p.issueDate, int(rnd, 1, 6)), D)}`, 360, top + 90, 8)
  return s.finish()
}

export const FAMILIES_D: readonly BlindFamily[] = [
  {
    id: 'bm07',
    name: 'affidavit-of-insurance',
    line: 'landlord',
    numberStyle: NUMBER_STYLES.affidavit,
    features:
      'an agent\'s sworn affidavit of insurance for a rental dwelling in Times: a state/county caption, numbered legal paragraphs holding every value ("employed by <agency>", "has issued its Policy No. … to …", "commencing on the 5th day of January, 2026 and ending on the 5th day of January, 2027", "in the amount of Three Hundred Forty Thousand Dollars ($340,000)", deductible in words and figures, fair rental value in words and figures (not an answer), mortgagee and loan number), the agent\'s own mailing address, an inspection date and a notary jurat ("this 12th day of …", commission expiry) in the same "day of" style; no mortgagee on the negative (owned free and clear)',
    render: affidavit,
  },
  {
    id: 'bm08',
    name: 'lender-evidence-request',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.binder,
    features:
      'a lender\'s closing request for evidence of hazard insurance: the lender\'s name as letterhead (the mortgagee), part A in captioned boxes typed by the lender (loan number, closing date, loan amount, borrower, purchase price, property address, mortgagee clause), part B answered by the agent in captioned boxes (insurance company "not the agency", policy or binder number, named insured, "1/5/2026" dates, year built, policy form, Coverage A, all-peril and wind deductibles, annual premium beside the premium status with the same figure, agency name and address); always names the lender',
    render: binderRequest,
  },
]
