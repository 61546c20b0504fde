/**
 * Registration's disk work for local uploads, done before its transaction and adopted in it only
 * when still true: see freezeEarly.
 */
import { utimes } from 'node:fs/promises'
import { LocalObjectStore } from '../objects/local-object-store'
import { HEAD_BYTES, type ObjectStore } from '../objects/object-store'
import type { Frozen, Item, UploadRow } from './document-registration'

/** A fresh upload's file frozen before the transaction, with what its row said then. */
export type EarlyFrozen = {
  readonly finalKey: string
  readonly size: number
  readonly sha256: string
  readonly head: Buffer
}

/**
 * The disk work of registering fresh local uploads — a second name for each file, a fresh time,
 * its first bytes, the fsync of the new folders — done before the transaction: on PGlite a
 * transaction holds the one connection, and every PUT's admit and completion waited behind this
 * work (hundreds of milliseconds per 50 files on a busy disk). Nothing here is trusted yet: the
 * transaction adopts a name only when, under the row's lock, the row still records the size and
 * sha256 read here and the upload's key still names the same file (a PUT places its bytes under
 * that lock, by renaming a new file over the key, never by writing into the old one). A file that
 * cannot be frozen here is left to the transaction, which names the problem.
 */
export async function freezeEarly(
  objects: LocalObjectStore,
  rows: readonly UploadRow[],
  finalKeyOf: (key: string) => string,
): Promise<Map<string, EarlyFrozen>> {
  const early = new Map<string, EarlyFrozen>()
  await Promise.all(
    rows.map(async (row) => {
      const finalKey = finalKeyOf(row.object_key)
      try {
        await objects.freeze(row.object_key, finalKey, { persistLater: true })
        // The link shares the PUT's modification time: make it fresh so the orphan sweep's grace
        // period starts now, not when the bytes arrived.
        const now = new Date()
        await utimes(objects.pathOf(finalKey), now, now)
        early.set(row.object_key, {
          finalKey,
          size: Number(row.received_size),
          sha256: row.received_sha256!,
          head: await objects.readHead(finalKey, HEAD_BYTES),
        })
      } catch {
        await objects.delete(finalKey).catch(() => undefined)
      }
    }),
  )
  // Their names are on disk before any row pointing at them commits.
  await objects.persist()
  return early
}

/**
 * Adopts the early-frozen file of each fresh upload whose locked row still records what was read
 * before the transaction and whose key still names the same file; returns how many were not
 * (they are frozen again under the lock).
 */
export async function adoptEarly(
  objects: ObjectStore,
  fresh: readonly Item[],
  rowOf: ReadonlyMap<string, UploadRow>,
  early: Map<string, EarlyFrozen>,
  frozen: Map<string, Frozen>,
): Promise<number> {
  if (!(objects instanceof LocalObjectStore)) return fresh.length
  const adopted = await Promise.all(
    fresh.map(async (item) => {
      const key = item.directUploadKey
      const e = early.get(key)
      const row = rowOf.get(key)!
      if (
        e === undefined ||
        row.received_sha256 !== e.sha256 ||
        Number(row.received_size) !== e.size ||
        !(await objects.sameFile(key, e.finalKey))
      ) {
        return false
      }
      early.delete(key)
      frozen.set(key, {
        finalKey: e.finalKey,
        measured: { size: e.size, sha256: e.sha256, head: e.head },
      })
      return true
    }),
  )
  return adopted.filter((a) => !a).length
}
