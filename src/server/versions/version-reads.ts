/**
 * Reads of document file versions (docs/rules.md#document-versions): the versions of many
 * documents in one statement, and a per-request loader so `versions` asked for on a page of
 * documents is still one statement, not one per document.
 */
import { iso, type Queryable } from '../db/client'
import type { GraphQLContext } from '../graphql/context'
import type { DocumentVersionModel } from './version-model'

type VersionRow = {
  id: string
  document_id: string
  number: number
  object_key: string
  file_name: string
  file_type: string
  size: number
  sha256: string | null
  restored_from: number | null
  created_at: unknown
  user_id: string | null
  user_full_name: string | null
  user_email: string | null
  user_reviewer: boolean | null
  user_administrator: boolean | null
}

const VERSION_SELECT = `SELECT v.id, v.document_id, v.number, v.object_key, v.file_name, v.file_type,
       v.size::float8 AS size, v.sha256, v.restored_from, v.created_at,
       u.id AS user_id, u.full_name AS user_full_name, u.email AS user_email,
       u.reviewer AS user_reviewer, u.administrator AS user_administrator
  FROM document_versions v LEFT JOIN users u ON u.id = v.created_by`

function toModel(r: VersionRow): DocumentVersionModel {
  return {
    id: r.id,
    documentId: r.document_id,
    number: r.number,
    objectKey: r.object_key,
    fileName: r.file_name,
    fileType: r.file_type,
    size: Number(r.size),
    sha256: r.sha256,
    restoredFrom: r.restored_from,
    createdAt: iso(r.created_at),
    createdBy:
      r.user_id != null
        ? {
            id: r.user_id,
            fullName: r.user_full_name ?? '',
            email: r.user_email ?? '',
            reviewer: r.user_reviewer === true,
            administrator: r.user_administrator === true,
          }
        : null,
  }
}

/** The versions of each document, newest first (documents without versions map to []). */
export async function versionsOfDocuments(
  q: Queryable,
  documentIds: readonly string[],
): Promise<Map<string, DocumentVersionModel[]>> {
  const out = new Map<string, DocumentVersionModel[]>(documentIds.map((id) => [id, []]))
  if (documentIds.length === 0) return out
  const rows = await q.query<VersionRow>(
    `${VERSION_SELECT} WHERE v.document_id = ANY($1::text[]) ORDER BY v.document_id, v.number DESC`,
    [[...new Set(documentIds)]],
  )
  for (const r of rows) out.get(r.document_id)?.push(toModel(r))
  return out
}

type Pending = {
  readonly ids: Set<string>
  readonly result: Promise<Map<string, DocumentVersionModel[]>>
}

const pendingOf = new WeakMap<GraphQLContext, Pending>()

/**
 * The versions of one document, batched with every other document of the same request whose
 * versions are asked for in the same turn of the event loop (a page of documents: one query).
 */
export function loadVersions(
  ctx: GraphQLContext,
  documentId: string,
): Promise<DocumentVersionModel[]> {
  let pending = pendingOf.get(ctx)
  if (pending === undefined) {
    const ids = new Set<string>()
    const result = new Promise<Map<string, DocumentVersionModel[]>>((resolve, reject) => {
      // After the resolvers of the whole list have run: the batch is complete.
      setImmediate(() => {
        pendingOf.delete(ctx)
        versionsOfDocuments(ctx.services.db, [...ids]).then(resolve, reject)
      })
    })
    pending = { ids, result }
    pendingOf.set(ctx, pending)
  }
  pending.ids.add(documentId)
  return pending.result.then((m) => m.get(documentId) ?? [])
}
