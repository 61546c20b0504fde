/**
 * The browser shell's request checks, pure so they are unit-tested: the Host header must name our
 * own 127.0.0.1 listener (DNS rebinding), a cross-origin Origin is refused (CSRF), and the page
 * and /api need the per-launch session cookie — which only the one-time launch token of the
 * printed link buys (as Jupyter does): a local process that merely GETs `/` gets nothing.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { SESSION_COOKIE } from '../../shared/contract/transport'

/** Hosts a page of ours is loaded from: a rebinding attacker's name never matches. */
export function isAllowedHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`
}

/**
 * A request's Origin must be our own when present (browsers send it on every cross-origin
 * request and on same-origin POSTs); a missing Origin is a same-origin GET or a non-browser client.
 */
export function isAllowedOrigin(origin: string | undefined, port: number): boolean {
  if (origin === undefined) return true
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

/** True when the Cookie header carries this launch's session (constant-time compare). */
export function hasSession(cookieHeader: string | undefined, session: string): boolean {
  const got = cookieValue(cookieHeader, SESSION_COOKIE)
  if (got === undefined) return false
  const a = Buffer.from(got)
  const b = Buffer.from(session)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The Set-Cookie value for the session: HttpOnly, SameSite=Strict, this origin's paths. */
export function sessionCookie(session: string): string {
  return `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Strict`
}

/** The query parameter of the printed link that carries the one-time launch token. */
export const LAUNCH_PARAM = 'token'

export type LaunchTokens = {
  /** A new one-time token for a printed link. */
  readonly mint: () => string
  /** True once per minted token (it is used up); false for anything else. */
  readonly redeem: (token: string) => boolean
}

/** One-time launch tokens: each printed link opens one browser session, once. */
export function createLaunchTokens(): LaunchTokens {
  const unused = new Set<string>()
  return {
    mint: () => {
      const token = randomBytes(24).toString('base64url')
      unused.add(token)
      return token
    },
    redeem: (token) => unused.delete(token),
  }
}
