/**
 * A letter that gives the policy's facts in sentences rather than captions: "The named insured is
 * …; the policy is number …, written by …, and is in force from the … to the …", the building a
 * unit is in, the year it was completed, the amount its buildings are insured for, and the lender
 * the letter is addressed to.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[], calibrated = false): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  const results = calibrated ? selectResults(found) : selectResults(found, null)
  return Object.fromEntries(results.map((r) => [r.field, r.normalized]))
}

/** One text per line, down the left margin, 11 pt like a typed letter. */
const page = (lines: readonly string[], top = 100): TextToken[] =>
  lines.flatMap((s, i) => words(s, 48, top + i * 14, 10).map((t) => ({ ...t, font: 'f1' })))

describe('the policy described in sentences', () => {
  const letter = page([
    'We confirm the following for your file on the unit named above. The named insured is',
    'Harrow Commons Condominium Association, Inc.; the policy is number CAM 6508 NJ, written by',
    'Osprey Point Insurance Company, and is in force from the March 1st, 2027 to the',
    'March 1st, 2028.',
  ])

  it('reads the named insured after "the named insured is"', () => {
    expect(extract(letter)['policy.namedInsured']).toBe(
      'Harrow Commons Condominium Association, Inc.',
    )
  })

  it('names no one after "the named insured is" and a lower-case word', () => {
    const got = extract(page(['The named insured is responsible for the first $500 of a loss.']))
    expect(got['policy.namedInsured']).toBeUndefined()
  })

  it('reads "the policy is number …" with its letters apart from its figures', () => {
    expect(extract(letter)['policy.policyNumber']).toBe('CAM 6508 NJ')
  })

  it('takes no next word for the letters of a number', () => {
    const got = extract(page(['Your policy is number 40-118273 and it renews each year.']))
    expect(got['policy.policyNumber']).toBe('40-118273')
  })

  it('reads the term "from the <date> to the <date>"', () => {
    const got = extract(letter)
    expect(got['policy.effectiveDate']).toBe('2027-03-01')
    expect(got['policy.expirationDate']).toBe('2028-03-01')
  })

  it('proposes the insurer that "written by" names right after the policy', () => {
    expect(extract(letter, true)['policy.carrier']).toBe('Osprey Point Insurance Company')
  })
})

describe("a condominium unit's building", () => {
  it('reads the street of "Unit 118, building at …"', () => {
    const got = extract(
      page(['RE: Unit owner: Ann Lee', 'Unit: Unit 118, building at 5675 Agate Pl']),
    )
    expect(got['property.address']).toBe('5675 Agate Pl')
  })

  it('reads the year "the complex was completed in"', () => {
    const got = extract(page(['The complex was completed in 1998, and its roof in 2015.']))
    expect(got['property.yearBuilt']).toBe('1998')
  })

  it('takes no year from a repair completed in it', () => {
    const got = extract(page(['The roof replacement was completed in 2015.']))
    expect(got['property.yearBuilt']).toBeUndefined()
  })

  it('reads the amount the buildings are insured "for their full replacement cost of"', () => {
    const got = extract(
      page([
        'The master policy insures all buildings, including the walls of the units,',
        'for their full replacement cost of $4,250,000 on a blanket basis.',
      ]),
    )
    expect(got['policy.coverageAmount']).toBe('4250000')
  })
})

describe('the lender a letter is addressed to', () => {
  const block = (name: string): string[] => [
    'August 3, 2026',
    name,
    'Attn: Hazard Insurance Department',
    'PO Box 52765',
    'Chloride, AZ 86431',
  ]

  it("is the mortgagee when the letter speaks of the reader's loan", () => {
    const got = extract(
      page([...block('Naturita Community Lending, Inc.'), 'RE: Your loan no. 7924180279']),
    )
    expect(got['policy.mortgagee']).toBe('Naturita Community Lending, Inc.')
  })

  it('is not when the letter does not say the reader lends', () => {
    const got = extract(page([...block('Naturita Community Lending, Inc.'), 'RE: Unit 118']))
    expect(got['policy.mortgagee']).toBeUndefined()
  })

  it("is not a borrower's trust, though the letter speaks of its loan", () => {
    const got = extract(page([...block('Lee Family Trust'), 'RE: Your loan no. 7924180279']))
    expect(got['policy.mortgagee']).toBeUndefined()
  })
})

describe("an evidence letter's reference block and sentences", () => {
  it('reads the insured under the caption "Insured / Borrower:"', () => {
    const tokens = [
      ...words('Insured / Borrower:', 84, 100),
      ...words('The Marchetti Living Trust', 250, 100),
    ].map((t) => ({ ...t, font: 'f1' }))
    expect(extract(tokens)['policy.namedInsured']).toBe('The Marchetti Living Trust')
  })

  it('proposes the insurer that "has issued the policy"', () => {
    const got = extract(
      page([
        'We are pleased to confirm that Oxbow Lane Fire Insurance Company has issued the policy referenced above.',
      ]),
      true,
    )
    expect(got['policy.carrier']).toBe('Oxbow Lane Fire Insurance Company')
  })

  it('reads the year after "the dwelling was built in" at the end of a line', () => {
    const got = extract(
      page([
        'both days at 12:01 a.m. local time. The dwelling was built in',
        '2008 and is of masonry construction.',
      ]),
    )
    expect(got['property.yearBuilt']).toBe('2008')
  })
})
