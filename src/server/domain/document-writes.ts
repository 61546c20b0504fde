/**
 * Document mutations of docs/rules.md#calls: updateDocument, updateManyDocuments, deleteDocument,
 * and the helpers registration shares (signS3Uploads and createManyDocuments live in
 * upload-signing.ts and document-registration.ts). Every change bumps `updatedAt` of the document,
 * its case and the assets and policies it is (or was) linked to, so a refetch after a mutation
 * shows it.
 */
import type { Db, Queryable } from '../db/client'
import { SUPPORTED_EXTENSIONS_TEXT, isSupportedMimeType } from '../../shared/file-types'
import { checkDocumentName } from '../../shared/document-name'
import { MESSAGES } from '../../shared/messages'
import type {
  AssociationInput,
  EntityType,
  UpdateManyDocumentsInput,
} from '../graphql/schema.generated'
import type { ObjectStore } from '../objects/object-store'
import { UserError } from './errors'
import type { UploadLimits } from './upload-signing'
import { documentChangeEntries } from '../lifecycle/history/document-changes'
import { documentSnapshots, entityLabels, linkedIds } from '../lifecycle/history/document-snapshots'
import { recordHistories } from '../lifecycle/history/record-history'
import { trashDocument } from '../lifecycle/trash/trash-writes'
import { touch } from './touch'

export type WriteDeps = {
  readonly db: Db
  readonly objects: ObjectStore
  /** Per-file maximum, per-user quota and the orphans' grace period. */
  readonly uploadLimits: UploadLimits
}

export type { AssociationInput }

/** Most files one signS3Uploads or createManyDocuments call accepts. */
export const MAX_FILES_PER_CALL = 500

/** Refuses a MIME type outside the supported list, naming the file. */
export function assertSupported(fileName: string, fileType: string): void {
  // docs/rules.md#file-types: a file counts as supported only when its MIME type is in the
  // supported list.
  if (!isSupportedMimeType(fileType)) {
    throw new UserError(
      `${fileName}: unsupported file type "${fileType}". ${MESSAGES.fileTypeMustBeOneOf(SUPPORTED_EXTENSIONS_TEXT)}`,
    )
  }
}

/** Checks that associations and a policy version belong to the case. */
async function validateLinks(
  q: Queryable,
  caseId: string,
  associations: readonly AssociationInput[] | null | undefined,
  policyVersionId: string | null | undefined,
): Promise<string | null> {
  for (const a of associations ?? []) {
    if (a.entityType === 'loan') {
      if (a.entityId !== caseId) throw new UserError(`Loan ${a.entityId} is not this case`)
      continue
    }
    const table = a.entityType === 'asset' ? 'assets' : 'policies'
    const rows = await q.query(`SELECT 1 FROM ${table} WHERE id = $1 AND case_id = $2`, [
      a.entityId,
      caseId,
    ])
    if (!rows.length) throw new UserError(`No ${a.entityType} ${a.entityId} in case ${caseId}`)
  }
  if (policyVersionId == null) return null
  const v = await q.query<{ policy_id: string }>(
    `SELECT v.policy_id FROM policy_versions v JOIN policies p ON p.id = v.policy_id
      WHERE v.id = $1 AND p.case_id = $2`,
    [policyVersionId, caseId],
  )
  if (!v[0]) throw new UserError(`No policy version ${policyVersionId} in case ${caseId}`)
  return v[0].policy_id
}

async function assertCategory(q: Queryable, id: string | null | undefined): Promise<void> {
  if (id == null) return
  const rows = await q.query('SELECT 1 FROM categories WHERE id = $1', [id])
  if (!rows.length) throw new UserError(`Category ${id} not found`, 'NOT_FOUND')
}

/** Associations to write: the given ones plus the policy of the version, once each. */
export function withVersionPolicy(
  associations: readonly AssociationInput[],
  versionPolicyId: string | null,
): AssociationInput[] {
  const list = [...associations]
  if (
    versionPolicyId &&
    !list.some((a) => a.entityType === 'policy' && a.entityId === versionPolicyId)
  ) {
    list.push({ entityId: versionPolicyId, entityType: 'policy' })
  }
  const seen = new Set<string>()
  return list.filter((a) => {
    const k = `${a.entityType}:${a.entityId}`
    return seen.has(k) ? false : (seen.add(k), true)
  })
}

async function writeAssociations(
  q: Queryable,
  documentId: string,
  list: readonly AssociationInput[],
) {
  await q.query('DELETE FROM document_associations WHERE document_id = $1', [documentId])
  if (!list.length) return
  await q.query(
    `INSERT INTO document_associations (document_id, entity_id, entity_type)
     SELECT $1, e.id, e.type FROM unnest($2::text[], $3::text[]) AS e(id, type)`,
    [documentId, list.map((a) => a.entityId), list.map((a) => a.entityType)],
  )
}

