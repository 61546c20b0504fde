/** The NativeDialogs port over Electron's dialog module, parented to our window. */
import { dialog, type BrowserWindow } from 'electron'
import { ACCEPTED_UPLOAD_TYPES } from '../shared/file-types'
import type { NativeDialogs } from './host/ports'

const uploadExtensions = [
  ...new Set(Object.values(ACCEPTED_UPLOAD_TYPES).flatMap((exts) => exts.map((e) => e.slice(1)))),
]

/** Dialogs attached to the window `win()` returns (modal when there is one). */
export function createNativeDialogs(win: () => BrowserWindow | null): NativeDialogs {
  return {
    saveFile: async (o) => {
      const parent = win()
      const options = {
        title: o.title,
        defaultPath: o.defaultPath,
        filters: o.filters?.map((f) => ({ ...f })),
      }
      const r = parent
        ? await dialog.showSaveDialog(parent, options)
        : await dialog.showSaveDialog(options)
      return r.canceled || !r.filePath ? null : r.filePath
    },
    openFiles: async (o) => {
      const parent = win()
      const options = {
        title: o.title,
        properties: ['openFile' as const, 'multiSelections' as const],
        filters: o.filters?.map((f) => ({ ...f })) ?? [
          { name: 'Supported documents', extensions: uploadExtensions },
        ],
      }
      const r = parent
        ? await dialog.showOpenDialog(parent, options)
        : await dialog.showOpenDialog(options)
      return r.canceled ? [] : r.filePaths
    },
    pickFolder: async (o) => {
      const parent = win()
      const options = {
        title: o.title,
        defaultPath: o.defaultPath,
        properties: ['openDirectory' as const, 'createDirectory' as const],
      }
      const r = parent
        ? await dialog.showOpenDialog(parent, options)
        : await dialog.showOpenDialog(options)
      return r.canceled || r.filePaths.length === 0 ? null : r.filePaths[0]!
    },
  }
}
