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

/** The rows of a selection for given variables; a plain number when no variable counts. */
type Rows = number | ((variables: Variables) => number)

const valueOf = (r: Rows, variables: Variables) => (typeof r === 'number' ? r : r(variables))

function sum(terms: readonly Rows[]): Rows {
  let constant = 0
  const dynamic: ((variables: Variables) => number)[] = []
  for (const t of terms) {
    if (typeof t === 'number') constant += t
    else dynamic.push(t)
  }
  if (dynamic.length === 0) return constant
  return (variables) => {
    let total = constant
    for (const d of dynamic) total += d(variables)
    return total
  }
}

/** The rows a limit stands for (at most the page size every list enforces). */
function limitRows(limit: unknown): number {
  if (typeof limit !== 'number' || !Number.isFinite(limit) || limit < 0) return DEFAULT_ROWS
  return Math.min(limit, MAX_PAGE_SIZE)
}

/** The rows a `paging` argument asks for. */
function pageRows(paging: ValueNode): Rows {
  if (paging.kind === Kind.OBJECT) {
    const value = paging.fields.find((f) => f.name.value === 'limit')?.value
    if (value?.kind === Kind.VARIABLE) {
      const name = value.name.value
      return (variables) => limitRows(variables?.[name])
    }
    if (value?.kind === Kind.INT || value?.kind === Kind.FLOAT)
      return limitRows(Number(value.value))
    return DEFAULT_ROWS
  }
  if (paging.kind === Kind.VARIABLE) {
    const name = paging.name.value
    return (variables) =>
      limitRows((variables?.[name] as { limit?: unknown } | null | undefined)?.limit)
  }
  return DEFAULT_ROWS
}

/**
 * The rows one operation of `document` asks for (the largest when it has several), as a function
 * of the variables: worked out from the document once, so a request of a cached query only reads
 * its variables.
 */
export function compileListRows(document: DocumentNode): (variables: Variables) => number {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)
  }
  // Validation has run: fragments do not spread into themselves.
  const rowsOf = (set: SelectionSetNode): Rows => {
    const terms: Rows[] = []
    for (const s of set.selections) {
      if (s.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments.get(s.name.value)
        if (f) terms.push(rowsOf(f.selectionSet))
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        terms.push(rowsOf(s.selectionSet))
      } else {
        const inner = s.selectionSet ? rowsOf(s.selectionSet) : 0
        const paging = s.arguments?.find((a) => a.name.value === 'paging')
        if (!paging) terms.push(inner)
        else {
          const page = pageRows(paging.value)
          terms.push(
            typeof page === 'number' && typeof inner === 'number'
              ? page * (1 + inner)
              : (variables) => valueOf(page, variables) * (1 + valueOf(inner, variables)),
          )
        }
      }
    }
    return sum(terms)
  }
  const operations: Rows[] = []
  for (const d of document.definitions) {
    if (d.kind === Kind.OPERATION_DEFINITION) operations.push(rowsOf(d.selectionSet))
  }
  return (variables) => {
    let most = 0
    for (const o of operations) most = Math.max(most, valueOf(o, variables))
    return most
  }
}

/** The rows one operation of `document` asks for (the largest when it has several). */
export function listRows(document: DocumentNode, variables: Variables): number {
  return compileListRows(document)(variables)
}

/** The refusal of a request that asks for `rows` list rows when `max` are allowed, or null. */
export function listRowsRefusal(rows: number, max: number): string | null {
  return rows > max
    ? `Query refused: it asks for up to ${rows} list rows (paging.limit counted), more than ${max}. Ask for less in one request.`
    : null
}

/** The refusal of a request that asks for more than `max` rows, or null. */
export function listRowsProblem(
  document: DocumentNode,
  variables: Variables,
  max: number,
): string | null {
  return listRowsRefusal(listRows(document, variables), max)
}
