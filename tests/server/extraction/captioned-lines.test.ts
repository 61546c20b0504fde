/**
 * Captioned values that pairing once missed or validation refused, on small hand-made pages: a
 * value centred on a line of its own under the phrase that names it, a date after a verb's phrase
 * that ends its line, and a policy number printed in a telephone's three groups of digits; and
 * values the readers refused or read too long (a date run together, a name with a code's caption
 * or an address after it).
 */
import { describe, expect, it } from 'vitest'
import {
  extractionField,
  type ExtractionFieldId,
} from '../../../src/shared/extraction/field-schema'
import { readFieldValue } from '../../../src/server/extraction/field-values'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { findDates } from '../../../src/server/extraction/value-parsers'
import { ASPECT, words } from './token-grid'

const found = (tokens: TextToken[]) => matchLines(buildLines(tokens, ASPECT), ASPECT)
function extract(tokens: TextToken[]): Record<string, string> {
  const sourced = found(tokens).map((c) => ({ ...c, source: 'text-layer' as const }))
  return Object.fromEntries(selectResults(sourced, null).map((r) => [r.field, r.normalized]))
}
/** Lines centred on the page's axis, 14 pt apart. */
const centred = (lines: string[], top = 100): TextToken[] =>
  lines.flatMap((l, i) => words(l, 306 - (l.length * 5) / 2, top + i * 14))

describe('a value centred on its own line under its phrase', () => {
  it('is read as a caption’s value under it, not as a wrapped sentence', () => {
    const got = found(
      centred(['This is to certify that', 'Ann Lee', 'is insured by', 'Quillan Mutual Company']),
    )
    const named = got.filter((c) => c.field === 'policy.namedInsured')
    expect(named.map((c) => [c.value, c.relation])).toEqual([['Ann Lee', 'below']])
    const carrier = got.filter((c) => c.field === 'policy.carrier')
    expect(carrier.map((c) => c.relation)).toEqual(['below'])
  })

  it('stays a sentence when the line under the label goes on past the value', () => {
    const got = found(
      centred(['This is to certify that', 'Ann Lee of 12 Elm Street, Ely, has applied']),
    )
    const named = got.filter((c) => c.field === 'policy.namedInsured')
    expect(named.every((c) => c.relation === 'inline')).toBe(true)
  })
})

describe('a date after a phrase that ends its line', () => {
  it('reads "for the period beginning on the" / "24th day of May, 2028"', () => {
    const got = extract(
      centred([
        'for the period beginning on the',
        '24th day of May, 2028',
        'and ending on the',
        '24th day of May, 2029',
      ]),
    )
    expect(got['policy.effectiveDate']).toBe('2028-05-24')
    expect(got['policy.expirationDate']).toBe('2029-05-24')
  })
})

describe('a policy number in three groups of digits', () => {
  it('is read under a caption that names it, with no telephone about', () => {
    expect(extract(centred(['under policy number', '594.678.1149']))['policy.policyNumber']).toBe(
      '594.678.1149',
    )
    expect(extract(words('Policy Number: 594-678-1149', 40, 100))['policy.policyNumber']).toBe(
      '594-678-1149',
    )
  })

  it('is refused beside a telephone’s caption, in parentheses, or under a vague caption', () => {
    const fax = extract([
      ...words('Policy Number: 594-678-1149', 40, 100),
      ...words('Fax: 594-678-1150', 320, 100),
    ])
    expect(fax['policy.policyNumber']).toBeUndefined()
    expect(
      extract(words('Policy Number: (594) 678-1149', 40, 100))['policy.policyNumber'],
    ).toBeUndefined()
    expect(extract(words('Certificate No. 594.678.1149', 40, 100))['policy.policyNumber']).toBe(
      undefined,
    )
  })
})

describe('values the readers once refused or read too long', () => {
  const read = (field: ExtractionFieldId, text: string): string | undefined =>
    readFieldValue(extractionField(field)!, undefined, text)?.normalized

  it('reads a date with its day, month and year run together', () => {
    expect(findDates(': 01DEC2027 TO 01DEC2028 BOTH DAYS INCL').map((d) => d.normalized)).toEqual([
      '2027-12-01',
      '2028-12-01',
    ])
    expect(findDates('19JAN31').map((d) => d.normalized)).toEqual(['2031-01-19'])
    // A word after a number is no month: "12MAYFAIR", "HO12DEC2027".
    expect(findDates('12MAYFAIR HO12DEC2027')).toEqual([])
  })

  it('ends a name before another number’s caption', () => {
    expect(read('policy.carrier', 'Capstan Ridge Insurance Company NAIC 91846')).toBe(
      'Capstan Ridge Insurance Company',
    )
    expect(read('policy.carrier', 'Palisade Row Indemnity Company , naic:')).toBe(
      'Palisade Row Indemnity Company',
    )
    expect(read('policy.producer', 'Weatherly Oaks Insurance , code:')).toBe(
      'Weatherly Oaks Insurance',
    )
    // A caption alone is no name with a tail.
    expect(read('policy.namedInsured', 'GL CODE')).toBeUndefined()
  })

  it('reads an insured’s name before its address or the policy’s grant, however long the line', () => {
    expect(
      read(
        'policy.namedInsured',
        'Cormac Hautala-Grimes Jr. of 14707 Pewterer Boulevard, Ocean City, MD 21842.',
      ),
    ).toBe('Cormac Hautala-Grimes Jr.')
    expect(
      read(
        'policy.namedInsured',
        'Zsofia B. Babatunde against loss by fire to the property described under Schedule "A", according to the terms',
      ),
    ).toBe('Zsofia B. Babatunde')
  })
})

describe('a remark in parentheses between a caption and its value', () => {
  it('reads a year or a date right after the remark', () => {
    expect(extract(words('Year built (appraisal) 2021', 40, 100))['property.yearBuilt']).toBe(
      '2021',
    )
    expect(
      extract(words('Effective date (mm/dd/yyyy) 01/05/2026', 40, 100))['policy.effectiveDate'],
    ).toBe('2026-01-05')
  })

  it('reads no name after it, nor a number inside it', () => {
    expect(extract(words('Year built (2 stories) 2021', 40, 100))['property.yearBuilt']).toBe(
      undefined,
    )
  })
})
