/**
 * Extraction review widgets (docs/rules.md#citation, docs/rules.md#review, docs/rules.md#limits):
 * presentational components over the pure review functions of src/shared/review. The forms own the
 * field state and the citation details.
 */
export { CitationViewer, type CitationViewerProps } from './CitationViewer'
export { ConflictBadge, type ConflictBadgeProps } from './ConflictBadge'
export { ExtractedFromBadge, type ExtractedFromBadgeProps } from './ExtractedFromBadge'
export { FieldReviewBadges, type FieldReviewBadgesProps } from './FieldReviewBadges'
export {
  FieldHistoryBadge,
  type FieldHistoryBadgeProps,
  type FieldHistoryEntry,
} from './FieldHistoryBadge'
export { NewExtractionBadge, type NewExtractionBadgeProps } from './NewExtractionBadge'
export { RejectedBadge, type RejectedBadgeProps } from './RejectedBadge'
export type { OnCitation } from './citation-hover'
export { documentName, type ReviewDocument, type ReviewDocuments } from './review-document'
export { displayExtractionValue, formatDocumentCreatedAt } from './review-format'
export { citationViewKind, highlightRect } from './citation-geometry'
