import type { BBox, ExtractionItem, FormField } from '../../../src/shared/review'

/** A bbox on page 1, normalised, top-left origin (docs/architecture.md#coordinates). */
export const box = (y0: number): BBox => ({ page: 1, x0: 0.1, y0, x1: 0.5, y1: y0 + 0.02 })

/** An extraction item from document `docId`. */
export function item(value: unknown, docId: string, displayName = `${docId}.pdf`): ExtractionItem {
  return { value, displayName, extractedFrom: { id: docId }, bbox: box(0.2) }
}

/** A field with no value and empty lists, with overrides. */
export function field(overrides: Partial<FormField> = {}): FormField {
  return {
    value: null,
    extractedFrom: null,
    bbox: null,
    type: 'Text',
    newExtractions: [],
    rejectedExtractions: [],
    newlyReviewedDocuments: [],
    ...overrides,
  }
}
