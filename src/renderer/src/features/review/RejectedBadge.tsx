import { Button, Classes } from '@blueprintjs/core'
import { useState, type ReactNode } from 'react'
import { EXTRACTION_TOOLTIP_WIDTH_PX } from '../../../../shared/constants'
import type { ExtractionItem } from '../../../../shared/review'
import { ACTIONS_STYLE, BADGE_STYLES, HEADING_STYLE } from './badge-styles'
import { citationHoverProps, type OnCitation } from './citation-hover'
import { ExtractionPopover } from './ExtractionPopover'
import type { ReviewDocuments } from './review-document'
import { confidenceText, displayExtractionValue } from './review-format'
import { SourceTooltip } from './SourceTooltip'

export interface RejectedBadgeProps {
  readonly extractions: readonly ExtractionItem[]
  readonly type: string
  readonly documents: ReviewDocuments
  readonly disabled?: boolean
  /** Restores the rejected extraction at this index (docs/rules.md#restore-rejected). */
  readonly onRestore: (index: number) => void
  readonly onCitation?: OnCitation
}

/**
 * The rejected-extraction badge (docs/rules.md#restore-rejected): pages through the rejected
 * extractions ("n of total", previous disabled on the first, next on the last); Accept restores the
 * one shown; closing the tooltip goes back to the first.
 */
export function RejectedBadge(props: RejectedBadgeProps): ReactNode {
  const [page, setPage] = useState(0)
  const total = props.extractions.length
  // A restore shortens the list: never point past its end.
  const index = Math.min(page, Math.max(total - 1, 0))
  const current = props.extractions[index]
  if (current === undefined) return null
  const hover = citationHoverProps(current, props.onCitation)
  return (
    <ExtractionPopover
      label={`Rejected extractions: ${total}`}
      badge={`Rejected (${total})`}
      badgeStyle={BADGE_STYLES.rejected}
      width={EXTRACTION_TOOLTIP_WIDTH_PX}
      testId="rejected-badge"
      onClosed={() => setPage(0)}
      onBadgeHover={(on) => (on ? hover.onMouseEnter() : hover.onMouseLeave())}
    >
      {({ close, setNestedOpen }) => (
        <div {...hover}>
          <h4 style={HEADING_STYLE}>Rejected extraction</h4>
          <div className="review-value" style={{ overflowWrap: 'anywhere' }}>
            {displayExtractionValue(current, props.type)}
          </div>
          <div className={Classes.TEXT_MUTED}>
            Extracted from{' '}
            <SourceTooltip
              documentId={current.extractedFrom.id}
              documents={props.documents}
              onOpenChange={setNestedOpen}
            />
          </div>
          {current.confidence !== undefined ? (
            <div className={Classes.TEXT_MUTED} data-testid="extraction-confidence">
              {confidenceText(current.confidence)}
            </div>
          ) : null}
          <div style={{ ...ACTIONS_STYLE, justifyContent: 'space-between', alignItems: 'center' }}>
            <span style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
              <Button
                text="‹"
                aria-label="Previous"
                variant="minimal"
                size="small"
                disabled={index === 0}
                onClick={() => setPage(index - 1)}
              />
              <span data-testid="rejected-position">
                {index + 1} of {total}
              </span>
              <Button
                text="›"
                aria-label="Next"
                variant="minimal"
                size="small"
                disabled={index >= total - 1}
                onClick={() => setPage(index + 1)}
              />
            </span>
            <Button
              text="Accept"
              intent="primary"
              disabled={props.disabled}
              onClick={() => {
                props.onRestore(index)
                close()
              }}
            />
          </div>
        </div>
      )}
    </ExtractionPopover>
  )
}
