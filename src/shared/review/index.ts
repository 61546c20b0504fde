/**
 * Extraction review (docs/glossary.md#form-field, docs/rules.md#review,
 * docs/rules.md#value-conversion): pure functions over form fields, shared by the renderer's forms
 * and widgets and unit-tested without React. No network: review changes are local form state until
 * the form is saved (docs/rules.md#review).
 */
export type { BBox, CitationDetails, ExtractedFrom, ExtractionItem, FormField } from './types'
export {
  fieldPath,
  getAtPath,
  getFormField,
  isPropertyPrefix,
  normaliseFormField,
  setAtPath,
  setFormField,
  type FormValues,
} from './field-path'
export { convertExtractedValue } from './convert-value'
export { hasValue, needsReview, reviewBadges, reviewState, sourceDocumentId } from './review-state'
export {
  acceptExtraction,
  rejectAcceptedValue,
  rejectAllExtractions,
  resolveConflict,
  restoreRejectedExtraction,
} from './transitions'
export { nextFieldNeedingReview } from './next-field'
export { citationOf } from './citation'
