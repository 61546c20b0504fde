/**
 * Documents (CaseDocumentManagerDocuments, docs/rules.md#calls): every Document field
 * (docs/glossary.md#document), with canBeDeleted, createdBy, keyVersions and a fresh signed GET
 * URL, in one statement per page.
 */
import type { CaseScope } from '../auth/authorize'
import { iso, isoOrNull, type Queryable } from '../db/client'
import { CASE_DOCUMENTS_LIMIT } from '../../shared/constants'
import { MESSAGES } from '../../shared/messages'
import { toCategory } from './category-reads'
import { EXTRACTION_IN_PROGRESS, type Connection, type DocumentModel } from './models'
import type { DocumentAssociation, QueryDocumentsArgs } from '../graphql/schema.generated'
import { orderBy, pageInfo, pageOf, Where, windowTotal } from './paging'

/** Signs a GET URL for an object (sync for the local store, async for S3). */
export type GetSigner = (key: string, contentType: string) => string | Promise<string>

const DOCUMENT_COLUMNS = `d.id, d.case_id, d.class_name, d.name, d.file_ext, d.file_type,
  d.size::float8 AS size, d.sha256, d.direct_upload_key, d.policy_version_id, d.created_at,
  d.updated_at, d.extraction_status, d.extraction_progress, d.extraction_started_at,
  d.extraction_error,
  c.id AS cat_id, c.type AS cat_type, c.name AS cat_name, c.support_extraction AS cat_support,
  u.id AS user_id, u.full_name AS user_full_name, u.email AS user_email, u.reviewer AS user_reviewer,
  u.administrator AS user_administrator,
  (SELECT coalesce(json_agg(json_build_object('entityId', a.entity_id, 'entityType', a.entity_type)
                            ORDER BY a.entity_type, a.entity_id), '[]')
     FROM document_associations a WHERE a.document_id = d.id) AS assoc,
  (SELECT json_agg(v.id ORDER BY v.created_at, v.id)
     FROM policy_versions v WHERE v.key_document_id = d.id) AS key_ids,
  (SELECT p.policy_number FROM policy_versions v JOIN policies p ON p.id = v.policy_id
    WHERE v.key_document_id = d.id ORDER BY v.created_at, v.id LIMIT 1) AS key_policy_number,
  (SELECT max(f.number) FROM document_versions f WHERE f.document_id = d.id) AS current_version,
  (d.extraction_status = 'done'
    AND EXISTS (SELECT 1 FROM policies cp WHERE cp.case_id = d.case_id)
    AND (SELECT CASE WHEN jsonb_typeof(j.result->'fields') = 'array'
                     THEN jsonb_array_length(j.result->'fields') ELSE 0 END
           FROM extraction_jobs j WHERE j.document_id = d.id AND j.state = 'done'
          ORDER BY j.updated_at DESC LIMIT 1) > 0) AS comparable`

const DOCUMENT_FROM = `FROM documents d
  LEFT JOIN categories c ON c.id = d.category_id
  LEFT JOIN users u ON u.id = d.created_by`

/**
 * The SQL of CaseDocumentManagerDocuments as listDocuments builds it for its default sort,
 * exported for the bench's raw baseline. One statement per page: associations, key versions and
 * the total come with the rows (a count query runs only for a page past the end).
 */
export const DOCUMENT_SQL = {
  caseDocumentsPage: `SELECT ${DOCUMENT_COLUMNS}, count(*) OVER ()::int AS total ${DOCUMENT_FROM}
     WHERE d.case_id = $1 AND d.task_id IS NULL AND d.deleted_at IS NULL
     ORDER BY d.created_at DESC, d.id ASC LIMIT $2 OFFSET $3`,
} as const

export type DocumentRow = {
  id: string
  case_id: string
  class_name: string
  name: string
  file_ext: string
  file_type: string
  size: number
  sha256: string | null
  direct_upload_key: string
  policy_version_id: string | null
  created_at: unknown
  updated_at: unknown
  extraction_status: string | null
  extraction_progress: number | null
  extraction_started_at: unknown
  extraction_error: string | null
  cat_id: string | null
  cat_type: 'renewalDocument' | 'documentField' | null
  cat_name: string | null
  cat_support: boolean | null
  user_id: string | null
  user_full_name: string | null
  user_email: string | null
  user_reviewer: boolean | null
  user_administrator: boolean | null
  assoc: DocumentAssociation[] | null
  key_ids: string[] | null
  key_policy_number: string | null
  current_version: number | null
  /** Its latest extraction finished with values, and its case has a policy. */
  comparable: boolean | null
  total?: number
}

/**
 * A page of the documents matching the filter in the cases the scope may see (default limit
 * 100, newest first): signed URLs are handed out only for documents the caller may read.
 */
