import { useQuery } from '@apollo/client'
import { useMemo } from 'react'
import { FormDataHistoryDocument } from '../../../../../shared/graphql/operations.generated'
import type { FieldHistoryEntry } from '../../review'
import type { FormKind } from '../model/form-fields'

export type FormHistory = {
  /** Each field's saved changes, newest first, by prefix. */
  readonly byField: ReadonlyMap<string, readonly FieldHistoryEntry[]>
  /** Reloads them (after a save). */
  readonly refetch: () => void
}

const NONE: ReadonlyMap<string, readonly FieldHistoryEntry[]> = new Map()

/**
 * The value history of one form (docs/rules.md#value-history): of the policy version shown, or
 * of the asset. One query for the whole form; each field's tooltip takes its part.
 */
export function useFormHistory(
  kind: FormKind,
  entityId: string,
  /** The form as loaded (its policy version), or null while it loads. */
  form: { readonly policyVersionId: string | null } | null,
): FormHistory {
  const policyVersionId = form?.policyVersionId ?? null
  const query = useQuery(FormDataHistoryDocument, {
    variables: { entityType: kind, entityId, ...(policyVersionId ? { policyVersionId } : {}) },
    skip: form === null,
    fetchPolicy: 'network-only',
  })
  const byField = useMemo(() => {
    const list = query.data?.formDataHistory
    if (!list) return NONE
    const map = new Map<string, FieldHistoryEntry[]>()
    for (const e of list) {
      const entries = map.get(e.field) ?? []
      entries.push(e)
      map.set(e.field, entries)
    }
    return map
  }, [query.data])
  const { refetch } = query
  return { byField, refetch: () => void refetch().catch(() => undefined) }
}
