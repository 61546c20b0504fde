/**
 * Families bg03–bg04: a reinsurer's facultative certificate over two pages, where the original
 * policy's facts (the answers) stand beside the reinsurance's own (its period, the company's
 * retention, the share accepted, the reinsurance premium, the intermediary); and a public
 * adjuster's contract, where the homeowner's policy is copied onto underlined blanks above the fee
 * terms and signatures.
 */
import { cash, dt, endX, fitSize, spaced, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { FAMILY_NAMES, REINSURERS, printDate, printMoney } from './words'

/**
 * A facultative certificate: the reinsurer's letterhead, numbered items in a two-column table on
 * page 1 (the company reinsured, its policy, insured, periods, limits, retention and premiums); the
 * conditions and the original policy's schedule (location, year built, mortgagee, producing agent)
 * on page 2.
 */
async function facultative(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 48
  const R = 564
  const D = 'month-d-y' as const
  const reinsurer = pick(rnd, REINSURERS)
  const certNo = `FAC-${digits(rnd, 2)}-${digits(rnd, 5)}`
  const header = (page: number): void => {
    s.text(reinsurer.toUpperCase(), L, 44, 13, true)
    s.right(`Certificate ${certNo}   Page ${page} of 2`, R, 44, 8)
    s.hline(L, R, 52, 1)
  }
  header(1)
  s.center('FACULTATIVE CERTIFICATE OF REINSURANCE', (L + R) / 2, 78, 13, true)
  let y = 96
  y = s.prose(
    [
      `${reinsurer} (the "Reinsurer") does hereby reinsure the company named in Item 1 (the "Company") in respect of the Company's policy described below, subject to the declarations, terms and conditions of this certificate.`,
    ],
    L,
    y,
    8.5,
    R - L,
  )
  y += 6
  const labelW = 170
  const rowH = 24
  const vx = L + labelW + 6
  const vw = R - vx - 6
  const retention = Math.round((p.coverageAmount * (0.2 + rnd() * 0.2)) / 10000) * 10000
  const accepted = Math.round((p.coverageAmount - retention) * pick(rnd, [0.5, 0.75, 1]))
  const reinsPremium = Math.round(p.premium * (accepted / p.coverageAmount) * 0.72 * 100) / 100
  const reinsStart = addDays(p.effectiveDate, pick(rnd, [0, 0, int(rnd, 30, 120)]))
  type Draw = (by: number) => void
  const items: Array<[string, Draw]> = [
    [
      'Item 1. Company',
      (by) => {
        s.value('policy.carrier', txt(p.carrier), vx, by, fitSize(s, p.carrier, vw, 9.5), {
          bold: true,
        })
      },
    ],
    [
      "Item 2. Company's Policy No.",
      (by) => {
        s.value('policy.policyNumber', txt(p.policyNumber), vx, by, 9.5)
      },
    ],
    [
      'Item 3. Name of Insured',
      (by) => {
        s.value(
          'policy.namedInsured',
          txt(p.namedInsured),
          vx,
          by,
          fitSize(s, p.namedInsured, vw, 9.5),
        )
      },
    ],
    [
      'Item 4. Address of Insured',
      (by) => s.text(`${p.mailingStreet}, ${p.mailingCity}`, vx, by, 9.5),
    ],
    [
      "Item 5. Company's Policy Period",
      (by) => {
        const a = s.text('From', vx, by, 9.5)
        const e = s.value('policy.effectiveDate', dt(p.effectiveDate, D), endX(s, a) + 4, by, 9.5)
        const t = s.text('to', endX(s, e) + 4, by, 9.5)
        s.value('policy.expirationDate', dt(p.expirationDate, D), endX(s, t) + 4, by, 9.5)
      },
    ],
    [
      'Item 6. Reinsurance Period',
      (by) =>
        s.text(
          `From ${printDate(reinsStart, D)} to ${printDate(p.expirationDate, D)}, 12:01 a.m. standard time`,
          vx,
          by,
          9.5,
        ),
    ],
    [
      'Item 7. Type of Insurance',
      (by) => s.text('Commercial Property - Special Causes of Loss, Replacement Cost', vx, by, 9.5),
    ],
    [
      'Item 8. Policy Limits',
      (by) => {
        const v = s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), vx, by, 9.5)
        s.text('Building, per occurrence (100%)', endX(s, v) + 6, by, 9.5)
      },
    ],
    [
      'Item 9. Policy Deductible',
      (by) => {
        const v = s.value('policy.deductible', cash(p.deductible, 'dollars'), vx, by, 9.5)
        s.text('each occurrence, all covered perils', endX(s, v) + 6, by, 9.5)
      },
    ],
    [
      "Item 10. Company's Retention",
      (by) => s.text(`${printMoney(retention, 'dollars')} net and unreinsured`, vx, by, 9.5),
    ],
    [
      'Item 11. Reinsurance Accepted',
      (by) =>
        s.text(
          `${printMoney(accepted, 'dollars')} part of ${printMoney(p.coverageAmount - retention, 'dollars')} excess of ${printMoney(retention, 'dollars')}`,
          vx,
          by,
          9.5,
        ),
    ],
    [
      "Item 12. Company's Gross Premium",
      (by) => {
        const v = s.value('policy.premium', cash(p.premium, 'cents'), vx, by, 9.5)
        s.text('annual, 100% of the policy', endX(s, v) + 6, by, 9.5)
      },
    ],
    [
      'Item 13. Reinsurance Premium',
      (by) =>
        s.text(
          `${printMoney(reinsPremium, 'cents')} less ${pick(rnd, [20, 25, 27.5])}% ceding commission`,
          vx,
          by,
          9.5,
        ),
    ],
  ]
  const top = y
  s.grid(
    L,
    top,
    [labelW, R - L - labelW],
    items.map(() => rowH),
  )
  items.forEach(([label, draw], i) => {
    const by = top + i * rowH + 15
    s.band(L + 0.5, top + i * rowH + 0.5, labelW - 1, rowH - 1, 0.92)
    s.text(label, L + 5, by, 8.5, true)
    draw(by)
  })
  y = top + items.length * rowH + 20
  const broker = `${pick(rnd, FAMILY_NAMES)} Re Intermediaries Ltd.`
  s.text(`Reinsurance intermediary: ${broker}, ref. ${digits(rnd, 6)}`, L, y, 8.5)
  y += 14
  s.text(`Issued ${printDate(p.issueDate, D)}. Continued on page 2.`, L, y, 8.5, false, 0.35)
  // Page 2: conditions and the original policy's schedule.
  s.newPage()
  header(2)
  y = 80
  s.text('CONDITIONS', L, y, 10.5, true)
  y += 16
  const conditions = [
    "A. This certificate follows the form of the Company's policy except as to the amount of liability and the premium, and shall attach and expire simultaneously with the Company's policy unless otherwise stated in Item 6.",
    "B. The Company shall retain for its own account the amount stated in Item 10; the Reinsurer's liability shall not exceed the amount stated in Item 11.",
    'C. Prompt notice shall be given to the Reinsurer of any occurrence which may result in a claim hereunder. All claims settlements made by the Company shall be binding on the Reinsurer.',
    'D. In the event of the insolvency of the Company, reinsurance hereunder shall be payable directly to the Company or its liquidator.',
  ]
  for (const c of conditions) y = s.prose([c], L, y, 8.5, R - L) + 3
  y += 12
  s.text("SCHEDULE OF THE COMPANY'S POLICY", L, y, 10.5, true)
  y += 8
  s.hline(L, R, y, 0.6)
  y += 16
  const lab = (t: string, x: number, yy: number): number => {
    s.text(t, x, yy, 9, true)
    return x + s.width(t, 9, true) + 6
  }
  const st = s.value('property.address', txt(p.street), lab('Location 1:', L, y), y, 9)
  s.text(`, ${p.city}, ${p.state} ${p.zip}`, endX(s, st), y, 9)
  y += 15
  const c = s.text(
    `${pick(rnd, ['Masonry non-combustible', 'Joisted masonry', 'Fire resistive'])}, ${int(rnd, 1, 5)} stories, ${pick(rnd, ['fully sprinklered', 'not sprinklered'])}, year of construction`,
    L + 66,
    y,
    9,
  )
  s.value('property.yearBuilt', year(p.yearBuilt), endX(s, c) + 4, y, 9)
  y += 15
  s.text(
    `Location 2 (not reinsured hereunder): ${p.street2}, limit ${printMoney(p.limit2, 'dollars')}`,
    L,
    y,
    9,
  )
  y += 22
  if (p.hasMortgagee) {
    const m = s.value(
      'policy.mortgagee',
      txt(p.mortgagee),
      lab('Mortgage holder (Location 1):', L, y),
      y,
      9,
    )
    const l = s.text('Loan', endX(s, m) + 8, y, 9, true)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, l) + 5, y, 9)
  } else s.text('Mortgage holder (Location 1): none shown on the policy', L, y, 9, true)
  y += 15
  const ag = lab("Company's producing agent:", L, y)
  s.value('policy.producer', txt(p.producer), ag, y, fitSize(s, p.producer, R - ag, 9))
  y += 15
  s.text(
    `Prior certificate: ${certNo.slice(0, 4)}${digits(rnd, 2)}-${digits(rnd, 5)} (policy ${p.priorPolicyNumber}).`,
    L,
    y,
    9,
  )
  y += 50
  s.hline(R - 220, R, y, 0.5)
  s.text(`For ${reinsurer}`, R - 220, y + 12, 8.5)
  s.text('Authorized representative', R - 220, y + 23, 8)
  return s.finish()
}

