/**
 * The browser shell's HTTP host (docs/architecture.md#browser-transport): the built
 * renderer, the contract's calls as `POST /api/call/<name>`, events as server-sent events, and
 * staged uploads — on 127.0.0.1 only, behind Host/Origin checks and a per-launch session cookie.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pipeline } from 'node:stream/promises'
import type { ApiErrorCode, Connection } from '../../shared/contract'
import { BROWSER_API } from '../../shared/contract/transport'
import type { Handlers } from '../host/handlers/create-handlers'
import { HandlerError } from '../host/handlers/handler-error'
import type { EventHub } from './event-hub'
import { proxyGraphql } from './graphql-proxy'
import {
  hasSession,
  isAllowedHost,
  isAllowedOrigin,
  LAUNCH_PARAM,
  sessionCookie,
  type LaunchTokens,
} from './request-guard'
import type { BrowserStaging } from './staging-area'
import { openStatic, resolveStatic } from './static-files'

export type BrowserHostOptions = {
  readonly handlers: Handlers
  readonly staging: BrowserStaging
  readonly hub: EventHub
  /** The built renderer (out/renderer). */
  readonly rendererDir: string
  /** The per-launch session secret (the cookie's value). */
  readonly session: string
  /** One-time tokens of printed links: the only way to get the session cookie. */
  readonly launchTokens: LaunchTokens
  /** The server the app talks to now, for the GraphQL proxy. */
  readonly connection: () => Promise<Connection>
  /** The CSP for the page, computed per request (the server the app talks to can change). */
  readonly csp: () => string
  readonly port?: number
}

const MAX_JSON_BYTES = 2 * 1024 * 1024

/** The HTTP status of each error code (exhaustive: a new code does not compile without one). */
export const STATUS_OF_CODE: Readonly<Record<ApiErrorCode, number>> = {
  invalid: 400,
  'unknown-call': 404,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  empty: 422,
  unsupported: 501,
  starting: 503,
  unreachable: 502,
  'login-failed': 401,
  'too-large': 413,
  transport: 502,
  internal: 500,
}

function securityHeaders(res: ServerResponse, csp: string): void {
  res.setHeader('Content-Security-Policy', csp)
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
  })
  res.end(text)
}

function refuse(res: ServerResponse, code: ApiErrorCode, message: string, status?: number): void {
  sendJson(res, status ?? STATUS_OF_CODE[code], { ok: false, error: { code, message } })
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_JSON_BYTES) throw new Error('Request body too large')
    chunks.push(chunk as Buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  return text === '' ? {} : JSON.parse(text)
}

/**
 * The URL of a request. Only origin-form targets (`/path?query`): resolved against a base, a
 * target such as `//host/x` would otherwise name another host, and an unparsable one would throw
 * out of the request handler and stop the process.
 */
function requestUrl(target: string | undefined, port: number): URL | null {
  if (target === undefined || !target.startsWith('/')) return null
  try {
    return new URL(`http://127.0.0.1:${port}${target}`)
  } catch {
    return null
  }
}

