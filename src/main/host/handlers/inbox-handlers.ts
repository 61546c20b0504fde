/** `inbox.list`, `inbox.configure`, `inbox.remove`: persisted per case, watchers follow settings. */
import { resolve } from 'node:path'
import type { CallOutput, InboxConfig, InboxState } from '../../../shared/contract'
import { HandlerError } from './handler-error'
import type { HandlerDeps } from '../ports'
import { inboxFolderRefusal } from '../inbox-folder-rules'

/** Every configured inbox with its watcher's counts. */
export function listInboxes(deps: HandlerDeps): CallOutput<'inbox.list'> {
  return deps.settings.get().inboxes.map((i) => {
    const { pending, failed } = deps.services.inboxes.status(i.caseId)
    return { ...i, pending, failed }
  })
}

/** One case's inbox: configured or not, watched or not, and how many files wait. */
export function inboxStatus(caseId: string, deps: HandlerDeps): InboxState {
  const config = deps.settings.get().inboxes.find((i) => i.caseId === caseId)
  const status = deps.services.inboxes.status(caseId)
  return {
    caseId,
    folder: config?.folder ?? null,
    watching: status.watching,
    pending: status.pending,
    failed: status.failed,
    usePolling: config?.usePolling ?? false,
    categoryId: config?.categoryId ?? null,
    ...(config !== undefined && status.problem ? { problem: status.problem } : {}),
  }
}

/** Saves a case's inbox and (re)starts its watcher; files already there are processed. */
export async function configureInbox(input: InboxConfig, deps: HandlerDeps): Promise<InboxConfig> {
  const refusal = await inboxFolderRefusal(input.folder, input.caseId, deps)
  if (refusal !== null) throw new HandlerError(refusal.code, refusal.message)
  const folder = resolve(input.folder)
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
