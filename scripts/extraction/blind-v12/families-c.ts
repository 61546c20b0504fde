/**
 * Families bt05–bt06: a lender's escrow disbursement cheque paying the hazard premium, with its
 * remittance stub and the insurance the lender has on file; and a commercial policy's schedule of
 * forms and endorsements over two pages, the facts in a strip of captioned cells on top, the
 * location and lender inside endorsement schedules among form numbers and edition dates.
 */
import { cash, dt, endX, fitSize, txt, year, type BlindFamily } from './family'
import { Sheet, type Rendered } from './kit'
import { NUMBER_STYLES, addDays, digits, int, pick, type BlindPolicy, type Rnd } from './policy'
import { OTHER_CARRIERS, dollarsInWords, printDate, printMoney } from './words'

/**
 * An escrow cheque: the remittance advice on top (what is paid, for which loan and policy, and the
 * coverage the lender has on file), a perforation, then the cheque with the premium in figures
 * and words, the payee, a memo and a MICR line.
 */
async function escrowCheque(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('helvetica')
  const L = 36
  const R = 576
  const D = 'dd-mon-caps' as const
  const chequeNo = digits(rnd, 6)
  const paid = addDays(p.effectiveDate, -int(rnd, 8, 25))
  s.text('REMITTANCE ADVICE', L, 42, 12, true)
  s.text('Escrow disbursement - hazard insurance', L, 56, 8.5)
  s.right(`Cheque ${chequeNo}   ${printDate(paid, D)}`, R, 42, 9)
  s.right('Detach before depositing', R, 56, 7.5)
  // The loan.
  let y = 82
  const lab = (t: string, x: number, yy: number): void => {
    s.text(t, x, yy, 7, false, 0.4)
  }
  lab('LOAN NUMBER', L, y)
  lab('BORROWER(S)', L + 130, y)
  lab('PROPERTY', L + 330, y)
  s.value('policy.loanNumber', txt(p.loanNumber), L, y + 13, 9.5, { bold: true })
  s.value(
    'policy.namedInsured',
    txt(p.namedInsured),
    L + 130,
    y + 13,
    fitSize(s, p.namedInsured, 190, 9.5),
  )
  s.value('property.address', txt(p.street), L + 330, y + 13, 9.5)
  s.text(`${p.city}, ${p.state}`, L + 330, y + 25, 8.5)
  // Disbursements.
  y += 44
  const cols = [112, 150, 74, 74, 130]
  s.band(L, y, R - L, 15, 0.88)
  s.grid(L, y, cols, [15, 16, 16, 16])
  ;['Type', 'Policy no.', 'Term from', 'Term to', 'Amount'].forEach((h, i) => {
    s.text(h, L + cols.slice(0, i).reduce((a, b) => a + b, 0) + 4, y + 11, 8, true)
  })
  const x = (i: number): number => L + cols.slice(0, i).reduce((a, b) => a + b, 0) + 4
  const r1 = y + 15 + 11
  s.text('Hazard (this cheque)', x(0), r1, 8)
  s.value('policy.policyNumber', txt(p.policyNumber), x(1), r1, 8.5)
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), x(2), r1, 8)
  s.value('policy.expirationDate', dt(p.expirationDate, D), x(3), r1, 8)
  s.value('policy.premium', cash(p.premium, 'cents'), R - 6, r1, 8.5, {
    bold: true,
    align: 'right',
  })
  const floodPrem = Math.round((420 + rnd() * 1800) * 100) / 100
  const floodEff = addDays(p.effectiveDate, int(rnd, 20, 200))
  const r2 = r1 + 16
  s.text('Flood (separate cheque)', x(0), r2, 8)
  s.text(`FL${digits(rnd, 9)}`, x(1), r2, 8)
  s.text(printDate(floodEff, D), x(2), r2, 8)
  s.text(printDate(addDays(floodEff, 365), D), x(3), r2, 8)
  s.right(printMoney(floodPrem, 'cents'), R - 6, r2, 8)
  const r3 = r2 + 16
  s.text('County taxes (2nd half)', x(0), r3, 8)
  s.text(`Parcel ${digits(rnd, 3)}-${digits(rnd, 3)}-${digits(rnd, 3)}`, x(1), r3, 8)
  s.right(printMoney(Math.round((900 + rnd() * 3000) * 100) / 100, 'cents'), R - 6, r3, 8)
  // Insurance on file.
  y = r3 + 26
  s.text('Hazard insurance on file for this loan', L, y, 9, true)
  y += 15
  const pair = (label: string, xx: number, yy: number): number => {
    const b = s.text(label, xx, yy, 8.5, false, 0.35)
    return endX(s, b) + 5
  }
  s.value(
    'policy.carrier',
    txt(p.carrier),
    pair('Insurer', L, y),
    y,
    fitSize(s, p.carrier, 220, 8.5),
  )
  s.value(
    'policy.producer',
    txt(p.producer),
    pair('Agent', L + 290, y),
    y,
    fitSize(s, p.producer, 210, 8.5),
  )
  y += 14
  s.value(
    'policy.coverageAmount',
    cash(p.coverageAmount, 'dollars'),
    pair('Dwelling', L, y),
    y,
    8.5,
  )
  s.value(
    'policy.deductible',
    cash(p.deductible, 'dollars'),
    pair('Deductible', L + 150, y),
    y,
    8.5,
  )
  s.value(
    'property.yearBuilt',
    year(p.yearBuilt),
    pair('Year built (appraisal)', L + 290, y),
    y,
    8.5,
  )
  y += 14
  s.text(
    `Flood carrier ${OTHER_CARRIERS[int(rnd, 0, OTHER_CARRIERS.length - 1)]}. Escrow balance after this disbursement ${printMoney(Math.round(rnd() * 2400 * 100) / 100, 'cents')}; monthly escrow deposit ${printMoney(Math.round((p.premium / 12 + 180) * 100) / 100, 'cents')}.`,
    L,
    y,
    7.5,
    false,
    0.35,
  )
  // Perforation.
  y += 30
  for (let dx = L - 20; dx < R + 20; dx += 8) s.hline(dx, dx + 4, y, 0.5)
  // The cheque.
  const top = y + 16
  s.band(L, top, R - L, 250, 0.96)
  s.rect(L, top, R - L, 250, 0.8)
  const payer = s.split(p.mortgagee, 11, 300, true)
  s.valueLines('policy.mortgagee', payer, p.mortgagee, L + 14, top + 22, 11, 13, true)
  const py = top + 22 + payer.length * 13
  s.text('Escrow Disbursement Account', L + 14, py, 8.5)
  s.text(p.lenderStreet, L + 14, py + 11, 8.5)
  s.text(p.lenderCity, L + 14, py + 22, 8.5)
  s.right(chequeNo, R - 14, top + 22, 11, true)
  s.right(
    `${int(rnd, 11, 98)}-${int(rnd, 100, 9999)}/${int(rnd, 1000, 1299)}`,
    R - 14,
    top + 36,
    7.5,
  )
  s.text('DATE', R - 150, top + 70, 7.5)
  s.text(printDate(paid, D), R - 110, top + 70, 10)
  s.hline(R - 112, R - 14, top + 73, 0.5)
  s.text('PAY TO THE', L + 14, top + 104, 7.5)
  s.text('ORDER OF', L + 14, top + 113, 7.5)
  const payee = `${p.carrier} FBO ${p.namedInsured}`
  s.text(payee, L + 66, top + 112, fitSize(s, payee, 340, 10.5))
  s.hline(L + 64, R - 130, top + 115, 0.5)
  s.rect(R - 120, top + 98, 106, 20, 0.8)
  const cents = Math.round((p.premium - Math.floor(p.premium)) * 100)
  s.right(`$${printMoney(p.premium, 'bare-cents')}`, R - 20, top + 112, 11, true)
  const words = `${dollarsInWords(Math.floor(p.premium))} and ${String(cents).padStart(2, '0')}/100`
  s.text(`${words} ${'*'.repeat(Math.max(3, 60 - words.length))}`, L + 14, top + 142, 9.5)
  s.right('DOLLARS', R - 14, top + 142, 8)
  s.hline(L + 14, R - 70, top + 145, 0.5)
  s.text('MEMO', L + 14, top + 190, 7.5)
  s.text(`Hazard premium, policy ${p.policyNumber}, loan ${p.loanNumber}`, L + 46, top + 190, 8.5)
  s.hline(L + 44, L + 300, top + 193, 0.5)
  s.hline(R - 200, R - 14, top + 193, 0.5)
  s.text('AUTHORIZED SIGNATURE', R - 170, top + 203, 7)
  s.text(`C${chequeNo}C  A${digits(rnd, 9)}A  ${digits(rnd, 10)}C`, L + 90, top + 236, 11)
  s.text('Void after 180 days.', L + 14, 730, 7, false, 0.4)
  return s.finish()
}

