/**
 * Serves the built renderer from `app://bundle/` (a standard, secure scheme) instead of file://,
 * so the page has a real origin the guard and the navigation policy can check, and every response
 * carries our CSP header.
 */
import { net, protocol } from 'electron'
import { pathToFileURL } from 'node:url'
import { APP_HOST, appProtocolResponse, type OpenBody } from './app-protocol-response'

export const APP_SCHEME = 'app'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`

/** Must run before app 'ready'. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
    },
  ])
}

/**
 * Serves files under `rootDir`, with the browser shell's rules: relative asset links resolved from
 * client-side routes, other routes fall back to index.html (a reload on /loans/1/documents), and
 * nothing outside `rootDir` (app-protocol-response.ts, tested without Electron).
 */
export function handleAppProtocol(rootDir: string, csp: () => string): void {
  // net.fetch reads files inside app.asar without copying them out.
  const open: OpenBody = async (path) => {
    const res = await net.fetch(pathToFileURL(path).toString())
    return res.ok ? res.body : null
  }
  protocol.handle(APP_SCHEME, (request) => appProtocolResponse(rootDir, request.url, csp, open))
}
