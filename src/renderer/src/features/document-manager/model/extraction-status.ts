/**
 * Extraction status in the document manager (docs/rules.md#extraction-status): status and progress
 * come from the polled DocumentExtractionStatus list when it has the document, otherwise from the
 * document itself. Pure, so it is tested without Apollo.
 */
import { isExtractableType } from '../../../../../shared/extraction/extractable'
import type { ManagedDocument } from './types'

/** One row of the polled status list. */
export type ExtractionStatusEntry = {
  readonly id: string
  readonly extractionStatus: string | null
  readonly extractionProgress: number | null
  /** Why the extraction failed, when it did (absent from lists that do not carry it). */
  readonly extractionError?: string | null
}

/** Whether a status means the extraction is not finished (queued or running). */
export function isExtractionActive(status: string | null | undefined): boolean {
  return status === 'queued' || status === 'running'
}

/**
 * docs/rules.md#extraction-status: the documents with status and progress taken from the list where
 * it has them.
 */
export function withExtractionStatus<D extends ManagedDocument>(
  documents: readonly D[],
  statuses: readonly ExtractionStatusEntry[],
): readonly D[] {
  if (statuses.length === 0) return documents
  const byId = new Map(statuses.map((s) => [s.id, s]))
  let changed = false
  const next = documents.map((d) => {
    const s = byId.get(d.id)
    if (!s) return d
    // The failure reason travels with the status: a failure seen by polling shows its reason.
    const error = s.extractionError === undefined ? d.extractionError : s.extractionError
    if (
      s.extractionStatus === d.extractionStatus &&
      s.extractionProgress === d.extractionProgress &&
      error === d.extractionError
    )
      return d
    changed = true
    return {
      ...d,
      extractionStatus: s.extractionStatus,
      extractionProgress: s.extractionProgress,
      extractionError: error,
    }
  })
  return changed ? next : documents
}

/** Poll while any document of the case is queued or running. */
export function hasActiveExtraction(
  documents: readonly Pick<ManagedDocument, 'extractionStatus'>[],
): boolean {
  return documents.some((d) => isExtractionActive(d.extractionStatus))
}

/**
 * Ids that were active in the previous poll and are not any more (finished): the documents,
 * their policies (hasExtractionsInProgress) and the case reload then.
 */
export function finishedSince(
  previous: readonly ExtractionStatusEntry[],
  current: readonly ExtractionStatusEntry[],
): readonly string[] {
  const still = new Set(
    current.filter((s) => isExtractionActive(s.extractionStatus)).map((s) => s.id),
  )
  return previous
    .filter((s) => isExtractionActive(s.extractionStatus) && !still.has(s.id))
    .map((s) => s.id)
}

/**
 * A document can be extracted when its category supports extraction and the engine reads its
 * file type (PDFs and images: not spreadsheets, Word files or e-mails).
 */
export function isExtractable(d: Pick<ManagedDocument, 'category' | 'fileType'>): boolean {
  return d.category?.supportExtraction === true && isExtractableType(d.fileType)
}

/** The extraction action a document offers, or null: none while one is queued or running. */
export type ExtractionAction = 'start' | 'again' | 'retry'

/**
 * "Start extraction" for an extractable document never extracted, "Extract again" where a result
 * exists, "Retry" after a failure; nothing while one runs or where extraction does not apply.
 */
export function extractionAction(d: ManagedDocument): ExtractionAction | null {
  if (!isExtractable(d) || isExtractionActive(d.extractionStatus)) return null
  if (d.extractionStatus === 'done') return 'again'
  if (d.extractionStatus === 'failed') return 'retry'
  return 'start'
}

/** The button text of each action (accessible names kept stable for tests outside). */
export const EXTRACTION_ACTION_TEXT: Readonly<Record<ExtractionAction, string>> = {
  start: 'Start extraction',
  again: 'Extract again',
  retry: 'Retry',
}

/** Why a failed extraction failed, in a sentence; null when the document did not fail. */
export function extractionFailure(
  d: Pick<ManagedDocument, 'extractionStatus' | 'extractionError'>,
): string | null {
  if (d.extractionStatus !== 'failed') return null
  const reason = d.extractionError?.trim()
  return reason ? reason : 'No reason was recorded.'
}

/** The label of a status with its progress: `running 40%`. */
export function extractionLabel(
  status: string | null | undefined,
  progress: number | null | undefined,
): string {
  if (!status) return ''
  return status === 'running' && progress != null ? `${status} ${progress}%` : status
}
