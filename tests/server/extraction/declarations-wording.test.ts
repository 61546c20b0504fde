/**
 * Declarations wording and layouts on small hand-made pages: a lender's numbered worksheet (a
 * column of values beside a column of labels, the gutter wide), a lender's captions for the
 * insured and the home, sentences of a letter or a service chat, a term named before the verb.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { streetLine } from '../../../src/server/extraction/street-line'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

const pdfWords = (text: string, x: number, baseline: number, size = 10): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

/** Rows of a numbered worksheet: number, caption, and the value far right in its own column. */
function worksheet(rows: Array<[string, string]>): TextToken[] {
  return rows.flatMap(([label, value], i) => {
    const y = 100 + i * 24
    const n = `${i + 1}.`
    // Two-digit numbers run into their caption, as a text layer gives them.
    return i + 1 >= 10
      ? [...pdfWords(`${n} ${label}`, 48, y), ...pdfWords(value, 260, y)]
      : [...pdfWords(n, 48, y), ...pdfWords(label, 64, y), ...pdfWords(value, 260, y)]
  })
}

describe('a numbered worksheet of labels and values', () => {
  const rows: Array<[string, string]> = [
    ['Loan number', 'ML53516814'],
    ['Borrower(s) as named on policy', 'Hannelore Quist'],
    ['Subject property', '12 Tern Lane / Ely MN'],
    ['Insurance company called', 'Larchfield Mutual Insurance Company'],
    ['Policy number', 'DI223-99132-32'],
    ['Dwelling coverage', '$680,000'],
    ['Deductible', '$5,000'],
    ['Annual premium', '$3,283.94'],
    ['Year built', '1987'],
    ['Mortgagee clause reads', 'Ardent Valley Savings Bank'],
    ['Agent of record', 'Pellham Insurance Brokers LLC'],
  ]
  it('takes each value across the wide gutter, and a lender caption for the insured and the home', () => {
    const got = extract([...worksheet(rows), ...pdfWords('Checks', 48, 100 + 12 * 24)])
    expect(got['policy.mortgagee']).toBe('Ardent Valley Savings Bank')
    expect(got['policy.producer']).toBe('Pellham Insurance Brokers LLC')
    expect(got['policy.namedInsured']).toBe('Hannelore Quist')
    expect(got['property.address']).toBe('12 Tern Lane')
  })
  it('trusts the row across the gutter and looks no further', () => {
    const tokens = [...worksheet(rows), ...pdfWords('Checks', 48, 100 + 12 * 24)]
    const found = matchLines(buildLines(tokens, ASPECT), ASPECT)
    const producer = found.filter((c) => c.field === 'policy.producer')
    // Only the row's value: not the heading under the last row.
    expect(producer.map((c) => c.value)).toEqual(['Pellham Insurance Brokers LLC'])
    // The wide gutter costs nothing: the value is the row's.
    const mortgagee = found.find((c) => c.value === 'Ardent Valley Savings Bank')
    expect(mortgagee?.score).toBeGreaterThan(0.9)
  })
})

describe('the street line of a one-line address', () => {
  it('ends before a spaced slash', () => {
    expect(streetLine('259 Feldspar Lane / Grand Isle LA')).toBe('259 Feldspar Lane')
  })
})

/** A paragraph: each line's words from the same left margin, 14 pt apart. */
const paragraph = (lines: string[], top = 100): TextToken[] =>
  lines.flatMap((l, i) => pdfWords(l, 48, top + i * 14))

describe('values named in sentences', () => {
  it('reads a name or an address after a phrase that ends in "is" or "at"', () => {
    expect(
      extract(paragraph(['The insured home is 9 Teal Court, Ely, MN 55731, built in 1950.']))[
        'property.address'
      ],
    ).toBe('9 Teal Court')
    expect(
      extract(paragraph(['Your agent is Birchmoor Brokers ((555) 133-4984) if you need it.']))[
        'policy.producer'
      ],
    ).toBe('Birchmoor Brokers')
    const got = extract(
      paragraph([
        'We confirm that your bank is named under the mortgage clause of the above policy,',
        'covering the residence at 72 Heron Road, Ely, MN 55731. The policy is in force from',
        'May 18, 2028 to May 18, 2029. The agent of record is Pellham Agency, Inc..',
      ]),
    )
    expect(got['property.address']).toBe('72 Heron Road')
    expect(got['policy.producer']).toBe('Pellham Agency, Inc.')
  })
  it('reads the mortgagee a sentence names, up to its clause end', () => {
    const found = matchLines(
      buildLines(
        paragraph(['Yes, the mortgagee on file is Ardent Valley Bank, loan number ML35195731.']),
        ASPECT,
      ),
      ASPECT,
    )
    expect(found.find((c) => c.field === 'policy.mortgagee')?.value).toBe('Ardent Valley Bank')
  })
  it('takes no name after "is" when a prior term is meant', () => {
    const found = matchLines(
      buildLines(paragraph(['The previous mortgagee on file is Old Harbor Bank.']), ASPECT),
      ASPECT,
    )
    const m = found.filter((c) => c.field === 'policy.mortgagee')
    expect(m.every((c) => c.value !== 'Old Harbor Bank' || c.score < 0.5)).toBe(true)
  })
})

