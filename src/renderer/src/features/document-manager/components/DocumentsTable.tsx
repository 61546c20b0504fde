import { Checkbox, Icon } from '@blueprintjs/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { formatDocumentCreatedAt } from '../../review'
import { ROW_HEIGHTS, type TableDisplay } from '../model/row-density'
import { useElementWidth } from '../../../app/use-element-width'
import { nextSort, sortDocuments, type DocumentSort, type LinkText } from '../model/sort-documents'
import { CHECK_COLUMN_WIDTH, visibleColumns, type TableColumn } from '../model/table-columns'
import { tableKeyAction } from '../model/table-keys'
import type { ManagedDocument } from '../model/types'
import { DocumentsTableRow, columnStyle } from './DocumentsTableRow'

/** Compact rows, when the user's settings are not given. */
const DEFAULT_DISPLAY: TableDisplay = {
  rowHeight: ROW_HEIGHTS.compact.table,
  formatDate: formatDocumentCreatedAt,
}

type Props = {
  readonly documents: readonly ManagedDocument[]
  readonly selectedIds: readonly string[]
  readonly highlightedId: string | null
  /** Shows the "Linked to" column (the association-visible flag). */
  readonly associationVisible: boolean
  readonly linkText: LinkText
  /** What the table says when it has no rows (no documents, or none matching the filter). */
  readonly emptyText: string
  readonly onToggle: (id: string) => void
  readonly onSelectAll: (ids: readonly string[]) => void
  readonly onOpen: (id: string) => void
  readonly display?: TableDisplay
}

/**
 * The case's documents as a sortable, multi-select, virtualised grid. Columns give way to the
 * width the table has (least important first) so it never scrolls sideways. Keyboard: Tab onto
 * the grid, arrows move the focused row, Enter previews it, Space ticks it.
 */
export function DocumentsTable(p: Props): React.JSX.Element {
  const [sort, setSort] = useState<DocumentSort>({ key: 'createdAt', direction: 'desc' })
  const { linkText } = p
  const display = p.display ?? DEFAULT_DISPLAY
  const rowHeight = display.rowHeight
  const rows = useMemo(
    () => sortDocuments(p.documents, sort, linkText),
    [p.documents, sort, linkText],
  )
  const selected = useMemo(() => new Set(p.selectedIds), [p.selectedIds])
  const scrollRef = useRef<HTMLDivElement | null>(null)
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null)
  const width = useElementWidth(scroller)
  const columns = visibleColumns(width, { associationVisible: p.associationVisible })
  const [focusIndex, setFocusIndex] = useState(0)
  const focus = Math.min(focusIndex, Math.max(0, rows.length - 1))
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    // The sticky header sits above the rows inside the scrolling element.
    scrollMargin: rowHeight,
    initialRect: { width: 600, height: 700 },
  })
  // A new row height (compact ↔ comfortable) places every row again.
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer])
  const allSelected = rows.length > 0 && rows.every((d) => selected.has(d.id))
  const someSelected = !allSelected && rows.some((d) => selected.has(d.id))
  const { onOpen, onToggle } = p

  const onKeyDown = useCallback(
    (e: React.KeyboardEvent<HTMLDivElement>) => {
      // Keys on the header's buttons and checkboxes keep their own meaning.
      if (e.target !== e.currentTarget) return
      const pageSize = Math.floor((scrollRef.current?.clientHeight ?? 0) / rowHeight) - 1
      const action = tableKeyAction(e.key, focus, rows.length, pageSize)
      if (action.type === 'none') return
      e.preventDefault()
      const d = rows[action.index]
      if (action.type === 'focus') {
        setFocusIndex(action.index)
        virtualizer.scrollToIndex(action.index)
      } else if (d && action.type === 'open') onOpen(d.id)
      else if (d && action.type === 'toggle') onToggle(d.id)
    },
    [focus, rows, rowHeight, virtualizer, onOpen, onToggle],
  )

  const focusedId = rows[focus]?.id
  return (
    <div
      ref={(el) => {
        scrollRef.current = el
        setScroller(el)
      }}
      className="documents-table"
      role="grid"
      aria-label="Documents"
      aria-rowcount={rows.length + 1}
      aria-multiselectable
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-activedescendant={focusedId ? rowDomId(focusedId) : undefined}
      data-testid="documents-table"
    >
      <div className="dt-head" role="rowgroup">
        <div className="dt-row" role="row" aria-rowindex={1}>
          <div className="dt-cell dt-check" role="columnheader" style={checkStyle}>
            <Checkbox
              checked={allSelected}
              indeterminate={someSelected}
              onChange={() => p.onSelectAll(allSelected ? [] : rows.map((d) => d.id))}
              aria-label="Select all documents"
            />
          </div>
          {columns.map((c) => (
            <HeaderCell
              key={c.key}
              column={c}
              sort={sort}
              onSort={() => setSort((s) => nextSort(s, c.key))}
            />
          ))}
        </div>
      </div>
      <div
        role="rowgroup"
        className="dt-rows"
        style={{ height: Math.max(virtualizer.getTotalSize(), rowHeight) }}
      >
        {rows.length === 0 ? (
          <div className="dt-row dt-empty" role="row" aria-rowindex={2}>
            <div className="dt-cell muted" role="gridcell" data-testid="documents-empty">
              {p.emptyText}
            </div>
          </div>
        ) : null}
        {virtualizer.getVirtualItems().map((item) => {
          const d = rows[item.index]!
          return (
            <DocumentsTableRow
              key={d.id}
              id={rowDomId(d.id)}
              rowIndex={item.index + 2}
              document={d}
              columns={columns}
              top={item.start - rowHeight}
              height={rowHeight}
              isSelected={selected.has(d.id)}
              isHighlighted={d.id === p.highlightedId}
              isFocused={item.index === focus}
              linkText={linkText}
              formatDate={display.formatDate}
              onOpen={() => {
                setFocusIndex(item.index)
                onOpen(d.id)
              }}
              onToggle={() => onToggle(d.id)}
            />
          )
        })}
      </div>
    </div>
  )
}

const checkStyle = { flex: `0 0 ${CHECK_COLUMN_WIDTH}px` }

function HeaderCell({
  column: c,
  sort,
  onSort,
}: {
  readonly column: TableColumn
  readonly sort: DocumentSort
  readonly onSort: () => void
}): React.JSX.Element {
  const active = sort.key === c.key
  return (
    <div
      className={`dt-cell dt-${c.key}`}
      role="columnheader"
      style={columnStyle(c)}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className="dt-sort" onClick={onSort} title={`Sort by ${c.label}`}>
        <span>{c.label}</span>
        {active ? (
          <Icon icon={sort.direction === 'asc' ? 'chevron-up' : 'chevron-down'} size={12} />
        ) : null}
      </button>
    </div>
  )
}

/** A DOM id for a document's row (aria-activedescendant). */
function rowDomId(documentId: string): string {
  return `dt-row-${documentId.replace(/[^A-Za-z0-9_-]/g, '_')}`
}
