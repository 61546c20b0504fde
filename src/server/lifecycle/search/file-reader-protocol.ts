/**
 * Messages between the server and the file reader's worker thread (file-reader.ts ⇄
 * file-reader-worker.ts). Plain data only: they cross a worker_threads boundary.
 */
import type { MergePageInput } from '../../../shared/merge'
import type { MergeBuilt } from '../merge/merge-build'
import type { MergeSource } from '../merge/merge-pdf'
import type { PdfCheck } from '../merge/pdf-check'
import type { FileTexts } from './page-texts'

export type ToReader =
  | {
      readonly type: 'read'
      readonly id: number
      readonly bytes: Uint8Array
      readonly fileType: string
    }
  | {
      readonly type: 'merge'
      readonly id: number
      readonly sources: readonly MergeSource[]
      readonly pages: readonly MergePageInput[] | null
    }

export type FromReader =
  /** The thread has taken the call: its time limit starts now, not while the thread starts. */
  | { readonly type: 'started'; readonly id: number }
  /** The PDF's mergeability, known before its pages are read. */
  | { readonly type: 'checked'; readonly id: number; readonly check: PdfCheck }
  | { readonly type: 'done'; readonly id: number; readonly texts: FileTexts }
  | { readonly type: 'merged'; readonly id: number; readonly built: MergeBuilt }
  /** The merge is refused (a UserError's message: a damaged file, a bad page plan). */
  | { readonly type: 'refused'; readonly id: number; readonly message: string }
  | { readonly type: 'failed'; readonly id: number; readonly message: string }
