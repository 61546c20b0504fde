/**
 * The search indexing queue (`document_text_index`, migration 007_b_search): a trigger queues each
 * new document and each new file of a document in the transaction that stores it; the indexer
 * claims one at a time with SKIP LOCKED under a lease (several team servers share the queue), and
 * stores the pages only while the file it read is still the document's (its generation).
 */
import type { Db, Queryable } from '../../db/client'
import type { FileTexts } from './page-texts'
import { storePages } from './page-store'

/** A claimed document: what to read, and which generation of its file the result is for. */
export type ClaimedText = {
  readonly documentId: string
  readonly generation: number
  readonly objectKey: string
  readonly fileType: string
  readonly attempts: number
}

/** Attempts before a file that keeps failing is given up (it stays unsearchable, not retried). */
export const MAX_TEXT_ATTEMPTS = 3

/** Claims the oldest waiting document (or one whose reader's lease ran out). */
export async function claimText(db: Db, leaseSeconds: number): Promise<ClaimedText | null> {
  return db.tx(async (q) => {
    const rows = await q.query<{
      document_id: string
      generation: number
      attempts: number
      direct_upload_key: string
      file_type: string
    }>(
      `SELECT t.document_id, t.generation, t.attempts, d.direct_upload_key, d.file_type
         FROM document_text_index t JOIN documents d ON d.id = t.document_id
        WHERE t.state = 'queued' OR (t.state = 'running' AND t.locked_until < now())
        ORDER BY t.queued_at, t.document_id
        LIMIT 1
        FOR UPDATE OF t SKIP LOCKED`,
    )
    const row = rows[0]
    if (!row) return null
    await q.query(
      `UPDATE document_text_index
          SET state = 'running', attempts = attempts + 1,
              locked_until = now() + make_interval(secs => $2)
        WHERE document_id = $1`,
      [row.document_id, leaseSeconds],
    )
    return {
      documentId: row.document_id,
      generation: row.generation,
      objectKey: row.direct_upload_key,
      fileType: row.file_type,
      attempts: row.attempts + 1,
    }
  })
}

/** Locks the queue row when it is still the generation `job` read; false when it moved on. */
async function stillCurrent(q: Queryable, job: ClaimedText): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM document_text_index WHERE document_id = $1 AND generation = $2 FOR UPDATE`,
    [job.documentId, job.generation],
  )
  return rows.length > 0
}

/** Stores what was read and marks the document indexed (unless a newer file replaced it). */
export async function finishText(db: Db, job: ClaimedText, read: FileTexts): Promise<boolean> {
  return db.tx(async (q) => {
    if (!(await stillCurrent(q, job))) return false
    await storePages(q, job.documentId, 'text-layer', read.texts)
    await q.query(
      `UPDATE document_text_index
          SET state = 'done', locked_until = NULL, pages = $2, file_problem = $3,
              last_error = $4, indexed_at = now()
        WHERE document_id = $1`,
      [job.documentId, read.pages, read.problem, read.unreadable ?? null],
    )
    return true
  })
}

/** A failed read: queued again while attempts remain, else failed with the reason. */
export async function failText(db: Db, job: ClaimedText, reason: string): Promise<void> {
  await db.tx(async (q) => {
    if (!(await stillCurrent(q, job))) return
    await q.query(
      `UPDATE document_text_index
          SET state = CASE WHEN attempts >= $2 THEN 'failed' ELSE 'queued' END,
              locked_until = NULL, last_error = $3
        WHERE document_id = $1`,
      [job.documentId, MAX_TEXT_ATTEMPTS, reason.slice(0, 1000)],
    )
  })
}
