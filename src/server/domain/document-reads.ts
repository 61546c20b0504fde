/**
 * Documents (CaseDocumentManagerDocuments, docs/rules.md#calls): every Document field
 * (docs/glossary.md#document), with canBeDeleted, createdBy, keyVersions and a fresh signed GET
 * URL, in one statement per page.
 */
import type { CaseScope } from '../auth/authorize'
import { iso, isoOrNull, type Queryable } from '../db/client'
import { CASE_DOCUMENTS_LIMIT } from '../../shared/constants'
import { mergeBlockedReason } from '../../shared/merge'
import { MESSAGES } from '../../shared/messages'
import { toCategory } from './category-reads'
import { EXTRACTION_IN_PROGRESS, type Connection, type DocumentModel } from './models'
import type { DocumentAssociation, QueryDocumentsArgs } from '../graphql/schema.generated'
import { orderBy, pageInfo, pageOf, Where } from './paging'

/** Signs a GET URL for an object (sync for the local store, async for S3). */
export type GetSigner = (key: string, contentType: string) => string | Promise<string>

/**
 * docs/rules.md#comparison: the latest extraction finished with values and the case has a policy
 * (whether the document is already a key document comes with key_ids). The status is compared
 * through coalesce: `NULL = 'done'` is NULL, not false, and PostgreSQL then runs both subqueries
 * for every document never extracted (most of a page).
 */
export const COMPARABLE = `(coalesce(d.extraction_status, '') = 'done'
  AND EXISTS (SELECT 1 FROM policies cp WHERE cp.case_id = d.case_id)
  AND (SELECT CASE WHEN jsonb_typeof(j.result->'fields') = 'array'
                   THEN jsonb_array_length(j.result->'fields') ELSE 0 END
         FROM extraction_jobs j WHERE j.document_id = d.id AND j.state = 'done'
        ORDER BY j.updated_at DESC LIMIT 1) > 0)`

/**
 * The values of a document's JSON, in order (d: documents; c, u, a, k, f below). An array rather
 * than an object: without thirty keys per document the text is half as long, for PostgreSQL to
 * write and for the driver to parse. `documentRowOf` names them again.
 */
const DOCUMENT_COLUMNS = [
  ['id', 'd.id'],
  ['case_id', 'd.case_id'],
  ['class_name', 'd.class_name'],
  ['name', 'd.name'],
  ['file_ext', 'd.file_ext'],
  ['file_type', 'd.file_type'],
  ['size', 'd.size::float8'],
  ['sha256', 'd.sha256'],
  ['direct_upload_key', 'd.direct_upload_key'],
  ['policy_version_id', 'd.policy_version_id'],
  ['created_at', 'd.created_at'],
  ['updated_at', 'd.updated_at'],
  ['extraction_status', 'd.extraction_status'],
  ['extraction_progress', 'd.extraction_progress'],
  ['extraction_started_at', 'd.extraction_started_at'],
  ['extraction_error', 'd.extraction_error'],
  ['cat_id', 'c.id'],
  ['cat_type', 'c.type'],
  ['cat_name', 'c.name'],
  ['cat_support', 'c.support_extraction'],
  ['user_id', 'u.id'],
  ['user_full_name', 'u.full_name'],
  ['user_email', 'u.email'],
  ['user_reviewer', 'u.reviewer'],
  ['user_administrator', 'u.administrator'],
  ['assoc', `coalesce(a.list, '[]')`],
  ['key_ids', 'k.ids'],
  ['key_policy_number', '(SELECT p.policy_number FROM policies p WHERE p.id = k.policy_id)'],
  // What reading the file found (merge blockers), looked up per document of the page: joined,
  // PostgreSQL hashed the whole index table for a page of a hundred.
  ['file_problem', '(SELECT t.file_problem FROM document_text_index t WHERE t.document_id = d.id)'],
  ['current_version', 'f.current_version'],
  ['comparable', COMPARABLE],
] as const satisfies readonly (readonly [keyof DocumentRow, string])[]

