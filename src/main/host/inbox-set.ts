/**
 * The running inbox watchers, one per case (docs/architecture.md#inbox-flow), over the services'
 * watcher. Each uses an upload pipeline for the connection current when it starts; activity and new
 * documents are forwarded as contract events.
 */
import type { Connection, InboxConfig } from '../../shared/contract'
import { createInboxWatcher, type InboxWatcher } from '../services/inbox-watcher'
import type { EmitEvent, ShellServices } from './ports'
import { pipelineFor, withProviderName } from '../services/pipeline-for-connection'

/** Creates the set; `connection` is read when a watcher starts. */
export function createInboxSet(options: {
  readonly connection: () => Promise<Connection>
  readonly providerName: () => string
  readonly emit: EmitEvent
  readonly log?: (message: string) => void
}): ShellServices['inboxes'] {
  const running = new Map<string, { watcher: InboxWatcher; unsubscribe: Array<() => void> }>()
  /** Why a case's watcher could not start, until it starts or is stopped. */
  const problems = new Map<string, string>()
  const log = options.log ?? ((m: string) => console.warn(m))

  const stop = async (caseId: string) => {
    problems.delete(caseId)
    const entry = running.get(caseId)
    if (entry === undefined) return
    running.delete(caseId)
    for (const u of entry.unsubscribe) u()
    await entry.watcher.stop()
  }

  return {
    start: async (config: InboxConfig) => {
      await stop(config.caseId)
      const connection = await options.connection()
      const watcher = createInboxWatcher({
        config,
        pipeline: withProviderName(pipelineFor(connection), options.providerName),
      })
      const unsubscribe = [
        watcher.on('inbox.activity', (p) => options.emit('inbox.activity', p)),
        watcher.on('documents.changed', (p) => options.emit('documents.changed', p)),
        watcher.on('error', (e) => log(`inbox ${config.caseId}: ${e.message}`)),
      ]
      running.set(config.caseId, { watcher, unsubscribe })
      try {
        await watcher.start()
      } catch (e) {
        await stop(config.caseId)
        problems.set(config.caseId, (e as Error).message)
        throw e
      }
    },
    stop,
    status: (caseId) => {
      const entry = running.get(caseId)
      if (entry !== undefined) return { ...entry.watcher.counts(), watching: true }
      const problem = problems.get(caseId)
      return { pending: 0, failed: 0, watching: false, ...(problem ? { problem } : {}) }
    },
    stopAll: async () => {
      await Promise.all([...running.keys()].map((id) => stop(id)))
    },
  }
}
