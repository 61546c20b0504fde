/**
 * The PUTs a store is receiving: how many are in flight and when the last one ended. Background
 * work on the same machine (the search indexer reading the files just sent) waits while files
 * arrive, so that a batch of uploads is not slowed by work on its own first files.
 */
export type PutActivity = {
  /** A PUT starts; call the returned function when it ends, however it ends. */
  readonly begin: () => () => void
  /** Milliseconds since the last PUT ended: 0 while one is in flight, Infinity before any. */
  readonly quietForMs: () => number
}

export function createPutActivity(now: () => number = () => performance.now()): PutActivity {
  let inFlight = 0
  let lastEnded = -Infinity
  return {
    begin() {
      inFlight++
      let ended = false
      return () => {
        if (ended) return
        ended = true
        inFlight--
        lastEnded = now()
      }
    },
    quietForMs: () => (inFlight > 0 ? 0 : now() - lastEnded),
  }
}

/** How long background work waits for uploads to go quiet before it may run. */
export const UPLOAD_QUIET_MS = 500
/** The longest background work waits behind a stream of uploads before it runs beside them. */
export const MAX_UPLOAD_DEFER_MS = 30_000

/**
 * How long to wait now (0: go ahead), given how long the store has been quiet and how long the
 * work has already been waiting: until uploads have been quiet for `quietMs`, but never longer in
 * all than `maxDeferMs`, so a stream of uploads that never pauses delays it, not starves it.
 */
export function uploadPauseMs(
  quietForMs: number,
  deferredForMs: number,
  quietMs = UPLOAD_QUIET_MS,
  maxDeferMs = MAX_UPLOAD_DEFER_MS,
): number {
  if (quietForMs >= quietMs || deferredForMs >= maxDeferMs) return 0
  return Math.min(quietMs - quietForMs, maxDeferMs - deferredForMs)
}
