import type { ReactNode } from 'react'
import {
  acceptExtraction,
  rejectAcceptedValue,
  rejectAllExtractions,
  resolveConflict,
  restoreRejectedExtraction,
  reviewBadges,
  type FormField,
} from '../../../../shared/review'
import type { OnCitation } from './citation-hover'
import { ConflictBadge } from './ConflictBadge'
import { ExtractedFromBadge } from './ExtractedFromBadge'
import { NewExtractionBadge } from './NewExtractionBadge'
import { RejectedBadge } from './RejectedBadge'
import type { ReviewDocuments } from './review-document'

export interface FieldReviewBadgesProps {
  readonly field: FormField
  readonly documents: ReviewDocuments
  /**
   * docs/rules.md#review, docs/rules.md#permissions: the form or the field is disabled, so every
   * review action is.
   */
  readonly disabled?: boolean
  /**
   * Receives the field after a review transition; the form stores it (local state,
   * docs/rules.md#review).
   */
  readonly onChange: (next: FormField) => void
  readonly onCitation?: OnCitation
}

/**
 * The review badges of one form field, from its state (docs/rules.md#review): new or conflict,
 * extracted-from for an accepted value, and rejected when there are rejected extractions. Each
 * action runs the matching pure transition from src/shared/review and hands the new field to
 * `onChange`.
 */
export function FieldReviewBadges(props: FieldReviewBadgesProps): ReactNode {
  const { field, documents, disabled, onChange, onCitation } = props
  const badges = reviewBadges(field)
  const first = field.newExtractions[0]
  return (
    <span className="review-badges" style={{ display: 'inline-flex', alignItems: 'center' }}>
      {badges.pending === 'new' && first !== undefined ? (
        <NewExtractionBadge
          extraction={first}
          type={field.type}
          documents={documents}
          disabled={disabled}
          onAccept={() => onChange(acceptExtraction(field))}
          onReject={() => onChange(rejectAllExtractions(field))}
          onCitation={onCitation}
        />
      ) : null}
      {badges.pending === 'conflict' ? (
        <ConflictBadge
          extractions={field.newExtractions}
          type={field.type}
          documents={documents}
          disabled={disabled}
          onResolve={(index) => onChange(resolveConflict(field, index))}
          onRejectAll={() => onChange(rejectAllExtractions(field))}
          onCitation={onCitation}
        />
      ) : null}
      {badges.extractedFrom && field.extractedFrom !== null ? (
        <ExtractedFromBadge
          extractedFrom={field.extractedFrom}
          bbox={field.bbox}
          documents={documents}
          disabled={disabled}
          onReject={() => onChange(rejectAcceptedValue(field))}
          onCitation={onCitation}
        />
      ) : null}
      {badges.rejected ? (
        <RejectedBadge
          extractions={field.rejectedExtractions}
          type={field.type}
          documents={documents}
          disabled={disabled}
          onRestore={(index) => onChange(restoreRejectedExtraction(field, index))}
          onCitation={onCitation}
        />
      ) : null}
    </span>
  )
}
