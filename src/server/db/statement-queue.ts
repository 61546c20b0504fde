/**
 * The order in which the embedded database (PGlite: one connection, running inside this thread)
 * takes work: one statement or transaction at a time, as PGlite itself must, but
 * - the urgent lane first: the object endpoint's few statements per PUT (admit, complete) never
 *   wait behind a queue of GraphQL reads;
 * - a turn of the event loop between two: PGlite runs each statement synchronously on this
 *   thread, so without a break a queue of reads would run back to back in one turn, and a PUT's
 *   body (read from its socket between turns) would get a chunk per queue instead of per
 *   statement. With it, uploads stream at disk speed while reads are served.
 */

export type Lane = 'urgent' | 'normal'

export type StatementQueue = {
  /** Runs `task` when it is its turn in `lane`; resolves or rejects with it. */
  run<T>(lane: Lane, task: () => Promise<T>): Promise<T>
}

type Job = {
  readonly task: () => Promise<unknown>
  readonly resolve: (v: unknown) => void
  readonly reject: (e: unknown) => void
}

export function createStatementQueue(): StatementQueue {
  const lanes: Record<Lane, Job[]> = { urgent: [], normal: [] }
  let busy = false
  let turnPending = false

  const next = () => {
    turnPending = false
    if (busy) return
    const job = lanes.urgent.shift() ?? lanes.normal.shift()
    if (job === undefined) return
    busy = true
    job
      .task()
      .then(job.resolve, job.reject)
      .finally(() => {
        busy = false
        // Work waiting: let the event loop take its I/O first (one turn), then the next job.
        if (lanes.urgent.length + lanes.normal.length > 0 && !turnPending) {
          turnPending = true
          setImmediate(next)
        }
      })
  }

  return {
    run<T>(lane: Lane, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        lanes[lane].push({ task, resolve: resolve as (v: unknown) => void, reject })
        // Idle: start now (no turn to wait for); otherwise the running job's end starts it.
        if (!busy && !turnPending) next()
      })
    },
  }
}
