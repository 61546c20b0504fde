import { Button } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { CONFLICT_LIST_MAX_HEIGHT_PX, CONFLICT_PANEL_WIDTH_PX } from '../../../../shared/constants'
import type { ExtractionItem } from '../../../../shared/review'
import { ACTIONS_STYLE, BADGE_STYLES, HEADING_STYLE } from './badge-styles'
import { citationHoverProps, type OnCitation } from './citation-hover'
import { ExtractionPopover } from './ExtractionPopover'
import type { ReviewDocuments } from './review-document'
import { confidenceText, displayExtractionValue } from './review-format'
import { SourceTooltip } from './SourceTooltip'

export interface ConflictBadgeProps {
  readonly extractions: readonly ExtractionItem[]
  readonly type: string
  readonly documents: ReviewDocuments
  readonly disabled?: boolean
  /**
   * Chooses the new extraction at this index (resolve conflict, docs/rules.md#resolve-conflict).
   */
  readonly onResolve: (index: number) => void
  readonly onRejectAll: () => void
  readonly onCitation?: OnCitation
}

/**
 * The orange conflict badge (docs/rules.md#resolve-conflict): opens a 300 px panel titled "Resolve
 * conflict" listing each new extraction with its displayed value and "Use extraction from" and the
 * document name, in a list at most 400 px high that scrolls (docs/rules.md#limits).
 */
export function ConflictBadge(props: ConflictBadgeProps): ReactNode {
  const count = props.extractions.length
  return (
    <ExtractionPopover
      label={`Conflict: ${count} extraction${count === 1 ? '' : 's'}`}
      badge={`Conflict (${count})`}
      badgeStyle={BADGE_STYLES.conflict}
      width={CONFLICT_PANEL_WIDTH_PX}
      testId="conflict-badge"
      onBadgeHover={(on) => {
        // The badge stands for several extractions: highlight the first while it is hovered.
        const first = props.extractions[0] ?? null
        const hover = citationHoverProps(first, props.onCitation)
        if (on) hover.onMouseEnter()
        else hover.onMouseLeave()
      }}
    >
      {({ close, setNestedOpen }) => (
        <div>
          <h4 style={HEADING_STYLE}>Resolve conflict</h4>
          <ul
            className="review-conflict-list"
            data-testid="conflict-list"
            style={{
              maxHeight: CONFLICT_LIST_MAX_HEIGHT_PX,
              overflowY: 'auto',
              listStyle: 'none',
              margin: 0,
              padding: 0,
            }}
          >
            {props.extractions.map((item, index) => (
              <li
                key={`${item.extractedFrom.id}-${index}`}
                {...citationHoverProps(item, props.onCitation)}
                style={{ marginBottom: 6 }}
              >
                <button
                  type="button"
                  className="review-conflict-item"
                  disabled={props.disabled}
                  onClick={() => {
                    props.onResolve(index)
                    close()
                  }}
                  style={{
                    display: 'block',
                    width: '100%',
                    textAlign: 'left',
                    padding: '6px 8px',
                    border: '1px solid rgba(17, 20, 24, 0.15)',
                    borderRadius: 4,
                    background: 'transparent',
                    cursor: props.disabled ? 'not-allowed' : 'pointer',
                  }}
                >
                  <div
                    className="review-value"
                    style={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {displayExtractionValue(item, props.type)}
                  </div>
                  <div style={{ fontSize: 12 }}>
                    Use extraction from{' '}
                    <SourceTooltip
                      documentId={item.extractedFrom.id}
                      documents={props.documents}
                      onOpenChange={setNestedOpen}
                    />
                  </div>
                  {item.confidence !== undefined ? (
                    <div style={{ fontSize: 12 }} data-testid="extraction-confidence">
                      {confidenceText(item.confidence)}
                    </div>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          <div style={ACTIONS_STYLE}>
            <Button
              text="Reject all"
              variant="minimal"
              intent="danger"
              disabled={props.disabled}
              onClick={() => {
                props.onRejectAll()
                close()
              }}
            />
          </div>
        </div>
      )}
    </ExtractionPopover>
  )
}
