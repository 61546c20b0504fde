/**
 * Documents about a policy rather than its declarations, on small hand-made pages: a change
 * endorsement that removes a lender, a cancellation notice sent to the lender, an evidence form that
 * ticks one of several offered deductibles and the lender's rank, and a schedule of several
 * dwellings whose mortgaged one is not the first.
 */
import { describe, expect, it } from 'vitest'
import { extractionField } from '../../../src/shared/extraction/field-schema'
import { readFieldValue } from '../../../src/server/extraction/field-values'
import { streetLine } from '../../../src/server/extraction/street-line'
import { withoutInsuredAsLender } from '../../../src/server/extraction/insured-not-lender'
import { buildLines } from '../../../src/server/extraction/layout'
import { withMortgagedLocation } from '../../../src/server/extraction/mortgaged-location'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

const w = (text: string, x: number, y: number, size = 10, page = 1): TextToken[] =>
  words(text, x, y, size).map((t) => ({ ...t, font: 'f1', bbox: { ...t.bbox, page } }))

function extract(...pages: TextToken[][]): Record<string, string> {
  const lines = pages.flatMap((tokens) => buildLines(tokens, ASPECT))
  const found = pages
    .flatMap((tokens) => matchLines(buildLines(tokens, ASPECT), ASPECT))
    .map((c) => ({ ...c, source: 'text-layer' as const }))
  const all = withoutInsuredAsLender(withMortgagedLocation(found, lines))
  return Object.fromEntries(selectResults(all, null).map((r) => [r.field, r.normalized]))
}

describe('a change endorsement that removes a lender', () => {
  const panels = (removed: string, added: TextToken[]): TextToken[] => [
    ...w('Policy number', 50, 80),
    ...w('HX-5521907', 200, 80),
    ...w(removed, 50, 120),
    ...w('Mortgagee added', 330, 120),
    ...w('Harbourview Savings Bank', 50, 140),
    ...w('12 Quay Street, Lisle, IL 60532', 50, 152),
    ...w('Loan No. 8830-1147', 50, 164),
    ...added,
    ...w('Annual premium', 50, 230),
    ...w('$1,412.00', 200, 230),
  ]

  it('takes the added lender, not the removed one', () => {
    const got = extract(
      panels('REMOVED: Mortgagee', [
        ...w('Corbel Federal Credit Union', 330, 140),
        ...w('Loan No. 55-90127', 330, 164),
      ]),
    )
    expect(got['policy.mortgagee']).toBe('Corbel Federal Credit Union')
    expect(got['policy.loanNumber']).toBe('55-90127')
  })

  it.each(['REMOVED: Mortgagee', 'Former lienholder', 'Delete mortgagee', 'Mortgagee released'])(
    'names no lender when only a removed one is printed (%s)',
    (caption) => {
      const got = extract(panels(caption, w('None', 330, 140)))
      expect(got['policy.mortgagee']).toBeUndefined()
      expect(got['policy.loanNumber']).toBeUndefined()
      expect(got['policy.policyNumber']).toBe('HX-5521907')
    },
  )
})

describe('a notice about a policy', () => {
  it.each(['Termination effective', 'Effective date of cancellation', 'Non-renewal effective'])(
    "does not read the event's date as the term's (%s)",
    (caption) => {
      const got = extract([
        ...w('Policy number', 50, 160),
        ...w('DF-700415', 200, 160),
        ...w(caption, 50, 176),
        ...w('April 11, 2027', 250, 176),
      ])
      expect(got['policy.policyNumber']).toBe('DF-700415')
      expect(got['policy.effectiveDate']).toBeUndefined()
    },
  )

  it("reads the copy's addressee mark as no caption", () => {
    const got = extract([
      ...w('NOTICE OF NON-RENEWAL', 350, 50),
      ...w('LIENHOLDER COPY', 350, 64),
      ...w('Mailing date: March 2, 2027', 350, 100),
      ...w('Policy number', 50, 160),
      ...w('DF-700415', 200, 160),
    ])
    expect(got['policy.mortgagee']).toBeUndefined()
  })
})

describe("a sentence under a lender's empty box", () => {
  const lender = extractionField('policy.mortgagee')!
  it('is no name; a proper name with joining words is', () => {
    expect(
      readFieldValue(lender, undefined, 'The flood deductible applies to named storms'),
    ).toBeUndefined()
    expect(
      readFieldValue(lender, undefined, 'Bank of the West, its successors and/or assigns')?.printed,
    ).toBe('Bank of the West')
  })
})

describe('an interest box that names the insured', () => {
  it('is no lender', () => {
    const got = extract([
      ...w('Named insured', 50, 80),
      ...w('Quillfeather Cordage LP', 200, 80),
      ...w('Mortgagee', 50, 120),
      ...w('Quillfeather Cordage LP', 200, 120),
    ])
    expect(got['policy.namedInsured']).toBe('Quillfeather Cordage LP')
    expect(got['policy.mortgagee']).toBeUndefined()
  })
})

describe('a street printed with its town', () => {
  it('ends the street at a middle dot or at the town after its type word', () => {
    expect(streetLine('239 Ashlar Dr · Volga')).toBe('239 Ashlar Dr')
    expect(streetLine('13622 Kiln Row Ajo, AZ 85321')).toBe('13622 Kiln Row')
  })
})

