/**
 * Precision on documents that print more than the one policy's values: a listing of policies whose
 * answer is the row the page names, a label's word inside a title, the expiring term in a renewal
 * offer's sentence, a remark after the street, and a newsletter's title named after the insurer.
 */
import { describe, expect, it } from 'vitest'
import { extractionField } from '../../../src/shared/extraction/field-schema'
import { readFieldValue } from '../../../src/server/extraction/field-values'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

const w = (text: string, x: number, y: number, size = 10): TextToken[] =>
  words(text, x, y, size).map((t) => ({ ...t, font: 'f1' }))

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

describe('a listing of policies', () => {
  const rows: Array<[string, string, string, string]> = [
    ['WX-100231', 'Ona Brack', '18 Fell Road', '1961'],
    ['WX-100587', 'Pim Ostrander', '402 Quarry Lane', '1988'],
    ['WX-101144', 'Mara Quill', '77 Sedge Court', '2004'],
    ['WX-101902', 'Teo Hallam', '9 Birch Way', '1975'],
  ]
  const listing = (query: TextToken[]): TextToken[] => [
    ...query,
    ...w('Line', 40, 150, 7),
    ...w('Policy No.', 70, 150, 7),
    ...w('Insured', 150, 150, 7),
    ...w('Risk address', 250, 150, 7),
    ...w('Yr built', 370, 150, 7),
    ...rows.flatMap(([number, insured, street, built], i) => [
      ...w(String(i + 1), 40, 165 + i * 15, 7),
      ...w(number, 70, 165 + i * 15, 7),
      ...w(insured, 150, 165 + i * 15, 7),
      ...w(street, 250, 165 + i * 15, 7),
      ...w(built, 370, 165 + i * 15, 7),
    ]),
  ]

  it('answers from the row the page names outside the table', () => {
    const got = extract(listing(w('Query: line 3, insured Mara Quill, please confirm', 40, 120)))
    expect(got['policy.policyNumber']).toBe('WX-101144')
    expect(got['policy.namedInsured']).toBe('Mara Quill')
    expect(got['property.yearBuilt']).toBe('2004')
  })

  it('answers from no row when the page names none (not the first)', () => {
    const got = extract(listing(w('Monthly listing, all lines accepted', 40, 120)))
    expect(got['policy.policyNumber']).toBeUndefined()
    expect(got['policy.namedInsured']).toBeUndefined()
  })
})

describe('a listing of terms', () => {
  const terms: Array<[string, string, string, string, string]> = [
    ['Current', 'BCP-2528919-85', '05/19/2031', '05/18/2032', '9,750.82'],
    ['Prior 1', 'BCP-1027440-98', '05/19/2030', '05/19/2031', '9,205.83'],
    ['Prior 2', 'BCP-1359369-16', '05/19/2029', '05/19/2030', '8,119.29'],
  ]
  const listing = (rows: typeof terms): TextToken[] => [
    ...w('Term', 40, 150, 7),
    ...w('Policy No.', 90, 150, 7),
    ...w('Eff.', 180, 150, 7),
    ...w('Exp.', 240, 150, 7),
    ...w('Written Prem.', 300, 150, 7),
    ...rows.flatMap((cells, i) =>
      cells.flatMap((text, k) => w(text, [40, 90, 180, 240, 300][k]!, 165 + i * 15, 7)),
    ),
  ]

  it('answers from the row captioned as the current term', () => {
    const got = extract(listing(terms))
    expect(got['policy.policyNumber']).toBe('BCP-2528919-85')
    expect(got['policy.effectiveDate']).toBe('2031-05-19')
    expect(got['policy.premium']).toBe('9750.82')
  })

  it('answers from no row when none is captioned so and the rows are not one run of terms', () => {
    // Years apart, so not successive terms of one policy (the latest of which would answer).
    const apart = terms.map(([, number, , , premium], i): (typeof terms)[number] => {
      const year = 2031 - 3 * i
      return [`Term ${i + 1}`, number, `05/19/${year}`, `05/19/${year + 1}`, premium]
    })
    const got = extract(listing(apart))
    expect(got['policy.policyNumber']).toBeUndefined()
  })
})

