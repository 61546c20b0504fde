/**
 * One implementation of every contract call (docs/architecture.md#contract):
 * the desktop IPC guard and the browser shell's HTTP host both call `dispatch`, which validates
 * the payload with the contract's zod schema and returns a `CallEnvelope` — never throws.
 */
import {
  calls,
  type ArchiveResult,
  type CallEnvelope,
  type CallName,
  type CallOutput,
  type CallPayload,
  type Connection,
  type PageConnection,
} from '../../../shared/contract'
import { createJobs } from '../jobs'
import { cancelArchive, downloadDocument, startArchive, startDrag } from './archive-handlers'
import { saveApprovalPackage } from './approval-handlers'
import { HandlerError, toApiError } from './handler-error'
import { openFolder, pickFolder, showInFolder } from './folder-handlers'
import { configureInbox, inboxStatus, listInboxes, removeInbox } from './inbox-handlers'
import type { HandlerDeps } from '../ports'
import { isSafeExternalUrl } from '../../security/url-policy'
import { startUpload, type UploadJobs } from './upload-handler'

type Impl = { [N in CallName]: (input: CallPayload<N>) => Promise<CallOutput<N>> }

export type Handlers = {
  /** Validates `rawInput` against the contract and runs the call. */
  readonly dispatch: (name: string, rawInput: unknown) => Promise<CallEnvelope<unknown>>
  /** Aborts running uploads and archive jobs (app quit). */
  readonly abortAll: () => void
}

/** True when `name` is a call of the contract. */
export function isCallName(name: string): name is CallName {
  return Object.prototype.hasOwnProperty.call(calls, name)
}

/** Builds the handlers over their dependencies. */
export function createHandlers(deps: HandlerDeps): Handlers {
  const archives = createJobs<ArchiveResult>('archive')
  const uploads: UploadJobs = createJobs('upload')
  /** What the page gets to know of a connection (the browser shell keeps the token). */
  const forPage = (c: Connection): PageConnection => deps.pageConnection?.(c) ?? c

  /** After a switch of server, the inbox watchers upload to the new one. */
  const restartInboxes = async (): Promise<void> => {
    for (const inbox of deps.settings.get().inboxes) {
      await deps.services.inboxes.start(inbox).catch((e: unknown) => {
        console.warn(`inbox ${inbox.caseId}: ${(e as Error).message}`)
      })
    }
  }

  const impl: Impl = {
    'app.connection': async () => forPage(await deps.connection.ready()),
    'settings.get': async () => deps.settings.get(),
    // Only what the page owns (the schema is strict): see PageSettingsSchema.
    'settings.update': (patch) => deps.settings.update(patch),
    'team.login': async ({ url, email, password }) => {
      const connection = await deps.connection.loginTeam(url, email, password)
      await deps.settings.update({ teamServer: { url, email } })
      await restartInboxes()
      deps.emit('connection.changed', forPage(connection))
      return forPage(connection)
    },
    'team.logout': async () => {
      const connection = await deps.connection.useEmbedded()
      await deps.settings.update({ teamServer: null })
      await restartInboxes()
      deps.emit('connection.changed', forPage(connection))
      return forPage(connection)
    },
    'files.pick': async () => {
      if (deps.dialogs === undefined) {
        throw new HandlerError('unsupported', 'The browser shell uses the page’s own file input')
      }
      const paths = await deps.dialogs.openFiles({ title: 'Choose documents to upload' })
      for (const path of paths) deps.chosen.files.add(path)
      return paths.map((path) => ({ kind: 'path' as const, path }))
    },
    'folder.pick': (input) => pickFolder(input.title, deps),
    'folder.open': (input) => openFolder(input.path, deps),
    'file.showInFolder': (input) => showInFolder(input.path, deps),
    'upload.start': (input) => startUpload(input, deps, uploads),
    'upload.result': (input) => uploads.result(input.batchId),
    'upload.cancel': async (input) => ({ cancelled: uploads.cancel(input.batchId) }),
    'archive.download': async (input) => startArchive(input, deps, archives),
    'archive.result': (input) => archives.result(input.jobId),
    'archive.cancel': async (input) => cancelArchive(input, archives),
    'approvalPackage.save': (input) => saveApprovalPackage(input, deps),
    'document.download': (input) => downloadDocument(input, deps),
    'document.startDrag': (input) => startDrag(input, deps),
    'inbox.list': async () => listInboxes(deps),
    'inbox.status': async (input) => inboxStatus(input.caseId, deps),
    'inbox.configure': (input) => configureInbox(input, deps),
    'inbox.remove': (input) => removeInbox(input.caseId, deps),
    'shell.openExternal': async ({ url }) => {
      if (!isSafeExternalUrl(url)) throw new HandlerError('forbidden', 'Only https links open')
      if (deps.openExternal === undefined) {
        throw new HandlerError('unsupported', 'The browser shell opens links itself')
      }
      await deps.openExternal(url)
    },
  }

  return {
    dispatch: async (name, rawInput) => {
      if (!isCallName(name)) {
        return { ok: false, error: { code: 'unknown-call', message: `Unknown call ${name}` } }
      }
      const parsed = calls[name].input.safeParse(rawInput ?? {})
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
        return {
          ok: false,
          error: { code: 'invalid', message: `Invalid ${name} payload: ${where}${issue?.message}` },
        }
      }
      try {
        const run = impl[name] as (input: unknown) => Promise<unknown>
        return { ok: true, result: await run(parsed.data) }
      } catch (e) {
        return { ok: false, error: toApiError(e) }
      }
    },
    abortAll: () => {
      uploads.abortAll()
      archives.abortAll()
    },
  }
}
