/**
 * An agent's signature at the end of an e-mail or a letter names the producer: the writer, the
 * agency (alone or after the writer's title) and a contact line, marked as a signature by a
 * closing or the message's header; an insurer's or a lender's signature is no producer's.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

/** Lines down the left margin; a line's parts after "||" stand in a second cell far right. */
function producer(lines: readonly string[]): string | undefined {
  const tokens: TextToken[] = lines.flatMap((s, i) => {
    const [left, right] = s.split('||')
    const y = 100 + i * 14
    return [
      ...words(left!.trim(), 48, y),
      ...(right === undefined ? [] : words(right.trim(), 200, y)),
    ].map((t) => ({ ...t, font: 'f1' }))
  })
  const found = matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
    ...c,
    source: 'text-layer' as const,
  }))
  return selectResults(found, null).find((r) => r.field === 'policy.producer')?.normalized
}

const body = ['The renewal has been issued; the declarations are attached.']

describe("the agency an agent's signature names", () => {
  it('is read under the writer after a closing', () => {
    expect(
      producer([
        ...body,
        'Thanks,',
        'Ann Lee-Moss',
        'Harbor Light Insurance Brokers',
        '(555) 201-3344 | Lic. 0H12345',
      ]),
    ).toBe('Harbor Light Insurance Brokers')
  })

  it("is read after the writer's title in a message with a header", () => {
    expect(
      producer([
        'From: Ann Lee-Moss <alm@harbor.example>',
        'Subject: RE: Proof of coverage',
        ...body,
        'Ann Lee-Moss, CISR',
        'Account Manager || Harbor Light Insurance',
        '(555) 201-3344 || agency code 138-5194',
      ]),
    ).toBe('Harbor Light Insurance')
  })

  it("is no insurer's or lender's signature", () => {
    expect(
      producer([
        ...body,
        'Sincerely,',
        'Ann Lee-Moss',
        'Osprey Point Mutual Insurance Company',
        '(555) 201-3344',
      ]),
    ).toBeUndefined()
    expect(
      producer([
        ...body,
        'Regards,',
        'Ann Lee-Moss',
        'Blue Ridge Mortgage Brokers',
        '(555) 201-3344',
      ]),
    ).toBeUndefined()
  })

  it('is not read from a name block nothing marks as a signature', () => {
    expect(
      producer([...body, 'Ann Lee-Moss', 'Harbor Light Insurance Brokers', '(555) 201-3344']),
    ).toBeUndefined()
  })
})
