/**
 * Starts the browser shell in-process: the app host (embedded case server, inbox watchers, the
 * one set of handlers) behind the HTTP host on 127.0.0.1. Used by `npm run start:browser` and by
 * the Playwright fixture.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { EventName, Events } from '../../shared/contract'
import { BROWSER_API } from '../../shared/contract/transport'
import { startAppHost, type AppHost } from '../host/app-host'
import { reserveLoopbackPort, startEmbeddedServer } from '../host/embedded-server'
import { buildContentSecurityPolicy } from '../security/content-security-policy'
import { createEventHub } from './event-hub'
import { startBrowserHost } from './http-host'
import { createLaunchTokens, LAUNCH_PARAM } from './request-guard'
import { createStagingArea } from './staging-area'
import { claimTempFolder, sweepStaleTempFolders, TEMP_PREFIX } from './stale-temp-folders'

export type BrowserShellOptions = {
  /** 0 or absent: a random free port. */
  readonly port?: number
  readonly dataDir: string
  /** Where archives and downloads are written; default `<dataDir>/downloads`. */
  readonly downloadsDir?: string
  /** The built renderer (out/renderer). */
  readonly rendererDir: string
}

export type BrowserShell = {
  /** The shell's origin with a trailing slash: `http://127.0.0.1:<port>/` (no session). */
  readonly url: string
  /** A new printed link: the origin with a one-time launch token that buys the session. */
  readonly launchUrl: () => string
  readonly port: number
  readonly host: AppHost
  readonly close: () => Promise<void>
}

/**
 * Starts everything; resolves once the page can be opened, which is before the embedded server
 * is ready (`host.ready`): the page shows its loading state until then.
 */
export async function startBrowserShell(o: BrowserShellOptions): Promise<BrowserShell> {
  if (!existsSync(join(o.rendererDir, 'index.html'))) {
    throw new Error(`No built renderer in ${o.rendererDir}: run \`npx electron-vite build\``)
  }
  await mkdir(o.dataDir, { recursive: true })
  const downloadsDir = o.downloadsDir ?? join(o.dataDir, 'downloads')
  await mkdir(downloadsDir, { recursive: true })
  // Staged files of shells that were killed: nobody else will remove them.
  const swept = await sweepStaleTempFolders(tmpdir())
  if (swept.length > 0) console.error(`removed ${swept.length} staging folder(s) of stopped shells`)
  const tempFolder = join(tmpdir(), `${TEMP_PREFIX}${randomBytes(6).toString('hex')}`)
  const staging = await createStagingArea(join(tempFolder, 'staging'))
  await claimTempFolder(tempFolder)
  const hub = createEventHub()
  // The page is served at once, before the server is ready (it shows its loading state until
  // 'app.connection' answers): its CSP names the port reserved for the server now.
  const serverPort = await reserveLoopbackPort()
  const plannedOrigin = `http://127.0.0.1:${serverPort}`
  const host = await startAppHost({
    host: 'browser',
    dataDir: o.dataDir,
    downloadsFolder: downloadsDir,
    downloadsFolderExplicit: o.downloadsDir !== undefined,
    tempFolder,
    startEmbedded: (dir) =>
      startEmbeddedServer(dir, {
        port: serverPort,
        pgliteTemplate: join(o.rendererDir, '..', 'pglite-template'),
      }),
    emit: <E extends EventName>(name: E, payload: Events[E]) => hub.emit(name, payload),
    staging,
    // The page reaches GraphQL through the host's proxy and never sees the server's token.
    pageConnection: (c) => ({
      graphqlUrl: BROWSER_API.graphql,
      token: null,
      mode: c.mode,
      ...(c.notices ? { notices: c.notices } : {}),
    }),
  })
  // A server that cannot start is reported by the page (its 'app.connection' call fails).
  host.ready.catch((e: unknown) => console.error('case server failed to start:', e))
  const launchTokens = createLaunchTokens()
  const http = await startBrowserHost({
    handlers: host.handlers,
    staging,
    hub,
    rendererDir: o.rendererDir,
    session: randomBytes(32).toString('base64url'),
    launchTokens,
    connection: () => host.ready.then(() => host.connection()),
    csp: () => {
      const s = host.settings.get()
      return buildContentSecurityPolicy({
        serverOrigins: [plannedOrigin, ...host.serverOrigins()],
        allowHttpsContent: s.teamServer !== null || s.externalViewerEnabled,
      })
    },
    port: o.port,
  })
  const url = `http://127.0.0.1:${http.port}/`
  return {
    url,
    launchUrl: () => `${url}?${LAUNCH_PARAM}=${launchTokens.mint()}`,
    port: http.port,
    host,
    close: async () => {
      await http.close()
      await host.close()
      await staging.close()
      await rm(tempFolder, { recursive: true, force: true })
    },
  }
}
