import { useMutation, useQuery } from '@apollo/client'
import { useCallback, useState } from 'react'
import {
  CreatePolicyVersionFromDocumentDocument,
  PolicyComparisonDocument,
  type CreatePolicyVersionFromDocumentInput,
  type Policy,
  type PolicyComparisonResult,
  type PolicyVersionEntry,
} from '../../../../../shared/graphql/operations.generated'
import { policyToCompare, type PolicyPick } from '../../../../../shared/renewal/policy-pick'
import { errorMessage } from '../../../app/native'
import { showToast } from '../../../app/toaster'
import type { ManagedDocument } from '../model/types'
import { DOCUMENT_MANAGER_REFETCH_QUERIES } from './refetch'

export type PolicyComparison = PolicyComparisonResult['policyComparison']

export type ComparisonState = {
  /** The policy compared with, and why it was picked (docs/rules.md#comparison). */
  readonly policyId: string | null
  readonly why: PolicyPick['why'] | 'chosen'
  readonly choose: (policyId: string) => void
  readonly comparison: PolicyComparison | null
  readonly loading: boolean
  readonly error: string | null
  readonly creating: boolean
  readonly create: (
    input: Omit<CreatePolicyVersionFromDocumentInput, 'documentId' | 'policyId'>,
  ) => Promise<PolicyVersionEntry | null>
}

/**
 * The comparison of a document with a policy of its case: the linked policy, else the one whose
 * number matches the number the document's extraction found (read from a first comparison, whose
 * proposed values do not depend on the policy), else the one the user chooses; and the creation
 * of the new version from it.
 */
export function usePolicyComparison(
  document: ManagedDocument,
  policies: readonly Policy[],
): ComparisonState {
  const [chosen, setChosen] = useState<string | null>(null)
  const linked = policyToCompare(document.associations, null, policies)
  const probeId = linked.policyId ?? policies[0]?.id ?? null
  const probe = useQuery(PolicyComparisonDocument, {
    variables: { policyId: probeId ?? '', documentId: document.id },
    skip: probeId === null || chosen !== null,
    fetchPolicy: 'network-only',
  })
  const extractedNumber = probe.data?.policyComparison.rows.find(
    (r) => r.field === 'policy.policyNumber',
  )?.proposed
  const pick =
    linked.policyId !== null
      ? linked
      : probe.data
        ? policyToCompare(document.associations, extractedNumber, policies)
        : null
  const policyId = chosen ?? pick?.policyId ?? null
  const query = useQuery(PolicyComparisonDocument, {
    variables: { policyId: policyId ?? '', documentId: document.id },
    skip: policyId === null,
    fetchPolicy: 'network-only',
  })
  const [mutate, mutation] = useMutation(CreatePolicyVersionFromDocumentDocument)
  const create = useCallback<ComparisonState['create']>(
    async (input) => {
      if (policyId === null) return null
      try {
        const r = await mutate({
          variables: { input: { ...input, policyId, documentId: document.id } },
          refetchQueries: [...DOCUMENT_MANAGER_REFETCH_QUERIES, 'PolicyVersionHistory'],
          awaitRefetchQueries: true,
        })
        return r.data?.createPolicyVersionFromDocument ?? null
      } catch (e) {
        // docs/rules.md#messages: a refused change is a toast titled with the server's message.
        showToast({ title: errorMessage(e), intent: 'danger' })
        return null
      }
    },
    [document.id, mutate, policyId],
  )
  const error = query.error ?? probe.error
  return {
    policyId,
    why: chosen !== null ? 'chosen' : (pick?.why ?? 'choose'),
    choose: setChosen,
    comparison: policyId !== null ? (query.data?.policyComparison ?? null) : null,
    loading: query.loading || probe.loading,
    error: error ? error.message : null,
    creating: mutation.loading,
    create,
  }
}
