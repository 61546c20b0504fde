/**
 * "Versions kept" of the history settings (docs/rules.md#versions-kept): by default a document
 * keeps every file version; when an administrator sets N, each document keeps its N newest
 * versions (the current one always among them) and the older ones are pruned — each pruning
 * recorded in the case's history as a `prune` entry, never dropped silently. Runs when a version
 * is added and with the periodic purge (which catches up after N was lowered).
 */
import type { Db, Queryable } from '../db/client'
import type { ObjectStore } from '../objects/object-store'
import { recordHistories } from '../lifecycle/history/record-history'

type PrunedRow = {
  id: string
  document_id: string
  number: number
  object_key: string
  file_name: string
  size: number
  sha256: string | null
  case_id: string
  name: string
}

export type PruneResult = {
  readonly pruned: number
  /** Objects no version or document points at any more: remove them after the commit. */
  readonly unreferencedKeys: string[]
}

/**
 * Prunes the versions beyond the newest `versionsKept` of the given documents (null: of every
 * document) in the caller's transaction, recording each.
 */
export async function pruneVersions(
  q: Queryable,
  documentIds: readonly string[] | null,
  versionsKept: number | null,
): Promise<PruneResult> {
  if (versionsKept === null) return { pruned: 0, unreferencedKeys: [] }
  const pruned = await q.query<PrunedRow>(
    `WITH ranked AS (
       SELECT v.*, row_number() OVER (PARTITION BY v.document_id ORDER BY v.number DESC) AS rank
         FROM document_versions v
        WHERE $1::text[] IS NULL OR v.document_id = ANY($1::text[]))
     DELETE FROM document_versions g USING ranked r, documents d
      WHERE g.id = r.id AND r.rank > $2 AND d.id = r.document_id
     RETURNING g.id, g.document_id, g.number, g.object_key, g.file_name, g.size::float8 AS size,
               g.sha256, d.case_id, d.name`,
    [documentIds, versionsKept],
  )
  if (pruned.length === 0) return { pruned: 0, unreferencedKeys: [] }
  const kept = `${versionsKept} newest version${versionsKept === 1 ? '' : 's'}`
  await recordHistories(
    q,
    pruned
      .sort((a, b) => a.document_id.localeCompare(b.document_id) || a.number - b.number)
      .map((p) => ({
        caseId: p.case_id,
        userId: null,
        action: 'prune' as const,
        documentId: p.document_id,
        documentName: p.name,
        summary: `Version ${p.number} of “${p.name}” (“${p.file_name}”) removed: documents keep their ${kept}`,
        before: { version: p.number, name: p.file_name, size: Number(p.size), sha256: p.sha256 },
      })),
  )
  const keys = [...new Set(pruned.map((p) => p.object_key))]
  const stillUsed = await q.query<{ key: string }>(
    `SELECT object_key AS key FROM document_versions WHERE object_key = ANY($1::text[])
     UNION SELECT direct_upload_key FROM documents WHERE direct_upload_key = ANY($1::text[])`,
    [keys],
  )
  const used = new Set(stillUsed.map((r) => r.key))
  return { pruned: pruned.length, unreferencedKeys: keys.filter((k) => !used.has(k)) }
}

/** Removes objects after the commit; a failure leaves the object to the orphan sweep. */
export async function removeObjects(
  objects: ObjectStore,
  keys: readonly string[],
): Promise<number> {
  let removed = 0
  for (const key of keys) {
    try {
      await objects.delete(key)
      removed++
    } catch (err) {
      console.error(`versions: could not remove object ${key}:`, err)
    }
  }
  return removed
}

/** Applies "versions kept" to every document (the periodic purge); returns the versions pruned. */
export async function pruneAllVersions(
  db: Db,
  objects: ObjectStore,
  versionsKept: number | null,
): Promise<number> {
  if (versionsKept === null) return 0
  const r = await db.tx((q) => pruneVersions(q, null, versionsKept))
  await removeObjects(objects, r.unreferencedKeys)
  return r.pruned
}
