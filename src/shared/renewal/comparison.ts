/**
 * A renewal document compared with its policy (docs/rules.md#comparison), as pure functions: one
 * row per field of the policy checklist (and the property address of the asset form), with the
 * current version's value, the value extracted from the document, a status and the rule flags.
 */
import {
  EXTRACTION_FIELDS,
  type ExtractionFieldDefinition,
  type ExtractionFieldType,
} from '../extraction/field-schema'
import type { BoundingBox } from '../extraction/types'
import { amountOf, dateOf, identityText, rowFlags, type RuleFlag } from './comparison-rules'

/** same, changed, new (no current value) or missing (not found in the document). */
export type ComparisonStatus = 'same' | 'changed' | 'new' | 'missing'

/** A value found in the document for one field. */
export type ProposedValue = {
  readonly value: unknown
  /** As printed in the document. */
  readonly printed: string
  readonly bbox: BoundingBox | null
}

export type ComparisonRow = {
  readonly field: string
  readonly label: string
  readonly type: ExtractionFieldType
  /** The form the field lives on: the policy checklist (taken into a new version) or the asset. */
  readonly form: ExtractionFieldDefinition['form']
  readonly current: unknown
  readonly proposed: unknown
  readonly printed: string | null
  readonly status: ComparisonStatus
  readonly flags: readonly RuleFlag[]
  readonly bbox: BoundingBox | null
}

/** The fields a comparison lists: the policy checklist's, then the property address. */
export const COMPARISON_FIELDS: readonly ExtractionFieldDefinition[] = EXTRACTION_FIELDS.filter(
  (f) => f.form === 'policy checklist' || f.id === 'property.address',
)

const absent = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '')

/** Whether two stored values of a field type say the same. */
export function sameFieldValue(type: ExtractionFieldType, a: unknown, b: unknown): boolean {
  if (type === 'Currency' || type === 'Number') {
    const x = amountOf(a)
    const y = amountOf(b)
    if (x !== null && y !== null) return x === y
  }
  if (type === 'Date') {
    const x = dateOf(a)
    const y = dateOf(b)
    if (x !== null && y !== null) return x === y
  }
  return identityText(a) === identityText(b)
}

/** The status of a row from its two values. */
export function comparisonStatus(
  type: ExtractionFieldType,
  current: unknown,
  proposed: unknown,
): ComparisonStatus {
  if (absent(proposed)) return 'missing'
  if (absent(current)) return 'new'
  return sameFieldValue(type, current, proposed) ? 'same' : 'changed'
}

export type ComparisonInput = {
  /** The current value of each field id (the current version's form, the asset's address). */
  readonly current: Readonly<Record<string, unknown>>
  /** What the document says for each field id it has a value for. */
  readonly proposed: Readonly<Record<string, ProposedValue>>
  /** The current version's term end. */
  readonly currentEnd: string | null
  /** yyyy-MM-dd. */
  readonly today: string
  /** The new term when the user edited it; else the document's own dates. */
  readonly term?: { readonly begin: string | null; readonly end: string | null }
}

/** The document's dates for the new term (prefilled on the compare screen). */
export function proposedTerm(proposed: ComparisonInput['proposed']): {
  begin: string | null
  end: string | null
} {
  return {
    begin: dateOf(proposed['policy.effectiveDate']?.value),
    end: dateOf(proposed['policy.expirationDate']?.value),
  }
}

/** The comparison's rows, in the checklist's order. */
export function comparisonRows(input: ComparisonInput): ComparisonRow[] {
  const term = input.term ?? proposedTerm(input.proposed)
  return COMPARISON_FIELDS.map((f) => {
    const current = absent(input.current[f.id]) ? null : input.current[f.id]
    const found = input.proposed[f.id]
    const proposed = found === undefined || absent(found.value) ? null : found.value
    return {
      field: f.id,
      label: f.displayName,
      type: f.type,
      form: f.form,
      current,
      proposed,
      printed: found?.printed ?? null,
      status: comparisonStatus(f.type, current, proposed),
      flags: rowFlags(f.id, current, proposed, {
        newBegin: term.begin,
        newEnd: term.end,
        currentEnd: input.currentEnd,
        today: input.today,
      }),
      bbox: found?.bbox ?? null,
    }
  })
}

/** The rows a new version takes by default: changed and new values of the policy checklist. */
export function defaultTakenFields(rows: readonly ComparisonRow[]): string[] {
  return rows
    .filter((r) => r.form === 'policy checklist' && (r.status === 'changed' || r.status === 'new'))
    .map((r) => r.field)
}

/** How many flags the rows carry (the count in the compare screen's header). */
export function flagCount(rows: readonly { readonly flags: readonly string[] }[]): number {
  return rows.reduce((n, r) => n + r.flags.length, 0)
}
