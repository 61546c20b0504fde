/**
 * The renderer's one door to the native side (docs/architecture.md#contract):
 * Electron's `window.api` when the preload exposed it, else the browser shell over HTTP + SSE.
 */
import { createBrowserTransport } from './browser-transport'
import { createElectronTransport } from './electron-transport'
import type { RendererNativeApi } from './types'

export type { RendererNativeApi } from './types'
export { NativeCallError } from './native-call-error'

let instance: RendererNativeApi | null = null

/** The native API for this page (created once). */
export function getNativeApi(): RendererNativeApi {
  if (instance !== null) return instance
  if (window.api) {
    // Desktop: the main process reloads the window itself when the server changes.
    instance = createElectronTransport(window.api)
  } else {
    instance = createBrowserTransport()
    // The page's CSP names the servers it may reach (fixed at load): after a switch between the
    // embedded and a team server the page must load again to reach the new one.
    instance.on('connection.changed', () => window.location.reload())
  }
  return instance
}
