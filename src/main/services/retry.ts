/**
 * Retries with exponential backoff and jitter for transient failures (network errors, 5xx):
 * uploads survive a flaky Wi-Fi or a server restart without creating duplicates, because every
 * retried step is idempotent (a file's retries carry the same attempt id, and the server
 * registers one document per user + case + sha256 + attempt). The retries last up to a total
 * time rather than a count, so they outlast a server restart (seconds), not just a blip.
 */

/** How long a step is retried by default: longer than a server takes to restart. */
export const DEFAULT_RETRY_FOR_MS = 60_000

export type RetryOptions = {
  /** Attempts in total, the first one included; default: as many as `totalMs` allows. */
  readonly attempts?: number
  /** Stop retrying once this much time has passed since the first attempt (default 60 s). */
  readonly totalMs?: number
  readonly baseDelayMs?: number
  readonly maxDelayMs?: number
  readonly signal?: AbortSignal
  /** Whether an error is worth another attempt. */
  readonly isRetryable: (err: unknown) => boolean
  /** Called before each wait, with the error and the delay about to be waited. */
  readonly onRetry?: (err: unknown, attempt: number, delayMs: number) => void
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal!.reason as Error)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * Runs `task` until it succeeds, a non-retryable error occurs, or the attempts or the total time
 * run out. Delays double from `baseDelayMs` up to `maxDelayMs`, each drawn between half and all
 * of that (jitter: many clients cut off by the same restart do not return in lockstep).
 */
export async function withRetry<T>(
  task: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const attempts = options.attempts ?? Infinity
  const deadline = Date.now() + (options.totalMs ?? DEFAULT_RETRY_FOR_MS)
  const base = options.baseDelayMs ?? 250
  const max = options.maxDelayMs ?? 5000
  for (let attempt = 1; ; attempt++) {
    try {
      return await task(attempt)
    } catch (err) {
      if (options.signal?.aborted || attempt >= attempts || !options.isRetryable(err)) throw err
      const ceiling = Math.min(max, base * 2 ** (attempt - 1))
      const delay = Math.min(ceiling / 2 + Math.random() * (ceiling / 2), deadline - Date.now())
      if (delay <= 0) throw err
      options.onRetry?.(err, attempt, delay)
      await sleep(delay, options.signal)
    }
  }
}
