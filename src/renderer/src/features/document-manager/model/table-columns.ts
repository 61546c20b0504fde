import type { DocumentSortKey } from './sort-documents'

export type TableColumn = {
  readonly key: DocumentSortKey
  readonly label: string
  /** Narrowest useful width in px; the column is hidden rather than squeezed below it. */
  readonly minWidth: number
  /** Share of the spare width the column takes (0: fixed at its minimum). */
  readonly grow: number
  /** Lower numbers stay longest when the table narrows. */
  readonly priority: number
}

/** Width of the selection checkbox column. */
export const CHECK_COLUMN_WIDTH = 32

/** Every column in display order. Name always shows; the rest give way by priority. */
export const TABLE_COLUMNS: readonly TableColumn[] = [
  { key: 'name', label: 'Name', minWidth: 150, grow: 3, priority: 0 },
  { key: 'category', label: 'Category', minWidth: 110, grow: 1.5, priority: 3 },
  // Shown only when the user asks for it, so it comes before the columns always offered.
  { key: 'associations', label: 'Linked to', minWidth: 120, grow: 1.5, priority: 3.5 },
  { key: 'type', label: 'Type', minWidth: 64, grow: 0, priority: 2 },
  { key: 'size', label: 'Size', minWidth: 72, grow: 0, priority: 5 },
  { key: 'createdBy', label: 'Created by', minWidth: 100, grow: 1, priority: 6 },
  { key: 'createdAt', label: 'Created', minWidth: 172, grow: 0, priority: 4 },
  { key: 'extractionStatus', label: 'Extraction', minWidth: 100, grow: 0, priority: 1 },
]

/**
 * The columns that fit in `width` px (the table's inner width): columns are taken by priority
 * while their minimum widths fit, then shown in display order, so the table never scrolls
 * sideways. The association column shows only when asked for.
 */
export function visibleColumns(
  width: number,
  options: { readonly associationVisible: boolean },
): readonly TableColumn[] {
  const candidates = TABLE_COLUMNS.filter(
    (c) => c.key !== 'associations' || options.associationVisible,
  )
  let room = width - CHECK_COLUMN_WIDTH
  const chosen = new Set<DocumentSortKey>()
  for (const c of [...candidates].sort((a, b) => a.priority - b.priority)) {
    if (c.priority === 0 || c.minWidth <= room) {
      chosen.add(c.key)
      room -= c.minWidth
    }
  }
  return candidates.filter((c) => chosen.has(c.key))
}
