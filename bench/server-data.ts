/**
 * The server bench's data: cases of any size with what the document manager shows (contacts,
 * assets, policies with three versions each and key documents, documents in several types,
 * categories, associations, extraction states), plus documents in the trash and attached to tasks
 * that every read must leave out. Timestamps are whole milliseconds and distinct, so every order
 * is deterministic and the floor's JSON can be compared with the server's answer exactly.
 */
import type { Db, Queryable } from '../src/server/db/client'

/** Lender, types and categories every bench case uses. */
export async function seedReference(db: Db): Promise<void> {
  await db.exec(`
    INSERT INTO lenders (id, name, features) VALUES ('bench-lender', 'Bench Bank',
      '[{"key":"documentExtraction","enabled":true},{"key":"comparisons","enabled":false}]');
    INSERT INTO asset_types (id, name) VALUES ('bench-at', 'Residential Property');
    INSERT INTO product_types (id, name) VALUES ('bench-pt', 'Homeowners HO-3');
    INSERT INTO categories (id, type, name, support_extraction) VALUES
      ('bench-cat', 'renewalDocument', 'Declarations Page', true),
      ('bench-cat-field', 'documentField', 'Appraisal', false);
  `)
}

export type BenchCaseSize = {
  readonly documents: number
  readonly assets: number
  readonly policies: number
}

const T0 = `timestamptz '2025-01-01 00:00:00+00'`

/** The statements that fill case $1 (sizes $2 documents, $3 assets, $4 policies). */
const CASE_STATEMENTS = [
  `INSERT INTO cases (id, ref, title, lender_id, status, created_at, updated_at)
     VALUES ($1, 'REF-' || $1, 'Bench case ' || $1, 'bench-lender', 'in_review', ${T0}, ${T0})`,
  `INSERT INTO insurance_contacts (id, case_id, name, email)
     SELECT $1 || '-c' || i, $1, 'Agent ' || i, CASE WHEN i < 3 THEN 'agent' || i || '@example.com' END
       FROM generate_series(1, 3) i`,
  `INSERT INTO assets (id, case_id, display_name, asset_type_id, created_at, updated_at)
     SELECT $1 || '-a' || i, $1, 'Property ' || i, 'bench-at',
            ${T0} + i * interval '1 minute', ${T0} + i * interval '1 minute'
       FROM generate_series(1, $3::int) i`,
  `INSERT INTO policies (id, case_id, policy_number, product_type_id, status, created_at, updated_at)
     SELECT $1 || '-p' || i, $1, 'POL-' || i, 'bench-pt', CASE WHEN i % 7 = 0 THEN 'lapsed' ELSE 'active' END,
            ${T0} + i * interval '2 minutes', ${T0} + i * interval '2 minutes'
       FROM generate_series(1, $4::int) i`,
  // Three versions a policy: last year's, this year's, next year's terms (one is current).
  `INSERT INTO policy_versions (id, policy_id, term, policy_begin_date, policy_end_date, created_at)
     SELECT $1 || '-p' || i || '-v' || k, $1 || '-p' || i, '12 months',
            (date_trunc('year', now()) + (k - 1) * interval '1 year')::date + (i % 28),
            (date_trunc('year', now()) + k * interval '1 year')::date + (i % 28),
            ${T0} + (i * 3 + k) * interval '1 second'
       FROM generate_series(1, $4::int) i, generate_series(0, 2) k`,
  // Documents 1..$2 are the case's; a further 1% are in the trash or attached to a task.
  `INSERT INTO documents (id, case_id, name, file_ext, file_type, size, sha256, direct_upload_key,
                          category_id, policy_version_id, task_id, created_by, created_at,
                          updated_at, extraction_status, extraction_progress,
                          extraction_started_at, extraction_error, deleted_at)
     SELECT $1 || '-d' || i, $1, 'Document ' || i || '.' || ext, ext, type, 1000 + i * 37,
            md5(i::text) || md5($1 || i), 'documents/' || $1 || '/d' || i || '.' || ext,
            CASE i % 4 WHEN 0 THEN NULL WHEN 1 THEN 'bench-cat-field' ELSE 'bench-cat' END,
            CASE WHEN i % 3 = 0 AND $4::int > 0
                 THEN $1 || '-p' || (1 + (i / 3) % $4::int) || '-v' || (i % 2) END,
            CASE WHEN i > $2::int AND i % 2 = 1 THEN 'task-1' END,
            CASE WHEN i % 7 = 0 THEN NULL ELSE 'local-user' END,
            ${T0} + i * interval '1 second', ${T0} + i * interval '1 second' + interval '1 hour',
            CASE i % 50 WHEN 5 THEN 'queued' WHEN 7 THEN 'failed' WHEN 9 THEN 'done' END,
            CASE i % 50 WHEN 9 THEN 100 END,
            CASE WHEN i % 50 IN (7, 9) THEN ${T0} + i * interval '1 second' + interval '1 minute' END,
            CASE i % 50 WHEN 7 THEN 'No text could be read from the scan' END,
            CASE WHEN i > $2::int AND i % 2 = 0 THEN now() END
       FROM generate_series(1, $2::int + ceil($2::int / 100.0)::int) i,
            LATERAL (SELECT CASE i % 10 WHEN 0 THEN 'png' WHEN 1 THEN 'csv' ELSE 'pdf' END AS ext) e,
            LATERAL (SELECT CASE ext WHEN 'png' THEN 'image/png' WHEN 'csv' THEN 'text/csv'
                                     ELSE 'application/pdf' END AS type) t`,
  // Every document is filed under a policy (1 in 3) or an asset; 1 in 5 also under the loan.
  `INSERT INTO document_associations (document_id, entity_id, entity_type)
     SELECT $1 || '-d' || i,
            CASE WHEN i % 3 = 0 AND $4::int > 0 THEN $1 || '-p' || (1 + (i / 3) % $4::int)
                 ELSE $1 || '-a' || (1 + i % greatest($3::int, 1)) END,
            CASE WHEN i % 3 = 0 AND $4::int > 0 THEN 'policy' ELSE 'asset' END
       FROM generate_series(1, $2::int + ceil($2::int / 100.0)::int) i
      WHERE $3::int > 0 OR (i % 3 = 0 AND $4::int > 0)`,
  `INSERT INTO document_associations (document_id, entity_id, entity_type)
     SELECT $1 || '-d' || i, $1, 'loan' FROM generate_series(5, $2::int, 5) i`,
  // The key document of each version: its earliest document.
  `UPDATE policy_versions v SET key_document_id = (
       SELECT d.id FROM documents d WHERE d.policy_version_id = v.id AND d.deleted_at IS NULL
        ORDER BY d.created_at LIMIT 1)
     WHERE v.policy_id LIKE $1 || '-p%'`,
  // No file stands behind these rows: marked read, so the search indexer does not spend the
  // timed runs looking for thousands of objects that are not there (and on PGlite, its single
  // connection with them).
  `UPDATE document_text_index SET state = 'done', indexed_at = now()
     WHERE document_id LIKE $1 || '-d%'`,
] as const

/** Creates case `caseId` of the given size. */
export async function seedCase(db: Db, caseId: string, size: BenchCaseSize): Promise<void> {
  await db.tx(async (q: Queryable) => {
    for (const sql of CASE_STATEMENTS) {
      // Every statement takes the four parameters (some use fewer: cast them all to be typed).
      await q.query(
        `WITH _params AS (SELECT $1::text, $2::int, $3::int, $4::int) ${sql.replace(/^\s*/, '')}`,
        [caseId, size.documents, size.assets, size.policies],
      )
    }
  })
}
