/**
 * The case pair (CaseDocumentManager + CaseDocumentManagerDocuments, what the app sends whenever
 * it opens a case) answered with JSON text the database writes (domain/case-text.ts,
 * domain/document-page-text.ts) instead of models completed through GraphQL: the same bytes for a
 * fraction of the server's CPU.
 *
 * Only a request whose operation is exactly the app's (the same document once printed, so the
 * same fields in the same order) with plainly typed variables is answered so; any other request,
 * and any that fails here, is executed through GraphQL as before, which then gives its answer or
 * its error. The authorisation is the resolvers' (resolvers.ts): canSeeCase for the case, the
 * caller's case scope for the documents.
 */
import { Kind, print, type DocumentNode } from 'graphql'
import { canSeeCase, caseScope } from '../auth/authorize'
import { caseText } from '../domain/case-text'
import { documentsPageText } from '../domain/document-page-text'
import {
  CaseDocumentManagerDocument,
  CaseDocumentManagerDocumentsDocument,
} from '../../shared/graphql/operations.generated'
import type { GraphQLContext } from './context'

type Variables = Readonly<Record<string, unknown>>

export type TextOperation = {
  /** The operation's name (a request naming another operation is not this one). */
  readonly name: string
  /** The response's `data` as JSON text; null when GraphQL must answer. */
  readonly data: (variables: Variables, ctx: GraphQLContext) => Promise<string | null>
}

/** An Int variable as GraphQL coerces it; undefined when it is not a plain one (or absent). */
function intVariable(v: unknown, absent: number): number | null | undefined {
  if (v === undefined) return absent
  if (v === null) return null
  return Number.isInteger(v) && Math.abs(v as number) <= 2 ** 31 - 1 ? (v as number) : undefined
}

const caseOperation: TextOperation = {
  name: 'CaseDocumentManager',
  async data(variables, ctx) {
    const id = variables.id
    if (typeof id !== 'string') return null
    const text = (await canSeeCase(ctx, id)) ? await caseText(ctx.services.db, id) : 'null'
    return `{"case":${text}}`
  },
}

/** The Int default of variable `name` in the document's operation (documents.graphql). */
function intDefault(doc: DocumentNode, name: string): number {
  for (const def of doc.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue
    const v = def.variableDefinitions?.find((d) => d.variable.name.value === name)?.defaultValue
    if (v?.kind === Kind.INT) return Number(v.value)
  }
  throw new Error(`${name} has no Int default`)
}

const LIMIT = intDefault(CaseDocumentManagerDocumentsDocument, 'limit')
const OFFSET = intDefault(CaseDocumentManagerDocumentsDocument, 'offset')

const documentsOperation: TextOperation = {
  name: 'CaseDocumentManagerDocuments',
  async data(variables, ctx) {
    const id = variables.id
    const limit = intVariable(variables.limit, LIMIT)
    const offset = intVariable(variables.offset, OFFSET)
    if (typeof id !== 'string' || limit === undefined || offset === undefined) return null
    const text = await documentsPageText(
      ctx.services.db,
      ctx.services.signGet,
      { filter: { classId: { eq: id }, task: { eq: null } }, paging: { limit, offset } },
      caseScope(ctx),
    )
    return text === null ? null : `{"documents":${text}}`
  },
}

/** The operations answered as text, by their printed document. */
export const TEXT_OPERATIONS: ReadonlyMap<string, TextOperation> = new Map([
  [print(CaseDocumentManagerDocument), caseOperation],
  [print(CaseDocumentManagerDocumentsDocument), documentsOperation],
])
