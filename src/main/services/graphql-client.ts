/**
 * A small GraphQL client for the services (docs/architecture.md#layers: services
 * may import a GraphQL client): one endpoint, a bearer token, the typed operations of
 * src/shared/graphql/operations.generated.ts. Errors keep the server's own message
 * (docs/rules.md#messages: "toast with the server message") and say whether retrying can help
 * (network errors, 5xx) or not.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import { print } from 'graphql'
import type { DocumentNode } from 'graphql'
import { postText, type TextResponse } from './http-post'

export type GraphqlClientOptions = {
  readonly url: string
  /** Bearer token (embedded: the per-launch secret; team: the login token); none for `login`. */
  readonly token?: string
  /** Injected for tests; defaults to node:http (http-post.ts: no undici to load first). */
  readonly fetch?: typeof fetch
}

/** The GraphQL endpoint of a team server given by its base URL or its endpoint. */
export function teamGraphqlUrl(url: string): string {
  const u = new URL(url)
  if (!u.pathname.endsWith('/graphql')) u.pathname = `${u.pathname.replace(/\/$/, '')}/graphql`
  return u.toString()
}

/** A failed GraphQL call: `retryable` for network errors and 5xx, never for GraphQL errors. */
export class GraphqlError extends Error {
  override readonly name = 'GraphqlError'
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message)
  }
}

export type GraphqlClient = {
  readonly request: <R, V extends Record<string, unknown>>(
    document: TypedDocumentNode<R, V>,
    variables: V,
    signal?: AbortSignal,
  ) => Promise<R>
}

const printed = new WeakMap<DocumentNode, string>()

function source(document: DocumentNode): string {
  let text = printed.get(document)
  if (text === undefined) {
    text = print(document)
    printed.set(document, text)
  }
  return text
}

type Post = (
  url: string,
  headers: Readonly<Record<string, string>>,
  body: string,
  signal?: AbortSignal,
) => Promise<TextResponse>

/** A POST through an injected fetch, answering like postText. */
function viaFetch(doFetch: typeof fetch): Post {
  return async (url, headers, body, signal) => {
    const response = await doFetch(url, { method: 'POST', headers, body, signal })
    return {
      status: response.status,
      statusText: response.statusText,
      text: await response.text(),
    }
  }
}

/** Creates a client bound to one endpoint and token. */
export function createGraphqlClient(options: GraphqlClientOptions): GraphqlClient {
  const post = options.fetch ? viaFetch(options.fetch) : postText
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
  }
  return {
    async request(document, variables, signal) {
      let response: TextResponse
      try {
        response = await post(
          options.url,
          headers,
          JSON.stringify({ query: source(document), variables }),
          signal,
        )
      } catch (err) {
        if (signal?.aborted) throw err
        const cause =
          err instanceof Error
            ? err.cause instanceof Error
              ? err.cause.message
              : err.message
            : String(err)
        throw new GraphqlError(cause, true)
      }
      const { text } = response
      let body: { data?: unknown; errors?: readonly { message?: string }[] } | undefined
      try {
        body = JSON.parse(text) as typeof body
      } catch {
        body = undefined
      }
      const firstError = body?.errors?.[0]?.message
      if (firstError) throw new GraphqlError(firstError, false, response.status)
      const ok = response.status >= 200 && response.status < 300
      if (!ok || body?.data == null) {
        const message =
          text.trim().slice(0, 300) || `HTTP ${response.status} ${response.statusText}`
        throw new GraphqlError(
          message,
          response.status >= 500 || response.status === 429,
          response.status,
        )
      }
      return body.data as never
    },
  }
}
