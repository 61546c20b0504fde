/**
 * Where the window may go: our own origin only; everything else is
 * refused, and https links may be offered to the OS browser after a check.
 */

/** True when `url` is on exactly `appOrigin` (scheme, host and port). */
export function isOwnOrigin(url: string, appOrigin: string): boolean {
  try {
    return new URL(url).origin === appOrigin || originOfCustomScheme(url) === appOrigin
  } catch {
    return false
  }
}

/** Node's URL gives custom schemes an opaque 'null' origin: rebuild `scheme://host` for them. */
function originOfCustomScheme(url: string): string | null {
  const u = new URL(url)
  if (u.protocol === 'http:' || u.protocol === 'https:' || u.host === '') return null
  return `${u.protocol}//${u.host}`
}

/** The window's navigation decision for a URL: stay (ours), hand to the OS (https), or refuse. */
export function navigationDecision(
  url: string,
  appOrigin: string,
): 'allow' | 'open-external' | 'deny' {
  if (isOwnOrigin(url, appOrigin)) return 'allow'
  try {
    const u = new URL(url)
    if (u.protocol === 'https:' && u.username === '' && u.password === '') return 'open-external'
  } catch {
    return 'deny'
  }
  return 'deny'
}
