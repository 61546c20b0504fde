/**
 * Messages between the extraction engine and the PDF reader's thread (pdf-reader-thread.ts,
 * pdf-reader-worker.ts).
 */
import type { FormFieldValue, TextToken } from './types'

/** What a page read gives: its form values and its text layer (as PdfSource returns them). */
export interface PageRead {
  readonly fields: FormFieldValue[]
  readonly text: { tokens: TextToken[]; aspect: number; chars: number }
}

/** A page read as it crosses between the threads: packed, or as it is. */
export type PageReadMessage = PageRead | PackedPageRead

/** A page read packed for the trip between the threads (page-read-codec.ts). */
export interface PackedPageRead {
  readonly packed: true
  readonly fields: PageRead['fields']
  readonly aspect: number
  readonly chars: number
  /** Every token's text, one after another. */
  readonly texts: string
  readonly fonts: readonly string[]
  /** Per token: page, x0, y0, x1, y1, confidence. */
  readonly numbers: Float64Array
  /** Per token: its text's length, its font's index in `fonts`, its flags. */
  readonly meta: Int32Array
}

/** A failure carried across: an ExtractionError's reason (none for any other error). */
export interface Failure {
  readonly reason?: string
  readonly message: string
}

export type ToReader =
  | { type: 'open'; doc: number; bytes: Uint8Array; password?: string }
  | { type: 'render'; doc: number; id: number; page: number; dpi: number }
  | { type: 'close'; doc: number }

export type FromReader =
  | { type: 'opened'; doc: number; pages: number; hasForm: boolean }
  | { type: 'open-failed'; doc: number; failure: Failure }
  /** The read packed (page-read-codec.ts). */
  | { type: 'page'; doc: number; page: number; read: PageReadMessage }
  /** The page's form values or its text layer could not be read: the page fails. */
  | { type: 'page-failed'; doc: number; page: number; failure: Failure }
  | {
      type: 'rendered'
      doc: number
      id: number
      rgba: Uint8ClampedArray
      width: number
      height: number
      ink: number
    }
  | { type: 'render-failed'; doc: number; id: number; failure: Failure }
