/** Which URLs the main process will fetch or hand to the OS (the renderer is not trusted blindly). */
import type { Connection } from '../../shared/contract'

/**
 * A URL the main process may fetch for an archive, a download or a drag: the current server's own
 * origin (the embedded store's signed links), or https (a team server's S3 presigned links).
 */
export function isFetchableUrl(url: string, connection: Connection): boolean {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return false
  }
  if (u.username !== '' || u.password !== '') return false
  if (u.protocol === 'https:') return true
  return u.protocol === 'http:' && u.origin === new URL(connection.graphqlUrl).origin
}

/**
 * Only plain https links without credentials reach the OS browser (after a check: nothing the OS
 * would hand to another program).
 */
export function isSafeExternalUrl(url: string): boolean {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return false
  }
  return u.protocol === 'https:' && u.username === '' && u.password === '' && u.hostname !== ''
}
