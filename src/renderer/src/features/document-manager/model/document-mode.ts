import type { DocumentMode, ManagedDocument } from './types'

/**
 * The mode a document opens in (docs/rules.md#document-mode).
 *
 * Documents of assets and policies preview; renewal-category documents not attached to any policy
 * open the renewal upload; everything else opens the regular upload. A managed document's
 * `modeOverride` wins when set.
 */
export function deriveDocumentMode(document: ManagedDocument): DocumentMode {
  if (document.modeOverride) return document.modeOverride
  const onPolicy = document.associations.some((a) => a.entityType === 'policy')
  const onAsset = document.associations.some((a) => a.entityType === 'asset')
  if (onPolicy || onAsset) return 'PREVIEW'
  if (document.category?.type === 'renewalDocument') return 'RENEWAL_UPLOAD'
  return 'REGULAR_UPLOAD'
}
