/**
 * Recognising a retried upload: a fresh upload whose user + case + sha256 + attempt already has a
 * document gets that document (the unique index documents_upload_identity holds that key).
 */
import type { AuthUser } from '../auth/authenticator'
import type { Queryable } from '../db/client'
import type { Frozen, Item } from './document-registration'
import { UserError } from './errors'

/**
 * The documents of the batch's keys ($1 the user; $2, $3, $4 the cases, sha256s and attempts).
 * One probe per key, a LIMIT 1 subquery the planner cannot merge into a join (the key is unique,
 * so the limit drops nothing). A plain join let it pick a hash join over documents_created_by,
 * reading every document the user owns at each registration, because without statistics (PGlite
 * has no autovacuum) it guesses a user owns 1 in 200 documents and costs the join by that. Per
 * key, the unique index, known to match at most one row, is the cheapest plan with statistics,
 * and without them from about 400 documents; below that, guessing "one row" for created_by too,
 * the planner may take the smaller index, so registration analyses the table as it grows (see
 * analyzeDocumentsIfGrown).
 */
export const RETRIES_SQL = `
  SELECT d.id, d.case_id, d.sha256, d.upload_attempt, d.deleted
    FROM unnest($2::text[], $3::text[], $4::text[]) AS k(case_id, sha, attempt)
    CROSS JOIN LATERAL (
      SELECT d.id, d.case_id, d.sha256, d.upload_attempt, d.deleted_at IS NOT NULL AS deleted
        FROM documents d
       WHERE d.created_by = $1 AND d.case_id = k.case_id AND d.sha256 = k.sha
         AND d.upload_attempt = k.attempt
       LIMIT 1) d`

/**
 * A fresh upload whose user + case + sha256 + attempt already has a document is a retry: it gets
 * that document, and its bytes are dropped. Returns the uploads that become new documents, and
 * the keys that share the document of an earlier key of the same call.
 */
export async function reuseRetries(
  q: Queryable,
  user: AuthUser,
  fresh: readonly Item[],
  frozen: Map<string, Frozen>,
  docOfKey: Map<string, string>,
  dropped: string[],
): Promise<{ toCreate: Item[]; aliases: [string, string][] }> {
  const identity = (caseId: string, sha: string, attempt: string) => `${caseId}\n${sha}\n${attempt}`
  const withAttempt = fresh.filter((i) => i.attempt)
  const known = new Map<string, string>()
  if (withAttempt.length) {
    const rows = await q.query<{
      id: string
      case_id: string
      sha256: string
      upload_attempt: string
      deleted: boolean
    }>(RETRIES_SQL, [
      user.id,
      withAttempt.map((i) => i.classId),
      withAttempt.map((i) => frozen.get(i.directUploadKey)!.measured!.sha256),
      withAttempt.map((i) => i.attempt!),
    ])
    for (const r of rows) {
      const item = withAttempt.find(
        (i) => i.attempt === r.upload_attempt && i.classId === r.case_id,
      )
      // The same upload retried after its document was deleted: not a new document (the
      // attempt is taken), and not the deleted one returned as if it were registered.
      if (r.deleted && item) {
        throw new UserError(
          `“${item.name}” was registered before and its document has since been deleted; restore it from the trash or upload the file again`,
        )
      }
      known.set(identity(r.case_id, r.sha256, r.upload_attempt), r.id)
    }
  }
  const toCreate: Item[] = []
  const aliases: [string, string][] = []
  const firstOf = new Map<string, Item>()
  for (const item of fresh) {
    const f = frozen.get(item.directUploadKey)!
    const id = item.attempt ? identity(item.classId, f.measured!.sha256, item.attempt) : null
    const existing = id ? known.get(id) : undefined
    if (existing) {
      docOfKey.set(item.directUploadKey, existing)
      dropped.push(f.finalKey)
    } else if (id && firstOf.has(id)) {
      // The same file twice in one call under one attempt: one document.
      dropped.push(f.finalKey)
      aliases.push([item.directUploadKey, firstOf.get(id)!.directUploadKey])
    } else {
      if (id) firstOf.set(id, item)
      toCreate.push(item)
    }
  }
  return { toCreate, aliases }
}
