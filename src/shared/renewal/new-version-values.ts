/**
 * The form values of a policy version created from a renewal document
 * (docs/rules.md#renewal), as pure functions of the previous version's values and the comparison.
 */
import {
  getFormField,
  normaliseFormField,
  setFormField,
  type FormValues,
} from '../review/field-path'
import { sourceDocumentId } from '../review/review-state'
import type { ExtractionItem, FormField } from '../review/types'
import { sameFieldValue, type ComparisonRow } from './comparison'

/**
 * The new version's values: every checklist field starts from the previous version's accepted
 * value (its review lists stay with that version); each taken row's proposed value is accepted
 * from the document (value, source and region, the document marked reviewed); a proposed value
 * not taken that differs is kept among the rejected extractions, so it can still be restored.
 * Other keys of the form are carried over as they are.
 */
export function newVersionValues(
  previous: FormValues,
  rows: readonly ComparisonRow[],
  taken: ReadonlySet<string>,
  documentId: string,
): FormValues {
  let values = previous
  for (const row of rows) {
    if (row.form !== 'policy checklist') continue
    const before = getFormField(previous, row.field) ?? normaliseFormField({})
    let field: FormField = normaliseFormField({
      value: before.value,
      extractedFrom: before.extractedFrom,
      bbox: before.bbox,
      type: row.type,
    })
    if (row.proposed !== null) {
      const item: ExtractionItem = {
        value: row.proposed,
        displayName: row.printed ?? String(row.proposed),
        extractedFrom: { id: documentId },
        bbox: row.bbox,
      }
      if (taken.has(row.field)) {
        field = {
          ...field,
          value: row.proposed,
          extractedFrom: { id: documentId },
          bbox: row.bbox,
          newlyReviewedDocuments: [documentId],
        }
      } else if (!sameFieldValue(row.type, before.value, row.proposed)) {
        field = { ...field, rejectedExtractions: [item], newlyReviewedDocuments: [documentId] }
      }
    }
    values = setFormField(values, row.field, field)
  }
  return values
}

/**
 * A version's values without the pending new extractions of one document (they went into the
 * version created from it); accepted values are untouched. Returns the same object when nothing
 * was pending.
 */
export function withoutPendingFrom(
  values: FormValues,
  fields: readonly string[],
  documentId: string,
): FormValues {
  let next = values
  for (const prefix of fields) {
    const field = getFormField(next, prefix)
    if (field === undefined) continue
    const kept = field.newExtractions.filter(
      (n) => sourceDocumentId(n.extractedFrom) !== documentId,
    )
    if (kept.length !== field.newExtractions.length) {
      next = setFormField(next, prefix, { ...field, newExtractions: kept })
    }
  }
  return next
}
