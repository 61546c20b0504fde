/**
 * The geometry of label → value pairing on small hand-made pages (words placed where a PDF or OCR
 * would put them): right of, below, above, table rows and columns, leaders, wrapped names, a
 * letterhead; and the conflict resolution between fields.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function results(tokens: TextToken[]) {
  return selectResults(
    matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
      ...c,
      source: 'text-layer' as const,
    })),
  )
}
function extract(tokens: TextToken[]): Record<string, string> {
  return Object.fromEntries(results(tokens).map((r) => [r.field, r.normalized]))
}

describe('right of the label', () => {
  it('takes the nearest value on the line, across dotted leaders', () => {
    const got = extract([
      ...words('Policy Number ....................', 60, 100),
      ...words('HO-7654321', 300, 100),
      ...words('Insured ..........................', 60, 118),
      ...words('Maria Gonzalez', 300, 118),
    ])
    expect(got['policy.policyNumber']).toBe('HO-7654321')
    expect(got['policy.namedInsured']).toBe('Maria Gonzalez')
  })

  it('separates a caption in capitals from a mixed-case name that follows it closely', () => {
    expect(extract(words('NAMED INSURED Maria Gonzalez', 40, 100))['policy.namedInsured']).toBe(
      'Maria Gonzalez',
    )
    // Without a separator or a change of style the words run on as a longer label.
    expect(extract(words('Named Insured Mailing Address', 40, 100))['policy.namedInsured']).toBe(
      undefined,
    )
  })

  it('does not take the next label-and-value pair as the value ("NAIC # 12345")', () => {
    const got = extract([...words('PRODUCER', 40, 100, 7), ...words('NAIC # 12345', 320, 100, 7)])
    expect(got['policy.producer']).toBeUndefined()
  })
})

describe('below the label', () => {
  it('reads a number several table rows under its column header', () => {
    const got = extract([
      ...words('POLICY NUMBER', 200, 100, 6),
      ...words('PROPERTY', 40, 115, 7),
      ...words('CAUSES OF LOSS', 40, 125, 6),
      ...words('BASIC', 40, 135, 7),
      ...words('A1B2C3D4E5', 200, 160),
    ])
    expect(got['policy.policyNumber']).toBe('A1B2C3D4E5')
  })

  it('reads a name only in the box right under its caption, never two boxes down', () => {
    const got = extract([
      ...words('PRODUCER', 40, 100, 6),
      ...words('INSURED', 40, 130, 6),
      ...words('Maria Gonzalez', 42, 144),
    ])
    expect(got['policy.producer']).toBeUndefined()
    expect(got['policy.namedInsured']).toBe('Maria Gonzalez')
  })

  it('reads both dates of a period printed under its caption', () => {
    const got = extract([
      ...words('Coverage dates', 230, 100, 8),
      ...words('01/05/2025 - 01/05/2026', 230, 114),
    ])
    expect(got['policy.effectiveDate']).toBe('2025-01-05')
    expect(got['policy.expirationDate']).toBe('2026-01-05')
  })
})

describe('above the label (captions printed under their rules)', () => {
  it('turns to values above when the page prints its labels under them', () => {
    const got = extract([
      ...words('Maria Gonzalez', 44, 100),
      ...words('HO-1234567', 374, 100),
      ...words('Named Insured', 40, 113, 7),
      ...words('Policy Number', 370, 113, 7),
      ...words('03/01/2025', 44, 144),
      ...words('03/01/2026', 204, 144),
      ...words('$1,250.00', 374, 144),
      ...words('Effective Date', 40, 157, 7),
      ...words('Expiration Date', 200, 157, 7),
      ...words('Total Premium', 370, 157, 7),
    ])
    expect(got).toMatchObject({
      'policy.namedInsured': 'Maria Gonzalez',
      'policy.policyNumber': 'HO-1234567',
      'policy.effectiveDate': '2025-03-01',
      'policy.expirationDate': '2026-03-01',
      'policy.premium': '1250',
    })
  })
})

describe('tables', () => {
  it('reads the amount right of a row label, skipping a description cell', () => {
    const got = extract([...words('Dwelling', 40, 100), ...words('$350,000', 330, 100)])
    expect(got['policy.coverageAmount']).toBe('350000')
  })

  it('takes the premium of the total row, not a line premium under the column header', () => {
    const got = extract([
      ...words('Coverage', 40, 100, 8),
      ...words('Limit', 290, 100, 8),
      ...words('Premium', 490, 100, 8),
      ...words('Dwelling', 40, 116),
      ...words('$300,000', 290, 116),
      ...words('$1,100', 490, 116),
      ...words('Other Structures', 40, 131),
      ...words('$30,000', 290, 131),
      ...words('$90', 490, 131),
      ...words('Total Premium', 390, 150),
      ...words('$1,190.00', 490, 150),
    ])
    expect(got['policy.premium']).toBe('1190')
    expect(got['policy.coverageAmount']).toBe('300000')
  })
})

describe('wrapped names and letterheads', () => {
  it('joins the second line of a wrapped company name, but not an address line', () => {
    const got = extract([
      ...words('Carrier:', 40, 100),
      ...words('Evergreen Mutual', 150, 100),
      ...words('Insurance Company', 150, 112),
      ...words('Mortgagee:', 40, 140),
      ...words('First National Bank', 150, 140),
      ...words('1200 Main Street', 150, 152),
    ])
    expect(got['policy.carrier']).toBe('Evergreen Mutual Insurance Company')
    expect(got['policy.mortgagee']).toBe('First National Bank')
  })

  it('does not run a complete name on into the caption under it', () => {
    const got = extract([
      ...words('Agent:', 40, 100),
      ...words('Tall Pines Agency, Inc.', 150, 100),
      ...words('Agency', 150, 112),
      ...words('Insured:', 40, 140),
      ...words('Brandvold Hardware Inc.', 150, 140),
      ...words('BUILDINGS AND LIMITS', 150, 152),
      ...words('Mortgagee:', 40, 180),
      ...words('Sunset Holdings', 150, 180),
      ...words('LLC', 150, 192),
    ])
    expect(got['policy.producer']).toBe('Tall Pines Agency, Inc.')
    expect(got['policy.namedInsured']).toBe('Brandvold Hardware Inc.')
    // Short capitals end a name in any case.
    expect(got['policy.mortgagee']).toBe('Sunset Holdings LLC')
  })

  it('does not join a trade name or a contact person to the name above', () => {
    const got = extract([
      ...words('Insured:', 40, 100),
      ...words('Marguerite Haverkamp', 150, 100),
      ...words('DBA Harbor Rentals', 150, 112),
      ...words('Agent:', 40, 140),
      ...words('Weatherly Oaks Insurance', 150, 140),
      ...words('Nikolai Cienfuegos, CIC', 150, 152),
    ])
    expect(got['policy.namedInsured']).toBe('Marguerite Haverkamp')
    expect(got['policy.producer']).toBe('Weatherly Oaks Insurance')
  })

  it('takes an insurer printed large at the top of the page as the carrier', () => {
    const got = extract([
      ...words('Granite State Fire Insurance', 40, 40, 17),
      ...words('Homeowners Declarations', 40, 60, 10),
      ...words('Policy Number: HO-1234567', 40, 100),
    ])
    expect(got['policy.carrier']).toBe('Granite State Fire Insurance')
  })

  it('leaves a large name that a label claims to that label (a form filled in large)', () => {
    const got = extract([
      ...words('AGENCY', 40, 60, 6),
      ...words('COMPANY', 320, 60, 6),
      ...words('Avalon Insurance Services', 40, 80, 14),
      ...words('Great Lakes Casualty', 320, 80, 10),
      ...words('POLICY NUMBER', 40, 140, 6),
      ...words('QT96312091', 40, 156, 10),
    ])
    expect(got['policy.producer']).toBe('Avalon Insurance Services')
    expect(got['policy.carrier']).toBe('Great Lakes Casualty')
  })

  it("does not take a data or inspection firm's letterhead as the carrier", () => {
    for (const firm of ['Marlow Basin Data Services, Inc.', 'Keel Point Inspections LLC']) {
      const got = extract([
        ...words(firm, 40, 40, 17),
        ...words('Standard Determination Form', 40, 60, 10),
        ...words('Loan Number: 4471-2290', 40, 100),
      ])
      expect(got['policy.carrier']).toBeUndefined()
    }
  })

  it('does not take a large document title as the carrier', () => {
    expect(extract(words('Insurance Policy Declarations', 40, 40, 17))['policy.carrier']).toBe(
      undefined,
    )
  })
})

describe('conflicts between fields', () => {
  it('gives one printed value to one field only', () => {
    // "Insured" and "Named Insured" would both read the one name; only one field gets it.
    const r = results([...words('Insured Name:', 40, 100), ...words('Maria Gonzalez', 150, 100)])
    expect(r.map((x) => x.field)).toEqual(['policy.namedInsured'])
  })

  it('abstains when two different values are equally likely for a field', () => {
    const got = extract([
      ...words('Policy Number: HO-1111111', 40, 100),
      ...words('Policy Number: HO-2222222', 40, 300),
    ])
    expect(got['policy.policyNumber']).toBeUndefined()
  })

  it('is less sure of dates that contradict each other', () => {
    const r = results([
      ...words('Effective Date: 05/01/2026', 40, 100),
      ...words('Expiration Date: 05/01/2025', 40, 120),
    ])
    for (const f of r) expect(f.confidence).toBeLessThan(0.7)
  })
})

describe('the ACORD "INSURER(S) AFFORDING COVERAGE" block', () => {
  /** The block as ACORD 24/25 print it, small captions, values filled in larger. */
  const block = (a: string, b: string): TextToken[] => [
    ...words('INSURER(S) AFFORDING COVERAGE', 330, 300, 6),
    ...words('NAIC #', 540, 300, 6),
    ...words('INSURER A :', 320, 314, 6),
    ...words(a, 362, 314, 10),
    ...words('24589', 545, 314, 9),
    ...words('INSURER B :', 320, 328, 6),
    ...words(b, 362, 328, 10),
    ...words('31002', 545, 328, 9),
    ...words('INSURER C :', 320, 342, 6),
    ...words('INSURER D :', 320, 356, 6),
  ]

  it("takes insurer A's name as the carrier, not insurer B's nor a NAIC code", () => {
    const got = extract(block('Northwind Insurance Company', 'Granite State Fire Insurance'))
    expect(got['policy.carrier']).toBe('Northwind Insurance Company')
  })

  it('proposes no carrier when insurer A is empty, even when insurer B is filled in', () => {
    const tokens = block('', 'Granite State Fire Insurance').filter((t) => t.text !== '')
    expect(extract(tokens)['policy.carrier']).toBeUndefined()
  })

  it('reads the block on OCR words too: a misread caption word, a colon read as a full stop', () => {
    const ocr = block('Northwind Insurance Company', 'Granite State Fire Insurance').map((t) => ({
      ...t,
      text: t.text === 'AFFORDING' ? 'AFFORDNG' : t.text === ':' ? '.' : t.text,
      confidence: 0.75,
    }))
    expect(extract(ocr)['policy.carrier']).toBe('Northwind Insurance Company')
  })
})

