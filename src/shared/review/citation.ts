import { sourceDocumentId } from './review-state'
import type { CitationDetails, ExtractionItem, FormField } from './types'

/**
 * The citation details (document id + bbox, docs/rules.md#citation) of an extraction item or of a
 * field's accepted value; null when there is no source document to show.
 */
export function citationOf(
  source: ExtractionItem | Pick<FormField, 'extractedFrom' | 'bbox'>,
): CitationDetails | null {
  const documentId = sourceDocumentId(source.extractedFrom)
  if (documentId === null) return null
  return source.bbox ? { documentId, bbox: source.bbox } : { documentId }
}
