/**
 * Executes GraphQL requests: parse + validate once per distinct query text (an LRU cache, since
 * clients send the same few operations over and over), then graphql-js `execute`.
 */
import {
  execute,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql'
import { UserError } from '../domain/errors'
import type { GraphQLContext } from './context'

export type GraphQLRequest = {
  readonly query: string
  readonly variables?: Record<string, unknown> | null
  readonly operationName?: string | null
}

type Prepared = { readonly document: DocumentNode; readonly loginOnly: boolean }

export type ErrorJson = {
  readonly message: string
  readonly path?: readonly (string | number)[]
  readonly extensions: { readonly code: string }
}

export type ExecuteOutcome = {
  /** HTTP status: 200 for an executed request, 400 for an invalid one, 401 unauthenticated. */
  readonly status: number
  readonly body: { data?: unknown; errors?: readonly ErrorJson[] }
}

const MAX_CACHED = 500

/** True when every operation of the document selects only `login` (allowed without credentials). */
function isLoginOnly(doc: DocumentNode): boolean {
  const ops = doc.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )
  return (
    ops.length > 0 &&
    ops.every(
      (o) =>
        o.operation === 'mutation' &&
        o.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value === 'login'),
    )
  )
}

export class GraphQLExecutor {
  readonly #cache = new Map<string, Prepared>()

  constructor(readonly schema: GraphQLSchema) {}

  /** Parses and validates a query, from the cache when seen before. */
  prepare(query: string): Prepared | readonly GraphQLError[] {
    const hit = this.#cache.get(query)
    if (hit) {
      // Refresh recency (Map keeps insertion order: the first key is the least recent).
      this.#cache.delete(query)
      this.#cache.set(query, hit)
      return hit
    }
    let document: DocumentNode
    try {
      document = parse(query)
    } catch (err) {
      return [err as GraphQLError]
    }
    const errors = validate(this.schema, document)
    if (errors.length) return errors
    const prepared = { document, loginOnly: isLoginOnly(document) }
    if (this.#cache.size >= MAX_CACHED) {
      const oldest = this.#cache.keys().next().value
      if (oldest !== undefined) this.#cache.delete(oldest)
    }
    this.#cache.set(query, prepared)
    return prepared
  }

  /** Runs one request for a caller (null = not authenticated: only `login` may run). */
  async run(req: GraphQLRequest, context: GraphQLContext): Promise<ExecuteOutcome> {
    if (typeof req.query !== 'string' || req.query.length === 0) {
      return badRequest('A GraphQL request needs a "query" string')
    }
    const prepared = this.prepare(req.query)
    if (!('document' in prepared)) {
      return {
        status: 400,
        body: {
          errors: prepared.map((e) => ({
            message: e.message,
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          })),
        },
      }
    }
    if (!context.user && !prepared.loginOnly) return unauthenticated()
    const result = (await execute({
      schema: this.schema,
      document: prepared.document,
      variableValues: req.variables ?? undefined,
      operationName: req.operationName ?? undefined,
      contextValue: context,
    })) as ExecutionResult
    if (!result.errors?.length) return { status: 200, body: { data: result.data } }
    const errors = result.errors.map(formatError)
    // Variable coercion errors come back with no data at all: a bad request.
    const status = result.data === undefined ? 400 : 200
    return { status, body: { data: result.data, errors } }
  }
}

/** A GraphQL error as JSON: the caller's own message for user errors, a generic one otherwise. */
export function formatError(e: GraphQLError): ErrorJson {
  const original = e.originalError
  const path = e.path ? { path: e.path } : {}
  if (original instanceof UserError) {
    return { message: original.message, ...path, extensions: { code: original.code } }
  }
  if (!original || original instanceof GraphQLError) {
    return { message: e.message, ...path, extensions: { code: 'BAD_USER_INPUT' } }
  }
  console.error('GraphQL internal error:', original)
  return {
    message: `Internal server error: ${original.message}`,
    ...path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  }
}

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
