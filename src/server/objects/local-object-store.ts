/**
 * The local object store: files under `<data>/objects`, served by the case server itself through
 * HMAC-signed, expiring URLs (`/objects/<key>?ct=&exp=&sig=`). Uploads stream to a temp file and
 * are renamed into place only when complete, so a broken PUT leaves no object; a tampered,
 * expired or mismatched request gets 403 and nothing is written.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomUUID } from 'node:crypto'
import { dirname, join, resolve, sep } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  assertSafeObjectKey,
  isSafeObjectKey,
  type ObjectInfo,
  type ObjectStore,
} from './object-store'
import { expiryFor, signRequest, verifyRequest } from './url-signature'

export const OBJECT_ROUTE_PREFIX = '/objects/'

export type LocalObjectStoreOptions = {
  /** Folder holding the objects (`<data>/objects`). */
  readonly root: string
  /** HMAC secret; persisted by the server so URLs survive a restart. */
  readonly secret: string
  /** Largest accepted upload in bytes. */
  readonly maxObjectBytes: number
}

export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local' as const
  readonly root: string
  #baseUrl = ''

  constructor(private readonly options: LocalObjectStoreOptions) {
    this.root = resolve(options.root)
  }

  /** Sets the server's public origin (known once it listens), e.g. `http://127.0.0.1:5000`. */
  setBaseUrl(url: string): void {
    this.#baseUrl = url.replace(/\/$/, '')
  }

  /** The file path of a key; throws for a key that could escape the folder. */
  pathOf(key: string): string {
    assertSafeObjectKey(key)
    const p = resolve(this.root, key)
    if (!p.startsWith(this.root + sep)) throw new Error(`Invalid object key: ${key}`)
    return p
  }

  #sign(method: 'GET' | 'PUT', key: string, contentType: string, ttlSeconds: number): string {
    assertSafeObjectKey(key)
    const expires = expiryFor(ttlSeconds)
    const sig = signRequest(this.options.secret, { method, key, contentType, expires })
    const q = new URLSearchParams({ ct: contentType, exp: String(expires), sig })
    return `${this.#baseUrl}${OBJECT_ROUTE_PREFIX}${key.split('/').map(encodeURIComponent).join('/')}?${q}`
  }

  async signPut(key: string, contentType: string, ttlSeconds: number): Promise<string> {
    return this.#sign('PUT', key, contentType, ttlSeconds)
  }

  async signGet(key: string, contentType: string, ttlSeconds: number): Promise<string> {
    return this.#sign('GET', key, contentType, ttlSeconds)
  }

  /** Signs synchronously (the documents list signs up to 100 URLs per read). */
  signGetSync(key: string, contentType: string, ttlSeconds: number): string {
    return this.#sign('GET', key, contentType, ttlSeconds)
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const s = await stat(this.pathOf(key))
      return s.isFile() ? { size: s.size, contentType: null } : null
    } catch {
      return null
    }
  }

  async read(key: string): Promise<Readable> {
    const path = this.pathOf(key)
    await stat(path)
    return createReadStream(path)
  }

  async write(key: string, body: Buffer | Readable, _contentType: string): Promise<void> {
    const path = this.pathOf(key)
    const tmp = await this.#tempPath()
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(tmp))
      await mkdir(dirname(path), { recursive: true })
      await rename(tmp, path)
    } catch (err) {
      await rm(tmp, { force: true })
      throw err
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true })
  }

  async #tempPath(): Promise<string> {
    const dir = join(this.root, '.tmp')
    await mkdir(dir, { recursive: true })
    return join(dir, randomUUID())
  }

  /**
   * Serves `/objects/<key>?ct=&exp=&sig=` (GET and PUT). The URL's signature is the
   * authorisation (no bearer token: the URL was issued to an authenticated caller).
   */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method === 'HEAD' ? 'GET' : req.method
    if (method !== 'GET' && method !== 'PUT') {
      return deny(res, 405, 'Method not allowed', req)
    }
    let key: string
    try {
      key = url.pathname
        .slice(OBJECT_ROUTE_PREFIX.length)
        .split('/')
        .map((s) => decodeURIComponent(s))
        .join('/')
    } catch {
      return deny(res, 400, 'Bad object key', req)
    }
    const contentType = url.searchParams.get('ct') ?? ''
    const expires = Number(url.searchParams.get('exp'))
    const sig = url.searchParams.get('sig') ?? ''
    if (!isSafeObjectKey(key) || !/^[0-9a-f]{64}$/.test(sig)) {
      return deny(res, 403, 'Forbidden', req)
    }
    if (!verifyRequest(this.options.secret, { method, key, contentType, expires }, sig)) {
      return deny(res, 403, 'Signature invalid or expired', req)
    }
    return method === 'PUT'
      ? this.#put(req, res, key, contentType)
      : this.#get(req, res, key, contentType, expires)
  }

  async #put(req: IncomingMessage, res: ServerResponse, key: string, contentType: string) {
    // The signature bound the content type: the request must send exactly that type.
    const sent = (req.headers['content-type'] ?? '').trim().toLowerCase()
    if (sent !== contentType.toLowerCase()) {
      return deny(res, 403, 'Content-Type does not match the signed URL', req)
    }
    const declared = req.headers['content-length']
    const max = this.options.maxObjectBytes
    if (declared != null && Number(declared) > max) {
      return deny(res, 413, `Object larger than ${max} bytes`, req)
    }
    const path = this.pathOf(key)
    const tmp = await this.#tempPath()
    let received = 0
    const limiter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        received += chunk.length
        if (received > max) cb(new TooLarge())
        else cb(null, chunk)
      },
    })
    try {
      await pipeline(req, limiter, createWriteStream(tmp))
      if (declared != null && received !== Number(declared)) throw new Error('Incomplete upload')
      await mkdir(dirname(path), { recursive: true })
      await rename(tmp, path)
    } catch (err) {
      await rm(tmp, { force: true })
      if (!res.headersSent && !res.destroyed) {
        const tooLarge = err instanceof TooLarge
        return deny(
          res,
          tooLarge ? 413 : 400,
          tooLarge ? `Object larger than ${max} bytes` : 'Upload failed',
          req,
        )
      }
      return
    }
    res.writeHead(200, { 'content-length': '0' }).end()
  }

  async #get(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    contentType: string,
    expires: number,
  ) {
    const path = this.pathOf(key)
    let size: number
    try {
      const s = await stat(path)
      if (!s.isFile()) throw new Error('not a file')
      size = s.size
    } catch {
      return deny(res, 404, 'No such object', req)
    }
    const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000))
    res.writeHead(200, {
      'content-type': contentType,
      'content-length': String(size),
      'cache-control': `private, max-age=${maxAge}`,
      'x-content-type-options': 'nosniff',
    })
    if (req.method === 'HEAD') return void res.end()
    await pipeline(createReadStream(path), res).catch(() => undefined)
  }
}

class TooLarge extends Error {}

/** Answers with an error and stops reading the request body (nothing is written). */
function deny(res: ServerResponse, status: number, message: string, req: IncomingMessage): void {
  if (res.headersSent) return void res.destroy()
  const body = JSON.stringify({ error: message })
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  })
  res.end(body)
  // Discard whatever body the client is still sending without storing it.
  req.resume()
}
