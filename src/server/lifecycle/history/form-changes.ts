/**
 * What a form save changed, field by field, as a pure function of the stored values before and
 * after: the trail records each changed field's value before and after, addressed by the field's
 * prefix (`policy.premium`, `property.address`) so the recent changes list can open that field.
 */
import { EXTRACTION_FIELDS } from '../../../shared/extraction/field-schema'
import type { FormValues } from '../../../shared/review/field-path'
import type { HistoryEntryInput } from './record-history'

/** One changed field. */
export type FieldChange = {
  readonly field: string
  readonly before: unknown
  readonly after: unknown
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)

/**
 * A form field as docs/glossary.md#form-field stores it: an object with a value (and its review
 * lists).
 */
const isField = (v: unknown): v is Record<string, unknown> => isObject(v) && 'value' in v

/** Every form field in a form's values by prefix; property fields live under groupedValues[0]. */
export function formFieldsByPrefix(values: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (!isObject(values)) return out
  for (const [key, node] of Object.entries(values)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (isField(node)) out.set(path, node)
    else if (isObject(node) && Array.isArray(node.groupedValues) && isField(node.groupedValues[0]))
      out.set(path, node.groupedValues[0])
    else if (isObject(node)) for (const [p, f] of formFieldsByPrefix(node, path)) out.set(p, f)
  }
  return out
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

const sourceOf = (f: unknown) => {
  const from = isObject(f) ? f.extractedFrom : null
  return isObject(from) ? (from.id ?? null) : (from ?? null)
}

/**
 * The fields whose value or source document changed. A review that only empties the new
 * extractions (reject all) changes no value and is not listed.
 */
export function formChanges(before: FormValues, after: FormValues): FieldChange[] {
  const was = formFieldsByPrefix(before)
  const now = formFieldsByPrefix(after)
  const changes: FieldChange[] = []
  for (const field of [...new Set([...was.keys(), ...now.keys()])].sort()) {
    const a = was.get(field)
    const b = now.get(field)
    const va = isObject(a) ? a.value : null
    const vb = isObject(b) ? b.value : null
    if (same(va, vb) && same(sourceOf(a), sourceOf(b))) continue
    changes.push({ field, before: va ?? null, after: vb ?? null })
  }
  return changes
}

const LABEL = new Map<string, string>(EXTRACTION_FIELDS.map((f) => [f.id, f.displayName]))

/** A field's name as the form shows it ("Premium"), else its prefix. */
export function fieldLabel(field: string): string {
  return LABEL.get(field) ?? field
}

/** The entry of one save; null when no field changed. */
export function formSavedEntry(
  caseId: string,
  entityType: 'policy' | 'asset',
  entityId: string,
  formName: string,
  changes: readonly FieldChange[],
  userId: string | null,
): HistoryEntryInput | null {
  if (changes.length === 0) return null
  const names = changes.map((c) => fieldLabel(c.field))
  const shown =
    names.length > 4
      ? `${names.slice(0, 4).join(', ')} and ${names.length - 4} more`
      : names.join(', ')
  return {
    caseId,
    userId,
    action: 'form',
    entityType,
    entityId,
    summary: `${formName} saved: ${shown} changed`,
    before: Object.fromEntries(changes.map((c) => [c.field, c.before])),
    after: Object.fromEntries(changes.map((c) => [c.field, c.after])),
  }
}
