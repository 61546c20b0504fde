/**
 * `folder.pick`, `folder.open`, `file.showInFolder`: the desktop's folder picker and file manager.
 * Only folders the user picked or the app uses (inboxes, downloads) open, and only files the app
 * wrote are shown: the page cannot make the OS open what it names.
 */
import { dirname, resolve } from 'node:path'
import type { CallOutput } from '../../../shared/contract'
import type { HandlerDeps } from '../ports'
import { isDirectory, isFile } from '../safe-paths'
import { HandlerError } from './handler-error'

function desktopOnly<T>(port: T | undefined, what: string): T {
  if (port === undefined) {
    throw new HandlerError('unsupported', `${what} is available in the desktop app only`)
  }
  return port
}

/** The native folder picker; the folder it returns becomes one the user chose. */
export async function pickFolder(
  title: string | undefined,
  deps: HandlerDeps,
): Promise<CallOutput<'folder.pick'>> {
  const dialogs = desktopOnly(deps.dialogs, 'The folder picker')
  const path = await dialogs.pickFolder({
    title: title ?? 'Choose a folder',
    defaultPath: deps.settings.get().lastDownloadFolder ?? deps.downloadsFolder,
  })
  if (path === null) return { cancelled: true }
  deps.chosen.folders.add(path)
  return { path }
}

/** Folders the app may open: inboxes, the downloads folders, and folders the user picked. */
function mayOpen(folder: string, deps: HandlerDeps): boolean {
  const s = deps.settings.get()
  const known = [
    ...s.inboxes.map((i) => i.folder),
    deps.downloadsFolder,
    ...(s.lastDownloadFolder ? [s.lastDownloadFolder] : []),
  ].map((p) => resolve(p))
  return known.includes(resolve(folder)) || deps.chosen.folders.has(folder)
}

/** Opens a folder the app knows in the OS file manager. */
export async function openFolder(path: string, deps: HandlerDeps): Promise<void> {
  const shell = desktopOnly(deps.desktopShell, 'Opening a folder')
  if (!mayOpen(path, deps)) {
    throw new HandlerError('forbidden', 'Only the inbox and download folders can be opened')
  }
  if (!(await isDirectory(path))) throw new HandlerError('not-found', `No folder ${path}`)
  await shell.openFolder(resolve(path))
}

/** Shows a file the app wrote (an archive, a download) selected in its folder. */
export async function showInFolder(path: string, deps: HandlerDeps): Promise<void> {
  const shell = desktopOnly(deps.desktopShell, 'Show in folder')
  if (!deps.chosen.written.has(path)) {
    throw new HandlerError('forbidden', 'Only files the app saved can be shown')
  }
  if (!(await isFile(path))) {
    throw new HandlerError('not-found', `${path} is no longer in ${dirname(path)}`)
  }
  shell.showItemInFolder(resolve(path))
}
