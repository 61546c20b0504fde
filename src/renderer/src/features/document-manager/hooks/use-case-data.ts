import { useApolloClient, useQuery } from '@apollo/client'
import { useEffect, useMemo, useState } from 'react'
import { ASSETS_AND_POLICIES_LIMIT, CASE_DOCUMENTS_LIMIT } from '../../../../../shared/constants'
import {
  AllAssetsAndPoliciesDocument,
  CaseDocumentManagerDocumentsDocument,
  CaseDocumentManagerDocument,
  type Asset,
  type CaseDocumentManagerCase,
  type Document,
  type Policy,
} from '../../../../../shared/graphql/operations.generated'

export type CaseData = {
  readonly caseData: CaseDocumentManagerCase | null
  readonly assets: readonly Asset[]
  readonly policies: readonly Policy[]
  readonly documents: readonly Document[]
  readonly totalDocuments: number
  readonly loading: boolean
  readonly error: string | null
}

const EMPTY: readonly never[] = []

/**
 * Everything the document manager shows for one case (docs/rules.md#calls): the case, its assets
 * and policies (50 each, most recently updated first) and its documents, 100 per call. The first
 * page is a watched query (so refetchQueries by name reload it); the rest are fetched after it, so
 * a case with thousands of documents is complete in the tree.
 */
export function useCaseData(loanId: string): CaseData {
  const client = useApolloClient()
  const caseQuery = useQuery(CaseDocumentManagerDocument, { variables: { id: loanId } })
  const entities = useQuery(AllAssetsAndPoliciesDocument, {
    variables: {
      policyPaging: { limit: ASSETS_AND_POLICIES_LIMIT },
      policySorting: [{ field: 'updatedAt', direction: 'DESC' }],
      policyFilter: { caseId: { eq: loanId } },
      assetPaging: { limit: ASSETS_AND_POLICIES_LIMIT },
      assetSorting: [{ field: 'updatedAt', direction: 'DESC' }],
      assetFilter: { caseId: { eq: loanId } },
    },
  })
  const firstPage = useQuery(CaseDocumentManagerDocumentsDocument, {
    variables: { id: loanId, limit: CASE_DOCUMENTS_LIMIT, offset: 0 },
  })
  const [morePages, setMorePages] = useState<{
    readonly of: unknown
    readonly nodes: readonly Document[]
  }>({
    of: null,
    nodes: [],
  })
  const first = firstPage.data?.documents
  useEffect(() => {
    if (!first || first.totalCount <= first.nodes.length) return
    let live = true
    const offsets: number[] = []
    for (let o = first.nodes.length; o < first.totalCount; o += CASE_DOCUMENTS_LIMIT)
      offsets.push(o)
    Promise.all(
      offsets.map((offset) =>
        client.query({
          query: CaseDocumentManagerDocumentsDocument,
          variables: { id: loanId, limit: CASE_DOCUMENTS_LIMIT, offset },
          fetchPolicy: 'network-only',
        }),
      ),
    ).then(
      (pages) =>
        live && setMorePages({ of: first, nodes: pages.flatMap((p) => p.data.documents.nodes) }),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [client, first, loanId])

  const documents = useMemo(() => {
    if (!first) return EMPTY
    if (morePages.of !== first) return first.nodes
    const seen = new Set(first.nodes.map((d) => d.id))
    return [...first.nodes, ...morePages.nodes.filter((d) => !seen.has(d.id))]
  }, [first, morePages])

  const error = caseQuery.error ?? entities.error ?? firstPage.error
  return {
    caseData: caseQuery.data?.case ?? null,
    assets: entities.data?.assets.nodes ?? EMPTY,
    policies: entities.data?.policies.nodes ?? EMPTY,
    documents,
    totalDocuments: first?.totalCount ?? 0,
    loading: (caseQuery.loading && !caseQuery.data) || (firstPage.loading && !first),
    error: error ? error.message : null,
  }
}