describe('OCR word confidence', () => {
  it('proposes a value read for sure, not one with a word OCR was less than half sure of', () => {
    const page = (confidence: number) => [
      ...words('Mortgagee:', 40, 100),
      ...words('Lakeshore', 150, 100, 10, confidence),
      ...words('Community Bank', 203, 100),
    ]
    expect(extract(page(0.93))['policy.mortgagee']).toBe('Lakeshore Community Bank')
    expect(extract(page(0.3))['policy.mortgagee']).toBeUndefined()
  })

  it("joins a name's second line across the wider gap OCR's tight word boxes leave", () => {
    // OCR boxes hug the letters: a word without tall letters is shorter than its line.
    const word = (text: string, x: number, top: number, bottom: number): TextToken => ({
      text,
      bbox: {
        page: 1,
        x0: x / 612,
        y0: top / 792,
        x1: (x + text.length * 6) / 612,
        y1: bottom / 792,
      },
      confidence: 0.95,
    })
    const got = extract([
      word('Carrier:', 40, 92, 101),
      word('Meridian', 150, 92, 103),
      word('Home', 202, 92, 101),
      word('Assurance', 232, 95, 101),
      word('Company', 150, 110, 120),
    ])
    expect(got['policy.carrier']).toBe('Meridian Home Assurance Company')
  })
})

