import { errorMessage, getNativeApi } from '../../../app/native'
import { showToast, type ToastInput } from '../../../app/toaster'

/**
 * The "Show in folder" action of a toast about a file the app wrote (a zip, a downloaded
 * document, an approval package): the desktop shows it in the OS file manager. Undefined in the
 * browser shell, which cannot open a file manager (its toast says where the file went instead).
 */
export function showInFolderAction(path: string): ToastInput['action'] {
  const api = getNativeApi()
  if (api.transport !== 'electron') return undefined
  return {
    text: 'Show in folder',
    onClick: () =>
      void api
        .call('file.showInFolder', { path })
        .catch((e: unknown) => showToast({ title: errorMessage(e), intent: 'danger' })),
  }
}
