import { useQuery } from '@apollo/client'
import { Button, Callout, NonIdealState, Spinner, Tag } from '@blueprintjs/core'
import { useMemo, useState } from 'react'
import {
  SearchDocumentsDocument,
  type DocumentSearchFilter,
} from '../../../../../../shared/graphql/operations.generated'
import { useUserSettings } from '../../hooks/use-user-settings'
import { fullMoment } from '../../model/date-display'
import { documentTypeLabel } from '../../model/document-type'
import { dayBoundary } from '../../model/history-view'
import { snippetParts } from '../../model/snippet-parts'
import type { ManagedDocument } from '../../model/types'
import { EMPTY_SEARCH_FILTER, SearchFilters, type SearchFilterState } from './SearchFilters'
import './lifecycle.css'

const PAGE_SIZE = 20

type Props = {
  readonly caseId: string
  readonly query: string
  readonly documents: readonly ManagedDocument[]
  /** Opens a hit in the preview, at the page of the hit when it has one. */
  readonly onOpen: (id: string, page: number | null) => void
}

function filterOf(s: SearchFilterState): DocumentSearchFilter {
  const from = dayBoundary(s.from, false)
  const to = dayBoundary(s.to, true)
  return {
    ...(s.fileType ? { fileType: [s.fileType] } : {}),
    ...(s.categoryId ? { categoryId: s.categoryId } : {}),
    ...(s.uploadedBy ? { uploadedBy: s.uploadedBy } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  }
}

/**
 * The search mode (docs/rules.md#search): the case's documents whose name, category or text holds
 * the words of the search box, with the page of the hit and the words around it marked; filters
 * for type, category, uploader and days. Opening a hit previews the document at that page.
 */
export function SearchResults({ caseId, query, documents, onOpen }: Props): React.JSX.Element {
  const [filter, setFilter] = useState<SearchFilterState>(EMPTY_SEARCH_FILTER)
  // Each search (a submit of the search box) mounts this screen anew, on its first page.
  const [offset, setOffset] = useState(0)
  const { formatDate } = useUserSettings()
  const result = useQuery(SearchDocumentsDocument, {
    variables: {
      caseId,
      query,
      paging: { limit: PAGE_SIZE, offset },
      filter: filterOf(filter),
    },
    fetchPolicy: 'network-only',
  })
  const uploaders = useMemo(() => {
    const seen = new Map<string, { id: string; fullName: string }>()
    for (const d of documents) if (d.createdBy) seen.set(d.createdBy.id, d.createdBy)
    return [...seen.values()].sort((a, b) => a.fullName.localeCompare(b.fullName))
  }, [documents])
  const hits = result.data?.searchDocuments ?? result.previousData?.searchDocuments
  return (
    <section className="lifecycle-screen" aria-label="Search results" data-testid="search-results">
      <header className="pane-header">
        <h2>Search: “{query}”</h2>
        <span className="muted small" aria-live="polite">
          {hits ? `${hits.totalCount} document${hits.totalCount === 1 ? '' : 's'} found` : ''}
        </span>
      </header>
      <SearchFilters
        value={filter}
        onChange={(next) => {
          setFilter(next)
          setOffset(0)
        }}
        uploaders={uploaders}
      />
      <div className="lifecycle-scroll">
        {result.error ? (
          <Callout intent="danger" title={result.error.message} />
        ) : !hits ? (
          <NonIdealState icon={<Spinner size={20} />} title="Searching…" />
        ) : hits.nodes.length === 0 ? (
          <NonIdealState
            icon="search"
            title="Nothing found"
            description="No document of this case has these words in its name, category or text."
          />
        ) : (
          <ul className="lifecycle-list" aria-label="Documents found">
            {hits.nodes.map((h) => (
              <li key={h.document.id} data-testid="search-hit">
                <button
                  type="button"
                  className="lifecycle-entry"
                  onClick={() => onOpen(h.document.id, h.page)}
                >
                  <span className="search-hit__name">{h.document.name}</span>
                  <span className="lifecycle-entry__when" title={fullMoment(h.document.createdAt)}>
                    {formatDate(h.document.createdAt)}
                  </span>
                  <span className="search-hit__snippet">
                    {snippetParts(h.snippet).map((p, i) =>
                      p.hit ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>,
                    )}
                  </span>
                  <span className="lifecycle-entry__meta">
                    <Tag minimal>{documentTypeLabel(h.document)}</Tag>
                    {h.page !== null ? <span>Page {h.page}</span> : <span>Name or category</span>}
                    <span>{h.document.category?.name ?? 'Uncategorised'}</span>
                    <span>{h.document.createdBy?.fullName ?? ''}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <footer className="lifecycle-pager">
        <span>
          {hits && hits.totalCount > 0
            ? `${offset + 1}–${offset + hits.nodes.length} of ${hits.totalCount}`
            : ''}
        </span>
        <span>
          <Button
            small
            icon="chevron-left"
            disabled={!hits?.pageInfo.hasPreviousPage}
            onClick={() => setOffset((o) => Math.max(0, o - PAGE_SIZE))}
          >
            Previous
          </Button>{' '}
          <Button
            small
            rightIcon="chevron-right"
            disabled={!hits?.pageInfo.hasNextPage}
            onClick={() => setOffset((o) => o + PAGE_SIZE)}
          >
            Next
          </Button>
        </span>
      </footer>
    </section>
  )
}
