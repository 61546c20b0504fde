import type { BBox, ExtractionItem, FormField } from '../../../../src/shared/review'
import type { ReviewDocuments } from '../../../../src/renderer/src/features/review/review-document'

export const box = (y0: number): BBox => ({ page: 1, x0: 0.1, y0, x1: 0.5, y1: y0 + 0.02 })

export function item(value: unknown, docId: string, y0 = 0.2): ExtractionItem {
  return { value, displayName: String(value), extractedFrom: { id: docId }, bbox: box(y0) }
}

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

export const documents: ReviewDocuments = {
  d1: { id: 'd1', name: 'declarations.pdf', createdAt: '2024-03-15T18:30:00Z' },
  d2: { id: 'd2', name: 'renewal-2025.pdf', createdAt: '2025-01-02T09:05:00Z' },
  d3: { id: 'd3', name: 'scan.png', createdAt: null },
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
