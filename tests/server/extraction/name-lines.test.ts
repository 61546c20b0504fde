/**
 * Names printed over several lines in a narrow box: each further line joins when it sits tight
 * under the one above, starts where it starts and reads as a name's words; a name left hanging on
 * a joining word answers nothing.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { ASPECT, words } from './token-grid'

function extract(tokens: TextToken[]): Record<string, string> {
  const found = selectResults(
    matchLines(buildLines(tokens, ASPECT), ASPECT).map((c) => ({
      ...c,
      source: 'text-layer' as const,
    })),
  )
  return Object.fromEntries(found.map((r) => [r.field, r.normalized]))
}

describe('a name over three lines', () => {
  it('reads every line of a lender whose name wraps twice, and stops at its loan line', () => {
    const got = extract([
      ...words('MORTGAGEE', 40, 100),
      ...words('Wapsipinicon Valley Federal Savings', 40, 112),
      ...words('and Loan Association of Eastern', 40, 124),
      ...words('Iowa', 40, 136),
      ...words('Loan # 55-10293', 40, 148),
    ])
    expect(got['policy.mortgagee']).toBe(
      'Wapsipinicon Valley Federal Savings and Loan Association of Eastern Iowa',
    )
  })

  it('reads a long second line of name words beside another column', () => {
    const got = extract([
      ...words('Insured by:', 40, 100),
      ...words('Quarry Hollow Grange Mutual Fire', 150, 100),
      ...words('Insurance Society of Benton County', 150, 112),
      ...words('Agent:', 40, 140),
      ...words('Oxbow Agency', 150, 140),
    ])
    expect(got['policy.carrier']).toBe(
      'Quarry Hollow Grange Mutual Fire Insurance Society of Benton County',
    )
  })

  it("joins a name's last word printed beside another column's amount", () => {
    const got = extract([
      ...words('Late fee', 40, 100),
      ...words('$15.00', 230, 100),
      ...words('INSURED BY', 300, 100),
      ...words('Harrow Ridge Property and Casualty', 300, 112),
      ...words('Minimum due', 40, 124),
      ...words('$1,383.41', 215, 124),
      ...words('Company', 300, 124),
    ])
    expect(got['policy.carrier']).toBe('Harrow Ridge Property and Casualty Company')
  })

  it('does not run a name on into a sentence or a loosely spaced line', () => {
    const got = extract([
      ...words('Mortgagee:', 40, 100),
      ...words('Driftless Area Savings Bank', 150, 100),
      ...words('of Prairie du Chien', 150, 112),
      ...words('please send notices to this office', 150, 124),
      ...words('Carrier:', 40, 180),
      ...words('Coulee Region Mutual', 150, 180),
      ...words('Insurance Company', 150, 192),
      ...words('Wisconsin', 150, 212),
    ])
    expect(got['policy.mortgagee']).toBe('Driftless Area Savings Bank of Prairie du Chien')
    expect(got['policy.carrier']).toBe('Coulee Region Mutual Insurance Company')
  })

  it('abstains from a name whose lines stop on a joining word', () => {
    const got = extract([
      ...words('Mortgagee:', 40, 100),
      ...words('Farmers Savings Bank and Trust Company', 150, 100),
      ...words('of Greater Northern Wisconsin and', 150, 112),
      ...words('1200 Main Street', 150, 124),
    ])
    expect(got['policy.mortgagee']).toBeUndefined()
  })
})
