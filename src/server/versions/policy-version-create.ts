/**
 * createPolicyVersionFromDocument (docs/rules.md#renewal): rolls a policy to a new version from a
 * document, in one transaction — the version (with who created it and the document as its key
 * document), the document filed under it, the new version's form values (the previous version's,
 * with the taken values accepted from the document), the previous version's pending extractions
 * of that document moved with it, the value history of each taken field, and the `policyVersion`
 * history entry. Any refusal changes nothing.
 */
import { randomUUID } from 'node:crypto'
import { differenceInCalendarMonths, format, parseISO } from 'date-fns'
import { EXTRACTION_FIELDS } from '../../shared/extraction/field-schema'
import { defaultTakenFields } from '../../shared/renewal/comparison'
import { newVersionValues, withoutPendingFrom } from '../../shared/renewal/new-version-values'
import type { Db } from '../db/client'
import { touch } from '../domain/touch'
import { UserError } from '../domain/errors'
import type { CreatePolicyVersionFromDocumentInput } from '../graphql/schema.generated'
import { lockForm, writeForm, type FormKey } from '../jobs/form-data-store'
import { recordHistory } from '../lifecycle/history/record-history'
import { loadComparisonSource, rowsOf, todayIso, versionRefusal } from './policy-comparison'
import { recordValueChanges } from './value-history'

const POLICY_FIELDS = EXTRACTION_FIELDS.filter((f) => f.form === 'policy checklist').map(
  (f) => f.id,
)

/** "12 months" for a term of whole months; null otherwise. */
export function termLabel(begin: string, end: string): string | null {
  const a = parseISO(begin)
  const b = parseISO(end)
  const months = differenceInCalendarMonths(b, a)
  return months > 0 && a.getDate() === b.getDate() ? `${months} months` : null
}

/** The version's date range as the tree shows it (docs/rules.md#policy-version-range). */
const rangeOf = (begin: string, end: string) =>
  `${format(parseISO(begin), 'MMM yyyy')} - ${format(parseISO(end), 'MMM yyyy')}`

