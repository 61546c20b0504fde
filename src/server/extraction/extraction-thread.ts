/**
 * Runs the extraction engine off the API's event loop in a worker thread (the same client as the
 * child process: extraction-client.ts; only the channel differs).
 */
import { workerChannel } from '../message-channel'
import { startModuleWorker } from '../worker-module'
import { createExtractionClient, type ExtractionClient } from './extraction-client'
import type { FromWorker, ToWorker } from './thread-protocol'

/** An extraction client whose engine runs in a worker thread, started with the first document. */
export function createExtractionThread(options: { maxMemoryMb?: number } = {}): ExtractionClient {
  const limits = { maxOldGenerationSizeMb: options.maxMemoryMb ?? 2048 }
  return createExtractionClient(
    (listener) =>
      workerChannel<ToWorker, FromWorker>(
        startModuleWorker(import.meta.url, 'extraction-worker', limits),
        listener,
      ),
    'extraction thread',
  )
}
