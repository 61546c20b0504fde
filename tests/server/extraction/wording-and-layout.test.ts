/**
 * Wordings and layouts carriers print that the pairing must read, on small hand-made pages (words
 * placed as a PDF or OCR would deliver them): labels built from shared pieces, periods in their
 * several forms, column headers run together, captions with remarks, headings, values written
 * over their captions, OCR's letter confusions, peril deductibles, letterheads, and day-first
 * dates decided by the document.
 */
import { describe, expect, it } from 'vitest'
import {
  addDateOrderEvidence,
  inDocumentDateOrder,
  noDateOrderEvidence,
  UNSURE_ORDER_CONFIDENCE,
} from '../../../src/server/extraction/date-order'
import { findLabelHits } from '../../../src/server/extraction/label-finder'
import { ocrLetters } from '../../../src/server/extraction/label-text'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const results = selectResults(
    matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
      ...c,
      source: 'text-layer' as const,
    })),
  )
  return Object.fromEntries(results.map((r) => [r.field, r.normalized]))
}

/** "Label value" lines, each label at x 60 and its value at x 260. */
const lines = (pairs: ReadonlyArray<readonly [string, string]>, top = 100): TextToken[] =>
  pairs.flatMap(([label, value], i) => [
    ...words(label, 60, top + i * 18),
    ...words(value, 260, top + i * 18),
  ])

describe('labels carriers print', () => {
  it.each([
    ['Policy Nbr', 'policy.policyNumber', 'HO-4455667', 'HO-4455667'],
    ['Pol. No.', 'policy.policyNumber', 'HO-4455667', 'HO-4455667'],
    ['Policy/Certificate No.', 'policy.policyNumber', 'HO-4455667', 'HO-4455667'],
    [
      'Coverage Provided By',
      'policy.carrier',
      'Lone Pine Assurance Corp.',
      'Lone Pine Assurance Corp.',
    ],
    ["Insured's Name", 'policy.namedInsured', 'Grace Okafor', 'Grace Okafor'],
    ['Policyowner', 'policy.namedInsured', 'Grace Okafor', 'Grace Okafor'],
    ['Coverage Begins', 'policy.effectiveDate', '02/03/2026', '2026-02-03'],
    ['End Date', 'policy.expirationDate', '02/03/2027', '2027-02-03'],
    ['Full Term Premium', 'policy.premium', '$1,204.50', '1204.5'],
    ['Annual Policy Premium', 'policy.premium', '$1,204.50', '1204.5'],
    ['Limit of Liability - Dwelling', 'policy.coverageAmount', '$350,000', '350000'],
    ['Section I Deductible', 'policy.deductible', '$1,000', '1000'],
    ['Mortgage Holder', 'policy.mortgagee', 'Heartland Credit Union', 'Heartland Credit Union'],
    ['Loan ID', 'policy.loanNumber', 'ML104210529', 'ML104210529'],
    ['Servicing Agent', 'policy.producer', 'Riley & Sons', 'Riley & Sons'],
    ['Dwelling Location', 'property.address', '12 Quail Run Way, Boise, ID', '12 Quail Run Way'],
    ['Year Home Built', 'property.yearBuilt', '1987', '1987'],
  ])('"%s" labels %s', (label, field, value, normalized) => {
    expect(extract(lines([[label, value]]))[field]).toBe(normalized)
  })

  it.each([
    ['Account holder', 'policy.namedInsured', 'Ines Barros-Whitlock', 'Ines Barros-Whitlock'],
    ['Homeowner(s)', 'policy.namedInsured', 'Ines Barros-Whitlock', 'Ines Barros-Whitlock'],
    ['Contract reference', 'policy.policyNumber', 'N135031270', 'N135031270'],
    ['Cover starts', 'policy.effectiveDate', '15-Jul-2028', '2028-07-15'],
    ['Cover stops', 'policy.expirationDate', '15-Jul-2029', '2029-07-15'],
    ['Unoccupied property', 'property.address', '81 Drovers Circle', '81 Drovers Circle'],
    ['Your home', 'property.address', '81 Drovers Circle', '81 Drovers Circle'],
    ['Dwelling erected', 'property.yearBuilt', '1956', '1956'],
    ['Original construction', 'property.yearBuilt', '1936', '1936'],
    ['You pay first', 'policy.deductible', '$2,500.00', '2500'],
    ['Price for the term', 'policy.premium', '$4,053.69', '4053.69'],
    ['Secured lender', 'policy.mortgagee', 'Halfmoon Bay Home Loans', 'Halfmoon Bay Home Loans'],
    ['Lender reference', 'policy.loanNumber', '02501202359', '02501202359'],
    ['Arranged by', 'policy.producer', 'Brackenridge Risk Partners', 'Brackenridge Risk Partners'],
  ])('the plain-language caption "%s" labels %s', (label, field, value, normalized) => {
    expect(extract(lines([[label, value]]))[field]).toBe(normalized)
  })

  it('reads a caption of words before a label only as a key/value row, not as a sentence', () => {
    // "This binder expires" opens a sentence: its date is the binder's, not the policy's.
    expect(
      extract(lines([['This binder expires', '02/25/2026']]))['policy.expirationDate'],
    ).toBeUndefined()
    // A name that ends in a label's words ("… Insurance Company") is a value, not a caption.
    const row = buildLines(
      [
        ...words('Mailing address', 60, 100),
        ...words('Osprey Point Insurance Company', 220, 100),
        ...words('Mortgagee address', 440, 100),
      ],
      ASPECT,
    )
    expect(findLabelHits(row).map((h) => h.field.id)).not.toContain('policy.carrier')
    // An original inception date and an additional insured name other things than this term's.
    expect(
      extract(lines([['Orig Inception', '12/21/2019']]))['policy.effectiveDate'],
    ).toBeUndefined()
    expect(
      extract(lines([['Additional named insured', 'Itzel Oyelowo']]))['policy.namedInsured'],
    ).toBeUndefined()
    // An additional premium is what a change costs, not the policy's premium.
    expect(extract(lines([['Additional premium', '$18.00']]))['policy.premium']).toBeUndefined()
  })

  it('reads a policy number of four parts', () => {
    expect(extract(lines([['Policy Number', 'HOA 74 46 4356']]))['policy.policyNumber']).toBe(
      'HOA 74 46 4356',
    )
  })

  it('takes neither a windstorm nor a hurricane deductible for the deductible', () => {
    const got = extract(
      lines([
        ['Hurricane Deductible', '$5,000'],
        ['Wind/Hail Deductible', '$2,500'],
      ]),
    )
    expect(got['policy.deductible']).toBeUndefined()
  })
})

