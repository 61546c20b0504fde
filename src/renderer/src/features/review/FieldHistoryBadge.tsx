import { Button, Classes } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import {
  bringBackValue,
  canBringBack,
  type BBox,
  type FormField,
  type ValueHistoryEntry,
} from '../../../../shared/review'
import { BADGE_STYLES, HEADING_STYLE } from './badge-styles'
import { citationHoverProps, type OnCitation } from './citation-hover'
import { ExtractionPopover } from './ExtractionPopover'
import type { ReviewDocuments } from './review-document'
import { formatDocumentCreatedAt, historyValueText } from './review-format'
import { SourceTooltip } from './SourceTooltip'

/** One saved change of the field (formDataHistory). */
export type FieldHistoryEntry = ValueHistoryEntry & {
  readonly at: string
  readonly user: { readonly fullName: string } | null
  readonly after: unknown
  readonly sourceDocumentId?: string | null
  readonly bbox?: unknown
}

export interface FieldHistoryBadgeProps {
  /** The field's name, for the badge's accessible name. */
  readonly label: string
  readonly field: FormField
  /** Its saved changes, newest first. */
  readonly entries: readonly FieldHistoryEntry[]
  readonly documents: ReviewDocuments
  readonly disabled?: boolean
  /** Receives the field with an earlier value brought back (local form state until Save). */
  readonly onChange: (next: FormField) => void
  readonly onCitation?: OnCitation
}

/** Width of the history tooltip: the conflict panel's (docs/rules.md#limits). */
const WIDTH_PX = 300

const region = (source: string | null | undefined, bbox: unknown) =>
  source ? { extractedFrom: { id: source }, bbox: (bbox ?? null) as BBox | null } : null

/**
 * The field's value history (docs/rules.md#value-history) in a tooltip like the other review
 * badges: each saved change — when, who, before and after, the source document — newest first;
 * hovering a change lights the region its value came from, and an earlier value (one rejected
 * after it was accepted, say) can be restored with its source and region.
 */
export function FieldHistoryBadge(props: FieldHistoryBadgeProps): ReactNode {
  if (props.entries.length === 0) return null
  const type = props.field.type
  return (
    <ExtractionPopover
      label={`History of ${props.label}: ${props.entries.length} changes`}
      badge="History"
      badgeStyle={BADGE_STYLES.history}
      width={WIDTH_PX}
      testId="field-history-badge"
    >
      {({ close, setNestedOpen }) => (
        <div>
          <h4 style={HEADING_STYLE}>History</h4>
          <ol
            className="review-history"
            style={{ margin: 0, padding: 0, listStyle: 'none', maxHeight: 320, overflowY: 'auto' }}
          >
            {props.entries.map((e, i) => {
              const after = citationHoverProps(region(e.sourceDocumentId, e.bbox), props.onCitation)
              const before = citationHoverProps(
                region(e.beforeSourceDocumentId, e.beforeBbox),
                props.onCitation,
              )
              return (
                <li
                  key={`${e.at}:${i}`}
                  {...after}
                  style={{ padding: '4px 0', borderTop: i ? '1px solid #e5e8eb' : undefined }}
                  data-testid="field-history-entry"
                >
                  <div className={Classes.TEXT_MUTED}>
                    {formatDocumentCreatedAt(e.at)} · {e.user?.fullName ?? 'System'}
                  </div>
                  <div style={{ overflowWrap: 'anywhere' }}>
                    {historyValueText(type, e.before)} →{' '}
                    <strong>{historyValueText(type, e.after)}</strong>
                  </div>
                  {e.sourceDocumentId ? (
                    <div className={Classes.TEXT_MUTED}>
                      From{' '}
                      <SourceTooltip
                        documentId={e.sourceDocumentId}
                        documents={props.documents}
                        onOpenChange={setNestedOpen}
                      />
                    </div>
                  ) : null}
                  {canBringBack(props.field, e) ? (
                    <Button
                      {...before}
                      size="small"
                      variant="minimal"
                      intent="primary"
                      icon="undo"
                      disabled={props.disabled}
                      aria-label={`Restore ${historyValueText(type, e.before)}`}
                      onClick={() => {
                        props.onChange(bringBackValue(props.field, e))
                        close()
                      }}
                    >
                      Restore {historyValueText(type, e.before)}
                    </Button>
                  ) : null}
                </li>
              )
            })}
          </ol>
        </div>
      )}
    </ExtractionPopover>
  )
}
