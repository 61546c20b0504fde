import { SHEET_LIMITS } from '../../model/sheet-limits'
import type { PreviewSheet, SheetWorkerReply } from './sheet-protocol'

/**
 * Reads a workbook's sheets in a Web Worker of its own (sheet-worker.ts), stopped when it answers,
 * fails or runs past the time limit; rejects with a message fit for the user.
 */
export function readSheets(
  bytes: ArrayBuffer,
  timeoutMs = SHEET_LIMITS.timeoutMs,
): Promise<PreviewSheet[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module' })
    const timer = setTimeout(() => {
      worker.terminate()
      reject(
        new Error(
          `Reading this workbook took longer than ${timeoutMs / 1000} seconds; it was stopped. Download it to open it.`,
        ),
      )
    }, timeoutMs)
    const done = () => {
      clearTimeout(timer)
      worker.terminate()
    }
    worker.onmessage = (e: MessageEvent<SheetWorkerReply>) => {
      done()
      if (e.data.ok) resolve([...e.data.sheets])
      else reject(new Error(e.data.message))
    }
    worker.onerror = (e) => {
      done()
      e.preventDefault()
      reject(
        new Error('This workbook could not be read: the reader stopped (it may be too large).'),
      )
    }
    worker.postMessage(bytes, [bytes])
  })
}
