/**
 * Runs the extraction engine off the API's event loop, in a worker thread that lives across
 * documents (the OCR models load once). If the thread dies (out of memory, a native crash), the
 * documents it was reading fail with reason 'crashed' and the next call starts a fresh thread.
 */
import { Worker } from 'node:worker_threads'
import type { ExtractDocumentOutput } from './engine'
import { ExtractionError, type ExtractionFailureReason } from './extraction-error'
import type { FromWorker, ThreadJobInput, ToWorker } from './thread-protocol'

/** A failure reported by the thread: a clean reason, or 'crashed' for anything unexpected. */
export class ExtractionThreadError extends Error {
  readonly reason: ExtractionFailureReason | 'crashed'

  constructor(reason: ExtractionFailureReason | 'crashed', message: string) {
    super(message)
    this.name = 'ExtractionThreadError'
    this.reason = reason
  }
}

/** One document for the thread, with its progress callback and cancellation. */
export interface ThreadExtractInput extends ThreadJobInput {
  readonly onProgress?: (pagesDone: number, pagesTotal: number) => void
  readonly signal?: AbortSignal
}

/** A long-lived extraction thread. */
export interface ExtractionThread {
  /** Extract one document in the thread. Rejects with ExtractionThreadError. */
  extract(input: ThreadExtractInput): Promise<ExtractDocumentOutput>
  /** Stop the thread; pending documents fail with reason 'aborted'. */
  close(): Promise<void>
}

interface Pending {
  resolve(o: ExtractDocumentOutput): void
  reject(e: ExtractionThreadError): void
  onProgress?: (pagesDone: number, pagesTotal: number) => void
}

/**
 * The worker module next to this one. Built code loads the .js file directly; under tsx (dev,
 * tests, scripts) the worker is TypeScript, so a small bootstrap registers tsx's loader in the
 * thread first.
 */
function spawnWorker(resourceLimits: { maxOldGenerationSizeMb: number }): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./extraction-worker.js', import.meta.url), { resourceLimits })
  const tsxApi = import.meta.resolve('tsx/esm/api')
  const entry = new URL('./extraction-worker.ts', import.meta.url).href
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(bootstrap, { eval: true, resourceLimits })
}

/** Start an extraction thread (lazily: the worker starts with the first document). */
export function createExtractionThread(options: { maxMemoryMb?: number } = {}): ExtractionThread {
  let worker: Worker | undefined
  let nextId = 1
  let closed = false
  const pending = new Map<number, Pending>()

  const failAll = (reason: ExtractionFailureReason | 'crashed', message: string): void => {
    for (const p of pending.values()) p.reject(new ExtractionThreadError(reason, message))
    pending.clear()
  }

  const start = (): Worker => {
    const w = spawnWorker({ maxOldGenerationSizeMb: options.maxMemoryMb ?? 2048 })
    w.on('message', (m: FromWorker) => {
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
    w.on('error', (e) => failAll('crashed', `The extraction thread failed: ${e.message}`))
    w.on('exit', (code) => {
      if (worker === w) worker = undefined
      if (pending.size > 0)
        failAll(closed ? 'aborted' : 'crashed', `The extraction thread exited (code ${code}).`)
    })
    return w
  }

  return {
    extract(input) {
      if (closed)
        return Promise.reject(
          new ExtractionThreadError('aborted', 'The extraction thread is closed.'),
        )
      if (input.signal?.aborted)
        return Promise.reject(new ExtractionThreadError('aborted', 'Extraction was cancelled.'))
      worker ??= start()
      const w = worker
      const id = nextId++
      const { onProgress, signal, ...job } = input
      return new Promise<ExtractDocumentOutput>((resolve, reject) => {
        pending.set(id, { resolve, reject, ...(onProgress !== undefined ? { onProgress } : {}) })
        signal?.addEventListener(
          'abort',
          () => w.postMessage({ type: 'abort', id } satisfies ToWorker),
          { once: true },
        )
        w.postMessage({ type: 'extract', id, input: job } satisfies ToWorker)
      })
    },
    async close() {
      closed = true
      const w = worker
      worker = undefined
      if (w !== undefined) await w.terminate()
      failAll('aborted', 'The extraction thread was closed.')
    },
  }
}

export { ExtractionError }
