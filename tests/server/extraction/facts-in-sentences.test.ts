/**
 * A policy's facts stated in running text, as letters, affidavits and endorsements write them:
 * the hour a term starts before its date, a period caption wrapped to the start of a line, the
 * premium "charged for that period", a limit whose caption ends in "limit of", and the negative
 * cases that must give no value (another term's premium).
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

/** One text per line, down the left margin, like a typed letter. */
const page = (lines: readonly string[]): TextToken[] =>
  lines.flatMap((s, i) => words(s, 48, 100 + i * 14, 10).map((t) => ({ ...t, font: 'f1' })))

describe('the hour a term starts at, before its date', () => {
  it('reads the dates after "at 12:01 a.m. standard time on"', () => {
    const got = extract(
      page([
        'Coverage begins at 12:01 a.m. standard time on 13 March 2027 and ends at 12:01 a.m. on 13 March 2028 at the location.',
      ]),
    )
    expect(got['policy.effectiveDate']).toBe('2027-03-13')
    expect(got['policy.expirationDate']).toBe('2028-03-13')
  })

  it('takes no date that an hour does not lead to ("begins at noon")', () => {
    const got = extract(page(['Coverage begins at noon after the inspection of 13 March 2027.']))
    expect(got['policy.effectiveDate']).toBeUndefined()
  })
})

describe('a period caption wrapped to the start of a line', () => {
  it('reads "for the policy / period August 26, 2024 through August 26, 2025"', () => {
    const got = extract(
      page([
        'This letter confirms that the company has issued the homeowners policy described, for the policy',
        'period August 26, 2024 through August 26, 2025, both days at 12:01 a.m. standard time.',
      ]),
    )
    expect(got['policy.effectiveDate']).toBe('2024-08-26')
    expect(got['policy.expirationDate']).toBe('2025-08-26')
  })

  it('reads the day before the month ("period from 8 July 2027 to 8 July 2028")', () => {
    const got = extract(
      page([
        'The company has issued the dwelling policy referenced above, for the policy',
        'period from 8 July 2027 to 8 July 2028, both days at 12:01 a.m. local time.',
      ]),
    )
    expect(got['policy.effectiveDate']).toBe('2027-07-08')
    expect(got['policy.expirationDate']).toBe('2028-07-08')
  })
})

describe('the premium of the term in a sentence', () => {
  it('reads "the annual premium charged for that period was"', () => {
    const got = extract(
      page([
        '4. The annual premium charged for that period was $1,258.79; the premium for the preceding',
        'term was $1,153.29.',
      ]),
    )
    expect(got['policy.premium']).toBe('1258.79')
  })

  it('reads "the premium for the full policy term is"', () => {
    const got = extract(
      page(['The premium for the full policy term is $2,990.78, of which $749.70 is past due.']),
    )
    expect(got['policy.premium']).toBe('2990.78')
  })

  it('takes no premium "for the preceding term"', () => {
    const got = extract(page(['The premium for the preceding term was $1,153.29.']))
    expect(got['policy.premium']).toBeUndefined()
  })
})

describe('a limit whose caption ends in its joining word', () => {
  it('reads "for a Coverage A limit of $230,000"', () => {
    const got = extract(
      page([
        '3. The policy insures the rental dwelling described, for a Coverage A limit of $230,000 subject',
        'to the deductible shown.',
      ]),
    )
    expect(got['policy.coverageAmount']).toBe('230000')
  })
})
