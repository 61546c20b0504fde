/**
 * The desktop transport: the preload's `window.api` (IPC behind the main process's sender guard),
 * wrapped so errors reject as NativeCallError like the browser transport's.
 */
import type { CallInput, CallName, CallOutput, FileRef } from '../../../shared/contract'
type DesktopApi = NonNullable<Window['api']>
import { NativeCallError, toNativeCallError } from './native-call-error'
import type { RendererNativeApi } from './types'

/** Wraps the preload's api. */
export function createElectronTransport(api: DesktopApi): RendererNativeApi {
  return {
    transport: 'electron',
    call: async <N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> => {
      try {
        return await api.call(name, input)
      } catch (e) {
        throw toNativeCallError(e)
      }
    },
    on: (name, listener) => api.on(name, listener),
    fileRef: async (file: File): Promise<FileRef> => {
      const path = await api.pathForFile(file)
      // A File built in the page (not from the OS) has no path: nothing the main process can read.
      if (path === '') {
        throw new NativeCallError({ code: 'invalid', message: `${file.name} has no path on disk` })
      }
      return { kind: 'path', path }
    },
    startDrag: (event, doc) => {
      event.preventDefault()
      api.startDrag(doc)
    },
  }
}
