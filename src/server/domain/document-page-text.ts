/**
 * CaseDocumentManagerDocuments's page as the JSON text of its response, written by the database:
 * the documents list is the largest answer the app asks for, and parsing the database's JSON into
 * models, completing them through GraphQL and writing them back out cost several times what the
 * database spends writing the text itself. Only the signed URLs are added here (SQL cannot sign).
 *
 * The text is exactly what JSON.stringify writes for the Document fragment's fields in their order
 * (src/shared/graphql/documents.graphql) from the models of document-reads.ts: row_to_json and
 * array_to_json write compact JSON with the same escapes, timestamps are written as `iso` writes
 * them (UTC, milliseconds truncated), and the rules (canBeDeleted, mergeability, comparison, type)
 * are those of document-reads.ts and shared/merge.ts. tests/server/graphql compares the two paths.
 */
import type { CaseScope } from '../auth/authorize'
import type { Queryable } from '../db/client'
import { MERGEABLE_TYPES, MERGE_MESSAGES } from '../../shared/merge'
import { MESSAGES } from '../../shared/messages'
import type { QueryDocumentsArgs } from '../graphql/schema.generated'
import { COMPARABLE, documentsPageQuery, type GetSigner } from './document-reads'
import { EXTRACTION_IN_PROGRESS } from './models'

/** A timestamptz as `iso` writes it: UTC, milliseconds truncated, `Z`. */
export const isoSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/**
 * Between a document's text before and after its signed URL: the object key and the type to sign,
 * each as a JSON string. A control character never stands unescaped in JSON text, so it cannot
 * occur inside the documents' values.
 */
const MARK = '\u0001'

/** The key policy's number is appended to the message: that must be all the message adds. */
const KEY_DOCUMENT_PREFIX = MESSAGES.keyDocumentOfPolicy('')
const MESSAGES_AS_EXPECTED = MESSAGES.keyDocumentOfPolicy('#7') === `${KEY_DOCUMENT_PREFIX}#7`

/**
 * The SQL of the page's text (`nodes`: the documents' JSON, comma-separated, with the marks; and
 * `total`), from a page subquery and its order (documentsPageQuery). `$1` … `$n` are the page's
 * parameters; the constants of the rules follow them.
 */
function pageTextSql(page: string, count: string, order: string, first: number): string {
  const p = (i: number) => `$${first + i}`
  return `
  SELECT ${count} AS total,
         coalesce(string_agg('{"id":' || to_json(d.id)::text || ',"name":' || to_json(d.name)::text
                  || ',"signed":' || E'\\x01' || to_json(d.direct_upload_key)::text || E'\\x01'
                  || to_json(d.file_type)::text || E'\\x01,' || substr(row_to_json(r)::text, 2),
                  ',' ORDER BY ${order}), '') AS nodes
    FROM ${page} d
    LEFT JOIN categories c ON c.id = d.category_id
    LEFT JOIN users u ON u.id = d.created_by
    LEFT JOIN LATERAL (
      SELECT array_to_json(array_agg(x ORDER BY x."entityType", x."entityId")) AS list,
             (array_agg(x."entityType" ORDER BY x."entityType", x."entityId"))[1] AS first_type
        FROM (SELECT entity_id AS "entityId", entity_type AS "entityType"
                FROM document_associations WHERE document_id = d.id) x) a ON true
    LEFT JOIN LATERAL (
      SELECT array_to_json(array_agg(v.id ORDER BY v.created_at, v.id)) AS ids,
             (array_agg(v.policy_id ORDER BY v.created_at, v.id))[1] AS policy_id
        FROM policy_versions v WHERE v.key_document_id = d.id) k ON true
    LEFT JOIN LATERAL (
      SELECT max(v.number) AS current_version
        FROM document_versions v WHERE v.document_id = d.id) f ON true
    CROSS JOIN LATERAL (
      SELECT (SELECT t.file_problem FROM document_text_index t WHERE t.document_id = d.id) AS problem,
             -- JS lower-cases ASCII letters only into these ASCII names: so does lower() in "C".
             lower(d.file_type COLLATE "C") = ANY(${p(0)}::text[]) AS mergeable_type) fp
    CROSS JOIN LATERAL (
      SELECT CASE WHEN NOT fp.mergeable_type THEN ${p(1)}::text
                  WHEN fp.problem = 'encrypted' THEN ${p(2)}::text
                  WHEN fp.problem = 'broken' THEN ${p(3)}::text END AS reason) m
    CROSS JOIN LATERAL (
      SELECT (d.extraction_status = ANY(${p(4)}::text[])) IS TRUE AS in_progress) e
    CROSS JOIN LATERAL (SELECT c.id, c.type, c.name, c.support_extraction AS "supportExtraction") cat
    CROSS JOIN LATERAL (SELECT u.id, coalesce(u.full_name, '') AS "fullName") cb
    CROSS JOIN LATERAL (
      SELECT NOT (e.in_progress OR k.ids IS NOT NULL) AS authorized,
             CASE WHEN e.in_progress THEN ${p(5)}::text
                  WHEN k.ids IS NOT NULL THEN ${p(6)}::text || coalesce(
                    (SELECT kp.policy_number FROM policies kp WHERE kp.id = k.policy_id), '') END
               AS reason) del
    CROSS JOIN LATERAL (
      SELECT d.file_ext AS "fileExt", d.file_type AS "fileType", d.size AS "size",
             CASE WHEN c.id IS NOT NULL THEN row_to_json(cat) END AS "category",
             m.reason IS NULL AS "isMergeable", m.reason AS "mergeBlockedReason",
             d.case_id AS "classId", d.class_name AS "className",
             (coalesce(${COMPARABLE}, false) AND k.ids IS NULL) AS "canCreateNewComparison",
             row_to_json(del) AS "canBeDeleted",
             ${isoSql('d.created_at')} AS "createdAt", ${isoSql('d.updated_at')} AS "updatedAt",
             CASE WHEN u.id IS NOT NULL THEN row_to_json(cb) END AS "createdBy",
             d.extraction_status AS "extractionStatus",
             d.extraction_progress AS "extractionProgress",
             ${isoSql('d.extraction_started_at')} AS "extractionStartedAt",
             CASE WHEN d.extraction_status = 'failed' THEN d.extraction_error END
               AS "extractionError",
             coalesce(k.ids, '[]') AS "keyVersions",
             coalesce(a.first_type, CASE WHEN d.class_name = 'Case' THEN 'loan' ELSE '' END)
               AS "type",
             coalesce(a.list, '[]') AS "associations",
             d.policy_version_id AS "policyVersionId",
             coalesce(f.current_version, 1) AS "currentVersion") r`
}

