import { useCallback } from 'react'
import { MESSAGES } from '../../../../../shared/messages'
import { errorMessage, getNativeApi } from '../../../app/native'
import { showToast } from '../../../app/toaster'
import type { ManagedDocument } from '../model/types'
import { showInFolderAction } from './show-in-folder'

/**
 * Downloads one document through the main process (desktop: a save dialog; browser shell: its
 * downloads folder) and says where it went; failures toast 'Network response was not ok' when the
 * main process gives no reason. On the desktop the toast offers "Show in folder".
 */
export function useSingleDownload(): (d: ManagedDocument) => Promise<void> {
  return useCallback(async (d: ManagedDocument) => {
    if (!d.signed) return
    try {
      const result = await getNativeApi().call('document.download', {
        url: d.signed,
        fileName: d.name,
      })
      if (!('cancelled' in result))
        showToast({
          title: MESSAGES.downloadSuccessTitle,
          description: result.path,
          intent: 'success',
          action: showInFolderAction(result.path),
        })
    } catch (e) {
      showToast({ title: errorMessage(e) || MESSAGES.networkResponseNotOk, intent: 'danger' })
    }
  }, [])
}