/** Creates the version; returns its id. */
export async function createPolicyVersionFromDocument(
  db: Db,
  input: CreatePolicyVersionFromDocumentInput,
  userId: string,
  today = todayIso(),
): Promise<string> {
  return db.tx(async (q) => {
    // Creations for one policy, and for one document, wait for each other.
    const [policy] = await q.query<{ case_id: string; label: string }>(
      `SELECT p.case_id, t.name || coalesce(' #' || p.policy_number, '') AS label
         FROM policies p JOIN product_types t ON t.id = p.product_type_id
        WHERE p.id = $1 FOR UPDATE OF p`,
      [input.policyId],
    )
    if (!policy) throw new UserError(`Policy ${input.policyId} not found`, 'NOT_FOUND')
    await q.query('SELECT 1 FROM documents WHERE id = $1 FOR UPDATE', [input.documentId])
    const source = await loadComparisonSource(q, input.policyId, input.documentId)
    const refusal = versionRefusal(source)
    if (refusal !== null) throw new UserError(refusal)

    const proposedRows = rowsOf(source, today)
    const byField = new Map(proposedRows.map((r) => [r.field, r]))
    const begin = input.policyBeginDate ?? byField.get('policy.effectiveDate')?.proposed ?? null
    const end = input.policyEndDate ?? byField.get('policy.expirationDate')?.proposed ?? null
    const term = checkTerm(begin, end, source.currentVersion?.begin ?? null)
    const rows = rowsOf(source, today, term)
    const taken = new Set(input.fields ?? defaultTakenFields(rows))
    for (const field of taken) checkTaken(field, byField.get(field), source.document.name)

    const versionId = randomUUID()
    await q.query(
      `INSERT INTO policy_versions (id, policy_id, term, policy_begin_date, policy_end_date,
                                    key_document_id, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        versionId,
        input.policyId,
        termLabel(term.begin, term.end),
        term.begin,
        term.end,
        input.documentId,
        userId,
      ],
    )
    // The document is filed under its version, and so linked to the policy.
    await q.query('UPDATE documents SET policy_version_id = $2, updated_at = now() WHERE id = $1', [
      input.documentId,
      versionId,
    ])
    await q.query(
      `INSERT INTO document_associations (document_id, entity_id, entity_type)
       VALUES ($1, $2, 'policy') ON CONFLICT DO NOTHING`,
      [input.documentId, input.policyId],
    )

    const previousKey: FormKey = {
      type: 'policy',
      id: input.policyId,
      versionId: source.currentVersion?.id ?? null,
    }
    const newKey: FormKey = { type: 'policy', id: input.policyId, versionId }
    const values = newVersionValues(source.currentValues, rows, taken, input.documentId)
    const created = await lockForm(q, newKey, policy.case_id)
    await writeForm(q, newKey, values, created.next)
    if (previousKey.versionId !== null) {
      const previous = await lockForm(q, previousKey, policy.case_id)
      const moved = withoutPendingFrom(previous.values, POLICY_FIELDS, input.documentId)
      if (moved !== previous.values) await writeForm(q, previousKey, moved, previous.next)
    }
    await recordValueChanges(q, {
      caseId: policy.case_id,
      key: newKey,
      before: source.currentValues,
      after: values,
      userId,
    })

    const takenLabels = rows.filter((r) => taken.has(r.field)).map((r) => r.label)
    await recordHistory(q, {
      caseId: policy.case_id,
      userId,
      action: 'policyVersion',
      documentId: input.documentId,
      documentName: source.document.name,
      entityType: 'policyVersion',
      entityId: versionId,
      summary:
        `New version ${rangeOf(term.begin, term.end)} of ${policy.label} from “${source.document.name}”` +
        (takenLabels.length ? `: ${takenLabels.join(', ')} taken` : ''),
      before: source.currentVersion && {
        versionId: source.currentVersion.id,
        policyBeginDate: source.currentVersion.begin,
        policyEndDate: source.currentVersion.end,
      },
      after: {
        versionId,
        policyBeginDate: term.begin,
        policyEndDate: term.end,
        keyDocumentId: input.documentId,
        fields: [...taken],
      },
    })
    await touch(
      q,
      policy.case_id,
      [{ entityId: input.policyId, entityType: 'policy' }],
      [versionId],
    )
    return versionId
  })
}

/** The new term: both dates, the end after the begin, beginning after the current term began. */
function checkTerm(
  begin: unknown,
  end: unknown,
  currentBegin: string | null,
): { begin: string; end: string } {
  const date = (v: unknown) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))
      ? v
      : null
  const b = date(begin)
  const e = date(end)
  if (b === null || e === null) {
    throw new UserError(
      'The new term needs a begin and an end date (yyyy-MM-dd): the document gives none, give them',
    )
  }
  if (e <= b) throw new UserError(`The new term must end after it begins (${b} to ${e})`)
  // The newest term is the current one (docs/rules.md#current-version): a new version follows it.
  if (currentBegin !== null && b <= currentBegin) {
    throw new UserError(
      `The new term must begin after the current one began (${currentBegin}); it begins ${b}`,
    )
  }
  return { begin: b, end: e }
}

/** A taken field must be a checklist field the document has a value for. */
function checkTaken(
  field: string,
  row: { readonly label: string; readonly form: string; readonly proposed: unknown } | undefined,
  documentName: string,
): void {
  if (row === undefined) throw new UserError(`Unknown field ${field}`)
  if (row.form !== 'policy checklist') {
    throw new UserError(`${row.label} is a field of the asset form: review it there`)
  }
  if (row.proposed === null) {
    throw new UserError(`${row.label} was not found in “${documentName}”: it cannot be taken`)
  }
}
