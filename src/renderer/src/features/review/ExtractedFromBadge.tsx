import { Button } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { EXTRACTION_TOOLTIP_WIDTH_PX } from '../../../../shared/constants'
import type { BBox, ExtractedFrom } from '../../../../shared/review'
import { sourceDocumentId } from '../../../../shared/review'
import { ACTIONS_STYLE, BADGE_STYLES, HEADING_STYLE } from './badge-styles'
import { citationHoverProps, type OnCitation } from './citation-hover'
import { ExtractionPopover } from './ExtractionPopover'
import type { ReviewDocuments } from './review-document'
import { SourceTooltip } from './SourceTooltip'

export interface ExtractedFromBadgeProps {
  /**
   * The accepted value's source: a document id or an object holding it
   * (docs/glossary.md#form-field).
   */
  readonly extractedFrom: ExtractedFrom
  readonly bbox: BBox | null
  readonly documents: ReviewDocuments
  readonly disabled?: boolean
  /**
   * Rejects the accepted value (docs/rules.md#reject-accepted: clears value, extractedFrom and
   * bbox).
   */
  readonly onReject: () => void
  readonly onCitation?: OnCitation
}

/** The extracted-from badge of an accepted value: a tooltip headed "Extracted from" with Reject. */
export function ExtractedFromBadge(props: ExtractedFromBadgeProps): ReactNode {
  const documentId = sourceDocumentId(props.extractedFrom)
  const hover = citationHoverProps(
    { extractedFrom: props.extractedFrom, bbox: props.bbox },
    props.onCitation,
  )
  if (documentId === null) return null
  return (
    <ExtractionPopover
      label="Extracted from"
      badge="Extracted"
      badgeStyle={BADGE_STYLES.extractedFrom}
      width={EXTRACTION_TOOLTIP_WIDTH_PX}
      testId="extracted-from-badge"
      onBadgeHover={(on) => (on ? hover.onMouseEnter() : hover.onMouseLeave())}
    >
      {({ close, setNestedOpen }) => (
        <div {...hover}>
          <h4 style={HEADING_STYLE}>Extracted from</h4>
          <SourceTooltip
            documentId={documentId}
            documents={props.documents}
            onOpenChange={setNestedOpen}
          />
          <div style={ACTIONS_STYLE}>
            <Button
              text="Reject"
              intent="danger"
              variant="minimal"
              disabled={props.disabled}
              onClick={() => {
                props.onReject()
                close()
              }}
            />
          </div>
        </div>
      )}
    </ExtractionPopover>
  )
}