describe("a change endorsement's premiums", () => {
  it("takes the premium after the change, not before it nor the change's own charge", () => {
    const got = extract([
      ...w('Premium before endorsement', 50, 100),
      ...w('Charge for this endorsement', 220, 100),
      ...w('Premium after endorsement', 400, 100),
      ...w('$1,650.00', 50, 116),
      ...w('$84.00', 220, 116),
      ...w('$1,734.00', 400, 116),
    ])
    expect(got['policy.premium']).toBe('1734')
  })

  it.each(['Premium before change', 'Premium for this change'])(
    'reads no premium from "%s" alone',
    (caption) => {
      expect(
        extract([...w(caption, 50, 100), ...w('$1,650.00', 250, 100)])['policy.premium'],
      ).toBeUndefined()
    },
  )
})

describe("a notice's copies", () => {
  const notice = (mark: string): TextToken[] => [
    ...w('NOTICE OF CANCELLATION', 350, 50),
    ...w(mark, 350, 64),
    ...w('Tollbridge Savings Bank', 60, 130),
    ...w('ISAOA ATIMA', 60, 142),
    ...w('PO Box 4410', 60, 154),
    ...w('Ely, MN 55731', 60, 166),
    ...w('Policy number', 50, 220),
    ...w('DF-700415', 200, 220),
  ]

  it.each(['MORTGAGEE COPY', "Lienholder's copy", 'Copy to: loss payee'])(
    "takes the window's addressee as the lender on the lender's copy (%s)",
    (mark) => {
      expect(extract(notice(mark))['policy.mortgagee']).toBe('Tollbridge Savings Bank')
    },
  )

  it("names no lender from a window whose name is cut short (a scan's edge)", () => {
    const cut = notice('MORTGAGEE COPY').map((t) =>
      t.text === 'Tollbridge' ? { ...t, text: 'llbridge' } : t,
    )
    expect(extract(cut)['policy.mortgagee']).toBeUndefined()
  })

  it("names no lender on the insured's copy", () => {
    expect(extract(notice("INSURED'S COPY"))['policy.mortgagee']).toBeUndefined()
  })

  it("reads no term's date from the sentence after the one naming the term", () => {
    const got = extract([
      ...w('Policy number', 50, 80),
      ...w('DF-700415', 200, 80),
      ...w(
        'The premium for the full policy term is $990.00, of which $120.00 is past due. Payment',
        50,
        120,
      ),
      ...w('received before October 9, 2028 keeps the policy in force.', 50, 132),
    ])
    expect(got['policy.effectiveDate']).toBeUndefined()
  })
})

describe('an evidence form of tick boxes', () => {
  it('takes the ticked deductible among those offered', () => {
    const got = extract([
      ...w('All other perils deductible', 50, 100),
      ...w('$250', 60, 118),
      ...w('$1,000', 150, 118),
      ...w('[X] $2,000', 240, 118),
      ...w('$5,000', 340, 118),
    ])
    expect(got['policy.deductible']).toBe('2000')
  })

  it('takes the ticked deductible where OCR read the empty boxes as marks', () => {
    const got = extract([
      ...w('All other perils deductible', 50, 100),
      ...w('[J $500.00', 60, 118),
      ...w('[1 $1,000.00', 170, 118),
      ...w('X] $2,500.00', 280, 118),
    ])
    expect(got['policy.deductible']).toBe('2500')
  })

  it("reads a lender's rank boxes as choices, not a caption and its value", () => {
    const got = extract([
      ...w('LENDER', 50, 80),
      ...w('X First mortgagee', 50, 100),
      ...w('Second mortgagee', 200, 100),
      ...w('None', 350, 100),
      ...w('Name and address', 50, 120),
      ...w('Loan number', 400, 120),
      ...w('Pellworth Mutual Savings Bank', 50, 134),
      ...w('7730-22815', 400, 134),
    ])
    expect(got['policy.mortgagee']).not.toBe('Second mortgagee')
    expect(got['policy.loanNumber']).toBe('7730-22815')
  })
})

describe('a schedule of several dwellings', () => {
  it("reads the mortgaged location's row, on another page than the lender's schedule", () => {
    const page1 = [
      ...w('Policy number', 50, 80),
      ...w('RD-88120', 200, 80),
      ...w('LIENHOLDERS', 50, 130),
      ...w('Location', 50, 146),
      ...w('Lienholder', 150, 146),
      ...w('Loan number', 420, 146),
      ...w('3', 50, 162),
      ...w('Mercia Home Lending Corp.', 150, 162),
      ...w('7781045', 420, 162),
    ]
    const row = (
      n: string,
      street: string,
      built: string,
      limit: string,
      y: number,
    ): TextToken[] => [
      ...w(n, 40, y, 10, 2),
      ...w(street, 80, y, 10, 2),
      ...w(built, 260, y, 10, 2),
      ...w(limit, 330, y, 10, 2),
      ...w(n === '3' ? '$2,500' : '$750', 430, y, 10, 2),
      ...w('$812.00', 500, y, 10, 2),
    ]
    const page2 = [
      ...w('Loc.', 40, 100, 10, 2),
      ...w('Street address', 80, 100, 10, 2),
      ...w('Year built', 260, 100, 10, 2),
      ...w('Dwelling limit', 330, 100, 10, 2),
      ...w('Deductible', 430, 100, 10, 2),
      ...w('Premium', 500, 100, 10, 2),
      ...row('1', '410 Alder Row', '1961', '$300,000', 120),
      ...row('2', '88 Birch Lane', '1974', '$350,000', 136),
      ...row('3', '9 Cedar Court', '2003', '$420,000', 152),
    ]
    const got = extract(page1, page2)
    expect(got['property.address']).toBe('9 Cedar Court')
    expect(got['property.yearBuilt']).toBe('2003')
    expect(got['policy.coverageAmount']).toBe('420000')
    expect(got['policy.deductible']).toBe('2500')
    expect(got['policy.premium']).toBeUndefined()
  })
})
