/**
 * Documents that list several of the borrower's policies: the answer is the lender's property
 * policy, whichever row it is; one policy's coverage sections are not several policies; a line of
 * business run into the carrier's cell is not the carrier's name; and when no block can be told
 * to be the lender's property policy, the listed policies give no per-policy value.
 */
import { describe, expect, it } from 'vitest'
import { withoutInsuredAsLender } from '../../../src/server/extraction/insured-not-lender'
import { buildLines } from '../../../src/server/extraction/layout'
import { withLenderPolicy } from '../../../src/server/extraction/lender-policy'
import { withMortgagedLocation } from '../../../src/server/extraction/mortgaged-location'
import { policyBlocks, policyNumbersIn } from '../../../src/server/extraction/policy-blocks'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

const w = (text: string, x: number, y: number, size = 9): TextToken[] =>
  words(text, x, y, size).map((t) => ({ ...t, font: 'f1' }))

function extract(tokens: TextToken[], lenderRule = true): Record<string, string> {
  const lines = buildLines(tokens, ASPECT)
  const found = matchLines(lines, ASPECT).map((c) => ({ ...c, source: 'text-layer' as const }))
  const all = withoutInsuredAsLender(withMortgagedLocation(found, lines))
  const kept = lenderRule ? withLenderPolicy(all, lines) : all
  return Object.fromEntries(selectResults(kept, null).map((r) => [r.field, r.normalized]))
}

type Row = [
  line: string,
  carrier: string,
  number: string,
  from: string,
  to: string,
  premium: string,
]

/** A ruled table of policies, one row of two lines each (the term's end on the second line). */
const table = (rows: readonly Row[], top = 150): TextToken[] => [
  ...w('Coverage', 40, top),
  ...w('Carrier', 150, top),
  ...w('Policy No.', 330, top),
  ...w('Term', 420, top),
  ...w('Premium', 530, top),
  ...rows.flatMap(([line, carrier, number, from, to, premium], i) => {
    const y = top + 18 + i * 26
    return [
      ...(line === '' ? [] : w(line, 40, y)),
      ...w(carrier, 150, y),
      ...w(number, 330, y),
      ...w(`${from} -`, 420, y),
      ...w(to, 420, y + 11),
      ...w(premium, 530, y),
    ]
  }),
]

const FOUR: readonly Row[] = [
  ['General Liability', 'Harlow Casualty Co', 'GL40817723', '03/01/2026', '03/01/2027', '$4,210'],
  ['Commercial Auto', 'Tessar Mutual', 'BA 7719204', '05/15/2026', '05/15/2027', '$6,380'],
  [
    'Commercial Property',
    'Brindle Fire Insurance',
    'CPP 3308812',
    '01/05/2026',
    '01/05/2027',
    '$12,944',
  ],
  ['Umbrella', 'Tessar Mutual', 'UMB-558201', '03/01/2026', '03/01/2027', '$2,150'],
]

describe('a table of four policies with the property policy third', () => {
  const page = [...w('Re: Appointment of broker of record', 40, 100), ...table(FOUR)]

  it("answers with the property row's number, carrier, term and premium", () => {
    const got = extract(page)
    expect(got['policy.policyNumber']).toBe('CPP 3308812')
    expect(got['policy.carrier']).toBe('Brindle Fire Insurance')
    expect(got['policy.effectiveDate']).toBe('2026-01-05')
    // The term's end is printed under its start, in the same cell.
    expect(got['policy.expirationDate']).toBe('2027-01-05')
    expect(got['policy.premium']).toBe('12944')
  })

  it("reads the first row's values without the rule", () => {
    expect(extract(page, false)['policy.policyNumber']).toBe('GL40817723')
  })

  it('abstains when two rows are property policies and the page names no lender in either', () => {
    const two = FOUR.map((r, i): Row => (i === 0 ? (['Property', ...r.slice(1)] as Row) : r))
    const got = extract([...w('Summary of coverages', 40, 100), ...table(two)])
    expect(got['policy.policyNumber']).toBeUndefined()
    expect(got['policy.premium']).toBeUndefined()
  })
})

describe("a lender named only in the auto policy's loss payee row", () => {
  it('still answers with the property policy', () => {
    const page = [
      ...table(FOUR.slice(0, 3)),
      ...w('Loss payee: Corbel Federal Credit Union', 40, 240),
    ]
    // The auto row's second line names a loss payee: an auto lender, not the property's.
    const moved = page.map((t) =>
      t.text === 'Loss' || t.text === 'payee:' || /Corbel|Federal|Credit|Union/.test(t.text)
        ? {
            ...t,
            bbox: {
              ...t.bbox,
              y0: t.bbox.y0 - (240 - 205) / 792,
              y1: t.bbox.y1 - (240 - 205) / 792,
            },
          }
        : t,
    )
    const got = extract(moved)
    expect(got['policy.policyNumber']).toBe('CPP 3308812')
  })
})

describe("a package policy's coverage sections", () => {
  // Each section repeats the one policy's number: sections of one policy, not two policies.
  const page = [
    ...w('Commercial Property', 40, 120),
    ...w('Policy number PKG-4471903', 40, 134),
    ...w('Building limit', 40, 148),
    ...w('$850,000', 200, 148),
    ...w('Deductible', 40, 162),
    ...w('$5,000', 200, 162),
    ...w('General Liability', 40, 200),
    ...w('Policy number PKG-4471903', 40, 214),
    ...w('Each occurrence', 40, 228),
    ...w('$1,000,000', 200, 228),
    ...w('Total policy premium', 40, 242),
    ...w('$3,412.00', 200, 242),
  ]

  it('are not separate policies', () => {
    expect(policyBlocks(buildLines(page, ASPECT))).toEqual([])
    const got = extract(page)
    expect(got['policy.policyNumber']).toBe('PKG-4471903')
    expect(got['policy.deductible']).toBe('5000')
    expect(got['policy.premium']).toBe('3412')
  })
})

describe("a line of business run into the carrier's cell", () => {
  it('is not part of the carrier', () => {
    const rows: Row[] = [
      [
        'General liability',
        'Harlow Casualty Co',
        'GL 4081772',
        '03/01/2026',
        '03/01/2027',
        '$4,210',
      ],
      [
        '',
        'Property – Brindle Fire Insurance',
        'CPP 3308812',
        '01/05/2026',
        '01/05/2027',
        '$12,944',
      ],
    ]
    const got = extract(table(rows))
    expect(got['policy.carrier']).toBe('Brindle Fire Insurance')
    expect(got['policy.policyNumber']).toBe('CPP 3308812')
  })
})

describe("a carrier's name wrapped over two lines of its cell", () => {
  it('is read whole', () => {
    const page = [
      ...table(FOUR),
      // The property row's carrier goes on under itself.
      ...w('Company of Ohio', 150, 150 + 18 + 2 * 26 + 11),
    ]
    expect(extract(page)['policy.carrier']).toBe('Brindle Fire Insurance Company of Ohio')
  })
})

describe('policy-number shapes', () => {
  it('takes letters with digits or seven digits, not dates, ZIP codes, phones or amounts', () => {
    expect(policyNumbersIn('GL 4081772')).toEqual(['GL4081772'])
    expect(policyNumbersIn('8712345678')).toEqual(['8712345678'])
    expect(policyNumbersIn('Jan-05-26 60532 555-123-4567 $1,000,000 03/01/2026')).toEqual([])
  })
})
