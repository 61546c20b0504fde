/**
 * Long calls (an upload batch, an archive) as jobs with ids minted here: the start call returns
 * the id at once (progress events carry it), `result` waits for the outcome, `cancel` aborts.
 * A finished job's outcome is kept for RESULT_TTL_MS so a reloaded page can still fetch it.
 */
import { randomUUID } from 'node:crypto'
import { HandlerError } from './handlers/handler-error'

/** How long a finished job's outcome waits to be fetched. */
export const RESULT_TTL_MS = 10 * 60_000

type Job<T> = { readonly controller: AbortController; readonly outcome: Promise<T> }

export type Jobs<T> = {
  /** Starts `run` under a new id; the id is known before the work begins. */
  readonly start: (run: (id: string, signal: AbortSignal) => Promise<T>) => string
  /** The job's outcome (rejects as the job did); unknown ids are `not-found`. */
  readonly result: (id: string) => Promise<T>
  /** Aborts a running job; false when there is none with that id (or it has finished). */
  readonly cancel: (id: string) => boolean
  readonly abortAll: () => void
}

/** A registry of jobs of one kind (`what` names it in errors: "upload", "archive"). */
export function createJobs<T>(what: string, ttlMs = RESULT_TTL_MS): Jobs<T> {
  const jobs = new Map<string, Job<T>>()
  const running = new Set<string>()
  return {
    start: (run) => {
      const id = randomUUID()
      const controller = new AbortController()
      running.add(id)
      const outcome = Promise.resolve()
        .then(() => run(id, controller.signal))
        .finally(() => {
          running.delete(id)
          setTimeout(() => jobs.delete(id), ttlMs).unref()
        })
      outcome.catch(() => undefined) // fetched by `result`, maybe never: no unhandled rejection
      jobs.set(id, { controller, outcome })
      return id
    },
    result: (id) => {
      const job = jobs.get(id)
      if (job === undefined) {
        return Promise.reject(new HandlerError('not-found', `No ${what} ${id}`))
      }
      return job.outcome
    },
    cancel: (id) => {
      if (!running.has(id)) return false
      jobs.get(id)!.controller.abort()
      return true
    },
    abortAll: () => {
      for (const id of running) jobs.get(id)!.controller.abort()
    },
  }
}
