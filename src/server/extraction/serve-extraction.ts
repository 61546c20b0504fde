/**
 * The receiving end of the extraction protocol (thread-protocol.ts), shared by the worker thread
 * (extraction-worker.ts) and the jobs' child process (src/server/jobs/extraction-child.ts): runs
 * the engine for each 'extract' message, reports per-page progress, and answers with the result
 * or a clean failure. Unexpected errors are reported too, so one bad document never takes the
 * thread or process down.
 */
import { extractDocument } from './engine'
import { ExtractionError } from './extraction-error'
import type { FromWorker, ToWorker } from './thread-protocol'

/** Returns the message listener that serves extraction requests, answering through `send`. */
export function serveExtraction(send: (m: FromWorker) => void): (m: ToWorker) => void {
  const running = new Map<number, AbortController>()
  return (m) => {
    if (m.type === 'abort') {
      running.get(m.id)?.abort()
      return
    }
    const ac = new AbortController()
    running.set(m.id, ac)
    extractDocument({
      ...m.input,
      signal: ac.signal,
      onProgress: (pagesDone, pagesTotal) =>
        send({ type: 'progress', id: m.id, pagesDone, pagesTotal }),
    })
      .then((output) => send({ type: 'done', id: m.id, output }))
      .catch((e: unknown) => {
        if (e instanceof ExtractionError)
          send({ type: 'failed', id: m.id, reason: e.reason, message: e.message })
        else
          send({
            type: 'failed',
            id: m.id,
            reason: 'crashed',
            message: `The extraction engine hit an internal error (${e instanceof Error ? e.message : String(e)}).`,
          })
      })
      .finally(() => running.delete(m.id))
  }
}
