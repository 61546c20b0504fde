import { useMemo, useState } from 'react'
import type { Asset, Category, Policy } from '../../../../../shared/graphql/operations.generated'
import type { ArchiveDownload } from '../hooks/use-archive-download'
import { entityNames, linkedToText } from '../model/labels'
import { filterDocuments } from '../model/sort-documents'
import type { TableDisplay } from '../model/row-density'
import type { ManagedDocument } from '../model/types'
import type { ViewPreferences } from '../model/view-preferences'
import { BulkActionBar } from './BulkActionBar'
import type { LinkableEntity } from './EntityLinks'
import { DocumentListToolbar } from './DocumentListToolbar'
import { DocumentsTable } from './DocumentsTable'

type Props = {
  readonly documents: readonly ManagedDocument[]
  readonly assets: readonly Asset[]
  readonly policies: readonly Policy[]
  readonly selectedIds: readonly string[]
  readonly highlightedId: string | null
  readonly view: ViewPreferences
  readonly onView: (change: Partial<ViewPreferences>) => void
  readonly archive: ArchiveDownload
  readonly onCategorise: (category: Category | null) => Promise<boolean>
  readonly onLink: (links: readonly LinkableEntity[]) => Promise<boolean>
  readonly onDownload: () => void
  readonly onDelete: () => void
  readonly onClear: () => void
  readonly onToggle: (id: string) => void
  readonly onSelectAll: (ids: readonly string[]) => void
  readonly onOpen: (id: string) => void
  /** Row height and date format: the user's settings. */
  readonly display?: TableDisplay
}

/** The middle pane: filter and view options, bulk actions and the documents table. */
export function DocumentListPane(p: Props): React.JSX.Element {
  const [filter, setFilter] = useState('')
  const shown = useMemo(() => filterDocuments(p.documents, filter), [p.documents, filter])
  const names = useMemo(() => entityNames(p.assets, p.policies), [p.assets, p.policies])
  const linkText = useMemo(() => (d: ManagedDocument) => linkedToText(d, names), [names])
  return (
    <section className="dm-table" aria-label="Document list">
      <DocumentListToolbar
        filter={filter}
        onFilter={setFilter}
        shown={shown.length}
        total={p.documents.length}
        view={p.view}
        onView={p.onView}
      />
      <BulkActionBar
        count={p.selectedIds.length}
        assets={p.assets}
        policies={p.policies}
        onCategorise={p.onCategorise}
        onLink={p.onLink}
        onDownload={p.onDownload}
        onDelete={p.onDelete}
        onClear={p.onClear}
        downloading={p.archive.inProgress}
        downloadProgress={p.archive.progress}
        onCancelDownload={p.archive.cancel}
      />
      <DocumentsTable
        documents={shown}
        selectedIds={p.selectedIds}
        highlightedId={p.highlightedId}
        associationVisible={p.view.associationVisible}
        linkText={linkText}
        emptyText={
          p.documents.length === 0
            ? 'No documents yet. Drop files here to upload.'
            : 'No documents match the filter.'
        }
        onToggle={p.onToggle}
        onSelectAll={p.onSelectAll}
        onOpen={p.onOpen}
        {...(p.display ? { display: p.display } : {})}
      />
    </section>
  )
}
