import { Tab, Tabs } from '@blueprintjs/core'
import { useState } from 'react'
import { HistoryView } from './HistoryView'
import { TrashView } from './TrashView'
import './lifecycle.css'

type Props = {
  readonly caseId: string
  readonly documents: readonly { readonly id: string; readonly name: string }[]
  readonly onOpenDocument: (id: string) => void
}

/**
 * The recent changes mode: the case's audit trail, and beside it the trash its deletes went to
 * ("Recent changes → Trash", as the delete dialog says).
 */
export function RecentChangesPanel({
  caseId,
  documents,
  onOpenDocument,
}: Props): React.JSX.Element {
  const [tab, setTab] = useState<'changes' | 'trash'>('changes')
  return (
    <section className="lifecycle-screen" aria-label="Recent changes" data-testid="recent-changes">
      <header className="pane-header">
        <h2>Recent changes</h2>
      </header>
      <Tabs
        id="recent-changes-tabs"
        className="lifecycle-tabs"
        selectedTabId={tab}
        onChange={(t) => setTab(t as 'changes' | 'trash')}
        renderActiveTabPanelOnly
      >
        <Tab
          id="changes"
          title="Changes"
          panel={
            <HistoryView caseId={caseId} documents={documents} onOpenDocument={onOpenDocument} />
          }
        />
        <Tab
          id="trash"
          title="Trash"
          panel={<TrashView caseId={caseId} onRestored={onOpenDocument} />}
        />
      </Tabs>
    </section>
  )
}
