/**
 * The transaction of a merge (merge-documents.ts): checks that the originals did not change while
 * their files were read, registers the result — a new document, or the target's new version
 * (src/server/versions) — records the `merge` entry, and moves the originals to the trash when
 * asked: all or nothing.
 */
import { randomUUID } from 'node:crypto'
import type { MergePage } from '../../../shared/merge'
import type { AuthUser } from '../../auth/authenticator'
import type { Queryable } from '../../db/client'
import type { WriteDeps } from '../../domain/document-writes'
import { touch } from '../../domain/touch'
import { UserError } from '../../domain/errors'
import { quotaError, quotaUsage } from '../../domain/upload-signing'
import type { EntityType, MergeDocumentsInput } from '../../graphql/schema.generated'
import { addVersionFromObject } from '../../versions/document-versions'
import { recordHistory } from '../history/record-history'
import { trashDocument } from '../trash/trash-writes'

/** What a merge needs to know of each original. */
export type MergeOriginal = {
  readonly id: string
  readonly name: string
  readonly direct_upload_key: string
  readonly category_id: string | null
  readonly policy_version_id: string | null
}

/** The merged file, stored, and how it was made. */
export type MergedFile = {
  readonly name: string
  readonly key: string
  readonly size: number
  readonly sha256: string
  readonly originals: readonly MergeOriginal[]
  readonly plan: readonly MergePage[]
  /** Pages the originals had together (the plan keeps some of them). */
  readonly sourcePages: number
}

const same = <T>(values: readonly T[]): T | null =>
  values.length > 0 && values.every((v) => v === values[0]) ? values[0]! : null

/** Locks the originals; refuses when one was deleted or got another file meanwhile. */
async function lockOriginals(q: Queryable, originals: readonly MergeOriginal[]): Promise<void> {
  const rows = await q.query<{ id: string; direct_upload_key: string }>(
    `SELECT id, direct_upload_key FROM documents
      WHERE id = ANY($1) AND deleted_at IS NULL ORDER BY id FOR UPDATE`,
    [originals.map((o) => o.id)],
  )
  const keyOf = new Map(rows.map((r) => [r.id, r.direct_upload_key]))
  const changed = originals.find((o) => keyOf.get(o.id) !== o.direct_upload_key)
  if (changed)
    throw new UserError(
      `“${changed.name}” was changed or deleted while it was being merged: nothing was merged, try again`,
    )
}

/** Inserts the new document with the originals' links; returns its id and category name. */
async function insertMerged(
  q: Queryable,
  user: AuthUser,
  input: MergeDocumentsInput,
  file: MergedFile,
): Promise<{ id: string; links: { entityId: string; entityType: EntityType }[] }> {
  const category = input.category ?? same(file.originals.map((o) => o.category_id))
  if (input.category != null) {
    const found = await q.query('SELECT 1 FROM categories WHERE id = $1', [input.category])
    if (!found.length) throw new UserError(`Category ${input.category} not found`, 'NOT_FOUND')
  }
  const id = randomUUID()
  await q.query(
    `INSERT INTO documents (id, case_id, name, file_ext, file_type, size, direct_upload_key,
                            category_id, policy_version_id, created_by, sha256)
     VALUES ($1, $2, $3, 'pdf', 'application/pdf', $4, $5, $6, $7, $8, $9)`,
    [
      id,
      input.caseId,
      file.name,
      file.size,
      file.key,
      category,
      same(file.originals.map((o) => o.policy_version_id)),
      user.id,
      file.sha256,
    ],
  )
  // The merged document is filed where its parts were: the union of their links.
  const links = await q.query<{ entity_id: string; entity_type: EntityType }>(
    `INSERT INTO document_associations (document_id, entity_id, entity_type)
     SELECT DISTINCT $1, entity_id, entity_type FROM document_associations
      WHERE document_id = ANY($2)
     RETURNING entity_id, entity_type`,
    [id, file.originals.map((o) => o.id)],
  )
  return { id, links: links.map((l) => ({ entityId: l.entity_id, entityType: l.entity_type })) }
}

/** The name a target gets with the merged file: its own, as a PDF. */
export function targetFileName(name: string): string {
  return /\.pdf$/i.test(name) ? name : `${name.replace(/\.[^.]*$/, '')}.pdf`
}

/** What the transaction made: the document holding the result, and objects pruning released. */
export type MergeRegistered = { readonly id: string; readonly unreferencedKeys: readonly string[] }

/** The transaction. */
export async function registerMerge(
  q: Queryable,
  deps: WriteDeps,
  user: AuthUser,
  input: MergeDocumentsInput,
  file: MergedFile,
): Promise<MergeRegistered> {
  await lockOriginals(q, file.originals)
  const quota = deps.uploadLimits.userQuotaBytes
  if (quota != null) {
    await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id])
    const used = await quotaUsage(q, user.id, deps.uploadLimits.orphanGraceSeconds)
    if (used + file.size > quota) throw quotaError(used, file.size, quota)
  }
  const count = file.originals.length
  const pages = file.plan.length
  let id: string
  let name = file.name
  let version: number | null = null
  let unreferencedKeys: readonly string[] = []
  if (input.targetId != null) {
    const [target] = await q.query<{ name: string }>(
      'SELECT name FROM documents WHERE id = $1 AND deleted_at IS NULL',
      [input.targetId],
    )
    if (!target) throw new UserError(`Document ${input.targetId} not found`, 'NOT_FOUND')
    id = input.targetId
    name = targetFileName(target.name)
    const added = await addVersionFromObject(q, {
      documentId: id,
      objectKey: file.key,
      fileName: name,
      fileType: 'application/pdf',
      size: file.size,
      sha256: file.sha256,
      userId: user.id,
      summary: `New version of “${target.name}”: ${count} documents merged into it`,
    })
    version = added.number
    unreferencedKeys = added.unreferencedKeys
  } else {
    const inserted = await insertMerged(q, user, input, file)
    id = inserted.id
    await touch(q, input.caseId, inserted.links)
  }
  const into = version === null ? `“${name}”` : `“${name}” as its version ${version}`
  await recordHistory(q, {
    caseId: input.caseId,
    userId: user.id,
    action: 'merge',
    documentId: id,
    documentName: name,
    summary: `Merged ${count} documents into ${into} (${pages} page${pages === 1 ? '' : 's'})`,
    before: { documents: file.originals.map((o) => ({ id: o.id, name: o.name })) },
    after: {
      name,
      version,
      pages,
      removedPages:
        file.sourcePages - new Set(file.plan.map((p) => `${p.documentId}/${p.page}`)).size,
      rotatedPages: file.plan.filter((p) => p.rotation !== 0).length,
      targetId: input.targetId ?? null,
      deleteOriginals: input.deleteOriginals === true,
    },
  })
  if (input.deleteOriginals) {
    const reason = input.deleteReason?.trim() || `Merged into “${name}”`
    // The target holds the result: it is never among the originals that go.
    for (const o of file.originals)
      if (o.id !== input.targetId) await trashDocument(q, o.id, user.id, reason)
  }
  return { id, unreferencedKeys }
}