// Every key of DocumentRow has its column (a compile error names the one missing).
type MissingColumn = Exclude<keyof DocumentRow, (typeof DOCUMENT_COLUMNS)[number][0]>
const everyColumn: [MissingColumn] extends [never] ? true : MissingColumn = true
void everyColumn

/** Index of each column in a document's array. */
const AT = Object.fromEntries(DOCUMENT_COLUMNS.map(([key], i) => [key, i])) as Record<
  keyof DocumentRow,
  number
>

const DOCUMENT_JSON = `json_build_array(${DOCUMENT_COLUMNS.map(([, sql]) => sql).join(',\n  ')})`

/**
 * Documents as ONE JSON value (`rows`, in `order`): `documents` is a subquery of documents aliased
 * `d` (a page, or ids); `total` an SQL expression for the `total` column (the page's count).
 * One value rather than a row per document: the driver decodes one field instead of thirty per
 * document, and the associations and key versions are looked up for the page's documents only.
 */
const documentsJson = (documents: string, order: string, total = 'NULL::int') => `
  SELECT coalesce(json_agg(${DOCUMENT_JSON} ORDER BY ${order}), '[]') AS rows, ${total} AS total
    FROM ${documents} d
    LEFT JOIN categories c ON c.id = d.category_id
    LEFT JOIN users u ON u.id = d.created_by
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('entityId', x.entity_id, 'entityType', x.entity_type)
                      ORDER BY x.entity_type, x.entity_id) AS list
        FROM document_associations x WHERE x.document_id = d.id) a ON true
    -- The policy versions whose key document this is, and the first one's policy (its number is
    -- key_policy_number: joined here, PostgreSQL hashed every policy for each key document).
    LEFT JOIN LATERAL (
      SELECT json_agg(v.id ORDER BY v.created_at, v.id) AS ids,
             (array_agg(v.policy_id ORDER BY v.created_at, v.id))[1] AS policy_id
        FROM policy_versions v
       WHERE v.key_document_id = d.id) k ON true
    -- The number of its newest file version.
    LEFT JOIN LATERAL (
      SELECT max(v.number) AS current_version
        FROM document_versions v WHERE v.document_id = d.id) f ON true`

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
  /** What reading the file found that blocks a merge (docs/rules.md#merge). */
  file_problem: 'encrypted' | 'broken' | null
  current_version: number | null
  /** Its latest extraction finished with values, and its case has a policy. */
  comparable: boolean | null
}

type DocumentsJson = { rows: unknown[][]; total: number | null }

/**
 * The statement parts of a page of the documents matching the filter in the cases the scope may
 * see (default limit 100, newest first): `page` a subquery of the page's documents, `count` one of
 * their total, both over `params`. Shared by every reader of the list, so each one applies the
 * same filter and the same case scope.
 */
