/**
 * A change said in words or in a table on small hand-made pages: an endorsement's or a renewal's
 * "increased from $250,000 to $275,000", "was $1,210, now $1,304", "(previously $250,000)", and a
 * renewal offer's "Current" | "Proposed" columns. The value in force is the new one; the one it
 * replaced is never given.
 */
import { describe, expect, it } from 'vitest'
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
  return Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
}

const run = (text: string, x: number, baseline: number): TextToken[] =>
  words(text, x, baseline).map((t) => ({ ...t, font: 'f1' }))

/** Lines of prose, one under the other. */
const prose = (...lines: string[]): TextToken[] => lines.flatMap((l, i) => run(l, 48, 80 + i * 16))

/** A table: each row's cells in columns 160 points apart. */
const table = (rows: string[][]): TextToken[] =>
  rows.flatMap((cells, i) => cells.flatMap((c, k) => run(c, 48 + 160 * k, 80 + i * 18)))

describe('a change said in a sentence', () => {
  it('takes the amount a limit was changed to, never the one it was changed from', () => {
    expect(
      extract(prose('Coverage A increased from $250,000 to $275,000.'))['policy.coverageAmount'],
    ).toBe('275000')
    expect(
      extract(prose('Dwelling limit was increased from $250,000 to $275,000 at renewal.'))[
        'policy.coverageAmount'
      ],
    ).toBe('275000')
  })
  it('reads a deductible and a premium that change from one amount to another', () => {
    expect(
      extract(prose('The deductible changes from $1,000 to $2,500.'))['policy.deductible'],
    ).toBe('2500')
    expect(
      extract(prose('Your annual premium has increased from $1,210.00 to $1,304.00 this term.'))[
        'policy.premium'
      ],
    ).toBe('1304')
  })
  it('reads "was …, now …" as the new amount', () => {
    expect(extract(prose('Premium: was $1,210, now $1,304'))['policy.premium']).toBe('1304')
  })
  it('gives no amount a change started from when the new one is not beside it', () => {
    const got = extract(prose('Coverage A increased from $250,000', 'as shown on the schedule.'))
    expect(got['policy.coverageAmount']).toBeUndefined()
  })
  it('gives no amount said to be the earlier one', () => {
    expect(
      extract(prose('Coverage A: $275,000 (previously $250,000)'))['policy.coverageAmount'],
    ).toBe('275000')
    expect(
      extract(prose('Coverage A (previously $250,000)'))['policy.coverageAmount'],
    ).toBeUndefined()
  })
  it('takes neither end of a range of options "from … to …"', () => {
    expect(
      extract(prose('Deductible: from $500 to $2,500 depending on the option chosen'))[
        'policy.deductible'
      ],
    ).toBeUndefined()
  })
  it('still reads a premium a sentence says the term "was" charged', () => {
    expect(
      extract(prose('The premium charged for the policy term was $1,256.12.'))['policy.premium'],
    ).toBe('1256.12')
  })
})

describe("a renewal offer's columns", () => {
  const rows = (old: string, next: string) => [
    ['Coverage', old, next],
    ['Dwelling', '$250,000', '$275,000'],
    ['Deductible', '$1,000', '$2,500'],
    ['Total Premium', '$1,210.00', '$1,304.00'],
  ]
  it('reads the proposed column, not the current one', () => {
    const got = extract(table(rows('Current', 'Proposed')))
    expect(got['policy.coverageAmount']).toBe('275000')
    expect(got['policy.deductible']).toBe('2500')
    expect(got['policy.premium']).toBe('1304')
  })
  it('reads the renewal term column beside the current term one', () => {
    const got = extract(table(rows('Current Term', 'Renewal Term')))
    expect(got['policy.coverageAmount']).toBe('275000')
    expect(got['policy.premium']).toBe('1304')
  })
})
