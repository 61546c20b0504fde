/**
 * The floor of the case pair: the fewest, fastest hand-written SQL statements that return the same
 * data as CaseDocumentManager and CaseDocumentManagerDocuments — one statement per operation that
 * builds the whole response with json_build_object/json_agg, as PostGraphile and Hasura compile a
 * GraphQL operation — returned as text (nothing for the driver to parse: it is the response body).
 *
 * Written independently of the server's SQL (src/server/domain/*-reads.ts): only the product's
 * constants (case transitions, messages) are shared. The one thing SQL cannot do is sign URLs: the
 * floor returns each document's object key where the server returns its signed URL, and
 * `sameData` compares the two after taking the key back out of the URL. Timestamps come as
 * PostgreSQL writes them in JSON: the same instants as the API's DateTime in another spelling
 * (`+00:00`), which `sameData` compares as instants (formatting them like the API, with to_char,
 * would cost the floor more than the server pays). The bench checks `sameData` on every bench
 * case before it times anything.
 */
import { isDeepStrictEqual } from 'node:util'
import { CASE_TRANSITIONS } from '../src/server/domain/models'
import { CASE_DOCUMENTS_LIMIT } from '../src/shared/constants'
import { MESSAGES } from '../src/shared/messages'

const IN_PROGRESS = `('queued', 'running')`

const transitions = `CASE c.status ${Object.entries(CASE_TRANSITIONS)
  .map(([from, to]) => `WHEN '${from}' THEN '${JSON.stringify(to)}'::json`)
  .join(' ')} ELSE '[]'::json END`

/** Not in the trash, not a task's: the case's documents. */
const LIVE = `d.task_id IS NULL AND d.deleted_at IS NULL`

const refJson = `json_agg(json_build_object('id', d.id, 'updatedAt', d.updated_at)
                          ORDER BY d.created_at DESC, d.id)`

/**
 * CaseDocumentManager: `{ case }` for case $1. Each list is aggregated once, grouped by its owner
 * (no subquery per asset, policy or version), then assembled.
 */
