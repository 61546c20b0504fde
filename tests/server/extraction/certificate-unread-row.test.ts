/**
 * Certificates listing policies of several lines of business, one a row, whose property row
 * cannot be read (a scan breaks its letter or its number): no policy's number, insurer or dates
 * from the table, rather than another row's; a table of one row, or of one line of business,
 * keeps its values. Hand-made pages.
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

const pdfWords = (text: string, x: number, baseline: number, size = 8): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

/** The insurers' list and the table's captions. */
const head: TextToken[] = [
  ...pdfWords('INSURER A :', 310, 100),
  ...pdfWords('Harbor Casualty Company', 360, 100),
  ...pdfWords('INSURER B :', 310, 112),
  ...pdfWords('Bluff Fire Insurance Co.', 360, 112),
  ...pdfWords('INSR', 20, 150, 6),
  ...pdfWords('POLICY EFF', 340, 150, 6),
  ...pdfWords('POLICY EXP', 390, 150, 6),
  ...pdfWords('LTR', 20, 157, 6),
  ...pdfWords('TYPE OF INSURANCE', 70, 157, 6),
  ...pdfWords('POLICY NUMBER', 230, 157, 6),
]

/** A row: its description on the line above, then its letter, number and dates. */
function row(y: number, description: string, letter: string, number: string): TextToken[] {
  return [
    ...pdfWords(description, 50, y - 20),
    ...pdfWords(letter, 24, y),
    ...pdfWords(number, 220, y),
    ...pdfWords('7/2/2027', 340, y),
    ...pdfWords('7/2/2028', 390, y),
  ]
}

/** A property row broken by a scan: its letter read as "[3", its number alone on the next line. */
const brokenPropertyRow: TextToken[] = [
  ...pdfWords('COMMERCIAL PROPERTY', 50, 300),
  ...pdfWords('[3', 24, 320),
  ...pdfWords('3/27/2027', 340, 320),
  ...pdfWords('3/27/2028', 390, 320),
  ...pdfWords('CPP-1563523', 220, 332),
]

describe('a certificate of several lines of business without a readable property row', () => {
  it("gives no other row's number, insurer or dates", () => {
    const got = extract([
      ...head,
      ...row(190, 'COMMERCIAL GENERAL LIABILITY', 'A', 'GL100200'),
      ...row(250, 'AUTOMOBILE LIABILITY ANY AUTO', 'A', 'BA300400'),
      ...brokenPropertyRow,
      ...pdfWords('DESCRIPTION OF OPERATIONS / LOCATIONS / VEHICLES', 20, 350, 6),
    ])
    expect(got['policy.policyNumber']).toBeUndefined()
    expect(got['policy.carrier']).toBeUndefined()
    expect(got['policy.effectiveDate']).toBeUndefined()
    expect(got['policy.expirationDate']).toBeUndefined()
  })

  it('keeps the values of a table of one row', () => {
    // One row naming two lines of business ("excess" and "workers compensation") is one policy.
    const got = extract([...head, ...row(190, 'EXCESS WORKERS COMPENSATION', 'A', 'XWC100200')])
    expect(got['policy.policyNumber']).toBe('XWC100200')
    expect(got['policy.effectiveDate']).toBe('2027-07-02')
  })

  it('keeps the values of rows of one line of business', () => {
    const got = extract([
      ...head,
      ...row(190, 'COMMERCIAL GENERAL LIABILITY', 'A', 'GL100200'),
      ...row(250, 'COMMERCIAL GENERAL LIABILITY', 'A', 'GL100201'),
    ])
    expect(got['policy.policyNumber']).toMatch(/^GL10020[01]$/)
    expect(got['policy.effectiveDate']).toBe('2027-07-02')
  })

  it('still takes a readable property row among the others', () => {
    const got = extract([
      ...head,
      ...row(190, 'COMMERCIAL GENERAL LIABILITY', 'A', 'GL100200'),
      ...row(320, 'COMMERCIAL PROPERTY', 'B', 'CPP-1563523'),
    ])
    expect(got['policy.policyNumber']).toBe('CPP-1563523')
    expect(got['policy.carrier']).toBe('Bluff Fire Insurance Co.')
  })
})

describe('a property row written on another row', () => {
  it('keeps the package\'s values where the property row says "same as above"', () => {
    const got = extract([
      ...head,
      ...row(190, 'COMMERCIAL GENERAL LIABILITY PACKAGE POLICY', 'A', 'BOP100200'),
      ...row(250, 'AUTOMOBILE LIABILITY ANY AUTO', 'B', 'CA300400'),
      ...pdfWords('PROPERTY', 50, 300),
      ...pdfWords('A', 24, 312),
      ...pdfWords('(PART OF PACKAGE)', 50, 312),
      ...pdfWords('SAME AS ABOVE', 220, 312),
      ...pdfWords('DESCRIPTION OF OPERATIONS / LOCATIONS / VEHICLES', 20, 340, 6),
    ])
    expect(got['policy.policyNumber']).toBe('BOP100200')
    expect(got['policy.effectiveDate']).toBe('2027-07-02')
  })
})

describe('a scanned table too broken to read any row as a policy row', () => {
  it("gives no policy's number or insurer from under the table's captions", () => {
    // Each row's second date lost: no row reads as a policy row, but each holds a number and a date.
    const got = extract([
      ...head,
      ...pdfWords('COMMERCIAL GENERAL LIABILITY', 50, 170),
      ...pdfWords('A', 24, 190),
      ...pdfWords('GL 100200', 220, 190),
      ...pdfWords('7/2/2027', 340, 190),
      ...pdfWords('AUTOMOBILE LIABILITY', 50, 230),
      ...pdfWords('A', 24, 250),
      ...pdfWords('BA 300400', 220, 250),
      ...pdfWords('7/2/2028', 390, 250),
      ...pdfWords('DESCRIPTION OF OPERATIONS / LOCATIONS / VEHICLES', 20, 350, 6),
    ])
    expect(got['policy.policyNumber']).toBeUndefined()
    expect(got['policy.carrier']).toBeUndefined()
  })
})
