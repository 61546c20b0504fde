import { convertExtractedValue } from './convert-value'
import type { ExtractionItem, FormField } from './types'

/** Appends document ids to a list, keeping each id once and the existing order. */
function withDocuments(existing: readonly string[], ids: readonly string[]): readonly string[] {
  const out = [...existing]
  for (const id of ids) if (!out.includes(id)) out.push(id)
  return out
}

/**
 * The field with value, source and bbox taken from an extraction (value converted,
 * docs/rules.md#value-conversion).
 */
function applyExtraction(field: FormField, extraction: ExtractionItem): FormField {
  return {
    ...field,
    value: convertExtractedValue(field.type, extraction.value),
    extractedFrom: { id: extraction.extractedFrom.id },
    bbox: extraction.bbox,
  }
}

function pickExtraction(list: readonly ExtractionItem[], index: number, what: string) {
  const extraction = list[index]
  if (!Number.isInteger(index) || extraction === undefined) {
    throw new RangeError(`No ${what} at index ${index} (the field has ${list.length})`)
  }
  return extraction
}

/**
 * Accepts the single new extraction (docs/rules.md#accept, new badge): sets value (converted,
 * docs/rules.md#value-conversion), source document and bbox from it, sets newlyReviewedDocuments to
 * its source id and empties newExtractions. Accepting a field with no new extraction returns it
 * unchanged.
 */
export function acceptExtraction(field: FormField): FormField {
  const extraction = field.newExtractions[0]
  if (extraction === undefined) return field
  return {
    ...applyExtraction(field, extraction),
    newlyReviewedDocuments: [extraction.extractedFrom.id],
    newExtractions: [],
  }
}

/**
 * Resolves a conflict with the new extraction at `index` (docs/rules.md#resolve-conflict, conflict
 * badge): applies it as in Accept, marks every new extraction's document reviewed, empties
 * newExtractions and appends all the other new extractions to rejectedExtractions.
 */
export function resolveConflict(field: FormField, index: number): FormField {
  const chosen = pickExtraction(field.newExtractions, index, 'new extraction')
  const others = field.newExtractions.filter((_, i) => i !== index)
  return {
    ...applyExtraction(field, chosen),
    // "applies it as in Accept" sets the list to the chosen source; the others' sources follow.
    newlyReviewedDocuments: withDocuments(
      [chosen.extractedFrom.id],
      others.map((item) => item.extractedFrom.id),
    ),
    newExtractions: [],
    rejectedExtractions: [...field.rejectedExtractions, ...others],
  }
}

/**
 * Rejects every new extraction (docs/rules.md#reject-all): marks their documents reviewed, empties
 * newExtractions and appends them all to rejectedExtractions. The value is left as it is.
 */
export function rejectAllExtractions(field: FormField): FormField {
  if (field.newExtractions.length === 0) return field
  return {
    ...field,
    newlyReviewedDocuments: withDocuments(
      field.newlyReviewedDocuments,
      field.newExtractions.map((item) => item.extractedFrom.id),
    ),
    newExtractions: [],
    rejectedExtractions: [...field.rejectedExtractions, ...field.newExtractions],
  }
}

/**
 * Rejects an accepted value (docs/rules.md#reject-accepted, "Extracted from" tooltip, Reject):
 * clears value, extractedFrom and bbox; the lists are left as they are.
 */
export function rejectAcceptedValue(field: FormField): FormField {
  return { ...field, value: null, extractedFrom: null, bbox: null }
}

/**
 * Restores the rejected extraction at `index` (docs/rules.md#restore-rejected, rejected badge,
 * Accept): sets value (converted, docs/rules.md#value-conversion), source document and bbox from it
 * and takes it off rejectedExtractions, as it is no longer rejected. Its document counts as
 * reviewed; pending new extractions stay pending.
 */
export function restoreRejectedExtraction(field: FormField, index: number): FormField {
  const restored = pickExtraction(field.rejectedExtractions, index, 'rejected extraction')
  return {
    ...applyExtraction(field, restored),
    newlyReviewedDocuments: withDocuments(field.newlyReviewedDocuments, [
      restored.extractedFrom.id,
    ]),
    rejectedExtractions: field.rejectedExtractions.filter((_, i) => i !== index),
  }
}
