/**
 * Runs the extraction engine in a child process at a lower scheduling priority (the same client as
 * the worker thread: src/server/extraction/extraction-client.ts; only the channel differs). A
 * worker thread shares the process's priority, so on a small machine the OCR threads compete with
 * the API's event loop on equal terms; a niced child gives the API the CPU first, so the API stays
 * responsive while a scan is read.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { childChannel } from '../message-channel'
import { createExtractionClient, type ExtractionClient } from '../extraction/extraction-client'
import type { FromWorker, ToWorker } from '../extraction/thread-protocol'

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

/** An extraction client whose engine runs in a niced child process, started with the first document. */
export function createExtractionProcess(options: { maxMemoryMb?: number } = {}): ExtractionClient {
  const maxMemoryMb = options.maxMemoryMb ?? 2048
  return createExtractionClient(
    (listener) => childChannel<ToWorker, FromWorker>(spawnChild(maxMemoryMb), listener),
    'extraction process',
  )
}
