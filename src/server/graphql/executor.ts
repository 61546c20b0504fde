/**
 * Executes GraphQL requests: parse + check limits + validate once per distinct query text (an
 * LRU cache, since clients send the same few operations over and over), then graphql-jit (or
 * graphql-js `execute`). Limits (query-limits.ts) come before graphql-js's own validation, and
 * every string of the request is checked before any resolver sees it (text-checks.ts).
 */
import {
  execute,
  GraphQLError,
  parse,
  print,
  validate,
  visit,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql'
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit'
import { randomUUID } from 'node:crypto'
import { UserError } from '../domain/errors'
import type { GraphQLContext } from './context'
import {
  DEFAULT_QUERY_LIMITS,
  isSingleLogin,
  limitRules,
  loginCount,
  QUERY_LIMIT_CODE,
  type QueryLimits,
} from './query-limits'
import { compileListRows, listRowsRefusal } from './list-rows'
import { badTextIn, badTextInDocument, TEXT_ERROR_CODE } from './text-checks'
import { TEXT_OPERATIONS, type TextOperation } from './text-operations'

export type GraphQLRequest = {
  readonly query: string
  readonly variables?: Record<string, unknown> | null
  readonly operationName?: string | null
}

type Prepared = {
  readonly document: DocumentNode
  /** Exactly one operation selecting exactly one `login`: allowed without credentials. */
  readonly loginOnly: boolean
  /** Selects `__schema` or `__type`: run by graphql-js (see executeWith). */
  readonly introspects: boolean
  /** Compiled executors per operation name ('' = the only one); null = use graphql-js. */
  readonly compiled: Map<string, CompiledQuery | null>
  /** The list rows the request asks for, from its variables (list-rows.ts). */
  readonly listRows: (variables: GraphQLRequest['variables']) => number
  /** The operation when it is one the database answers as text (text-operations.ts). */
  readonly text: TextOperation | null
}

export type ErrorJson = {
  readonly message: string
  readonly path?: readonly (string | number)[]
  readonly extensions: { readonly code: string; readonly [key: string]: unknown }
}

export type ExecuteOutcome = {
  /** HTTP status: 200 executed, 400 invalid, 401 unauthenticated, 429 too many attempts. */
  readonly status: number
  readonly body: { data?: unknown; errors?: readonly ErrorJson[] }
  /** The body as JSON text, when written as text (text-operations.ts): sent instead of `body`. */
  readonly text?: string
  /**
   * A GraphQL request error (the query does not parse, validate or pass the limits, text or
   * variables are refused): no data. 400 under application/graphql-response+json, 200 under
   * application/json (http/media-type.ts).
   */
  readonly requestError?: true
  /** Extra response headers (Retry-After). */
  readonly headers?: Readonly<Record<string, string>>
}

const MAX_CACHED = 500
/** Longer query texts are prepared every time rather than kept (the cache's memory is bounded). */
const MAX_CACHED_QUERY_CHARS = 64 * 1024

/** True when the document selects `__schema` or `__type` anywhere. */
function selectsIntrospection(doc: DocumentNode): boolean {
  let found = false
  visit(doc, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true
    },
  })
  return found
}

const refusal = (message: string, code: string): ErrorJson => ({ message, extensions: { code } })

export class GraphQLExecutor {
  readonly #cache = new Map<string, Prepared>()
  readonly #limitRules

  constructor(
    readonly schema: GraphQLSchema,
    readonly limits: QueryLimits = DEFAULT_QUERY_LIMITS,
  ) {
    this.#limitRules = limitRules(limits)
  }

  /** Parses, checks and validates a query, from the cache when seen before. */
  prepare(query: string): Prepared | readonly ErrorJson[] {
    const hit = this.#cache.get(query)
    if (hit) {
      // Refresh recency (Map keeps insertion order: the first key is the least recent).
      this.#cache.delete(query)
      this.#cache.set(query, hit)
      return hit
    }
    let document: DocumentNode
    try {
      // The parser stops at maxTokens: a megabyte of aliases costs no more than the limit.
      document = parse(query, { maxTokens: this.limits.maxTokens })
    } catch (err) {
      const message = (err as GraphQLError).message
      return /contains more th[ae][nt] \d+ tokens/.test(message)
        ? [
            refusal(
              `Query refused: it has more than ${this.limits.maxTokens} tokens. Ask for less in one request.`,
              QUERY_LIMIT_CODE,
            ),
          ]
        : [refusal(message, 'GRAPHQL_PARSE_FAILED')]
    }
    const limited = validate(this.schema, document, this.#limitRules)
    if (limited.length) return limited.map((e) => refusal(e.message, QUERY_LIMIT_CODE))
    if (loginCount(document) > 1) {
      return [refusal('One login per request: send a single login mutation', 'BAD_REQUEST')]
    }
    const text = badTextInDocument(document)
    if (text) return [refusal(text, TEXT_ERROR_CODE)]
    const errors = validate(this.schema, document)
    if (errors.length) return errors.map((e) => refusal(e.message, 'GRAPHQL_VALIDATION_FAILED'))
    const prepared = {
      document,
      loginOnly: isSingleLogin(document),
      introspects: selectsIntrospection(document),
      compiled: new Map(),
      listRows: compileListRows(document),
      text: TEXT_OPERATIONS.get(print(document)) ?? null,
    }
    if (query.length <= MAX_CACHED_QUERY_CHARS) {
      if (this.#cache.size >= MAX_CACHED) {
        const oldest = this.#cache.keys().next().value
        if (oldest !== undefined) this.#cache.delete(oldest)
      }
      this.#cache.set(query, prepared)
    }
    return prepared
  }

  #execute(prepared: Prepared, req: GraphQLRequest, context: GraphQLContext) {
    return executeWith(this.schema, prepared, req, context)
  }