/**
 * A public adjuster's contract: the firm's letterhead and licence, the claim's facts on underlined
 * blanks in pairs (the policy's copied from the declarations), then numbered terms, the fee, the
 * three-day right to cancel and signatures.
 */
async function adjusterContract(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 50
  const R = 562
  const D = 'm-d-y' as const
  const firm = `${pick(rnd, FAMILY_NAMES)} Public Adjusters, LLC`
  s.center(firm.toUpperCase(), (L + R) / 2, 46, 15, true)
  s.center(
    `Licensed Public Adjusting Firm No. PA-${digits(rnd, 6)}  -  ${p.mailingCity}  -  ${p.agencyPhone}`,
    (L + R) / 2,
    60,
    8.5,
  )
  s.hline(L, R, 68, 0.8)
  s.hline(L, R, 70.5, 0.4)
  s.center('PUBLIC ADJUSTER CONTRACT', (L + R) / 2, 92, 13, true)
  let y = 118
  const size = 10
  const loss = addDays(p.effectiveDate, int(rnd, 15, 320))
  /** A label and an underlined blank holding a value (or plain text); returns the blank's right. */
  const blank = (
    label: string,
    x: number,
    right: number,
    yy: number,
    draw: (vx: number, w: number) => void,
  ): void => {
    s.text(label, x, yy, size)
    const vx = x + s.width(label, size) + 4
    s.hline(vx - 1, right, yy + 2.5, 0.4)
    draw(vx + 2, right - vx - 4)
  }
  const mid = 316
  const put = (field: Parameters<typeof s.value>[0], v: string) => (vx: number, w: number) => {
    s.value(field, txt(v), vx, y - 0.5, fitSize(s, v, w, size))
  }
  const plain = (v: string) => (vx: number, w: number) => {
    s.text(v, vx, y - 0.5, fitSize(s, v, w, size))
  }
  blank('Insured(s):', L, R, y, put('policy.namedInsured', p.namedInsured))
  y += 22
  blank('Loss location:', L, mid - 8, y, (vx) => {
    s.value('property.address', txt(p.street), vx, y - 0.5, size)
  })
  blank('City/State/ZIP:', mid, R, y, plain(`${p.city}, ${p.state} ${p.zip}`))
  y += 22
  blank('Insurance company:', L, R, y, put('policy.carrier', p.carrier))
  y += 22
  blank('Policy no.:', L, mid - 8, y, put('policy.policyNumber', p.policyNumber))
  blank('Claim no.:', mid, R, y, plain(pick(rnd, [p.claimNumber, 'not yet assigned'])))
  y += 22
  blank('Policy period from:', L, mid - 8, y, (vx) => {
    s.value('policy.effectiveDate', dt(p.effectiveDate, D), vx, y - 0.5, size)
  })
  blank('to:', mid, R, y, (vx) => {
    s.value('policy.expirationDate', dt(p.expirationDate, D), vx, y - 0.5, size)
  })
  y += 22
  blank('Date of loss:', L, mid - 8, y, plain(printDate(loss, D)))
  blank(
    'Type of loss:',
    mid,
    R,
    y,
    plain(pick(rnd, ['Water / plumbing', 'Wind and hail', 'Fire and smoke', 'Tree fall'])),
  )
  y += 22
  blank('Coverage A - Dwelling limit: $', L, mid - 8, y, (vx) => {
    s.value('policy.coverageAmount', cash(p.coverageAmount, 'bare'), vx, y - 0.5, size)
  })
  blank('Deductible: $', mid, R, y, (vx) => {
    s.value('policy.deductible', cash(p.deductible, 'bare'), vx, y - 0.5, size)
  })
  y += 22
  blank('Other structures: $', L, mid - 8, y, plain(printMoney(p.otherStructures, 'bare')))
  blank('Contents: $', mid, R, y, plain(printMoney(p.contents, 'bare')))
  y += 22
  blank('Year built:', L, mid - 8, y, (vx) => {
    s.value('property.yearBuilt', year(p.yearBuilt), vx, y - 0.5, size)
  })
  blank('Annual premium: $', mid, R, y, (vx) => {
    s.value('policy.premium', cash(p.premium, 'bare-cents'), vx, y - 0.5, size)
  })
  y += 22
  if (p.hasMortgagee) {
    blank('Mortgage company:', L, R, y, put('policy.mortgagee', p.mortgagee))
    y += 22
    blank('Loan no.:', L, mid - 8, y, put('policy.loanNumber', p.loanNumber))
  } else {
    blank('Mortgage company:', L, R, y, plain('None (owned free and clear)'))
    y += 22
    blank('Loan no.:', L, mid - 8, y, plain('N/A'))
  }
  blank('Insurance agent:', mid, R, y, put('policy.producer', p.producer))
  y += 30
  const fee = pick(rnd, [10, 12.5, 15])
  const terms = [
    `1. The Insured(s) retain ${firm} (the "Adjuster") to advise and assist in the preparation, presentation and adjustment of the claim for the loss described above.`,
    `2. The Insured(s) agree to pay the Adjuster a fee of ${fee}% of all amounts paid by the insurance company on this claim, including amounts paid before this contract, except as limited by law. Payments shall be made jointly to the Insured(s), the Adjuster and any mortgagee.`,
    '3. The Adjuster shall not act as a contractor or receive any compensation from any contractor performing repairs on the loss location.',
    '4. YOU MAY CANCEL THIS CONTRACT WITHOUT PENALTY OR OBLIGATION WITHIN THREE (3) BUSINESS DAYS AFTER THE DATE OF THIS CONTRACT by written notice to the Adjuster at the address above.',
  ]
  for (const t of terms) y = s.prose(spaced([t]), L, y, 9, R - L) + 3
  y += 26
  const signed = addDays(loss, int(rnd, 1, 9))
  s.hline(L, L + 200, y, 0.5)
  s.hline(mid, R, y, 0.5)
  s.text(`Insured    Date ${printDate(signed, D)}`, L, y + 12, 8.5)
  s.text(`Licensed public adjuster    Date ${printDate(signed, D)}`, mid, y + 12, 8.5)
  return s.finish()
}

export const FAMILIES_B: readonly BlindFamily[] = [
  {
    id: 'bg03',
    name: 'facultative-certificate-two-pages',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.facultative,
    features:
      "a reinsurer's facultative certificate over two pages: a table of numbered items (\"Item 1. Company\", \"Item 2. Company's Policy No.\", the company's policy period beside the reinsurance period, policy limits beside the company's retention and the share accepted, the gross premium beside the reinsurance premium); page 2: conditions, the original policy's location 1 with its year of construction, a location not reinsured, the mortgage holder, the producing agent",
    render: facultative,
  },
  {
    id: 'bg04',
    name: 'public-adjuster-contract',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.adjuster,
    features:
      'a public adjuster\'s contract in Times: the firm\'s letterhead and licence, the claim\'s facts on underlined blanks two to a line ("Insurance company:", "Policy period from: … to:", "Coverage A - Dwelling limit: $", "Deductible: $", "Mortgage company:", claim number, date of loss, other structures and contents), then the fee terms, the three-day right to cancel and signatures',
    render: adjusterContract,
  },
]
