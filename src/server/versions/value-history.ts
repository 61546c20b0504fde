/**
 * Value history (docs/rules.md#value-history): each saved change of a form field — value or source
 * — with before and after, who, when, and the document and region each value was extracted from.
 * Written in the transaction of the save (saveFormData, createPolicyVersionFromDocument) and read
 * by formDataHistory.
 */
import { iso, type Queryable } from '../db/client'
import { formFieldsByPrefix } from '../lifecycle/history/form-changes'
import type { FormValues } from '../../shared/review/field-path'
import { sourceIdOf } from '../jobs/extraction-items'
import type { FormKey } from '../jobs/form-data-store'

/** One changed field, with where each value came from. */
export type ValueChange = {
  readonly field: string
  readonly before: unknown
  readonly after: unknown
  readonly beforeSource: string | null
  readonly afterSource: string | null
  readonly beforeBbox: unknown
  readonly afterBbox: unknown
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The fields whose value or source changed between two stored forms (pure). */
export function valueChanges(before: FormValues, after: FormValues): ValueChange[] {
  const was = formFieldsByPrefix(before)
  const now = formFieldsByPrefix(after)
  const out: ValueChange[] = []
  for (const field of [...new Set([...was.keys(), ...now.keys()])].sort()) {
    const a = was.get(field)
    const b = now.get(field)
    const part = (f: unknown, key: string) => (isObject(f) ? (f[key] ?? null) : null)
    const va = part(a, 'value')
    const vb = part(b, 'value')
    const sa = sourceIdOf(part(a, 'extractedFrom'))
    const sb = sourceIdOf(part(b, 'extractedFrom'))
    if (same(va, vb) && sa === sb) continue
    out.push({
      field,
      before: va,
      after: vb,
      beforeSource: sa,
      afterSource: sb,
      beforeBbox: part(a, 'bbox'),
      afterBbox: part(b, 'bbox'),
    })
  }
  return out
}

/** Records the changes between two stored forms of `key`, in the caller's transaction. */
export async function recordValueChanges(
  q: Queryable,
  c: {
    readonly caseId: string
    readonly key: FormKey
    readonly before: FormValues
    readonly after: FormValues
    readonly userId: string | null
  },
): Promise<number> {
  const changes = valueChanges(c.before, c.after)
  if (changes.length === 0) return 0
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v))
  await q.query(
    `INSERT INTO form_value_changes (case_id, entity_type, entity_id, policy_version_id, user_id,
                                     field, before, after, before_source, after_source,
                                     before_bbox, after_bbox)
     SELECT $1, $2, $3, $4, $5, c.field, c.before, c.after, c.before_source, c.after_source,
            c.before_bbox, c.after_bbox
       FROM unnest($6::text[], $7::jsonb[], $8::jsonb[], $9::text[], $10::text[], $11::jsonb[],
                   $12::jsonb[])
         AS c(field, before, after, before_source, after_source, before_bbox, after_bbox)`,
    [
      c.caseId,
      c.key.type,
      c.key.id,
      c.key.versionId,
      c.userId,
      changes.map((x) => x.field),
      changes.map((x) => json(x.before)),
      changes.map((x) => json(x.after)),
      changes.map((x) => x.beforeSource),
      changes.map((x) => x.afterSource),
      changes.map((x) => json(x.beforeBbox)),
      changes.map((x) => json(x.afterBbox)),
    ],
  )
  return changes.length
}

/** Most changes one formDataHistory call returns. */
export const HISTORY_LIMIT = 200

type ChangeRow = {
  at: unknown
  field: string
  before: unknown
  after: unknown
  before_source: string | null
  after_source: string | null
  before_bbox: unknown
  after_bbox: unknown
  policy_version_id: string | null
  user_id: string | null
  full_name: string | null
  email: string | null
  reviewer: boolean | null
  administrator: boolean | null
}

/** The saved changes of a form (of one field, of one policy version), newest first. */
export async function formDataHistory(
  q: Queryable,
  type: 'policy' | 'asset',
  id: string,
  field: string | null,
  versionId: string | null,
) {
  const rows = await q.query<ChangeRow>(
    `SELECT c.at, c.field, c.before, c.after, c.before_source, c.after_source, c.before_bbox,
            c.after_bbox, c.policy_version_id, u.id AS user_id, u.full_name, u.email, u.reviewer,
            u.administrator
       FROM form_value_changes c LEFT JOIN users u ON u.id = c.user_id
      WHERE c.entity_type = $1 AND c.entity_id = $2
        AND ($3::text IS NULL OR c.field = $3) AND ($4::text IS NULL OR c.policy_version_id = $4)
      ORDER BY c.at DESC, c.id DESC LIMIT ${HISTORY_LIMIT}`,
    [type, id, field, versionId],
  )
  return rows.map((r) => ({
    at: iso(r.at),
    field: r.field,
    before: r.before,
    after: r.after,
    sourceDocumentId: r.after_source,
    bbox: r.after_bbox,
    beforeSourceDocumentId: r.before_source,
    beforeBbox: r.before_bbox,
    policyVersionId: r.policy_version_id,
    user:
      r.user_id !== null
        ? {
            id: r.user_id,
            fullName: r.full_name ?? '',
            email: r.email ?? '',
            reviewer: r.reviewer === true,
            administrator: r.administrator === true,
          }
        : null,
  }))
}
