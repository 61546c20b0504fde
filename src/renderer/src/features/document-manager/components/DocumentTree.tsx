import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ROW_HEIGHTS } from '../model/row-density'
import { flattenTree, treeKeyAction } from '../model/tree-rows'
import type { ManagedDocument, SubSectionTree } from '../model/types'
import { TreeRowView } from './TreeRowView'

export type DocumentTreeProps = {
  readonly tree: SubSectionTree
  readonly documents: Readonly<Record<string, ManagedDocument>>
  readonly highlightedId: string | null
  readonly selectedIds: readonly string[]
  readonly onActivate: (documentId: string) => void
  readonly onToggle: (folderId: string) => void
  readonly onOpen: (folderId: string, isOpened: boolean) => void
  readonly onSelect: (documentId: string) => void
  readonly onFilterVersion: (folderId: string, versionId: string | null) => void
  readonly onApprovalPackage?: (policyId: string, versionId: string | null) => void
  readonly onDragDocument?: (event: React.DragEvent, document: ManagedDocument) => void
  /** Compact or comfortable rows (the user's settings). */
  readonly rowHeight?: number
}

/**
 * The document tree of docs/rules.md#tree as a virtualised WAI-ARIA tree: only the visible rows are
 * in the DOM, so a case with 5,000 documents renders and toggles fast. Arrows move, Enter opens a
 * folder or previews a document, Space selects.
 */
export function DocumentTree(props: DocumentTreeProps): React.JSX.Element {
  const { tree, onActivate, onToggle, onOpen, onSelect } = props
  const rows = useMemo(() => flattenTree(tree), [tree])
  const rowHeight = props.rowHeight ?? ROW_HEIGHTS.compact.tree
  const scrollRef = useRef<HTMLDivElement>(null)
  const [focusIndex, setFocusIndex] = useState(0)
  const selected = useMemo(() => new Set(props.selectedIds), [props.selectedIds])
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    // Render a screenful on the first pass, before the ResizeObserver reports the real size.
    initialRect: { width: 300, height: 900 },
  })
  // A new row height (compact ↔ comfortable) places every row again.
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer])
  const focus = Math.min(focusIndex, Math.max(0, rows.length - 1))

  const onKeyDown = useCallback(
    (e: React.KeyboardEvent) => {
      const action = treeKeyAction(rows, focus, e.key)
      if (action.type === 'none') return
      e.preventDefault()
      switch (action.type) {
        case 'focus':
          setFocusIndex(action.index)
          virtualizer.scrollToIndex(action.index)
          break
        case 'toggle':
          onToggle(action.folderId)
          break
        case 'open':
          onOpen(action.folderId, action.isOpened)
          break
        case 'activate':
          onActivate(action.documentId)
          break
        case 'select':
          onSelect(action.documentId)
          break
      }
    },
    [focus, onActivate, onOpen, onSelect, onToggle, rows, virtualizer],
  )

  const focusedKey = rows[focus]?.key
  return (
    <div
      ref={scrollRef}
      className="document-tree"
      role="tree"
      aria-label="Case documents"
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-activedescendant={focusedKey ? `tree-row-${cssId(focusedKey)}` : undefined}
      data-testid="document-tree"
    >
      <div role="none" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!
          return (
            <TreeRowView
              key={row.key}
              id={`tree-row-${cssId(row.key)}`}
              row={row}
              top={item.start}
              height={rowHeight}
              isFocused={item.index === focus}
              document={row.kind === 'document' ? props.documents[row.documentId] : undefined}
              isHighlighted={row.kind === 'document' && row.documentId === props.highlightedId}
              isSelected={row.kind === 'document' && selected.has(row.documentId)}
              onClick={() => {
                setFocusIndex(item.index)
                if (row.kind === 'document') onActivate(row.documentId)
                else if (row.kind === 'section' || row.kind === 'folder') onToggle(row.node.id)
              }}
              onFilterVersion={props.onFilterVersion}
              onApprovalPackage={props.onApprovalPackage}
              onDragDocument={props.onDragDocument}
            />
          )
        })}
      </div>
    </div>
  )
}

/** A DOM-id-safe form of a row key. */
function cssId(key: string): string {
  return key.replace(/[^A-Za-z0-9_-]/g, '_')
}
