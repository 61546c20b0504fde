/**
 * Session-wide security: our CSP on every response, every permission
 * request and check denied, and no navigation, new window or webview to anything but our origin.
 */
import { app, shell, type Session } from 'electron'
import { navigationDecision } from './security/navigation-policy'
import { isSafeExternalUrl } from './security/url-policy'

/** Adds the CSP header to our own documents and denies every permission. */
export function hardenSession(s: Session, csp: () => string, appOrigin: string): void {
  s.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders }
    // Our documents get our CSP (the app:// handler sets it too; the dev server does not).
    if (details.url.startsWith(appOrigin)) {
      headers['Content-Security-Policy'] = [csp()]
    }
    callback({ responseHeaders: headers })
  })
  s.setPermissionRequestHandler((_wc, _permission, callback) => callback(false))
  s.setPermissionCheckHandler(() => false)
  s.setDevicePermissionHandler(() => false)
}

/** For every webContents the app ever creates: no foreign navigation, no windows, no webviews. */
export function guardAllWebContents(appOrigin: string): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (navigationDecision(url, appOrigin) !== 'allow') event.preventDefault()
    })
    contents.on('will-redirect', (event, url) => {
      if (navigationDecision(url, appOrigin) !== 'allow') event.preventDefault()
    })
    contents.on('will-attach-webview', (event) => event.preventDefault())
    contents.setWindowOpenHandler(({ url }) => {
      // A link meant for a new window: https goes to the OS browser after the check; never a
      // new Electron window.
      if (navigationDecision(url, appOrigin) === 'open-external' && isSafeExternalUrl(url)) {
        void shell.openExternal(url)
      }
      return { action: 'deny' }
    })
  })
}
