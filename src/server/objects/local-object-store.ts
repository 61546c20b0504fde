/**
 * The local object store: files under `<data>/objects`, served by the case server itself through
 * HMAC-signed, expiring URLs (`/objects/<key>?ct=&exp=&sig=`). Uploads stream to a temp file in
 * `.tmp` (hashed as they arrive) and are renamed into place only when complete and admitted by the
 * PutGate, so a broken PUT leaves no object and a registered upload is never written again; a
 * tampered, expired or mismatched request gets 403 and nothing is written. Every placement is
 * write → fsync → rename → fsync of the folders: an acknowledged PUT survives a power loss.
 */
import { createReadStream, createWriteStream, mkdirSync, renameSync } from 'node:fs'
import { mkdir, open, readdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createHash, randomUUID } from 'node:crypto'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  assertSafeObjectKey,
  isSafeObjectKey,
  measureStream,
  type MeasuredObject,
  type ObjectInfo,
  type ObjectStore,
  type StoredObject,
} from './object-store'
import { expiryFor, signRequest, verifyRequest } from './url-signature'
import { MESSAGES } from '../../shared/messages'
import { createFolderSyncer } from '../durable-file'
import { linkOrCopy } from './link-or-copy'
import { createPutActivity } from './put-activity'

export const OBJECT_ROUTE_PREFIX = '/objects/'

/** A refusal of the PutGate: the HTTP status and words for the uploader. */
export type GateRefusal = { readonly ok: false; readonly status: number; readonly message: string }

/**
 * Who may write a key, asked by the PUT handler: `admit` before the body is read (whether the
 * key may be written, and at most how many bytes), `complete` once the body is stored in `.tmp`
 * and measured (it calls `place` to move the bytes under the key while nothing else may change
 * the upload). Without a gate (a store used alone) every signed PUT is admitted.
 */
export type PutGate = {
  admit(
    key: string,
    contentLength: number | null,
  ): Promise<{ readonly ok: true; readonly maxBytes: number } | GateRefusal>
  complete(
    key: string,
    measured: { readonly size: number; readonly sha256: string },
    place: () => Promise<void>,
  ): Promise<{ readonly ok: true } | GateRefusal>
}

/** Read size of an object served by GET. */
const STREAM_CHUNK_BYTES = 1024 * 1024

/** Signed GET URLs kept per expiry minute (a few MB at most). */
const MAX_MEMO_URLS = 20_000

/** The folder of partial uploads, inside the store's root. */
const TEMP_FOLDER = '.tmp'

export type LocalObjectStoreOptions = {
  /** Folder holding the objects (`<data>/objects`). */
  readonly root: string
  /** HMAC secret; persisted by the server so URLs survive a restart. */
  readonly secret: string
  /** Largest accepted upload in bytes. */
  readonly maxObjectBytes: number
  /** node's link(); replaceable to stand for a file system without hard links (tests). */
  readonly linkFile?: (from: string, to: string) => Promise<void>
}

