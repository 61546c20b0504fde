/**
 * The Electron main process. Order matters:
 * 1. the app:// scheme and the single-instance lock, before 'ready';
 * 2. on 'ready': settings, session hardening, the IPC contract, the window — at once;
 * 3. the embedded case server starts on a worker thread (PGlite, 127.0.0.1, a reserved random
 *    port, a per-launch token); the renderer shows its loading state until `app.connection`.
 */
import { app, nativeImage, session, shell, type BrowserWindow } from 'electron'
import { join } from 'node:path'
import type { EventName, Events } from '../shared/contract'
import { APP_ORIGIN, handleAppProtocol, registerAppScheme } from './app-protocol'
import { DRAG_ICON_DATA_URL } from './drag-icon'
import { startAppHost, type AppHost } from './host/app-host'
import { reserveLoopbackPort } from './host/embedded-server'
import { startEmbeddedServerThread } from './host/embedded-server-thread'
import { isSafeExternalUrl } from './security/url-policy'
import { registerChosenFiles, registerContract, sendEvent } from './ipc/register-contract'
import { createMainWindow } from './main-window'
import { createNativeDialogs } from './native-dialogs'
import {
  buildContentSecurityPolicy,
  DEV_SCRIPT_NONCE_ENV,
  originOf,
} from './security/content-security-policy'
import { guardAllWebContents, hardenSession } from './session-hardening'

const devServerUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined
const appOrigin = devServerUrl ? (originOf(devServerUrl) ?? APP_ORIGIN) : APP_ORIGIN

registerAppScheme()

/** The initialised database folder made at build time (`npm run build:template`). */
function pgliteTemplatePath(): string {
  return app.isPackaged
    ? join(process.resourcesPath, 'pglite-template')
    : join(app.getAppPath(), 'out', 'pglite-template')
}

if (!app.requestSingleInstanceLock()) {
  // Another instance owns the data folder (PGlite is single-writer): hand over and leave.
  app.quit()
} else {
  let win: BrowserWindow | null = null
  let host: AppHost | null = null

  app.on('second-instance', () => {
    if (win === null) return
    if (win.isMinimized()) win.restore()
    win.focus()
  })

  app.on('window-all-closed', () => app.quit())

  let quitting = false
  app.on('before-quit', (event) => {
    if (quitting || host === null) return
    // Close the embedded server and the inbox watchers before the process goes.
    event.preventDefault()
    quitting = true
    void host.close().finally(() => app.quit())
  })

  void app.whenReady().then(async () => {
    guardAllWebContents(appOrigin)
    const dataDir = app.getPath('userData')
    const port = await reserveLoopbackPort()
    const plannedOrigin = `http://127.0.0.1:${port}`
    const dragIcon = nativeImage.createFromDataURL(DRAG_ICON_DATA_URL)

    const emit = <E extends EventName>(name: E, payload: Events[E]) =>
      sendEvent(win?.webContents ?? null, name, payload)
    host = await startAppHost({
      host: 'desktop',
      dataDir,
      downloadsFolder: app.getPath('downloads'),
      tempFolder: join(app.getPath('temp'), 'case-document-manager'),
      startEmbedded: (dir) => startEmbeddedServerThread(dir, port, pgliteTemplatePath()),
      emit: (name, payload) => {
        emit(name, payload)
        // The page's CSP names the servers it may reach: a switch of server needs a fresh page.
        if (name === 'connection.changed') setTimeout(() => win?.webContents.reload(), 250)
      },
      dialogs: createNativeDialogs(() => win),
      openExternal: async (url) => {
        if (!isSafeExternalUrl(url)) throw new Error('Only https links open')
        await shell.openExternal(url)
      },
      drag: {
        start: (file) => win?.webContents.startDrag({ file, icon: dragIcon }),
      },
      desktopShell: {
        openFolder: async (folder) => {
          // shell.openPath answers with the OS's reason ('' on success) rather than throwing.
          const reason = await shell.openPath(folder)
          if (reason !== '') throw new Error(reason)
        },
        showItemInFolder: (file) => shell.showItemInFolder(file),
      },
    })
    host.ready.catch((e: unknown) => console.error('case server failed to start:', e))

    const appHost = host
    const csp = () => {
      const s = appHost.settings.get()
      return buildContentSecurityPolicy({
        serverOrigins: [plannedOrigin, ...appHost.serverOrigins()],
        allowHttpsContent: s.teamServer !== null || s.externalViewerEnabled,
        dev: devServerUrl !== undefined,
        devScriptNonce: process.env[DEV_SCRIPT_NONCE_ENV],
      })
    }
    hardenSession(session.defaultSession, csp, appOrigin)
    handleAppProtocol(join(import.meta.dirname, '../renderer'), csp)
    const trusted = () => ({ webContentsId: win?.webContents.id ?? null, origin: appOrigin })
    registerContract(appHost.handlers, trusted)
    registerChosenFiles(appHost.chosen.files, trusted)

    win = createMainWindow(
      join(import.meta.dirname, '../preload/index.cjs'),
      devServerUrl ?? `${APP_ORIGIN}/index.html`,
    )
    win.on('closed', () => {
      win = null
    })
  })
}
