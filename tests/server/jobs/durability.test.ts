/**
 * Extraction durability: per-page progress of a scanned PDF, a restart mid-job that resumes, a job
 * whose worker died (expired lease) retried and then failed, and a crashing extraction thread
 * retried and then failed with its reason. Real server, PGlite data folder reopened.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import { startJobWorker } from '../../../src/server/jobs/job-worker'
import { TriggerExtractionDocument } from '../../../src/shared/graphql/operations.generated'
import { canDrawText, declarationsPdf, scannedPdf } from './fixtures'
import {
  gqlOk,
  startServer,
  statusOf,
  tempDir,
  type TempDir,
  uploadDocument,
  waitFinished,
  waitFor,
} from './helpers'

const temps: TempDir[] = []
const servers: CaseServer[] = []
afterAll(async () => {
  for (const s of servers) await s.close()
  for (const t of temps) await t.remove()
})

function folder(): string {
  const t = tempDir('jobs-durable-')
  temps.push(t)
  return t.dir
}

async function start(dir: string, options: Parameters<typeof startServer>[2] = {}) {
  const s = await startServer(dir, undefined, options)
  servers.push(s)
  return s
}

async function jobRow(s: CaseServer, documentId: string) {
  const rows = await s.services.db.query<{ state: string; attempts: number; last_error: string }>(
    `SELECT state, attempts, last_error FROM extraction_jobs WHERE document_id = $1
      ORDER BY created_at DESC LIMIT 1`,
    [documentId],
  )
  return rows[0]!
}

describe.skipIf(!canDrawText())('scanned PDF: progress and restart (canvas has fonts)', () => {
  it('reports progress per page and resumes after a restart mid-job', async () => {
    const dir = folder()
    let s = await start(dir)
    const id = await uploadDocument(s, 'scan.pdf', 'application/pdf', await scannedPdf(4))
    await gqlOk(s.graphqlUrl, TriggerExtractionDocument, { id }, s.token)
    const current = s
    const partial = await waitFor(
      async () => {
        const st = await statusOf(current, id)
        const p = st.extractionProgress ?? 0
        return st.extractionStatus === 'running' && p > 0 && p < 100 ? st : undefined
      },
      120_000,
      'partial progress',
    )
    expect(partial.extractionProgress).toBe(25) // one page of four

    await s.close()
    s = await start(dir)
    const after = await statusOf(s, id)
    expect(['queued', 'running']).toContain(after.extractionStatus)
    const final = await waitFinished(s, id, 180_000)
    expect(final).toMatchObject({ extractionStatus: 'done', extractionProgress: 100 })
    // The clean shutdown gave the job back: the resumed run is still its first attempt.
    expect(await jobRow(s, id)).toMatchObject({ state: 'done', attempts: 1 })
  }, 300_000)
})

describe('crashed workers and threads', () => {
  it('retries a job whose worker died (lease expired), then fails it after the last attempt', async () => {
    const s = await start(folder(), { worker: false })
    const retried = await uploadDocument(s, 'a.pdf', 'application/pdf', await declarationsPdf())
    const exhausted = await uploadDocument(s, 'b.pdf', 'application/pdf', await declarationsPdf())
    for (const id of [retried, exhausted])
      await gqlOk(s.graphqlUrl, TriggerExtractionDocument, { id }, s.token)
    // What a worker process killed mid-job leaves behind: running, its lease in the past.
    await s.services.db.query(
      `UPDATE extraction_jobs SET state = 'running', locked_by = 'dead-worker',
              locked_until = now() - interval '1 second',
              attempts = CASE WHEN document_id = $1 THEN 1 ELSE max_attempts END
        WHERE document_id IN ($1, $2)`,
      [retried, exhausted],
    )
    await s.services.db.query(
      `UPDATE documents SET extraction_status = 'running' WHERE id IN ($1, $2)`,
      [retried, exhausted],
    )
    const worker = startJobWorker({ db: s.services.db, objects: s.services.objects, pollMs: 50 })
    try {
      expect(await waitFinished(s, retried)).toMatchObject({ extractionStatus: 'done' })
      expect(await jobRow(s, retried)).toMatchObject({ state: 'done', attempts: 2 })
      expect(await waitFinished(s, exhausted)).toMatchObject({ extractionStatus: 'failed' })
      expect(await jobRow(s, exhausted)).toMatchObject({
        state: 'failed',
        last_error: 'The extraction worker stopped while reading this document (3 attempts).',
      })
    } finally {
      await worker.stop()
    }
  }, 120_000)

  it('retries a job whose extraction process crashes, then marks it failed with the reason', async () => {
    // A heap limit far too small for the engine: the extraction process dies on every attempt.
    const s = await start(folder(), { workerOptions: { memoryMb: 2 } })
    const id = await uploadDocument(s, 'c.pdf', 'application/pdf', await declarationsPdf())
    await gqlOk(s.graphqlUrl, TriggerExtractionDocument, { id }, s.token)
    expect(await waitFinished(s, id)).toMatchObject({ extractionStatus: 'failed' })
    const job = await jobRow(s, id)
    expect(job.state).toBe('failed')
    expect(job.attempts).toBe(3)
    // The reason in plain words first; the technical detail follows in brackets.
    expect(job.last_error).toMatch(
      /^Extraction failed after 3 attempts: The extraction process stopped while reading the document: it ran out of memory \(/,
    )
  }, 120_000)
})