export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local' as const
  readonly measuresPuts = true
  readonly putActivity = createPutActivity()
  readonly root: string
  #baseUrl = ''
  #gate: PutGate | null = null
  /** Folders above the keys' own whose entry in their parent is known to be durable. */
  readonly #syncedFolders = new Set<string>()
  readonly #folderSync = createFolderSyncer()
  /**
   * GET URLs signed for the current expiry (expiries are whole minutes: a document read again
   * within the minute gets the same URL), so a list of documents read over and over signs each
   * one once a minute rather than once per read.
   */
  #signedGets = { expires: 0, urls: new Map<string, string>() }

  constructor(private readonly options: LocalObjectStoreOptions) {
    this.root = resolve(options.root)
  }

  /** Sets the server's public origin (known once it listens), e.g. `http://127.0.0.1:5000`. */
  setBaseUrl(url: string): void {
    this.#baseUrl = url.replace(/\/$/, '')
    this.#signedGets = { expires: 0, urls: new Map() }
  }

  /** Sets who admits PUTs (the server's upload rules). */
  setPutGate(gate: PutGate): void {
    this.#gate = gate
  }

  /**
   * Removes every partial upload left in `.tmp` by a server that stopped mid-PUT (a crash, a
   * kill). Call it at start, while no PUT can be running: this server holds the data folder.
   */
  async cleanTemp(): Promise<{ readonly files: number; readonly bytes: number }> {
    const dir = join(this.root, TEMP_FOLDER)
    let files = 0
    let bytes = 0
    const names = await readdir(dir).catch(() => [] as string[])
    for (const name of names) {
      const path = join(dir, name)
      bytes += await stat(path).then(
        (s) => s.size,
        () => 0,
      )
      await rm(path, { recursive: true, force: true })
      files++
    }
    return { files, bytes }
  }

  /** The file path of a key; throws for a key that could escape the folder. */
  pathOf(key: string): string {
    assertSafeObjectKey(key)
    const p = resolve(this.root, key)
    if (!p.startsWith(this.root + sep)) throw new Error(`Invalid object key: ${key}`)
    return p
  }

  #sign(
    method: 'GET' | 'PUT',
    key: string,
    contentType: string,
    ttlSeconds: number,
    expires = expiryFor(ttlSeconds),
  ): string {
    assertSafeObjectKey(key)
    const sig = signRequest(this.options.secret, { method, key, contentType, expires })
    const q = new URLSearchParams({ ct: contentType, exp: String(expires), sig })
    return `${this.#baseUrl}${OBJECT_ROUTE_PREFIX}${key.split('/').map(encodeURIComponent).join('/')}?${q}`
  }

  /** The size is enforced by the PutGate (the upload's row), not by the URL. */
  async signPut(key: string, contentType: string, ttlSeconds: number): Promise<string> {
    return this.#sign('PUT', key, contentType, ttlSeconds)
  }

  async signGet(key: string, contentType: string, ttlSeconds: number): Promise<string> {
    return this.#sign('GET', key, contentType, ttlSeconds)
  }

  /** Signs synchronously (the documents list signs up to 100 URLs per read). */
  signGetSync(key: string, contentType: string, ttlSeconds: number): string {
    const expires = expiryFor(ttlSeconds)
    let memo = this.#signedGets
    if (memo.expires !== expires || memo.urls.size >= MAX_MEMO_URLS) {
      memo = this.#signedGets = { expires, urls: new Map() }
    }
    const id = `${contentType}\n${key}`
    let url = memo.urls.get(id)
    if (url === undefined) {
      url = this.#sign('GET', key, contentType, ttlSeconds, expires)
      memo.urls.set(id, url)
    }
    return url
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
      await pipeline(
        Buffer.isBuffer(body) ? Readable.from([body]) : body,
        createWriteStream(tmp, { flush: true }),
      )
      await this.#place(tmp, path)
      await this.persist()
    } catch (err) {
      await rm(tmp, { force: true })
      throw err
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key)
    // unlink, not rm(): rm() first lstat()s the path, one more disk call per file of every
    // registration (each removes its uploads' temporary names).
    await unlink(path).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err
    })
    // Upload and document keys have a folder of their own: remove it once it is empty.
    await rmdir(dirname(path)).catch(() => undefined)
  }

  /**
   * `options.persistLater`: the caller freezes many and calls persist() once when all are done
   * (one fsync of the shared parent folder, not one per file, each queued behind the last and
   * in front of every PUT's acknowledgement).
   */
  async freeze(
    from: string,
    to: string,
    options: { readonly persistLater?: boolean } = {},
  ): Promise<void> {
    const target = this.pathOf(to)
    await mkdir(dirname(target), { recursive: true })
    // A second name for the same bytes: a later PUT renames a new file over `from`, which
    // replaces that name only, never the bytes `to` points at. A copy where links are refused.
    await linkOrCopy(this.pathOf(from), target, () => this.#tempPath(), this.options.linkFile)
    // Durable with the next persist() (the registration calls it before it commits); started now
    // so that other callers' links follow within milliseconds.
    this.#noteFoldersOf(target)
    if (options.persistLater !== true) void this.persist().catch(() => undefined)
  }

  /** Makes every object placed or frozen so far durable (fsync of their new folder entries). */
  async persist(): Promise<void> {
    await this.#folderSync.flush()
  }

  /**
   * True when two keys name the same stored file (one file with two names, as `freeze` makes
   * them where the file system has hard links); false when either is missing or they differ.
   * A PUT never writes into a stored file, it renames a new one over the key: the same file
   * means the same bytes.
   */
  async sameFile(a: string, b: string): Promise<boolean> {
    try {
      const [x, y] = await Promise.all([
        stat(this.pathOf(a), { bigint: true }),
        stat(this.pathOf(b), { bigint: true }),
      ])
      return x.isFile() && x.ino === y.ino && x.dev === y.dev
    } catch {
      return false
    }
  }

  async measure(key: string): Promise<MeasuredObject> {
    return measureStream(createReadStream(this.pathOf(key)))
  }

  async readHead(key: string, bytes: number): Promise<Buffer> {
    const fh = await open(this.pathOf(key), 'r')
    try {
      const buffer = Buffer.alloc(bytes)
      const { bytesRead } = await fh.read(buffer, 0, bytes, 0)
      return buffer.subarray(0, bytesRead)
    } finally {
      await fh.close()
    }
  }

  async *list(): AsyncIterable<StoredObject> {
    const walk = async function* (dir: string, root: string): AsyncGenerator<StoredObject> {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
      for (const e of entries) {
        const path = join(dir, e.name)
        if (e.isDirectory()) {
          if (dir === root && e.name === TEMP_FOLDER) continue
          yield* walk(path, root)
        } else if (e.isFile()) {
          const s = await stat(path).catch(() => null)
          const key = relative(root, path).split(sep).join('/')
          if (s && isSafeObjectKey(key)) yield { key, size: s.size, modifiedMs: s.mtimeMs }
        }
      }
    }
    yield* walk(this.root, this.root)
  }

  /** Renames a complete, fsynced temp file into place (durable with the next persist()). */
  async #place(tmp: string, path: string): Promise<void> {
    await mkdir(dirname(path), { recursive: true })
    await rename(tmp, path)
    this.#noteFoldersOf(path)
  }

  /**
   * `#place` without the thread pool, for a PUT's bytes placed under its upload row's lock: on
   * PGlite that lock is the one database connection, and a rename queued in the pool behind the
   * fsyncs of other PUTs and of a registration's links (several milliseconds each) kept every
   * other PUT and registration waiting; done here it takes microseconds (a folder entry, no data).
   */
  #placeNow(tmp: string, path: string): void {
    mkdirSync(dirname(path), { recursive: true })
    renameSync(tmp, path)
    this.#noteFoldersOf(path)
  }

  /**
   * Notes the folders whose entries a new file changed: its own (the file) and that folder's
   * parent (each key has a folder of its own, a new entry there too); the folders above change
   * only when they are first created, so they are noted once per process.
   */
  #noteFoldersOf(path: string): void {
    const own = dirname(path)
    this.#folderSync.add(own)
    this.#folderSync.add(dirname(own))
    for (let dir = dirname(dirname(own)); dir.startsWith(this.root); dir = dirname(dir)) {
      if (this.#syncedFolders.has(dir)) break
      this.#folderSync.add(dir)
      this.#syncedFolders.add(dir)
      if (dir === this.root) break
    }
  }

  async #tempPath(): Promise<string> {
    const dir = join(this.root, TEMP_FOLDER)
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
    const ended = this.putActivity.begin()
    try {
      await this.#receive(req, res, key, contentType)
    } finally {
      ended()
    }
  }

  async #receive(req: IncomingMessage, res: ServerResponse, key: string, contentType: string) {
    // The signature bound the content type: the request must send exactly that type.
    const sent = (req.headers['content-type'] ?? '').trim().toLowerCase()
    if (sent !== contentType.toLowerCase()) {
      return deny(res, 403, 'Content-Type does not match the signed URL', req)
    }
    const header = req.headers['content-length']
    const declared = header == null ? null : Number(header)
    if (declared != null && !(Number.isSafeInteger(declared) && declared >= 0)) {
      return deny(res, 400, 'Content-Length is not a number of bytes', req)
    }
    let max = this.options.maxObjectBytes
    const tooLarge = () => MESSAGES.fileTooLarge(this.options.maxObjectBytes)
    if (declared != null && declared > max) return deny(res, 413, tooLarge(), req)
    if (this.#gate) {
      const admitted = await this.#gate.admit(key, declared)
      if (!admitted.ok) return deny(res, admitted.status, admitted.message, req)
      max = Math.min(max, admitted.maxBytes)
    }
    const path = this.pathOf(key)
    const tmp = await this.#tempPath()
    const hash = createHash('sha256')
    let received = 0
    const limit = max
    const measure = new Transform({
      // Large chunks: fewer turns of the event loop per megabyte while GraphQL keeps it busy.
      highWaterMark: 4 * 1024 * 1024,
      transform(chunk: Buffer, _enc, cb) {
        received += chunk.length
        if (received > limit) return cb(new TooLarge())
        hash.update(chunk)
        cb(null, chunk)
      },
    })
    try {
      await pipeline(
        req,
        measure,
        createWriteStream(tmp, { highWaterMark: 4 * 1024 * 1024, flush: true }),
      )
      if (declared != null && received !== declared) throw new Error('Incomplete upload')
      const place = async () => this.#placeNow(tmp, path)
      const measured = { size: received, sha256: hash.digest('hex') }
      const done = this.#gate ? await this.#gate.complete(key, measured, place) : await place()
      if (done && !done.ok) {
        await rm(tmp, { force: true })
        return deny(res, done.status, done.message, req)
      }
      // Acknowledged only once on disk: the file was fsynced at close, its name now (outside the
      // gate's transaction, which must not wait for the disk).
      await this.persist()
    } catch (err) {
      await rm(tmp, { force: true })
      if (!res.headersSent && !res.destroyed) {
        const big = err instanceof TooLarge
        return deny(
          res,
          big ? 413 : 400,
          big ? tooLargeFor(limit, this.options.maxObjectBytes) : 'Upload failed',
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
    // 1 MiB reads: an archive or preview of large files costs a few reads and socket writes per
    // file rather than one per 64 KiB.
    await pipeline(createReadStream(path, { highWaterMark: STREAM_CHUNK_BYTES }), res).catch(
      () => undefined,
    )
  }
}

class TooLarge extends Error {}

/** The refusal for a body over `limit`: the words of docs/rules.md#drop-messages when
 * the limit is the store's maximum. */
function tooLargeFor(limit: number, storeMax: number): string {
  return limit >= storeMax
    ? MESSAGES.fileTooLarge(storeMax)
    : `The file is larger than the ${limit} bytes announced when its upload was signed`
}

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
