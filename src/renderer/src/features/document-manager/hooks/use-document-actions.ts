import { useApolloClient, useMutation } from '@apollo/client'
import { useCallback } from 'react'
import { checkDocumentName } from '../../../../../shared/document-name'
import { MESSAGES } from '../../../../../shared/messages'
import {
  DeleteDocumentDocument,
  UpdateDocumentDocument,
  UpdateManyDocumentsDocument,
  type DocumentUpdateInput,
} from '../../../../../shared/graphql/operations.generated'
import { errorCode, errorMessage } from '../../../app/native'
import { showToast } from '../../../app/toaster'
import { DOCUMENT_MANAGER_REFETCH_QUERIES } from './refetch'

export type DocumentActions = {
  /**
   * docs/rules.md#messages: "Document updated"; failures toast the server's message and reload the
   * list. Resolves true on success.
   */
  readonly updateOne: (
    id: string,
    update: DocumentUpdateInput,
    policyId?: string | null,
  ) => Promise<boolean>
  /**
   * docs/rules.md#messages: "Documents updated" (waits for the refetched queries,
   * docs/rules.md#invalidation).
   */
  readonly updateMany: (ids: readonly string[], update: DocumentUpdateInput) => Promise<boolean>
  /**
   * docs/rules.md#messages: "Document deleted" (into the trash, with a reason); failures toast the
   * server's message and reload the list. Resolves true when the document has left the case: deleted
   * now, or already deleted by someone else (then the toast says so, as a warning).
   */
  readonly deleteOne: (id: string, reason?: string | null) => Promise<boolean>
  readonly busy: boolean
}

/**
 * Update, bulk update and delete for one case, each refetching what docs/rules.md#invalidation
 * says.
 */
export function useDocumentActions(caseId: string): DocumentActions {
  const options = {
    refetchQueries: [...DOCUMENT_MANAGER_REFETCH_QUERIES],
    awaitRefetchQueries: true,
  }
  const [updateDocument, u1] = useMutation(UpdateDocumentDocument, options)
  const [updateManyDocuments, u2] = useMutation(UpdateManyDocumentsDocument, options)
  const [deleteDocument, u3] = useMutation(DeleteDocumentDocument, options)
  const client = useApolloClient()
  // A refused change runs no refetchQueries, yet the refusal often means the list is out of date
  // (someone else deleted or changed the document): reload it so what the user sees is true.
  const reloadAfterRefusal = useCallback(async () => {
    try {
      await client.refetchQueries({ include: [...DOCUMENT_MANAGER_REFETCH_QUERIES] })
    } catch {
      // The refusal's toast is what the user needs; a failed reload leaves the list as it was.
    }
  }, [client])

  const updateOne = useCallback(
    async (id: string, update: DocumentUpdateInput, policyId?: string | null) => {
      // A rename is held to the server's rule before it is sent: the same words, no round trip.
      const name = update.name != null ? checkDocumentName(update.name) : null
      if (name && !name.ok) {
        showToast({ title: name.message, intent: 'danger' })
        return false
      }
      try {
        await updateDocument({
          variables: { input: { id, caseId, policyId: policyId ?? null, update } },
        })
        showToast({ title: MESSAGES.documentUpdated, intent: 'success' })
        return true
      } catch (e) {
        await reloadAfterRefusal()
        showToast({ title: errorMessage(e), intent: 'danger' })
        return false
      }
    },
    [caseId, updateDocument, reloadAfterRefusal],
  )
  const updateMany = useCallback(
    async (ids: readonly string[], update: DocumentUpdateInput) => {
      if (ids.length === 0) return false
      try {
        await updateManyDocuments({ variables: { input: { ids, caseId, update } } })
        showToast({ title: MESSAGES.documentsUpdated, intent: 'success' })
        return true
      } catch (e) {
        await reloadAfterRefusal()
        showToast({ title: errorMessage(e), intent: 'danger' })
        return false
      }
    },
    [caseId, updateManyDocuments, reloadAfterRefusal],
  )
  const deleteOne = useCallback(
    async (id: string, reason?: string | null) => {
      try {
        await deleteDocument({ variables: { input: { id, reason: reason ?? null } } })
        showToast({ title: MESSAGES.documentDeleted, intent: 'success' })
        return true
      } catch (e) {
        const gone = errorCode(e) === 'NOT_FOUND'
        await reloadAfterRefusal()
        showToast({ title: errorMessage(e), intent: gone ? 'warning' : 'danger' })
        return gone
      }
    },
    [deleteDocument, reloadAfterRefusal],
  )
  return { updateOne, updateMany, deleteOne, busy: u1.loading || u2.loading || u3.loading }
}
