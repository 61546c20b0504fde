/**
 * Layouts read by generic means on small hand-made pages: identifier keys of exports (JSON,
 * settings, XML-like), captions whose words are joined ("POLICY-NO") over fixed-width columns,
 * and comparison tables whose old and difference columns are skipped for the new one.
 */
import { describe, expect, it } from 'vitest'
import {
  elementWords,
  keyedPieces,
  keyWords,
  splitElementRuns,
  splitIdentifierKeys,
} from '../../../src/server/extraction/identifier-keys'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  // No model: which values are found, not how sure the fitted model is of them.
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

/** One text run as a PDF's text layer gives it (a whole line of a monospaced print). */
function run(text: string, x: number, baseline: number, size = 9): TextToken {
  const width = text.length * size * 0.6
  return {
    text,
    bbox: {
      page: 1,
      x0: x / 612,
      y0: (baseline - size * 0.75) / 792,
      x1: (x + width) / 612,
      y1: (baseline + size * 0.2) / 792,
    },
    confidence: 1,
    font: 'Courier',
    monospace: true,
  }
}

describe('identifier keys', () => {
  it('splits camelCase, snake_case and dotted keys into words', () => {
    expect(keyWords('policyNumber')).toBe('policy number')
    expect(keyWords('named_insured')).toBe('named insured')
    expect(keyWords('policy.effectiveDate')).toBe('policy effective date')
    expect(keyWords('yearBuilt')).toBe('year built')
  })

  it('finds keys and strips the syntax of their values', () => {
    expect(keyedPieces('  "policyNumber": "HO-123",')?.map((p) => p.text)).toEqual([
      'policy number:',
      'HO-123',
    ])
    expect(keyedPieces('"premium": 1234.5,')?.map((p) => p.text)).toEqual(['premium:', '1234.50'])
    expect(keyedPieces('<loanNumber>77-12</loanNumber>')?.map((p) => p.text)).toEqual([
      'loan number:',
      '77-12',
    ])
    // Printed captions are not identifier keys: they are left as they are.
    expect(keyedPieces('Policy Number: HO-123')).toBeUndefined()
    expect(keyedPieces('Time 10:30')).toBeUndefined()
  })

  it('keeps each piece where its characters are', () => {
    const [key, value] = splitIdentifierKeys([run('"policyNumber": "HO-123",', 60, 100)])
    expect(key?.text).toBe('policy number:')
    expect(value?.text).toBe('HO-123')
    // 25 monospaced characters: the value's 6 start after 17 of them.
    const t = run('"policyNumber": "HO-123",', 60, 100)
    const w = t.bbox.x1 - t.bbox.x0
    expect(value?.bbox.x0).toBeCloseTo(t.bbox.x0 + (w * 17) / 25, 6)
    expect(value?.bbox.x1).toBeCloseTo(t.bbox.x0 + (w * 23) / 25, 6)
  })

  it('reads a JSON export with the printed labels vocabulary', () => {
    const got = extract([
      run('{', 40, 80),
      run('  "policyNumber": "HO-5521-77",', 40, 92),
      run('  "namedInsured": "Dana Whitfield",', 40, 104),
      run('  "effectiveDate": "2026-01-05",', 40, 116),
      run('  "expirationDate": "2027-01-05",', 40, 128),
      run('  "annualPremium": 1234.5,', 40, 140),
      run('  "mortgagees": []', 40, 152),
      run('}', 40, 164),
    ])
    expect(got['policy.policyNumber']).toBe('HO-5521-77')
    expect(got['policy.namedInsured']).toBe('Dana Whitfield')
    expect(got['policy.effectiveDate']).toBe('2026-01-05')
    expect(got['policy.expirationDate']).toBe('2027-01-05')
    expect(got['policy.premium']).toBe('1234.5')
    expect(got['policy.mortgagee']).toBeUndefined()
  })
})

/** An XML print drawn as a monospaced exporter draws it: tags and values as runs of their own. */
function xmlRuns(lines: ReadonlyArray<readonly string[]>): TextToken[] {
  return lines.flatMap((parts, i) => {
    let x = 40
    return parts.map((text) => {
      const t = run(text, x, 100 + i * 11)
      x += text.length * 9 * 0.6 + (text.includes('=') ? 5.4 : 0)
      return t
    })
  })
}

