/**
 * Pairing and validation rules for layouts and wording the development templates do not use, on
 * small hand-made pages: glyph-by-glyph captions, fields separated by bars, comparison tables,
 * values inside sentences, captions under values, "None" for a value, distractor labels.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { correctLabelWords } from '../../../src/server/extraction/ocr-words'
import { runParts } from '../../../src/server/extraction/pdf-reader'
import { selectResults } from '../../../src/server/extraction/select-results'
import { findAmounts } from '../../../src/server/extraction/value-parsers'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  // What the matchers read, with the hand-weighed threshold: the fitted model is tested apart.
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

/** Text-layer words (a PDF font), as pdf.js gives them. */
const pdfWords = (text: string, x: number, baseline: number, size = 10): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

/** A caption drawn one glyph at a time, each glyph touching the next. */
function glyphs(text: string, x: number, baseline: number, size = 7): TextToken[] {
  const out: TextToken[] = []
  let cx = x
  for (const word of text.split(' ')) {
    for (const ch of word) {
      const w = size * 0.6
      out.push({
        text: ch,
        bbox: {
          page: 1,
          x0: cx / 612,
          y0: (baseline - size * 0.75) / 792,
          x1: (cx + w) / 612,
          y1: (baseline + size * 0.2) / 792,
        },
        confidence: 1,
        font: 'caps',
      })
      cx += w
    }
    cx += size * 0.35
  }
  return out
}

describe('captions drawn glyph by glyph', () => {
  it('joins touching glyphs into words and reads the value under the caption', () => {
    const got = extract([
      ...glyphs('POLICY NUMBER', 320, 100),
      ...pdfWords('DF3-5248467-00', 320, 114),
      ...glyphs('POLICYHOLDER', 40, 100),
      ...pdfWords('Casimir Vandermeer', 40, 114),
    ])
    expect(got['policy.policyNumber']).toBe('DF3-5248467-00')
    expect(got['policy.namedInsured']).toBe('Casimir Vandermeer')
  })
})

/** A caption in letter-spaced capitals: each glyph on its own, spread `tracking` points apart. */
function spaced(text: string, x: number, baseline: number, tracking: number): TextToken[] {
  // The word each glyph belongs to: a word space is 3.5 points wider than the letters' spacing.
  const wordOf = text.split(' ').flatMap((w, k) => Array.from(w, () => k))
  return glyphs(text, x, baseline, 7.5).map((t, i) => {
    const shift = (i * tracking + (wordOf[i] ?? 0) * 3.5) / 612
    return { ...t, bbox: { ...t.bbox, x0: t.bbox.x0 + shift, x1: t.bbox.x1 + shift } }
  })
}

describe('captions in letter-spaced capitals', () => {
  it('joins evenly spread letters into words and splits at the wider word space', () => {
    const lines = buildLines(spaced('POLICY NUMBER', 40, 100, 1.8), ASPECT)
    expect(lines[0]?.cells.map((c) => c.text)).toEqual(['POLICY NUMBER'])
  })

  it('reads the value at the far margin beside such a caption', () => {
    const got = extract([
      ...spaced('POLICY NUMBER', 40, 100, 1.8),
      ...pdfWords('HMW 645 768 105', 480, 100),
      ...spaced('ANNUAL PREMIUM', 40, 122, 1.8),
      ...pdfWords('$8,489.53', 500, 122),
    ])
    expect(got['policy.policyNumber']).toBe('HMW 645 768 105')
    expect(got['policy.premium']).toBe('8489.53')
  })

  it('leaves single glyphs far apart (a row of codes) as separate words', () => {
    const lines = buildLines(spaced('A B C', 40, 100, 6), ASPECT)
    expect(lines[0]?.cells.flatMap((c) => c.tokens.map((t) => t.text))).toEqual(['A', 'B', 'C'])
  })
})

