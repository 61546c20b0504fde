/**
 * The extraction child process (see extraction-process.ts): lowers the scheduling priority of all
 * its threads first, so the engine's threads (OCR workers, pdf.js), created later, inherit it and
 * the API's event loop keeps the CPU when both want it; then serves extraction requests like the
 * thread.
 */
import { serveExtraction } from '../extraction/serve-extraction'
import { EXTRACTION_NICE, lowerPriority } from './lower-priority'

lowerPriority(EXTRACTION_NICE)

process.on(
  'message',
  serveExtraction((m) => {
    process.send?.(m)
  }),
)
// The parent went away: nothing left to report to.
process.on('disconnect', () => process.exit(0))
