/**
 * Limits on what one GraphQL request may ask for, so a single request cannot take the server's
 * CPU or memory (thousands of aliases of an expensive field, a megabyte of tokens, deep nesting).
 * Checked before graphql-js's own validation, whose overlapping-fields rule is quadratic in the
 * number of aliases: an oversized document is refused in milliseconds.
 *
 * The limits sit well above what the product's own operations need (the largest,
 * CaseDocumentManager, is measured against them in tests/server/graphql/query-limits.test.ts).
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit'
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives'
import {
  GraphQLError,
  Kind,
  visit,
  type DocumentNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

export type QueryLimits = {
  /** Lexical tokens of a document (graphql-js parser option: parsing stops there). */
  readonly maxTokens: number
  /** Aliased fields per operation. */
  readonly maxAliases: number
  /** Nesting of selections. */
  readonly maxDepth: number
  /** graphql-armor's static cost (objects 2, scalars 1, ×1.5 per level). */
  readonly maxCost: number
  readonly maxDirectives: number
  /** List rows one request may ask for, each paged list counting its limit (list-rows.ts). */
  readonly maxListRows: number
  /** Largest JSON response; a larger one is replaced by an error. */
  readonly maxResponseBytes: number
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxTokens: 4_000,
  maxAliases: 30,
  maxDepth: 15,
  maxCost: 10_000,
  maxDirectives: 50,
  maxListRows: 10_000,
  maxResponseBytes: 32 * 1024 ** 2,
}

/** The error code of every limit refusal. */
export const QUERY_LIMIT_CODE = 'QUERY_TOO_COMPLEX'

/** armor's rules report "Syntax Error: …"; ours say what to change. */
function report(ctx: ValidationContext | null, err: GraphQLError) {
  if (!ctx) throw err
  const detail = err.message.replace(/^Syntax Error:\s*/, '')
  ctx.reportError(
    new GraphQLError(`Query refused: ${detail} Ask for less in one request.`, {
      extensions: { code: QUERY_LIMIT_CODE },
    }),
  )
}

const common = { onReject: [report], propagateOnRejection: false, exposeLimits: true }

/** The validation rules of the limits (run before the standard rules). */
export function limitRules(limits: QueryLimits): ValidationRule[] {
  return [
    maxAliasesRule({ ...common, n: limits.maxAliases }),
    maxDepthRule({ ...common, n: limits.maxDepth }),
    costLimitRule({ ...common, maxCost: limits.maxCost }),
    maxDirectivesRule({ ...common, n: limits.maxDirectives }),
  ]
}

/** Number of `login` fields in a document: credentials are tried once per request. */
export function loginCount(doc: DocumentNode): number {
  let n = 0
  visit(doc, {
    Field(node) {
      if (node.name.value === 'login') n++
    },
  })
  return n
}

/** True when every operation of the document is a mutation selecting exactly one `login`. */
export function isSingleLogin(doc: DocumentNode): boolean {
  const ops = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
  const other = doc.definitions.length - ops.length
  return (
    other === 0 &&
    ops.length === 1 &&
    ops[0]!.operation === 'mutation' &&
    ops[0]!.selectionSet.selections.length === 1 &&
    ops[0]!.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value === 'login')
  )
}
