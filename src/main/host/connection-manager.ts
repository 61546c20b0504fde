/**
 * Which case server the app talks to: the embedded one (default, started by the app host) or a
 * team server after a `login` mutation. A team session (token + expiry) is kept in a 0600 file so
 * a restart within its lifetime stays connected; the password is never stored.
 */
import { readFile, rm } from 'node:fs/promises'
import type { Connection } from '../../shared/contract'
import { LoginDocument, LogoutDocument } from '../../shared/graphql/operations.generated'
import { GraphqlError, createGraphqlClient, teamGraphqlUrl } from '../services/graphql-client'
import { HandlerError } from './handlers/handler-error'
import type { ConnectionManager } from './ports'
import { writeJsonAtomic } from './settings-store'

type TeamSession = {
  url: string
  email: string
  graphqlUrl: string
  token: string
  expiresAt: string
}

/** Calls the team server's `login` mutation; throws a HandlerError with the server's message. */
export async function loginToTeamServer(
  graphqlUrl: string,
  email: string,
  password: string,
): Promise<{ token: string; expiresAt: string }> {
  try {
    const { login } = await createGraphqlClient({ url: graphqlUrl }).request(
      LoginDocument,
      { email, password },
      AbortSignal.timeout(15_000),
    )
    return { token: login.token, expiresAt: login.expiresAt }
  } catch (e) {
    // No HTTP status: the request never got an answer.
    if (!(e instanceof GraphqlError) || e.status === undefined) {
      throw new HandlerError(
        'unreachable',
        `Cannot reach ${new URL(graphqlUrl).origin}: ${(e as Error).message}`,
      )
    }
    throw new HandlerError('login-failed', e.message)
  }
}

/**
 * Calls the team server's `logout` mutation for a token. Best effort: an unreachable server
 * cannot be told, and the token then simply expires there.
 */
export async function logoutFromTeamServer(graphqlUrl: string, token: string): Promise<void> {
  await createGraphqlClient({ url: graphqlUrl, token })
    .request(LogoutDocument, {}, AbortSignal.timeout(5_000))
    .catch(() => undefined)
}

/** Creates the manager; `embedded` resolves once the embedded server listens. */
export function createConnectionManager(options: {
  readonly embedded: Promise<Connection>
  readonly sessionFile: string
  readonly login?: typeof loginToTeamServer
}): ConnectionManager & { readonly restoreTeam: (url: string) => Promise<Connection | null> } {
  const login = options.login ?? loginToTeamServer
  let embedded: Connection | null = null
  let team: Connection | null = null
  const embeddedReady = options.embedded.then((c) => {
    embedded = c
    return c
  })
  // An unhandled rejection would crash before anyone awaits `ready()`.
  embeddedReady.catch(() => undefined)

  return {
    current: () => {
      const c = team ?? embedded
      if (c === null) throw new HandlerError('starting', 'The case server is still starting')
      return c
    },
    ready: async () => team ?? (await embeddedReady),
    loginTeam: async (url, email, password) => {
      const graphqlUrl = teamGraphqlUrl(url)
      const { token, expiresAt } = await login(graphqlUrl, email, password)
      const session: TeamSession = { url, email, graphqlUrl, token, expiresAt }
      await writeJsonAtomic(options.sessionFile, session)
      team = { graphqlUrl, token, mode: 'team' }
      return team
    },
    useEmbedded: async () => {
      const leaving = team
      team = null
      await rm(options.sessionFile, { force: true })
      // End the session on the team server too, so the token is worthless if it leaked.
      if (leaving) await logoutFromTeamServer(leaving.graphqlUrl, leaving.token)
      return embeddedReady
    },
    /** On start: reuse a stored team session for `url` while it has not expired. */
    restoreTeam: async (url) => {
      try {
        const s = JSON.parse(await readFile(options.sessionFile, 'utf8')) as TeamSession
        if (s.url !== url || !(Date.parse(s.expiresAt) > Date.now() + 60_000)) return null
        team = { graphqlUrl: s.graphqlUrl, token: s.token, mode: 'team' }
        return team
      } catch {
        return null
      }
    },
  }
}