describe('letters: a sentence that wraps', () => {
  /** Lines of one paragraph at x 60, 14 units apart. */
  const paragraph = (texts: readonly string[]): TextToken[] =>
    texts.flatMap((t, i) => words(t, 60, 100 + i * 14))

  it('reads the insurer that starts the next line after "… policy no. 43-WQ-164091 issued by"', () => {
    const lettered = paragraph([
      'This is to confirm that Henrietta Pike is insured under policy no. 43-WQ-164091 issued by',
      'Basaltridge Home Assurance Co., effective July 28, 2027 through July 28, 2028, for the home.',
    ])
    const got = extract(lettered)
    expect(got['policy.policyNumber']).toBe('43-WQ-164091')
    // A name read from a sentence is a candidate (proposed or not as its confidence allows).
    const found = matchLines(buildLines(lettered, ASPECT), ASPECT)
    expect(found.filter((c) => c.field === 'policy.carrier').map((c) => c.value)).toEqual([
      'Basaltridge Home Assurance Co.',
    ])
  })

  it('reads the amount that starts the next line after "… The annual premium of"', () => {
    const got = extract(
      paragraph([
        'Personal liability is written at $100,000. The annual premium of',
        '$8,681.59 is payable in four installments of $2,174.40.',
      ]),
    )
    expect(got['policy.premium']).toBe('8681.59')
  })
})

describe('periods', () => {
  it.each([
    ['Policy Period:', 'From 01/05/2026 To 01/05/2027'],
    ['Eff/Exp Dates', '01/05/2026 - 01/05/2027'],
    ['Effective - Expiration', 'Jan 5, 2026 thru Jan 5, 2027'],
    ['Period:', '5 January 2026 – 5 January 2027'],
    ['Effective Dates', '2026-01-05 to 2027-01-05'],
  ])('"%s %s" gives both dates', (label, value) => {
    const got = extract(lines([[label, value]]))
    expect([got['policy.effectiveDate'], got['policy.expirationDate']]).toEqual([
      '2026-01-05',
      '2027-01-05',
    ])
  })

  it('reads two column headers run together, each over its date ("PROPOSED EFF DATE PROPOSED EXP DATE")', () => {
    const got = extract([
      ...words('PROPOSED EFF DATE PROPOSED EXP DATE', 40, 100, 6),
      ...words('01/10/2027', 42, 116, 9),
      ...words('01/10/2028', 102, 116, 9),
    ])
    expect(got['policy.effectiveDate']).toBe('2027-01-10')
    expect(got['policy.expirationDate']).toBe('2028-01-10')
  })
})

