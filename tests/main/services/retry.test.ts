/** Retries last up to a total time (longer than a server restart), with growing, jittered waits. */
import { describe, expect, it } from 'vitest'
import { withRetry } from '../../../src/main/services/retry'

describe('withRetry', () => {
  it('keeps retrying a transient failure until the total time is spent, then gives up', async () => {
    const delays: number[] = []
    const t0 = Date.now()
    let calls = 0
    await expect(
      withRetry(
        async () => {
          calls++
          throw new Error('connect ECONNREFUSED')
        },
        {
          totalMs: 400,
          baseDelayMs: 20,
          maxDelayMs: 100,
          isRetryable: () => true,
          onRetry: (_err, _attempt, delay) => delays.push(delay),
        },
      ),
    ).rejects.toThrow('ECONNREFUSED')
    const elapsed = Date.now() - t0
    expect(elapsed).toBeGreaterThanOrEqual(380)
    expect(elapsed).toBeLessThan(2_000)
    expect(calls).toBe(delays.length + 1)
    // Doubling with jitter: each wait lies between half and all of its ceiling.
    expect(delays[0]).toBeGreaterThanOrEqual(10)
    expect(delays[0]).toBeLessThanOrEqual(20)
    expect(Math.max(...delays)).toBeLessThanOrEqual(100)
  })

  it('succeeds once the failure passes, and never retries what is not transient', async () => {
    let calls = 0
    const value = await withRetry(
      async () => {
        if (++calls < 3) throw new Error('503')
        return 'ok'
      },
      { baseDelayMs: 1, isRetryable: () => true },
    )
    expect([value, calls]).toEqual(['ok', 3])
    let refused = 0
    await expect(
      withRetry(
        async () => {
          refused++
          throw new Error('403')
        },
        { isRetryable: () => false },
      ),
    ).rejects.toThrow('403')
    expect(refused).toBe(1)
  })
})
