/**
 * The search indexer: a loop beside the API that reads each queued document's file through the
 * object store and stores its pages' text, so a document is found by any word of its text layer
 * seconds after its upload (docs/rules.md#search). It wakes when this server registers documents
 * and polls for the rest (another team server's uploads, a merge, a new version). Files are read
 * in a worker thread under a time limit (file-reader.ts).
 */
import type { Readable } from 'node:stream'
import type { Db } from '../../db/client'
import type { ObjectStore } from '../../objects/object-store'
import { UPLOAD_QUIET_MS, uploadPauseMs } from '../../objects/put-activity'
import { createFileReader } from './file-reader'
import { claimText, failText, finishText } from './text-index-queue'

export type SearchIndexerOptions = {
  readonly db: Db
  readonly objects: ObjectStore
  /** How often to look for queued documents when idle; default 1 s. */
  readonly pollMs?: number
  /** How long a claimed document stays this reader's; default 5 minutes. */
  readonly leaseSeconds?: number
  /** How long reading one file may take (file-reader.ts); default FILE_READ_TIME_LIMIT_MS. */
  readonly readTimeLimitMs?: number
  readonly onError?: (err: unknown) => void
}

export type SearchIndexer = {
  /** Looks for queued documents now. */
  wake(): void
  /** Resolves once nothing is queued (tests and the bench). */
  idle(): Promise<void>
  /** Stops after the document being read (its lease lets another reader take it over). */
  stop(): Promise<void>
}

/**
 * The whole file, copied once from the stream's chunks: a file past Node's small-buffer pool gets a
 * buffer of its own, which then moves to the reader's thread without another copy (file-reader.ts).
 */
async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  for await (const chunk of stream) chunks.push(chunk as Uint8Array)
  return Buffer.concat(chunks)
}

/** Starts the indexing loop. */
export function startSearchIndexer(options: SearchIndexerOptions): SearchIndexer {
  const { db, objects } = options
  const pollMs = options.pollMs ?? 1_000
  const leaseSeconds = options.leaseSeconds ?? 300
  const onError = options.onError ?? ((err: unknown) => console.error('search indexer:', err))
  // Files are read in a worker thread: parsing a damaged PDF must not hold the API's event loop.
  const reader = createFileReader(
    options.readTimeLimitMs !== undefined ? { timeLimitMs: options.readTimeLimitMs } : {},
  )
  // Files are read once the store has received no PUT for a moment (put-activity.ts): reading a
  // batch's files while the rest of it arrives would slow the upload the user is waiting for.
  const activity = objects.putActivity
  /** Since when the next file has waited for uploads to go quiet (null: it is not waiting). */
  let deferredSince: number | null = null
  /** Milliseconds to wait for uploads now, 0 to read the next file. */
  const uploadPause = (): number => {
    if (activity === undefined) return 0
    const quietFor = activity.quietForMs()
    const now = performance.now()
    const pause = uploadPauseMs(quietFor, deferredSince === null ? 0 : now - deferredSince)
    if (pause > 0) deferredSince ??= now
    else if (quietFor >= UPLOAD_QUIET_MS) deferredSince = null
    return pause
  }
  let stopping = false
  let wakeUp: (() => void) | null = null
  let idleWaiters: (() => void)[] = []

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wakeUp = () => {
        clearTimeout(timer)
        resolve()
      }
    }).finally(() => {
      wakeUp = null
    })

  const indexOne = async (): Promise<boolean> => {
    const job = await claimText(db, leaseSeconds)
    if (!job) return false
    try {
      const bytes = await readAll(await objects.read(job.objectKey))
      await finishText(db, job, await reader.read(bytes, job.fileType))
    } catch (err) {
      await failText(db, job, err instanceof Error ? err.message : String(err))
    }
    return true
  }

  const loop = async (): Promise<void> => {
    while (!stopping) {
      const pause = uploadPause()
      if (pause > 0) {
        await sleep(pause)
        continue
      }
      let worked = false
      try {
        worked = await indexOne()
      } catch (err) {
        if (!stopping) onError(err)
      }
      if (worked) continue
      deferredSince = null
      for (const w of idleWaiters.splice(0)) w()
      if (!stopping) await sleep(pollMs)
    }
    for (const w of idleWaiters.splice(0)) w()
  }
  const running = loop()

  return {
    wake: () => wakeUp?.(),
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve)
        wakeUp?.()
      }),
    async stop() {
      stopping = true
      wakeUp?.()
      // A file being read is given up (queued again for the next start).
      await reader.close()
      await running
      idleWaiters = []
    },
  }
}
