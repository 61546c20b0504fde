/**
 * One implementation of every contract call (ARCHITECTURE.md, "one contract, two transports"):
 * the desktop IPC guard and the browser shell's HTTP host both call `dispatch`, which validates
 * the payload with the contract's zod schema and returns a `CallEnvelope` — never throws.
 */
import type { z } from 'zod'
import {
  calls,
  type CallEnvelope,
  type CallName,
  type CallOutput,
  type Settings,
} from '../../../shared/contract'
import {
  cancelArchive,
  downloadArchive,
  downloadDocument,
  startDrag,
  type ArchiveJobs,
} from './archive-handlers'
import { HandlerError, toApiError } from './handler-error'
import { configureInbox, listInboxes, removeInbox } from './inbox-handlers'
import type { HandlerDeps } from '../ports'
import { isSafeExternalUrl } from '../../security/url-policy'
import { startUpload } from './upload-handler'

type In<N extends CallName> = z.output<(typeof calls)[N]['input']>
type Impl = { [N in CallName]: (input: In<N>) => Promise<CallOutput<N>> }

export type Handlers = {
  /** Validates `rawInput` against the contract and runs the call. */
  readonly dispatch: (name: string, rawInput: unknown) => Promise<CallEnvelope<unknown>>
  /** Aborts running archive jobs (app quit). */
  readonly abortAll: () => void
}

/** True when `name` is a call of the contract. */
export function isCallName(name: string): name is CallName {
  return Object.prototype.hasOwnProperty.call(calls, name)
}

/** Builds the handlers over their dependencies. */
export function createHandlers(deps: HandlerDeps): Handlers {
  const jobs: ArchiveJobs = new Map()

  const updateSettings = async (patch: Partial<Settings>): Promise<Settings> => {
    const before = deps.settings.get().inboxes
    const next = await deps.settings.update(patch)
    if (patch.inboxes !== undefined) {
      // Inboxes set through settings: watchers follow (removed stop, new or changed restart).
      for (const old of before) {
        const now = next.inboxes.find((i) => i.caseId === old.caseId)
        if (JSON.stringify(now) !== JSON.stringify(old))
          await deps.services.inboxes.stop(old.caseId)
      }
      for (const inbox of next.inboxes) {
        const old = before.find((i) => i.caseId === inbox.caseId)
        if (JSON.stringify(old) !== JSON.stringify(inbox)) await deps.services.inboxes.start(inbox)
      }
    }
    return next
  }

  /** After a switch of server, the inbox watchers upload to the new one. */
  const restartInboxes = async (): Promise<void> => {
    for (const inbox of deps.settings.get().inboxes) {
      await deps.services.inboxes.start(inbox).catch((e: unknown) => {
        console.warn(`inbox ${inbox.caseId}: ${(e as Error).message}`)
      })
    }
  }

  const impl: Impl = {
    'app.connection': () => deps.connection.ready(),
    'settings.get': async () => deps.settings.get(),
    'settings.update': (patch) => updateSettings(patch),
    'team.login': async ({ url, email, password }) => {
      const connection = await deps.connection.loginTeam(url, email, password)
      await deps.settings.update({ teamServer: { url, email } })
      await restartInboxes()
      deps.emit('connection.changed', connection)
      return connection
    },
    'team.logout': async () => {
      const connection = await deps.connection.useEmbedded()
      await deps.settings.update({ teamServer: null })
      await restartInboxes()
      deps.emit('connection.changed', connection)
      return connection
    },
    'files.pick': async () => {
      if (deps.dialogs === undefined) {
        throw new HandlerError('unsupported', 'The browser shell uses the page’s own file input')
      }
      const paths = await deps.dialogs.openFiles({ title: 'Choose documents to upload' })
      return paths.map((path) => ({ kind: 'path' as const, path }))
    },
    'upload.start': (input) => startUpload(input, deps),
    'archive.download': (input) => downloadArchive(input, deps, jobs),
    'archive.cancel': async (input) => cancelArchive(input, jobs),
    'document.download': (input) => downloadDocument(input, deps),
    'document.startDrag': (input) => startDrag(input, deps),
    'inbox.list': async () => listInboxes(deps),
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
      for (const c of jobs.values()) c.abort()
    },
  }
}
