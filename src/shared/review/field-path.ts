import type { FormField } from './types'

/** Form values as react-hook-form holds them: nested plain objects and arrays. */
export type FormValues = { readonly [key: string]: unknown }

// docs/glossary.md#form-field: "If the prefix contains the word property" — a whole path segment,
// so `property.address` and `assets.0.property.yearBuilt` match but `propertyType` does not.
const PROPERTY_WORD = /(^|[.[\]])property($|[.[\]])/

/** Whether a prefix addresses a property field, whose values live under `groupedValues[0]`. */
export function isPropertyPrefix(prefix: string): boolean {
  return PROPERTY_WORD.test(prefix)
}

/**
 * The dot path of a form field (or of one of its keys) for a prefix, in react-hook-form's
 * spelling: `policy.premium.value`, `property.address.groupedValues.0.value`.
 */
export function fieldPath(prefix: string, key?: keyof FormField): string {
  const base = isPropertyPrefix(prefix) ? `${prefix}.groupedValues.0` : prefix
  return key === undefined ? base : `${base}.${key}`
}

/** Splits a dot path (also accepting `[0]` indices) into its segments. */
export function pathSegments(path: string): readonly string[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((segment) => segment.length > 0)
}

/** Reads the value at a dot path, or undefined when any step is missing. */
export function getAtPath(values: unknown, path: string): unknown {
  let current: unknown = values
  for (const segment of pathSegments(path)) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[segment]
  }
  return current
}

/**
 * Returns a copy of `values` with `next` at a dot path; the objects and arrays along the path are
 * copied, everything else is shared. Missing steps are created (an array when the segment is an
 * index).
 */
export function setAtPath<T>(values: T, path: string, next: unknown): T {
  const segments = pathSegments(path)
  const put = (node: unknown, depth: number): unknown => {
    if (depth === segments.length) return next
    const segment = segments[depth] as string
    const isIndex = /^\d+$/.test(segment)
    if (Array.isArray(node)) {
      const copy = [...node]
      copy[Number(segment)] = put(copy[Number(segment)], depth + 1)
      return copy
    }
    if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>
      return { ...record, [segment]: put(record[segment], depth + 1) }
    }
    if (isIndex) {
      const created: unknown[] = []
      created[Number(segment)] = put(undefined, depth + 1)
      return created
    }
    return { [segment]: put(undefined, depth + 1) }
  }
  return put(values, 0) as T
}

/**
 * Reads the form field a prefix addresses (docs/glossary.md#form-field), or undefined when the form
 * has none.
 */
export function getFormField(values: FormValues, prefix: string): FormField | undefined {
  const field = getAtPath(values, fieldPath(prefix))
  return isFormFieldLike(field) ? normaliseFormField(field) : undefined
}

/**
 * Returns a copy of the form values with the field a prefix addresses replaced
 * (docs/glossary.md#form-field).
 */
export function setFormField<T extends FormValues>(values: T, prefix: string, field: FormField): T {
  return setAtPath(values, fieldPath(prefix), field)
}

function isFormFieldLike(value: unknown): value is Partial<FormField> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/**
 * Fills the lists and nullable keys a stored field may lack (a form saved before extraction ran
 * has no newExtractions), so the review functions never meet `undefined`.
 */
export function normaliseFormField(field: Partial<FormField>): FormField {
  return {
    ...field,
    value: field.value ?? null,
    extractedFrom: field.extractedFrom ?? null,
    bbox: field.bbox ?? null,
    type: field.type ?? 'Text',
    newExtractions: field.newExtractions ?? [],
    rejectedExtractions: field.rejectedExtractions ?? [],
    newlyReviewedDocuments: field.newlyReviewedDocuments ?? [],
  }
}
