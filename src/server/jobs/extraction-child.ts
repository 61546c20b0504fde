/**
 * The extraction child process (see extraction-process.ts): lowers its own scheduling priority
 * first, so the engine's threads (OCR lanes, pdf.js), created later, inherit it and the API's
 * event loop keeps the CPU when both want it; then runs the EXTRACTION engine for each message.
 */
import { setPriority } from 'node:os'
import { extractDocument } from '../extraction/engine'
import { ExtractionError } from '../extraction/extraction-error'
import type { FromWorker, ToWorker } from '../extraction/thread-protocol'

/** Nice value of the extraction process (19 is the lowest priority). */
const NICE = Number(process.env.EXTRACTION_NICE ?? 10)

try {
  setPriority(NICE)
} catch {
  // Not allowed on this platform: run at normal priority.
}

const running = new Map<number, AbortController>()
const send = (m: FromWorker): void => {
  process.send?.(m)
}

process.on('message', (m: ToWorker) => {
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
// The parent went away: nothing left to report to.
process.on('disconnect', () => process.exit(0))
