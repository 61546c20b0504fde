import { useQuery } from '@apollo/client'
import { useEffect, useRef } from 'react'
import { DocumentExtractionStatusDocument } from '../../../../../shared/graphql/operations.generated'

/**
 * How often the form asks for the case's running extractions (docs/rules.md#extraction-status:
 * status is polled).
 */
export const EXTRACTION_POLL_MS = 2500

/**
 * Polls the case's queued and running extractions (DocumentExtractionStatus without ids) and calls
 * `onFinished` whenever one of them leaves that list, so the form can load the new extractions.
 * Returns how many of the case's documents are being extracted now.
 */
export function useExtractionFinished(caseId: string, onFinished: () => void): number {
  const { data } = useQuery(DocumentExtractionStatusDocument, {
    variables: { classId: caseId },
    fetchPolicy: 'network-only',
    pollInterval: EXTRACTION_POLL_MS,
    skip: caseId === '',
  })
  const active = useRef<ReadonlySet<string>>(new Set())
  const latest = useRef(onFinished)
  latest.current = onFinished
  useEffect(() => {
    if (!data) return
    const now = new Set(
      data.documentExtractionStatus
        .filter((d) => d.extractionStatus === 'queued' || d.extractionStatus === 'running')
        .map((d) => d.id),
    )
    const finished = [...active.current].some((id) => !now.has(id))
    active.current = now
    if (finished) latest.current()
  }, [data])
  return (data?.documentExtractionStatus ?? []).filter(
    (d) => d.extractionStatus === 'queued' || d.extractionStatus === 'running',
  ).length
}
