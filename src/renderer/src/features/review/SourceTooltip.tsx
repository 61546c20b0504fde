import { Classes, PopoverNext } from '@blueprintjs/core'
import { useState, type ReactNode } from 'react'
import {
  EXTRACTION_TOOLTIP_DELAY_MS,
  EXTRACTION_TOOLTIP_WIDTH_PX,
} from '../../../../shared/constants'
import { documentName, type ReviewDocuments } from './review-document'
import { formatDocumentCreatedAt } from './review-format'

export interface SourceTooltipProps {
  readonly documentId: string
  readonly documents: ReviewDocuments
  /**
   * Tells the enclosing panel that this tooltip is open, so it stays open
   * (docs/rules.md#resolve-conflict).
   */
  readonly onOpenChange?: (open: boolean) => void
}

/**
 * The source document's name; hovering it opens a nested tooltip (after 300 ms, 275 px wide,
 * docs/rules.md#formats) with the document's name and its created date in a US date-time format
 * with time zone.
 */
export function SourceTooltip(props: SourceTooltipProps): ReactNode {
  const [isOpen, setIsOpen] = useState(false)
  const name = documentName(props.documents, props.documentId)
  const createdAt = formatDocumentCreatedAt(props.documents[props.documentId]?.createdAt)
  const setOpen = (open: boolean) => {
    setIsOpen(open)
    props.onOpenChange?.(open)
  }
  return (
    <PopoverNext
      isOpen={isOpen}
      onInteraction={setOpen}
      interactionKind="hover"
      hoverOpenDelay={EXTRACTION_TOOLTIP_DELAY_MS}
      hoverCloseDelay={EXTRACTION_TOOLTIP_DELAY_MS}
      openOnTargetFocus={false}
      placement="right"
      content={
        <div
          className="review-source-tooltip"
          data-testid="source-tooltip"
          style={{ width: EXTRACTION_TOOLTIP_WIDTH_PX, padding: 10 }}
        >
          <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</div>
          {createdAt ? <div className={Classes.TEXT_MUTED}>Created {createdAt}</div> : null}
        </div>
      }
      renderTarget={({ isOpen: _open, ref, ...targetProps }) => (
        <span {...targetProps} ref={ref} className="review-source-name" style={{ fontWeight: 600 }}>
          {name}
        </span>
      )}
    />
  )
}
