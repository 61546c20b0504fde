/**
 * The trash: deleteDocument moves a document here instead of destroying it (its row, category,
 * links, versions and stored object stay), and restoreDocument brings it back. Both are written
 * in the caller's transaction with their history entry. The object goes only when the trash's
 * retention has passed (purge.ts).
 */
import type { Queryable } from '../../db/client'
import { deletePermission } from '../../domain/document-reads'
import { touch } from '../../domain/touch'
import { UserError } from '../../domain/errors'
import type { EntityType } from '../../graphql/schema.generated'
import { recordHistory } from '../history/record-history'

type TrashRow = {
  case_id: string
  name: string
  extraction_status: string | null
  policy_version_id: string | null
  deleted_at: unknown
}

async function lockDocument(q: Queryable, id: string): Promise<TrashRow> {
  const rows = await q.query<TrashRow>(
    `SELECT case_id, name, extraction_status, policy_version_id, deleted_at
       FROM documents WHERE id = $1 FOR UPDATE`,
    [id],
  )
  if (!rows[0]) throw new UserError(`Document ${id} not found`, 'NOT_FOUND')
  return rows[0]
}

/** Bumps updatedAt of the case and of what the document is linked to (their refetch shows it). */
async function touchLinked(q: Queryable, id: string, d: TrashRow): Promise<void> {
  const links = await q.query<{ entity_id: string; entity_type: EntityType }>(
    'SELECT entity_id, entity_type FROM document_associations WHERE document_id = $1',
    [id],
  )
  await touch(
    q,
    d.case_id,
    links.map((l) => ({ entityId: l.entity_id, entityType: l.entity_type })),
    [d.policy_version_id],
  )
}

/**
 * Moves a document to its case's trash, enforcing canBeDeleted (docs/rules.md#permissions): refused
 * while its extraction is queued or running, or while it is the key document of a policy version. A
 * document already in the trash is not found (it is not among the case's documents); the message
 * says so in plain words, since the usual cause is that someone else deleted it meanwhile.
 */
export async function trashDocument(
  q: Queryable,
  id: string,
  userId: string | null,
  reason: string | null,
): Promise<{ caseId: string; name: string }> {
  const d = await lockDocument(q, id)
  if (d.deleted_at !== null) throw alreadyDeleted(d.name)
  const keyOf = await q.query<{ policy_number: string | null }>(
    `SELECT p.policy_number FROM policy_versions v JOIN policies p ON p.id = v.policy_id
      WHERE v.key_document_id = $1 ORDER BY v.created_at LIMIT 1`,
    [id],
  )
  const permission = deletePermission(
    d.extraction_status,
    keyOf[0]?.policy_number ?? null,
    keyOf.length > 0,
  )
  if (!permission.authorized) throw new UserError(permission.reason ?? 'Forbidden', 'FORBIDDEN')
  await q.query(
    `UPDATE documents SET deleted_at = now(), deleted_by = $2, delete_reason = $3,
            updated_at = now()
      WHERE id = $1`,
    [id, userId, reason],
  )
  await touchLinked(q, id, d)
  await recordHistory(q, {
    caseId: d.case_id,
    userId,
    action: 'delete',
    documentId: id,
    documentName: d.name,
    summary: reason ? `Deleted “${d.name}”: ${reason}` : `Deleted “${d.name}”`,
    before: { name: d.name },
    after: { reason },
  })
  return { caseId: d.case_id, name: d.name }
}

/** The error for deleting a document that is already in the trash. */
export const alreadyDeleted = (name: string) =>
  new UserError(
    `“${name}” was already deleted: it is in the trash (Recent changes → Trash)`,
    'NOT_FOUND',
  )

/** The error for restoring a document that is in the case, not in its trash. */
export const notInTrash = (name: string) =>
  new UserError(`“${name}” is not in the trash: only a deleted document can be restored`)

/**
 * Brings a document back from the trash with its category, links and versions (they never left
 * its row); refused with a clear error, changing nothing, when it is not in the trash.
 */
export async function restoreDocument(
  q: Queryable,
  id: string,
  userId: string | null,
): Promise<{ caseId: string }> {
  const d = await lockDocument(q, id)
  if (d.deleted_at === null) throw notInTrash(d.name)
  const was = await q.query<{ deleted_by: string | null; delete_reason: string | null }>(
    'SELECT deleted_by, delete_reason FROM documents WHERE id = $1',
    [id],
  )
  await q.query(
    `UPDATE documents SET deleted_at = NULL, deleted_by = NULL, delete_reason = NULL,
            updated_at = now()
      WHERE id = $1`,
    [id],
  )
  await touchLinked(q, id, d)
  await recordHistory(q, {
    caseId: d.case_id,
    userId,
    action: 'restore',
    documentId: id,
    documentName: d.name,
    summary: `Restored “${d.name}” from the trash`,
    before: {
      deletedAt: d.deleted_at instanceof Date ? d.deleted_at.toISOString() : String(d.deleted_at),
      deletedBy: was[0]?.deleted_by ?? null,
      reason: was[0]?.delete_reason ?? null,
    },
  })
  return { caseId: d.case_id }
}
