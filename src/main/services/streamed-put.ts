/**
 * The HTTP PUT of docs/rules.md#calls (the raw file to its signed URL, its content type as header):
 * streams a file from disk (never whole in memory) with Content-Type and Content-Length, reporting
 * bytes sent.
 */
import { createHash } from 'node:crypto'
import { open } from 'node:fs/promises'
import type { FileHandle } from 'node:fs/promises'
import http from 'node:http'
import https from 'node:https'

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 16 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 16 }),
}

/** A failed PUT: `retryable` for network errors, 5xx, 408 and 429. */
export class PutError extends Error {
  override readonly name = 'PutError'
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message)
  }
}

export type PutFileOptions = {
  readonly url: string
  readonly path: string
  readonly contentType: string
  /** Bytes to send: the size seen when the file was typed (a file that changes since fails). */
  readonly size: number
  readonly signal?: AbortSignal
  /** Called with the bytes sent so far, as chunks leave for the socket. */
  readonly onProgress?: (loaded: number) => void
  /** Bytes per read and write (default: by the file's size, see chunkSizeFor). */
  readonly highWaterMark?: number
}

/** Buffers reused for the whole transfer: reads fill one while the others are being sent. */
const BUFFERS = 4

const KIB = 1024
const MIB = 1024 * KIB

/**
 * Bytes per read and write. Besides the hash and the kernel's copies, the uploader's CPU on a big
 * file goes per chunk (a read in the thread pool, a socket write, their callbacks), so a big file
 * goes in 4 MiB chunks: 5–15% less of the uploader's CPU than 512 KiB on a 1 GB file, measured
 * against a discarding server. A small file keeps 512 KiB (a 1 MB file needs only two buffers).
 */
const chunkSizeFor = (size: number): number => (size >= 32 * MIB ? 4 * MIB : 512 * KIB)

/**
 * Read buffers kept between PUTs. A batch of small files would otherwise allocate fresh buffers
 * for every file: fresh memory is zeroed by the kernel on first touch and freed again by the GC,
 * a cost per file that curl, reusing one buffer, never pays. Bounded (4 PUTs in flight of
 * BUFFERS each) and dropped once no PUT has needed them for a while, so an idle app keeps none.
 */
const spare = new Map<number, Buffer[]>()
const MAX_SPARE = 16
/** Big chunks are kept fewer: at most this many bytes of one size. */
const MAX_SPARE_BYTES = 16 * MIB
const SPARE_IDLE_MS = 5000
let lastGiven = 0
let dropSpare: NodeJS.Timeout | undefined

/** One timer for the pool (not one per file): drops it once idle for SPARE_IDLE_MS. */
function dropWhenIdle(): void {
  if (dropSpare !== undefined) return
  const check = () => {
    const idle = performance.now() - lastGiven
    if (idle >= SPARE_IDLE_MS) {
      spare.clear()
      dropSpare = undefined
    } else dropSpare = setTimeout(check, SPARE_IDLE_MS - idle).unref()
  }
  dropSpare = setTimeout(check, SPARE_IDLE_MS).unref()
}

function takeBuffer(size: number): Buffer {
  return spare.get(size)?.pop() ?? Buffer.allocUnsafeSlow(size)
}

/** Returns buffers no write can still be reading (only after a PUT whose writes all completed). */
function giveBuffers(buffers: readonly Buffer[]): void {
  for (const b of buffers) {
    const list = spare.get(b.length) ?? []
    if (list.length < Math.min(MAX_SPARE, MAX_SPARE_BYTES / b.length)) list.push(b)
    spare.set(b.length, list)
  }
  lastGiven = performance.now()
  dropWhenIdle()
}

/**
 * PUTs one file to a signed URL; resolves with the hex sha256 of the bytes sent (hashed as they
 * are read: no second pass over the file) once the server answered 2xx.
 *
 * The body is read with positioned reads into a few reused buffers instead of a read stream:
 * a stream allocates a fresh buffer per chunk, and for a 1 GB file that garbage (and the page
 * faults of fresh memory) cost both RSS and throughput. A buffer is reused only after its write
 * callback, so memory stays at BUFFERS × chunk size whatever the file size.
 */
