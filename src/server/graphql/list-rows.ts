/**
 * How many list rows a request may ask for, counting `paging.limit`: graphql-armor's cost is
 * static, so thirty aliases of `documents(paging: { limit: 1000 })` with signed URLs would pass it
 * and ask for 30,000 documents. Each paged field counts its limit (the variables' value when it
 * is one; a list's default when absent) times one plus what each of its rows selects.
 */
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql'
import { MAX_PAGE_SIZE } from '../domain/paging'

/** Rows assumed for a paged list without a limit: no list's default is larger. */
const DEFAULT_ROWS = 100

type Variables = Readonly<Record<string, unknown>> | null | undefined

/** The number a value node stands for, or undefined. */
function numberOf(value: ValueNode | undefined, variables: Variables): unknown {
  if (value === undefined) return undefined
  if (value.kind === Kind.VARIABLE) return variables?.[value.name.value]
  if (value.kind === Kind.INT || value.kind === Kind.FLOAT) return Number(value.value)
  return undefined
}

/** The rows a `paging` argument asks for (at most the page size every list enforces). */
function pageRows(paging: ValueNode, variables: Variables): number {
  let limit: unknown
  if (paging.kind === Kind.OBJECT) {
    limit = numberOf(paging.fields.find((f) => f.name.value === 'limit')?.value, variables)
  } else if (paging.kind === Kind.VARIABLE) {
    limit = (variables?.[paging.name.value] as { limit?: unknown } | null | undefined)?.limit
  }
  if (typeof limit !== 'number' || !Number.isFinite(limit) || limit < 0) return DEFAULT_ROWS
  return Math.min(limit, MAX_PAGE_SIZE)
}

/** The rows one operation of `document` asks for (the largest when it has several). */
export function listRows(document: DocumentNode, variables: Variables): number {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)
  }
  // Validation has run: fragments do not spread into themselves.
  const rowsOf = (set: SelectionSetNode): number => {
    let total = 0
    for (const s of set.selections) {
      if (s.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments.get(s.name.value)
        if (f) total += rowsOf(f.selectionSet)
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        total += rowsOf(s.selectionSet)
      } else {
        const inner = s.selectionSet ? rowsOf(s.selectionSet) : 0
        const paging = s.arguments?.find((a) => a.name.value === 'paging')
        total += paging ? pageRows(paging.value, variables) * (1 + inner) : inner
      }
    }
    return total
  }
  let most = 0
  for (const d of document.definitions) {
    if (d.kind === Kind.OPERATION_DEFINITION) most = Math.max(most, rowsOf(d.selectionSet))
  }
  return most
}

/** The refusal of a request that asks for more than `max` rows, or null. */
export function listRowsProblem(
  document: DocumentNode,
  variables: Variables,
  max: number,
): string | null {
  const rows = listRows(document, variables)
  return rows > max
    ? `Query refused: it asks for up to ${rows} list rows (paging.limit counted), more than ${max}. Ask for less in one request.`
    : null
}
