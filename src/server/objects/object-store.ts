/**
 * The object store behind one interface (docs/architecture.md#server-modes): signed, expiring PUT
 * and GET URLs for clients, plus server-side head/read/write/delete (the seed writes through it,
 * the extraction worker reads through it).
 */
import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { PutActivity } from './put-activity'

export type ObjectInfo = { readonly size: number; readonly contentType: string | null }

/** What the server measured of an object's bytes. */
export type MeasuredObject = {
  readonly size: number
  /** Hex sha256 of the whole object. */
  readonly sha256: string
  /** The first bytes (up to HEAD_BYTES), for sniffing the type. */
  readonly head: Buffer
}

/** One stored object, as the orphan sweep sees it. */
export type StoredObject = {
  readonly key: string
  readonly size: number
  readonly modifiedMs: number
}

/** Bytes of an object's head read for type sniffing. */
export const HEAD_BYTES = 64 * 1024

export interface ObjectStore {
  readonly kind: 'local' | 's3'
  /**
   * A URL a client PUTs the object to, with exactly this Content-Type header (and, when `size`
   * is given and the store can bind it, exactly that many bytes).
   */
  signPut(
    key: string,
    contentType: string,
    ttlSeconds: number,
    size?: number | null,
  ): Promise<string>
  /**
   * True when the store measures size and sha256 while it receives a signed PUT (the local store,
   * through its PutGate); otherwise registration measures the stored object.
   */
  readonly measuresPuts: boolean
  /** A URL a client GETs the object from; the response carries `contentType`. */
  signGet(key: string, contentType: string, ttlSeconds: number): Promise<string>
  /** Size and type of a stored object, or null when there is none. */
  head(key: string): Promise<ObjectInfo | null>
  /** A stream of the stored object (throws when there is none). */
  read(key: string): Promise<Readable>
  /**
   * Stores an object from a buffer or stream (server-side writes: the seed, tests). Pass `size`
   * for a stream so S3 can stream it too.
   */
  write(key: string, body: Buffer | Readable, contentType: string, size?: number): Promise<void>
  /** Removes an object; no error when it is already gone. */
  delete(key: string): Promise<void>
  /**
   * Gives the current bytes of `from` a second key `to` that nothing else writes (registration):
   * a hard link locally, a server-side copy on S3. Throws when `from` does not exist.
   */
  freeze(from: string, to: string): Promise<void>
  /**
   * Makes every object frozen so far durable before the caller commits what points at it (the
   * local store fsyncs the new folder entries, in one batch); absent where each call is durable.
   */
  persist?(): Promise<void>
  /** The PUTs the store itself receives (the local store); absent where clients PUT elsewhere. */
  readonly putActivity?: PutActivity
  /** Reads an object whole: its size, sha256 and head. */
  measure(key: string): Promise<MeasuredObject>
  /** The first `bytes` bytes of an object (fewer when it is shorter). */
  readHead(key: string, bytes: number): Promise<Buffer>
  /** Every stored object (the orphan sweep). */
  list(): AsyncIterable<StoredObject>
}

const KEY_RE = /^[A-Za-z0-9][A-Za-z0-9._\-/]{0,511}$/

/**
 * True for a key that stays inside the store: relative, no `..` or `.` segments, no empty
 * segments, a conservative character set. Every store checks it before touching anything.
 */
export function isSafeObjectKey(key: string): boolean {
  if (!KEY_RE.test(key)) return false
  return key.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..')
}

/** Throws unless the key is safe (see isSafeObjectKey). */
export function assertSafeObjectKey(key: string): void {
  if (!isSafeObjectKey(key)) throw new Error(`Invalid object key: ${JSON.stringify(key)}`)
}

/** Measures a stream of an object's bytes in one pass (size, sha256, head). */
export async function measureStream(stream: AsyncIterable<Uint8Array>): Promise<MeasuredObject> {
  const hash = createHash('sha256')
  const head: Buffer[] = []
  let headLength = 0
  let size = 0
  for await (const chunk of stream) {
    hash.update(chunk)
    size += chunk.length
    if (headLength < HEAD_BYTES) {
      const part = Buffer.from(chunk.subarray(0, HEAD_BYTES - headLength))
      head.push(part)
      headLength += part.length
    }
  }
  return { size, sha256: hash.digest('hex'), head: Buffer.concat(head) }
}