export function putFile(options: PutFileOptions): Promise<{ readonly sha256: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(options.url)
    const transport = url.protocol === 'https:' ? https : http
    const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:']
    const chunkSize = options.highWaterMark ?? chunkSizeFor(options.size)
    let settled = false
    let sent = false
    const hash = createHash('sha256')
    const fail = (err: Error) => {
      if (settled) return
      settled = true
      req.destroy()
      reject(err)
    }
    const req = transport.request(url, {
      method: 'PUT',
      agent,
      headers: { 'content-type': options.contentType, 'content-length': String(options.size) },
      signal: options.signal,
    })
    req.on('error', (err) => {
      if (options.signal?.aborted) return fail(options.signal.reason as Error)
      fail(new PutError(err.message, true))
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => {
        if (chunks.length < 16) chunks.push(c)
      })
      res.on('error', (err) => fail(new PutError(err.message, true)))
      res.on('end', () => {
        if (settled) return
        const status = res.statusCode ?? 0
        if (status >= 200 && status < 300) {
          if (!sent) return fail(new PutError('The server answered before the file was sent', true))
          settled = true
          resolve({ sha256: hash.digest('hex') })
          return
        }
        const body = Buffer.concat(chunks).toString('utf8').trim().slice(0, 300)
        const retryable = status >= 500 || status === 408 || status === 429
        fail(new PutError(body || `Upload refused: HTTP ${status}`, retryable, status))
      })
    })

    // A destroyed request may never call back its pending writes: release them on close so the
    // read loop ends and the file handle is closed.
    const unblock = new Set<() => void>()
    let abandoned = false
    req.once('close', () => {
      if (unblock.size > 0) abandoned = true
      for (const release of unblock) release()
      unblock.clear()
    })

    const pump = async () => {
      let fh: FileHandle
      try {
        fh = await open(options.path, 'r')
      } catch (err) {
        throw new PutError(`Could not read the file: ${(err as Error).message}`, false)
      }
      try {
        // As many buffers as the file has chunks (a 1 MB file needs 2 of 512 KiB, not 4).
        const count = Math.max(1, Math.min(BUFFERS, Math.ceil(options.size / chunkSize)))
        const buffers = Array.from({ length: count }, () => takeBuffer(chunkSize))
        const writes: (Promise<void> | undefined)[] = new Array(count)
        let position = 0
        for (let i = 0; position < options.size; i++) {
          if (settled) return
          const slot = i % count
          await writes[slot] // the buffer is free once its previous write was flushed
          if (settled) return
          const want = Math.min(chunkSize, options.size - position)
          const { bytesRead } = await fh.read(buffers[slot]!, 0, want, position)
          // A file that shrank since it was typed would leave the server waiting for bytes.
          if (bytesRead === 0)
            throw new PutError('The file changed while it was being uploaded', false)
          position += bytesRead
          const chunk = buffers[slot]!.subarray(0, bytesRead)
          hash.update(chunk)
          writes[slot] = new Promise<void>((done, failed) => {
            const release = () => done()
            unblock.add(release)
            req.write(chunk, (err) => {
              unblock.delete(release)
              if (err) failed(err)
              else done()
            })
          })
          writes[slot]!.catch(() => undefined) // a failed write also errors the request
          options.onProgress?.(position)
        }
        await Promise.all(writes)
        sent = true
        req.end()
        // Every write called back without error: the socket holds none of these bytes any more.
        // (A failed or destroyed request keeps its buffers out of the pool.)
        if (!settled && !abandoned) giveBuffers(buffers)
      } finally {
        await fh.close()
      }
    }
    pump().catch((err: unknown) => {
      if (options.signal?.aborted) return fail(options.signal.reason as Error)
      fail(err instanceof PutError ? err : new PutError((err as Error).message, true))
    })
  })
}
