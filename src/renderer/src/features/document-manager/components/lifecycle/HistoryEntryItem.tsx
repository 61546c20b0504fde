import { Button, Tag } from '@blueprintjs/core'
import { useNavigate } from 'react-router-dom'
import { HISTORY_ACTION_LABELS, isHistoryAction } from '../../../../../../shared/history'
import type { HistoryEntry } from '../../../../../../shared/graphql/operations.generated'
import { extractionField } from '../../../../../../shared/extraction/field-schema'
import { fullMoment } from '../../model/date-display'
import { formFieldUrl, type HistoryTarget } from '../../model/history-view'

type Props = {
  readonly entry: HistoryEntry
  readonly target: HistoryTarget
  readonly formatDate: (value: string) => string
  readonly onOpenDocument: (id: string) => void
}

/**
 * One change: what happened, who and when. It opens what it concerns — the document, or (a form
 * save) the form at each field it changed; an entry about something gone opens nothing.
 */
export function HistoryEntryItem({
  entry,
  target,
  formatDate,
  onOpenDocument,
}: Props): React.JSX.Element {
  const navigate = useNavigate()
  const label = isHistoryAction(entry.action) ? HISTORY_ACTION_LABELS[entry.action] : entry.action
  const body = (
    <>
      <span className="lifecycle-entry__summary">{entry.summary}</span>
      <span className="lifecycle-entry__when" title={fullMoment(entry.at)}>
        {formatDate(entry.at)}
      </span>
      <span className="lifecycle-entry__meta">
        <Tag minimal round>
          {label}
        </Tag>
        <span>{entry.user?.fullName ?? 'System'}</span>
      </span>
    </>
  )
  const open =
    target?.kind === 'document'
      ? () => onOpenDocument(target.documentId)
      : target?.kind === 'form' && target.fields[0]
        ? () => void navigate(formFieldUrl(target.url, target.fields[0]!))
        : null
  return (
    <li data-testid="history-entry" data-action={entry.action}>
      {open ? (
        <button type="button" className="lifecycle-entry" onClick={open}>
          {body}
        </button>
      ) : (
        <div className="lifecycle-entry">{body}</div>
      )}
      {target?.kind === 'form' && target.fields.length > 1 ? (
        <div className="lifecycle-fields" aria-label="Fields changed">
          {target.fields.map((f) => (
            <Button
              key={f}
              small
              minimal
              icon="edit"
              onClick={() => void navigate(formFieldUrl(target.url, f))}
            >
              {extractionField(f)?.displayName ?? f}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  )
}