/** Page statements by their shape (filters, scope, order): a handful in use, each built once. */
const PAGE_SQL = new Map<string, string>()
const MAX_PAGE_SQL = 64

/**
 * pageTextSql, built once per shape: the statement is ~4 KB, and the same string each time is
 * hashed once by the drivers' prepared-statement lookups (a fresh one is hashed and compared in
 * full on every read).
 */
function pageTextSqlOf(page: string, count: string, order: string, first: number): string {
  const key = `${first}\n${order}\n${count}\n${page}`
  let sql = PAGE_SQL.get(key)
  if (sql === undefined) {
    if (PAGE_SQL.size >= MAX_PAGE_SQL) PAGE_SQL.clear()
    sql = pageTextSql(page, count, order, first)
    PAGE_SQL.set(key, sql)
  }
  return sql
}

/** The rules' constants, after the page's parameters (in pageTextSql's order). */
const RULE_PARAMS = [
  [...MERGEABLE_TYPES],
  MERGE_MESSAGES.notMergeableType,
  MERGE_MESSAGES.encrypted,
  MERGE_MESSAGES.broken,
  [...EXTRACTION_IN_PROGRESS],
  MESSAGES.extractionInProgress,
  KEY_DOCUMENT_PREFIX,
]

/** A JSON string's value (the database writes keys and types without escapes almost always). */
const jsonString = (s: string): string =>
  s.includes('\\') ? (JSON.parse(s) as string) : s.slice(1, -1)

/**
 * The JSON text of `{"totalCount":…,"nodes":[…]}` for a page of documents (the same filter, scope
 * and page as listDocuments), each with a fresh signed URL; null when this module's assumptions
 * about the shared messages do not hold (the caller then answers through GraphQL).
 */
export async function documentsPageText(
  q: Queryable,
  sign: GetSigner,
  args: QueryDocumentsArgs,
  scope: CaseScope,
): Promise<string | null> {
  if (!MESSAGES_AS_EXPECTED) return null
  const { page, count, order, params } = documentsPageQuery(args, scope)
  const sql = pageTextSqlOf(page, count, order, params.length + 1)
  const [row] = await q.query<{ total: number; nodes: string }>(sql, [...params, ...RULE_PARAMS])
  const parts = (row?.nodes ?? '').split(MARK)
  // parts: text, key, type, text, key, type, …, text.
  const urls: (string | Promise<string>)[] = []
  for (let i = 1; i < parts.length; i += 3) {
    urls.push(sign(jsonString(parts[i]!), jsonString(parts[i + 1]!)))
  }
  const signed = urls.every((u) => typeof u === 'string') ? urls : await Promise.all(urls)
  let nodes = parts[0]!
  for (let i = 0; i < signed.length; i++) nodes += JSON.stringify(signed[i]) + parts[3 * i + 3]!
  return `{"totalCount":${row?.total ?? 0},"nodes":[${nodes}]}`
}
