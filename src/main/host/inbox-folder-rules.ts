/**
 * Which folder may become a case's watched inbox. Everything in an inbox is uploaded to the case,
 * so a folder chosen by someone else than the user would hand its files to the server.
 *
 * Desktop: only a folder the user picked in the folder dialog (or the one the case has already).
 * Browser shell: there is no native dialog, so the page sends a typed path; it must be an
 * absolute path of an existing folder this user may write (the inbox moves files into
 * `processed/` and `failed/`), neither a file-system root nor the home folder itself, not hidden
 * (`~/.ssh`) and not inside the app's own data folder.
 */
import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import { homedir } from 'node:os'
import { isAbsolute, parse, relative, resolve, sep } from 'node:path'
import type { HandlerDeps } from './ports'
import { isDirectory } from './safe-paths'

/** Why a typed folder may not be an inbox (a pure rule, before touching the disk), or null. */
export function typedFolderRefusal(
  folder: string,
  context: { readonly home: string; readonly dataDir: string },
): string | null {
  if (!isAbsolute(folder)) return 'Give the full path of the folder (starting with / or a drive)'
  const path = resolve(folder)
  if (parse(path).root === path) return 'A whole drive cannot be an inbox: choose a folder in it'
  if (path === resolve(context.home))
    return 'Your home folder cannot be an inbox: choose a folder in it'
  if (path.split(sep).some((part) => part.startsWith('.'))) {
    return 'A hidden folder cannot be an inbox'
  }
  const rel = relative(resolve(context.dataDir), path)
  if (rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))) {
    return 'The app’s own data folder cannot be an inbox'
  }
  return null
}

/** The refusal for `folder` as the inbox of `caseId`, or null when it may be used. */
export async function inboxFolderRefusal(
  folder: string,
  caseId: string,
  deps: HandlerDeps,
): Promise<{ code: 'forbidden' | 'not-found' | 'invalid'; message: string } | null> {
  const current = deps.settings.get().inboxes.find((i) => i.caseId === caseId)?.folder
  const keeps = current !== undefined && resolve(current) === resolve(folder)
  if (deps.host === 'desktop' && !keeps && !deps.chosen.folders.has(folder)) {
    return { code: 'forbidden', message: 'Choose the inbox folder with “Choose folder…”' }
  }
  if (deps.host === 'browser' && !keeps) {
    const refusal = typedFolderRefusal(folder, { home: homedir(), dataDir: deps.dataDir })
    if (refusal !== null) return { code: 'invalid', message: refusal }
  }
  if (!(await isDirectory(folder))) return { code: 'not-found', message: `No folder ${folder}` }
  const writable = await access(folder, constants.R_OK | constants.W_OK).then(
    () => true,
    () => false,
  )
  if (!writable) {
    return { code: 'forbidden', message: `The app may not read and write ${folder}` }
  }
  return null
}
