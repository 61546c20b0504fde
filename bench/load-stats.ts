/**
 * Load shapes shared by the benches, for any async operation (an HTTP request in the load
 * generator's process, a SQL statement in the bench's own): a closed loop (N clients, each sending
 * the next request when the last is answered: throughput) and an open loop at a fixed rate
 * (requests sent on schedule whatever the answers; latency counted from each request's scheduled
 * time, so a stall cannot hide the requests queued behind it: no coordinated omission).
 */

export type LoadResult = {
  /** Operations answered per second over the run. */
  readonly perSecond: number
  readonly count: number
  readonly seconds: number
  readonly p50: number
  readonly p90: number
  readonly p99: number
  readonly max: number
  /** Operations that failed (a non-2xx status, a refused connection, a thrown error). */
  readonly failed: number
}

/** Percentiles of latencies in ms (sorts `lat` in place). */
export function summarise(lat: number[], seconds: number, failed: number): LoadResult {
  lat.sort((a, b) => a - b)
  const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))] ?? 0
  return {
    perSecond: lat.length / seconds,
    count: lat.length,
    seconds,
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    max: lat[lat.length - 1] ?? 0,
    failed,
  }
}

/** An operation: `n` counts every call of the run (requests alternate on it); true = success. */
export type Operation = (n: number) => Promise<boolean>

/** `clients` loops, each calling `op` as soon as its last call is answered, for `ms`. */
export async function closedLoop(op: Operation, clients: number, ms: number): Promise<LoadResult> {
  const lat: number[] = []
  let failed = 0
  let n = 0
  const t0 = performance.now()
  const end = t0 + ms
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const s = performance.now()
        if (!(await op(n++))) failed++
        lat.push(performance.now() - s)
      }
    }),
  )
  return summarise(lat, (performance.now() - t0) / 1000, failed)
}

/** Calls `op` `rate` times a second for `ms` whatever the answers; latency from the schedule. */
export async function fixedRate(op: Operation, rate: number, ms: number): Promise<LoadResult> {
  const lat: number[] = []
  let failed = 0
  const total = Math.max(1, Math.round((rate * ms) / 1000))
  const pending: Promise<void>[] = []
  const t0 = performance.now()
  const one = async (i: number, scheduled: number) => {
    let ok = false
    try {
      ok = await op(i)
    } finally {
      if (!ok) failed++
      lat.push(performance.now() - scheduled)
    }
  }
  for (let i = 0; i < total;) {
    // Every call that is due goes out now (a timer may wake late on a busy machine).
    const now = performance.now()
    while (i < total && t0 + (i * 1000) / rate <= now) {
      pending.push(one(i, t0 + (i * 1000) / rate))
      i++
    }
    if (i < total) {
      const wait = t0 + (i * 1000) / rate - performance.now()
      await new Promise((r) => setTimeout(r, Math.max(0, wait)))
    }
  }
  await Promise.allSettled(pending)
  return summarise(lat, (performance.now() - t0) / 1000, failed)
}

/** Runs `op` `count` times one after the other (one client): latencies per call. */
export async function sequential(op: Operation, count: number): Promise<LoadResult> {
  const lat: number[] = []
  let failed = 0
  const t0 = performance.now()
  for (let i = 0; i < count; i++) {
    const s = performance.now()
    if (!(await op(i))) failed++
    lat.push(performance.now() - s)
  }
  return summarise(lat, (performance.now() - t0) / 1000, failed)
}
