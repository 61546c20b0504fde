/**
 * The watched inbox (issue 3): one folder per case, watched with chokidar (write-finish detection;
 * polling for network shares). Every new file — including those already there at start — goes
 * through the upload pipeline with the folder's default category, then moves to `processed/`, or
 * to `failed/` with `<name>.error.txt` saying why. The journal (inbox-journal.ts) makes it
 * crash-safe: a file is moved only after its registration is on disk, a registered file key is
 * never uploaded again, and an interrupted upload is resumed under the same attempt id (its file
 * key), so the server answers with the document it may already have registered for those bytes.
 */
import { stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { watch } from 'chokidar'
import type { FSWatcher } from 'chokidar'
import type { Events, InboxConfig, InboxFileStatus } from '../../shared/contract'
import { fileKey } from './file-identity'
import {
  FAILED_DIR,
  PROCESSED_DIR,
  isIgnoredInboxPath,
  moveInto,
  writeErrorNote,
} from './inbox-folders'
import { JOURNAL_FILE_NAME, openInboxJournal } from './inbox-journal'
import type { InboxJournal } from './inbox-journal'
import { TypedEmitter } from './typed-emitter'
import type { UploadHooks, UploadOutcome, UploadPipeline } from './upload-pipeline'

export type InboxEvents = {
  'inbox.activity': Events['inbox.activity']
  'documents.changed': Events['documents.changed']
  /** Something went wrong outside one file (watcher error, journal write): for the log. */
  error: Error
}

export type InboxFileState = {
  readonly fileName: string
  readonly status: InboxFileStatus
  readonly message?: string
  readonly documentId?: string
}

export type InboxWatcherOptions = {
  readonly config: InboxConfig
  readonly pipeline: UploadPipeline
  readonly lender?: string | null
  /** How long a file's size must stay unchanged before it counts as written (ms). */
  readonly stabilityThresholdMs?: number
  /** Polling interval when `config.usePolling` (network shares), and write-finish checks (ms). */
  readonly pollIntervalMs?: number
  /** Files per pipeline run (signed and registered in chunks of 50 inside it). */
  readonly batchSize?: number
  /** How long to gather files that arrive together before starting a batch (ms). */
  readonly gatherMs?: number
  /**
   * When the server cannot be reached (network down, 5xx after the pipeline's retries), a file
   * stays in the folder and is tried again after this delay (ms) instead of going to failed/.
   */
  readonly retryDelayMs?: number
  /** Steps into the pipeline (tests: simulate a crash between the PUT and the registration). */
  readonly hooks?: UploadHooks
}

export type InboxWatcher = {
  readonly on: TypedEmitter<InboxEvents>['on']
  /** Resolves once the initial scan is done (files already there are queued). */
  readonly start: () => Promise<void>
  /** Stops watching; an upload in flight is cancelled and resumed by the next start. */
  readonly stop: () => Promise<void>
  /** Resolves when nothing is queued or uploading. */
  readonly idle: () => Promise<void>
  readonly files: () => readonly InboxFileState[]
  readonly counts: () => { readonly pending: number; readonly failed: number }
}

/** Files whose status the watcher remembers for the UI. */
const MAX_REMEMBERED = 2000

type QueuedFile = { readonly path: string; readonly name: string; readonly key: string }

/** Creates a watcher for one case's inbox folder. */
export function createInboxWatcher(options: InboxWatcherOptions): InboxWatcher {
  const { config } = options
  const folder = config.folder
  const emitter = new TypedEmitter<InboxEvents>()
  const states = new Map<string, InboxFileState>()
  const queue: QueuedFile[] = []
  const inFlightKeys = new Set<string>()
  /** A file changing while it uploads must not be queued a second time under its new key. */
  const inFlightPaths = new Set<string>()
  // Up to 200 files per pipeline run: it signs and registers them in chunks of 50 and overlaps
  // each chunk's registration with the next chunk's PUTs.
  const batchSize = options.batchSize ?? 200
  const abort = new AbortController()
  let journal: InboxJournal | undefined
  let watcher: FSWatcher | undefined
  let running: Promise<void> | undefined
  let gatherTimer: NodeJS.Timeout | undefined
  let idleWaiters: (() => void)[] = []
  let stopped = false
  const retryTimers = new Set<NodeJS.Timeout>()

  const setState = (path: string, state: InboxFileState) => {
    // Newest last; a long-running inbox forgets the oldest finished files beyond the cap.
    states.delete(path)
    states.set(path, state)
    if (states.size > MAX_REMEMBERED) {
      for (const [p, st] of states) {
        if (states.size <= MAX_REMEMBERED) break
        if (st.status === 'done') states.delete(p)
      }
    }
    emitter.emit('inbox.activity', {
      caseId: config.caseId,
      fileName: state.fileName,
      status: state.status,
      ...(state.message !== undefined ? { message: state.message } : {}),
      ...(state.documentId !== undefined ? { documentId: state.documentId } : {}),
    })
  }
  const report = (err: unknown) =>
    emitter.emit('error', err instanceof Error ? err : new Error(String(err)))

  const checkIdle = () => {
    if (queue.length > 0 || running || gatherTimer) return
    const waiters = idleWaiters
    idleWaiters = []
    waiters.forEach((w) => w())
  }

  async function enqueue(path: string): Promise<void> {
    if (stopped || isIgnoredInboxPath(folder, path)) return
    let info
    try {
      info = await stat(path)
    } catch {
      return // gone again (moved by us, or a temp file renamed)
    }
    if (!info.isFile()) return
    const name = basename(path)
    const key = fileKey({ name, size: info.size, lastModified: info.mtimeMs })
    // The same file twice (a duplicate event, or a copy with the same name, size and time): once.
    if (inFlightKeys.has(key) || inFlightPaths.has(path)) return
    inFlightKeys.add(key)
    inFlightPaths.add(path)
    queue.push({ path, name, key })
    setState(path, { fileName: name, status: 'queued' })
    schedule()
  }

  function schedule(): void {
    if (running || gatherTimer || stopped || queue.length === 0) return
    // Files dropped together arrive within a moment: gather them into one batch.
    gatherTimer = setTimeout(() => {
      gatherTimer = undefined
      running = drain().finally(() => {
        running = undefined
        schedule()
        checkIdle()
      })
    }, options.gatherMs ?? 100)
  }

  async function drain(): Promise<void> {
    while (!stopped && queue.length > 0) {
      const batch = queue.splice(0, batchSize)
      try {
        await processBatch(batch)
      } catch (err) {
        // Unexpected (a journal write failed…): release the files so the next event or start
        // takes them again; the journal still prevents a second upload of a registered one.
        for (const f of batch) {
          inFlightKeys.delete(f.key)
          inFlightPaths.delete(f.path)
        }
        report(err)
      }
    }
  }

  async function finish(
    file: QueuedFile,
    outcome: { documentId: string } | { message: string; detail?: string },
  ) {
    const j = journal!
    if ('documentId' in outcome) {
      const to = await moveInto(folder, PROCESSED_DIR, file.path)
      await j.append({ t: 'moved', key: file.key, name: file.name, to })
      setState(file.path, { fileName: file.name, status: 'done', documentId: outcome.documentId })
    } else {
      await j.append({ t: 'failed', key: file.key, name: file.name, message: outcome.message })
      const to = await moveInto(folder, FAILED_DIR, file.path)
      await writeErrorNote(to, [outcome.message, outcome.detail ?? ''])
      await j.append({ t: 'moved', key: file.key, name: file.name, to })
      setState(file.path, { fileName: file.name, status: 'failed', message: outcome.message })
    }
  }

  async function processBatch(batch: readonly QueuedFile[]): Promise<void> {
    const j = journal!
    const toUpload: QueuedFile[] = []
    for (const file of batch) {
      const known = j.get(file.key)
      if (known?.documentId) {
        // Registered before (a crash before the move, or the same file again): never re-upload.
        try {
          await finish(file, { documentId: known.documentId })
        } catch (err) {
          report(err)
        } finally {
          inFlightKeys.delete(file.key)
          inFlightPaths.delete(file.path)
        }
      } else {
        toUpload.push(file)
        setState(file.path, { fileName: file.name, status: 'uploading' })
      }
    }
    if (toUpload.length === 0) return

    const byPath = new Map(toUpload.map((f) => [f.path, f]))
    const result = await options.pipeline.upload({
      // The file key as the attempt: after a crash the same file (same bytes) resumes into the
      // document it may already have; other bytes under the same name, size and time are new.
      files: toUpload.map((f) => ({ path: f.path, name: f.name, attempt: f.key })),
      caseId: config.caseId,
      lender: options.lender ?? null,
      categoryId: config.categoryId ?? null,
      extractData: config.extractData ?? false,
      source: 'inbox',
      signal: abort.signal,
      hooks: {
        // Recorded before the PUT: a restart knows this key was in flight (and resumes it).
        beforePut: async (file, signature) => {
          await j.append({
            t: 'signed',
            key: file.fileKey,
            name: file.name,
            directUploadKey: signature.directUploadKey,
          })
          await options.hooks?.beforePut?.(file, signature)
        },
        afterPut: options.hooks?.afterPut,
      },
    })

    const ids: string[] = []
    await Promise.all(
      result.results.map(async (outcome: UploadOutcome) => {
        const queued = byPath.get(outcome.path)!
        // The key the pipeline used (it re-reads the file's facts) wins over the queued one.
        const file = { ...queued, key: outcome.fileKey ?? queued.key }
        try {
          if (outcome.cancelled) {
            // Stopped mid-upload: the file stays in the folder and is resumed on the next start.
            states.set(queued.path, { fileName: file.name, status: 'queued' })
            return
          }
          if (!outcome.ok && outcome.transient) {
            // Offline or the server is failing: not the file's fault. Keep it and try again.
            const retryMs = options.retryDelayMs ?? 30_000
            setState(queued.path, {
              fileName: file.name,
              status: 'failed',
              message: `${outcome.message} (retrying in ${Math.round(retryMs / 1000)} s)`,
            })
            const timer = setTimeout(() => {
              retryTimers.delete(timer)
              void enqueue(queued.path).catch(report)
            }, retryMs)
            retryTimers.add(timer)
            return
          }
          if (outcome.ok) {
            await j.append({
              t: 'registered',
              key: file.key,
              name: file.name,
              documentId: outcome.documentId,
            })
            ids.push(outcome.documentId)
            await finish(file, { documentId: outcome.documentId })
          } else {
            await finish(file, {
              message: outcome.message,
              ...(outcome.serverMessage ? { detail: outcome.serverMessage } : {}),
            })
          }
        } catch (err) {
          report(err)
        } finally {
          inFlightKeys.delete(queued.key)
          inFlightKeys.delete(file.key)
          inFlightPaths.delete(queued.path)
        }
      }),
    )
    if (result.changed) emitter.emit('documents.changed', result.changed)
  }

  return {
    on: emitter.on.bind(emitter),
    async start() {
      journal = await openInboxJournal(join(folder, JOURNAL_FILE_NAME))
      const w = watch(folder, {
        depth: 0,
        ignoreInitial: false,
        usePolling: config.usePolling ?? false,
        interval: options.pollIntervalMs ?? 500,
        awaitWriteFinish: {
          stabilityThreshold: options.stabilityThresholdMs ?? 1000,
          pollInterval: Math.min(100, options.pollIntervalMs ?? 100),
        },
        ignored: (path: string) => isIgnoredInboxPath(folder, path),
      })
      watcher = w
      // A file put back right after we moved it away can arrive as 'change' (the unlink event not
      // yet seen): both mean "a file to process" for a path that is not in flight.
      w.on('add', (path) => void enqueue(path).catch(report))
      w.on('change', (path) => void enqueue(path).catch(report))
      w.on('error', (err) => report(err))
      await new Promise<void>((resolve) => w.once('ready', () => resolve()))
    },
    async stop() {
      stopped = true
      abort.abort(new DOMException('The inbox was stopped', 'AbortError'))
      if (gatherTimer) clearTimeout(gatherTimer)
      gatherTimer = undefined
      retryTimers.forEach((timer) => clearTimeout(timer))
      retryTimers.clear()
      await watcher?.close()
      await running?.catch(() => undefined)
      await journal?.close()
      queue.length = 0
      checkIdle()
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve)
        checkIdle()
      })
    },
    files: () => [...states.values()],
    counts() {
      let pending = 0
      let failed = 0
      for (const s of states.values()) {
        if (s.status === 'queued' || s.status === 'uploading') pending++
        if (s.status === 'failed') failed++
      }
      return { pending, failed }
    },
  }
}
