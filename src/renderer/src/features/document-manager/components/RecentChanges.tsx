import { HTMLTable } from '@blueprintjs/core'
import { formatDistanceToNow, parseISO } from 'date-fns'
import { useMemo } from 'react'
import type { ManagedDocument } from '../model/types'

/** The 'recent changes' mode: the documents changed last, newest first. */
export function RecentChanges({
  documents,
  onOpen,
}: {
  readonly documents: readonly ManagedDocument[]
  readonly onOpen: (id: string) => void
}): React.JSX.Element {
  const recent = useMemo(
    () =>
      [...documents]
        .sort(
          (a, b) => Date.parse(b.updatedAt ?? b.createdAt) - Date.parse(a.updatedAt ?? a.createdAt),
        )
        .slice(0, 50),
    [documents],
  )
  return (
    <section className="recent-changes" aria-label="Recent changes">
      <header className="pane-header">
        <h2>Recent changes</h2>
      </header>
      <div className="preview-scroll">
        <HTMLTable compact interactive className="full-width">
          <tbody>
            {recent.map((d) => (
              <tr key={d.id} onClick={() => onOpen(d.id)}>
                <td>{d.name}</td>
                <td className="muted">{d.category?.name ?? '—'}</td>
                <td className="muted nowrap">
                  {formatDistanceToNow(parseISO(d.updatedAt ?? d.createdAt), { addSuffix: true })}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </section>
  )
}
