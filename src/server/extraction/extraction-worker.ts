/**
 * The extraction thread's entry point (see extraction-thread.ts): serves extraction requests
 * from the parent thread.
 */
import { parentPort } from 'node:worker_threads'
import { serveExtraction } from './serve-extraction'

const port = parentPort
if (port === null) throw new Error('extraction-worker.ts must run in a worker thread')

port.on(
  'message',
  serveExtraction((m) => port.postMessage(m)),
)
