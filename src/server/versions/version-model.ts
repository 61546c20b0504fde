/** A document file version as the reads return it (docs/rules.md#document-versions). */
import type { DocumentVersion } from '../graphql/schema.generated'

/**
 * The SDL type without its signed URL (signed only when asked for) plus the key of the version's
 * stored object and its document.
 */
export type DocumentVersionModel = Omit<DocumentVersion, 'signed'> & {
  readonly documentId: string
  readonly objectKey: string
}