/**
 * A schedule of forms and endorsements over two pages: a strip of captioned cells with the policy
 * facts on top of the first page, then the forms by coverage part (form number, edition, title),
 * some endorsements with a schedule of their own, the premises schedule and the premium on the
 * second page.
 */
async function formsSchedule(p: BlindPolicy, rnd: Rnd): Promise<Rendered> {
  const s = await Sheet.create('times')
  const L = 40
  const R = 572
  const D = 'month-d-y' as const
  const ed = (): string =>
    `${pick(rnd, ['01', '04', '06', '09', '10', '12'])} ${pick(rnd, ['07', '12', '16', '19', '21', '24'])}`
  s.value('policy.carrier', txt(p.carrier), 306, 40, fitSize(s, p.carrier, 500, 12.5, true), {
    bold: true,
    align: 'center',
  })
  s.center('COMMERCIAL PACKAGE POLICY', 306, 56, 10)
  s.center('SCHEDULE OF FORMS AND ENDORSEMENTS - DECLARATIONS CONTINUED', 306, 70, 10, true)
  // The strip.
  const top = 84
  const cols = [96, 150, 110, 176]
  s.grid(L, top, cols, [36])
  const cx = (i: number): number => L + cols.slice(0, i).reduce((a, b) => a + b, 0) + 4
  ;['Policy No.', 'Named Insured', 'Policy Period', 'Producer'].forEach((c, i) => {
    s.text(c, cx(i), top + 9, 6.5)
  })
  s.value(
    'policy.policyNumber',
    txt(p.policyNumber),
    cx(0),
    top + 22,
    fitSize(s, p.policyNumber, 88, 9.5),
    { bold: true },
  )
  const nameLines = s.split(p.namedInsured, 8.5, 142)
  s.valueLines('policy.namedInsured', nameLines, p.namedInsured, cx(1), top + 20, 8.5, 9.5)
  s.value('policy.effectiveDate', dt(p.effectiveDate, D), cx(2), top + 20, 8)
  s.value('policy.expirationDate', dt(p.expirationDate, D), cx(2), top + 30, 8)
  s.value('policy.producer', txt(p.producer), cx(3), top + 22, fitSize(s, p.producer, 168, 8.5))
  s.text('12:01 A.M. standard time at the premises', L, top + 46, 7.5)
  // Forms, by coverage part.
  let y = top + 78
  const form = (code: string, title: string, detail?: string): void => {
    s.text(code, L + 4, y, 9)
    s.text(ed(), L + 80, y, 9)
    s.text(title, L + 120, y, 9)
    y += 12
    if (detail !== undefined) {
      y = s.prose([detail], L + 120, y, 8.5, R - L - 120) + 2
    }
  }
  const part = (t: string): void => {
    y += 6
    s.text(t, L, y, 10, true)
    s.hline(L, R, y + 4, 0.5)
    y += 16
  }
  s.text('Form', L + 4, y - 14, 8, true)
  s.text('Ed.', L + 80, y - 14, 8, true)
  s.text('Title', L + 120, y - 14, 8, true)
  part('Applicable to all coverage parts')
  form('IL 00 17', 'Common Policy Conditions')
  form('IL 00 21', 'Nuclear Energy Liability Exclusion Endorsement')
  form(`IL 02 ${int(rnd, 10, 80)}`, `${p.state} Changes - Cancellation and Nonrenewal`)
  form(
    'IL 09 85',
    `Disclosure Pursuant to Terrorism Risk Insurance Act (premium ${printMoney(int(rnd, 40, 900), 'dollars')}, rejected)`,
  )
  part('Commercial property coverage part')
  form('CP 00 10', 'Building and Personal Property Coverage Form')
  form('CP 10 30', 'Causes of Loss - Special Form')
  form('CP 00 90', 'Commercial Property Conditions')
  form(
    'CP 04 11',
    'Protective Safeguards',
    `Schedule: Premises 2, ${p.street2} - symbol P-2 (automatic fire alarm).`,
  )
  // The lender endorsement: the answers inside its schedule.
  s.text('CP 12 18', L + 4, y, 9)
  s.text(ed(), L + 80, y, 9)
  s.text('Loss Payable Provisions', L + 120, y, 9)
  y += 12
  if (p.hasMortgagee) {
    s.text('Schedule: Premises 1, Building 1 - Mortgageholder:', L + 120, y, 8.5)
    y += 11
    const m = s.value(
      'policy.mortgagee',
      txt(p.mortgagee),
      L + 132,
      y,
      fitSize(s, p.mortgagee, 300, 8.5),
    )
    const l = s.text('- loan', endX(s, m) + 4, y, 8.5)
    s.value('policy.loanNumber', txt(p.loanNumber), endX(s, l) + 4, y, 8.5)
    y += 11
    s.text(`${p.lenderStreet}, ${p.lenderCity}`, L + 132, y, 8.5)
    y += 14
  } else {
    s.text('Schedule: none - form attached for future lender interests only.', L + 120, y, 8.5)
    y += 14
  }
  form('CP 15 05', 'Agreed Value Optional Coverage (expires with the policy)')
  part('Commercial general liability coverage part')
  form('CG 00 01', 'Commercial General Liability Coverage Form')
  form('CG 21 47', 'Employment-Related Practices Exclusion')
  form(
    'CG 20 11',
    'Additional Insured - Managers or Lessors of Premises',
    `Schedule: ${p.secondInsured}, lessor of Premises 2.`,
  )
  form('CG 21 67', 'Fungi or Bacteria Exclusion')
  part('Inland marine coverage part')
  form('CM 00 01', 'Commercial Inland Marine Conditions')
  form('CM 00 66', 'Accounts Receivable Coverage Form')
  s.center('Page 1 of 2  (continued)', 306, 770, 8)
  // Page two: the premises and the premium.
  s.newPage()
  s.text(`Policy No. ${p.policyNumber} - schedule continued`, L, 40, 8.5)
  y = 70
  s.text('PREMISES SCHEDULE - COMMERCIAL PROPERTY', L, y, 10, true)
  s.hline(L, R, y + 4, 0.5)
  y += 20
  const pc = [30, 190, 48, 100, 86, 78]
  s.band(L, y, R - L, 15, 0.88)
  s.grid(L, y, pc, [15, 16, 16])
  const px = (i: number): number => L + pc.slice(0, i).reduce((a, b) => a + b, 0) + 4
  ;['Prem.', 'Address', 'Built', 'Building limit', 'Deductible', 'Valuation'].forEach((h, i) =>
    s.text(h, px(i), y + 11, 8, true),
  )
  const r1 = y + 26
  s.text('1', px(0), r1, 8.5)
  s.value('property.address', txt(p.street), px(1), r1, fitSize(s, p.street, 182, 8.5))
  s.value('property.yearBuilt', year(p.yearBuilt), px(2), r1, 8.5)
  s.value('policy.coverageAmount', cash(p.coverageAmount, 'dollars'), px(4) - 8, r1, 8.5, {
    align: 'right',
  })
  s.value('policy.deductible', cash(p.deductible, 'dollars'), px(5) - 8, r1, 8.5, {
    align: 'right',
  })
  s.text('RC', px(5), r1, 8.5)
  const r2 = r1 + 16
  s.text('2', px(0), r2, 8.5)
  s.text(p.street2, px(1), r2, fitSize(s, p.street2, 182, 8.5))
  s.text(String(int(rnd, 1950, 2015)), px(2), r2, 8.5)
  s.right(printMoney(p.limit2, 'dollars'), px(4) - 8, r2, 8.5)
  s.right(printMoney(p.priorDeductible, 'dollars'), px(5) - 8, r2, 8.5)
  s.text('ACV', px(5), r2, 8.5)
  s.text(
    `Premises 1 is at ${p.city}, ${p.state} ${p.zip}. Coinsurance 90% on both premises.`,
    L,
    r2 + 20,
    8.5,
  )
  y = r2 + 50
  s.text('PREMIUM', L, y, 10, true)
  s.hline(L, R, y + 4, 0.5)
  y += 20
  const parts: Array<[string, number]> = [
    ['Commercial property', Math.round(p.premium * 0.58 * 100) / 100],
    ['Commercial general liability', Math.round(p.premium * 0.31 * 100) / 100],
  ]
  parts.push(['Inland marine', Math.round((p.premium - parts[0]![1] - parts[1]![1]) * 100) / 100])
  for (const [name, n] of parts) {
    s.text(name, L + 10, y, 9)
    s.right(printMoney(n, 'bare-cents'), 400, y, 9)
    y += 13
  }
  s.hline(300, 400, y - 8, 0.5)
  s.text('Total advance premium', L + 10, y + 2, 9.5, true)
  s.value('policy.premium', cash(p.premium, 'bare-cents'), 400, y + 2, 9.5, {
    bold: true,
    align: 'right',
  })
  y += 18
  s.text(
    `Minimum earned premium ${printMoney(Math.round(p.premium * 0.25), 'bare-cents')}. Prior term ${printMoney(p.priorPremium, 'bare-cents')}.`,
    L + 10,
    y,
    8.5,
  )
  s.center('Page 2 of 2', 306, 770, 8)
  return s.finish()
}

export const FAMILIES_C: readonly BlindFamily[] = [
  {
    id: 'bt05',
    name: 'escrow-premium-cheque',
    line: 'homeowners',
    numberStyle: NUMBER_STYLES.cheque,
    features:
      'a lender\'s escrow disbursement cheque paying the hazard premium: a remittance advice (loan, borrower(s), property, a table of disbursements with the hazard row\'s policy number, "05 JAN 2026" term and amount beside flood and tax rows, the coverage on file), a perforation, then the cheque with the lender as drawer, the carrier as payee, the amount in figures and words, a memo and a MICR line',
    render: escrowCheque,
  },
  {
    id: 'bt06',
    name: 'forms-schedule-two-pages',
    line: 'commercial',
    numberStyle: NUMBER_STYLES.forms,
    features:
      'a commercial package schedule of forms and endorsements in Times over two pages: a strip of captioned cells (number, name, period "January 5, 2026" stacked, producer), form numbers with edition dates ("CP 00 10" beside a policy number "CMP 12 34 5678"), the mortgageholder and loan inside the CP 12 18 schedule, premises and premium on page 2',
    render: formsSchedule,
  },
]
