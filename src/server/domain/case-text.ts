/**
 * CaseDocumentManager's case as the JSON text of its response, written by the database: the
 * case's lists (document refs, assets, policies with their versions) are most of the app's second
 * largest answer, and parsing them into models, completing them through GraphQL and writing them
 * back out cost several times what the database spends writing the text itself.
 *
 * The text is exactly what JSON.stringify writes for the CaseDocumentManagerCase fragment's fields
 * in their order (src/shared/graphql/cases.graphql) from the models of case-reads.ts: the same
 * rows in the same orders, compact JSON from row_to_json and array_to_json, timestamps as `iso`
 * writes them. The case's own few fields are written here with the same functions as loadCase.
 * tests/server/graphql compares the two paths.
 */
import type { Queryable } from '../db/client'
import { caseHead } from './case-reads'
import { isoSql } from './document-page-text'
import { EXTRACTION_IN_PROGRESS } from './models'

/** Not a task's, not in the trash (the documents every list of the case shows). */
const LIVE = 'd.task_id IS NULL AND d.deleted_at IS NULL'

/** A document ref `{id, updatedAt}` (d: documents). */
const REF = `(SELECT r FROM (SELECT d.id, ${isoSql('d.updated_at')} AS "updatedAt") r)`
const REFS = `array_to_json(array_agg(${REF} ORDER BY d.created_at DESC, d.id))`
/** $2: the extraction statuses that are in progress. */
const BUSY = `bool_or((d.extraction_status = ANY($2::text[])) IS TRUE)`
/** The order of a policy's versions: the current one first (case-reads.ts, currentVersion). */
const VERSION_ORDER = `v.begin_date DESC NULLS LAST, v.created_at DESC, v.id`

/** Case $1's lists as JSON text, and its own fields (none when the case does not exist). */
const CASE_TEXT_SQL = `
WITH
  asset_refs AS (
    SELECT da.entity_id AS owner, ${REFS} AS refs
      FROM document_associations da
      JOIN documents d ON d.id = da.document_id
      JOIN assets a ON a.id = da.entity_id
     WHERE da.entity_type = 'asset' AND a.case_id = $1 AND ${LIVE}
     GROUP BY da.entity_id),
  policy_refs AS (
    SELECT da.entity_id AS owner, ${REFS} AS refs, ${BUSY} AS busy
      FROM document_associations da
      JOIN documents d ON d.id = da.document_id
      JOIN policies p ON p.id = da.entity_id
     WHERE da.entity_type = 'policy' AND p.case_id = $1 AND ${LIVE}
     GROUP BY da.entity_id),
  version_refs AS (
    SELECT d.policy_version_id AS owner, ${REFS} AS refs, ${BUSY} AS busy
      FROM documents d
      JOIN policy_versions v ON v.id = d.policy_version_id
      JOIN policies p ON p.id = v.policy_id
     WHERE p.case_id = $1 AND ${LIVE}
     GROUP BY d.policy_version_id),
  versions AS (
    SELECT v.policy_id, v.id, v.created_at, v.policy_begin_date::text AS begin_date,
           coalesce(vr.busy, false) AS busy,
           (SELECT row_to_json(x) FROM (
              SELECT v.id, v.term, ${isoSql('v.created_at')} AS "createdAt",
                     v.policy_begin_date::text AS "policyBeginDate",
                     v.policy_end_date::text AS "policyEndDate",
                     v.key_document_id AS "keyDocumentId",
                     coalesce(vr.refs, '[]') AS "documents") x) AS j
      FROM policy_versions v
      JOIN policies p ON p.id = v.policy_id
      LEFT JOIN version_refs vr ON vr.owner = v.id
     WHERE p.case_id = $1),
  policy_versions_json AS (
    SELECT v.policy_id, bool_or(v.busy) AS busy,
           array_to_json(array_agg(v.j ORDER BY ${VERSION_ORDER})) AS list,
           (array_agg(v.j ORDER BY ${VERSION_ORDER}))[1] AS current
      FROM versions v GROUP BY v.policy_id)
SELECT c.id, c.ref, c.status, c.title, ${isoSql('c.updated_at')} AS updated_at,
       l.id AS lender_id, l.name AS lender_name, l.features AS lender_features,
       (SELECT coalesce(array_to_json(array_agg(x ORDER BY x.name, x.id)), '[]')
          FROM (SELECT id, name, email FROM insurance_contacts WHERE case_id = $1) x)::text
         AS contacts,
       (SELECT coalesce(${REFS}, '[]') FROM documents d WHERE d.case_id = $1 AND ${LIVE})::text
         AS documents,
       (SELECT coalesce(array_to_json(array_agg(x ORDER BY a.updated_at DESC, a.id)), '[]')
          FROM assets a
          JOIN asset_types t ON t.id = a.asset_type_id
          LEFT JOIN asset_refs r ON r.owner = a.id
         CROSS JOIN LATERAL (
           SELECT a.id, a.case_id AS "caseId", a.display_name AS "displayName",
                  (SELECT row_to_json(y) FROM (SELECT t.id, t.name) y) AS "assetType",
                  coalesce(r.refs, '[]') AS "documents",
                  ${isoSql('a.updated_at')} AS "updatedAt") x
         WHERE a.case_id = $1)::text AS assets,
       (SELECT coalesce(array_to_json(array_agg(x ORDER BY p.updated_at DESC, p.id)), '[]')
          FROM policies p
          JOIN product_types t ON t.id = p.product_type_id
          LEFT JOIN policy_refs r ON r.owner = p.id
          LEFT JOIN policy_versions_json pv ON pv.policy_id = p.id
         CROSS JOIN LATERAL (
           SELECT p.id, p.case_id AS "caseId", p.status, p.policy_number AS "policyNumber",
                  (SELECT row_to_json(y) FROM (SELECT t.id, t.name) y) AS "productType",
                  coalesce(pv.list, '[]') AS "policyVersions",
                  pv.current AS "policyVersion",
                  coalesce(r.refs, '[]') AS "documents",
                  coalesce(r.busy, false) OR coalesce(pv.busy, false)
                    AS "hasExtractionsInProgress",
                  ${isoSql('p.updated_at')} AS "updatedAt") x
         WHERE p.case_id = $1)::text AS policies
  FROM cases c JOIN lenders l ON l.id = c.lender_id
 WHERE c.id = $1`

type CaseTextRow = {
  id: string
  ref: string | null
  status: string
  title: string
  updated_at: string
  lender_id: string
  lender_name: string
  lender_features: unknown
  contacts: string
  documents: string
  assets: string
  policies: string
}

const IN_PROGRESS = [...EXTRACTION_IN_PROGRESS]

/** The JSON text of case `id` as CaseDocumentManager selects it, or `null` when unknown. */
export async function caseText(q: Queryable, id: string): Promise<string> {
  const [row] = await q.query<CaseTextRow>(CASE_TEXT_SQL, [id, IN_PROGRESS])
  if (!row) return 'null'
  const s = JSON.stringify
  const head = caseHead(row)
  return (
    `{"id":${s(row.id)},"ref":${s(row.ref)},"status":${s(row.status)},` +
    `"availableTransitions":${s(head.availableTransitions)},` +
    `"insuranceContacts":${row.contacts},"lender":${s(head.lender)},"title":${s(row.title)},` +
    `"documents":${row.documents},"assets":${row.assets},"policies":${row.policies},` +
    `"updatedAt":${s(row.updated_at)}}`
  )
}
