import { useQuery } from '@apollo/client'
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core'
import { useMemo, useState } from 'react'
import {
  CaseHistoryDocument,
  CaseHistoryUsersDocument,
  HistorySettingsDocument,
} from '../../../../../../shared/graphql/operations.generated'
import { DEFAULT_HISTORY_SETTINGS } from '../../../../../../shared/history-settings'
import { useUserSettings } from '../../hooks/use-user-settings'
import {
  EMPTY_HISTORY_FILTER,
  historyFilter,
  historyTarget,
  pageLine,
  type HistoryFilterState,
} from '../../model/history-view'
import { HistoryEntryItem } from './HistoryEntryItem'
import { HistoryFilters } from './HistoryFilters'

/** Entries a page. */
const PAGE_SIZE = 25
/** The list refreshes itself this often while it is shown (live refresh). */
export const HISTORY_POLL_MS = 4000

type Props = {
  readonly caseId: string
  readonly documents: readonly { readonly id: string; readonly name: string }[]
  readonly onOpenDocument: (id: string) => void
}

/**
 * The case's audit trail (docs/rules.md#recent-changes): newest first, filtered by action (the
 * history settings' default actions until the user picks), user, document and days, a page at a
 * time, refreshed while shown.
 */
export function HistoryView({ caseId, documents, onOpenDocument }: Props): React.JSX.Element {
  const [filter, setFilter] = useState<HistoryFilterState>(EMPTY_HISTORY_FILTER)
  const [offset, setOffset] = useState(0)
  const { formatDate } = useUserSettings()
  const settings = useQuery(HistorySettingsDocument)
  const users = useQuery(CaseHistoryUsersDocument, {
    variables: { caseId },
    pollInterval: HISTORY_POLL_MS,
  })
  const defaultActions =
    settings.data?.historySettings.defaultActions ?? DEFAULT_HISTORY_SETTINGS.defaultActions
  const history = useQuery(CaseHistoryDocument, {
    variables: {
      caseId,
      paging: { limit: PAGE_SIZE, offset },
      filter: historyFilter(filter, defaultActions),
    },
    pollInterval: HISTORY_POLL_MS,
    skip: settings.loading,
  })
  const known = useMemo(() => new Set(documents.map((d) => d.id)), [documents])
  const page = history.data?.caseHistory ?? history.previousData?.caseHistory
  const changeFilter = (next: HistoryFilterState) => {
    setFilter(next)
    setOffset(0)
  }
  return (
    <>
      <HistoryFilters
        value={filter}
        onChange={changeFilter}
        users={users.data?.caseHistoryUsers ?? []}
        documents={documents}
      />
      <div className="lifecycle-scroll" data-testid="history-list">
        {history.error ? (
          <Callout intent="danger" title={history.error.message} />
        ) : !page ? (
          <NonIdealState icon={<Spinner size={20} />} title="Loading the changes…" />
        ) : page.nodes.length === 0 ? (
          <NonIdealState icon="history" title="No changes match these filters" />
        ) : (
          <ul className="lifecycle-list" aria-label="Changes, newest first">
            {page.nodes.map((e) => (
              <HistoryEntryItem
                key={e.id}
                entry={e}
                target={historyTarget(e, caseId, (id) => known.has(id))}
                formatDate={formatDate}
                onOpenDocument={onOpenDocument}
              />
            ))}
          </ul>
        )}
      </div>
      <footer className="lifecycle-pager">
        <span aria-live="polite">
          {page ? pageLine(offset, page.nodes.length, page.totalCount) : ''}
        </span>
        <span>
          <Button
            small
            icon="chevron-left"
            disabled={!page?.pageInfo.hasPreviousPage}
            onClick={() => setOffset((o) => Math.max(0, o - PAGE_SIZE))}
          >
            Newer
          </Button>{' '}
          <Button
            small
            rightIcon="chevron-right"
            disabled={!page?.pageInfo.hasNextPage}
            onClick={() => setOffset((o) => o + PAGE_SIZE)}
          >
            Older
          </Button>
        </span>
      </footer>
    </>
  )
}
