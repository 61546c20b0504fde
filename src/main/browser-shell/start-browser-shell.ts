/**
 * Starts the browser shell in-process: the app host (embedded case server, inbox watchers, the
 * one set of handlers) behind the HTTP host on 127.0.0.1. Used by `npm run start:browser` and by
 * the Playwright fixture.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { EventName, Events } from '../../shared/contract'
import { startAppHost, type AppHost } from '../host/app-host'
import { startEmbeddedServer } from '../host/embedded-server'
import { buildContentSecurityPolicy } from '../security/content-security-policy'
import { createEventHub } from './event-hub'
import { startBrowserHost } from './http-host'
import { createStagingArea } from './staging-area'

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
  readonly url: string
  readonly port: number
  readonly host: AppHost
  readonly close: () => Promise<void>
}

/** Starts everything; resolves once the page can be opened. */
export async function startBrowserShell(o: BrowserShellOptions): Promise<BrowserShell> {
  if (!existsSync(join(o.rendererDir, 'index.html'))) {
    throw new Error(`No built renderer in ${o.rendererDir}: run \`npx electron-vite build\``)
  }
  await mkdir(o.dataDir, { recursive: true })
  const downloadsDir = o.downloadsDir ?? join(o.dataDir, 'downloads')
  await mkdir(downloadsDir, { recursive: true })
  const tempFolder = join(tmpdir(), `cdm-browser-${randomBytes(6).toString('hex')}`)
  const staging = await createStagingArea(join(tempFolder, 'staging'))
  const hub = createEventHub()
  const host = await startAppHost({
    host: 'browser',
    dataDir: o.dataDir,
    downloadsFolder: downloadsDir,
    downloadsFolderExplicit: o.downloadsDir !== undefined,
    tempFolder,
    startEmbedded: (dir) => startEmbeddedServer(dir),
    emit: <E extends EventName>(name: E, payload: Events[E]) => hub.emit(name, payload),
    staging,
  })
  try {
    // The page's CSP names the server's origin, so the page is served once the server listens.
    await host.ready
  } catch (e) {
    await host.close()
    await staging.close()
    throw e
  }
  const http = await startBrowserHost({
    handlers: host.handlers,
    staging,
    hub,
    rendererDir: o.rendererDir,
    session: randomBytes(32).toString('base64url'),
    csp: () => {
      const s = host.settings.get()
      return buildContentSecurityPolicy({
        serverOrigins: host.serverOrigins(),
        allowHttpsContent: s.teamServer !== null || s.externalViewerEnabled,
      })
    },
    port: o.port,
  })
  return {
    url: `http://127.0.0.1:${http.port}/`,
    port: http.port,
    host,
    close: async () => {
      await http.close()
      await host.close()
      await staging.close()
    },
  }
}
