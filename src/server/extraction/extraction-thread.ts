/**
 * Runs the extraction engine off the API's event loop in a worker thread (the same client as the
 * child process: extraction-client.ts; only the channel differs).
 */
import { Worker } from 'node:worker_threads'
import { workerChannel } from '../message-channel'
import { createExtractionClient, type ExtractionClient } from './extraction-client'
import type { FromWorker, ToWorker } from './thread-protocol'

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

/** An extraction client whose engine runs in a worker thread, started with the first document. */
export function createExtractionThread(options: { maxMemoryMb?: number } = {}): ExtractionClient {
  const limits = { maxOldGenerationSizeMb: options.maxMemoryMb ?? 2048 }
  return createExtractionClient(
    (listener) => workerChannel<ToWorker, FromWorker>(spawnWorker(limits), listener),
    'extraction thread',
  )
}
