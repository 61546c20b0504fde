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
  | { type: 'page'; doc: number; page: number; read: PageRead }
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
