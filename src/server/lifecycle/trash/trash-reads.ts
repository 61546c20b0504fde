/** deletedDocuments: a case's trash, most recently deleted first, with who, when and why. */
import { iso, type Queryable } from '../../db/client'
import { documentsByIds, type GetSigner } from '../../domain/document-reads'
import type { DeletedDocumentEntry } from '../../graphql/schema.generated'
import type { DocumentModel } from '../../domain/models'

/** A trash entry as the read returns it (its document's versions are resolved when asked for). */
type DeletedDocumentModel = Omit<DeletedDocumentEntry, 'document'> & { document: DocumentModel }

const DAY_MS = 86_400_000

/** The case's deleted documents; `trashDays` (null: forever) says when each will be purged. */
export async function deletedDocuments(
  q: Queryable,
  sign: GetSigner,
  caseId: string,
  trashDays: number | null,
): Promise<DeletedDocumentModel[]> {
  const rows = await q.query<{
    id: string
    deleted_at: unknown
    delete_reason: string | null
    user_id: string | null
    full_name: string | null
    email: string | null
    reviewer: boolean | null
    administrator: boolean | null
  }>(
    `SELECT d.id, d.deleted_at, d.delete_reason, u.id AS user_id, u.full_name, u.email,
            u.reviewer, u.administrator
       FROM documents d LEFT JOIN users u ON u.id = d.deleted_by
      WHERE d.case_id = $1 AND d.deleted_at IS NOT NULL
      ORDER BY d.deleted_at DESC, d.id`,
    [caseId],
  )
  const docs = new Map(
    (
      await documentsByIds(
        q,
        sign,
        rows.map((r) => r.id),
        true,
      )
    ).map((d) => [d.id, d]),
  )
  return rows.flatMap((r) => {
    const document = docs.get(r.id)
    if (!document) return []
    const deletedAt = iso(r.deleted_at)
    return [
      {
        document,
        deletedAt,
        deletedBy:
          r.user_id !== null
            ? {
                id: r.user_id,
                fullName: r.full_name ?? '',
                email: r.email ?? '',
                reviewer: r.reviewer === true,
                administrator: r.administrator === true,
              }
            : null,
        reason: r.delete_reason,
        purgeAt:
          trashDays === null
            ? null
            : new Date(Date.parse(deletedAt) + trashDays * DAY_MS).toISOString(),
      },
    ]
  })
}