describe('a listing whose number and insured captions were not read', () => {
  // A scan's header row half lost: only the captions right of the names survive.
  const rows: Array<[string, string, string, string, string]> = [
    ['WX-100231', 'Ona Brack', '1961', '03-02-2029', '03-02-2030'],
    ['WX-100587', 'Pim Ostrander', '1988', '04-11-2029', '04-11-2030'],
    ['WX-101144', 'Mara Quill', '2004', '05-20-2029', '05-20-2030'],
    ['WX-101902', 'Teo Hallam', '1975', '06-07-2029', '06-07-2030'],
  ]
  const listing = (query: TextToken[]): TextToken[] => [
    ...query,
    ...w('Yr built', 260, 150, 7),
    ...w('Inception', 320, 150, 7),
    ...w('Expiry', 390, 150, 7),
    ...rows.flatMap(([number, insured, built, from, to], i) => [
      ...w(String(i + 1), 40, 165 + i * 15, 7),
      ...w(number, 70, 165 + i * 15, 7),
      ...w(insured, 150, 165 + i * 15, 7),
      ...w(built, 260, 165 + i * 15, 7),
      ...w(from, 320, 165 + i * 15, 7),
      ...w(to, 390, 165 + i * 15, 7),
    ]),
  ]

  it('answers from the row whose insured the page names', () => {
    const got = extract(listing(w('Query: line 3, insured Mara Quill, please confirm', 40, 120)))
    expect(got['property.yearBuilt']).toBe('2004')
    expect(got['policy.effectiveDate']).toBe('2029-05-20')
    expect(got['policy.expirationDate']).toBe('2030-05-20')
  })

  it('answers from no row when the page names none (not the first)', () => {
    const got = extract(listing(w('Monthly listing, all lines accepted', 40, 120)))
    expect(got['property.yearBuilt']).toBeUndefined()
    expect(got['policy.effectiveDate']).toBeUndefined()
    expect(got['policy.expirationDate']).toBeUndefined()
  })
})

describe('a label word inside a title', () => {
  it('pairs no column value under it', () => {
    const got = extract([
      ...w('Harbor Dwelling Program — Premium Bordereau', 40, 40, 12),
      ...w('1,284.50', 190, 70),
    ])
    expect(got['policy.premium']).toBeUndefined()
  })
})

describe('a renewal offer', () => {
  it('does not take the term the sentence says is about to expire', () => {
    const got = extract(
      w(
        'Your current policy, in force from July 22, 2029 to July 22, 2030, is about to expire.',
        40,
        100,
      ),
    )
    expect(got['policy.effectiveDate']).toBeUndefined()
    expect(got['policy.expirationDate']).toBeUndefined()
  })
})

describe('the street of the insured home', () => {
  const address = extractionField('property.address')!
  it('leaves out a remark in parentheses after it', () => {
    expect(readFieldValue(address, undefined, '9072 Kerf Ln (single family)')?.normalized).toBe(
      '9072 Kerf Ln',
    )
  })
  it('keeps a remark with a number, which may be the unit', () => {
    expect(readFieldValue(address, undefined, '12 Elm St (Unit 4)')?.normalized).toContain('Unit 4')
  })
})

describe('a newsletter named after its insurer', () => {
  it('takes the insurer the page names in full, not the title', () => {
    const got = extract([
      ...w('The Harrow Valley Hearthside', 40, 40, 24),
      ...w('Clear gutters and trim limbs before storm season.', 40, 300),
      ...w('Photograph every room for your records.', 40, 315),
      ...w('Call us day or night.', 40, 330),
      ...w(
        'Published quarterly for our policyholders by Harrow Valley Insurance Company',
        40,
        70,
        9,
      ),
    ])
    expect(got['policy.carrier']).toBe('Harrow Valley Insurance Company')
  })
})