describe('a tracking table with a row per term', () => {
  it('skips rows marked expired and reads the row in force', () => {
    const row = (y: number, policy: string, premium: string, status: string): TextToken[] => [
      ...pdfWords(policy, 40, y, 8),
      ...pdfWords(premium, 160, y, 8),
      ...pdfWords(status, 260, y, 8),
    ]
    const got = extract([
      ...pdfWords('Policy No', 40, 100, 8),
      ...pdfWords('Annual Prem', 160, 100, 8),
      ...pdfWords('Status', 260, 100, 8),
      ...row(112, '940J764877', '1,833.90', 'EXPIRED'),
      ...row(124, '477U340796', '2,427.05', 'IN FORCE'),
    ])
    expect(got['policy.policyNumber']).toBe('477U340796')
    expect(got['policy.premium']).toBe('2427.05')
  })
})

describe('repeated location blocks', () => {
  it("does not let two later blocks' shared value outvote the first block's", () => {
    const block = (y: number, deductible: string): TextToken[] => [
      ...pdfWords('Building limit', 40, y, 9),
      ...pdfWords('Deductible', 300, y, 9),
      ...pdfWords('$800,000', 40, y + 12, 9),
      ...pdfWords(deductible, 300, y + 12, 9),
    ]
    const got = extract([...block(100, '$5,000'), ...block(160, '$1,000'), ...block(220, '$1,000')])
    expect(got['policy.deductible']).not.toBe('1000')
  })
})

describe("a logo's brand and the insurer's full name", () => {
  it('takes the full name the page prints after the brand, where it is printed', () => {
    const got = extract([
      ...pdfWords('Schooner Plains', 40, 60, 22),
      ...pdfWords('Who is insuring you?', 40, 120),
      ...pdfWords('Schooner Plains Insurance Company, policy number MH852.217166.', 40, 134),
      ...pdfWords('Other text on the page in ordinary print.', 40, 160),
    ])
    expect(got['policy.carrier']).toBe('Schooner Plains Insurance Company')
  })
})

describe('fields separated by bars and dots', () => {
  it('splits a text run at a bar or a middle dot between spaces, dropping the mark', () => {
    expect(runParts('Policy #: P105 | Quote #: Q75').map((p) => p.text)).toEqual([
      'Policy #: P105',
      'Quote #: Q75',
    ])
    expect(runParts('Built 1955 · Frame').map((p) => [p.text, p.marked])).toEqual([
      ['Built 1955', false],
      ['Frame', true],
    ])
    // A bar inside a word is not a separator.
    expect(runParts('a|b c').map((p) => p.text)).toEqual(['a|b c'])
  })

  it("never takes a prior policy's number or last year's premium", () => {
    const got = extract([
      ...pdfWords('Prior Policy #: H254328004', 40, 100),
      ...pdfWords('Policy #: P105256996', 320, 100),
      ...pdfWords("Last year's premium $ 1,707.09", 40, 120),
    ])
    expect(got['policy.policyNumber']).toBe('P105256996')
    expect(got['policy.premium']).toBeUndefined()
  })
})

describe("a premium beside another term's", () => {
  it('answers no premium from a remark that sets it beside the prior term premium', () => {
    const got = extract([
      ...pdfWords(
        'Renewal of HX 118 2231; annual premium $2,345.00 (prior term $2,210.00).',
        40,
        100,
      ),
    ])
    expect(got['policy.premium']).toBeUndefined()
  })

  it('still reads a premium whose sentence names no other term', () => {
    const got = extract([...pdfWords('Renewal of HX 118 2231; annual premium $2,345.00.', 40, 100)])
    expect(got['policy.premium']).toBe('2345')
  })
})

