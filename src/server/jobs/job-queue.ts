/**
 * The durable extraction queue: rows of `extraction_jobs` (migration 002), claimed with
 * SELECT … FOR UPDATE SKIP LOCKED so several worker processes share one PostgreSQL database, and
 * held by a lease (`locked_until`) the worker renews while it reads. A job whose lease expired
 * belonged to a worker that died: it is claimed again until `max_attempts`, then failed. The
 * document's extractionStatus/extractionProgress mirror the job, in the same transaction.
 */
import { randomUUID } from 'node:crypto'
import type { Db, Queryable } from '../db/client'
import { JOB_MESSAGES } from './job-messages'
import {
  recordExtractionFailed,
  recordExtractionFinished,
  recordExtractionStarted,
} from './extraction-history'

/** A claimed job. */
export interface ClaimedJob {
  readonly id: string
  readonly documentId: string
  readonly attempt: number
  readonly maxAttempts: number
}

/** Attempts before a job that keeps crashing its worker is failed. */
export const DEFAULT_MAX_ATTEMPTS = 3

/**
 * Queues the extraction of a document: status `queued`, progress 0, a fresh extractionStartedAt
 * A document already queued or running keeps its job (no second one).
 */
export async function enqueueExtraction(
  q: Queryable,
  documentId: string,
  userId: string | null,
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
): Promise<void> {
  const active = await q.query(
    `SELECT id FROM extraction_jobs WHERE document_id = $1 AND state IN ('queued', 'running')`,
    [documentId],
  )
  if (active.length > 0) return
  await q.query(
    `INSERT INTO extraction_jobs (id, document_id, max_attempts) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [randomUUID(), documentId, maxAttempts],
  )
  await q.query(
    `UPDATE documents SET extraction_status = 'queued', extraction_progress = 0,
            extraction_started_at = now(), extraction_error = NULL
      WHERE id = $1`,
    [documentId],
  )
  await recordExtractionStarted(q, documentId, userId)
}

/**
 * Fails the jobs whose lease expired on their last attempt (their worker died every time) and
 * returns how many. Run before claiming, so they never wait forever.
 */
export async function failExhaustedJobs(db: Db): Promise<number> {
  return db.tx(async (q) => {
    const rows = await q.query<{ id: string; document_id: string; attempts: number }>(
      `SELECT id, document_id, attempts FROM extraction_jobs
        WHERE state = 'running' AND locked_until < now() AND attempts >= max_attempts
        FOR UPDATE SKIP LOCKED`,
    )
    for (const r of rows) {
      await finishFailed(q, r.id, r.document_id, JOB_MESSAGES.workerDied(r.attempts))
    }
    return rows.length
  })
}

/**
 * Claims the oldest runnable job — queued and due, or running with an expired lease (its worker
 * died; this is the retry) — and marks it and its document `running`.
 */
export async function claimJob(
  db: Db,
  workerId: string,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  return db.tx(async (q) => {
    const rows = await q.query<{
      id: string
      document_id: string
      attempts: number
      max_attempts: number
    }>(
      `SELECT id, document_id, attempts, max_attempts FROM extraction_jobs
        WHERE (state = 'queued' AND run_after <= now())
           OR (state = 'running' AND locked_until < now() AND attempts < max_attempts)
        ORDER BY created_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED`,
    )
    const job = rows[0]
    if (job === undefined) return null
    await q.query(
      `UPDATE extraction_jobs
          SET state = 'running', attempts = attempts + 1, locked_by = $2,
              locked_until = now() + make_interval(secs => $3), updated_at = now()
        WHERE id = $1`,
      [job.id, workerId, leaseMs / 1000],
    )
    await q.query(
      `UPDATE documents SET extraction_status = 'running', extraction_progress = 0,
              extraction_error = NULL
        WHERE id = $1`,
      [job.document_id],
    )
    return {
      id: job.id,
      documentId: job.document_id,
      attempt: job.attempts + 1,
      maxAttempts: job.max_attempts,
    }
  })
}

/**
 * Renews a job's lease and records its progress (0..100) on the document. Returns false when the
 * job is no longer this worker's (its lease expired and another worker took it over).
 */
export async function reportProgress(
  db: Db,
  job: ClaimedJob,
  workerId: string,
  leaseMs: number,
  progress: number | null,
): Promise<boolean> {
  return db.tx(async (q) => {
    const held = await q.query(
      `UPDATE extraction_jobs SET locked_until = now() + make_interval(secs => $3),
              updated_at = now()
        WHERE id = $1 AND locked_by = $2 AND state = 'running'
        RETURNING id`,
      [job.id, workerId, leaseMs / 1000],
    )
    if (held.length === 0) return false
    if (progress !== null) {
      await q.query(
        `UPDATE documents SET extraction_progress = $2
          WHERE id = $1 AND extraction_status = 'running'`,
        [job.documentId, progress],
      )
    }
    return true
  })
}

/** Whether this worker still holds the job (checked inside the finishing transaction). */
async function stillHeld(q: Queryable, job: ClaimedJob, workerId: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT id FROM extraction_jobs WHERE id = $1 AND locked_by = $2 AND state = 'running'
      FOR UPDATE`,
    [job.id, workerId],
  )
  return rows.length > 0
}

