import { useApolloClient } from '@apollo/client'
import { useCallback, useState } from 'react'
import { errorMessage, getNativeApi } from '../../../app/native'
import { showToast } from '../../../app/toaster'
import { DOCUMENT_MANAGER_REFETCH_QUERIES } from './refetch'

/** Said when a file became a document's newest version. */
export const NEW_VERSION_UPLOADED = 'New version uploaded'

/**
 * Uploads one file as the newest version of a document (docs/rules.md#document-versions) through
 * the native upload pipeline (type → sign → PUT → addDocumentVersion): the renderer hands the File
 * over and never streams it itself. Resolves true when the version was registered; toasts the
 * outcome, with the server's words when it refused.
 */
export function useUploadVersion(
  caseId: string,
  lenderId: string | null,
): {
  readonly uploading: string | null
  readonly uploadVersion: (documentId: string, file: File) => Promise<boolean>
} {
  const client = useApolloClient()
  const [uploading, setUploading] = useState<string | null>(null)
  const uploadVersion = useCallback(
    async (documentId: string, file: File): Promise<boolean> => {
      const api = getNativeApi()
      setUploading(documentId)
      try {
        const started = await api.call('upload.start', {
          caseId,
          lender: lenderId,
          files: [await api.fileRef(file)],
          newVersionOf: documentId,
        })
        const { results } = await api.call('upload.result', { batchId: started.batchId })
        const r = results[0]
        if (r?.ok) {
          showToast({ title: NEW_VERSION_UPLOADED, description: r.fileName, intent: 'success' })
          await client.refetchQueries({
            include: [...DOCUMENT_MANAGER_REFETCH_QUERIES, 'DocumentVersions'],
          })
          return true
        }
        showToast({
          title: r?.serverMessage ?? r?.message ?? 'The new version was not uploaded',
          intent: 'danger',
        })
        return false
      } catch (e) {
        showToast({ title: errorMessage(e), intent: 'danger' })
        return false
      } finally {
        setUploading(null)
      }
    },
    [caseId, client, lenderId],
  )
  return { uploading, uploadVersion }
}
