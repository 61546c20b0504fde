import { useApolloClient } from '@apollo/client'
import { useEffect, useMemo, useRef, useState } from 'react'
import { DocumentExtractionStatusDocument } from '../../../../../shared/graphql/operations.generated'
import {
  finishedSince,
  hasActiveExtraction,
  withExtractionStatus,
  type ExtractionStatusEntry,
} from '../model/extraction-status'
import type { ManagedDocument } from '../model/types'
import { DOCUMENT_MANAGER_REFETCH_QUERIES } from './refetch'

/** How often the status list is polled while something is queued or running. */
export const EXTRACTION_POLL_MS = 2_000

const NONE: readonly ExtractionStatusEntry[] = []

/**
 * Polls DocumentExtractionStatus (the case's queued and running documents) while any
 * document of the case is queued or running, and stops when none is. Returns the documents with
 * status and progress from the list where it has them (docs/rules.md#extraction-status). When a
 * document finishes, the document queries reload (its final status, the policy's
 * hasExtractionsInProgress).
 */
export function useExtractionStatus<D extends ManagedDocument>(
  caseId: string,
  documents: readonly D[],
): readonly D[] {
  const client = useApolloClient()
  const [statuses, setStatuses] = useState<readonly ExtractionStatusEntry[]>(NONE)
  const previous = useRef<readonly ExtractionStatusEntry[]>(NONE)
  const active = hasActiveExtraction(documents) || hasActiveExtraction(statuses)

  useEffect(() => {
    if (!active || caseId === '') return
    let live = true
    const poll = async () => {
      try {
        const r = await client.query({
          query: DocumentExtractionStatusDocument,
          variables: { classId: caseId },
          fetchPolicy: 'network-only',
        })
        if (!live) return
        const list = r.data.documentExtractionStatus
        const finished = finishedSince(previous.current, list)
        previous.current = list
        setStatuses(list)
        // Also reload when the documents say active but the server lists none (they finished
        // between two polls, or before the first one).
        if (finished.length > 0 || (list.length === 0 && hasActiveExtraction(documents)))
          await client.refetchQueries({ include: [...DOCUMENT_MANAGER_REFETCH_QUERIES] })
      } catch {
        // A failed poll is retried at the next tick; the documents keep their last status.
      }
    }
    void poll()
    const timer = setInterval(() => void poll(), EXTRACTION_POLL_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [active, caseId, client, documents])

  useEffect(() => {
    previous.current = NONE
    setStatuses(NONE)
  }, [caseId])

  return useMemo(() => withExtractionStatus(documents, statuses), [documents, statuses])
}
