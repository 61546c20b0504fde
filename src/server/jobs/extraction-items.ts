/**
 * Extraction results → form values, as pure functions: each engine result becomes an
 * extraction item (docs/glossary.md#extraction) in the `newExtractions` of the field it belongs to,
 * never touching the field's accepted value. Re-running an extraction never duplicates: an item
 * identical to one already new, rejected or accepted from the same document is skipped, and an
 * older new item from the same document for the same field is replaced by the fresh one.
 */
import type { ExtractionResult } from '../../shared/extraction/types'
import {
  EXTRACTION_FIELD_IDS,
  extractionField,
  type ExtractionFieldId,
} from '../../shared/extraction/field-schema'
import {
  getFormField,
  normaliseFormField,
  setFormField,
  type FormValues,
} from '../../shared/review/field-path'
import type { ExtractionItem, FormField } from '../../shared/review/types'

/** The form an extraction field is stored on. */
export type FormTarget = 'policy' | 'asset'

/** An extraction item as stored: the four keys of docs/glossary.md#extraction plus
 * bookkeeping the review ignores. */
export interface StoredExtractionItem extends ExtractionItem {
  /** The value as printed in the document, when it differs from `value`. */
  readonly printedValue?: string
  /** When the worker stored it: a save merges items the client had not loaded yet. */
  readonly addedAt: string
}

/** Which form a field id lives on: `policy.*` on the policy, `property.*` on the asset. */
export function formTargetOf(field: ExtractionFieldId): FormTarget {
  return field.startsWith('property.') ? 'asset' : 'policy'
}

/**
 * The item's value in the field type's form: numbers for Number and Currency (the review's value
 * conversion expects them, docs/rules.md#value-conversion), yyyy-MM-dd text for dates, trimmed text
 * otherwise.
 */
export function itemValue(result: ExtractionResult): unknown {
  const type = extractionField(result.field)?.type ?? 'Text'
  if (type === 'Number' || type === 'Currency') {
    const n = Number(result.normalized)
    return result.normalized.trim() !== '' && Number.isFinite(n) ? n : result.normalized
  }
  return result.normalized
}

/** One engine result as a stored extraction item from a document. */
export function toExtractionItem(
  result: ExtractionResult,
  documentId: string,
  addedAt: string,
): StoredExtractionItem {
  const value = itemValue(result)
  return {
    value,
    // The conflict panel lists each extraction by its displayed value
    // (docs/rules.md#resolve-conflict): as printed.
    displayName: result.value,
    extractedFrom: { id: documentId },
    bbox: result.bbox,
    ...(result.value !== String(value) ? { printedValue: result.value } : {}),
    confidence: result.confidence,
    addedAt,
  }
}

/**
 * The document id of an `extractedFrom` (a string or an object holding it,
 * docs/glossary.md#form-field).
 */
export function sourceIdOf(extractedFrom: unknown): string | null {
  if (typeof extractedFrom === 'string') return extractedFrom
  if (extractedFrom !== null && typeof extractedFrom === 'object') {
    const id = (extractedFrom as { id?: unknown }).id
    return typeof id === 'string' ? id : null
  }
  return null
}

/** Values compare by their JSON text (numbers, strings, booleans, dates as text). */
function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v)
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b))
}

/** Whether an item says the same as another one from the same document. */
function sameItem(a: ExtractionItem, b: ExtractionItem): boolean {
  return sourceIdOf(a.extractedFrom) === sourceIdOf(b.extractedFrom) && sameValue(a.value, b.value)
}

/** The field with one new item merged in; the same field when nothing changes. */
export function addNewExtraction(field: FormField, item: ExtractionItem): FormField {
  const docId = sourceIdOf(item.extractedFrom)
  if (field.rejectedExtractions.some((r) => sameItem(r, item))) return field
  const accepted = sourceIdOf(field.extractedFrom) === docId && sameValue(field.value, item.value)
  if (accepted) return field
  if (field.newExtractions.some((n) => sameItem(n, item))) return field
  // A fresh reading of the same document supersedes its earlier, different new item.
  const others = field.newExtractions.filter((n) => sourceIdOf(n.extractedFrom) !== docId)
  return { ...field, newExtractions: [...others, item] }
}

/**
 * The empty form field a first extraction creates (docs/glossary.md#form-field keys, type from the
 * schema).
 */
function emptyField(field: ExtractionFieldId): FormField {
  return normaliseFormField({ type: extractionField(field)?.type ?? 'Text' })
}

/**
 * Form values with a document's results for one form merged in as new extractions. Returns the
 * values and how many items were added (0: nothing to store).
 */
export function mergeResults(
  values: FormValues,
  results: readonly ExtractionResult[],
  target: FormTarget,
  documentId: string,
  addedAt: string,
): { readonly values: FormValues; readonly added: number } {
  let next = values
  let added = 0
  for (const result of results) {
    if (formTargetOf(result.field) !== target) continue
    const current = getFormField(next, result.field) ?? emptyField(result.field)
    const merged = addNewExtraction(current, toExtractionItem(result, documentId, addedAt))
    if (merged === current) continue
    next = setFormField(next, result.field, merged)
    added += 1
  }
  return { values: next, added }
}

/** The extraction fields stored on one form. */
function fieldPrefixes(target: FormTarget): readonly ExtractionFieldId[] {
  return EXTRACTION_FIELD_IDS.filter((f) => formTargetOf(f) === target)
}

/** Whether a stored item was added after a point in time (ISO strings compare as instants). */
function arrivedAfter(item: unknown, base: string | null): boolean {
  if (base === null) return true
  const at = (item as { addedAt?: unknown }).addedAt
  return typeof at === 'string' && Date.parse(at) > Date.parse(base)
}

/**
 * The values a client saves, with the new extractions stored after it loaded the form merged in
 * (a save never loses extraction results that arrived after the form was loaded). Items
 * the client already holds — new, rejected or accepted — are not added again.
 */
export function mergeArrivedExtractions(
  saved: FormValues,
  stored: FormValues,
  target: FormTarget,
  baseUpdatedAt: string | null,
): { readonly values: FormValues; readonly merged: number } {
  let next = saved
  let merged = 0
  for (const prefix of fieldPrefixes(target)) {
    const storedField = getFormField(stored, prefix)
    if (storedField === undefined) continue
    for (const item of storedField.newExtractions) {
      if (!arrivedAfter(item, baseUpdatedAt)) continue
      const current = getFormField(next, prefix) ?? normaliseFormField({ type: storedField.type })
      const updated = addNewExtraction(current, item)
      if (updated === current) continue
      next = setFormField(next, prefix, updated)
      merged += 1
    }
  }
  return { values: next, merged }
}