  /** Runs one request for a caller (null = not authenticated: only `login` may run). */
  async run(req: GraphQLRequest, context: GraphQLContext): Promise<ExecuteOutcome> {
    if (typeof req.query !== 'string' || req.query.length === 0) {
      return badRequest('A GraphQL request needs a "query" string')
    }
    const prepared = this.prepare(req.query)
    if (!('document' in prepared)) return requestError(prepared)
    if (!context.user && !prepared.loginOnly) return unauthenticated()
    const text = badTextIn(req.variables ?? {}, 'variables')
    if (text) return requestError([refusal(text, TEXT_ERROR_CODE)])
    const rows = listRowsRefusal(prepared.listRows(req.variables), this.limits.maxListRows)
    if (rows) return requestError([refusal(rows, QUERY_LIMIT_CODE)])
    const answer = prepared.text && (await answerAsText(prepared.text, req, context))
    if (answer) return { status: 200, body: {}, text: answer }
    const result = await this.#execute(prepared, req, context)
    if (!result.errors?.length) return { status: 200, body: { data: result.data } }
    const errors = result.errors.map(formatError)
    if (errors.length === 1 && errors[0]!.extensions.code === 'TOO_MANY_REQUESTS') {
      const retry = errors[0]!.extensions.retryAfterSeconds
      return {
        status: 429,
        body: { data: result.data, errors },
        ...(typeof retry === 'number' ? { headers: { 'retry-after': String(retry) } } : {}),
      }
    }
    // Variable coercion errors come back with no data at all: a request error.
    if (result.data === undefined) return requestError(errors)
    return { status: 200, body: { data: result.data, errors } }
  }
}

/**
 * The response as text for an operation of text-operations.ts; null when GraphQL must answer
 * (another operation named, variables it does not take as they are, or a failure, which GraphQL
 * then reports as it does every error).
 */
async function answerAsText(
  op: TextOperation,
  req: GraphQLRequest,
  context: GraphQLContext,
): Promise<string | null> {
  if (req.operationName != null && req.operationName !== op.name) return null
  try {
    const data = await op.data(req.variables ?? {}, context)
    return data === null ? null : `{"data":${data}}`
  } catch {
    return null
  }
}

/**
 * Executes with graphql-jit (the operation compiled once to plain JS: several times cheaper
 * than graphql-js's interpreter on 100-document results, which the bench's 3x goal needs);
 * falls back to graphql-js `execute` for any operation graphql-jit cannot compile.
 */
function executeWith(
  schema: GraphQLSchema,
  prepared: Prepared,
  req: GraphQLRequest,
  context: GraphQLContext,
): Promise<ExecutionResult> | ExecutionResult {
  const name = req.operationName ?? ''
  let compiled = prepared.compiled.get(name)
  // graphql-jit resolves introspection with the CommonJS build of graphql while the schema was
  // built with its ES module build, and graphql refuses types "from another realm".
  if (prepared.introspects) compiled = null
  else if (compiled === undefined) {
    const c = compileQuery(schema, prepared.document, req.operationName ?? undefined)
    compiled = isCompiledQuery(c) ? c : null
    prepared.compiled.set(name, compiled)
  }
  if (compiled) return compiled.query(undefined, context, req.variables ?? {})
  return execute({
    schema,
    document: prepared.document,
    variableValues: req.variables ?? undefined,
    operationName: req.operationName ?? undefined,
    contextValue: context,
  }) as Promise<ExecutionResult> | ExecutionResult
}

/**
 * A GraphQL error as JSON: the caller's own message for user errors; for anything else (a
 * database or programming error) a generic message with a reference, and the details only in
 * the server's log, so no table, constraint or driver message reaches a client.
 */
export function formatError(e: GraphQLError): ErrorJson {
  const original = e.originalError
  const path = e.path ? { path: e.path } : {}
  if (original instanceof UserError) {
    return {
      message: original.message,
      ...path,
      extensions: { code: original.code, ...original.extensions },
    }
  }
  if (!original || original instanceof GraphQLError) {
    return { message: e.message, ...path, extensions: { code: 'BAD_USER_INPUT' } }
  }
  const reference = randomUUID()
  console.error(`GraphQL internal error ${reference}:`, original)
  return {
    message: `Internal server error (reference ${reference}): the server's log has the details`,
    ...path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', reference },
  }
}

/** A GraphQL request error: no data, only the errors. */
export function requestError(errors: readonly ErrorJson[]): ExecuteOutcome {
  return { status: 400, body: { errors }, requestError: true }
}

/** A request that is not a GraphQL request (not JSON, no query): 400 whatever the client accepts. */
export function badRequest(message: string): ExecuteOutcome {
  return { status: 400, body: { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] } }
}

export function unauthenticated(): ExecuteOutcome {
  return {
    status: 401,
    body: {
      errors: [
        {
          message: 'Authentication required: send Authorization: Bearer <token>',
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    },
  }
}
