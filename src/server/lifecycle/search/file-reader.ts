/**
 * Reads stored files for search off the server's event loop: pdf-lib parses synchronously, and a
 * large damaged PDF that still ends in `%%EOF` sends its recovery parser through every byte (about
 * 40 s for 24 MB of noise), which on the server's thread would freeze the API meanwhile. A worker
 * thread (file-reader-worker.ts) reads one file at a time under a time limit; past it the thread
 * is ended and the file is called broken — or, when it was found sound before its pages were
 * read, its text is left unread — so the indexer moves on. The thread starts with the first file
 * and ends after a while without one.
 */
import { workerChannel, type MessageChannel } from '../../message-channel'
import { startModuleWorker } from '../../worker-module'
import type { PdfCheck } from '../merge/pdf-check'
import type { FromReader, ToReader } from './file-reader-protocol'
import type { FileTexts } from './page-texts'

/** How long one file may take by default: far beyond a sound file of the largest size allowed. */
export const FILE_READ_TIME_LIMIT_MS = 60_000
/** How long the thread waits for another file before it ends (it holds pdf.js in memory). */
const IDLE_MS = 30_000

export type FileReaderOptions = {
  /** How long one file may take; default FILE_READ_TIME_LIMIT_MS. */
  readonly timeLimitMs?: number
  /** The thread's heap limit; default 1 GB. */
  readonly maxMemoryMb?: number
}

export type FileReader = {
  /**
   * The file's text and mergeability (page-texts.ts). Rejects when the thread died while
   * reading it (out of memory); a file past the time limit resolves, broken or unread.
   */
  read(bytes: Uint8Array, fileType: string): Promise<FileTexts>
  /** Ends the thread; a file being read is rejected. */
  close(): Promise<void>
}

type Current = {
  readonly id: number
  checked: PdfCheck | null
  settle(result: { texts: FileTexts } | { error: Error }): void
}

/** A file reader whose thread starts with the first file. */
export function createFileReader(options: FileReaderOptions = {}): FileReader {
  const timeLimitMs = options.timeLimitMs ?? FILE_READ_TIME_LIMIT_MS
  const limits = { maxOldGenerationSizeMb: options.maxMemoryMb ?? 1024 }
  let channel: MessageChannel<ToReader> | undefined
  let current: Current | null = null
  let idleTimer: NodeJS.Timeout | undefined
  let nextId = 1
  let closed = false
  // One file at a time: callers queue behind each other.
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
        message(m) {
          if (current?.id !== m.id) return
          if (m.type === 'checked') current.checked = m.check
          else if (m.type === 'done') current.settle({ texts: m.texts })
          else current.settle({ error: new Error(m.message) })
        },
        exit(why) {
          if (channel === c) channel = undefined
          current?.settle({ error: new Error(`The file reader stopped while reading: ${why}`) })
        },
      },
    )
    return c
  }

  const readOne = (bytes: Uint8Array, fileType: string): Promise<FileTexts> => {
    if (closed) return Promise.reject(new Error('The file reader is closed'))
    clearTimeout(idleTimer)
    channel ??= open()
    const id = nextId++
    return new Promise<FileTexts>((resolve, reject) => {
      const timer = setTimeout(() => {
        const checked = current?.checked ?? null
        const seconds = Math.round(timeLimitMs / 1000)
        const late = checked
          ? { ...checked, texts: [], unreadable: `its text took longer than ${seconds} s to read` }
          : {
              pages: null,
              problem: 'broken' as const,
              texts: [],
              unreadable: `it took longer than ${seconds} s to read`,
            }
        current?.settle({ texts: late })
        void end()
      }, timeLimitMs)
      current = {
        id,
        checked: null,
        settle(result) {
          if (current?.id !== id) return
          current = null
          clearTimeout(timer)
          idleTimer = setTimeout(() => void end(), IDLE_MS).unref()
          if ('texts' in result) resolve(result.texts)
          else reject(result.error)
        },
      }
      channel!.send({ type: 'read', id, bytes, fileType })
    })
  }

  return {
    read(bytes, fileType) {
      const run = tail.then(() => readOne(bytes, fileType))
      tail = run.catch(() => undefined)
      return run
    },
    async close() {
      closed = true
      clearTimeout(idleTimer)
      await end()
    },
  }
}
