/**
 * Document file versions (docs/rules.md#document-versions), inside the caller's transaction: a
 * file already in the object store becomes the newest version of a document (an upload of a new
 * version, a restore of an earlier one, a merge into the document), with its history entry, a
 * new extraction when the category supports it, and the pruning the history settings ask for.
 *
 * The documents row mirrors the newest version (key, name, type, size, sha256), so every read of
 * a document serves the newest file; `document_versions` keeps them all.
 */
import { randomUUID } from 'node:crypto'
import { extensionForMimeType, extensionOf } from '../../shared/file-types'
import { MESSAGES } from '../../shared/messages'
import type { Queryable } from '../db/client'
import { UserError } from '../domain/errors'
import { touch } from '../domain/touch'
import type { EntityType } from '../graphql/schema.generated'
import { queueNewVersion } from '../jobs/trigger'
import { recordHistory } from '../lifecycle/history/record-history'
import { loadHistorySettings } from '../lifecycle/settings/history-settings-store'
import { pruneVersions } from './version-pruning'

/** A stored object that becomes the newest version of a document. */
export type NewVersionInput = {
  readonly documentId: string
  /** The object's key; nothing may write to it again (a sealed upload, a frozen copy). */
  readonly objectKey: string
  /** The file's name: the document's name follows it. */
  readonly fileName: string
  readonly fileType: string
  readonly size: number
  readonly sha256: string | null
  readonly userId: string | null
  /** The uploader's attempt id (a retry of the same bytes finds this version). */
  readonly attempt?: string | null
  /** The version restored (restoreDocumentVersion), when this is a restore. */
  readonly restoredFrom?: number | null
  /** The line of the history entry, when the default ("New version 2 of …") does not fit. */
  readonly summary?: string
}

export type NewVersionResult = {
  readonly versionId: string
  readonly number: number
  /**
   * Objects that pruning left without any version or document pointing at them: remove them once
   * the transaction has committed (the orphan sweep removes them otherwise).
   */
  readonly unreferencedKeys: readonly string[]
}

type LockedDocument = {
  id: string
  case_id: string
  name: string
  file_type: string
  size: number
  sha256: string | null
  policy_version_id: string | null
  extraction_status: string | null
  deleted_at: unknown
  current: number
}

/** Locks a document of the case's documents (not in the trash) and reads its current version. */
export async function lockDocumentForVersion(
  q: Queryable,
  documentId: string,
): Promise<LockedDocument> {
  const rows = await q.query<LockedDocument>(
    `SELECT d.id, d.case_id, d.name, d.file_type, d.size::float8 AS size, d.sha256,
            d.policy_version_id, d.extraction_status, d.deleted_at,
            (SELECT coalesce(max(number), 0) FROM document_versions WHERE document_id = d.id)
              AS current
       FROM documents d WHERE d.id = $1 FOR UPDATE OF d`,
    [documentId],
  )
  const d = rows[0]
  if (d === undefined || d.deleted_at !== null) {
    throw new UserError(`Document ${documentId} not found`, 'NOT_FOUND')
  }
  // The running extraction reads the current file: a new one would get the older file's values.
  if (d.extraction_status === 'running') {
    throw new UserError(`${MESSAGES.extractionInProgress}: wait until it has finished`)
  }
  return d
}

/** Bumps updatedAt of the case and of what the document is linked to (their refetch shows it). */
async function touchLinked(q: Queryable, d: LockedDocument): Promise<void> {
  const links = await q.query<{ entity_id: string; entity_type: EntityType }>(
    'SELECT entity_id, entity_type FROM document_associations WHERE document_id = $1',
    [d.id],
  )
  await touch(
    q,
    d.case_id,
    links.map((l) => ({ entityId: l.entity_id, entityType: l.entity_type })),
    [d.policy_version_id],
  )
}

