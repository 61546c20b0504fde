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
  /** Bytes per read and write (default 512 KiB). */
  readonly highWaterMark?: number
}

/** Buffers reused for the whole transfer: reads fill one while the others are being sent. */
const BUFFERS = 4

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
    const chunkSize = options.highWaterMark ?? 512 * 1024
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
    req.once('close', () => {
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
        const buffers = Array.from({ length: BUFFERS }, () => Buffer.allocUnsafe(chunkSize))
        const writes: (Promise<void> | undefined)[] = new Array(BUFFERS)
        let position = 0
        for (let i = 0; position < options.size; i++) {
          if (settled) return
          const slot = i % BUFFERS
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
