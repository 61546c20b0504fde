/**
 * The entry points the server starts as a worker thread / child process at run time, off the
 * API's event loop: the extraction engine (its worker thread, the jobs' child process and the
 * engine's PDF reader thread) and the search indexer's file reader. A bundle builds each as a file
 * of its own under this name, found beside the code that starts it (src/server/worker-module.ts).
 * Shared by electron.vite.config.ts and the start-up bench, which bundles the server the same way.
 */
export const WORKER_ENTRIES: Readonly<Record<string, string>> = {
  'extraction-worker': 'src/server/extraction/extraction-worker.ts',
  'pdf-reader-worker': 'src/server/extraction/pdf-reader-worker.ts',
  'extraction-child': 'src/server/jobs/extraction-child.ts',
  'file-reader-worker': 'src/server/lifecycle/search/file-reader-worker.ts',
}