describe("a letter's reference block", () => {
  it('reads "Your loan" as the loan number', () => {
    const got = extract([
      ...pdfWords('Re:', 48, 100),
      ...pdfWords('Borrower', 90, 100),
      ...pdfWords('Hannelore Quist', 200, 100),
      ...pdfWords('Policy', 90, 114),
      ...pdfWords('758 9911 595', 200, 114),
      ...pdfWords('Your loan', 90, 128),
      ...pdfWords('ML59971128', 200, 128),
    ])
    expect(got['policy.loanNumber']).toBe('ML59971128')
    expect(got['policy.namedInsured']).toBe('Hannelore Quist')
  })
})

describe('a period in a sentence', () => {
  it('reads both dates when the sentence wraps between them', () => {
    const got = extract(
      paragraph([
        'Happy to help. I see your policy with Larchfield Mutual Insurance Company. It runs from',
        'November 9, 2026 to November 9, 2027.',
      ]),
    )
    expect(got['policy.effectiveDate']).toBe('2026-11-09')
    expect(got['policy.expirationDate']).toBe('2027-11-09')
    const split = extract(
      paragraph([
        'We confirm the policy named above. The policy is in force from January 21, 2025 to',
        'January 21, 2026. This letter does not amend the policy.',
      ]),
    )
    expect(split['policy.effectiveDate']).toBe('2025-01-21')
    expect(split['policy.expirationDate']).toBe('2026-01-21')
  })
  it("takes a date written with its month's name after a label in a sentence", () => {
    const got = extract(
      paragraph(['This confirms coverage with Larchfield Mutual, effective July 28, 2027 through']),
    )
    expect(got['policy.effectiveDate']).toBe('2027-07-28')
  })
  it("takes no change's date for the policy's", () => {
    const got = extract(
      paragraph([
        'Change requested:   Dwelling limit increased, effective February 10, 2027.',
        'Mortgagee added, effective January 28, 2028.',
      ]),
    )
    expect(got['policy.effectiveDate']).toBeUndefined()
  })
})

describe('amounts in a sentence', () => {
  it('reads the dwelling limit after "is covered for", also when the sentence wraps before it', () => {
    const wrappedBefore = extract(
      paragraph([
        'The insured home is 9 Teal Court, Ely, MN 55731, built in 1923. The',
        'dwelling is covered for $235,000 (other structures $23,500) with a deductible of $1,000.',
      ]),
    )
    expect(wrappedBefore['policy.coverageAmount']).toBe('235000')
    const wrappedAfter = extract(
      paragraph([
        'The insured home is 9 Teal Court, Ely, MN 55731, built in 1923. The dwelling is',
        'covered for $1,615,000 (other structures $161,500) with a deductible of $5,000.',
      ]),
    )
    expect(wrappedAfter['policy.coverageAmount']).toBe('1615000')
  })
  it("takes this year's premium, not the one last year's sentence names", () => {
    const found = matchLines(
      buildLines(
        paragraph([
          'Hi, I need proof of coverage for my lender. Last year the premium was $2,692.57.',
          "This year's premium is $3,190.85.",
        ]),
        ASPECT,
      ),
      ASPECT,
    )
    expect(found.filter((c) => c.field === 'policy.premium').map((c) => c.value)).toEqual([
      '$3,190.85',
    ])
  })
  it('reads "Premium for the policy term" as the premium', () => {
    const got = extract([
      ...pdfWords('Premium for the policy term', 48, 100),
      ...pdfWords('$8,374.57', 330, 100),
      ...pdfWords('Reinstatement fee', 48, 114),
      ...pdfWords('$45.00', 330, 114),
    ])
    expect(got['policy.premium']).toBe('8374.57')
  })
})

