/**
 * The extraction thread's entry point (see extraction-thread.ts): lowers this thread's priority
 * first (where the system allows one per thread), so the OCR threads it starts inherit it and the
 * server's thread keeps the CPU when both want it; then serves extraction requests from the
 * parent thread.
 */
import { parentPort } from 'node:worker_threads'
import { EXTRACTION_NICE, lowerThreadPriority } from '../jobs/lower-priority'
import { serveExtraction } from './serve-extraction'

lowerThreadPriority(EXTRACTION_NICE)

const port = parentPort
if (port === null) throw new Error('extraction-worker.ts must run in a worker thread')

port.on(
  'message',
  serveExtraction((m) => port.postMessage(m)),
)
