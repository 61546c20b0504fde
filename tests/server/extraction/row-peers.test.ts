/**
 * Unlabelled values of a value's kind beside it on its line (row-peers.ts), as the label pairing
 * records them for the calibrated confidence.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { rowPeers } from '../../../src/server/extraction/row-peers'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import { ASPECT, words } from './token-grid'

const premiumOf = (tokens: ReturnType<typeof words>) =>
  matchLines(buildLines(tokens, ASPECT), ASPECT).find(
    (c) => c.field === 'policy.premium' && c.normalized === '1234',
  )

describe('values of the same kind beside a value', () => {
  it('counts an unlabelled amount in another column of the row', () => {
    const row = premiumOf([
      ...words('Annual Premium', 72, 100),
      ...words('$1,234', 250, 100),
      ...words('$1,100', 400, 100),
    ])
    expect(row?.evidence?.peers).toBe(1)
  })

  it('counts none for an amount alone after its label', () => {
    const alone = premiumOf([...words('Annual Premium', 72, 100), ...words('$1,234', 250, 100)])
    expect(alone?.evidence?.peers).toBe(0)
  })

  it('ignores labelled values, other kinds and bare numbers', () => {
    const [line] = buildLines(
      [
        ...words('Premium', 72, 100),
        ...words('$1,234', 200, 100),
        ...words('Deductible', 300, 100),
        ...words('01/05/2026', 420, 100),
        ...words('12', 520, 100),
      ],
      ASPECT,
    )
    const cells = line?.cells ?? []
    const label = cells[0]!
    const value = cells[1]!
    expect(rowPeers('Currency', line!, value, label, new Set([label, cells[2]!]))).toBe(0)
    expect(rowPeers('Date', line!, value, label, new Set([label]))).toBe(1)
    expect(rowPeers('Text', line!, value, label, new Set([label]))).toBe(0)
  })
})
