/**
 * Types of the extraction review (docs/glossary.md#form-field, docs/glossary.md#extraction).
 * Readonly: every review transition returns a new field instead of changing the one it was given.
 */

import type { BoundingBox } from '../extraction/types'

/**
 * A region of a document page: the extraction's one BoundingBox (page counted from 1, the four
 * numbers normalised to 0..1 of the page, origin at the top-left).
 */
export type BBox = BoundingBox

/**
 * docs/glossary.md#form-field: a form field's source is a document id, or an object holding the id.
 */
export type ExtractedFrom = string | { readonly id: string }

/** docs/glossary.md#extraction: one value the extraction engine found in a document. */
export interface ExtractionItem {
  readonly value: unknown
  readonly displayName: string
  readonly extractedFrom: { readonly id: string }
  readonly bbox: BBox | null
  /**
   * 0..1: how sure the engine is of this value (absent on items not made by the engine). The
   * engine does not propose values below its threshold, so a stored item is at least that sure.
   */
  readonly confidence?: number
}

/** docs/glossary.md#form-field: a form field under review, addressed by a prefix path. */
export interface FormField {
  readonly value: unknown
  readonly extractedFrom: ExtractedFrom | null
  readonly bbox: BBox | null
  /** A {@link FieldType} name; kept as a string because forms may carry types the review ignores. */
  readonly type: string
  readonly newExtractions: readonly ExtractionItem[]
  readonly rejectedExtractions: readonly ExtractionItem[]
  /** Document ids whose extractions were reviewed since the form was last saved. */
  readonly newlyReviewedDocuments: readonly string[]
}

/**
 * docs/rules.md#review: the review state of one field. `none`: nothing to review and no extracted
 * value.
 */
export type ReviewState = 'new' | 'conflict' | 'accepted' | 'rejected' | 'none'

/** docs/rules.md#citation: what a hovered extraction lights up in the document viewer. */
export interface CitationDetails {
  readonly documentId: string
  /** Absent when the extraction has no region (the whole document is the source). */
  readonly bbox?: BBox
}
