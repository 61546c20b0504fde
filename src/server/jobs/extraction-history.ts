/**
 * The extraction's entries in the case's history: started (by whom), finished (what was found)
 * and failed (why). Each is written in the transaction that moves the job, so the trail never
 * says an extraction finished that did not.
 */
import type { Queryable } from '../db/client'
import { recordHistory } from '../lifecycle/history/record-history'

/** One extraction entry of a document; nothing when the document is gone with its case. */
async function recordExtraction(
  q: Queryable,
  documentId: string,
  userId: string | null,
  summary: (name: string) => string,
  after: Record<string, unknown>,
): Promise<void> {
  const rows = await q.query<{ case_id: string; name: string }>(
    'SELECT case_id, name FROM documents WHERE id = $1',
    [documentId],
  )
  const d = rows[0]
  if (!d) return
  await recordHistory(q, {
    caseId: d.case_id,
    userId,
    action: 'extraction',
    documentId,
    documentName: d.name,
    summary: summary(d.name),
    after,
  })
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** "Extraction started", by the user who asked (null: queued by an upload's extractData). */
export function recordExtractionStarted(
  q: Queryable,
  documentId: string,
  userId: string | null,
): Promise<void> {
  return recordExtraction(q, documentId, userId, (n) => `Extraction of “${n}” started`, {
    status: 'queued',
  })
}

/** "Extraction finished", with how many values on how many pages (from the engine's result). */
export function recordExtractionFinished(
  q: Queryable,
  documentId: string,
  result: unknown,
): Promise<void> {
  const r = (result ?? {}) as { fields?: unknown; pages?: unknown }
  const values = Array.isArray(r.fields) ? r.fields.length : null
  const pages = typeof r.pages === 'number' ? r.pages : null
  const found =
    values === null
      ? ''
      : `: ${plural(values, 'value')} found${pages === null ? '' : ` on ${plural(pages, 'page')}`}`
  return recordExtraction(q, documentId, null, (n) => `Extraction of “${n}” finished${found}`, {
    status: 'done',
    values,
    pages,
  })
}

/** "Extraction failed", with the reason the user sees next to the status. */
export function recordExtractionFailed(
  q: Queryable,
  documentId: string,
  reason: string,
): Promise<void> {
  return recordExtraction(q, documentId, null, (n) => `Extraction of “${n}” failed: ${reason}`, {
    status: 'failed',
    reason,
  })
}
