/**
 * Where a document's extraction is reviewed: the forms its results fill — the checklist of each
 * policy it is filed under (directly or through a policy version) and the edit form of each asset
 * it is linked to — opened with that document shown beside the form. Pure, like the server's
 * choice of targets (documentTargets), so the button goes where the results went.
 */
import { policyFolderLabel } from './labels'
import { assetUrl, policyUrl } from './tree'
import type { ManagedDocument, TreeAsset, TreePolicy } from './types'

/** One form to review a document's extraction in. */
export interface ReviewTarget {
  readonly kind: 'policy' | 'asset'
  readonly id: string
  /** "Policy checklist · Homeowners #HO-1", "Asset · 12 Main St". */
  readonly label: string
  /** The form's route, with the document to show beside it. */
  readonly url: string
}

/** The search parameter naming the document a review form shows first. */
export const REVIEW_DOCUMENT_PARAM = 'document'

const withDocument = (url: string, documentId: string): string =>
  `${url}?${REVIEW_DOCUMENT_PARAM}=${encodeURIComponent(documentId)}`

/** The forms a finished extraction of `d` can be reviewed in; none unless it is done. */
export function reviewTargets(
  d: Pick<ManagedDocument, 'id' | 'associations' | 'policyVersionId' | 'extractionStatus'>,
  policies: readonly (Pick<TreePolicy, 'id' | 'productType' | 'policyNumber'> & {
    readonly policyVersions: readonly { readonly id: string }[]
  })[],
  assets: readonly Pick<TreeAsset, 'id' | 'displayName'>[],
  loanId: string,
): ReviewTarget[] {
  if (d.extractionStatus !== 'done') return []
  const policyIds = new Set(
    d.associations.filter((a) => a.entityType === 'policy').map((a) => a.entityId),
  )
  if (d.policyVersionId) {
    const owner = policies.find((p) => p.policyVersions.some((v) => v.id === d.policyVersionId))
    if (owner) policyIds.add(owner.id)
  }
  const assetIds = new Set(
    d.associations.filter((a) => a.entityType === 'asset').map((a) => a.entityId),
  )
  return [
    ...policies
      .filter((p) => policyIds.has(p.id))
      .map((p) => ({
        kind: 'policy' as const,
        id: p.id,
        label: `Policy checklist · ${policyFolderLabel(p)}`,
        url: withDocument(policyUrl(loanId, p.id), d.id),
      })),
    ...assets
      .filter((a) => assetIds.has(a.id))
      .map((a) => ({
        kind: 'asset' as const,
        id: a.id,
        label: `Asset · ${a.displayName}`,
        url: withDocument(assetUrl(loanId, a.id), d.id),
      })),
  ]
}
