/**
 * Messages between the API process and the extraction thread (extraction-thread.ts ⇄
 * extraction-worker.ts). Plain data only: they cross a worker_threads boundary.
 */
import type { ExtractDocumentOutput } from './engine'
import type { ExtractionFailureReason } from './extraction-error'

/** What the thread is asked to read (the serialisable part of ExtractDocumentInput). */
export interface ThreadJobInput {
  readonly bytes?: Uint8Array
  readonly path?: string
  readonly mimeType?: string
  readonly password?: string
}

export type ToWorker =
  | { readonly type: 'extract'; readonly id: number; readonly input: ThreadJobInput }
  | { readonly type: 'abort'; readonly id: number }

export type FromWorker =
  | {
      readonly type: 'progress'
      readonly id: number
      readonly pagesDone: number
      readonly pagesTotal: number
    }
  | { readonly type: 'done'; readonly id: number; readonly output: ExtractDocumentOutput }
  | {
      readonly type: 'failed'
      readonly id: number
      readonly reason: ExtractionFailureReason | 'crashed'
      readonly message: string
    }
