/**
 * Every GraphQL call of spec §7, as typed client operations with the spec's exact operation names
 * (query AllCategories, query CaseDocumentManager, mutation createManyDocuments, …), plus the
 * server's own Login, Me and CaseList. Each is a `TypedDocumentNode<Result, Variables>` so Apollo
 * (renderer) and plain fetch clients (main-process services, tests) get typed results.
 * Platform-free: no React, no Apollo, no node:* (src/shared layering).
 * The schema is src/server/graphql/schema.graphql; tests/server/operations.test.ts validates
 * every operation here against it.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import { parse } from 'graphql'

/** Parses an operation once, typed by its result and variables. */
function op<R, V extends Record<string, unknown>>(source: string): TypedDocumentNode<R, V> {
  return parse(source) as TypedDocumentNode<R, V>
}

// ---------------------------------------------------------------- shared types

/** ISO-8601 date-time string (scalar DateTime). */
export type DateTimeString = string
/** ISO-8601 calendar date yyyy-MM-dd (scalar Date). */
export type DateString = string

export type SortDirection = 'ASC' | 'DESC'
export type CategoryType = 'renewalDocument' | 'documentField'
export type EntityType = 'asset' | 'policy' | 'loan'

export type PagingInput = { readonly limit?: number | null; readonly offset?: number | null }
export type PageInfo = { readonly hasNextPage: boolean; readonly hasPreviousPage: boolean }
export type IDFilter = { readonly eq?: string | null; readonly in?: readonly string[] | null }
export type StringFilter = { readonly eq?: string | null; readonly contains?: string | null }

export type Category = {
  readonly id: string
  readonly type: CategoryType
  readonly name: string
  readonly supportExtraction: boolean
}

export type User = {
  readonly id: string
  readonly fullName: string
  readonly email: string
  readonly reviewer: boolean
}

export type DocumentRef = { readonly id: string; readonly updatedAt: DateTimeString }

export type Association = { readonly entityId: string; readonly entityType: EntityType }
export type AssociationInput = Association

// ---------------------------------------------------------------- Login, Me, CaseList

export type LoginResult = {
  readonly login: {
    readonly token: string
    readonly expiresAt: DateTimeString
    readonly user: User
  }
}
export type LoginVariables = { readonly email: string; readonly password: string }

/** Team mode: exchanges email and password for an expiring bearer token. */
export const LoginMutation = op<LoginResult, LoginVariables>(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      expiresAt
      user { id fullName email reviewer }
    }
  }
`)

export type MeResult = { readonly me: User }
export type MeVariables = Record<string, never>

/** The calling user (embedded: the seeded local user). */
export const MeQuery = op<MeResult, MeVariables>(`
  query Me {
    me { id fullName email reviewer }
  }
`)

export type CaseListNode = {
  readonly id: string
  readonly ref: string | null
  readonly title: string
  readonly status: string
  readonly lender: { readonly id: string; readonly name: string }
  readonly updatedAt: DateTimeString
}
export type CaseListResult = {
  readonly cases: {
    readonly nodes: readonly CaseListNode[]
    readonly pageInfo: PageInfo
    readonly totalCount: number
  }
}
export type CaseListVariables = { readonly paging?: PagingInput | null }

/** The cases, most recently changed first. */
export const CaseListQuery = op<CaseListResult, CaseListVariables>(`
  query CaseList($paging: PagingInput) {
    cases(paging: $paging) {
      nodes { id ref title status lender { id name } updatedAt }
      pageInfo { hasNextPage hasPreviousPage }
      totalCount
    }
  }
`)

// ---------------------------------------------------------------- AllCategories

export type CategorySortField = 'id' | 'name' | 'type'
export type CategorySort = { readonly field: CategorySortField; readonly direction: SortDirection }
export type CategoryFilter = {
  readonly id?: IDFilter | null
  readonly name?: StringFilter | null
  readonly type?: {
    readonly eq?: CategoryType | null
    readonly in?: readonly CategoryType[] | null
  } | null
}

export type AllCategoriesResult = {
  readonly data: {
    readonly nodes: readonly Category[]
    readonly pageInfo: PageInfo
    readonly totalCount: number
  }
  /** spec §7: the selected categories, even when they are not on the current page. */
  readonly selectedData: { readonly nodes: readonly Category[] }
}
export type AllCategoriesVariables = {
  readonly paging?: PagingInput | null
  readonly sorting?: readonly CategorySort[] | null
  readonly filter?: CategoryFilter | null
  readonly selectedIds?: readonly string[] | null
}

/** Spec §7 query AllCategories: a page of categories plus the selected ones (off-page too). */
export const AllCategoriesQuery = op<AllCategoriesResult, AllCategoriesVariables>(`
  query AllCategories(
    $paging: PagingInput
    $sorting: [CategorySort!]
    $filter: CategoryFilter
    $selectedIds: [ID!] = []
  ) {
    data: categories(paging: $paging, sorting: $sorting, filter: $filter) {
      nodes { id type name supportExtraction }
      pageInfo { hasNextPage hasPreviousPage }
      totalCount
    }
    selectedData: categories(filter: { id: { in: $selectedIds } }, paging: { limit: 1000 }) {
      nodes { id type name supportExtraction }
    }
  }
