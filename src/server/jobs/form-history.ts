/** The history entry of a form save: which fields changed, before and after. */
import type { Queryable } from '../db/client'
import type { FormValues } from '../../shared/review/field-path'
import { formChanges, formSavedEntry } from '../lifecycle/history/form-changes'
import { recordHistory } from '../lifecycle/history/record-history'
import type { FormTarget } from './extraction-items'

/** The form's name in the trail: "Policy checklist · Homeowners #123", "Asset · 12 Main St". */
async function formName(q: Queryable, type: FormTarget, id: string): Promise<string> {
  const rows =
    type === 'policy'
      ? await q.query<{ label: string }>(
          `SELECT t.name || coalesce(' #' || p.policy_number, '') AS label
             FROM policies p JOIN product_types t ON t.id = p.product_type_id WHERE p.id = $1`,
          [id],
        )
      : await q.query<{ label: string }>('SELECT display_name AS label FROM assets WHERE id = $1', [
          id,
        ])
  const label = rows[0]?.label ?? id
  return type === 'policy' ? `Policy checklist · ${label}` : `Asset · ${label}`
}

/** Records a save that changed fields (a save that changed nothing is not a change). */
export async function recordFormSaved(
  q: Queryable,
  caseId: string,
  type: FormTarget,
  id: string,
  before: FormValues,
  after: FormValues,
  userId: string | null,
): Promise<void> {
  const changes = formChanges(before, after)
  if (changes.length === 0) return
  const entry = formSavedEntry(caseId, type, id, await formName(q, type, id), changes, userId)
  if (entry) await recordHistory(q, entry)
}
