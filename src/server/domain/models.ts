/**
 * The objects the GraphQL layer returns, shaped exactly like the SDL types so graphql-js's
 * default resolvers read them directly (no per-field resolver cost).
 */
export type DocumentRef = { readonly id: string; readonly updatedAt: string }

export type CategoryModel = {
  readonly id: string
  readonly type: 'renewalDocument' | 'documentField'
  readonly name: string
  readonly supportExtraction: boolean
}

export type PolicyVersionModel = {
  readonly id: string
  readonly term: string | null
  readonly createdAt: string
  readonly policyBeginDate: string | null
  readonly policyEndDate: string | null
  readonly keyDocumentId: string | null
  readonly documents: readonly DocumentRef[]
}

export type AssetModel = {
  readonly id: string
  readonly caseId: string
  readonly displayName: string
  readonly assetType: { readonly id: string; readonly name: string }
  readonly documents: readonly DocumentRef[]
  readonly createdAt: string
  readonly updatedAt: string
}

export type PolicyModel = {
  readonly id: string
  readonly caseId: string
  readonly status: string
  readonly policyNumber: string | null
  readonly productType: { readonly id: string; readonly name: string }
  readonly policyVersions: readonly PolicyVersionModel[]
  readonly policyVersion: PolicyVersionModel | null
  readonly documents: readonly DocumentRef[]
  readonly hasExtractionsInProgress: boolean
  readonly createdAt: string
  readonly updatedAt: string
}

export type CaseModel = {
  readonly id: string
  readonly ref: string | null
  readonly status: string
  readonly availableTransitions: readonly string[]
  readonly insuranceContacts: readonly { id: string; name: string; email: string | null }[]
  readonly lender: {
    readonly id: string
    readonly name: string
    readonly features: readonly { key: string; enabled: boolean }[]
  }
  readonly title: string
  readonly documents: readonly DocumentRef[]
  readonly assets: readonly AssetModel[]
  readonly policies: readonly PolicyModel[]
  readonly createdAt: string
  readonly updatedAt: string
}

export type DocumentModel = {
  readonly id: string
  readonly name: string
  readonly signed: string | null
  readonly fileExt: string
  readonly fileType: string
  readonly size: number
  readonly category: CategoryModel | null
  readonly isMergeable: boolean
  readonly classId: string
  readonly className: string
  readonly canCreateNewComparison: boolean
  readonly canBeDeleted: { readonly authorized: boolean; readonly reason: string | null }
  readonly createdAt: string
  readonly updatedAt: string
  readonly createdBy: {
    readonly id: string
    readonly fullName: string
    readonly email: string
    readonly reviewer: boolean
  } | null
  readonly extractionStatus: string | null
  readonly extractionProgress: number | null
  readonly extractionStartedAt: string | null
  /** Why the last extraction failed (status `failed`), else null. */
  readonly extractionError: string | null
  readonly keyVersions: readonly string[]
  readonly type: string
  readonly associations: readonly { entityId: string; entityType: string }[]
  readonly policyVersionId: string | null
  /** Not in the SDL: the object key, for the server's own use. */
  readonly objectKey: string
}

export type Connection<T> = {
  readonly nodes: readonly T[]
  readonly pageInfo: { readonly hasNextPage: boolean; readonly hasPreviousPage: boolean }
  readonly totalCount: number
}

/** Extraction states that block deletion and set hasExtractionsInProgress. */
export const EXTRACTION_IN_PROGRESS: ReadonlySet<string> = new Set(['queued', 'running'])

/** Case workflow: the statuses a case may move to from each status. */
export const CASE_TRANSITIONS: Readonly<Record<string, readonly string[]>> = {
  open: ['in_review', 'closed'],
  in_review: ['open', 'approved', 'closed'],
  approved: ['closed'],
  closed: ['open'],
}
