import { useMutation, useQuery } from '@apollo/client'
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core'
import { useState } from 'react'
import {
  DeletedDocumentsDocument,
  RestoreDocumentDocument,
} from '../../../../../../shared/graphql/operations.generated'
import { errorMessage } from '../../../../app/native'
import { showToast } from '../../../../app/toaster'
import { DOCUMENT_MANAGER_REFETCH_QUERIES } from '../../hooks/refetch'
import { useUserSettings } from '../../hooks/use-user-settings'
import { fullMoment } from '../../model/date-display'
import { HISTORY_POLL_MS } from './HistoryView'

type Props = {
  readonly caseId: string
  readonly onRestored: (id: string) => void
}

/**
 * The case's trash (docs/rules.md#trash): deleted documents with who deleted them, when and why,
 * and when the retention purges them; Restore brings one back with its category, links and
 * versions.
 */
export function TrashView({ caseId, onRestored }: Props): React.JSX.Element {
  const { formatDate } = useUserSettings()
  const trash = useQuery(DeletedDocumentsDocument, {
    variables: { caseId },
    pollInterval: HISTORY_POLL_MS,
  })
  const [restoringId, setRestoringId] = useState<string | null>(null)
  const [restore] = useMutation(RestoreDocumentDocument, {
    refetchQueries: [...DOCUMENT_MANAGER_REFETCH_QUERIES, 'DeletedDocuments', 'CaseHistory'],
    awaitRefetchQueries: true,
  })
  const entries = trash.data?.deletedDocuments
  const bringBack = async (id: string, name: string) => {
    setRestoringId(id)
    try {
      await restore({ variables: { id } })
      showToast({ title: `“${name}” restored`, intent: 'success' })
      onRestored(id)
    } catch (e) {
      showToast({ title: errorMessage(e), intent: 'danger' })
    } finally {
      setRestoringId(null)
    }
  }
  return (
    <div className="lifecycle-scroll" data-testid="trash-list">
      {trash.error ? (
        <Callout intent="danger" title={trash.error.message} />
      ) : !entries ? (
        <NonIdealState icon={<Spinner size={20} />} title="Loading the trash…" />
      ) : entries.length === 0 ? (
        <NonIdealState icon="trash" title="The trash is empty" />
      ) : (
        <ul className="lifecycle-list" aria-label="Deleted documents, most recent first">
          {entries.map((e) => (
            <li key={e.document.id} className="lifecycle-trash-row" data-testid="trash-entry">
              <div className="lifecycle-trash-row__text">
                <div className="lifecycle-trash-row__name">{e.document.name}</div>
                <div className="muted small">
                  Deleted by {e.deletedBy?.fullName ?? 'the system'}{' '}
                  <span title={fullMoment(e.deletedAt)}>{formatDate(e.deletedAt)}</span>
                  {e.reason ? ` · “${e.reason}”` : ' · no reason given'}
                </div>
                <div className="muted small">
                  {e.purgeAt
                    ? `Purged for good ${formatDate(e.purgeAt)}`
                    : 'Kept until it is restored'}
                </div>
              </div>
              <Button
                small
                icon="undo"
                loading={restoringId === e.document.id}
                disabled={restoringId !== null}
                onClick={() => void bringBack(e.document.id, e.document.name)}
                aria-label={`Restore ${e.document.name}`}
              >
                Restore
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