export const CASE_FLOOR_SQL = `
WITH
  asset_refs AS (
    SELECT da.entity_id, ${refJson} AS refs
      FROM document_associations da
      JOIN assets a ON a.id = da.entity_id AND a.case_id = $1
      JOIN documents d ON d.id = da.document_id
     WHERE da.entity_type = 'asset' AND ${LIVE}
     GROUP BY da.entity_id),
  policy_refs AS (
    SELECT da.entity_id, ${refJson} AS refs, bool_or(d.extraction_status IN ${IN_PROGRESS}) AS busy
      FROM document_associations da
      JOIN policies p ON p.id = da.entity_id AND p.case_id = $1
      JOIN documents d ON d.id = da.document_id
     WHERE da.entity_type = 'policy' AND ${LIVE}
     GROUP BY da.entity_id),
  version_refs AS (
    SELECT d.policy_version_id, ${refJson} AS refs,
           bool_or(d.extraction_status IN ${IN_PROGRESS}) AS busy
      FROM documents d
      JOIN policy_versions v ON v.id = d.policy_version_id
      JOIN policies p ON p.id = v.policy_id AND p.case_id = $1
     WHERE ${LIVE}
     GROUP BY d.policy_version_id),
  versions AS (
    SELECT v.policy_id, v.id, v.created_at, v.policy_begin_date,
           coalesce(vr.busy, false) AS busy,
           -- The current version: the first whose term holds today, else the latest.
           (coalesce(v.policy_begin_date, v.policy_end_date) IS NOT NULL
            AND coalesce(v.policy_begin_date <= (now() AT TIME ZONE 'UTC')::date, true)
            AND coalesce((now() AT TIME ZONE 'UTC')::date <= v.policy_end_date, true)) AS in_term,
           json_build_object('id', v.id, 'term', v.term, 'createdAt', v.created_at,
             'policyBeginDate', v.policy_begin_date::text, 'policyEndDate', v.policy_end_date::text,
             'keyDocumentId', v.key_document_id, 'documents', coalesce(vr.refs, '[]')) AS j
      FROM policy_versions v
      JOIN policies p ON p.id = v.policy_id AND p.case_id = $1
      LEFT JOIN version_refs vr ON vr.policy_version_id = v.id),
  policy_versions_json AS (
    SELECT policy_id, bool_or(busy) AS busy,
           json_agg(j ORDER BY policy_begin_date DESC NULLS LAST, created_at DESC, id) AS list,
           (array_agg(j ORDER BY in_term DESC, policy_begin_date DESC NULLS LAST, created_at DESC, id))[1] AS current
      FROM versions GROUP BY policy_id)
SELECT json_build_object('case', (
  SELECT json_build_object(
    'id', c.id, 'ref', c.ref, 'status', c.status, 'availableTransitions', ${transitions},
    'insuranceContacts', (SELECT coalesce(json_agg(json_build_object('id', x.id, 'name', x.name,
                            'email', x.email) ORDER BY x.name, x.id), '[]')
                            FROM insurance_contacts x WHERE x.case_id = c.id),
    'lender', json_build_object('id', l.id, 'name', l.name, 'features',
                (SELECT coalesce(json_agg(json_build_object('key', f->>'key',
                          'enabled', coalesce(f->'enabled' = 'true'::jsonb, false)) ORDER BY o), '[]')
                   FROM jsonb_array_elements(l.features) WITH ORDINALITY AS e(f, o))),
    'title', c.title,
    'documents', (SELECT coalesce(${refJson}, '[]') FROM documents d WHERE d.case_id = c.id AND ${LIVE}),
    'assets', (SELECT coalesce(json_agg(json_build_object(
                 'id', a.id, 'caseId', a.case_id, 'displayName', a.display_name,
                 'assetType', json_build_object('id', t.id, 'name', t.name),
                 'documents', coalesce(r.refs, '[]'),
                 'updatedAt', a.updated_at) ORDER BY a.updated_at DESC, a.id), '[]')
                 FROM assets a JOIN asset_types t ON t.id = a.asset_type_id
                 LEFT JOIN asset_refs r ON r.entity_id = a.id
                WHERE a.case_id = c.id),
    'policies', (SELECT coalesce(json_agg(json_build_object(
                   'id', p.id, 'caseId', p.case_id, 'status', p.status,
                   'policyNumber', p.policy_number,
                   'productType', json_build_object('id', t.id, 'name', t.name),
                   'policyVersions', coalesce(pv.list, '[]'),
                   'policyVersion', pv.current,
                   'documents', coalesce(r.refs, '[]'),
                   'hasExtractionsInProgress', coalesce(r.busy, false) OR coalesce(pv.busy, false),
                   'updatedAt', p.updated_at) ORDER BY p.updated_at DESC, p.id), '[]')
                   FROM policies p JOIN product_types t ON t.id = p.product_type_id
                   LEFT JOIN policy_refs r ON r.entity_id = p.id
                   LEFT JOIN policy_versions_json pv ON pv.policy_id = p.id
                  WHERE p.case_id = c.id),
    'updatedAt', c.updated_at)
  FROM cases c JOIN lenders l ON l.id = c.lender_id
  WHERE c.id = $1))::text AS body`

const MERGEABLE = `('application/pdf', 'image/jpeg', 'image/png')`

