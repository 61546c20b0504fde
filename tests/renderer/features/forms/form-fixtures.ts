import type { BBox, ExtractionItem, FormField } from '../../../../src/shared/review'
import type { ReviewDocuments } from '../../../../src/renderer/src/features/review'

export const box = (y0: number): BBox => ({ page: 1, x0: 0.1, y0, x1: 0.5, y1: y0 + 0.02 })

/** An extraction of `value` from document `docId`. */
export function item(value: unknown, docId: string, y0 = 0.2): ExtractionItem {
  return { value, displayName: String(value), extractedFrom: { id: docId }, bbox: box(y0) }
}

/** A stored form field (as the server keeps it: no type, lists possibly missing). */
export function stored(overrides: Partial<FormField> = {}): Partial<FormField> {
  return { value: null, extractedFrom: null, bbox: null, newExtractions: [], ...overrides }
}

export const documents: ReviewDocuments = {
  d1: { id: 'd1', name: 'declarations.pdf', createdAt: '2024-03-15T18:30:00Z' },
  d2: { id: 'd2', name: 'renewal-2025.pdf', createdAt: '2025-01-02T09:05:00Z' },
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
