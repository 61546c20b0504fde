import { describe, expect, it } from 'vitest'
import { benchRow, formatMarkdown, formatTable, goal } from '../../bench/report'

describe('bench rows', () => {
  it('computes the ratio to the baseline and judges a ratio goal', () => {
    const r = benchRow('server', 'case pair', 600, 'req/s', {
      baseline: 1000,
      against: 'SQL floor',
      goal: goal('ratio', '>=', 0.67),
    })
    expect(r.ratio).toBeCloseTo(0.6)
    expect(r.met).toBe(false)
    expect(
      benchRow('s', 'f', 700, 'req/s', { baseline: 1000, goal: goal('ratio', '>=', 0.67) }).met,
    ).toBe(true)
  })

  it('judges a value goal with or without a baseline, and has no verdict without a goal', () => {
    expect(benchRow('s', 'p99', 24.9, 'ms', { goal: goal('value', '<', 25) }).met).toBe(true)
    expect(benchRow('s', 'p99', 25, 'ms', { goal: goal('value', '<', 25) }).met).toBe(false)
    expect(benchRow('s', 'p99', 25, 'ms', { goal: goal('value', '<=', 25) }).met).toBe(true)
    const bare = benchRow('s', 'figure', 3, 'ms')
    expect([bare.ratio, bare.met, bare.baseline]).toEqual([null, null, null])
    // A ratio goal without a baseline cannot be judged.
    expect(benchRow('s', 'f', 3, 'ms', { goal: goal('ratio', '<=', 1.5) }).met).toBeNull()
  })

  it('prints every row with its baseline, ratio, goal and verdict', () => {
    const rows = [
      benchRow('server', 'case pair', 1234.5, 'req/s', {
        baseline: 2000,
        against: 'SQL floor',
        goal: goal('value', '>=', 1000),
      }),
      benchRow('ui', 'toggle p95', 36.7, 'ms', { goal: goal('value', '<', 50) }),
    ]
    const text = formatTable(rows)
    expect(text).toContain('1,235 req/s')
    expect(text).toContain('2,000 req/s (SQL floor)')
    expect(text).toContain('0.617x')
    expect(text).toContain('≥ 1,000 req/s')
    expect(text.split('\n')).toHaveLength(4)
    expect(formatMarkdown(rows).split('\n')[3]).toBe(
      '| ui | toggle p95 | 36.7 ms |  |  | < 50 ms | yes |',
    )
  })
})
