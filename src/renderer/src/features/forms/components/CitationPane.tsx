import { Classes, NonIdealState } from '@blueprintjs/core'
import { useEffect, useState, type ReactNode } from 'react'
import type { CitationDetails } from '../../../../../shared/review'
import { CitationViewer } from '../../review'
import { FORM_MESSAGES } from '../form-messages'

/** A case document as the pane needs it (CaseDocumentManagerDocuments). */
export interface PaneDocument {
  readonly id: string
  readonly name: string
  readonly signed: string | null
  readonly fileType: string
}

export interface CitationPaneProps {
  readonly documents: readonly PaneDocument[]
  /**
   * The hovered extraction's citation details (docs/rules.md#citation); null when nothing is
   * hovered.
   */
  readonly citation: CitationDetails | null
  /** The document to show when nothing is hovered (the most recent source), or null. */
  readonly fallbackId: string | null
}

// Moving from a badge into its tooltip clears and sets the citation again; waiting this long
// before falling back keeps the viewer from reloading another document in between.
const FALLBACK_DELAY_MS = 350

/**
 * The document viewer beside a review form: the hovered extraction's document with its region
 * highlighted and scrolled into view (docs/rules.md#citation); leaving clears the highlight, and
 * after a moment the most recent source document (or a hint) shows again.
 */
export function CitationPane({ documents, citation, fallbackId }: CitationPaneProps): ReactNode {
  const [lastHovered, setLastHovered] = useState<string | null>(null)
  const hoveredId = citation?.documentId ?? null
  useEffect(() => {
    if (hoveredId !== null) {
      setLastHovered(hoveredId)
      return
    }
    const timer = setTimeout(() => setLastHovered(null), FALLBACK_DELAY_MS)
    return () => clearTimeout(timer)
  }, [hoveredId])

  const shownId = hoveredId ?? lastHovered ?? fallbackId
  const shown = documents.find((d) => d.id === shownId) ?? null
  if (shown === null) {
    return (
      <div className="citation-pane" data-testid="citation-pane">
        <NonIdealState
          icon="search-text"
          title="Source document"
          description={
            shownId === null ? FORM_MESSAGES.viewerHint : 'This document is no longer in the case.'
          }
        />
      </div>
    )
  }
  return (
    <div className="citation-pane" data-testid="citation-pane" data-document-id={shown.id}>
      <div className="citation-pane-header">
        <strong data-testid="citation-pane-title">{shown.name}</strong>
        <span className={Classes.TEXT_MUTED}>
          {citation?.bbox ? ` · page ${citation.bbox.page}, region highlighted` : ''}
        </span>
      </div>
      <div className="citation-pane-body">
        <CitationViewer
          url={shown.signed}
          name={shown.name}
          fileType={shown.fileType}
          bbox={citation?.documentId === shown.id ? (citation.bbox ?? null) : null}
        />
      </div>
    </div>
  )
}
