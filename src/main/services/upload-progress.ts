/**
 * The progress of one upload batch: per file (keyed by its file id) and in total, as the
 * `upload.progress` events of the contract. Byte counts of a file while it is sent are throttled
 * (one event per file per PROGRESS_INTERVAL_MS, and always its last byte); status changes are
 * never throttled.
 */
import type { UploadProgress } from './upload-types'

const PROGRESS_INTERVAL_MS = 100

type FileProgress = { name: string; size: number; loaded: number; lastEmit: number }

export type ProgressTracker = {
  /** Declares a file of the batch with its size (0 until known); its bytes join the total. */
  readonly add: (fileId: string, name: string, size: number) => void
  /** A file's status and bytes so far; `message` says why (failed, reconnecting). */
  readonly report: (
    fileId: string,
    status: UploadProgress['status'],
    loaded?: number,
    message?: string,
  ) => void
  /** The bytes counted for a file so far. */
  readonly loaded: (fileId: string) => number
  /** The size declared for a file. */
  readonly size: (fileId: string) => number
}

/** A tracker for one batch; `emit` receives every event (nothing when absent). */
export function createProgressTracker(
  batchId: string,
  emit: ((event: UploadProgress) => void) | undefined,
  now: () => number = Date.now,
): ProgressTracker {
  const files = new Map<string, FileProgress>()
  let overallTotal = 0
  let overallLoaded = 0
  return {
    add: (fileId, name, size) => {
      files.set(fileId, { name, size, loaded: 0, lastEmit: 0 })
      overallTotal += size
    },
    report: (fileId, status, loaded, message) => {
      const f = files.get(fileId)
      if (f === undefined) return
      const bytes = loaded ?? f.loaded
      overallLoaded += bytes - f.loaded
      f.loaded = bytes
      if (status === 'uploading') {
        const t = now()
        if (bytes < f.size && t - f.lastEmit < PROGRESS_INTERVAL_MS) return
        f.lastEmit = t
      }
      emit?.({
        batchId,
        fileId,
        fileName: f.name,
        loaded: bytes,
        total: f.size,
        status,
        ...(message !== undefined ? { message } : {}),
        overallLoaded,
        overallTotal,
      })
    },
    loaded: (fileId) => files.get(fileId)?.loaded ?? 0,
    size: (fileId) => files.get(fileId)?.size ?? 0,
  }
}