export function documentsPageQuery(args: QueryDocumentsArgs, scope: CaseScope) {
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
  // The page is read in order (by index where the order has one) and only its documents are
  // joined; the total is a count of the same filter in the same statement, any page.
  const page = `(SELECT d.* FROM documents d ${where}
                  ORDER BY ${order} LIMIT ${w.param(limit)} OFFSET ${w.param(offset)})`
  const count = `(SELECT count(*)::int FROM documents d ${where})`
  return { page, count, order, params: w.params, limit, offset }
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
  const { page, count, order, params, offset } = documentsPageQuery(args, scope)
  const [result] = await q.query<DocumentsJson>(documentsJson(page, order, count), params)
  const rows = result?.rows ?? []
  const total = result?.total ?? 0
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
  const selected = `(SELECT * FROM documents
                      WHERE id = ANY($1) ${includeDeleted ? '' : 'AND deleted_at IS NULL'})`
  const [result] = await q.query<DocumentsJson>(documentsJson(selected, 'd.id'), [ids])
  const docs = await hydrateDocuments(sign, result?.rows ?? [])
  const byId = new Map(docs.map((d) => [d.id, d]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * Models from the documents' arrays of values (DOCUMENT_COLUMNS): canBeDeleted, type,
 * mergeability and a fresh signed URL (no queries). Read straight from each array, without a row
 * object per document in between: a page of a hundred is the read's largest allocation.
 */
async function hydrateDocuments(
  sign: GetSigner,
  rows: readonly (readonly unknown[])[],
): Promise<DocumentModel[]> {
  if (rows.length === 0) return []
  const urls = rows.map((v) => sign(v[AT.direct_upload_key] as string, v[AT.file_type] as string))
  // The local store signs synchronously: no promise per document unless the signer needs one.
  const signed = urls.every((u) => typeof u === 'string') ? urls : await Promise.all(urls)
  return rows.map((v, i) => documentModelOf(v, signed[i] ?? null))
}

/** One document's model from its array of values and its signed URL. */
function documentModelOf(v: readonly unknown[], signed: string | null): DocumentModel {
  const fileType = v[AT.file_type] as string
  const className = v[AT.class_name] as string
  const extractionStatus = v[AT.extraction_status] as string | null
  const mergeBlocked = mergeBlockedReason(
    fileType,
    v[AT.file_problem] as DocumentRow['file_problem'],
  )
  const associations = (v[AT.assoc] as DocumentAssociation[] | null) ?? []
  const keyIds = (v[AT.key_ids] as string[] | null) ?? []
  const catId = v[AT.cat_id] as string | null
  const userId = v[AT.user_id] as string | null
  const directUploadKey = v[AT.direct_upload_key] as string
  return {
    id: v[AT.id] as string,
    name: v[AT.name] as string,
    signed,
    fileExt: v[AT.file_ext] as string,
    fileType,
    size: Number(v[AT.size]),
    sha256: v[AT.sha256] as string | null,
    category:
      catId != null
        ? toCategory({
            id: catId,
            type: v[AT.cat_type] as NonNullable<DocumentRow['cat_type']>,
            name: v[AT.cat_name] as string,
            support_extraction: v[AT.cat_support] === true,
          })
        : null,
    isMergeable: mergeBlocked === null,
    mergeBlockedReason: mergeBlocked,
    classId: v[AT.case_id] as string,
    className,
    // docs/rules.md#comparison: extracted with values, a policy to compare with, not yet the
    // key document of a version.
    canCreateNewComparison: v[AT.comparable] === true && keyIds.length === 0,
    canBeDeleted: deletePermission(
      extractionStatus,
      v[AT.key_policy_number] as string | null,
      keyIds.length > 0,
    ),
    createdAt: iso(v[AT.created_at]),
    updatedAt: iso(v[AT.updated_at]),
    createdBy:
      userId != null
        ? {
            id: userId,
            fullName: (v[AT.user_full_name] as string | null) ?? '',
            email: (v[AT.user_email] as string | null) ?? '',
            reviewer: v[AT.user_reviewer] === true,
            administrator: v[AT.user_administrator] === true,
          }
        : null,
    extractionStatus,
    extractionProgress: v[AT.extraction_progress] as number | null,
    extractionStartedAt: isoOrNull(v[AT.extraction_started_at]),
    extractionError:
      extractionStatus === 'failed' ? (v[AT.extraction_error] as string | null) : null,
    keyVersions: keyIds,
    // docs/glossary.md#association: entity type asset, policy, loan, or unknown (empty).
    type: associations[0]?.entityType ?? (className === 'Case' ? 'loan' : ''),
    associations,
    policyVersionId: v[AT.policy_version_id] as string | null,
    currentVersion: (v[AT.current_version] as number | null) ?? 1,
    objectKey: directUploadKey,
  }
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
