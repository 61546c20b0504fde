/**
 * The extraction thread's entry point: runs the engine for each 'extract' message, reports
 * per-page progress, and answers with the result or a clean failure. Unexpected errors are
 * reported too, so one bad document never takes the thread down.
 */
import { parentPort } from 'node:worker_threads'
import { extractDocument } from './engine'
import { ExtractionError } from './extraction-error'
import type { FromWorker, ToWorker } from './thread-protocol'

const port = parentPort
if (port === null) throw new Error('extraction-worker.ts must run in a worker thread')

const running = new Map<number, AbortController>()
const send = (m: FromWorker): void => port.postMessage(m)

port.on('message', (m: ToWorker) => {
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
          message: e instanceof Error ? e.message : String(e),
        })
    })
    .finally(() => running.delete(m.id))
})