function defaultSummary(d: LockedDocument, input: NewVersionInput, number: number): string {
  if (input.restoredFrom != null) {
    return `Restored version ${input.restoredFrom} of “${d.name}” as version ${number}`
  }
  return input.fileName === d.name
    ? `New version ${number} of “${d.name}”`
    : `New version ${number} of “${d.name}”: “${input.fileName}”`
}

/**
 * Makes a stored object the newest version of a document, in the caller's transaction: the
 * version row, the document's current file, the `version` history entry, the extraction queued
 * again when its category supports it, then the pruning of versions beyond the history settings'
 * "versions kept". Refused while the document's extraction is running, and for a document in the
 * trash or unknown (NOT_FOUND). The caller has checked the user's right to change the document.
 */
export async function addVersionFromObject(
  q: Queryable,
  input: NewVersionInput,
): Promise<NewVersionResult> {
  const d = await lockDocumentForVersion(q, input.documentId)
  const number = d.current + 1
  const versionId = randomUUID()
  const ext = extensionOf(input.fileName) || extensionForMimeType(input.fileType) || ''
  await q.query(
    `INSERT INTO document_versions (id, document_id, number, object_key, file_name, file_ext,
                                    file_type, size, sha256, restored_from, upload_attempt,
                                    created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      versionId,
      d.id,
      number,
      input.objectKey,
      input.fileName,
      ext,
      input.fileType,
      input.size,
      input.sha256,
      input.restoredFrom ?? null,
      input.attempt ?? null,
      input.userId,
    ],
  )
  await q.query(
    `UPDATE documents SET direct_upload_key = $2, name = $3, file_ext = $4, file_type = $5,
            size = $6, sha256 = $7, updated_at = now()
      WHERE id = $1`,
    [d.id, input.objectKey, input.fileName, ext, input.fileType, input.size, input.sha256],
  )
  await touchLinked(q, d)
  await recordHistory(q, {
    caseId: d.case_id,
    userId: input.userId,
    action: 'version',
    documentId: d.id,
    documentName: input.fileName,
    summary: input.summary ?? defaultSummary(d, input, number),
    before: { version: d.current, name: d.name, fileType: d.file_type, size: Number(d.size) },
    after: {
      version: number,
      name: input.fileName,
      fileType: input.fileType,
      size: input.size,
      sha256: input.sha256,
      ...(input.restoredFrom != null ? { restoredFrom: input.restoredFrom } : {}),
    },
  })
  await queueNewVersion(q, d.id, input.userId)
  const { versionsKept } = await loadHistorySettings(q)
  const { unreferencedKeys } = await pruneVersions(q, [d.id], versionsKept)
  return { versionId, number, unreferencedKeys }
}

/**
 * restoreDocumentVersion: an earlier version's file becomes the newest version again, under the
 * next number (its object is shared, nothing is copied or deleted). A version of another
 * document is not found; the current version cannot be restored over itself.
 */
export async function restoreVersion(
  q: Queryable,
  documentId: string,
  versionId: string,
  userId: string | null,
): Promise<NewVersionResult> {
  const d = await lockDocumentForVersion(q, documentId)
  const rows = await q.query<{
    number: number
    object_key: string
    file_name: string
    file_type: string
    size: number
    sha256: string | null
  }>(
    `SELECT number, object_key, file_name, file_type, size::float8 AS size, sha256
       FROM document_versions WHERE id = $1 AND document_id = $2`,
    [versionId, documentId],
  )
  const v = rows[0]
  if (v === undefined) {
    throw new UserError(`Version ${versionId} of document ${documentId} not found`, 'NOT_FOUND')
  }
  if (v.number === d.current) {
    throw new UserError(`Version ${v.number} is already the current version of “${d.name}”`)
  }
  return addVersionFromObject(q, {
    documentId,
    objectKey: v.object_key,
    fileName: v.file_name,
    fileType: v.file_type,
    size: Number(v.size),
    sha256: v.sha256,
    userId,
    restoredFrom: v.number,
  })
}
