import { Button, NonIdealState, Tab, Tabs } from '@blueprintjs/core'
import type { DocumentVersion } from '../../../../../../shared/graphql/operations.generated'
import type { ManagedDocument } from '../../model/types'
import { FileVersions } from './FileVersions'
import { PolicyTimeline } from './PolicyTimeline'
import '../../versions.css'

export type HistoryTab = 'policy' | 'file'

type Props = {
  readonly caseId: string
  /** The open document (its file versions), or null. */
  readonly document: ManagedDocument | null
  readonly tab: HistoryTab
  readonly onTab: (tab: HistoryTab) => void
  /** The policy whose timeline shows first. */
  readonly policyId: string | null
  readonly documentNames: ReadonlyMap<string, string>
  readonly externalViewerEnabled: boolean
  readonly onOpenDocument: (id: string) => void
  readonly onDownloadVersion: (version: DocumentVersion) => void
  readonly onUploadVersion: (documentId: string, file: File) => void
  readonly uploading: boolean
  readonly onClose: () => void
}

/**
 * The version history mode: a policy's versions (the timeline, two side by side) and the open
 * document's file versions (docs/rules.md#renewal, docs/rules.md#document-versions).
 */
export function VersionHistory(p: Props): React.JSX.Element {
  const d = p.document
  return (
    <section className="vm-screen" aria-label="Version history" data-testid="version-history">
      <header className="vm-header">
        <div className="vm-title">
          <h2>Version history</h2>
        </div>
        <Button icon="cross" variant="minimal" onClick={p.onClose}>
          Close
        </Button>
      </header>
      <Tabs
        id="version-history-tabs"
        className="vh-tabs"
        selectedTabId={p.tab}
        onChange={(id) => p.onTab(id as HistoryTab)}
        renderActiveTabPanelOnly
      >
        <Tab
          id="policy"
          title="Policy versions"
          panel={
            <PolicyTimeline
              caseId={p.caseId}
              initialPolicyId={p.policyId}
              documentNames={p.documentNames}
              onOpenDocument={p.onOpenDocument}
            />
          }
        />
        <Tab
          id="file"
          title="File versions"
          panel={
            d ? (
              <FileVersions
                key={d.id}
                caseId={p.caseId}
                document={d}
                externalViewerEnabled={p.externalViewerEnabled}
                onDownload={p.onDownloadVersion}
                onUploadVersion={(file) => p.onUploadVersion(d.id, file)}
                uploading={p.uploading}
              />
            ) : (
              <NonIdealState icon="document" title="Open a document to see its file versions" />
            )
          }
        />
      </Tabs>
    </section>
  )
}
