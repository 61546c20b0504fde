/**
 * Internal shapes of the extraction engine: what the readers (PDF form fields, PDF text layer,
 * OCR) produce and the matchers consume. All boxes are already normalised, origin top-left.
 */
import type { BoundingBox } from '../../shared/extraction/types'

/** A word (OCR) or text run (PDF text layer) with its box on the page. */
export interface TextToken {
  readonly text: string
  readonly bbox: BoundingBox
  /** 0..1; 1 for the PDF text layer. */
  readonly confidence: number
  /** A filled form widget: always a cell of its own, never merged with its neighbours. */
  readonly widget?: boolean
  /** The PDF font it is drawn in (text layer only): a change of font separates label and value. */
  readonly font?: string
  /** Drawn in a monospaced font: its characters are equally wide (text layer only). */
  readonly monospace?: boolean
  /** Set apart from the text before it by a printed separator (a bar, a middle dot): a new cell. */
  readonly cellStart?: boolean
  /** OCR only: the text line (numbered per page) OCR read the word in, along its baseline. */
  readonly ocrLine?: number
}

/** A filled AcroForm field with the box of its (first) widget. */
export interface FormFieldValue {
  readonly name: string
  readonly value: string
  readonly bbox: BoundingBox
}
