import { useMutation } from '@apollo/client'
import { useCallback } from 'react'
import { TriggerExtractionDocument } from '../../../../../shared/graphql/operations.generated'
import { errorMessage } from '../../../app/native'
import { showToast } from '../../../app/toaster'
import { DOCUMENT_MANAGER_REFETCH_QUERIES } from './refetch'

/** "Start extraction": queues a document; the refetch starts the status polling. */
export function useStartExtraction(): {
  readonly start: (id: string) => Promise<boolean>
  readonly starting: boolean
} {
  const [trigger, { loading }] = useMutation(TriggerExtractionDocument, {
    refetchQueries: [...DOCUMENT_MANAGER_REFETCH_QUERIES],
  })
  const start = useCallback(
    async (id: string) => {
      try {
        await trigger({ variables: { id } })
        showToast({ title: 'Extraction started', intent: 'primary' })
        return true
      } catch (e) {
        // The server says why (category or file type without extraction support).
        showToast({ title: errorMessage(e), intent: 'danger' })
        return false
      }
    },
    [trigger],
  )
  return { start, starting: loading }
}
