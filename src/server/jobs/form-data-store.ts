/**
 * Form data: the values of a policy checklist or an asset edit form, stored as JSON in
 * `form_data`. The extraction worker adds new extractions to them; users save them.
 *
 * Saving never loses extraction results that arrived after the form was loaded: the client sends
 * the `updatedAt` it loaded (`baseUpdatedAt`), and the new extractions the worker stored after
 * that are merged into the saved values (decision: merge rather than refuse, so a reviewer's work
 * is never thrown away; the result carries the merged values for the client to reset its form to).
 * Anything else follows the last save, as with every other form of the product.
 */
import type { Db, Queryable } from '../db/client'
import { iso } from '../db/client'
import { UserError } from '../domain/errors'
import type { ExtractionResult } from '../../shared/extraction/types'
import type { FormValues } from '../../shared/review/field-path'
import type { FormData, SaveFormDataInput } from '../graphql/schema.generated'
import { mergeArrivedExtractions, mergeResults, type FormTarget } from './extraction-items'
import { JOB_MESSAGES } from './job-messages'
import { recordFormSaved } from './form-history'

/** The case of a policy or asset, or a NOT_FOUND UserError. */
async function caseOfEntity(q: Queryable, type: FormTarget, id: string): Promise<string> {
  const table = type === 'policy' ? 'policies' : 'assets'
  const rows = await q.query<{ case_id: string }>(`SELECT case_id FROM ${table} WHERE id = $1`, [
    id,
  ])
  const row = rows[0]
  if (row === undefined)
    throw new UserError(
      type === 'policy' ? JOB_MESSAGES.policyNotFound : JOB_MESSAGES.assetNotFound,
      'NOT_FOUND',
    )
  return row.case_id
}

function isPlainObject(v: unknown): v is FormValues {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

/** The stored form of a policy or asset; empty values and a null updatedAt when none yet. */
export async function loadFormData(q: Queryable, type: FormTarget, id: string): Promise<FormData> {
  const caseId = await caseOfEntity(q, type, id)
  const rows = await q.query<{ values: FormValues; updated_at: unknown }>(
    `SELECT "values", updated_at FROM form_data WHERE entity_type = $1 AND entity_id = $2`,
    [type, id],
  )
  const row = rows[0]
  return {
    entityType: type,
    entityId: id,
    caseId,
    values: row?.values ?? {},
    updatedAt: row === undefined ? null : iso(row.updated_at),
  }
}

/**
 * Locks a form's row (creating it empty first) and returns its values with the next `updatedAt`:
 * millisecond precision (what clients see) and strictly after the previous one, so "arrived after
 * the form was loaded" is exact even for two writes in the same millisecond.
 */
async function lockForm(
  q: Queryable,
  type: FormTarget,
  id: string,
  caseId: string,
): Promise<{ values: FormValues; previous: string | null; next: string }> {
  const inserted = await q.query(
    `INSERT INTO form_data (entity_type, entity_id, case_id, updated_at)
     VALUES ($1, $2, $3, '-infinity') ON CONFLICT DO NOTHING RETURNING entity_id`,
    [type, id, caseId],
  )
  const rows = await q.query<{ values: FormValues; updated_at: unknown; next: unknown }>(
    `SELECT "values", updated_at,
            greatest(date_trunc('milliseconds', now()),
                     date_trunc('milliseconds', updated_at) + interval '1 millisecond') AS next
       FROM form_data WHERE entity_type = $1 AND entity_id = $2 FOR UPDATE`,
    [type, id],
  )
  const row = rows[0]!
  return {
    values: row.values,
    previous: inserted.length > 0 ? null : iso(row.updated_at),
    next: iso(row.next),
  }
}

async function writeForm(
  q: Queryable,
  type: FormTarget,
  id: string,
  values: FormValues,
  at: string,
): Promise<void> {
  await q.query(
    `UPDATE form_data SET "values" = $3::jsonb, updated_at = $4 WHERE entity_type = $1 AND entity_id = $2`,
    [type, id, JSON.stringify(values), at],
  )
}

/** SaveFormData: stores a form's values, merging extractions stored after `baseUpdatedAt`. */
export async function saveFormData(
  db: Db,
  input: SaveFormDataInput,
  userId: string | null,
): Promise<FormData> {
  if (!isPlainObject(input.values)) throw new UserError(JOB_MESSAGES.valuesNotObject)
  const saved = input.values
  return db.tx(async (q) => {
    const caseId = await caseOfEntity(q, input.entityType, input.entityId)
    const form = await lockForm(q, input.entityType, input.entityId, caseId)
    const base = input.baseUpdatedAt ?? null
    const { values } = mergeArrivedExtractions(saved, form.values, input.entityType, base)
    await writeForm(q, input.entityType, input.entityId, values, form.next)
    await recordFormSaved(q, caseId, input.entityType, input.entityId, form.values, values, userId)
    return {
      entityType: input.entityType,
      entityId: input.entityId,
      caseId,
      values,
      updatedAt: form.next,
    }
  })
}

/** The policies and assets a document's results go to. */
export async function documentTargets(
  q: Queryable,
  documentId: string,
): Promise<{ readonly caseId: string; readonly policies: string[]; readonly assets: string[] }> {
  const docs = await q.query<{ case_id: string }>(`SELECT case_id FROM documents WHERE id = $1`, [
    documentId,
  ])
  const caseId = docs[0]?.case_id
  if (caseId === undefined) return { caseId: '', policies: [], assets: [] }
  const rows = await q.query<{ entity_type: FormTarget; entity_id: string }>(
    `SELECT 'policy' AS entity_type, p.id AS entity_id
       FROM document_associations a JOIN policies p ON p.id = a.entity_id
      WHERE a.document_id = $1 AND a.entity_type = 'policy' AND p.case_id = $2
     UNION
     SELECT 'policy', pv.policy_id
       FROM documents d JOIN policy_versions pv ON pv.id = d.policy_version_id
      WHERE d.id = $1
     UNION
     SELECT 'asset', s.id
       FROM document_associations a JOIN assets s ON s.id = a.entity_id
      WHERE a.document_id = $1 AND a.entity_type = 'asset' AND s.case_id = $2`,
    [documentId, caseId],
  )
  return {
    caseId,
    policies: rows.filter((r) => r.entity_type === 'policy').map((r) => r.entity_id),
    assets: rows.filter((r) => r.entity_type === 'asset').map((r) => r.entity_id),
  }
}

/**
 * Stores a document's results as new extractions: policy fields on its policies, property fields
 * on its assets. Returns the number of items added.
 */
export async function storeExtractionResults(
  q: Queryable,
  documentId: string,
  results: readonly ExtractionResult[],
): Promise<number> {
  const targets = await documentTargets(q, documentId)
  const forms: [FormTarget, string][] = [
    ...targets.policies.map((id): [FormTarget, string] => ['policy', id]),
    ...targets.assets.map((id): [FormTarget, string] => ['asset', id]),
  ]
  let added = 0
  for (const [type, id] of forms) {
    const form = await lockForm(q, type, id, targets.caseId)
    const merged = mergeResults(form.values, results, type, documentId, form.next)
    if (merged.added === 0 && form.previous !== null) continue
    await writeForm(q, type, id, merged.values, form.next)
    added += merged.added
  }
  return added
}
