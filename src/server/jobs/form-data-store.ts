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
import { currentVersionIdSql } from '../domain/case-reads'
import { recordValueChanges } from '../versions/value-history'

/**
 * One form's values: an asset's, or a policy's for one of its versions (docs/rules.md#renewal;
 * `versionId` null only for an asset or a policy that has no versions).
 */
export type FormKey = {
  readonly type: FormTarget
  readonly id: string
  readonly versionId: string | null
}

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

/**
 * The form of a policy version or an asset: the version given (it must be the policy's), else the
 * policy's current one. Returns the entity's case with the key.
 */
export async function resolveForm(
  q: Queryable,
  type: FormTarget,
  id: string,
  versionId?: string | null,
): Promise<{ readonly caseId: string; readonly key: FormKey }> {
  const caseId = await caseOfEntity(q, type, id)
  if (type === 'asset') {
    if (versionId != null) throw new UserError(JOB_MESSAGES.assetHasNoVersions)
    return { caseId, key: { type, id, versionId: null } }
  }
  if (versionId != null) {
    const rows = await q.query('SELECT 1 FROM policy_versions WHERE id = $1 AND policy_id = $2', [
      versionId,
      id,
    ])
    if (rows.length === 0) throw new UserError(JOB_MESSAGES.versionNotFound(versionId), 'NOT_FOUND')
    return { caseId, key: { type, id, versionId } }
  }
  const current = await q.query<{ id: string | null }>(
    `SELECT ${currentVersionIdSql('$1')} AS id`,
    [id],
  )
  return { caseId, key: { type, id, versionId: current[0]?.id ?? null } }
}

const FORM_WHERE = `entity_type = $1 AND entity_id = $2
  AND coalesce(policy_version_id, '') = coalesce($3::text, '')`

/** The stored values of one form, or undefined when none were stored yet. */
export async function storedForm(
  q: Queryable,
  key: FormKey,
): Promise<{ values: FormValues; updatedAt: string } | undefined> {
  const rows = await q.query<{ values: FormValues; updated_at: unknown }>(
    `SELECT "values", updated_at FROM form_data WHERE ${FORM_WHERE}`,
    [key.type, key.id, key.versionId],
  )
  const row = rows[0]
  return row && { values: row.values, updatedAt: iso(row.updated_at) }
}

/** The stored form of a policy version or asset; empty values and a null updatedAt when none yet. */
export async function loadFormData(
  q: Queryable,
  type: FormTarget,
  id: string,
  versionId?: string | null,
): Promise<FormData> {
  const { caseId, key } = await resolveForm(q, type, id, versionId)
  const row = await storedForm(q, key)
  return {
    entityType: type,
    entityId: id,
    caseId,
    values: row?.values ?? {},
    policyVersionId: key.versionId,
    updatedAt: row?.updatedAt ?? null,
  }
}

/**
 * Locks a form's row (creating it empty first) and returns its values with the next `updatedAt`:
 * millisecond precision (what clients see) and strictly after the previous one, so "arrived after
 * the form was loaded" is exact even for two writes in the same millisecond.
 */
export async function lockForm(
  q: Queryable,
  key: FormKey,
  caseId: string,
): Promise<{ values: FormValues; previous: string | null; next: string }> {
  const inserted = await q.query(
    `INSERT INTO form_data (entity_type, entity_id, policy_version_id, case_id, updated_at)
     VALUES ($1, $2, $3, $4, '-infinity') ON CONFLICT DO NOTHING RETURNING entity_id`,
    [key.type, key.id, key.versionId, caseId],
  )
  const rows = await q.query<{ values: FormValues; updated_at: unknown; next: unknown }>(
    `SELECT "values", updated_at,
            greatest(date_trunc('milliseconds', now()),
                     date_trunc('milliseconds', updated_at) + interval '1 millisecond') AS next
       FROM form_data WHERE ${FORM_WHERE} FOR UPDATE`,
    [key.type, key.id, key.versionId],
  )
  const row = rows[0]!
  return {
    values: row.values,
    previous: inserted.length > 0 ? null : iso(row.updated_at),
    next: iso(row.next),
  }
}

/** Writes a locked form's values with its next `updatedAt`. */
export async function writeForm(
  q: Queryable,
  key: FormKey,
  values: FormValues,
  at: string,
): Promise<void> {
  await q.query(`UPDATE form_data SET "values" = $4::jsonb, updated_at = $5 WHERE ${FORM_WHERE}`, [
    key.type,
    key.id,
    key.versionId,
    JSON.stringify(values),
    at,
  ])
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
    const { caseId, key } = await resolveForm(
      q,
      input.entityType,
      input.entityId,
      input.policyVersionId,
    )
    const form = await lockForm(q, key, caseId)
    const base = input.baseUpdatedAt ?? null
    const { values } = mergeArrivedExtractions(saved, form.values, input.entityType, base)
    await writeForm(q, key, values, form.next)
    await recordFormSaved(q, caseId, input.entityType, input.entityId, form.values, values, userId)
    await recordValueChanges(q, { caseId, key, before: form.values, after: values, userId })
    return {
      entityType: input.entityType,
      entityId: input.entityId,
      caseId,
      values,
      policyVersionId: key.versionId,
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

/** The version of a policy a document's values go to: the one it is filed under, else the current. */
async function versionForDocument(
  q: Queryable,
  policyId: string,
  documentId: string,
): Promise<string | null> {
  const rows = await q.query<{ id: string | null }>(
    `SELECT coalesce(
       (SELECT d.policy_version_id FROM documents d
          JOIN policy_versions v ON v.id = d.policy_version_id
         WHERE d.id = $2 AND v.policy_id = $1),
       ${currentVersionIdSql('$1')}) AS id`,
    [policyId, documentId],
  )
  return rows[0]?.id ?? null
}

/**
 * Stores a document's results as new extractions: policy fields on its policies (the version it
 * is filed under, else the current one), property fields on its assets. Returns the number of
 * items added.
 */
export async function storeExtractionResults(
  q: Queryable,
  documentId: string,
  results: readonly ExtractionResult[],
): Promise<number> {
  const targets = await documentTargets(q, documentId)
  const forms: FormKey[] = []
  for (const id of targets.policies) {
    forms.push({ type: 'policy', id, versionId: await versionForDocument(q, id, documentId) })
  }
  for (const id of targets.assets) forms.push({ type: 'asset', id, versionId: null })
  let added = 0
  for (const key of forms) {
    const form = await lockForm(q, key, targets.caseId)
    const merged = mergeResults(form.values, results, key.type, documentId, form.next)
    if (merged.added === 0 && form.previous !== null) continue
    await writeForm(q, key, merged.values, form.next)
    added += merged.added
  }
  return added
}
