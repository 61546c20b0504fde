/**
 * The object store behind one interface (ARCHITECTURE.md, server): signed, expiring PUT and GET
 * URLs for clients, plus server-side head/read/write/delete (the seed writes through it, the
 * extraction worker reads through it).
 */
import type { Readable } from 'node:stream'

export type ObjectInfo = { readonly size: number; readonly contentType: string | null }

export interface ObjectStore {
  readonly kind: 'local' | 's3'
  /** A URL a client PUTs the object to, with exactly this Content-Type header. */
  signPut(key: string, contentType: string, ttlSeconds: number): Promise<string>
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
