/**
 * Runs the EXTRACTION engine in a child process at a lower scheduling priority (the same
 * interface and messages as the engine's worker thread, src/server/extraction/extraction-thread.ts).
 * A worker thread shares the process's priority, so on a small machine the OCR threads compete
 * with the API's event loop on equal terms; a niced child gives the API the CPU first (issue 5:
 * the API's p99 stays low while a scan is read). The child lives across documents (OCR models
 * load once); if it dies, the documents it was reading fail with reason 'crashed' and the next
 * call starts a fresh one.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ExtractDocumentOutput } from '../extraction/engine'
import {
  ExtractionThreadError,
  type ExtractionThread,
  type ThreadExtractInput,
} from '../extraction/extraction-thread'
import type { FromWorker, ToWorker } from '../extraction/thread-protocol'

interface Pending {
  resolve(o: ExtractDocumentOutput): void
  reject(e: ExtractionThreadError): void
  onProgress?: (pagesDone: number, pagesTotal: number) => void
}

/** The line of a dead child's stderr that says why (out of memory, a fatal error), if any. */
function crashCause(stderr: string): string {
  const line = stderr
    .split('\n')
    .map((l) => l.replace(/^#\s*/, '').trim())
    .find((l) => /fatal|out of memory|error/i.test(l))
  return line ? `: ${line.slice(0, 200)}` : ''
}

const IS_TS = import.meta.url.endsWith('.ts')
const CHILD_ENTRY = new URL(
  IS_TS ? './extraction-child.ts' : './extraction-child.js',
  import.meta.url,
)

/**
 * Whether the child's entry file is there. A bundle that did not emit it (say, the desktop app's
 * main-process build) runs the engine in its worker thread instead.
 */
export function extractionProcessAvailable(): boolean {
  return existsSync(fileURLToPath(CHILD_ENTRY))
}

/** Forks the child: the built .js directly, or the .ts through tsx's loader (dev, tests). */
function spawnChild(maxMemoryMb: number): ChildProcess {
  return fork(CHILD_ENTRY, [], {
    execArgv: [...(IS_TS ? ['--import', 'tsx'] : []), `--max-old-space-size=${maxMemoryMb}`],
    serialization: 'advanced', // document bytes cross as a Uint8Array, not JSON
    // stderr is kept (its last lines explain a crash) rather than printed into the server's log.
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  })
}

/** Start an extraction process (lazily: it starts with the first document). */
export function createExtractionProcess(options: { maxMemoryMb?: number } = {}): ExtractionThread {
  let child: ChildProcess | undefined
  let nextId = 1
  let closed = false
  const pending = new Map<number, Pending>()

  const failAll = (reason: 'crashed' | 'aborted', message: string): void => {
    for (const p of pending.values()) p.reject(new ExtractionThreadError(reason, message))
    pending.clear()
  }

  const start = (): ChildProcess => {
    const c = spawnChild(options.maxMemoryMb ?? 2048)
    let stderrTail = ''
    c.stderr?.on('data', (chunk: Buffer) => {
      stderrTail = (stderrTail + chunk.toString()).slice(-4096)
    })
    c.on('message', (m: FromWorker) => {
      const p = pending.get(m.id)
      if (p === undefined) return
      if (m.type === 'progress') p.onProgress?.(m.pagesDone, m.pagesTotal)
      else if (m.type === 'done') {
        pending.delete(m.id)
        p.resolve(m.output)
      } else {
        pending.delete(m.id)
        p.reject(new ExtractionThreadError(m.reason, m.message))
      }
    })
    c.on('error', (e) => failAll('crashed', `The extraction process failed: ${e.message}`))
    c.on('exit', (code, signal) => {
      if (child === c) child = undefined
      if (pending.size > 0)
        failAll(
          closed ? 'aborted' : 'crashed',
          `The extraction process exited (${signal ?? `code ${code}`})${crashCause(stderrTail)}.`,
        )
    })
    return c
  }

  return {
    extract(input: ThreadExtractInput) {
      if (closed)
        return Promise.reject(
          new ExtractionThreadError('aborted', 'The extraction process is closed.'),
        )
      if (input.signal?.aborted)
        return Promise.reject(new ExtractionThreadError('aborted', 'Extraction was cancelled.'))
      child ??= start()
      const c = child
      const id = nextId++
      const { onProgress, signal, ...job } = input
      return new Promise<ExtractDocumentOutput>((resolve, reject) => {
        pending.set(id, { resolve, reject, ...(onProgress !== undefined ? { onProgress } : {}) })
        signal?.addEventListener(
          'abort',
          () => {
            if (c.connected) c.send({ type: 'abort', id } satisfies ToWorker)
          },
          { once: true },
        )
        c.send({ type: 'extract', id, input: job } satisfies ToWorker)
      })
    },
    async close() {
      closed = true
      const c = child
      child = undefined
      if (c !== undefined && c.exitCode === null && c.signalCode === null) {
        const exited = new Promise<void>((done) => c.once('exit', () => done()))
        c.kill('SIGKILL')
        await exited
      }
      failAll('aborted', 'The extraction process was closed.')
    },
  }
}
