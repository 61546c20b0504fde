/**
 * TriggerExtraction and the automatic queueing of uploads: checks that a document can be
 * extracted — its category supports extraction and the engine reads its file type — then queues it.
 */
import { isExtractableType } from '../../shared/extraction/extractable'
import type { Db, Queryable } from '../db/client'
import { UserError } from '../domain/errors'
import { enqueueExtraction } from './job-queue'
import { JOB_MESSAGES } from './job-messages'

type DocumentCheckRow = {
  id: string
  file_ext: string
  file_type: string
  category_name: string | null
  support_extraction: boolean | null
}

async function loadForCheck(q: Queryable, ids: readonly string[]): Promise<DocumentCheckRow[]> {
  return q.query<DocumentCheckRow>(
    `SELECT d.id, d.file_ext, d.file_type, c.name AS category_name,
            c.support_extraction
       FROM documents d LEFT JOIN categories c ON c.id = d.category_id
      WHERE d.id = ANY($1::text[]) AND d.deleted_at IS NULL`,
    [ids],
  )
}

/** Why a document cannot be extracted, or null when it can. */
export function extractionRefusal(row: DocumentCheckRow): string | null {
  if (row.category_name === null) return JOB_MESSAGES.noCategory
  if (row.support_extraction !== true) return JOB_MESSAGES.categoryUnsupported(row.category_name)
  if (!isExtractableType(row.file_type))
    return JOB_MESSAGES.fileTypeUnsupported(row.file_ext || row.file_type)
  return null
}

/** TriggerExtraction: queues one document, or refuses with a clear message (UserError). */
export async function triggerExtraction(
  db: Db,
  documentId: string,
  userId: string | null,
): Promise<void> {
  await db.tx(async (q) => {
    const row = (await loadForCheck(q, [documentId]))[0]
    if (row === undefined) throw new UserError(JOB_MESSAGES.documentNotFound, 'NOT_FOUND')
    const refusal = extractionRefusal(row)
    if (refusal !== null) throw new UserError(refusal)
    await enqueueExtraction(q, documentId, userId)
  })
}

/**
 * Queues the new documents uploaded with `extractData` whose category supports extraction and
 * whose type the engine reads (others are left alone: no status). Returns the ids queued.
 */
export async function queueUploadedDocuments(
  db: Db,
  ids: readonly string[],
  userId: string | null,
): Promise<readonly string[]> {
  if (ids.length === 0) return []
  return db.tx(async (q) => {
    const rows = await q.query<DocumentCheckRow & { extract_data: boolean }>(
      `SELECT d.id, d.file_ext, d.file_type, d.extract_data, c.name AS category_name,
              c.support_extraction
         FROM documents d LEFT JOIN categories c ON c.id = d.category_id
        WHERE d.id = ANY($1::text[]) AND d.extract_data AND d.extraction_status IS NULL
          AND d.deleted_at IS NULL`,
      [ids],
    )
    const queued: string[] = []
    for (const row of rows) {
      if (extractionRefusal(row) !== null) continue
      await enqueueExtraction(q, row.id, userId)
      queued.push(row.id)
    }
    return queued
  })
}

/**
 * A new file version of a document (docs/rules.md#document-versions) is extracted again when its
 * category supports extraction and the engine reads its type, in the caller's transaction.
 * Returns whether it was queued.
 */
export async function queueNewVersion(
  q: Queryable,
  documentId: string,
  userId: string | null,
): Promise<boolean> {
  const row = (await loadForCheck(q, [documentId]))[0]
  if (row === undefined || extractionRefusal(row) !== null) return false
  await enqueueExtraction(q, documentId, userId)
  return true
}
