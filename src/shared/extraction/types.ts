/**
 * Extraction results as every layer sees them. Coordinates follow
 * docs/architecture.md#coordinates: page counted from 1, x0..x1 and y0..y1 normalised to 0..1 of
 * the page width and height, origin at the TOP-LEFT. The extractor converts from PDF user space
 * (bottom-left) once.
 */
import type { ExtractionFieldId } from './field-schema'

/** A region of one page, normalised, origin top-left. */
export interface BoundingBox {
  readonly page: number
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
}

/** Where a value was read from: a form field, the PDF text layer or OCR. */
export type ExtractionSource = 'form-field' | 'text-layer' | 'ocr'

/** One extracted value for one field. */
export interface ExtractionResult {
  readonly field: ExtractionFieldId
  /** The value as printed in the document. */
  readonly value: string
  /**
   * The value in the field type's form: Date as yyyy-MM-dd, Currency and Number as a plain decimal
   * string ("250000.00" → "250000"), Text trimmed with collapsed spaces.
   */
  readonly normalized: string
  readonly displayName: string
  readonly page: number
  readonly bbox: BoundingBox
  /** 0..1: how sure the matcher is (label strength × parse quality × OCR confidence). */
  readonly confidence: number
  readonly source: ExtractionSource
}
