/**
 * A table of one policy's terms (a loss run's current and prior terms): the answer is the term
 * marked current, else the latest, with every value from that one row — not a prior term whose
 * number a claims list prints, nor no term at all. And a column marked as the policy going out
 * ("Renters policy (ending)") beside its successor's column gives none of the amounts.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

const w = (text: string, x: number, y: number, size = 8): TextToken[] =>
  words(text, x, y, size).map((t) => ({ ...t, font: 'f1' }))

function extract(tokens: TextToken[]): Record<string, string> {
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

type Term = [string, string, string, string, string]

/** A terms table under its captions, then a claims list naming `claimed`. */
const table = (terms: Term[], claimed: string): TextToken[] => [
  ...w('Term', 30, 150, 7),
  ...w('Policy No.', 90, 150, 7),
  ...w('Eff.', 200, 150, 7),
  ...w('Exp.', 260, 150, 7),
  ...w('Written Prem.', 340, 150, 7),
  ...terms.flatMap(([term, number, from, to, premium], i) => [
    ...w(term, 30, 168 + i * 16),
    ...w(number, 90, 168 + i * 16),
    ...w(from, 200, 168 + i * 16),
    ...w(to, 260, 168 + i * 16),
    ...w(premium, 340, 168 + i * 16),
  ]),
  ...w('CLAIMS DETAIL', 30, 300),
  ...w('CL-6584675', 30, 316),
  ...w(claimed, 120, 316),
  ...w('Water - pipe burst', 220, 316),
]

const terms: Term[] = [
  ['Current', 'BCP-2528919-85', '05/19/2031', '05/18/2032', '9,750.82'],
  ['Prior 1', 'BCP-1027440-98', '05/19/2030', '05/19/2031', '9,205.83'],
  ['Prior 2', 'BCP-1359369-16', '05/19/2029', '05/19/2030', '8,119.29'],
]

describe("a table of one policy's terms", () => {
  it('answers from the term marked current, though a claim names a prior term', () => {
    const got = extract(table(terms, 'BCP-1027440-98'))
    expect(got['policy.policyNumber']).toBe('BCP-2528919-85')
    expect(got['policy.effectiveDate']).toBe('2031-05-19')
    expect(got['policy.expirationDate']).toBe('2032-05-18')
    expect(got['policy.premium']).toBe('9750.82')
  })

  it('answers from the latest term when no row is marked current', () => {
    const unmarked: Term[] = [
      ['1', 'BCP-1359369-16', '05/19/2029', '05/19/2030', '8,119.29'],
      ['2', 'BCP-1027440-98', '05/19/2030', '05/19/2031', '9,205.83'],
      ['3', 'BCP-2528919-85', '05/19/2031', '05/18/2032', '9,750.82'],
    ]
    const got = extract(table(unmarked, 'BCP-1359369-16'))
    expect(got['policy.policyNumber']).toBe('BCP-2528919-85')
    expect(got['policy.premium']).toBe('9750.82')
  })

  it('answers from the term marked current over a later one not yet in force', () => {
    const quoted: Term[] = [
      ['Quoted', 'BCP-2528919-85', '05/19/2031', '05/18/2032', '9,750.82'],
      ['Current', 'BCP-1027440-98', '05/19/2030', '05/19/2031', '9,205.83'],
      ['Prior', 'BCP-1359369-16', '05/19/2029', '05/19/2030', '8,119.29'],
    ]
    const got = extract(table(quoted, 'BCP-1359369-16'))
    expect(got['policy.policyNumber']).toBe('BCP-1027440-98')
    expect(got['policy.premium']).toBe('9205.83')
  })
})

describe('a column of the policy going out', () => {
  it("gives none of the ending policy's amounts beside its successor's", () => {
    const got = extract([
      ...w('Coverage', 30, 150, 7),
      ...w('Renters policy (ending)', 260, 150, 7),
      ...w('Homeowners binder', 420, 150, 7),
      ...w('Deductible, all perils', 30, 168),
      ...w('USD 500', 260, 168),
      ...w('USD 2,000', 420, 168),
      ...w('Annual premium', 30, 184),
      ...w('USD 434.36', 260, 184),
      ...w('USD 2,457.66', 420, 184),
    ])
    expect(got['policy.deductible']).toBe('2000')
    expect(got['policy.premium']).toBe('2457.66')
  })
})
