/**
 * Files the page streams to the host before `upload.start` (the browser cannot hand us a path):
 * each request body is piped to a file in a private temp folder, never held in memory, and is
 * removed once the upload used it, when nobody used it within STAGED_TTL_MS, or when the shell
 * stops. A shell that was killed leaves its folder behind: the next start sweeps it (see
 * stale-temp-folders.ts).
 */
import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { MAX_FILE_BYTES } from '../../shared/constants'
import { MESSAGES } from '../../shared/messages'
import { HandlerError } from '../host/handlers/handler-error'
import type { StagingArea } from '../host/ports'

/**
 * The largest file one stage request accepts (a bound on disk use per request): the per-file
 * maximum of uploads, since a larger file could not be uploaded anyway.
 */
const MAX_STAGED_BYTES = MAX_FILE_BYTES

/** A staged file nobody uploaded within this time is removed (the page went away). */
export const STAGED_TTL_MS = 60 * 60_000

export type StagedFile = {
  readonly path: string
  readonly name: string
  readonly lastModified?: number
  /** When it was staged (ms since the epoch). */
  readonly stagedAt: number
}

export type BrowserStaging = StagingArea & {
  /** Streams `body` to disk; resolves with the new staged id. */
  readonly stage: (body: Readable, name: string, lastModified?: number) => Promise<string>
  readonly file: (stagedId: string) => StagedFile | undefined
  /** Removes the staged files older than the TTL; resolves with how many went. */
  readonly sweep: () => Promise<number>
  readonly close: () => Promise<void>
}

/** Creates the staging folder under `dir`; expired files are swept every `sweepEveryMs`. */
export async function createStagingArea(
  dir: string,
  options: {
    readonly ttlMs?: number
    readonly sweepEveryMs?: number
    readonly now?: () => number
  } = {},
): Promise<BrowserStaging> {
  const ttl = options.ttlMs ?? STAGED_TTL_MS
  const now = options.now ?? Date.now
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const files = new Map<string, StagedFile>()
  const release = async (stagedId: string) => {
    const f = files.get(stagedId)
    files.delete(stagedId)
    if (f) await rm(f.path, { force: true })
  }
  const sweep = async () => {
    const expired = [...files].filter(([, f]) => now() - f.stagedAt > ttl).map(([id]) => id)
    for (const id of expired) await release(id)
    return expired.length
  }
  const timer = setInterval(() => void sweep(), options.sweepEveryMs ?? ttl / 6)
  timer.unref()
  return {
    stage: async (body, name, lastModified) => {
      const stagedId = randomUUID()
      const path = join(dir, stagedId)
      let bytes = 0
      // Counted inside the pipeline, so backpressure holds from the socket to the disk.
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length
          if (bytes > MAX_STAGED_BYTES) {
            callback(new HandlerError('too-large', MESSAGES.fileTooLarge(MAX_STAGED_BYTES)))
          } else callback(null, chunk)
        },
      })
      try {
        await pipeline(body, limit, createWriteStream(path, { mode: 0o600 }))
      } catch (e) {
        await rm(path, { force: true })
        throw e
      }
      files.set(stagedId, { path, name, lastModified, stagedAt: now() })
      return stagedId
    },
    file: (stagedId) => files.get(stagedId),
    resolve: (stagedId) => files.get(stagedId),
    release,
    sweep,
    close: async () => {
      clearInterval(timer)
      files.clear()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
