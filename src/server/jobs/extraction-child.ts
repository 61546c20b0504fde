/**
 * The extraction child process (see extraction-process.ts): lowers its own scheduling priority
 * first, so the engine's threads (OCR lanes, pdf.js), created later, inherit it and the API's
 * event loop keeps the CPU when both want it; then serves extraction requests like the thread.
 */
import { setPriority } from 'node:os'
import { serveExtraction } from '../extraction/serve-extraction'

/** Nice value of the extraction process (19 is the lowest priority). */
const NICE = Number(process.env.EXTRACTION_NICE ?? 10)

try {
  setPriority(NICE)
} catch {
  // Not allowed on this platform: run at normal priority.
}

process.on(
  'message',
  serveExtraction((m) => {
    process.send?.(m)
  }),
)
// The parent went away: nothing left to report to.
process.on('disconnect', () => process.exit(0))