describe("a unit owner's (HO-6) declarations in two columns", () => {
  // Left column: captions over values; right column: the coverages, beside them on the same lines.
  const page = (): TextToken[] => [
    ...pdfWords('UNIT OWNER(S)', 28, 100),
    ...pdfWords('A Building property (unit additions & alterations)', 316, 100),
    ...pdfWords('$162,000.00', 540, 100),
    ...pdfWords('Hannelore Quist', 28, 114),
    ...pdfWords('THE UNIT', 28, 142),
    ...pdfWords('9091 Spinnaker St', 28, 156),
    ...pdfWords('Loss assessment', 316, 156),
    ...pdfWords('$5,000.00', 540, 156),
    ...pdfWords('Unit 170, Ely, MN 55731', 28, 170),
    ...pdfWords('Association built', 28, 198),
    ...pdfWords('2019', 150, 198),
    ...pdfWords('Number', 28, 226),
    ...pdfWords('HO6-99372790', 150, 226),
    ...pdfWords('Coverage from', 28, 240),
    ...pdfWords('03/27/2026', 150, 240),
    ...pdfWords('until 03/27/2027', 215, 240),
    ...pdfWords('INSURER', 28, 268),
    ...pdfWords('Larchfield Home Insurance Company', 28, 282),
    ...pdfWords('MORTGAGEE / LOSS PAYEE', 316, 282),
  ]
  it('reads the unit owner, the unit, its Coverage A, the period and the insurer', () => {
    const got = extract(page())
    expect(got['policy.namedInsured']).toBe('Hannelore Quist')
    expect(got['property.address']).toBe('9091 Spinnaker St')
    expect(got['policy.coverageAmount']).toBe('162000')
    const built = matchLines(buildLines(page(), ASPECT), ASPECT).filter(
      (c) => c.field === 'property.yearBuilt',
    )
    expect(built.map((c) => c.value)).toEqual(['2019'])
    expect(got['policy.effectiveDate']).toBe('2026-03-27')
    expect(got['policy.expirationDate']).toBe('2027-03-27')
    expect(got['policy.carrier']).toBe('Larchfield Home Insurance Company')
  })
})

describe("a certificate's centred sentences", () => {
  /** Lines centred on the page's axis, 14 pt apart. */
  const centred = (lines: string[], top = 100): TextToken[] =>
    lines.flatMap((l, i) => pdfWords(l, 306 - (l.length * 5) / 2, top + i * 14))
  it('reads the names each phrase leads to on the next centred line', () => {
    const tokens = centred([
      'This is to certify that',
      'Ann Lee, Trustee of the Lee Family Trust',
      'is insured by',
      'Quillan Casualty & Surety Company',
      'covering the dwelling located at',
      '6512 Loblolly Trail',
      'Countersigned by the agent of record',
      'Northgate Brokerage Co.',
    ])
    const found = matchLines(buildLines(tokens, ASPECT), ASPECT)
    const value = (f: string): string[] => found.filter((c) => c.field === f).map((c) => c.value)
    expect(value('policy.namedInsured')).toEqual(['Ann Lee, Trustee of the Lee Family Trust'])
    expect(value('policy.carrier')).toEqual(['Quillan Casualty & Surety Company'])
    expect(value('policy.producer')).toEqual(['Northgate Brokerage Co.'])
  })
  it("takes no insured from a certificate's boilerplate sentence", () => {
    const found = matchLines(
      buildLines(
        paragraph([
          'THIS IS TO CERTIFY THAT THE POLICIES OF INSURANCE LISTED BELOW HAVE BEEN ISSUED TO',
          'THE INSURED NAMED ABOVE FOR THE POLICY PERIOD INDICATED.',
        ]),
        ASPECT,
      ),
      ASPECT,
    )
    expect(found.filter((c) => c.field === 'policy.namedInsured')).toEqual([])
  })
})

describe('a loan on a line of its own', () => {
  it('reads "Loan 701-7691494" under a lender', () => {
    const got = extract([
      ...pdfWords('cc:', 48, 100),
      ...pdfWords('Mortgagee', 90, 100),
      ...pdfWords('Ardent Valley Federal Credit Union', 200, 100),
      ...pdfWords('Post Office Box 64843, Ely, MN 55731', 200, 114),
      ...pdfWords('Loan 701-7691494', 200, 128),
    ])
    expect(got['policy.loanNumber']).toBe('701-7691494')
  })
  it("takes no loan from a change table's old column", () => {
    const tokens = [
      ...pdfWords('Item', 30, 100),
      ...pdfWords('Description', 70, 100),
      ...pdfWords('Previously', 250, 100),
      ...pdfWords('Changed to', 430, 100),
      ...pdfWords('3', 30, 120),
      ...pdfWords('Mortgage holder', 70, 120),
      ...pdfWords('Harvest Moon Credit Union', 250, 120),
      ...pdfWords('Quoddy Bay Savings', 430, 120),
      ...pdfWords('Loan 5044981896', 250, 134),
      ...pdfWords('Loan 1674424428', 430, 134),
    ]
    const found = matchLines(buildLines(tokens, ASPECT), ASPECT)
    const loans = found.filter((c) => c.field === 'policy.loanNumber').map((c) => c.value)
    expect(loans).not.toContain('5044981896')
  })
})