/** The page shown without a session: what to do, in plain words. */
function sendSignInPage(res: ServerResponse, why: 'missing' | 'used'): void {
  const reason =
    why === 'used'
      ? 'This link has been used already, or it is not one the app printed.'
      : 'This page opens only from the link the app printed.'
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Case Document Manager</title></head><body><h1>Open the app from its link</h1><p>${reason}</p><p>In the terminal where <code>npm run start:browser</code> runs, press Enter for a new link, and open it.</p></body></html>`
  res.writeHead(401, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(html),
  })
  res.end(html)
}

/**
 * Against slow clients holding connections (slowloris): headers within 10 s, checked every
 * second; a whole request (a large file staged through /api/stage) within an hour. No idle
 * timeout: the event stream stays open without traffic.
 */
export const SLOW_CLIENT_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 3_600_000,
  connectionsCheckingInterval: 1_000,
}

/** Starts the host on 127.0.0.1 (port 0 = random); resolves with the server and its port. */
export async function startBrowserHost(
  o: BrowserHostOptions,
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  let port = 0

  const handleApi = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    // CSRF: a page elsewhere can neither read our cookie nor (SameSite=Strict) send it; and the
    // fetch metadata of a cross-site request is refused outright.
    const site = req.headers['sec-fetch-site']
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      return refuse(res, 'forbidden', 'Cross-site request refused')
    }
    if (!hasSession(req.headers.cookie, o.session)) {
      return refuse(res, 'unauthorized', 'Missing or wrong session: open the link the app printed')
    }
    if (url.pathname === BROWSER_API.events && req.method === 'GET') return o.hub.attach(res)
    if (req.method !== 'POST') return refuse(res, 'invalid', 'Use POST', 405)
    if (url.pathname === BROWSER_API.graphql) return proxyGraphql(req, res, o.connection)
    if (url.pathname === BROWSER_API.stage) {
      const name = url.searchParams.get('name') ?? ''
      if (name === '' || name.length > 255 || name.includes('\0')) {
        return refuse(res, 'invalid', 'A file name is required')
      }
      const lm = Number(url.searchParams.get('lastModified'))
      const lastModified = Number.isFinite(lm) && lm > 0 ? Math.trunc(lm) : undefined
      try {
        const stagedId = await o.staging.stage(req, name, lastModified)
        return sendJson(res, 200, { stagedId })
      } catch (e) {
        const code = e instanceof HandlerError ? e.code : 'invalid'
        return refuse(res, code, (e as Error).message)
      }
    }
    if (url.pathname.startsWith(BROWSER_API.callPrefix)) {
      // Only JSON: an HTML form cannot send this content type without a CORS preflight.
      if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
        return refuse(res, 'invalid', 'Content-Type must be application/json', 415)
      }
      const name = decodeURIComponent(url.pathname.slice(BROWSER_API.callPrefix.length))
      let input: unknown
      try {
        input = await readJson(req)
      } catch (e) {
        return refuse(res, 'invalid', `Invalid JSON: ${(e as Error).message}`)
      }
      const envelope = await o.handlers.dispatch(name, input)
      return sendJson(res, envelope.ok ? 200 : STATUS_OF_CODE[envelope.error.code], envelope)
    }
    return refuse(res, 'not-found', 'No such API')
  }

  const handleStatic = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    const signedIn = hasSession(req.headers.cookie, o.session)
    const token = url.searchParams.get(LAUNCH_PARAM)
    if (token !== null) {
      // The printed link: its one-time token buys the session cookie, then the token leaves the
      // address bar (and the history) by a redirect to the same page without it.
      if (!signedIn && !o.launchTokens.redeem(token)) return sendSignInPage(res, 'used')
      url.searchParams.delete(LAUNCH_PARAM)
      res.writeHead(303, {
        location: `${url.pathname}${url.search}`,
        'cache-control': 'no-store',
        ...(signedIn ? {} : { 'set-cookie': sessionCookie(o.session) }),
      })
      res.end()
      return
    }
    const file = await resolveStatic(o.rendererDir, url.pathname)
    if (file === null) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    // The app's page only with the session; its scripts and styles are the public build.
    if (file.isIndex && !signedIn) return sendSignInPage(res, 'missing')
    const headers: Record<string, string | number> = {
      'content-type': file.contentType,
      'content-length': file.size,
      'cache-control': file.isIndex ? 'no-store' : 'no-cache',
    }
    res.writeHead(200, headers)
    if (req.method === 'HEAD') return void res.end()
    await pipeline(openStatic(file), res)
  }

  const server = createServer(SLOW_CLIENT_TIMEOUTS, (req, res) => {
    // DNS rebinding: a foreign name resolving to 127.0.0.1 carries a foreign Host header.
    if (!isAllowedHost(req.headers.host, port)) {
      res.writeHead(421, { 'content-type': 'text/plain' }).end('Misdirected request')
      return
    }
    if (!isAllowedOrigin(req.headers.origin, port)) {
      refuse(res, 'forbidden', 'Foreign origin refused')
      return
    }
    securityHeaders(res, o.csp())
    const url = requestUrl(req.url, port)
    if (url === null) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request')
      return
    }
    const work = url.pathname.startsWith('/api/')
      ? handleApi(req, res, url)
      : handleStatic(req, res, url)
    work.catch((e: unknown) => {
      if (!res.headersSent) refuse(res, 'internal', (e as Error).message)
      else res.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(o.port ?? 0, '127.0.0.1', () => resolve())
  })
  port = (server.address() as AddressInfo).port
  return {
    server,
    port,
    close: async () => {
      o.hub.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
