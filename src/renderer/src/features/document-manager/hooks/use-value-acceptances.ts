import { useApolloClient } from '@apollo/client'
import { useEffect, useState } from 'react'
import { PolicyFormSavesDocument } from '../../../../../shared/graphql/operations.generated'
import { errorMessage } from '../../../app/native'
import {
  acceptancesFromFormSaves,
  type FormSave,
  type ValueAcceptance,
} from '../model/approval-package'

/** Form saves per request: a policy's checklist is saved a few dozen times in its life. */
const PAGE = 200

export type ValueAcceptances = {
  readonly acceptances: readonly ValueAcceptance[]
  readonly loading: boolean
  readonly error: string | null
}

const NONE: ValueAcceptances = { acceptances: [], loading: false, error: null }

/**
 * Who set each value of a policy's checklist: every form save of the policy in the case's history,
 * all pages (an older save may be the last one that set a field).
 */
export function useValueAcceptances(caseId: string, policyId: string | null): ValueAcceptances {
  const client = useApolloClient()
  const [state, setState] = useState<ValueAcceptances & { readonly of: string | null }>({
    ...NONE,
    of: null,
  })
  useEffect(() => {
    if (policyId === null) return
    let live = true
    setState({ ...NONE, loading: true, of: policyId })
    const read = async () => {
      const saves: FormSave[] = []
      for (let offset = 0; ; offset += PAGE) {
        const { data } = await client.query({
          query: PolicyFormSavesDocument,
          variables: { caseId, policyId, paging: { limit: PAGE, offset } },
          fetchPolicy: 'network-only',
        })
        saves.push(...data.caseHistory.nodes)
        if (!data.caseHistory.pageInfo.hasNextPage) return saves
      }
    }
    read().then(
      (saves) =>
        live &&
        setState({
          acceptances: acceptancesFromFormSaves(saves),
          loading: false,
          error: null,
          of: policyId,
        }),
      (e: unknown) => live && setState({ ...NONE, error: errorMessage(e), of: policyId }),
    )
    return () => {
      live = false
    }
  }, [client, caseId, policyId])
  if (policyId === null) return NONE
  // Until the effect has started for this policy, the previous policy's answer does not count.
  return state.of === policyId ? state : { ...NONE, loading: true }
}
