import { Button, ButtonGroup, Icon, NonIdealState, Tag } from '@blueprintjs/core'
import { useState } from 'react'
import type {
  Asset,
  DocumentUpdateInput,
  Policy,
} from '../../../../../shared/graphql/operations.generated'
import { deriveDocumentMode } from '../model/document-mode'
import { extractionLabel } from '../model/extraction-status'
import { formatFileSize } from '../model/file-size'
import type { ManagedDocument } from '../model/types'
import { DocumentFilingPanel } from './DocumentFilingPanel'
import { TypeCell } from './DocumentsTableRow'
import { ExtractionActions } from './ExtractionActions'
import { ExtractionFailure } from './ExtractionFailure'
import { PreviewBody } from './preview/PreviewBody'

type Props = {
  readonly document: ManagedDocument | null
  /** Dates as the user's settings show them. */
  readonly formatDate: (value: string | null | undefined) => string
  /** The page to show first (a search hit's), for a PDF. */
  readonly page?: number | null
  /** The case: "Review extractions" opens its policy checklists and asset forms. */
  readonly loanId: string
  readonly assets: readonly Asset[]
  readonly policies: readonly Policy[]
  readonly externalViewerEnabled: boolean
  readonly onDownload: (d: ManagedDocument) => void
  readonly onDelete: (d: ManagedDocument) => void
  /** Queue the document's extraction (offered where it applies: start, again, retry). */
  readonly onStartExtraction?: (d: ManagedDocument) => void
  readonly startingExtraction?: boolean
  readonly onSave: (
    d: ManagedDocument,
    update: DocumentUpdateInput,
    policyId: string | null,
  ) => Promise<boolean>
}

/**
 * The highlighted document: what it is, what can be done with it, and its preview
 * (docs/rules.md#preview).
 */
export function PreviewPane(p: Props): React.JSX.Element {
  const d = p.document
  const [panel, setPanel] = useState<{ readonly id: string; readonly open: boolean } | null>(null)
  if (!d) {
    return (
      <NonIdealState
        icon="document"
        title="No document selected"
        description="Pick a document in the tree or the table to preview it."
        className="preview-empty"
      />
    )
  }
  const mode = deriveDocumentMode(d)
  // The filing form opens on request; unfiled documents (docs/rules.md#document-mode) say so in a
  // strip with the button, so the preview keeps its room.
  const editing = panel?.id === d.id && panel.open
  const deletable = d.canBeDeleted?.authorized !== false
  return (
    <section className="preview-pane" aria-label="Preview" data-testid="preview-pane">
      <header className="preview-header">
        <div className="preview-title">
          <h2 title={d.name} data-testid="preview-title">
            {d.name}
          </h2>
          <div className="preview-meta">
            <Tag minimal>
              <TypeCell document={d} />
            </Tag>
            <span>{formatFileSize(d.size)}</span>
            <span>{d.category?.name ?? 'Uncategorised'}</span>
            {d.extractionStatus ? (
              <Tag minimal round data-testid="preview-extraction-status">
                {extractionLabel(d.extractionStatus, d.extractionProgress)}
              </Tag>
            ) : null}
            <span>
              {d.createdBy?.fullName ?? 'Unknown'} · {p.formatDate(d.createdAt)}
            </span>
          </div>
        </div>
        <ButtonGroup className="preview-actions">
          <Button
            small
            icon="edit"
            onClick={() => setPanel({ id: d.id, open: !editing })}
            active={editing}
          >
            Filing
          </Button>
          <ExtractionActions
            document={d}
            loanId={p.loanId}
            assets={p.assets}
            policies={p.policies}
            onStart={p.onStartExtraction}
            starting={p.startingExtraction}
          />
          <Button small icon="download" onClick={() => p.onDownload(d)} disabled={!d.signed}>
            Download
          </Button>
          <Button
            small
            icon="trash"
            intent="danger"
            onClick={() => p.onDelete(d)}
            disabled={!deletable}
            title={deletable ? 'Delete this document' : (d.canBeDeleted?.reason ?? undefined)}
          >
            Delete
          </Button>
        </ButtonGroup>
      </header>
      <ExtractionFailure
        document={d}
        onRetry={p.onStartExtraction}
        retrying={p.startingExtraction}
      />
      {!deletable ? (
        <div className="preview-warning" data-testid="delete-reason">
          <Icon icon="lock" size={12} /> Cannot be deleted:{' '}
          {d.canBeDeleted?.reason ?? 'not allowed'}
        </div>
      ) : null}
      {d.fileType === 'application/pdf' && d.isMergeable === false ? (
        // An encrypted or damaged PDF: the Merge button's reason, where it can be read.
        <div className="preview-warning" data-testid="merge-blocked">
          <Icon icon="disable" size={12} /> Cannot be merged:{' '}
          {d.mergeBlockedReason ?? 'not readable'}
        </div>
      ) : null}
      {!editing && mode !== 'PREVIEW' ? (
        <div className="preview-unfiled" data-testid="unfiled-strip">
          <Icon icon="inbox" size={12} />
          <span>
            {mode === 'RENEWAL_UPLOAD'
              ? 'Renewal document not attached to a policy yet.'
              : 'Not filed under an asset or a policy yet.'}
          </span>
          <Button small minimal intent="primary" onClick={() => setPanel({ id: d.id, open: true })}>
            File this document…
          </Button>
        </div>
      ) : null}
      {editing ? (
        <DocumentFilingPanel
          key={d.id}
          document={d}
          assets={p.assets}
          policies={p.policies}
          onSave={(update, policyId) => p.onSave(d, update, policyId)}
          onDone={() => setPanel({ id: d.id, open: false })}
        />
      ) : null}
      <div className="preview-body">
        <PreviewBody
          document={d}
          page={p.page ?? null}
          externalViewerEnabled={p.externalViewerEnabled}
          onDownload={() => p.onDownload(d)}
        />
      </div>
    </section>
  )
}
