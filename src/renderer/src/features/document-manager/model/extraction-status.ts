/**
 * Extraction status in the document manager (spec §4, issue 5): status and progress come from the
 * polled DocumentExtractionStatus list when it has the document, otherwise from the document
 * itself. Pure, so it is tested without Apollo.
 */
import type { ManagedDocument } from './types'

/** One row of the polled status list. */
export type ExtractionStatusEntry = {
  readonly id: string
  readonly extractionStatus: string | null
  readonly extractionProgress: number | null
}

/** Whether a status means the extraction is not finished (queued or running). */
export function isExtractionActive(status: string | null | undefined): boolean {
  return status === 'queued' || status === 'running'
}

/** Spec §4: the documents with status and progress taken from the list where it has them. */
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
    if (s.extractionStatus === d.extractionStatus && s.extractionProgress === d.extractionProgress)
      return d
    changed = true
    return { ...d, extractionStatus: s.extractionStatus, extractionProgress: s.extractionProgress }
  })
  return changed ? next : documents
}

/** Issue 5: poll while any document of the case is queued or running. */
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

/** "Start extraction" is offered for documents whose category supports it, when not running. */
export function canStartExtraction(d: ManagedDocument): boolean {
  return d.category?.supportExtraction === true && !isExtractionActive(d.extractionStatus)
}

/** The label of a status with its progress: `running 40%`. */
export function extractionLabel(
  status: string | null | undefined,
  progress: number | null | undefined,
): string {
  if (!status) return ''
  return status === 'running' && progress != null ? `${status} ${progress}%` : status
}