describe('XML elements printed as separate runs', () => {
  it("writes out ACORD XML's abbreviations", () => {
    expect(elementWords('EffectiveDt')).toBe('effective date')
    expect(elementWords('DeductibleAmt')).toBe('deductible amount')
    expect(elementWords('FullTermAmt')).toBe('full term premium')
    expect(elementWords('Addr1')).toBe('address')
  })

  it('labels each value by its tag, and a generic name or address by the party it is in', () => {
    const got = splitElementRuns(
      xmlRuns([
        ['<Producer>'],
        ['<CommercialName>', 'Osprey Agency', '</CommercialName>'],
        ['</Producer>'],
        ['<Location', 'id="L1">'],
        ['<Addr1>', '12 Teal Road', '</Addr1>'],
        ['</Location>'],
      ]),
    ).map((t) => t.text)
    expect(got).toEqual(['producer name:', 'Osprey Agency', 'location address:', '12 Teal Road'])
  })

  it('reads the insured, not the co-insured, and the coverage named by its code', () => {
    const got = extract(
      xmlRuns([
        ['<InsuredOrPrincipal', 'InsuredOrPrincipalRoleCd="Insured">'],
        ['<FullName>', 'Kirsi Ekwueme', '</FullName>'],
        ['</InsuredOrPrincipal>'],
        ['<InsuredOrPrincipal', 'InsuredOrPrincipalRoleCd="CoInsured">'],
        ['<FullName>', 'Stellan Holl', '</FullName>'],
        ['</InsuredOrPrincipal>'],
        ['<EffectiveDt>', '2029-04-01', '</EffectiveDt>'],
        ['<Coverage>'],
        ['<CoverageCd>', 'DWELL', '</CoverageCd>'],
        ['<DeductibleAmt>', '1000', '</DeductibleAmt>'],
        ['</Coverage>'],
        ['<PriorTermAmt>', '3487.52', '</PriorTermAmt>'],
        ['<FullTermAmt>', '4268.15', '</FullTermAmt>'],
      ]),
    )
    expect(got['policy.namedInsured']).toBe('Kirsi Ekwueme')
    expect(got['policy.effectiveDate']).toBe('2029-04-01')
    expect(got['policy.deductible']).toBe('1000')
    expect(got['policy.premium']).toBe('4268.15')
  })

  it("reads whole elements in one run: the insurer, the coverage's limit, a mortgagee's name and loan", () => {
    const got = extract(
      xmlRuns([
        ['<CompanyName>Shingleback Insurance Company</CompanyName>'],
        ['<Coverage>'],
        ['<CoverageCd>DWELL</CoverageCd>'],
        ['<LimitAmt>2070000</LimitAmt>'],
        ['</Coverage>'],
        ['<AdditionalInterest>'],
        ['<NatureInterestCd>MORTG</NatureInterestCd>'],
        ['<CommercialName>Wren Mortgage Servicing</CommercialName>'],
        ['<AccountNumberId>ML20227805</AccountNumberId>'],
        ['</AdditionalInterest>'],
      ]),
    )
    expect(got['policy.carrier']).toBe('Shingleback Insurance Company')
    expect(got['policy.coverageAmount']).toBe('2070000')
    expect(got['policy.mortgagee']).toBe('Wren Mortgage Servicing')
    expect(got['policy.loanNumber']).toBe('ML20227805')
  })
})

describe('captions with joined words over fixed-width columns', () => {
  it('reads values under POLICY-NO and EFF-DATE by their columns', () => {
    const got = extract([
      ...words('POLICY-NO', 40, 100, 8),
      ...words('EFF-DATE', 160, 100, 8),
      ...words('EXP-DATE', 250, 100, 8),
      ...words('ACCT-NO', 340, 100, 8),
      ...words('DF-448120', 40, 112, 8),
      ...words('01/05/2026', 160, 112, 8),
      ...words('01/05/2027', 250, 112, 8),
      ...words('99812', 340, 112, 8),
    ])
    expect(got['policy.policyNumber']).toBe('DF-448120')
    expect(got['policy.effectiveDate']).toBe('2026-01-05')
    expect(got['policy.expirationDate']).toBe('2027-01-05')
  })

  it('does not split a hyphenated name in a value', () => {
    const got = extract([...words('Named Insured:', 40, 100), ...words('Ana Ruiz-Lopez', 140, 100)])
    expect(got['policy.namedInsured']).toBe('Ana Ruiz-Lopez')
  })
})

describe('comparison tables', () => {
  it('takes the new column, not the old one or the change', () => {
    const got = extract([
      ...words('Coverage', 60, 100, 9),
      ...words('Was', 290, 100, 9),
      ...words('Now', 390, 100, 9),
      ...words('Change', 470, 100, 9),
      ...words('A Dwelling', 60, 118),
      ...words('$310,000', 270, 118),
      ...words('$325,000', 370, 118),
      ...words('+$15,000', 470, 118),
      ...words('All Perils Deductible', 60, 136),
      ...words('$1,000', 280, 136),
      ...words('$2,500', 380, 136),
      ...words('+$1,500', 470, 136),
    ])
    expect(got['policy.coverageAmount']).toBe('325000')
    expect(got['policy.deductible']).toBe('2500')
  })
})