describe('captions, headings and filled forms', () => {
  it('reads the name under a caption with remarks ("NAME (First Named Insured) AND MAILING ADDRESS (including ZIP+4)")', () => {
    const got = extract([
      ...words('NAME (First Named Insured) AND MAILING ADDRESS (including ZIP+4)', 30, 100, 6),
      ...words('Robert Thompson', 32, 114),
      ...words('5497 Old Mill Trail, Austin, TX', 32, 128),
    ])
    expect(got['policy.namedInsured']).toBe('Robert Thompson')
  })

  it('reads a name written over the bottom of its caption (a filled form)', () => {
    const got = extract([...words('INSURED', 40, 100, 6), ...words('Fatima Brennan', 40, 103)])
    expect(got['policy.namedInsured']).toBe('Fatima Brennan')
  })

  it('reads a lender under a "Lender Information" heading', () => {
    const got = extract([
      ...words('Lender information', 40, 100, 11),
      ...words('Pacific Savings Bank', 40, 118),
      ...words('PO Box 2592, Austin, TX', 40, 132),
    ])
    expect(got['policy.mortgagee']).toBe('Pacific Savings Bank')
  })

  it('never takes the next column header as a value ("AGENT" then "LENDER/MORTGAGEE")', () => {
    const got = extract([
      ...words('AGENT', 40, 100, 8),
      ...words('LENDER/MORTGAGEE', 240, 100, 8),
      ...words('Riley & Sons', 40, 118),
      ...words('Coastal Bancorp', 240, 118),
    ])
    expect(got['policy.producer']).toBe('Riley & Sons')
    expect(got['policy.mortgagee']).toBe('Coastal Bancorp')
  })

  it('takes no option printed in capitals beside a checkbox label for a lender ("MORTGAGEE  CONTRACT OF SALE")', () => {
    const got = extract([
      ...words('ADDITIONAL INTEREST', 30, 90, 8),
      ...words('MORTGAGEE', 40, 104, 6),
      ...words('CONTRACT OF SALE', 140, 104, 6),
    ])
    expect(got['policy.mortgagee']).toBeUndefined()
  })
})

describe('OCR', () => {
  it("undoes OCR's letter confusions inside words, character for character", () => {
    expect(ocrLetters('po1icy number')).toBe('policy number')
    expect(ocrLetters('dwe11ing')).toBe('dwelling')
    expect(ocrLetters('premium 1,204')).toBe('premium 1,204')
    expect(ocrLetters('loan 5tatus')).toBe('loan status')
    // An ordinal is no misread word.
    expect(ocrLetters('1st mortgagee')).toBe('1st mortgagee')
  })

  it('reads "1st Mortgagee" and a period label whose slash OCR read as an I', () => {
    const got = extract([
      ...words('1st Mortgagee', 60, 100),
      ...words('Meridian Trust Company', 60, 114),
      ...words('EFFIEXP DATES', 300, 160, 8),
      ...words('07/14/2024 - 07/14/2025', 300, 174),
    ])
    expect(got['policy.mortgagee']).toBe('Meridian Trust Company')
    expect(got['policy.effectiveDate']).toBe('2024-07-14')
    expect(got['policy.expirationDate']).toBe('2025-07-14')
  })

  it('finds a label OCR misread', () => {
    expect(extract(lines([['Po1icy Number', 'HO-4455667']]))['policy.policyNumber']).toBe(
      'HO-4455667',
    )
  })
})

describe('letterheads', () => {
  const body = lines(
    [
      ['Policy Number', 'HO-4455667'],
      ['Named Insured', 'Grace Okafor'],
      ['Effective Date', '02/03/2026'],
      ['Expiration Date', '02/03/2027'],
    ],
    120,
  )

  it('takes an insurer named large beside the title at the top of the page', () => {
    const got = extract([
      ...words('Homeowners Declarations', 40, 50, 11),
      ...words('Frontier Home Insurance Company', 330, 50, 16),
      ...body,
    ])
    expect(got['policy.carrier']).toBe('Frontier Home Insurance Company')
  })

  it("takes a name without an insurer's word only when printed much larger", () => {
    const large = extract([...words('Sagebrush Farm Bureau', 40, 50, 18), ...body])
    expect(large['policy.carrier']).toBe('Sagebrush Farm Bureau')
    const bold = extract([...words('Tomasz Thompson', 40, 60, 13), ...body])
    expect(bold['policy.carrier']).toBeUndefined()
  })
})

