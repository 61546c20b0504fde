import { Checkbox, Icon, ProgressBar } from '@blueprintjs/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { format, parseISO } from 'date-fns'
import { useMemo, useRef, useState } from 'react'
import { formatFileSize } from '../model/file-size'
import {
  nextSort,
  sortDocuments,
  type DocumentSort,
  type DocumentSortKey,
} from '../model/sort-documents'
import type { ManagedDocument } from '../model/types'
import { fileIcon } from './file-icon'

const ROW_HEIGHT = 30

const COLUMNS: readonly { readonly key: DocumentSortKey; readonly label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'category', label: 'Category' },
  { key: 'type', label: 'Type' },
  { key: 'size', label: 'Size' },
  { key: 'createdBy', label: 'Created by' },
  { key: 'createdAt', label: 'Created' },
  { key: 'extractionStatus', label: 'Extraction' },
]

type Props = {
  readonly documents: readonly ManagedDocument[]
  readonly selectedIds: readonly string[]
  readonly highlightedId: string | null
  readonly onToggle: (id: string) => void
  readonly onSelectAll: (ids: readonly string[]) => void
  readonly onOpen: (id: string) => void
}

/** The case's documents as a sortable, multi-select, virtualised table. */
export function DocumentsTable(p: Props): React.JSX.Element {
  const [sort, setSort] = useState<DocumentSort>({ key: 'createdAt', direction: 'desc' })
  const rows = useMemo(() => sortDocuments(p.documents, sort), [p.documents, sort])
  const selected = useMemo(() => new Set(p.selectedIds), [p.selectedIds])
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 600, height: 700 },
  })
  const allSelected = rows.length > 0 && rows.every((d) => selected.has(d.id))
  const someSelected = !allSelected && rows.some((d) => selected.has(d.id))

  return (
    <div
      className="documents-table"
      role="grid"
      aria-label="Documents"
      aria-rowcount={rows.length}
      data-testid="documents-table"
    >
      <div className="dt-row dt-head" role="row">
        <div className="dt-cell dt-check" role="columnheader">
          <Checkbox
            checked={allSelected}
            indeterminate={someSelected}
            onChange={() => p.onSelectAll(allSelected ? [] : rows.map((d) => d.id))}
            aria-label="Select all documents"
          />
        </div>
        {COLUMNS.map((c) => (
          <div
            key={c.key}
            className={`dt-cell dt-${c.key} dt-sortable`}
            role="columnheader"
            aria-sort={
              sort.key === c.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
            }
            onClick={() => setSort((s) => nextSort(s, c.key))}
          >
            {c.label}
            {sort.key === c.key ? (
              <Icon icon={sort.direction === 'asc' ? 'chevron-up' : 'chevron-down'} size={12} />
            ) : null}
          </div>
        ))}
      </div>
      <div ref={scrollRef} className="dt-body">
        {rows.length === 0 ? (
          <div className="dt-empty muted">No documents yet. Drop files here to upload.</div>
        ) : null}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const d = rows[item.index]!
            const isSelected = selected.has(d.id)
            return (
              <div
                key={d.id}
                role="row"
                aria-selected={isSelected}
                className={`dt-row${isSelected ? ' is-selected' : ''}${d.id === p.highlightedId ? ' is-highlighted' : ''}`}
                style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
                data-document-id={d.id}
                onClick={() => p.onOpen(d.id)}
              >
                <div
                  className="dt-cell dt-check"
                  role="gridcell"
                  onClick={(e) => e.stopPropagation()}
                >
                  <Checkbox
                    checked={isSelected}
                    onChange={() => p.onToggle(d.id)}
                    aria-label={`Select ${d.name}`}
                  />
                </div>
                <div className="dt-cell dt-name" role="gridcell" title={d.name}>
                  <Icon icon={fileIcon(d.fileExt)} size={12} />
                  <span>{d.name}</span>
                </div>
                <div className="dt-cell dt-category" role="gridcell">
                  {d.category?.name ?? <span className="muted">—</span>}
                </div>
                <div className="dt-cell dt-type" role="gridcell">
                  {d.fileExt.toUpperCase()}
                </div>
                <div className="dt-cell dt-size" role="gridcell">
                  {formatFileSize(d.size)}
                </div>
                <div className="dt-cell dt-createdBy" role="gridcell">
                  {d.createdBy?.fullName ?? '—'}
                </div>
                <div className="dt-cell dt-createdAt" role="gridcell">
                  {format(parseISO(d.createdAt), 'MM/dd/yyyy HH:mm')}
                </div>
                <div className="dt-cell dt-extractionStatus" role="gridcell">
                  <ExtractionCell status={d.extractionStatus} progress={d.extractionProgress} />
                </div>
              </div>
            )
          })}
        </div>
      </div>
    </div>
  )
}

function ExtractionCell({
  status,
  progress,
}: {
  readonly status?: string | null
  readonly progress?: number | null
}): React.JSX.Element {
  if (!status) return <span className="muted">—</span>
  if (progress != null && progress < 100 && !/done|complete|fail/i.test(status)) {
    return (
      <span className="dt-extraction">
        {status}{' '}
        <ProgressBar value={progress / 100} stripes={false} className="dt-extraction-bar" />
      </span>
    )
  }
  return <span>{status}</span>
}
