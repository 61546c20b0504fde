import { useCallback, useState } from 'react'
import { MESSAGES } from '../../../../../shared/messages'
import { getNativeApi } from '../../../app/native'
import { showToast } from '../../../app/toaster'
import { archiveSavedToast } from '../model/archive-outcome'
import { showInFolderAction } from './show-in-folder'

export type ArchiveProgress = { readonly done: number; readonly total: number } | null

export type ArchiveDownload = {
  /** `fileName`: the archive's name (the user's pattern); without it, the standard rule. */
  readonly download: (documentIds: readonly string[], fileName?: string) => Promise<void>
  /** docs/rules.md#download: on while the archive is built, off afterwards. */
  readonly inProgress: boolean
  readonly progress: ArchiveProgress
  readonly cancel: () => void
}

/**
 * docs/rules.md#download, docs/rules.md#archive, docs/rules.md#messages: zero documents does
 * nothing; otherwise the main process writes one zip of the case's documents by id (desktop: to the
 * file the user picks), reporting 'archive.progress' under the job id it minted; toasts success
 * with the count and where the zip was written ("Show in folder" on the desktop), or the failure
 * message.
 */
export function useArchiveDownload(caseId: string): ArchiveDownload {
  const [jobId, setJobId] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<ArchiveProgress>(null)

  const download = useCallback(
    async (documentIds: readonly string[], fileName?: string) => {
      // docs/rules.md#archive: downloading zero selected documents does nothing.
      if (documentIds.length === 0) return
      const api = getNativeApi()
      setBusy(true)
      let id: string | null = null
      const off = api.on('archive.progress', (p) => {
        if (p.jobId === id) setProgress({ done: p.done, total: p.total })
      })
      try {
        id = (
          await api.call('archive.download', {
            caseId,
            documentIds: [...documentIds],
            ...(fileName ? { fileName } : {}),
          })
        ).jobId
        setJobId(id)
        const result = await api.call('archive.result', { jobId: id })
        if (!('cancelled' in result)) {
          showToast({ ...archiveSavedToast(result), action: showInFolderAction(result.path) })
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
        setBusy(false)
        setProgress(null)
      }
    },
    [caseId],
  )
  const cancel = useCallback(() => {
    if (jobId)
      void getNativeApi()
        .call('archive.cancel', { jobId })
        .catch(() => undefined)
  }, [jobId])
  return { download, inProgress: busy, progress, cancel }
}