export async function listDocuments(
  q: Queryable,
  sign: GetSigner,
  args: QueryDocumentsArgs,
  scope: CaseScope,
): Promise<Connection<DocumentModel>> {
  const { limit, offset } = pageOf(args.paging, CASE_DOCUMENTS_LIMIT)
  const w = new Where()
  // Documents in the trash are not the case's documents (deletedDocuments lists them).
  w.add('d.deleted_at IS NULL')
  w.inCases('d.case_id', scope)
  w.id('d.id', args.filter.id)
  w.id('d.case_id', args.filter.classId)
  w.id('d.task_id', args.filter.task)
  w.text('d.name', args.filter.name)
  const where = w.sql()
  const countParams = [...w.params]
  const order = orderBy(
    args.sorting,
    {
      name: 'lower(d.name)',
      createdAt: 'd.created_at',
      updatedAt: 'd.updated_at',
      fileType: 'd.file_type',
      size: 'd.size',
    },
    'd.created_at DESC',
    'd.id',
  )
  const rows = await q.query<DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS}, count(*) OVER ()::int AS total ${DOCUMENT_FROM} ${where}
      ORDER BY ${order} LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
    w.params,
  )
  // The window count comes with the rows; an empty page (past the end) needs its own count.
  const total = await windowTotal(
    q,
    rows,
    offset,
    `SELECT count(*)::int AS n FROM documents d ${where}`,
    countParams,
  )
  return {
    nodes: await hydrateDocuments(sign, rows),
    pageInfo: pageInfo(offset, rows.length, total),
    totalCount: total,
  }
}

/**
 * Loads documents by id, in the order given (missing ids, and documents in the trash unless
 * `includeDeleted`, are left out).
 */
export async function documentsByIds(
  q: Queryable,
  sign: GetSigner,
  ids: readonly string[],
  includeDeleted = false,
): Promise<DocumentModel[]> {
  if (ids.length === 0) return []
  const rows = await q.query<DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} ${DOCUMENT_FROM}
      WHERE d.id = ANY($1) ${includeDeleted ? '' : 'AND d.deleted_at IS NULL'}`,
    [ids],
  )
  const docs = await hydrateDocuments(sign, rows)
  const byId = new Map(docs.map((d) => [d.id, d]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

const MERGEABLE = new Set(['application/pdf', 'image/jpeg', 'image/png'])

/** Models from rows: canBeDeleted, type, mergeability and a fresh signed URL (no queries). */
export async function hydrateDocuments(
  sign: GetSigner,
  rows: readonly DocumentRow[],
): Promise<DocumentModel[]> {
  if (rows.length === 0) return []
  const signed = await Promise.all(rows.map((r) => sign(r.direct_upload_key, r.file_type)))
  return rows.map((r, i) => {
    const associations = r.assoc ?? []
    const keyIds = r.key_ids ?? []
    const category =
      r.cat_id != null
        ? toCategory({
            id: r.cat_id,
            type: r.cat_type!,
            name: r.cat_name!,
            support_extraction: r.cat_support === true,
          })
        : null
    return {
      id: r.id,
      name: r.name,
      signed: signed[i] ?? null,
      fileExt: r.file_ext,
      fileType: r.file_type,
      size: Number(r.size),
      sha256: r.sha256,
      category,
      isMergeable: MERGEABLE.has(r.file_type),
      classId: r.case_id,
      className: r.class_name,
      // docs/rules.md#comparison: extracted with values, a policy to compare with, not yet the
      // key document of a version.
      canCreateNewComparison: r.comparable === true && keyIds.length === 0,
      canBeDeleted: deletePermission(r.extraction_status, r.key_policy_number, keyIds.length > 0),
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
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
      extractionStatus: r.extraction_status,
      extractionProgress: r.extraction_progress,
      extractionStartedAt: isoOrNull(r.extraction_started_at),
      extractionError: r.extraction_status === 'failed' ? r.extraction_error : null,
      keyVersions: keyIds,
      // docs/glossary.md#association: entity type asset, policy, loan, or unknown (empty).
      type: associations[0]?.entityType ?? (r.class_name === 'Case' ? 'loan' : ''),
      associations,
      policyVersionId: r.policy_version_id,
      currentVersion: r.current_version ?? 1,
      objectKey: r.direct_upload_key,
    }
  })
}

/**
 * deleteDocument rules (docs/rules.md#delete): not while its extraction is queued or running, not
 * while it is the key document of a policy version.
 */
export function deletePermission(
  extractionStatus: string | null,
  keyPolicyNumber: string | null,
  isKey: boolean,
): { authorized: boolean; reason: string | null } {
  if (extractionStatus != null && EXTRACTION_IN_PROGRESS.has(extractionStatus)) {
    return { authorized: false, reason: MESSAGES.extractionInProgress }
  }
  if (isKey) {
    return { authorized: false, reason: MESSAGES.keyDocumentOfPolicy(keyPolicyNumber ?? '') }
  }
  return { authorized: true, reason: null }
}
