/**
 * Reads stored files for search, and builds merges, off the server's event loop: pdf-lib parses
 * synchronously, and a large damaged PDF that still ends in `%%EOF` sends its recovery parser
 * through every byte (about 40 s for 24 MB of noise), which on the server's thread would freeze
 * the API meanwhile. A worker thread (file-reader-worker.ts) does one thing at a time under a time
 * limit; past it the thread is ended: a file being read is called broken — or, when it was found
 * sound before its pages were read, its text is left unread — so the indexer moves on, and a
 * merge is refused. The thread starts with the first call and ends after a while without one.
 * A call's clock starts when the thread takes it: a fresh thread loading pdf.js at a low priority
 * on a busy machine can take seconds to start, and that says nothing about the file.
 */
import type { TransferListItem } from 'node:worker_threads'
import type { MergePageInput } from '../../../shared/merge'
import { UserError } from '../../domain/errors'
import { workerChannel, type MessageChannel } from '../../message-channel'
import { startModuleWorker } from '../../worker-module'
import type { MergeBuilt } from '../merge/merge-build'
import type { MergeSource } from '../merge/merge-pdf'
import type { PdfCheck } from '../merge/pdf-check'
import type { FromReader, ToReader } from './file-reader-protocol'
import type { FileTexts } from './page-texts'

/** How long one call may take by default: far beyond a sound file of the largest size allowed. */
export const FILE_READ_TIME_LIMIT_MS = 60_000
/** How long the thread waits for another call before it ends (it holds pdf.js in memory). */
const IDLE_MS = 30_000
/** How long a thread may take to start and take a call before it counts against the call. */
const START_LIMIT_MS = 60_000

export type FileReaderOptions = {
  /** How long one call may take; default FILE_READ_TIME_LIMIT_MS. */
  readonly timeLimitMs?: number
  /** The thread's heap limit; default 1 GB. */
  readonly maxMemoryMb?: number
}

export type FileReader = {
  /**
   * The file's text and mergeability (page-texts.ts). Rejects when the thread died while
   * reading it (out of memory); a file past the time limit resolves, broken or unread.
   * Takes the bytes: when they are the whole of their buffer, the buffer is moved to the thread
   * rather than copied (a large file is not held twice), and the caller must not use it after.
   */
  read(bytes: Uint8Array, fileType: string): Promise<FileTexts>
  /** The merged PDF (merge/merge-build.ts); rejects with UserError to refuse, past the limit too. */
  merge(
    sources: readonly MergeSource[],
    pages: readonly MergePageInput[] | null | undefined,
  ): Promise<MergeBuilt>
  /** Ends the thread; a call under way is rejected. */
  close(): Promise<void>
}

type Outcome<T> = { readonly value: T } | { readonly error: Error }

/** One call: how its messages settle it, and what it comes to past the time limit. */
type Call<T> = {
  readonly message: (id: number) => ToReader
  /** Buffers the message moves to the thread instead of copying. */
  readonly transfer?: readonly TransferListItem[]
  readonly hear: (m: FromReader) => Outcome<T> | undefined
  readonly late: (seconds: number) => Outcome<T>
}

type Current = {
  readonly id: number
  hear(m: FromReader): void
  settle(outcome: Outcome<unknown>): void
}

/**
 * True when `bytes` spans its whole buffer, which can then move to the thread. A view into a
 * larger buffer (Node's pool for small Buffers) is copied: moving it would empty its neighbours.
 */
function ownsItsBuffer(bytes: Uint8Array): bytes is Uint8Array<ArrayBuffer> {
  return (
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength
  )
}

/** A file reader whose thread starts with the first call. */
export function createFileReader(options: FileReaderOptions = {}): FileReader {
  const timeLimitMs = options.timeLimitMs ?? FILE_READ_TIME_LIMIT_MS
  const limits = { maxOldGenerationSizeMb: options.maxMemoryMb ?? 1024 }
  let channel: MessageChannel<ToReader> | undefined
  let current: Current | null = null
  let idleTimer: NodeJS.Timeout | undefined
  let nextId = 1
  let closed = false
  // One call at a time: callers queue behind each other.
  let tail: Promise<unknown> = Promise.resolve()

  const end = (): Promise<void> => {
    const c = channel
    channel = undefined
    return c?.close() ?? Promise.resolve()
  }

  const open = (): MessageChannel<ToReader> => {
    const c = workerChannel<ToReader, FromReader>(
      startModuleWorker(import.meta.url, 'file-reader-worker', limits),
      {
        message: (m) => (current?.id === m.id ? current.hear(m) : undefined),
        exit(why) {
          // A thread ended on purpose (end()) is no longer the channel: the call now under way
          // is another thread's.
          if (channel !== c) return
          channel = undefined
          current?.settle({ error: new Error(`The file reader stopped: ${why}`) })
        },
      },
    )
    return c
  }

  const callOnce = <T>(call: Call<T>): Promise<T> => {
    if (closed) return Promise.reject(new Error('The file reader is closed'))
    clearTimeout(idleTimer)
    channel ??= open()
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      const overdue = () => {
        current?.settle(call.late(Math.round(timeLimitMs / 1000)))
        void end()
      }
      let timer = setTimeout(overdue, Math.max(START_LIMIT_MS, timeLimitMs))
      current = {
        id,
        hear(m) {
          if (m.type === 'started') {
            clearTimeout(timer)
            timer = setTimeout(overdue, timeLimitMs)
            return
          }
          const outcome = call.hear(m)
          if (outcome) this.settle(outcome)
        },
        settle(outcome) {
          if (current?.id !== id) return
          current = null
          clearTimeout(timer)
          idleTimer = setTimeout(() => void end(), IDLE_MS).unref()
          if ('value' in outcome) resolve(outcome.value as T)
          else reject(outcome.error)
        },
      }
      channel!.send(call.message(id), call.transfer)
    })
  }

  const queued = <T>(call: Call<T>): Promise<T> => {
    const run = tail.then(() => callOnce(call))
    tail = run.catch(() => undefined)
    return run
  }

  const failure = (m: FromReader): Outcome<never> | undefined =>
    m.type === 'failed'
      ? { error: new Error(m.message) }
      : m.type === 'refused'
        ? { error: new UserError(m.message) }
        : undefined

  return {
    read(bytes, fileType) {
      let checked: PdfCheck | null = null
      return queued<FileTexts>({
        message: (id) => ({ type: 'read', id, bytes, fileType }),
        transfer: ownsItsBuffer(bytes) ? [bytes.buffer] : [],
        hear(m) {
          if (m.type === 'checked') checked = m.check
          return m.type === 'done' ? { value: m.texts } : failure(m)
        },
        late: (seconds) => ({
          value: checked
            ? {
                ...checked,
                texts: [],
                unreadable: `its text took longer than ${seconds} s to read`,
              }
            : {
                pages: null,
                problem: 'broken',
                texts: [],
                unreadable: `it took longer than ${seconds} s to read`,
              },
        }),
      })
    },
    merge(sources, pages) {
      return queued<MergeBuilt>({
        message: (id) => ({ type: 'merge', id, sources, pages: pages ?? null }),
        hear: (m) => (m.type === 'merged' ? { value: m.built } : failure(m)),
        late: (seconds) => ({
          error: new UserError(
            `The merge took longer than ${seconds} s: one of the files may be damaged. Nothing was merged.`,
          ),
        }),
      })
    },
    async close() {
      closed = true
      current?.settle({ error: new Error('The file reader was closed') })
      clearTimeout(idleTimer)
      await end()
    },
  }
}