describe('day-first documents', () => {
  const candidate = (
    value: string,
    normalized: string,
  ): { value: string; normalized: string; maxConfidence?: number } => ({ value, normalized })
  const evidenceOf = (...texts: string[]) => {
    const e = noDateOrderEvidence()
    for (const t of texts) addDateOrderEvidence(e, t)
    return e
  }
  /** The candidate `value` (as the parsers read it: month first) read in the document's order. */
  const read = (value: string, ...texts: string[]) =>
    inDocumentDateOrder([candidate(value, 'month first')], evidenceOf(...texts))[0]

  it('reads ambiguous dates day first when the document has dates only day first makes sense of', () => {
    const [effective, issued] = inDocumentDateOrder(
      [candidate('05/01/2026', '2026-05-01'), candidate('25/01/2026', '2026-01-25')],
      evidenceOf('Issued 25/01/2026, effective 05/01/2026'),
    )
    expect(effective).toEqual({ value: '05/01/2026', normalized: '2026-01-05' })
    expect(issued?.normalized).toBe('2026-01-25')
  })

  it('keeps month first, sure of it, when the document has a date only month first reads', () => {
    expect(read('05/01/2026', 'Issued 01/25/2026')).toEqual({
      value: '05/01/2026',
      normalized: '2026-05-01',
    })
  })

  it('lets the policy term decide: six months to the day one way, nothing the other', () => {
    expect(read('05/01/2026', 'Term 11/01/2025 to 05/01/2026')).toEqual({
      value: '05/01/2026',
      normalized: '2026-05-01',
    })
    // 1 November to 1 May.
    expect(read('01/05/2026', 'Term 01/11/2025 to 01/05/2026')).toEqual({
      value: '01/05/2026',
      normalized: '2026-05-01',
    })
  })

  it('does not pair dates of different lines into a term (an issue date is no term)', () => {
    // 5 January and 5 April would be three months to the day, 1 and 4 May no term at all.
    const unsure = read(
      '05/04/2024',
      'Date Issued 05/01/2024',
      'Term 05/04/2024 through 05/04/2025',
    )
    expect(unsure?.normalized).toBe('2024-05-04')
    expect(unsure?.maxConfidence).toBe(UNSURE_ORDER_CONFIDENCE)
  })

  it("takes the order a named month is written in as the writer's", () => {
    const dayFirst = read('05/01/2026', 'Printed 3 February 2026', 'Effective 05/01/2026')
    expect(dayFirst).toEqual({ value: '05/01/2026', normalized: '2026-01-05' })
    const monthFirst = read('05/01/2026', 'Printed February 3, 2026', 'Effective 05/01/2026')
    expect(monthFirst).toEqual({ value: '05/01/2026', normalized: '2026-05-01' })
  })

  it('takes the date format a page states, in any language, as surest', () => {
    const silent = 'Effective 05/01/2026 to 05/01/2027'
    expect(read('05/01/2026', 'Fechas en DD/MM/AAAA · Dates in DD/MM/YYYY', silent)).toEqual({
      value: '05/01/2026',
      normalized: '2026-01-05',
    })
    expect(read('05/01/2026', 'Datum (TT.MM.JJJJ)', silent)?.normalized).toBe('2026-01-05')
    // A stated month-first format outweighs a named date written day first.
    expect(read('05/01/2026', 'All dates MM/DD/YY', 'Printed 3 February 2026', silent)).toEqual({
      value: '05/01/2026',
      normalized: '2026-05-01',
    })
    // A word that merely contains the letters is no format.
    expect(read('05/01/2026', 'ADD/MMX/YYYY', silent)?.maxConfidence).toBe(UNSURE_ORDER_CONFIDENCE)
  })

  it('reads month first but caps the confidence when nothing in the document tells', () => {
    // A whole year both ways: the term does not tell.
    const silent = read('05/01/2026', 'Effective 05/01/2026 to 05/01/2027')
    expect(silent?.normalized).toBe('2026-05-01')
    expect(silent?.maxConfidence).toBe(UNSURE_ORDER_CONFIDENCE)
    // The same number twice reads one way only.
    expect(read('05/05/2026', 'Effective 05/05/2026')?.maxConfidence).toBeUndefined()
  })

  it('proposes such a date with a low confidence, not a sure one', () => {
    const results = selectResults(
      inDocumentDateOrder(
        matchLines(buildLines(lines([['Effective Date', '05/01/2026']]), ASPECT), ASPECT).map(
          (c) => ({ ...c, source: 'text-layer' as const }),
        ),
        evidenceOf('Effective Date 05/01/2026'),
      ),
    )
    expect(results.map((r) => [r.normalized, r.confidence])).toEqual([
      ['2026-05-01', UNSURE_ORDER_CONFIDENCE],
    ])
  })
})
