/**
 * Retries with exponential backoff and jitter for transient failures (network errors, 5xx):
 * uploads survive a flaky Wi-Fi or a server restart without creating duplicates, because every
 * retried step is idempotent (the same clientKey signs the same directUploadKey).
 */

export type RetryOptions = {
  /** Attempts in total, the first one included. */
  readonly attempts?: number
  readonly baseDelayMs?: number
  readonly maxDelayMs?: number
  readonly signal?: AbortSignal
  /** Whether an error is worth another attempt. */
  readonly isRetryable: (err: unknown) => boolean
  readonly onRetry?: (err: unknown, attempt: number) => void
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

/** Runs `task` until it succeeds, a non-retryable error occurs, or the attempts run out. */
export async function withRetry<T>(
  task: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const attempts = options.attempts ?? 4
  const base = options.baseDelayMs ?? 250
  const max = options.maxDelayMs ?? 5000
  for (let attempt = 1; ; attempt++) {
    try {
      return await task(attempt)
    } catch (err) {
      if (options.signal?.aborted || attempt >= attempts || !options.isRetryable(err)) throw err
      options.onRetry?.(err, attempt)
      const delay = Math.min(max, base * 2 ** (attempt - 1))
      await sleep(delay / 2 + Math.random() * (delay / 2), options.signal)
    }
  }
}
