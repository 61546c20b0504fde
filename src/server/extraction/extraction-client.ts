/**
 * The caller's side of the extraction protocol (thread-protocol.ts), written once for wherever the
 * engine runs: a worker thread (extraction-thread.ts) or a niced child process
 * (src/server/jobs/extraction-process.ts) differ only in how their channel is opened. The engine
 * lives across documents (the OCR model loads once); if it dies, the documents it was reading fail
 * with reason 'crashed' and the next document starts a fresh one.
 */
import type { ChannelListener, MessageChannel } from '../message-channel'
import type { ExtractDocumentOutput } from './engine'
import type { ExtractionFailureReason } from './extraction-error'
import type { FromWorker, ThreadJobInput, ToWorker } from './thread-protocol'

/** A failure of one document: a clean reason, or 'crashed' when the engine itself died. */
export class ExtractionClientError extends Error {
  readonly reason: ExtractionFailureReason | 'crashed'

  constructor(reason: ExtractionFailureReason | 'crashed', message: string) {
    super(message)
    this.name = 'ExtractionClientError'
    this.reason = reason
  }
}

/** One document to extract, with its progress callback and cancellation. */
export interface ClientExtractInput extends ThreadJobInput {
  readonly onProgress?: (pagesDone: number, pagesTotal: number) => void
  readonly signal?: AbortSignal
}

/** The engine, running elsewhere. */
export interface ExtractionClient {
  /** Extract one document. Rejects with ExtractionClientError. */
  extract(input: ClientExtractInput): Promise<ExtractDocumentOutput>
  /** Stop the engine; documents still being read fail with reason 'aborted'. */
  close(): Promise<void>
}

/** Opens a channel to a fresh engine (a thread or a process), reporting to `listener`. */
export type OpenExtractionChannel = (
  listener: ChannelListener<FromWorker>,
) => MessageChannel<ToWorker>

interface Pending {
  resolve(o: ExtractDocumentOutput): void
  reject(e: ExtractionClientError): void
  onProgress?: (pagesDone: number, pagesTotal: number) => void
}

/**
 * A client that opens its channel with the first document. `where` names the engine's home in
 * failure messages ("the extraction process stopped unexpectedly…").
 */
export function createExtractionClient(
  openChannel: OpenExtractionChannel,
  where: string,
): ExtractionClient {
  let channel: MessageChannel<ToWorker> | undefined
  let nextId = 1
  let closed = false
  const pending = new Map<number, Pending>()

  const failAll = (reason: ExtractionFailureReason | 'crashed', message: string): void => {
    for (const p of pending.values()) p.reject(new ExtractionClientError(reason, message))
    pending.clear()
  }

  const open = (): MessageChannel<ToWorker> => {
    const c: MessageChannel<ToWorker> = openChannel({
      message(m) {
        const p = pending.get(m.id)
        if (p === undefined) return
        if (m.type === 'progress') p.onProgress?.(m.pagesDone, m.pagesTotal)
        else if (m.type === 'done') {
          pending.delete(m.id)
          p.resolve(m.output)
        } else {
          pending.delete(m.id)
          p.reject(new ExtractionClientError(m.reason, m.message))
        }
      },
      exit(why) {
        if (channel === c) channel = undefined
        if (closed) failAll('aborted', 'Extraction was cancelled.')
        else failAll('crashed', `The ${where} stopped while reading the document: ${why}.`)
      },
    })
    return c
  }

  return {
    extract(input) {
      if (closed)
        return Promise.reject(new ExtractionClientError('aborted', `The ${where} is closed.`))
      if (input.signal?.aborted)
        return Promise.reject(new ExtractionClientError('aborted', 'Extraction was cancelled.'))
      channel ??= open()
      const c = channel
      const id = nextId++
      const { onProgress, signal, ...job } = input
      return new Promise<ExtractDocumentOutput>((resolve, reject) => {
        pending.set(id, { resolve, reject, ...(onProgress !== undefined ? { onProgress } : {}) })
        signal?.addEventListener('abort', () => c.send({ type: 'abort', id }), { once: true })
        c.send({ type: 'extract', id, input: job })
      })
    },
    async close() {
      closed = true
      const c = channel
      channel = undefined
      if (c !== undefined) await c.close()
      failAll('aborted', 'Extraction was cancelled.')
    },
  }
}
