/**
 * Tables a reader reads by their rows and columns, on small hand-made pages: a proposal's options
 * (only the bound one counts), a schedule of farm buildings (the dwelling's row), a line about the
 * expiring policy, a finance agreement's total of several premiums, an agency's letterhead, a
 * ranked list of mortgagees, mortgage holders listed by location, and a sheet printed two pages up.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import { readingLines, twoUpGutter } from '../../../src/server/extraction/two-up'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

const w = (text: string, x: number, y: number, size = 10): TextToken[] =>
  words(text, x, y, size).map((t) => ({ ...t, font: 'f1' }))

describe('a proposal of several options', () => {
  it('takes the column marked bound, not the first', () => {
    const got = extract([
      ...w('Coverage', 50, 100),
      ...w('Option 1', 220, 100),
      ...w('Option 2', 330, 100),
      ...w('Option 3', 440, 100),
      ...w('not elected', 220, 112, 8),
      ...w('BOUND', 330, 112, 8),
      ...w('declined', 440, 112, 8),
      ...w('A Dwelling', 50, 134),
      ...w('$555K', 290, 134),
      ...w('$615K', 400, 134),
      ...w('$690K', 510, 134),
      ...w('All other perils deductible', 50, 154),
      ...w('$2,000', 285, 154),
      ...w('$1,000', 395, 154),
      ...w('$5,000', 505, 154),
      ...w('Annual premium', 50, 174),
      ...w('$6,031.41', 275, 174),
      ...w('$6,932.65', 385, 174),
      ...w('$8,041.87', 495, 174),
    ])
    expect(got['policy.coverageAmount']).toBe('615000')
    expect(got['policy.deductible']).toBe('1000')
    expect(got['policy.premium']).toBe('6932.65')
  })
})

describe('lines about another policy or several', () => {
  it('reads no date of this term on the expiring policy line', () => {
    const got = extract([
      ...w('Renewal term', 50, 100),
      ...w('January 15, 2028 to January 15, 2029', 200, 100),
      ...w('Expiring policy', 50, 116),
      ...w('HQ 2108-30139 (expires January 15, 2028)', 200, 116),
    ])
    expect(got['policy.effectiveDate']).toBe('2028-01-15')
    expect(got['policy.expirationDate']).toBe('2029-01-15')
  })
  it('takes no sum of several policies for the premium', () => {
    const got = extract([...w('Total premiums', 300, 100), ...w('$17,518.61', 480, 100)])
    expect(got['policy.premium']).toBeUndefined()
  })
  it('takes no date from a sentence about the replaced policy', () => {
    const got = extract([
      ...w('This page replaces policy Q437-003-323, which expires June 21, 2026.', 50, 100),
    ])
    expect(got['policy.expirationDate']).toBeUndefined()
  })
})

describe('a schedule of farm buildings', () => {
  it('reads the dwelling row, its amounts set flush right under captions set flush left', () => {
    const row = (y: number, n: string, what: string, year: string, lim: string, ded: string) => [
      ...w(n, 40, y),
      ...w(what, 70, y),
      ...w(year, 250, y),
      ...w(lim, 440, y),
      ...w(ded, 550 - ded.length * 5, y),
    ]
    const got = extract([
      ...w('No.', 40, 100),
      ...w('Description', 70, 100),
      ...w('Built', 250, 100),
      ...w('Limit', 400, 100),
      ...w('Deductible', 480, 100),
      ...row(118, '1', 'Farm office and shop', '1995', '$152,000', '$500'),
      ...row(134, '2', 'Farm dwelling, principal residence', '2020', '$505,000', '$2,500'),
      ...row(150, '3', 'Pole barn', '1983', '$227,000', '$500'),
    ])
    expect(got['policy.coverageAmount']).toBe('505000')
    expect(got['policy.deductible']).toBe('2500')
    expect(got['property.yearBuilt']).toBe('2020')
  })
})

describe('interests', () => {
  it('takes the loss payee of scheduled equipment for no mortgagee of the home', () => {
    const got = extract([
      ...w('MORTGAGEE', 50, 100),
      ...w('LOSS PAYEE (scheduled equipment)', 330, 100),
      ...w('None', 50, 114),
      ...w('Dunnock Creek Federal Credit Union', 330, 114),
    ])
    expect(got['policy.mortgagee']).toBeUndefined()
  })
})

describe('names', () => {
  it('takes an agency letterhead over its licence number for no insurer', () => {
    const got = extract([
      ...w('Okoro Lindenhahn Insurance Group', 50, 60, 16),
      ...w('(945) 322-9145', 50, 78, 8),
      ...w('Producer license no. 0874192', 130, 78, 8),
      ...w('Company', 50, 140),
      ...w('Wetherlam Reciprocal Exchange', 200, 140),
    ])
    expect(got['policy.carrier']).toBe('Wetherlam Reciprocal Exchange')
  })
  it('reads a lender named "… Mortgage Company" under the mortgagee caption', () => {
    const got = extract([
      ...w('MORTGAGEE', 50, 100),
      ...w('LOSS PAYEE (scheduled equipment)', 330, 100),
      ...w('Yarrowby Home Mortgage Company', 50, 114),
      ...w('Redpoll Savings and Loan Association', 330, 114),
    ])
    expect(got['policy.mortgagee']).toBe('Yarrowby Home Mortgage Company')
  })
  it('skips the rank before a mortgagee', () => {
    const got = extract([
      ...w('MORTGAGEES', 300, 100),
      ...w('First', 300, 114),
      ...w('Barbican Trust & Mortgage, N.A.', 340, 114),
    ])
    expect(got['policy.mortgagee']).toBe('Barbican Trust & Mortgage, N.A.')
  })
})

describe('a finance agreement and a manufactured home', () => {
  it('reads the insured box, the schedule by its caption and no total of several premiums', () => {
    const got = extract([
      ...w('INSURED (BORROWER) — name and address', 40, 100),
      ...w('Lamoni-Rees Maltings Inc.', 40, 116),
      ...w('Policy prefix & no.', 40, 160),
      ...w('Premium', 480, 160),
      ...w('CPW690651', 40, 176),
      ...w('$11,461.43', 480, 176),
      ...w('GL95268209', 40, 196),
      ...w('$6,057.18', 480, 196),
      ...w('Total premiums', 360, 216),
      ...w('$17,518.61', 480, 216),
    ])
    expect(got['policy.namedInsured']).toBe('Lamoni-Rees Maltings Inc.')
    expect(got['policy.policyNumber']).toBe('CPW690651')
    expect(got['policy.premium']).toBe('11461.43')
  })
  it('takes a retail installment contract for the loan and all perils but wind for the deductible', () => {
    const got = extract([
      ...w('POLICY NO.', 40, 80),
      ...w('MH25365143', 130, 80),
      ...w('Per occurrence, all perils except wind', 40, 120),
      ...w('$1,000', 270, 120),
      ...w('Wind and hail: 1% of Coverage A', 40, 136),
      ...w('$735', 270, 136),
      ...w('Retail installment contract no.', 40, 170),
      ...w('4271727387', 200, 170),
    ])
    expect(got['policy.policyNumber']).toBe('MH25365143')
    expect(got['policy.loanNumber']).toBe('4271727387')
    expect(got['policy.deductible']).toBe('1000')
  })
})

describe('an e-mail reply and a servicer form', () => {
  it('reads nothing from the quoted request and no mortgagee where the reply says none', () => {
    const got = extract([
      ...w('Term:', 60, 100),
      ...w('4-Dec-29 thru 4-Dec-30', 100, 100),
      ...w('Mortgagee:', 60, 116),
      ...w('none on the policy (the insured paid the loan off)', 130, 116),
      ...w('Thanks,', 50, 150),
      ...w('Idris Grimaldi-Horne', 50, 164),
      ...w('> Our file shows policy 5973012164 expiring 4-Dec-29', 50, 200),
      ...w('> with dwelling $839,000 and a $1,500 deductible.', 50, 214),
    ])
    expect(got['policy.expirationDate']).toBe('2030-12-04')
    expect(got['policy.mortgagee']).toBeUndefined()
    expect(got['policy.coverageAmount']).toBeUndefined()
    expect(got['policy.policyNumber']).toBeUndefined()
  })
  it('reads the mortgagee clause under its caption, and no limit on a premium row', () => {
    const got = extract([
      ...w('17 Mortgagee clause as endorsed on the policy', 40, 100),
      ...w('Yarrowby Home Mortgage Company', 44, 116),
      ...w('Premium', 40, 160),
      ...w('Dwelling and other structures', 40, 176),
      ...w('USD 3,674.81', 480, 176),
    ])
    expect(got['policy.mortgagee']).toBe('Yarrowby Home Mortgage Company')
    expect(got['policy.coverageAmount']).toBeUndefined()
  })
})

describe('a proposal and a description line', () => {
  it('reads whom it is prepared for, the residence and the year constructed', () => {
    const got = extract([
      ...w('Prepared for', 50, 100),
      ...w('Isidore & Cosimo Iwobi', 180, 100),
      ...w('Residence', 50, 116),
      ...w('11177 Drystone Wall Drive, Jerome, AZ 86331', 180, 116),
      ...w('One family', 50, 140),
      ...w('Stucco', 120, 140),
      ...w('constructed 1969', 170, 140),
    ])
    expect(got['policy.namedInsured']).toBe('Isidore & Cosimo Iwobi')
    expect(got['property.address']).toBe('11177 Drystone Wall Drive')
    expect(got['property.yearBuilt']).toBe('1969')
  })
})

describe('a sheet printed two pages up', () => {
  // A landscape sheet (792 x 612 pt): two pages side by side, each with its page number.
  const L = (text: string, x: number, y: number): TextToken[] =>
    words(text, x, y).map((t) => ({
      ...t,
      font: 'f1',
      bbox: {
        ...t.bbox,
        x0: (t.bbox.x0 * 612) / 792,
        x1: (t.bbox.x1 * 612) / 792,
        y0: (t.bbox.y0 * 792) / 612,
        y1: (t.bbox.y1 * 792) / 612,
      },
    }))
  const sheet = [
    ...L('Page 1 of 2', 300, 40),
    ...L('Page 2 of 2', 700, 40),
    ...L('Named insured', 30, 80),
    ...L('A. Dwelling .............', 430, 80),
    ...L('$525,000', 700, 80),
    ...L('Honora Etheridge', 30, 94),
    ...L('B. Other structures .......', 430, 94),
    ...L('$52,500', 700, 94),
    ...L('Policy number', 30, 300),
    ...L('Premium', 430, 400),
    ...L('S673-634-994', 30, 314),
    ...L('$4,555.98', 700, 400),
    ...L('Countersigned', 430, 560),
  ]
  const aspect = 792 / 612
  it('reads the left page, then the right one', () => {
    expect(twoUpGutter(sheet, aspect)).toBeGreaterThan(0.4)
    // The left page's name stands on a line of its own, not beside the right page's coverage.
    const name = readingLines(sheet, aspect).find((l) => l.cells.some((c) => /Honora/.test(c.text)))
    expect(name?.cells.map((c) => c.text)).toEqual(['Honora Etheridge'])
    const found = matchLines(readingLines(sheet, aspect), aspect).map((c) => ({
      ...c,
      source: 'text-layer' as const,
    }))
    const got = Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
    expect(got['policy.namedInsured']).toBe('Honora Etheridge')
    expect(got['policy.coverageAmount']).toBe('525000')
  })
  it('keeps one page whole when its halves carry no page numbers of their own', () => {
    const one = sheet.filter((t) => !/^(?:Page|1|2|of)$/.test(t.text))
    expect(readingLines(one, aspect)).toEqual(buildLines(one, aspect))
  })
})

describe('mortgage holders listed by location', () => {
  const list = (first: string, second: string): TextToken[] => [
    ...w('MORTGAGE HOLDERS', 40, 100),
    ...w('Prem. 1 / Bldg. 1:', 40, 114),
    ...w(first, 160, 114),
    ...w('Prem. 2 / Bldg. 1:', 40, 128),
    ...w(second, 160, 128),
  ]

  it("takes the first location's holder, without its caption", () => {
    const got = extract(list('Tollgate Community Bank', 'Ninebark Lending Services'))
    expect(got['policy.mortgagee']).toBe('Tollgate Community Bank')
  })

  it("takes no other location's holder when the first has none", () => {
    const got = extract(list('None', 'Ninebark Lending Services'))
    expect(got['policy.mortgagee']).toBeUndefined()
  })

  it("reads the loan after the dash that ends the first location's lender", () => {
    const got = extract(
      list(
        'Tollgate Community Bank — loan 213-1004139',
        'Ninebark Lending Services — loan 4677727',
      ),
    )
    expect(got['policy.mortgagee']).toBe('Tollgate Community Bank')
    expect(got['policy.loanNumber']).toBe('213-1004139')
  })

  it("takes no other location's loan", () => {
    const got = extract(list('None', 'Ninebark Lending Services — loan 4677727'))
    expect(got['policy.loanNumber']).toBeUndefined()
  })
})
