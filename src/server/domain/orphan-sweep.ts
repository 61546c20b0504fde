/**
 * The orphan sweep: removes stored bytes no document will ever point at, once a grace period has
 * passed, and records each removal in `object_sweeps`.
 *
 * - An upload signed but never registered within the grace period: its row and bytes go.
 * - A registered upload's row is kept for the grace period (a retried registration finds its
 *   document through it), then removed.
 * - Any object that no document, no file version and no live upload references, older than the
 *   grace period: the bytes of a registration that crashed midway, a temporary name whose removal
 *   failed, a second PUT to a used URL on S3, a file version pruned whose removal failed. The age
 *   guard keeps bytes that are being registered.
 */
import type { Db } from '../db/client'
import type { ObjectStore } from '../objects/object-store'

export type SweepReport = {
  readonly removed: number
  readonly bytes: number
  /** Keys removed, with why (also in object_sweeps). */
  readonly keys: readonly { readonly key: string; readonly reason: string }[]
}

/** Runs one sweep; never throws for a single object that cannot be removed. */
export async function sweepOrphans(
  db: Db,
  objects: ObjectStore,
  graceSeconds: number,
  nowMs = Date.now(),
): Promise<SweepReport> {
  const removed: { key: string; size: number | null; reason: string }[] = []
  const expired = await db.query<{ object_key: string; size: number | null }>(
    `DELETE FROM uploads
      WHERE state = 'signed' AND created_at <= now() - make_interval(secs => $1)
      RETURNING object_key, received_size::float8 AS size`,
    [graceSeconds],
  )
  for (const r of expired) {
    if ((await objects.head(r.object_key)) === null) continue
    removed.push({ key: r.object_key, size: r.size, reason: 'upload never registered' })
  }
  await db.query(
    `DELETE FROM uploads WHERE state = 'sealed' AND sealed_at <= now() - make_interval(secs => $1)`,
    [graceSeconds],
  )

  const cutoff = nowMs - graceSeconds * 1000
  const candidates: { key: string; size: number }[] = []
  for await (const o of objects.list()) {
    if (o.modifiedMs <= cutoff) candidates.push({ key: o.key, size: o.size })
  }
  const expiredKeys = new Set(removed.map((r) => r.key))
  if (candidates.length) {
    // Every file version of a document is its own (docs/rules.md#document-versions).
    const referenced = await db.query<{ key: string }>(
      `SELECT direct_upload_key AS key FROM documents WHERE direct_upload_key = ANY($1)
       UNION SELECT object_key FROM document_versions WHERE object_key = ANY($1)
       UNION SELECT object_key FROM uploads WHERE state = 'signed' AND object_key = ANY($1)`,
      [candidates.map((c) => c.key)],
    )
    const live = new Set(referenced.map((r) => r.key))
    for (const c of candidates) {
      if (live.has(c.key) || expiredKeys.has(c.key)) continue
      removed.push({ key: c.key, size: c.size, reason: 'no document references it' })
    }
  }

  const done: typeof removed = []
  for (const r of removed) {
    try {
      await objects.delete(r.key)
      done.push(r)
    } catch (err) {
      console.error(`orphan sweep: could not remove ${r.key}:`, err)
    }
  }
  if (done.length) {
    await db.query(
      `INSERT INTO object_sweeps (object_key, size, reason)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[])`,
      [done.map((r) => r.key), done.map((r) => r.size), done.map((r) => r.reason)],
    )
  }
  return {
    removed: done.length,
    bytes: done.reduce((s, r) => s + (r.size ?? 0), 0),
    keys: done.map((r) => ({ key: r.key, reason: r.reason })),
  }
}

/**
 * Runs the sweep right after start and then every `intervalSeconds` (0: never); returns the stop
 * function, which waits for a sweep in progress.
 */
export function startOrphanSweeps(
  db: Db,
  objects: ObjectStore,
  graceSeconds: number,
  intervalSeconds: number,
): () => Promise<void> {
  if (intervalSeconds <= 0) return async () => undefined
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const run = () => {
    running = running.then(async () => {
      if (stopped) return
      try {
        const r = await sweepOrphans(db, objects, graceSeconds)
        if (r.removed > 0) {
          console.error(
            `case server: orphan sweep removed ${r.removed} object(s), ${r.bytes} bytes`,
          )
        }
      } catch (err) {
        console.error('case server: orphan sweep failed', err)
      }
    })
  }
  const first = setTimeout(run, 1_000)
  const timer = setInterval(run, intervalSeconds * 1000)
  first.unref()
  timer.unref()
  return async () => {
    stopped = true
    clearTimeout(first)
    clearInterval(timer)
    await running
  }
}