/** CaseDocumentManagerDocuments: `{ documents: { totalCount, nodes } }`, page $2/$3 of case $1. */
export const DOCUMENTS_FLOOR_SQL = `
SELECT json_build_object('documents', json_build_object(
  'totalCount', (SELECT count(*) FROM documents
                  WHERE case_id = $1 AND task_id IS NULL AND deleted_at IS NULL),
  'nodes', (SELECT coalesce(json_agg(json_build_object(
      'id', d.id, 'name', d.name, 'signed', d.direct_upload_key, 'fileExt', d.file_ext,
      'fileType', d.file_type, 'size', d.size::float8,
      'category', CASE WHEN cat.id IS NOT NULL THEN json_build_object('id', cat.id,
                    'type', cat.type, 'name', cat.name, 'supportExtraction', cat.support_extraction) END,
      'isMergeable', d.file_type IN ${MERGEABLE},
      'classId', d.case_id, 'className', d.class_name,
      'canCreateNewComparison', d.file_type = 'application/pdf' AND cat.type IS NOT DISTINCT FROM 'renewalDocument',
      'canBeDeleted', CASE
          WHEN d.extraction_status IN ${IN_PROGRESS} THEN json_build_object('authorized', false, 'reason', $4::text)
          WHEN k.ids IS NOT NULL THEN json_build_object('authorized', false, 'reason', $5::text || coalesce(k.policy_number, ''))
          ELSE json_build_object('authorized', true, 'reason', NULL) END,
      'createdAt', d.created_at, 'updatedAt', d.updated_at,
      'createdBy', CASE WHEN u.id IS NOT NULL THEN json_build_object('id', u.id, 'fullName', u.full_name) END,
      'extractionStatus', d.extraction_status, 'extractionProgress', d.extraction_progress,
      'extractionStartedAt', d.extraction_started_at,
      'extractionError', CASE WHEN d.extraction_status = 'failed' THEN d.extraction_error END,
      'keyVersions', coalesce(k.ids, '[]'),
      'type', coalesce(a.list->0->>'entityType', CASE WHEN d.class_name = 'Case' THEN 'loan' ELSE '' END),
      'associations', coalesce(a.list, '[]'),
      'policyVersionId', d.policy_version_id) ORDER BY d.created_at DESC, d.id), '[]')
    FROM (SELECT * FROM documents
           WHERE case_id = $1 AND task_id IS NULL AND deleted_at IS NULL
           ORDER BY created_at DESC, id LIMIT $2 OFFSET $3) d
    LEFT JOIN categories cat ON cat.id = d.category_id
    LEFT JOIN users u ON u.id = d.created_by
    LEFT JOIN LATERAL (SELECT json_agg(json_build_object('entityId', x.entity_id,
                                'entityType', x.entity_type) ORDER BY x.entity_type, x.entity_id) AS list
                         FROM document_associations x WHERE x.document_id = d.id) a ON true
    LEFT JOIN LATERAL (SELECT json_agg(v.id ORDER BY v.created_at, v.id) AS ids,
                              (array_agg(p.policy_number ORDER BY v.created_at, v.id))[1] AS policy_number
                         FROM policy_versions v JOIN policies p ON p.id = v.policy_id
                        WHERE v.key_document_id = d.id) k ON true)))::text AS body`

/** The parameters of DOCUMENTS_FLOOR_SQL for the first page of a case. */
export function documentsFloorParams(caseId: string): unknown[] {
  return [
    caseId,
    CASE_DOCUMENTS_LIMIT,
    0,
    MESSAGES.extractionInProgress,
    MESSAGES.keyDocumentOfPolicy(''),
  ]
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/

/**
 * Data as compared: every timestamp written as one spelling of its instant (ISO, UTC,
 * milliseconds) and, in the server's data (`signedUrls`), each document's signed URL replaced by
 * the object key it signs.
 */
function comparable(data: Json, signedUrls: boolean): Json {
  if (Array.isArray(data)) return data.map((x) => comparable(x, signedUrls))
  if (typeof data === 'string' && TIMESTAMP.test(data)) return new Date(data).toISOString()
  if (data === null || typeof data !== 'object') return data
  const out: { [k: string]: Json } = {}
  for (const [k, v] of Object.entries(data)) {
    out[k] =
      signedUrls && k === 'signed' && typeof v === 'string'
        ? decodeURIComponent(new URL(v).pathname.replace(/^\/objects\//, ''))
        : comparable(v, signedUrls)
  }
  return out
}

/** Null when the server's data equals the floor's; else the first path where they differ. */
export function sameData(server: unknown, floorBody: string): string | null {
  const a = comparable(server as Json, true)
  const b = comparable(JSON.parse(floorBody) as Json, false)
  return firstDifference(a, b, '')
}

function firstDifference(a: Json, b: Json, path: string): string | null {
  if (isDeepStrictEqual(a, b)) return null
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}: ${a.length} items vs ${b.length} in the floor`
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i]!, b[i]!, `${path}[${i}]`)
      if (d) return d
    }
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a)) {
    const bo = b as { [k: string]: Json }
    for (const k of new Set([...Object.keys(a), ...Object.keys(bo)])) {
      const d = firstDifference(a[k] ?? null, bo[k] ?? null, `${path}.${k}`)
      if (d) return d
      if (!(k in a) || !(k in bo)) return `${path}.${k}: missing on one side`
    }
  }
  return `${path}: server ${JSON.stringify(a)?.slice(0, 200)} vs floor ${JSON.stringify(b)?.slice(0, 200)}`
}
