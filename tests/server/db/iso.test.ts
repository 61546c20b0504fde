import { describe, expect, it } from 'vitest'
import { iso, isoOrNull } from '../../../src/server/db/client'

describe('iso', () => {
  it('writes every driver timestamp as Date would: UTC, milliseconds truncated, Z', () => {
    const texts = [
      '2025-01-02T03:04:05+00:00',
      '2025-01-02T03:04:05.1+00:00',
      '2025-01-02T03:04:05.123456+00:00',
      '2025-12-31T23:59:59.999999+00:00',
      '2025-01-02T03:04:05.5+02:00',
      '2025-01-02 03:04:05.25-05',
      '0099-06-01T00:00:00+00:00',
    ]
    for (const t of texts) expect(iso(t), t).toBe(new Date(t).toISOString())
    const d = new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 678))
    expect(iso(d)).toBe('2025-01-02T03:04:05.678Z')
    expect(isoOrNull(null)).toBeNull()
  })
})
