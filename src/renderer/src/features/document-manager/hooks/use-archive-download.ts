import { useCallback, useState } from 'react'
import type { ArchiveDocument } from '../../../../../shared/contract'
import { MESSAGES } from '../../../../../shared/messages'
import { getNativeApi } from '../../../app/native'
import { showToast } from '../../../app/toaster'

export type ArchiveProgress = { readonly done: number; readonly total: number } | null

export type ArchiveDownload = {
  readonly download: (documents: readonly ArchiveDocument[]) => Promise<void>
  /** Spec §4: on while the archive is built, off afterwards. */
  readonly inProgress: boolean
  readonly progress: ArchiveProgress
  readonly cancel: () => void
}

/**
 * Spec §4/§5/§8 download: zero documents does nothing; otherwise the main process writes one zip
 * (desktop: to the file the user picks), reporting 'archive.progress'; toasts success with the
 * count, or the failure message.
 */
export function useArchiveDownload(caseRef: string | null): ArchiveDownload {
  const [jobId, setJobId] = useState<string | null>(null)
  const [progress, setProgress] = useState<ArchiveProgress>(null)

  const download = useCallback(
    async (documents: readonly ArchiveDocument[]) => {
      // spec §5: downloading zero selected documents does nothing.
      if (documents.length === 0) return
      const api = getNativeApi()
      const id = crypto.randomUUID()
      setJobId(id)
      setProgress({ done: 0, total: documents.length })
      const off = api.on('archive.progress', (p) => {
        if (p.jobId === id) setProgress({ done: p.done, total: p.total })
      })
      try {
        const result = await api.call('archive.download', {
          caseRef,
          documents: [...documents],
          jobId: id,
        })
        if (!('cancelled' in result)) {
          showToast({
            title: MESSAGES.downloadSuccessTitle,
            description: MESSAGES.downloadSuccessDescription(result.count),
            intent: 'success',
          })
        }
      } catch {
        showToast({
          title: MESSAGES.downloadFailureTitle,
          description: MESSAGES.downloadFailureDescription,
          intent: 'danger',
        })
      } finally {
        off()
        setJobId(null)
        setProgress(null)
      }
    },
    [caseRef],
  )
  const cancel = useCallback(() => {
    if (jobId)
      void getNativeApi()
        .call('archive.cancel', { jobId })
        .catch(() => undefined)
  }, [jobId])
  return { download, inProgress: jobId !== null, progress, cancel }
}
