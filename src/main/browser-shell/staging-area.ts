/**
 * Files the page streams to the host before `upload.start` (the browser cannot hand us a path):
 * each request body is piped to a file in a private temp folder, never held in memory, and is
 * removed once the upload used it (or when the shell stops).
 */
import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { StagingArea } from '../host/ports'

/** The largest file one stage request accepts (a bound on disk use per request). */
export const MAX_STAGED_BYTES = 4 * 1024 ** 3

export type StagedFile = {
  readonly path: string
  readonly name: string
  readonly lastModified?: number
}

export type BrowserStaging = StagingArea & {
  /** Streams `body` to disk; resolves with the new staged id. */
  readonly stage: (body: Readable, name: string, lastModified?: number) => Promise<string>
  readonly file: (stagedId: string) => StagedFile | undefined
  readonly close: () => Promise<void>
}

/** Creates the staging folder under `dir`. */
export async function createStagingArea(dir: string): Promise<BrowserStaging> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const files = new Map<string, StagedFile>()
  return {
    stage: async (body, name, lastModified) => {
      const stagedId = randomUUID()
      const path = join(dir, stagedId)
      let bytes = 0
      // Counted inside the pipeline, so backpressure holds from the socket to the disk.
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length
          if (bytes > MAX_STAGED_BYTES) callback(new Error('File too large to stage'))
          else callback(null, chunk)
        },
      })
      try {
        await pipeline(body, limit, createWriteStream(path, { mode: 0o600 }))
      } catch (e) {
        await rm(path, { force: true })
        throw e
      }
      files.set(stagedId, { path, name, lastModified })
      return stagedId
    },
    file: (stagedId) => files.get(stagedId),
    resolve: (stagedId) => files.get(stagedId),
    release: async (stagedId) => {
      const f = files.get(stagedId)
      files.delete(stagedId)
      if (f) await rm(f.path, { force: true })
    },
    close: async () => {
      files.clear()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