describe('tables', () => {
  it("reads this term's column of a comparison table, not the prior term's", () => {
    const got = extract([
      ...pdfWords('Coverage', 60, 100),
      ...pdfWords('Prior Term', 300, 100),
      ...pdfWords('This Term', 450, 100),
      ...pdfWords('Coverage A – Dwelling', 60, 118),
      ...pdfWords('$384,000', 305, 118),
      ...pdfWords('$409,000', 455, 118),
      ...pdfWords('Annual Premium', 60, 136),
      ...pdfWords('$4,182.64', 305, 136),
      ...pdfWords('$5,061.31', 455, 136),
    ])
    expect(got['policy.coverageAmount']).toBe('409000')
    expect(got['policy.premium']).toBe('5061.31')
  })

  it('prefers the total premium to a premium that is one part of it', () => {
    const got = extract([
      ...pdfWords('Policy Premium ........................', 60, 100),
      ...pdfWords('$4,677.21', 400, 100),
      ...pdfWords('Total Annual Premium ..................', 60, 118),
      ...pdfWords('$5,438.62', 400, 118),
    ])
    expect(got['policy.premium']).toBe('5438.62')
  })

  it('reads under a generic caption that ends with a little field of its own ("RANK: 1")', () => {
    const got = extract([
      ...words('NAME AND ADDRESS RANK: 1', 126, 100, 6),
      ...words('EVIDENCE:', 240, 100, 6),
      ...words('Blue Ridge Community Bank', 127, 112, 8),
    ])
    expect(got['policy.mortgagee']).toBe('Blue Ridge Community Bank')
  })

  it('does not pair labels of one field stacked as boxes to tick', () => {
    const got = extract([
      ...pdfWords('LOSS PAYEE', 40, 100, 6),
      ...pdfWords('MORTGAGEE', 40, 108, 6),
      ...pdfWords('Asheville', 120, 118),
    ])
    expect(got['policy.mortgagee']).toBeUndefined()
  })
})

describe('values that say there is none', () => {
  it('proposes no mortgagee where the page prints "None on file"', () => {
    const got = extract([
      ...pdfWords('Lienholder', 40, 100, 7),
      ...pdfWords('None on file', 40, 112),
    ])
    expect(got['policy.mortgagee']).toBeUndefined()
  })
})

describe('values inside sentences', () => {
  it('reads the amount after "premium of", before "deductible", and the year after "built in"', () => {
    const got = extract([
      ...pdfWords(
        'The dwelling, built in 1934, is subject to a $2,500 deductible for all',
        60,
        100,
      ),
      ...pdfWords(
        "The annual premium of $1,447.57 has been paid; last year's premium was $1,211.33.",
        60,
        118,
      ),
    ])
    expect(got['property.yearBuilt']).toBe('1934')
    expect(got['policy.deductible']).toBe('2500')
    expect(got['policy.premium']).toBe('1447.57')
  })

  it('reads a name after "issued by" up to the next clause', () => {
    const got = extract(
      pdfWords('Issued by Harrow & Vale Specialty Insurance Co., a stock company', 60, 100),
    )
    expect(got['policy.carrier']).toBe('Harrow & Vale Specialty Insurance Co.')
  })

  it('reads an insurer named before "has issued", but no name without an insurer\'s word', () => {
    expect(
      extract(pdfWords('This confirms that Osprey Point Insurance Company has issued', 60, 100))[
        'policy.carrier'
      ],
    ).toBe('Osprey Point Insurance Company')
    expect(
      extract(pdfWords('We confirm that Jane Smith has issued the notice', 60, 100))[
        'policy.carrier'
      ],
    ).toBeUndefined()
  })

  it('reads a policy number that wrapped to the start of the next line', () => {
    const got = extract([
      ...pdfWords('This letter confirms that we have issued homeowners policy number', 60, 100),
      ...pdfWords('6581-HO-524284 covering the dwelling', 60, 114),
    ])
    expect(got['policy.policyNumber']).toBe('6581-HO-524284')
  })

  it('takes no word of a sentence as a name ("tell your agent about any change")', () => {
    const got = extract(pdfWords('Please tell your agent about any change.', 60, 100))
    expect(got['policy.producer']).toBeUndefined()
  })
})

