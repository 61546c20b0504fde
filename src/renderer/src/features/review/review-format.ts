import { format, isValid } from 'date-fns'
import { convertExtractedValue, type ExtractionItem } from '../../../../shared/review'

/** Dates in the conflict list (docs/rules.md#formats). */
export const CONFLICT_DATE_FORMAT = 'MM/dd/yyyy'
/**
 * docs/rules.md#formats: a document's created date, US date-time with the time zone (e.g. GMT-5).
 */
export const DOCUMENT_CREATED_FORMAT = 'MM/dd/yyyy hh:mm a zzz'

/**
 * The value of an extraction as the review widgets show it: a Date field as MM/dd/yyyy
 * (docs/rules.md#formats), otherwise the extraction's displayName, falling back to its raw value.
 */
export function displayExtractionValue(item: ExtractionItem, type: string): string {
  if (type === 'Date') {
    const date = convertExtractedValue('Date', item.value)
    if (date instanceof Date && isValid(date)) return format(date, CONFLICT_DATE_FORMAT)
  }
  if (item.displayName.trim().length > 0) return item.displayName
  if (item.value === null || item.value === undefined || item.value === '') return '(empty)'
  return String(item.value)
}

/**
 * A document's created date in a US date-time format with the time zone (docs/rules.md#formats); ''
 * if unknown.
 */
export function formatDocumentCreatedAt(createdAt: string | Date | null | undefined): string {
  if (createdAt === null || createdAt === undefined || createdAt === '') return ''
  const date = createdAt instanceof Date ? createdAt : new Date(createdAt)
  return isValid(date) ? format(date, DOCUMENT_CREATED_FORMAT) : ''
}

/** "Confidence 93% (high)": the engine's confidence in a value, as a reviewer reads it. */
export function confidenceText(confidence: number): string {
  const pct = Math.round(Math.min(1, Math.max(0, confidence)) * 100)
  const word = pct >= 90 ? 'high' : pct >= 70 ? 'medium' : 'low'
  return `Confidence ${pct}% (${word})`
}

/** A stored form value as the field's history shows it: dates MM/dd/yyyy, '(empty)' for none. */
export function historyValueText(type: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (type === 'Date') {
    const date = convertExtractedValue('Date', value)
    if (date instanceof Date && isValid(date)) return format(date, CONFLICT_DATE_FORMAT)
  }
  return String(value)
}
