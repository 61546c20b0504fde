/**
 * The app host: what the desktop main process and the browser shell both run. Opens the
 * settings, starts the embedded case server off the critical path (or restores a team session),
 * starts the configured inbox watchers, and exposes the one set of handlers.
 */
import { join } from 'node:path'
import type { Connection, EventName, Events, PageConnection } from '../../shared/contract'
import { createChosenPaths, type ChosenPaths } from './chosen-paths'
import { createConnectionManager } from './connection-manager'
import { createHandlers, type Handlers } from './handlers/create-handlers'
import { createInboxSet } from './inbox-set'
import type {
  DesktopShell,
  EmitEvent,
  HandlerDeps,
  NativeDialogs,
  NativeDrag,
  StagingArea,
} from './ports'
import { createShellServices } from './services-adapter'
import { openSettingsStore, type SettingsStore } from './settings-store'

/** A running embedded case server. */
export type EmbeddedServer = {
  /** Its origin, e.g. http://127.0.0.1:54321. */
  readonly origin: string
  readonly graphqlUrl: string
  /** The per-launch secret every call must carry. */
  readonly token: string
  /** What the user must be told about this start (a database folder set aside). */
  readonly notices: readonly string[]
  readonly close: () => Promise<void>
}

export type AppHostOptions = {
  readonly host: 'desktop' | 'browser'
  /** The app's data folder: settings, the embedded database and objects, the team session. */
  readonly dataDir: string
  readonly downloadsFolder: string
  readonly downloadsFolderExplicit?: boolean
  readonly tempFolder: string
  /** Starts the embedded server (PGlite under `dataDir`). */
  readonly startEmbedded: (dataDir: string) => Promise<EmbeddedServer>
  readonly emit: EmitEvent
  readonly dialogs?: NativeDialogs
  readonly openExternal?: (url: string) => Promise<void>
  readonly drag?: NativeDrag
  readonly desktopShell?: DesktopShell
  readonly staging?: StagingArea
  /** Browser shell: the connection as the page sees it (see PageConnection). */
  readonly pageConnection?: (c: Connection) => PageConnection
}

export type AppHost = {
  readonly handlers: Handlers
  readonly settings: SettingsStore
  /** Paths the user chose; the desktop's preload adds the paths of dropped files here. */
  readonly chosen: ChosenPaths
  /** Resolves with the first connection (embedded, or the restored team session). */
  readonly ready: Promise<Connection>
  /** The server the app talks to now (throws while the embedded server starts). */
  readonly connection: () => Connection
  /** The embedded server's origin once it listens (for the CSP), else null. */
  readonly embeddedOrigin: () => string | null
  /** Origins the page may talk to now: the embedded server and a configured team server. */
  readonly serverOrigins: () => string[]
  readonly close: () => Promise<void>
}

/** Opens settings and starts everything; returns at once, `ready` settles when a server is up. */
export async function startAppHost(o: AppHostOptions): Promise<AppHost> {
  const settings = await openSettingsStore(join(o.dataDir, 'settings.json'))
  let embedded: EmbeddedServer | null = null
  const embeddedStart = o.startEmbedded(join(o.dataDir, 'case-server')).then((server) => {
    embedded = server
    return {
      graphqlUrl: server.graphqlUrl,
      token: server.token,
      mode: 'embedded' as const,
      ...(server.notices.length > 0 ? { notices: server.notices } : {}),
    }
  })
  const connection = createConnectionManager({
    embedded: embeddedStart,
    sessionFile: join(o.dataDir, 'team-session.json'),
  })
  const emit: EmitEvent = <E extends EventName>(name: E, payload: Events[E]) =>
    o.emit(name, payload)
  const inboxes = createInboxSet({
    connection: () => connection.ready(),
    providerName: () => settings.get().providerName,
    emit,
  })
  const chosen = createChosenPaths()
  const deps: HandlerDeps = {
    chosen,
    desktopShell: o.desktopShell,
    pageConnection: o.pageConnection,
    host: o.host,
    settings,
    services: createShellServices(inboxes),
    connection,
    emit,
    dialogs: o.dialogs,
    openExternal: o.openExternal,
    drag: o.drag,
    staging: o.staging,
    downloadsFolder: o.downloadsFolder,
    downloadsFolderExplicit: o.downloadsFolderExplicit,
    tempFolder: o.tempFolder,
    dataDir: o.dataDir,
  }
  const handlers = createHandlers(deps)

  const team = settings.get().teamServer
  const ready = (async () => {
    if (team !== null) {
      const restored = await connection.restoreTeam(team.url)
      if (restored !== null) return restored
    }
    return connection.ready()
  })()
  // Inbox watchers start once a server is there; one failing folder must not stop the others.
  void ready
    .then(async () => {
      for (const inbox of settings.get().inboxes) {
        await inboxes.start(inbox).catch((e: unknown) => {
          console.warn(`inbox ${inbox.caseId} (${inbox.folder}): ${(e as Error).message}`)
        })
      }
    })
    .catch(() => undefined)

  return {
    handlers,
    settings,
    chosen,
    ready,
    connection: () => connection.current(),
    embeddedOrigin: () => embedded?.origin ?? null,
    serverOrigins: () => {
      const origins: string[] = []
      if (embedded !== null) origins.push(embedded.origin)
      const t = settings.get().teamServer
      if (t !== null) origins.push(new URL(t.url).origin)
      return origins
    },
    close: async () => {
      handlers.abortAll()
      await inboxes.stopAll()
      // Wait for a start still in flight, so a quick quit never leaves the server running.
      await embeddedStart.catch(() => undefined)
      await (embedded as EmbeddedServer | null)?.close().catch(() => undefined)
    },
  }
}
