/**
 * policyComparison (docs/rules.md#comparison): a document of a case against one of its policies
 * — the current version's checklist values (and the address on the asset form) against the values
 * the document's latest finished extraction found, with statuses and rule flags from the pure
 * functions of src/shared/renewal.
 */
import type { ExtractionResult } from '../../shared/extraction/types'
import {
  comparisonRows,
  COMPARISON_FIELDS,
  proposedTerm,
  type ComparisonRow,
  type ProposedValue,
} from '../../shared/renewal/comparison'
import { getFormField, type FormValues } from '../../shared/review/field-path'
import type { Queryable } from '../db/client'
import { currentVersionIdSql } from '../domain/case-reads'
import { UserError } from '../domain/errors'
import { itemValue } from '../jobs/extraction-items'
import { storedForm } from '../jobs/form-data-store'

/** What a comparison is built from. */
export type ComparisonSource = {
  readonly policy: { readonly id: string; readonly caseId: string; readonly number: string | null }
  readonly document: {
    readonly id: string
    readonly name: string
    readonly extractionStatus: string | null
    /** Policy number of the version it is already the key document of, when it is one. */
    readonly keyOf: { readonly policyNumber: string | null } | null
  }
  /** The fields of the document's latest finished extraction (empty when none finished). */
  readonly results: readonly ExtractionResult[]
  readonly currentVersion: {
    readonly id: string
    readonly begin: string | null
    readonly end: string | null
  } | null
  readonly currentValues: FormValues
  /** The property address on the asset form of the document's (or key document's) asset. */
  readonly assetAddress: unknown
}

/** Today as yyyy-MM-dd (the server's calendar day, UTC). */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10)

/** Loads what a comparison needs; a document of another case is not found. */
export async function loadComparisonSource(
  q: Queryable,
  policyId: string,
  documentId: string,
): Promise<ComparisonSource> {
  const [policy] = await q.query<{ id: string; case_id: string; policy_number: string | null }>(
    'SELECT id, case_id, policy_number FROM policies WHERE id = $1',
    [policyId],
  )
  if (!policy) throw new UserError(`Policy ${policyId} not found`, 'NOT_FOUND')
  const [doc] = await q.query<{
    id: string
    name: string
    extraction_status: string | null
    key_policy_number: string | null
    is_key: boolean
  }>(
    `SELECT d.id, d.name, d.extraction_status,
            EXISTS (SELECT 1 FROM policy_versions v WHERE v.key_document_id = d.id) AS is_key,
            (SELECT p.policy_number FROM policy_versions v JOIN policies p ON p.id = v.policy_id
              WHERE v.key_document_id = d.id ORDER BY v.created_at LIMIT 1) AS key_policy_number
       FROM documents d
      WHERE d.id = $1 AND d.case_id = $2 AND d.deleted_at IS NULL`,
    [documentId, policy.case_id],
  )
  if (!doc) {
    throw new UserError(`Document ${documentId} not found in the case of this policy`, 'NOT_FOUND')
  }
  const [job] = await q.query<{ result: { fields?: ExtractionResult[] } | null }>(
    `SELECT result FROM extraction_jobs WHERE document_id = $1 AND state = 'done'
      ORDER BY updated_at DESC LIMIT 1`,
    [documentId],
  )
  const [version] = await q.query<{ id: string; begin: string | null; end: string | null }>(
    `SELECT id, policy_begin_date::text AS begin, policy_end_date::text AS "end"
       FROM policy_versions WHERE id = ${currentVersionIdSql('$1')}`,
    [policyId],
  )
  const form = await storedForm(q, { type: 'policy', id: policyId, versionId: version?.id ?? null })
  return {
    policy: { id: policy.id, caseId: policy.case_id, number: policy.policy_number },
    document: {
      id: doc.id,
      name: doc.name,
      extractionStatus: doc.extraction_status,
      keyOf: doc.is_key ? { policyNumber: doc.key_policy_number } : null,
    },
    results: Array.isArray(job?.result?.fields) ? job.result.fields : [],
    currentVersion: version ?? null,
    currentValues: form?.values ?? {},
    assetAddress: await assetAddress(q, documentId, version?.id ?? null),
  }
}

/** The address on the form of an asset the document is linked to, else the key document's. */
async function assetAddress(
  q: Queryable,
  documentId: string,
  versionId: string | null,
): Promise<unknown> {
  const rows = await q.query<{ values: FormValues }>(
    `SELECT f."values" FROM form_data f
       JOIN document_associations a ON a.entity_type = 'asset' AND a.entity_id = f.entity_id
      WHERE f.entity_type = 'asset'
        AND (a.document_id = $1
             OR a.document_id = (SELECT key_document_id FROM policy_versions WHERE id = $2))
      ORDER BY (a.document_id = $1) DESC, f.entity_id`,
    [documentId, versionId],
  )
  for (const r of rows) {
    const value = getFormField(r.values, 'property.address')?.value
    if (value != null && value !== '') return value
  }
  return null
}

/** Each field's value in the document: the surest reading when a field was read twice. */
export function proposedValues(
  results: readonly ExtractionResult[],
): Record<string, ProposedValue> {
  const best = new Map<string, ExtractionResult>()
  for (const r of results) {
    const seen = best.get(r.field)
    if (seen === undefined || r.confidence > seen.confidence) best.set(r.field, r)
  }
  return Object.fromEntries(
    [...best].map(([field, r]) => [field, { value: itemValue(r), printed: r.value, bbox: r.bbox }]),
  )
}

/** Why a version cannot be created from the document (null: it can), roles aside. */
export function versionRefusal(source: ComparisonSource): string | null {
  const d = source.document
  if (d.keyOf !== null) {
    return `“${d.name}” is already the key document of a version of policy #${d.keyOf.policyNumber ?? ''}`
  }
  if (d.extractionStatus !== 'done' || source.results.length === 0) {
    return `The extraction of “${d.name}” has not finished with values: compare it once it has`
  }
  return null
}

/** The comparison's rows for a new term (the document's dates unless the user edited them). */
export function rowsOf(
  source: ComparisonSource,
  today: string,
  term?: { readonly begin: string | null; readonly end: string | null },
): ComparisonRow[] {
  const current: Record<string, unknown> = {}
  for (const f of COMPARISON_FIELDS) {
    current[f.id] =
      f.form === 'policy checklist'
        ? (getFormField(source.currentValues, f.id)?.value ?? null)
        : source.assetAddress
  }
  return comparisonRows({
    current,
    proposed: proposedValues(source.results),
    currentEnd: source.currentVersion?.end ?? null,
    today,
    ...(term ? { term } : {}),
  })
}

/** The comparison as the API returns it (currentVersion is filled in by the resolver). */
export function comparisonOf(source: ComparisonSource, today: string) {
  const rows = rowsOf(source, today)
  const term = proposedTerm(proposedValues(source.results))
  return {
    policyId: source.policy.id,
    documentId: source.document.id,
    rows: rows.map((r) => ({
      field: r.field,
      label: r.label,
      type: r.type,
      form: r.form,
      current: r.current,
      proposed: r.proposed,
      printed: r.printed,
      status: r.status,
      flags: [...r.flags],
      sourceDocumentId: r.proposed !== null ? source.document.id : null,
      bbox: r.bbox,
    })),
    reason: versionRefusal(source),
    proposedBeginDate: term.begin,
    proposedEndDate: term.end,
  }
}
