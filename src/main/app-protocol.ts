/**
 * Serves the built renderer from `app://bundle/` (a standard, secure scheme) instead of file://,
 * so the page has a real origin the guard and the navigation policy can check, and every response
 * carries our CSP header.
 */
import { net, protocol } from 'electron'
import { pathToFileURL } from 'node:url'
import { resolveStatic } from './browser-shell/static-files'

export const APP_SCHEME = 'app'
export const APP_ORIGIN = `${APP_SCHEME}://bundle`

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
 * nothing outside `rootDir`.
 */
export function handleAppProtocol(rootDir: string, csp: () => string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url)
    if (url.host !== 'bundle') return new Response('Not found', { status: 404 })
    const file = await resolveStatic(rootDir, url.pathname)
    if (file === null) return new Response('Not found', { status: 404 })
    const res = await net.fetch(pathToFileURL(file.path).toString()).catch(() => null)
    if (res === null || !res.ok) return new Response('Not found', { status: 404 })
    return new Response(res.body, {
      status: 200,
      headers: {
        'content-type': file.contentType,
        'content-security-policy': csp(),
        'x-content-type-options': 'nosniff',
      },
    })
  })
}
