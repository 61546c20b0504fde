/** `inbox.list`, `inbox.configure`, `inbox.remove`: persisted per case, watchers follow settings. */
import { resolve } from 'node:path'
import type { CallOutput, InboxConfig } from '../../../shared/contract'
import { HandlerError } from './handler-error'
import type { HandlerDeps } from '../ports'
import { isDirectory } from '../safe-paths'

/** Every configured inbox with its watcher's counts. */
export function listInboxes(deps: HandlerDeps): CallOutput<'inbox.list'> {
  return deps.settings
    .get()
    .inboxes.map((i) => ({ ...i, ...deps.services.inboxes.status(i.caseId) }))
}

/** Saves a case's inbox and (re)starts its watcher; files already there are processed. */
export async function configureInbox(input: InboxConfig, deps: HandlerDeps): Promise<InboxConfig> {
  const folder = resolve(input.folder)
  if (!(await isDirectory(folder))) throw new HandlerError('not-found', `No folder ${folder}`)
  const config: InboxConfig = { ...input, folder }
  await deps.services.inboxes.stop(config.caseId)
  await deps.settings.setInbox(config)
  await deps.services.inboxes.start(config)
  return config
}

/** Stops and forgets a case's inbox (the folder and its files stay). */
export async function removeInbox(
  caseId: string,
  deps: HandlerDeps,
): Promise<{ removed: boolean }> {
  await deps.services.inboxes.stop(caseId)
  return { removed: await deps.settings.removeInbox(caseId) }
}