/**
 * Finishes a job as done: `write` stores the results (in the same transaction), then the job and
 * the document are marked done with progress 100. False when the job is no longer held.
 */
export async function completeJob(
  db: Db,
  job: ClaimedJob,
  workerId: string,
  result: unknown,
  write: (q: Queryable) => Promise<void>,
): Promise<boolean> {
  return db.tx(async (q) => {
    if (!(await stillHeld(q, job, workerId))) return false
    await write(q)
    await q.query(
      `UPDATE extraction_jobs SET state = 'done', locked_by = NULL, locked_until = NULL,
              last_error = NULL, result = $2::jsonb, updated_at = now()
        WHERE id = $1`,
      [job.id, JSON.stringify(result)],
    )
    await q.query(
      `UPDATE documents SET extraction_status = 'done', extraction_progress = 100,
              extraction_error = NULL
        WHERE id = $1`,
      [job.documentId],
    )
    await recordExtractionFinished(q, job.documentId, result)
    return true
  })
}

async function finishFailed(
  q: Queryable,
  jobId: string,
  documentId: string,
  reason: string,
): Promise<void> {
  await q.query(
    `UPDATE extraction_jobs SET state = 'failed', locked_by = NULL, locked_until = NULL,
            last_error = $2, updated_at = now()
      WHERE id = $1`,
    [jobId, reason],
  )
  await q.query(
    `UPDATE documents SET extraction_status = 'failed', extraction_error = $2 WHERE id = $1`,
    [documentId, reason],
  )
  await recordExtractionFailed(q, documentId, reason)
}

/** Fails a job for good with its reason (a document that cannot be read is not retried). */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  workerId: string,
  reason: string,
): Promise<void> {
  await db.tx(async (q) => {
    if (await stillHeld(q, job, workerId)) await finishFailed(q, job.id, job.documentId, reason)
  })
}

/**
 * A crashed attempt: queued again after `retryDelayMs` while attempts remain, otherwise failed
 * with the reason (a crashed job is retried, then marked failed, so no job is stuck forever).
 */
export async function retryOrFail(
  db: Db,
  job: ClaimedJob,
  workerId: string,
  reason: string,
  retryDelayMs: number,
): Promise<'retried' | 'failed'> {
  return db.tx(async (q) => {
    if (!(await stillHeld(q, job, workerId))) return 'retried'
    if (job.attempt >= job.maxAttempts) {
      await finishFailed(q, job.id, job.documentId, JOB_MESSAGES.gaveUp(job.attempt, reason))
      return 'failed'
    }
    await q.query(
      `UPDATE extraction_jobs SET state = 'queued', locked_by = NULL, locked_until = NULL,
              last_error = $2, run_after = now() + make_interval(secs => $3), updated_at = now()
        WHERE id = $1`,
      [job.id, reason, retryDelayMs / 1000],
    )
    await q.query(
      `UPDATE documents SET extraction_status = 'queued', extraction_progress = 0 WHERE id = $1`,
      [job.documentId],
    )
    return 'retried'
  })
}

/**
 * Gives a job back on a clean shutdown (the server stops mid-job): queued again without using up
 * an attempt, so the next start (or another worker) reads it from the beginning.
 */
export async function releaseJob(db: Db, job: ClaimedJob, workerId: string): Promise<void> {
  await db.tx(async (q) => {
    if (!(await stillHeld(q, job, workerId))) return
    await q.query(
      `UPDATE extraction_jobs SET state = 'queued', attempts = greatest(attempts - 1, 0),
              locked_by = NULL, locked_until = NULL, run_after = now(), updated_at = now()
        WHERE id = $1`,
      [job.id],
    )
    await q.query(
      `UPDATE documents SET extraction_status = 'queued', extraction_progress = 0 WHERE id = $1`,
      [job.documentId],
    )
  })
}
