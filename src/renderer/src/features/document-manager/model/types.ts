/**
 * The shapes the document manager's pure model works on (docs/glossary.md#document). They are
 * structural subsets of the GraphQL results, so the model is tested without Apollo and the
 * components pass query data straight in.
 */

export type EntityType = 'asset' | 'policy' | 'loan'

export type DocumentAssociation = {
  readonly entityId: string
  readonly entityType: EntityType
}

export type CategoryRef = {
  readonly id: string
  readonly name: string
  readonly type: 'renewalDocument' | 'documentField'
  readonly supportExtraction?: boolean
}

/**
 * A managed document (docs/glossary.md#managed-document), as far as the tree, the preview and the
 * table need it.
 */
export type ManagedDocument = {
  readonly id: string
  readonly name: string
  readonly signed?: string | null
  readonly fileType: string
  readonly fileExt: string
  readonly size?: number
  readonly createdAt: string
  readonly updatedAt?: string
  readonly createdBy?: { readonly id: string; readonly fullName: string } | null
  readonly category?: CategoryRef | null
  readonly associations: readonly DocumentAssociation[]
  readonly policyVersionId?: string | null
  readonly extractionStatus?: string | null
  readonly extractionProgress?: number | null
  /** Why the last extraction failed, when its status is failed. */
  readonly extractionError?: string | null
  readonly canBeDeleted?: { readonly authorized: boolean; readonly reason?: string | null }
  readonly modeOverride?: DocumentMode | null
  /** PDF, JPEG or PNG that the server can read (docs/rules.md#merge); else the reason. */
  readonly isMergeable?: boolean
  readonly mergeBlockedReason?: string | null
}

export type DocumentRef = { readonly id: string }

export type TreeAsset = {
  readonly id: string
  readonly displayName: string
  readonly documents: readonly DocumentRef[]
}

export type TreePolicyVersion = {
  readonly id: string
  readonly term?: string | null
  readonly policyBeginDate?: string | null
  readonly policyEndDate?: string | null
  readonly documents: readonly DocumentRef[]
}

export type TreePolicy = {
  readonly id: string
  readonly status: string
  readonly policyNumber?: string | null
  readonly productType: { readonly name: string }
  readonly policyVersions: readonly TreePolicyVersion[]
  readonly policyVersion?: { readonly id: string } | null
  /** Documents associated with the policy, with or without a version. */
  readonly documents?: readonly DocumentRef[]
}

/** The document mode (docs/rules.md#document-mode). */
export type DocumentMode = 'PREVIEW' | 'RENEWAL_UPLOAD' | 'REGULAR_UPLOAD'

/**
 * A section or folder (docs/glossary.md#section). Sections are the top level; folders sit inside
 * sections.
 */
export type TreeFolder = {
  readonly id: string
  readonly label: string
  readonly managedDocumentIds: readonly string[]
  readonly folders: readonly TreeFolder[]
  readonly isFaded: boolean
  readonly isOpened: boolean
  readonly url?: string
  readonly meta?: { readonly status?: string; readonly dateRange?: string }
  readonly filter?: { readonly policyVersion: string | null }
  /** Versions offered by the policy-version filter (policy folders only). */
  readonly versions?: readonly {
    readonly id: string
    readonly label: string
    readonly managedDocumentIds: readonly string[]
  }[]
}

export type SubSectionTree = readonly TreeFolder[]
