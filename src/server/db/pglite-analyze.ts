/**
 * PGlite has no autovacuum, so nothing analyses its tables: the planner guesses every equality
 * matches 1 in 200 rows. For a small documents table that guess is "one row", and an index on
 * created_by then looks as good as the unique index that holds one user's upload key (see
 * RETRIES_SQL). Analysing after registrations, with autovacuum's default threshold (50 rows plus
 * 10% of the table), keeps its statistics near the truth; on PostgreSQL autovacuum does it.
 */
import type { Db } from './client'

/** Documents registered on each PGlite database since its last ANALYZE (in this process). */
const addedSince = new WeakMap<Db, number>()

/** Counts `added` new documents; analyses the table once they pass the threshold (PGlite only). */
export async function analyzeDocumentsIfGrown(db: Db, added: number): Promise<boolean> {
  if (db.kind !== 'pglite' || added <= 0) return false
  const pending = (addedSince.get(db) ?? 0) + added
  addedSince.set(db, pending)
  // reltuples is -1 before the first ANALYZE.
  const [row] = await db.query<{ rows: number }>(
    `SELECT greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE oid = 'documents'::regclass`,
  )
  if (pending < 50 + 0.1 * (row?.rows ?? 0)) return false
  addedSince.set(db, 0)
  // About 30 ms at 5,000 documents; sampled (at most 30,000 rows) beyond that.
  await db.exec('ANALYZE documents')
  return true
}
