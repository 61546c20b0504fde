/**
 * Channel names and HTTP paths of the two transports of the contract
 * (docs/architecture.md#contract). Both sides import these, so a name is spelled in one place.
 */
import type { CallName } from './index'

/** Desktop: the ipcMain.handle channel of one call. */
export function ipcCallChannel(name: CallName): string {
  return `api:call:${name}`
}

/** Desktop: the one channel main uses to push events (payload: `{ name, payload }`). */
export const IPC_EVENT_CHANNEL = 'api:event'

/**
 * Desktop: the preload tells main the path of a File the user dropped or picked in the page
 * (webUtils.getPathForFile: empty for a File the page made up). Not a contract call — the page
 * cannot send it; only the preload's `pathForFile` does, with a path the OS gave.
 */
export const IPC_CHOSEN_FILE_CHANNEL = 'api:chosen-file'

/** Browser shell: HTTP paths, all under /api and all behind the session cookie. */
export const BROWSER_API = {
  /** POST JSON payload → 200 `CallEnvelope` (errors: 4xx/5xx with `{ ok: false, error }`). */
  callPrefix: '/api/call/',
  /** GET: server-sent events, `event: <name>`, `data: <JSON payload>`. */
  events: '/api/events',
  /** POST raw file body, `?name=<file name>&lastModified=<ms>` → `{ stagedId }`. */
  stage: '/api/stage',
  /** POST a GraphQL request; the host forwards it to the case server with the server's token. */
  graphql: '/api/graphql',
} as const

/** Browser shell: the per-launch session cookie, set when the printed link's token is redeemed. */
export const SESSION_COOKIE = 'cdm_session'
