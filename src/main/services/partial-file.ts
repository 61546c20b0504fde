/**
 * Writing a file atomically: data goes to `<target>.partial` in the same folder (same file system,
 * so the final rename is atomic), and only a complete file is renamed into place. On failure or
 * cancellation the partial file is deleted: no half-written archive or download ever remains.
 */
import { createWriteStream } from 'node:fs'
import type { WriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'

export const PARTIAL_SUFFIX = '.partial'

/** The temporary path a target is written to first. */
export function partialPathFor(targetPath: string): string {
  return `${targetPath}${PARTIAL_SUFFIX}`
}

export type PartialFile = {
  readonly path: string
  readonly stream: WriteStream
  /** Flushes to disk and renames the partial file to the target. */
  readonly commit: () => Promise<void>
  /** Destroys the stream and deletes the partial file (safe to call twice). */
  readonly discard: () => Promise<void>
}

/** Opens `<target>.partial` for writing. */
export function openPartialFile(targetPath: string): PartialFile {
  const path = partialPathFor(targetPath)
  // flush: fsync before close, so a committed archive survives a power cut. A 1 MiB buffer: the
  // chunks that arrive while a write is on disk go out together in one writev.
  const stream = createWriteStream(path, { flush: true, highWaterMark: 1024 * 1024 })
  return {
    path,
    stream,
    async commit() {
      await rename(path, targetPath)
    },
    async discard() {
      if (!stream.destroyed) stream.destroy()
      await new Promise<void>((resolve) =>
        stream.closed ? resolve() : stream.once('close', () => resolve()),
      )
      await rm(path, { force: true })
    },
  }
}
