/**
 * The case server's HTTP routes on node:http: POST /graphql, the local object store's signed
 * object URLs (/objects/…), GET /health. Errors are JSON; CORS is open because every call is
 * authorised by a bearer token or a URL signature, never by cookies.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { GraphQLContext, ServerServices } from '../graphql/context'
import { badRequest, type ExecuteOutcome, type GraphQLExecutor } from '../graphql/executor'
import { LocalObjectStore, OBJECT_ROUTE_PREFIX } from '../objects/local-object-store'
import { clientAddress, type TrustedProxies } from './client-address'
import { BodyError, readJsonBody } from './json-body'
import { jsonBytes, textBytes } from './json-bytes'
import { responseMediaType, type GraphQLMediaType } from './media-type'

export type AppOptions = {
  readonly executor: GraphQLExecutor
  readonly services: ServerServices
  /** Largest GraphQL request body. */
  readonly maxGraphQLBodyBytes: number
  /** Largest GraphQL response body; a larger one is replaced by an error. */
  readonly maxResponseBytes: number
  /** Time allowed for a GraphQL body to arrive (a slow sender holds a connection no longer). */
  readonly bodyTimeoutMs: number
  /** GraphQL requests wait for this (the demo seed running after listen); default none. */
  readonly ready?: () => Promise<unknown>
  /** Proxies whose X-Forwarded-For names the client (login limits); default none. */
  readonly trustedProxies?: TrustedProxies
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
  'access-control-max-age': '600',
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers?: Readonly<Record<string, string>>,
): void {
  sendBytes(res, status, jsonBytes(body), headers)
}

/** The response headers of a JSON body, as the flat [name, value, …] list writeHead takes. */
const CORS_HEADER_LIST = Object.entries(CORS_HEADERS).flat()
const CONTENT_TYPES: Record<GraphQLMediaType, string> = {
  'application/json': 'application/json; charset=utf-8',
  'application/graphql-response+json': 'application/graphql-response+json; charset=utf-8',
}

/** Sends serialised JSON (a GraphQL response is serialised and encoded once, then measured). */
function sendBytes(
  res: ServerResponse,
  status: number,
  bytes: Buffer,
  headers?: Readonly<Record<string, string>>,
  mediaType: GraphQLMediaType = 'application/json',
): void {
  const contentType = CONTENT_TYPES[mediaType]
  const length = String(bytes.length)
  if (headers) {
    res.writeHead(status, {
      ...CORS_HEADERS,
      ...headers,
      'content-type': contentType,
      'content-length': length,
    })
  } else {
    // The usual answer: a flat list, which writeHead takes without walking an object's keys.
    res.writeHead(status, [
      ...CORS_HEADER_LIST,
      'content-type',
      contentType,
      'content-length',
      length,
    ])
  }
  res.end(bytes)
}

/** The request handler for http.createServer. */
export function createRequestHandler(o: AppOptions) {
  const { services } = o
  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res).catch((err: unknown) => {
      console.error('case server: unhandled request error', err)
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error' })
      else res.destroy()
    })
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = req.url ?? '/'
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end()
      return
    }
    // `/graphql` itself is recognised without a URL object per request; any other target is
    // parsed like every route (a spelling URL normalises to /graphql still reaches it).
    let url: URL | null = null
    const isGraphQL =
      target === '/graphql' ||
      target.startsWith('/graphql?') ||
      (url = new URL(target, 'http://localhost')).pathname === '/graphql'
    if (isGraphQL) {
      if (req.method !== 'POST') {
        return sendJson(res, 405, badRequest('POST a JSON GraphQL request to /graphql').body, {
          allow: 'POST',
        })
      }
      const mediaType = responseMediaType(req.headers.accept)
      if (mediaType === null) {
        req.resume()
        return sendJson(res, 406, notAcceptable().body)
      }
      const outcome = await graphql(req)
      // A request error is a 400 only to clients that asked for graphql-response+json: under
      // application/json the status is 200 and the errors are in the body.
      const requestError = mediaType === 'application/json' ? 200 : 400
      const status = outcome.requestError ? requestError : outcome.status
      const bytes = outcome.text !== undefined ? textBytes(outcome.text) : jsonBytes(outcome.body)
      if (bytes.length > o.maxResponseBytes) {
        const refusal = jsonBytes(tooLarge(o.maxResponseBytes))
        return sendBytes(res, requestError, refusal, undefined, mediaType)
      }
      return sendBytes(res, status, bytes, outcome.headers, mediaType)
    }
    url ??= new URL(target, 'http://localhost')
    if (
      url.pathname.startsWith(OBJECT_ROUTE_PREFIX) &&
      services.objects instanceof LocalObjectStore
    ) {
      // The renderer fetches document bytes (previews, pdf.js) from its own origin.
      res.setHeader('access-control-allow-origin', '*')
      return services.objects.handle(req, res, url)
    }
    if (url.pathname === '/health' && req.method === 'GET') {
      return sendJson(res, 200, { ok: true })
    }
    sendJson(res, 404, { error: 'Not found' })
  }

  async function graphql(req: IncomingMessage): Promise<ExecuteOutcome> {
    const type = req.headers['content-type'] ?? ''
    // application/graphql-response+json is a response type, never a request's.
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      req.resume()
      return {
        status: 415,
        body: {
          errors: [
            {
              message: 'Content-Type must be application/json',
              extensions: { code: 'BAD_REQUEST' },
            },
          ],
        },
      }
    }
    // Authenticate before reading the body: an unauthenticated caller costs nothing.
    const user = await services.auth.authenticate(req.headers.authorization)
    let body: unknown
    try {
      body = await readJsonBody(req, o.maxGraphQLBodyBytes, o.bodyTimeoutMs)
    } catch (err) {
      if (err instanceof BodyError) {
        return { ...badRequest(err.message), status: err.status }
      }
      throw err
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return badRequest('A GraphQL request is a JSON object with "query"')
    }
    const { query, variables, operationName, extensions } = body as Record<string, unknown>
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
      return badRequest('"variables" must be an object')
    }
    if (operationName != null && typeof operationName !== 'string') {
      return badRequest('"operationName" must be a string')
    }
    if (extensions != null && (typeof extensions !== 'object' || Array.isArray(extensions))) {
      return badRequest('"extensions" must be an object')
    }
    await o.ready?.()
    const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? null
    const context: GraphQLContext = {
      user,
      services,
      token,
      clientAddress: clientAddress(
        req.socket.remoteAddress,
        req.headers['x-forwarded-for'],
        o.trustedProxies,
      ),
    }
    return o.executor.run(
      {
        query: query as string,
        variables: (variables as Record<string, unknown> | null) ?? null,
        operationName: operationName ?? null,
      },
      context,
    )
  }
}

function notAcceptable() {
  return badRequest(
    'Accept application/graphql-response+json or application/json: the only types of a GraphQL response',
  )
}

/** The refusal of a response over the cap (the query asked for too much at once). */
function tooLarge(max: number) {
  return {
    errors: [
      {
        message: `The response would be larger than ${Math.round(max / 1024 ** 2)} MiB: ask for fewer documents or fields per request`,
        extensions: { code: 'RESPONSE_TOO_LARGE' },
      },
    ],
  }
}