describe('captions under values', () => {
  it("does not take the next row's value for a caption whose own value is empty", () => {
    const got = extract([
      ...pdfWords('N/A', 62, 100, 10.5),
      ...pdfWords('Loan No.', 60, 113, 7.5),
      ...pdfWords('B7 6032 5779', 62, 138, 10.5),
      ...pdfWords('Quote No.', 60, 151, 7.5),
      ...pdfWords('05/01/2026', 300, 100, 10.5),
      ...pdfWords('Effective Date', 300, 113, 7.5),
      ...pdfWords('$1,000', 300, 138, 10.5),
      ...pdfWords('Deductible', 300, 151, 7.5),
    ])
    expect(got['policy.loanNumber']).toBeUndefined()
    expect(got['policy.deductible']).toBe('1000')
  })
})

describe("a certificate's list of insurers", () => {
  it("reads insurer A under the list's heading, its letter sticking out of the column", () => {
    const got = extract([
      ...words('INSURER(S) AFFORDING COVERAGE', 370, 160, 7),
      ...words('NAIC #', 555, 160, 7),
      ...words('A Lamplighter Casualty Company', 340, 172, 9),
    ])
    expect(got['policy.carrier']).toBe('Lamplighter Casualty Company')
  })
})

describe('an insurer named under its logo', () => {
  it("takes an insurer-only name in ordinary print at the top, not an agency's", () => {
    expect(
      extract([
        ...pdfWords('Copperfield Reciprocal Insurers', 54, 80, 9),
        ...pdfWords('Policy Number: HO-1234567', 54, 200, 9),
        ...pdfWords('Named Insured: Ann Lee', 54, 214, 9),
      ])['policy.carrier'],
    ).toBe('Copperfield Reciprocal Insurers')
    expect(
      extract([
        ...pdfWords('Alder Street Insurance Agency', 54, 80, 9),
        ...pdfWords('Policy Number: HO-1234567', 54, 200, 9),
      ])['policy.carrier'],
    ).toBeUndefined()
  })
})

describe('validating what a label found', () => {
  it('reads money whose decimal point OCR lost at the end of its text, and nothing else so', () => {
    expect(findAmounts('$4,377 15').map((a) => a.normalized)).toEqual(['4377.15'])
    expect(findAmounts('USD 4,099: 65').map((a) => a.normalized)).toEqual(['4099.65'])
    expect(findAmounts('$1,250;45').map((a) => a.normalized)).toEqual(['1250.45'])
    expect(findAmounts('$1,000 25 units').map((a) => a.normalized)).toEqual(['1000', '25'])
  })

  it('takes neither an area code nor a form number for money, nor a lone "AND" for a name', () => {
    const got = extract([
      ...pdfWords('Deductible', 60, 100),
      ...pdfWords('(862)', 200, 100),
      ...pdfWords('Premium', 60, 118),
      ...pdfWords('12', 200, 118),
      ...pdfWords('Named Insured:', 60, 136),
      ...pdfWords('AND', 200, 136),
    ])
    expect(got['policy.premium']).toBeUndefined()
    expect(got['policy.deductible']).toBeUndefined()
    expect(got['policy.namedInsured']).toBeUndefined()
  })

  it('takes no bare four-digit number for a limit, nor "Agent Code" for an agency', () => {
    const got = extract([
      ...pdfWords('Dwelling', 60, 100),
      ...pdfWords('2028', 200, 100),
      ...pdfWords('Agent', 60, 118),
      ...pdfWords('Agent Code', 60, 136),
    ])
    expect(got['policy.coverageAmount']).toBeUndefined()
    expect(got['policy.producer']).toBeUndefined()
  })
})

describe('OCR misreadings of values', () => {
  it('reads a named date whose comma OCR read as a semicolon', () => {
    const got = extract(pdfWords('Policy Term: Apr 15; 2024 to Apr 15, 2025', 60, 100))
    expect([got['policy.effectiveDate'], got['policy.expirationDate']]).toEqual([
      '2024-04-15',
      '2025-04-15',
    ])
  })
})

describe('OCR misreadings of captions', () => {
  it('puts right label words on both sides of a slash, keeping the punctuation', () => {
    const [t] = correctLabelWords(words('EREECTIVE/EXPERATION:', 40, 100, 10, 0.5))
    expect(t?.text).toBe('EFFECTIVE/EXPIRATION:')
  })
})
