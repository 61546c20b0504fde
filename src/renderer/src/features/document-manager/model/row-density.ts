/**
 * Compact or comfortable rows (docs/rules.md#settings): the heights of the documents table's and
 * the tree's rows for each choice. The lists are virtualised, so a row's height is a number here,
 * not only a style.
 */
import type { RowDensity } from '../../../../../shared/graphql/operations.generated'

export const ROW_HEIGHTS: Readonly<Record<RowDensity, { table: number; tree: number }>> = {
  compact: { table: 30, tree: 28 },
  comfortable: { table: 40, tree: 36 },
}

/** How the documents table shows its rows: their height and how a date reads. */
export type TableDisplay = {
  readonly rowHeight: number
  readonly formatDate: (value: string | null | undefined) => string
}