`)

// ---------------------------------------------------------------- AllAssetsAndPolicies

export type AssetSortField = 'displayName' | 'createdAt' | 'updatedAt'
export type PolicySortField = 'policyNumber' | 'status' | 'createdAt' | 'updatedAt'
export type AssetSort = { readonly field: AssetSortField; readonly direction: SortDirection }
export type PolicySort = { readonly field: PolicySortField; readonly direction: SortDirection }
export type AssetFilter = {
  readonly caseId?: IDFilter | null
  readonly displayName?: StringFilter | null
}
export type PolicyFilter = {
  readonly caseId?: IDFilter | null
  readonly policyNumber?: StringFilter | null
  readonly status?: StringFilter | null
}

export type PolicyVersion = {
  readonly id: string
  readonly term: string | null
  readonly createdAt: DateTimeString
  readonly policyBeginDate: DateString | null
  readonly policyEndDate: DateString | null
  readonly keyDocumentId: string | null
  readonly documents: readonly DocumentRef[]
}

export type Asset = {
  readonly id: string
  readonly caseId: string
  readonly displayName: string
  readonly assetType: { readonly id: string; readonly name: string }
  readonly documents: readonly DocumentRef[]
  readonly updatedAt: DateTimeString
}

export type Policy = {
  readonly id: string
  readonly caseId: string
  readonly status: string
  readonly policyNumber: string | null
  readonly productType: { readonly id: string; readonly name: string }
  readonly policyVersions: readonly PolicyVersion[]
  readonly policyVersion: PolicyVersion | null
  /** Documents associated with the policy (with or without a version). */
  readonly documents: readonly DocumentRef[]
  readonly hasExtractionsInProgress: boolean
  readonly updatedAt: DateTimeString
}

export type AllAssetsAndPoliciesResult = {
  readonly policies: {
    readonly nodes: readonly Policy[]
    readonly pageInfo: PageInfo
    readonly totalCount: number
  }
  readonly assets: {
    readonly nodes: readonly Asset[]
    readonly pageInfo: PageInfo
    readonly totalCount: number
  }
}
export type AllAssetsAndPoliciesVariables = {
  readonly policyPaging?: PagingInput | null
  readonly policySorting?: readonly PolicySort[] | null
  readonly policyFilter?: PolicyFilter | null
  readonly assetPaging?: PagingInput | null
  readonly assetSorting?: readonly AssetSort[] | null
  readonly assetFilter?: AssetFilter | null
}

const POLICY_VERSION_FIELDS = `
  id term createdAt policyBeginDate policyEndDate keyDocumentId
  documents { id updatedAt }
`
const POLICY_FIELDS = `
  id caseId status policyNumber
  productType { id name }
  policyVersions { ${POLICY_VERSION_FIELDS} }
  policyVersion { ${POLICY_VERSION_FIELDS} }
  documents { id updatedAt }
  hasExtractionsInProgress
  updatedAt
`
const ASSET_FIELDS = `
  id caseId displayName
  assetType { id name }
  documents { id updatedAt }
  updatedAt
`

/** Spec §7 query AllAssetsAndPolicies: separate paging/sorting/filter (default 50, updatedAt desc). */
export const AllAssetsAndPoliciesQuery = op<
  AllAssetsAndPoliciesResult,
  AllAssetsAndPoliciesVariables
>(`
  query AllAssetsAndPolicies(
    $policyPaging: PagingInput
    $policySorting: [PolicySort!]
    $policyFilter: PolicyFilter
    $assetPaging: PagingInput
    $assetSorting: [AssetSort!]
    $assetFilter: AssetFilter
  ) {
    policies(paging: $policyPaging, sorting: $policySorting, filter: $policyFilter) {
      nodes { ${POLICY_FIELDS} }
      pageInfo { hasNextPage hasPreviousPage }
      totalCount
    }
    assets(paging: $assetPaging, sorting: $assetSorting, filter: $assetFilter) {
      nodes { ${ASSET_FIELDS} }
      pageInfo { hasNextPage hasPreviousPage }
      totalCount
    }
  }
