/**
 * The extraction worker loop: claims jobs from the durable queue, reads the document
 * through the server's object store, runs the EXTRACTION engine in its worker thread (off the
 * API's event loop), reports progress per page, stores the results as new extractions and marks
 * the job done or failed. Runs inside the embedded server or as separate `npm run worker`
 * processes against one PostgreSQL database.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { Readable } from 'node:stream'
import type { Db } from '../db/client'
import type { ObjectStore } from '../objects/object-store'
import { ExtractionClientError, type ExtractionClient } from '../extraction/extraction-client'
import { createExtractionThread } from '../extraction/extraction-thread'
import { createExtractionProcess, extractionProcessAvailable } from './extraction-process'
import { storeExtractionResults } from './form-data-store'
import { storeOcrPages } from '../lifecycle/search/page-store'
import {
  claimJob,
  completeJob,
  failExhaustedJobs,
  failJob,
  releaseJob,
  reportProgress,
  retryOrFail,
  type ClaimedJob,
} from './job-queue'
import { JOB_MESSAGES } from './job-messages'

export interface JobWorkerOptions {
  readonly db: Db
  readonly objects: ObjectStore
  /** How long a claimed job stays this worker's without a sign of life; default 60 s. */
  readonly leaseMs?: number
  /** How often to look for jobs when idle; default 1 s (enqueues in this process wake it). */
  readonly pollMs?: number
  /** Wait before a crashed job is tried again; default 2 s. */
  readonly retryDelayMs?: number
  /**
   * Where the engine runs, off the API's event loop: a child process at a lower scheduling
   * priority (default; the API keeps the CPU first; the worker thread when the child's entry file
   * was not built) or the engine's worker thread.
   */
  readonly isolation?: 'process' | 'thread'
  /** Heap limit of the extraction process/thread in MB (a runaway document crashes it, not us). */
  readonly memoryMb?: number
  /** Called with errors the loop survives (database unreachable, …); default console.error. */
  readonly onError?: (err: unknown) => void
}

/** A running worker loop. */
export interface JobWorker {
  readonly id: string
  /** Looks for work now (called after an enqueue in the same process). */
  wake(): void
  /** Resolves when no job is running and none is runnable (tests, the CLI's --once). */
  idle(): Promise<void>
  /** Stops: a job in progress is given back to the queue (it resumes after a restart). */
  stop(): Promise<void>
}

type DocumentRow = { direct_upload_key: string; file_type: string; size: string | number }

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

/** Starts a worker loop. */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, objects } = options
  const leaseMs = options.leaseMs ?? 60_000
  const pollMs = options.pollMs ?? 1_000
  const retryDelayMs = options.retryDelayMs ?? 2_000
  const onError = options.onError ?? ((err: unknown) => console.error('extraction worker:', err))
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  const limits = options.memoryMb !== undefined ? { maxMemoryMb: options.memoryMb } : {}
  const useProcess = options.isolation !== 'thread' && extractionProcessAvailable()
  const thread: ExtractionClient = useProcess
    ? createExtractionProcess(limits)
    : createExtractionThread(limits)

  let stopping = false
  let current: { job: ClaimedJob; abort: AbortController } | null = null
  let timer: NodeJS.Timeout | null = null
  let wakeUp: (() => void) | null = null
  let idleWaiters: (() => void)[] = []

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wakeUp = resolve
      timer = setTimeout(resolve, ms)
    }).finally(() => {
      if (timer !== null) clearTimeout(timer)
      timer = null
      wakeUp = null
    })

  const runJob = async (job: ClaimedJob): Promise<void> => {
    const abort = new AbortController()
    current = { job, abort }
    // Keep the lease alive even while one long page is being read.
    const heartbeat = setInterval(
      () => {
        reportProgress(db, job, id, leaseMs, null).then((held) => {
          // Another worker took the job over (our lease ran out): stop reading it.
          if (!held) abort.abort()
        }, onError)
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    )
    try {
      const rows = await db.query<DocumentRow>(
        `SELECT direct_upload_key, file_type, size FROM documents WHERE id = $1`,
        [job.documentId],
      )
      const doc = rows[0]
      if (doc === undefined) return // deleted with its case: the job row went with it
      if ((await objects.head(doc.direct_upload_key)) === null) {
        await failJob(db, job, id, JOB_MESSAGES.fileMissing)
        return
      }
      const bytes = await readAll(await objects.read(doc.direct_upload_key))
      let lastPercent = -1
      const output = await thread.extract({
        bytes,
        mimeType: doc.file_type,
        signal: abort.signal,
        onProgress: (done, total) => {
          // Progress per page, 0..100, so a long scan shows it moves; 100 only once the results are
          // stored.
          const percent = Math.min(99, Math.floor((100 * done) / Math.max(1, total)))
          if (percent === lastPercent) return
          lastPercent = percent
          void reportProgress(db, job, id, leaseMs, percent).catch(onError)
        },
      })
      // The OCR words go to the search pages, not into the job's stored result.
      const { ocrTexts, ...result } = output
      await completeJob(db, job, id, result, async (q) => {
        await storeExtractionResults(q, job.documentId, output.fields)
        await storeOcrPages(q, job.documentId, ocrTexts)
      })
    } catch (err) {
      if (stopping) {
        await releaseJob(db, job, id).catch(onError)
      } else if (err instanceof ExtractionClientError && err.reason !== 'crashed') {
        // A clean failure (broken, encrypted, empty, unsupported …): retrying cannot help.
        await failJob(db, job, id, err.message)
      } else {
        const reason = err instanceof Error ? err.message : String(err)
        await retryOrFail(db, job, id, reason, retryDelayMs)
      }
    } finally {
      clearInterval(heartbeat)
      current = null
    }
  }

  const loop = async (): Promise<void> => {
    while (!stopping) {
      let job: ClaimedJob | null = null
      try {
        await failExhaustedJobs(db)
        job = await claimJob(db, id, leaseMs)
      } catch (err) {
        if (!stopping) onError(err)
      }
      if (job !== null) {
        await runJob(job).catch(onError)
        continue
      }
      for (const w of idleWaiters.splice(0)) w()
      if (!stopping) await sleep(pollMs)
    }
    for (const w of idleWaiters.splice(0)) w()
  }

  const running = loop()

  return {
    id,
    wake() {
      wakeUp?.()
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve)
        wakeUp?.()
      })
    },
    async stop() {
      if (stopping) return running
      stopping = true
      current?.abort.abort()
      wakeUp?.()
      await thread.close()
      await running
      idleWaiters = []
    },
  }
}
