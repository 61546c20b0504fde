import {
  fieldPath,
  getAtPath,
  getFormField,
  normaliseFormField,
  setAtPath,
  type FormField,
  type FormValues,
} from '../../../../../shared/review'
import type { FormFieldDefinition } from './form-fields'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/

/** A local calendar Date for `yyyy-MM-dd` text (not UTC midnight, which is a day early in the US). */
export function parseDateOnly(text: string): Date | null {
  const m = ISO_DATE.exec(text.trim())
  if (!m) return null
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return Number.isNaN(date.getTime()) || date.getDate() !== Number(m[3]) ? null : date
}

/** `yyyy-MM-dd` of a local calendar date, as `<input type="date">` and the stored form use it. */
export function formatDateOnly(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A finite number from a number or numeric text ("250,000.00" too); null otherwise. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.replace(/[$,\s]/g, '')
  if (text === '' || text === 'NaN') return null
  const n = Number(text)
  return Number.isFinite(n) ? n : null
}

/** The value a form holds for a stored value of a field type: Dates as Date objects. */
function toFormValue(type: string, value: unknown): unknown {
  if (type !== 'Date' || value === null || value === undefined || value instanceof Date) {
    return value ?? null
  }
  return typeof value === 'string' ? parseDateOnly(value) : null
}

/** The JSON value stored for a form value: dates as yyyy-MM-dd, numbers as numbers, no blanks. */
export function toStoredValue(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return null
  switch (type) {
    case 'Date':
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : formatDateOnly(value)
      return typeof value === 'string' && parseDateOnly(value) ? value.slice(0, 10) : null
    case 'Number':
    case 'Currency':
      return toNumber(value)
    default:
      if (typeof value === 'string') return value.trim() === '' ? null : value.trim()
      return value
  }
}

/**
 * The react-hook-form values of a form from its stored values: every schema field present and
 * complete (lists filled, its type set), date values as Dates; other keys kept as they are.
 */
export function toFormValues(
  stored: FormValues,
  fields: readonly FormFieldDefinition[],
): FormValues {
  let values: FormValues = stored
  for (const def of fields) {
    const field = getFormField(stored, def.prefix) ?? normaliseFormField({})
    const next: FormField = { ...field, type: def.type, value: toFormValue(def.type, field.value) }
    values = setAtPath(values, fieldPath(def.prefix), next)
  }
  return values
}

/** The values to save (SaveFormData): the form's values with each schema field's value stored. */
export function toStoredValues(
  values: FormValues,
  fields: readonly FormFieldDefinition[],
): FormValues {
  let stored: FormValues = values
  for (const def of fields) {
    const path = fieldPath(def.prefix, 'value')
    stored = setAtPath(stored, path, toStoredValue(def.type, getAtPath(values, path)))
  }
  return stored
}