/**
 * Applies one update to documents of a case (updateDocument / updateManyDocuments,
 * docs/rules.md#calls), and records each rename, category change and change of links in the case's
 * history.
 */
export async function updateDocuments(
  deps: WriteDeps,
  input: UpdateManyDocumentsInput,
  userId: string | null,
): Promise<number> {
  const { ids, caseId, policyId, update } = input
  if (ids.length === 0) return 0
  if (ids.length > MAX_FILES_PER_CALL)
    throw new UserError(`At most ${MAX_FILES_PER_CALL} documents per call`)
  if ('name' in update && update.name === null)
    throw new UserError('A document name cannot be empty')
  if (update.name != null) {
    const name = checkDocumentName(update.name)
    if (!name.ok) throw new UserError(name.message)
  }
  return deps.db.tx(async (q) => {
    const docs = await q.query<{ id: string; policy_version_id: string | null }>(
      `SELECT id, policy_version_id FROM documents
        WHERE id = ANY($1) AND case_id = $2 AND deleted_at IS NULL FOR UPDATE`,
      [ids, caseId],
    )
    const found = new Set(docs.map((d) => d.id))
    const missing = ids.filter((id) => !found.has(id))
    if (missing.length) {
      throw new UserError(`Document ${missing.join(', ')} not found in case ${caseId}`, 'NOT_FOUND')
    }
    if (policyId != null)
      await validateLinks(q, caseId, [{ entityId: policyId, entityType: 'policy' }], null)
    if ('category' in update && update.category !== undefined)
      await assertCategory(q, update.category)
    const versionPolicy =
      'policyVersionId' in update && update.policyVersionId != null
        ? await validateLinks(q, caseId, null, update.policyVersionId)
        : null
    if (update.associations != null) await validateLinks(q, caseId, update.associations, null)
    const snapshots = await documentSnapshots(q, ids)
    const before = await q.query<{ entity_id: string; entity_type: EntityType }>(
      'SELECT entity_id, entity_type FROM document_associations WHERE document_id = ANY($1)',
      [ids],
    )
    const sets: string[] = ['updated_at = now()']
    const params: unknown[] = [ids]
    if (update.name != null) {
      params.push(update.name.trim())
      sets.push(`name = $${params.length}`)
    }
    if ('category' in update && update.category !== undefined) {
      params.push(update.category)
      sets.push(`category_id = $${params.length}`)
    }
    if ('policyVersionId' in update && update.policyVersionId !== undefined) {
      params.push(update.policyVersionId)
      sets.push(`policy_version_id = $${params.length}`)
    }
    await q.query(`UPDATE documents SET ${sets.join(', ')} WHERE id = ANY($1)`, params)
    const after: AssociationInput[] = []
    for (const d of docs) {
      let list: AssociationInput[] | null = null
      if (update.associations != null) list = withVersionPolicy(update.associations, versionPolicy)
      else if (versionPolicy) {
        // Filing under a version links the document to that version's policy.
        await q.query(
          `INSERT INTO document_associations (document_id, entity_id, entity_type)
           VALUES ($1, $2, 'policy') ON CONFLICT DO NOTHING`,
          [d.id, versionPolicy],
        )
        after.push({ entityId: versionPolicy, entityType: 'policy' })
      }
      if (list) {
        await writeAssociations(q, d.id, list)
        after.push(...list)
      }
    }
    await touch(
      q,
      caseId,
      [...before.map((b) => ({ entityId: b.entity_id, entityType: b.entity_type })), ...after],
      [...docs.map((d) => d.policy_version_id), update.policyVersionId],
      [policyId],
    )
    const changed = await documentSnapshots(q, ids)
    const labels = await entityLabels(q, linkedIds([...snapshots.values(), ...changed.values()]))
    await recordHistories(
      q,
      docs.flatMap((d) =>
        documentChangeEntries(snapshots.get(d.id)!, changed.get(d.id)!, userId, labels),
      ),
    )
    return docs.length
  })
}

/**
 * deleteDocument (docs/rules.md#calls), enforcing canBeDeleted on the server
 * (docs/rules.md#permissions): the document moves to its case's trash with the reason (see
 * lifecycle/trash), its object stays until the trash's retention has passed. The policy's
 * hasExtractionsInProgress is computed from the remaining documents, and its updatedAt is bumped so
 * its refetch shows the change (docs/rules.md#delete).
 */
export async function deleteDocument(
  deps: WriteDeps,
  id: string,
  userId: string | null,
  reason: string | null,
): Promise<string> {
  await deps.db.tx((q) => trashDocument(q, id, userId, reason))
  return id
}
