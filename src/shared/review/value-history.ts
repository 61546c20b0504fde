/**
 * A field's value history (docs/rules.md#value-history) in the review: an earlier value — a value
 * rejected after it was accepted, say — brought back into the form with the document and region
 * it came from. A local change of the form, like every review action, until the form is saved.
 */
import { convertExtractedValue } from './convert-value'
import { hasValue, sourceDocumentId } from './review-state'
import type { BBox, FormField } from './types'

/** One saved change of a field, as formDataHistory returns it. */
export type ValueHistoryEntry = {
  readonly before: unknown
  readonly beforeSourceDocumentId?: string | null
  readonly beforeBbox?: unknown
}

const sameText = (a: unknown, b: unknown) => {
  const text = (v: unknown) =>
    v instanceof Date ? v.toISOString().slice(0, 10) : JSON.stringify(v ?? null)
  return text(a) === text(b)
}

/** Whether the entry's earlier value can be brought back: it had one the field no longer holds. */
export function canBringBack(field: FormField, entry: ValueHistoryEntry): boolean {
  if (!hasValue(entry.before)) return false
  const earlier = convertExtractedValue(field.type, entry.before)
  const source = entry.beforeSourceDocumentId ?? null
  return !(sameText(field.value, earlier) && sourceDocumentId(field.extractedFrom) === source)
}

/** The field with the entry's earlier value, its source document and its region back. */
export function bringBackValue(field: FormField, entry: ValueHistoryEntry): FormField {
  const source = entry.beforeSourceDocumentId ?? null
  return {
    ...field,
    value: convertExtractedValue(field.type, entry.before),
    extractedFrom: source !== null ? { id: source } : null,
    bbox: source !== null ? ((entry.beforeBbox as BBox | null | undefined) ?? null) : null,
  }
}
