import type { ExtractedFrom, FormField, ReviewState } from './types'

/** Whether a field holds a value: null, undefined, empty or blank text and an invalid Date do not count. */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim().length > 0
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  return true
}

/**
 * The document id of a field's source (docs/glossary.md#form-field: an id, or an object holding the
 * id), or null.
 */
export function sourceDocumentId(extractedFrom: ExtractedFrom | null | undefined): string | null {
  if (extractedFrom === null || extractedFrom === undefined) return null
  if (typeof extractedFrom === 'string') return extractedFrom.length > 0 ? extractedFrom : null
  return extractedFrom.id.length > 0 ? extractedFrom.id : null
}

/**
 * The review state of a field (docs/rules.md#review). new: exactly one new extraction and no value;
 * conflict: more than one new extraction, or at least one while a value exists; accepted: the value
 * came from an extraction; rejected: rejected extractions and no accepted one; none: nothing to
 * review.
 */
export function reviewState(field: FormField): ReviewState {
  const pending = field.newExtractions.length
  const valued = hasValue(field.value)
  if (pending > 1 || (pending >= 1 && valued)) return 'conflict'
  if (pending === 1) return 'new'
  if (valued && sourceDocumentId(field.extractedFrom) !== null) return 'accepted'
  if (field.rejectedExtractions.length > 0) return 'rejected'
  return 'none'
}

/** Whether a field waits for the reviewer (docs/rules.md#review: the new and conflict badges). */
export function needsReview(field: FormField): boolean {
  const state = reviewState(field)
  return state === 'new' || state === 'conflict'
}

/** Which review badges a field shows; an accepted value and rejected extractions can coexist. */
export interface ReviewBadges {
  readonly pending: 'new' | 'conflict' | null
  readonly extractedFrom: boolean
  readonly rejected: boolean
}

/** The badges to draw beside a field: the pending one, the extracted-from one and the rejected one. */
export function reviewBadges(field: FormField): ReviewBadges {
  const state = reviewState(field)
  return {
    pending: state === 'new' || state === 'conflict' ? state : null,
    extractedFrom: hasValue(field.value) && sourceDocumentId(field.extractedFrom) !== null,
    rejected: field.rejectedExtractions.length > 0,
  }
}