`)

// ---------------------------------------------------------------- CaseDocumentManager

export type LenderFeature = { readonly key: string; readonly enabled: boolean }

export type CaseDocumentManagerCase = {
  readonly id: string
  readonly ref: string | null
  readonly status: string
  readonly availableTransitions: readonly string[]
  readonly insuranceContacts: readonly {
    readonly id: string
    readonly name: string
    readonly email: string | null
  }[]
  readonly lender: {
    readonly id: string
    readonly name: string
    readonly features: readonly LenderFeature[]
  }
  readonly title: string
  readonly documents: readonly DocumentRef[]
  readonly assets: readonly Asset[]
  readonly policies: readonly Policy[]
  readonly updatedAt: DateTimeString
}
export type CaseDocumentManagerResult = { readonly case: CaseDocumentManagerCase | null }
export type CaseDocumentManagerVariables = { readonly id: string }

/** Spec §7 query CaseDocumentManager(id): the case with its lender, assets and policies. */
export const CaseDocumentManagerQuery = op<
  CaseDocumentManagerResult,
  CaseDocumentManagerVariables
>(`
  query CaseDocumentManager($id: ID!) {
    case(id: $id) {
      id ref status availableTransitions
      insuranceContacts { id name email }
      lender { id name features { key enabled } }
      title
      documents { id updatedAt }
      assets { ${ASSET_FIELDS} }
      policies { ${POLICY_FIELDS} }
      updatedAt
    }
  }
`)

// ---------------------------------------------------------------- CaseDocumentManagerDocuments

/** A document with every field of spec §3 (plus associations, size and policyVersionId). */
export type Document = {
  readonly id: string
  readonly name: string
  /** A fresh signed GET URL; null when the document has no stored file. */
  readonly signed: string | null
  readonly fileExt: string
  readonly fileType: string
  readonly size: number
  readonly category: Category | null
  readonly isMergeable: boolean
  readonly classId: string
  readonly className: string
  readonly canCreateNewComparison: boolean
  readonly canBeDeleted: { readonly authorized: boolean; readonly reason: string | null }
  readonly createdAt: DateTimeString
  readonly updatedAt: DateTimeString
  readonly createdBy: { readonly id: string; readonly fullName: string } | null
  readonly extractionStatus: string | null
  readonly extractionProgress: number | null
  readonly extractionStartedAt: DateTimeString | null
  /** Why the last extraction failed, in plain words (status `failed`), else null. */
  readonly extractionError: string | null
  readonly keyVersions: readonly string[]
  /** Entity type: 'asset', 'policy', 'loan' or '' when unknown (spec §3). */
  readonly type: string
  readonly associations: readonly Association[]
  readonly policyVersionId: string | null
}

export type CaseDocumentManagerDocumentsResult = {
  readonly documents: { readonly totalCount: number; readonly nodes: readonly Document[] }
}
export type CaseDocumentManagerDocumentsVariables = {
  readonly id: string
  /** Defaults to 100 (spec §9: case documents limit). */
  readonly limit?: number | null
  readonly offset?: number | null
}

const DOCUMENT_FIELDS = `
  id name signed fileExt fileType size
  category { id type name supportExtraction }
  isMergeable classId className canCreateNewComparison
  canBeDeleted { authorized reason }
  createdAt updatedAt
  createdBy { id fullName }
  extractionStatus extractionProgress extractionStartedAt extractionError
  keyVersions type
  associations { entityId entityType }
  policyVersionId
`

/** Spec §7 query CaseDocumentManagerDocuments: the case's documents not attached to a task. */
export const CaseDocumentManagerDocumentsQuery = op<
  CaseDocumentManagerDocumentsResult,
  CaseDocumentManagerDocumentsVariables
>(`
  query CaseDocumentManagerDocuments($id: ID!, $limit: Int = 100, $offset: Int = 0) {
    documents(
      filter: { classId: { eq: $id }, task: { eq: null } }
      paging: { limit: $limit, offset: $offset }
    ) {
      totalCount
      nodes { ${DOCUMENT_FIELDS} }
    }
  }
`)

// ---------------------------------------------------------------- signS3Uploads

export type UploadSignature = {
  readonly fileName: string
  readonly fileType: string
  readonly signedUrl: string
  readonly directUploadKey: string
}
export type SignS3UploadsResult = { readonly signS3Uploads: readonly UploadSignature[] }
export type SignS3UploadsVariables = {
  readonly input: {
    readonly docs: readonly {
      readonly fileName: string
      readonly fileType: string
      /** Bytes the uploader will send (checked against the maximum and the quota). */
      readonly size?: number | null
      /** Ignored by the server: a name never identifies an upload. */
      readonly clientKey?: string | null
    }[]
  }
}

/** Spec §7 query signS3Uploads: a signed PUT URL and a directUploadKey per file (never cached). */
export const SignS3UploadsQuery = op<SignS3UploadsResult, SignS3UploadsVariables>(`
  query signS3Uploads($input: SignS3UploadsInput!) {
    signS3Uploads(input: $input) { fileName fileType signedUrl directUploadKey }
  }
