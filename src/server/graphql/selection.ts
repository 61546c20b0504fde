/** What a query selects of a field, for resolvers that can skip reads nobody asked for. */
import type { FieldNode } from 'graphql'

/**
 * True when every occurrence of the field selects only `id` (and `__typename`), without
 * fragments: a resolver may then answer with the ids alone.
 */
export function selectsOnlyId(fieldNodes: readonly FieldNode[]): boolean {
  return fieldNodes.every(
    (node) =>
      node.selectionSet !== undefined &&
      node.selectionSet.selections.every(
        (s) =>
          s.kind === 'Field' &&
          (s.name.value === 'id' || s.name.value === '__typename') &&
          (s.directives?.length ?? 0) === 0,
      ),
  )
}
