/**
 * Extraction review widgets (docs/rules.md#citation, docs/rules.md#review, docs/rules.md#limits):
 * presentational components over the pure review functions of src/shared/review. The forms own the
 * field state and the citation details.
 */
export { CitationViewer } from './CitationViewer'
export { FieldReviewBadges } from './FieldReviewBadges'
export type { OnCitation } from './citation-hover'
export type { ReviewDocuments } from './review-document'
export { formatDocumentCreatedAt } from './review-format'