`)

// ---------------------------------------------------------------- createManyDocuments

export type CreateDocumentInput = {
  readonly classId: string
  readonly lender?: string | null
  /** Defaults to "Case" (spec §7). */
  readonly className?: string | null
  readonly fileName: string
  readonly fileType: string
  readonly directUploadKey: string
  /** Category id. */
  readonly category?: string | null
  readonly extractData?: boolean | null
  readonly associations?: readonly AssociationInput[] | null
  readonly policyVersionId?: string | null
  /** Hex sha256 the uploader computed while reading the file. */
  readonly sha256?: string | null
  /** The uploader's id for this upload of this file, the same on every retry. */
  readonly attempt?: string | null
}
export type CreatedDocument = {
  readonly id: string
  readonly name: string
  readonly signed: string | null
  readonly category: Category | null
}
export type CreateManyDocumentsResult = { readonly createManyDocuments: readonly CreatedDocument[] }
export type CreateManyDocumentsVariables = {
  readonly input: { readonly documents: readonly CreateDocumentInput[] }
}

/** Spec §7 mutation createManyDocuments: registers uploaded objects (idempotent on the key). */
export const CreateManyDocumentsMutation = op<
  CreateManyDocumentsResult,
  CreateManyDocumentsVariables
>(`
  mutation createManyDocuments($input: CreateManyDocumentsInput!) {
    createManyDocuments(input: $input) {
      id name signed
      category { id type name supportExtraction }
    }
  }
`)

// ---------------------------------------------------------------- updateDocument, updateManyDocuments

export type DocumentUpdateInput = {
  readonly name?: string | null
  /** Category id; null clears it. */
  readonly category?: string | null
  /** Replaces the document's associations to assets and policies. */
  readonly associations?: readonly AssociationInput[] | null
  /** The policy version the document is filed under; null clears it. */
  readonly policyVersionId?: string | null
}

export type UpdateDocumentResult = { readonly updateDocument: Document }
export type UpdateDocumentVariables = {
  readonly input: {
    readonly id: string
    readonly caseId: string
    readonly policyId?: string | null
    readonly update: DocumentUpdateInput
  }
}

/** Spec §7 mutation updateDocument: case id and optional policy id as context. */
export const UpdateDocumentMutation = op<UpdateDocumentResult, UpdateDocumentVariables>(`
  mutation updateDocument($input: UpdateDocumentInput!) {
    updateDocument(input: $input) { ${DOCUMENT_FIELDS} }
  }
`)

export type UpdateManyDocumentsResult = {
  readonly updateManyDocuments: { readonly updatedCount: number }
}
export type UpdateManyDocumentsVariables = {
  readonly input: {
    readonly ids: readonly string[]
    readonly caseId: string
    readonly policyId?: string | null
    readonly update: DocumentUpdateInput
  }
}

/** Spec §7 mutation updateManyDocuments: the same change to several documents. */
export const UpdateManyDocumentsMutation = op<
  UpdateManyDocumentsResult,
  UpdateManyDocumentsVariables
>(`
  mutation updateManyDocuments($input: UpdateManyDocumentsInput!) {
    updateManyDocuments(input: $input) { updatedCount }
  }
`)

// ---------------------------------------------------------------- deleteDocument

export type DeleteDocumentResult = { readonly deleteDocument: { readonly id: string } }
export type DeleteDocumentVariables = { readonly input: { readonly id: string } }

/** Spec §7 mutation deleteDocument: refused unless canBeDeleted is authorized. */
export const DeleteDocumentMutation = op<DeleteDocumentResult, DeleteDocumentVariables>(`
  mutation deleteDocument($input: DeleteDocumentInput!) {
    deleteDocument(input: $input) { id }
  }
`)

/** Every operation by its operation name, for tests and generic clients. */
export const OPERATIONS = {
  Login: LoginMutation,
  Me: MeQuery,
  CaseList: CaseListQuery,
  AllCategories: AllCategoriesQuery,
  AllAssetsAndPolicies: AllAssetsAndPoliciesQuery,
  CaseDocumentManager: CaseDocumentManagerQuery,
  CaseDocumentManagerDocuments: CaseDocumentManagerDocumentsQuery,
  signS3Uploads: SignS3UploadsQuery,
  createManyDocuments: CreateManyDocumentsMutation,
  updateDocument: UpdateDocumentMutation,
  updateManyDocuments: UpdateManyDocumentsMutation,
  deleteDocument: DeleteDocumentMutation,
} as const
