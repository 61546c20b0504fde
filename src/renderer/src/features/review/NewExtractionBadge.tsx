import { Button, Classes } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { EXTRACTION_TOOLTIP_WIDTH_PX } from '../../../../shared/constants'
import type { ExtractionItem } from '../../../../shared/review'
import { ACTIONS_STYLE, BADGE_STYLES, HEADING_STYLE } from './badge-styles'
import { citationHoverProps, type OnCitation } from './citation-hover'
import { ExtractionPopover } from './ExtractionPopover'
import type { ReviewDocuments } from './review-document'
import { confidenceText, displayExtractionValue } from './review-format'
import { SourceTooltip } from './SourceTooltip'

export interface NewExtractionBadgeProps {
  readonly extraction: ExtractionItem
  /** The field type, for how the value is shown (dates as MM/dd/yyyy). */
  readonly type: string
  readonly documents: ReviewDocuments
  /**
   * docs/rules.md#review, docs/rules.md#permissions: every action is disabled when the form or the
   * field is disabled.
   */
  readonly disabled?: boolean
  readonly onAccept: () => void
  readonly onReject: () => void
  readonly onCitation?: OnCitation
}

/**
 * The purple new badge (docs/rules.md#accept): opens the accept tooltip for the single new
 * extraction, with Accept and Reject.
 */
export function NewExtractionBadge(props: NewExtractionBadgeProps): ReactNode {
  const hover = citationHoverProps(props.extraction, props.onCitation)
  return (
    <ExtractionPopover
      label="New extraction"
      badge="New"
      badgeStyle={BADGE_STYLES.new}
      width={EXTRACTION_TOOLTIP_WIDTH_PX}
      testId="new-badge"
      onBadgeHover={(on) => (on ? hover.onMouseEnter() : hover.onMouseLeave())}
    >
      {({ close, setNestedOpen }) => (
        <div {...hover}>
          <h4 style={HEADING_STYLE}>New extraction</h4>
          <div className="review-value" style={{ overflowWrap: 'anywhere' }}>
            {displayExtractionValue(props.extraction, props.type)}
          </div>
          <div className={Classes.TEXT_MUTED}>
            Extracted from{' '}
            <SourceTooltip
              documentId={props.extraction.extractedFrom.id}
              documents={props.documents}
              onOpenChange={setNestedOpen}
            />
          </div>
          {props.extraction.confidence !== undefined ? (
            <div className={Classes.TEXT_MUTED} data-testid="extraction-confidence">
              {confidenceText(props.extraction.confidence)}
            </div>
          ) : null}
          <div style={ACTIONS_STYLE}>
            <Button
              text="Reject"
              variant="minimal"
              disabled={props.disabled}
              onClick={() => {
                props.onReject()
                close()
              }}
            />
            <Button
              text="Accept"
              intent="primary"
              disabled={props.disabled}
              onClick={() => {
                props.onAccept()
                close()
              }}
            />
          </div>
        </div>
      )}
    </ExtractionPopover>
  )
}
