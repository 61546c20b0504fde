/**
 * The retention rules of the history settings, enforced by the server: documents in the trash
 * longer than the trash's retention are purged (their rows, links and stored objects), and trail
 * entries older than the history's retention are removed, and file versions beyond "versions kept"
 * are pruned. Nothing goes silently: each purged document, and each case's removed entries, leave a
 * `purge` entry in the case's history (each pruned version a `prune` entry).
 */
import type { Db, Queryable } from '../../db/client'
import type { ObjectStore } from '../../objects/object-store'
import { recordHistories } from '../history/record-history'
import { loadHistorySettings } from '../settings/history-settings-store'
import { pruneAllVersions } from '../../versions/version-pruning'

export type PurgeReport = {
  readonly documents: number
  readonly historyEntries: number
  /** File versions beyond "versions kept" pruned (docs/rules.md#versions-kept). */
  readonly versions: number
  /** Objects removed (a removal that failed is left to the orphan sweep). */
  readonly objects: number
}

/** Documents purged per transaction: a long trash is purged in several short transactions. */
const BATCH = 200

const DAY_MS = 86_400_000

/** Every stored object of documents: their current key and every file version's key. */
export async function objectKeysOf(q: Queryable, ids: readonly string[]): Promise<string[]> {
  const keys = await q.query<{ key: string }>(
    `SELECT direct_upload_key AS key FROM documents WHERE id = ANY($1)
     UNION SELECT object_key FROM document_versions WHERE document_id = ANY($1)`,
    [ids],
  )
  return keys.map((k) => k.key)
}

/** One batch of expired trash: rows deleted and recorded; returns their objects' keys. */
async function purgeTrashBatch(
  db: Db,
  cutoff: Date,
  days: number,
): Promise<{ count: number; keys: string[] }> {
  return db.tx(async (q) => {
    const rows = await q.query<{ id: string; case_id: string; name: string; deleted_at: unknown }>(
      `SELECT id, case_id, name, deleted_at FROM documents
        WHERE deleted_at IS NOT NULL AND deleted_at <= $1
        ORDER BY deleted_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      [cutoff.toISOString()],
    )
    if (rows.length === 0) return { count: 0, keys: [] }
    const ids = rows.map((r) => r.id)
    const keys = await objectKeysOf(q, ids)
    await recordHistories(
      q,
      rows.map((r) => ({
        caseId: r.case_id,
        userId: null,
        action: 'purge' as const,
        documentId: r.id,
        documentName: r.name,
        summary: `Purged “${r.name}” from the trash: deleted more than ${days} day${days === 1 ? '' : 's'} ago`,
        before: { deletedAt: new Date(String(r.deleted_at)).toISOString() },
      })),
    )
    await q.query('DELETE FROM documents WHERE id = ANY($1)', [ids])
    return { count: rows.length, keys }
  })
}

/** Trail entries older than the retention go; each case keeps one entry saying how many. */
async function purgeHistory(db: Db, cutoff: Date, days: number): Promise<number> {
  return db.tx(async (q) => {
    const removed = await q.query<{ case_id: string | null; n: number }>(
      `WITH gone AS (DELETE FROM history_entries WHERE at < $1 RETURNING case_id)
       SELECT case_id, count(*)::int AS n FROM gone GROUP BY case_id`,
      [cutoff.toISOString()],
    )
    await recordHistories(
      q,
      removed.map((r) => ({
        caseId: r.case_id,
        userId: null,
        action: 'purge' as const,
        entityType: 'history',
        summary: `${r.n} history ${r.n === 1 ? 'entry' : 'entries'} older than ${days} day${days === 1 ? '' : 's'} removed`,
        after: { removed: r.n, olderThan: cutoff.toISOString() },
      })),
    )
    return removed.reduce((s, r) => s + r.n, 0)
  })
}

/** Applies the retentions once (`now` is when "now" is, for tests of the rules). */
export async function purgeExpired(
  db: Db,
  objects: ObjectStore,
  now: Date = new Date(),
): Promise<PurgeReport> {
  const settings = await loadHistorySettings(db)
  let documents = 0
  let removedObjects = 0
  const trashDays = settings.trashRetentionDays
  if (trashDays !== null) {
    const cutoff = new Date(now.getTime() - trashDays * DAY_MS)
    for (;;) {
      const batch = await purgeTrashBatch(db, cutoff, trashDays)
      documents += batch.count
      // After the commit: a failed removal leaves an orphan for the sweep, never a dangling row.
      for (const key of batch.keys) {
        try {
          await objects.delete(key)
          removedObjects++
        } catch (err) {
          console.error(`purge: could not remove object ${key}:`, err)
        }
      }
      if (batch.count < BATCH) break
    }
  }
  const historyDays = settings.historyRetentionDays
  const historyEntries =
    historyDays === null
      ? 0
      : await purgeHistory(db, new Date(now.getTime() - historyDays * DAY_MS), historyDays)
  const versions = await pruneAllVersions(db, objects, settings.versionsKept)
  return { documents, historyEntries, versions, objects: removedObjects }
}
