import { useMutation, useQuery } from '@apollo/client'
import { useCallback } from 'react'
import {
  FormDataDocument,
  SaveFormDataDocument,
  type FormData,
} from '../../../../../shared/graphql/operations.generated'
import type { FormValues } from '../../../../../shared/review'
import { errorMessage } from '../../../app/native'
import { showToast } from '../../../app/toaster'
import type { StoredForm } from '../components/ReviewForm'
import { FORM_MESSAGES } from '../form-messages'
import type { FormKind } from '../model/form-fields'

export interface ReviewFormData {
  readonly formData: FormData | null
  readonly loading: boolean
  readonly error: string | null
  /** Reloads the stored form (after an extraction finished). */
  readonly refetch: () => void
  /**
   * SaveFormData with the base it started from; toasts the outcome (docs/rules.md#messages for
   * failures).
   */
  readonly save: (values: FormValues, baseUpdatedAt: string | null) => Promise<StoredForm | null>
}

/** The stored values of one policy's or asset's form, and saving them. */
export function useFormData(kind: FormKind, entityId: string): ReviewFormData {
  const query = useQuery(FormDataDocument, {
    variables: { entityType: kind, entityId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  })
  const [saveFormData] = useMutation(SaveFormDataDocument)
  const { refetch } = query
  // A policy's values are saved to the version they were loaded from, even if another version
  // became current meanwhile (docs/rules.md#current-version).
  const policyVersionId = query.data?.formData.policyVersionId ?? null

  const save = useCallback(
    async (values: FormValues, baseUpdatedAt: string | null) => {
      try {
        const result = await saveFormData({
          variables: {
            input: { entityType: kind, entityId, values, baseUpdatedAt, policyVersionId },
          },
        })
        const saved = result.data?.saveFormData
        if (!saved) throw new Error(result.errors?.[0]?.message ?? 'The form was not saved')
        showToast({ title: FORM_MESSAGES.saved, intent: 'success' })
        return { values: saved.values, updatedAt: saved.updatedAt }
      } catch (e) {
        // docs/rules.md#messages: any update failure is a toast titled with the server's error
        // message.
        showToast({ title: errorMessage(e), intent: 'danger' })
        return null
      }
    },
    [entityId, kind, policyVersionId, saveFormData],
  )

  return {
    formData: query.data?.formData ?? null,
    loading: query.loading,
    error: query.error ? query.error.message : null,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
    save,
  }
}