describe('captions OCR split in two', () => {
  it('reads the whole value under "AGENT" "BROKER" and "FIRST MORTGAGEE" "LOSS PAYEE"', () => {
    const got = extract([
      ...words('COMPANY', 40, 100, 7),
      ...words('AGENT', 240, 100, 7),
      ...words('BROKER', 275, 100, 7),
      ...words('Heritage Property & Casualty', 40, 114),
      ...words('Avalon Insurance Services', 240, 114),
      ...words('FIRST MORTGAGEE', 40, 150, 7),
      ...words('LOSS PAYEE', 112, 150, 7),
      ...words('Union Federal Credit Union', 40, 164),
    ])
    expect(got['policy.producer']).toBe('Avalon Insurance Services')
    expect(got['policy.mortgagee']).toBe('Union Federal Credit Union')
    expect(got['policy.carrier']).toBe('Heritage Property & Casualty')
  })
})

describe('cells', () => {
  it('keeps a large value whole on a line of small captions, though its words stand apart', () => {
    const got = extract([
      ...words('AGENCY', 40, 100, 6),
      ...words('Okafor', 40, 124, 18),
      // The next word 10 pt on: wide for the 6 pt captions beside it, a space for 18 pt print.
      ...words('Associates', 40 + 6 * 9 + 10, 124, 18),
      ...words('COMPANY POLICY OR PROGRAM NAME', 330, 122, 6),
      ...words('PROGRAM CODE', 500, 122, 6),
    ])
    expect(got['policy.producer']).toBe('Okafor Associates')
  })
})
