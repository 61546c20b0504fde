/**
 * The one fixture set of the review tests (src/shared/review and the renderer's review widgets
 * and forms): boxes, extraction items, form fields and source documents.
 */
import type { BBox, ExtractionItem, FormField } from '../../src/shared/review'

/** A bbox on page 1, normalised, top-left origin (docs/architecture.md#coordinates). */
export const box = (y0: number): BBox => ({ page: 1, x0: 0.1, y0, x1: 0.5, y1: y0 + 0.02 })

/** An extraction of `value` from document `docId`, at height `y0` of page 1. */
export function item(value: unknown, docId: string, y0 = 0.2): ExtractionItem {
  return { value, displayName: String(value), extractedFrom: { id: docId }, bbox: box(y0) }
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

/** A stored form field (as the server keeps it: no type, lists possibly missing). */
export function stored(overrides: Partial<FormField> = {}): Partial<FormField> {
  return { value: null, extractedFrom: null, bbox: null, newExtractions: [], ...overrides }
}

/** Source documents by id (the renderer's ReviewDocuments): two with a creation time, one without. */
export const documents = {
  d1: { id: 'd1', name: 'declarations.pdf', createdAt: '2024-03-15T18:30:00Z' },
  d2: { id: 'd2', name: 'renewal-2025.pdf', createdAt: '2025-01-02T09:05:00Z' },
  d3: { id: 'd3', name: 'scan.png', createdAt: null },
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
