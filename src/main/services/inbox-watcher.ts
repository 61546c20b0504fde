/**
 * The watched inbox: one folder per case, watched with chokidar (polling for network shares).
 * Every new file — including those already there at start — waits until it is completely written
 * (inbox-settler.ts: size and times unchanged for the stability window, default 3 s; no writer
 * holding it open where the OS tells; its end marker present), then goes through the upload
 * pipeline with the folder's default category at once — files flow in small overlapping runs,
 * never behind a batch — and moves to `processed/`, or to `failed/` with `<name>.error.txt`.
 *
 * Nothing is lost or overwritten:
 * - the journal (inbox-journal.ts) records the sha256 of what was registered under each file key
 *   (name, size, time): the same bytes again are never uploaded twice, other bytes under the same
 *   name, size and time are a new document;
 * - a file that changed while it was read is not registered from that read, and one that changed
 *   after is not moved: it waits to be written completely and is uploaded again;
 * - a file moves to processed/ only after exactly its bytes are registered and on disk in the
 *   journal; an interrupted upload is resumed under the same attempt id (its file key), so the
 *   server answers with the document it may already have registered for those bytes.
 */
import { stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { watch } from 'chokidar'
import type { FSWatcher } from 'chokidar'
import type { Events, InboxConfig, InboxFileStatus } from '../../shared/contract'
import { fileKey } from './file-identity'
import { sha256OfFile } from './file-hash'
import {
  FAILED_DIR,
  PROCESSED_DIR,
  isIgnoredInboxPath,
  moveInto,
  writeErrorNote,
} from './inbox-folders'
import { JOURNAL_FILE_NAME, openInboxJournal } from './inbox-journal'
import type { InboxJournal } from './inbox-journal'
import { sameObservation, type FileObservation } from './inbox-settle'
import { createSettler, type SettledFile, type Settler } from './inbox-settler'
import { writerCheckForPlatform, type WriterCheck } from './open-writers'
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

/** How long a file must stay unchanged before it counts as written, unless configured. */
export const DEFAULT_STABILITY_WINDOW_MS = 3_000

export type InboxWatcherOptions = {
  readonly config: InboxConfig
  readonly pipeline: UploadPipeline
  readonly lender?: string | null
  /** Overrides `config.stabilityWindowMs` (ms; default 3 s). */
  readonly stabilityThresholdMs?: number
  /** A file without its end marker is given up on after this long unchanged (default 60 s). */
  readonly incompleteAfterMs?: number
  /** Polling interval when `config.usePolling` (network shares) (ms). */
  readonly pollIntervalMs?: number
  /** Files per pipeline run (one signing and one registration call). */
  readonly batchSize?: number
  /** Pipeline runs in flight at once: one registers while the next sends. */
  readonly runsInFlight?: number
  /** How long to gather files that become ready together before a run starts (ms). */
  readonly gatherMs?: number
  /**
   * When the server cannot be reached (network down, 5xx after the pipeline's retries), a file
   * stays in the folder and is tried again after this delay (ms) instead of going to failed/.
   */
  readonly retryDelayMs?: number
  /** Who has a file open for writing (tests replace the platform's check). */
  readonly writerCheck?: WriterCheck
  /** Steps into the pipeline (tests: simulate a crash between the PUT and the registration). */
  readonly hooks?: UploadHooks
}

export type InboxWatcher = {
  readonly on: TypedEmitter<InboxEvents>['on']
  /** Resolves once the initial scan is done (files already there are being waited for). */
  readonly start: () => Promise<void>
  /** Stops watching; an upload in flight is cancelled and resumed by the next start. */
  readonly stop: () => Promise<void>
  /** Resolves when no file is waited for, queued or uploading. */
  readonly idle: () => Promise<void>
  readonly files: () => readonly InboxFileState[]
  readonly counts: () => { readonly pending: number; readonly failed: number }
}

/** Files whose status the watcher remembers for the UI. */
const MAX_REMEMBERED = 2000

/** A file ready to upload, with the stat it was stable at. */
type ReadyFile = SettledFile & { readonly key: string }

class FileChanged extends Error {}

/** Creates a watcher for one case's inbox folder. */
export function createInboxWatcher(options: InboxWatcherOptions): InboxWatcher {
  const { config } = options
  const folder = config.folder
  const windowMs =
    options.stabilityThresholdMs ?? config.stabilityWindowMs ?? DEFAULT_STABILITY_WINDOW_MS
  const emitter = new TypedEmitter<InboxEvents>()
  const states = new Map<string, InboxFileState>()
  const ready: ReadyFile[] = []
  /** Paths handed to a run (ready or uploading): events for them only note a change. */
  const active = new Set<string>()
  /** Active paths that changed meanwhile (an event, or a stat after the read). */
  const changed = new Set<string>()
  const batchSize = options.batchSize ?? 50
  const runsInFlight = options.runsInFlight ?? 2
  const abort = new AbortController()
  let journal: InboxJournal | undefined
  let watcher: FSWatcher | undefined
  let settler: Settler | undefined
  const runs = new Set<Promise<void>>()
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
  const nameOf = (path: string) => basename(path)
  const report = (err: unknown) =>
    emitter.emit('error', err instanceof Error ? err : new Error(String(err)))

  const checkIdle = () => {
    if (ready.length > 0 || runs.size > 0 || gatherTimer || (settler?.size() ?? 0) > 0) return
    const waiters = idleWaiters
    idleWaiters = []
    waiters.forEach((w) => w())
  }

  /** A file appeared or changed: wait until it is written (unless a run already has it). */
  function noticed(path: string): void {
    if (stopped || isIgnoredInboxPath(folder, path)) return
    if (active.has(path)) return void changed.add(path)
    if (settler!.tracking(path)) return
    settler!.track(path)
    setState(path, { fileName: nameOf(path), status: 'queued' })
  }

  /** Hands a file back to the settler: it changed, and waits to be written completely again. */
  function again(path: string, message: string): void {
    active.delete(path)
    changed.delete(path)
    if (stopped) return
    settler!.track(path)
    setState(path, { fileName: nameOf(path), status: 'queued', message })
  }

  /** True when the file is still exactly as it was when it was found stable. */
  async function unchangedSince(path: string, observed: FileObservation): Promise<boolean> {
    if (changed.has(path)) return false
    const now = await stat(path).catch(() => null)
    return (
      now !== null &&
      sameObservation(observed, { size: now.size, mtimeMs: now.mtimeMs, ctimeMs: now.ctimeMs })
    )
  }

  const withKey = (file: SettledFile): ReadyFile => ({
    ...file,
    key: fileKey({
      name: file.name,
      size: file.observed.size,
      lastModified: file.observed.mtimeMs,
    }),
  })

  function settled(file: SettledFile): void {
    if (stopped) return
    active.add(file.path)
    ready.push(withKey(file))
    pump()
  }

  /** Starts runs while there is room: no run waits for another one to finish. */
  function pump(): void {
    if (stopped || gatherTimer || ready.length === 0 || runs.size >= runsInFlight) return
    const start = () => {
      gatherTimer = undefined
      while (!stopped && ready.length > 0 && runs.size < runsInFlight) {
        const run: Promise<void> = processRun(ready.splice(0, batchSize))
          .catch(report)
          .finally(() => {
            runs.delete(run)
            pump()
            checkIdle()
          })
        runs.add(run)
      }
    }
    // Files found stable together arrive within a moment: gather them into one run (unless a
    // full run is already waiting).
    if (ready.length >= batchSize) start()
    else gatherTimer = setTimeout(start, options.gatherMs ?? 20)
  }

  /**
   * The file left the folder (moved to processed/ or failed/): its path is free again, and a new
   * file that arrived there meanwhile (its event was taken for this one's) is looked at.
   */
  function released(path: string): void {
    const reappeared = changed.has(path)
    active.delete(path)
    changed.delete(path)
    if (reappeared) noticed(path)
  }

  async function finish(
    file: ReadyFile,
    outcome: { documentId: string } | { message: string; detail?: string },
  ) {
    const j = journal!
    if ('documentId' in outcome) {
      // Never move a file whose bytes are not exactly those registered.
      if (!(await unchangedSince(file.path, file.observed))) {
        return again(file.path, 'The file changed after it was read: it will be uploaded again')
      }
      const to = await moveInto(folder, PROCESSED_DIR, file.path)
      setState(file.path, { fileName: file.name, status: 'done', documentId: outcome.documentId })
      released(file.path)
      await j.append({ t: 'moved', key: file.key, name: file.name, to })
    } else {
      await j.append({ t: 'failed', key: file.key, name: file.name, message: outcome.message })
      const to = await moveInto(folder, FAILED_DIR, file.path)
      setState(file.path, { fileName: file.name, status: 'failed', message: outcome.message })
      released(file.path)
      await writeErrorNote(to, [outcome.message, outcome.detail ?? ''])
      await j.append({ t: 'moved', key: file.key, name: file.name, to })
    }
  }

  /** The document already registered for exactly these bytes under this key, if any. */
  async function registeredBefore(file: ReadyFile): Promise<string | undefined> {
    const known = journal!.get(file.key)?.registered
    if (!known || known.size === 0) return undefined
    const { sha256 } = await sha256OfFile(file.path)
    return known.get(sha256)
  }

  async function processRun(batch: readonly ReadyFile[]): Promise<void> {
    const j = journal!
    const toUpload: ReadyFile[] = []
    for (const file of batch) {
      try {
        const documentId = await registeredBefore(file)
        if (documentId !== undefined) {
          // Registered before (a crash before the move, or the same bytes again): not again.
          await finish(file, { documentId })
          continue
        }
      } catch (err) {
        report(err)
        active.delete(file.path)
        continue
      }
      toUpload.push(file)
      setState(file.path, { fileName: file.name, status: 'uploading' })
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
        // The bytes sent are registered only if the file did not change while it was read.
        afterPut: async (file, signature) => {
          const queued = byPath.get(file.path)!
          if (
            file.size !== queued.observed.size ||
            !(await unchangedSince(file.path, queued.observed))
          ) {
            changed.add(file.path)
            throw new FileChanged('The file changed while it was being uploaded')
          }
          await options.hooks?.afterPut?.(file, signature)
        },
        afterRegister: options.hooks?.afterRegister,
      },
    })

    const ids: string[] = []
    await Promise.all(
      result.results.map(async (outcome: UploadOutcome) => {
        const file = byPath.get(outcome.path)!
        try {
          if (outcome.cancelled) {
            // Stopped mid-upload: the file stays in the folder and is resumed on the next start.
            states.set(file.path, { fileName: file.name, status: 'queued' })
            active.delete(file.path)
            return
          }
          if (!outcome.ok && changed.has(file.path)) {
            return again(
              file.path,
              'The file changed while it was read: waiting until it is written',
            )
          }
          if (!outcome.ok && outcome.transient) {
            // Offline or the server is failing: not the file's fault. Keep it and try again.
            const retryMs = options.retryDelayMs ?? 30_000
            setState(file.path, {
              fileName: file.name,
              status: 'failed',
              message: `${outcome.message} (retrying in ${Math.round(retryMs / 1000)} s)`,
            })
            active.delete(file.path)
            const timer = setTimeout(() => {
              retryTimers.delete(timer)
              noticed(file.path)
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
              ...(outcome.sha256 ? { sha256: outcome.sha256 } : {}),
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
          active.delete(file.path)
        }
      }),
    )
    if (result.changed) emitter.emit('documents.changed', result.changed)
  }

  return {
    on: emitter.on.bind(emitter),
    async start() {
      journal = await openInboxJournal(join(folder, JOURNAL_FILE_NAME))
      settler = createSettler({
        windowMs,
        // A polled network share stamps times with the server's clock: only our own looks count.
        trustFileTimes: config.usePolling !== true,
        incompleteAfterMs: options.incompleteAfterMs ?? Math.max(60_000, 10 * windowMs),
        writerCheck: options.writerCheck ?? writerCheckForPlatform(),
        onSettled: settled,
        onWaiting: (path, why) =>
          setState(path, { fileName: nameOf(path), status: 'queued', message: why }),
        onGone: (path) => {
          // Deleted or renamed away while it was waited for: nothing to show any more.
          if (states.get(path)?.status === 'queued') states.delete(path)
        },
        onIncomplete: (file, message) => {
          active.add(file.path)
          void finish(withKey(file), { message }).catch(report).finally(checkIdle)
        },
        onError: report,
        onChecked: checkIdle,
      })
      const w = watch(folder, {
        depth: 0,
        ignoreInitial: false,
        usePolling: config.usePolling ?? false,
        interval: options.pollIntervalMs ?? 500,
        ignored: (path: string) => isIgnoredInboxPath(folder, path),
      })
      watcher = w
      // A file put back right after we moved it away can arrive as 'change' (the unlink event not
      // yet seen): both mean "a file to look at".
      w.on('add', (path) => noticed(path))
      w.on('change', (path) => noticed(path))
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
      settler?.stop()
      await watcher?.close()
      await Promise.all([...runs].map((r) => r.catch(() => undefined)))
      await journal?.close()
      ready.length = 0
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