describe("an evidence letter's paragraph", () => {
  const letter = (): TextToken[] =>
    paragraph([
      'This is to confirm that Ann Lee is insured under policy no. 43-WQ-164091 issued by',
      'Basalt Home Assurance Co., effective July 28, 2027 through July 28, 2028, for the dwelling at',
      '3177 Cattail Way, Ely, MN 55731.',
      'The mortgagee clause names Wagtail Crossing Savings and Loan, its successors and/or assigns.',
    ])
  it('reads the period, the dwelling and the mortgagee from the sentences', () => {
    const got = extract(letter())
    expect(got['policy.effectiveDate']).toBe('2027-07-28')
    expect(got['policy.expirationDate']).toBe('2028-07-28')
    expect(got['property.address']).toBe('3177 Cattail Way')
    expect(got['policy.mortgagee']).toBe('Wagtail Crossing Savings and Loan')
  })
  it('reads the insurer named after "issued by" on the next line of the paragraph, to its clause end', () => {
    const found = matchLines(buildLines(letter(), ASPECT), ASPECT)
    expect(found.filter((c) => c.field === 'policy.carrier').map((c) => c.value)).toEqual([
      'Basalt Home Assurance Co.',
    ])
  })
})

describe('values captioned after a dash', () => {
  const lines = (rows: string[]): TextToken[] =>
    rows.flatMap((r, i) => pdfWords(r, 48, 100 + i * 16))
  it('reads the value before "— caption" on each line', () => {
    const got = extract(
      lines([
        'P5 3500 4134 — policy number',
        'Annika J. Jankowitz — named insured',
        '1963 (roof 2012) — year built',
        'Jul 9, 2027 to Jul 9, 2028 — policy period, 12:01 a.m. at the home',
        'Fernhill Mortgage Servicing — first mortgagee, ISAOA/ATIMA',
        '7630559055 — loan number',
        'Cheng & Holm Insurance 954.256.4353 — your agent',
      ]),
    )
    expect(got['policy.policyNumber']).toBe('P5 3500 4134')
    expect(got['policy.namedInsured']).toBe('Annika J. Jankowitz')
    expect(got['property.yearBuilt']).toBe('1963')
    expect(got['policy.effectiveDate']).toBe('2027-07-09')
    expect(got['policy.expirationDate']).toBe('2028-07-09')
    expect(got['policy.mortgagee']).toBe('Fernhill Mortgage Servicing')
    expect(got['policy.loanNumber']).toBe('7630559055')
    expect(got['policy.producer']).toBe('Cheng & Holm Insurance')
  })
  it('takes no part of an identifier, and no caption pair for a value', () => {
    const found = matchLines(
      buildLines(
        lines([
          'P5 3500 4134 S — policy number',
          'Dwelling — Coverage A',
          'AMT OF INS - DWELLING',
          'No lender — mortgagee',
        ]),
        ASPECT,
      ),
      ASPECT,
    )
    // The whole number with its check letter, never a part of it.
    expect(found.filter((c) => c.field === 'policy.policyNumber').map((c) => c.value)).toEqual([
      'P5 3500 4134 S',
    ])
    expect(found.filter((c) => c.field === 'policy.mortgagee')).toEqual([])
    expect(found.some((c) => c.relation === 'inline' && c.value === 'Dwelling')).toBe(false)
  })
})

describe('what follows a name is not part of it', () => {
  it('drops a phone in parentheses before a full stop, an address after "of", the ATIMA wording', () => {
    const got = extract([
      ...pdfWords(
        'Named Insured: Gideon Hautala-Grimes of 14541 Tollhouse Way, Ely, MN 55731.',
        48,
        100,
      ),
      ...pdfWords('Agent of record: Rookery Lane Insurance Services (240-6577).', 48, 130),
      ...pdfWords('Mortgagee: Nightjar Federal Credit Union as their interest may appear', 48, 160),
    ])
    expect(got['policy.namedInsured']).toBe('Gideon Hautala-Grimes')
    expect(got['policy.producer']).toBe('Rookery Lane Insurance Services')
    expect(got['policy.mortgagee']).toBe('Nightjar Federal Credit Union')
  })
})

describe('a term named between a label and its verb', () => {
  it("reads the amount of 'the premium for the year is …'", () => {
    const got = extract(
      pdfWords('The premium for the year is $1,256.12. Last year you paid $1,130.42.', 40, 100),
    )
    expect(got['policy.premium']).toBe('1256.12')
  })
})
