import { useMutation, useQuery } from '@apollo/client'
import { Button, ButtonGroup, Callout, NonIdealState, Spinner, Tag } from '@blueprintjs/core'
import { useRef, useState } from 'react'
import {
  DocumentVersionsDocument,
  RestoreDocumentVersionDocument,
  type DocumentVersion,
} from '../../../../../../shared/graphql/operations.generated'
import { extensionOf } from '../../../../../../shared/file-types'
import { errorMessage } from '../../../../app/native'
import { showToast } from '../../../../app/toaster'
import { formatDocumentCreatedAt } from '../../../review'
import { DOCUMENT_MANAGER_REFETCH_QUERIES } from '../../hooks/refetch'
import { formatFileSize } from '../../model/file-size'
import type { ManagedDocument } from '../../model/types'
import { PreviewBody } from '../preview/PreviewBody'
import { VersionDropTarget } from './VersionDropTarget'

type Props = {
  readonly caseId: string
  readonly document: ManagedDocument
  readonly externalViewerEnabled: boolean
  readonly onDownload: (version: DocumentVersion) => void
  readonly onUploadVersion: (file: File) => void
  readonly uploading: boolean
}

/** One file version as the previews take a document. */
function asDocument(d: ManagedDocument, v: DocumentVersion): ManagedDocument {
  return {
    ...d,
    id: `${d.id}@${v.number}`,
    name: v.fileName,
    signed: v.signed,
    fileType: v.fileType,
    fileExt: extensionOf(v.fileName),
    size: v.size,
  }
}

/**
 * A document's file versions, newest first (docs/rules.md#document-versions): number, who, when,
 * size and type; any version previews and downloads, an earlier one is restored as the newest.
 * A file dropped on the preview, or picked with "Upload new version", becomes the newest version.
 */
export function FileVersions(p: Props): React.JSX.Element {
  const query = useQuery(DocumentVersionsDocument, {
    variables: { caseId: p.caseId, id: p.document.id },
    fetchPolicy: 'cache-and-network',
  })
  const [restore, restoring] = useMutation(RestoreDocumentVersionDocument)
  const [shown, setShown] = useState<number | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const doc = query.data?.documents.nodes[0]
  if (query.error) return <Callout intent="danger" title={query.error.message} />
  if (!doc) return <NonIdealState icon={<Spinner size={24} />} title="Loading versions…" />
  const versions = doc.versions
  const current = doc.currentVersion
  const selected = versions.find((v) => v.number === (shown ?? current)) ?? versions[0]
  const onRestore = async (v: DocumentVersion) => {
    try {
      const r = await restore({
        variables: { input: { id: doc.id, versionId: v.id } },
        refetchQueries: [...DOCUMENT_MANAGER_REFETCH_QUERIES],
      })
      const now = r.data?.restoreDocumentVersion.currentVersion
      showToast({
        title: `Version ${v.number} restored`,
        description: now ? `It is now version ${now}.` : undefined,
        intent: 'success',
      })
      setShown(null)
    } catch (e) {
      showToast({ title: errorMessage(e), intent: 'danger' })
    }
  }
  return (
    <div className="vm-split">
      <div className="vm-side vm-list">
        <div className="vh-toolbar">
          <input
            ref={input}
            type="file"
            hidden
            data-testid="new-version-input"
            aria-label="Choose the new version's file"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0]
              if (file) p.onUploadVersion(file)
              e.currentTarget.value = ''
            }}
          />
          <Button
            icon="upload"
            loading={p.uploading}
            onClick={() => input.current?.click()}
            data-testid="upload-new-version"
          >
            Upload new version
          </Button>
        </div>
        <ol
          className="vh-list"
          aria-label={`File versions of ${doc.name}`}
          data-testid="file-versions"
        >
          {versions.map((v) => (
            <li
              key={v.id}
              className={`vh-item${v.number === selected?.number ? ' is-shown' : ''}`}
              data-version={v.number}
            >
              <div className="vh-item-head">
                <strong>Version {v.number}</strong>
                {v.number === current ? (
                  <Tag minimal intent="success">
                    current
                  </Tag>
                ) : null}
                {v.restoredFrom != null ? (
                  <Tag minimal>restored from version {v.restoredFrom}</Tag>
                ) : null}
              </div>
              <div className="vh-item-name" title={v.fileName}>
                {v.fileName}
              </div>
              <div className="vm-muted">
                {v.createdBy?.fullName ?? 'Unknown'} · {formatDocumentCreatedAt(v.createdAt)} ·{' '}
                {formatFileSize(v.size)} · {v.fileType}
              </div>
              <ButtonGroup className="vh-actions">
                <Button
                  small
                  icon="eye-open"
                  active={v.number === selected?.number}
                  onClick={() => setShown(v.number)}
                  aria-label={`Preview version ${v.number}`}
                >
                  Preview
                </Button>
                <Button
                  small
                  icon="download"
                  disabled={!v.signed}
                  onClick={() => p.onDownload(v)}
                  aria-label={`Download version ${v.number}`}
                >
                  Download
                </Button>
                <Button
                  small
                  icon="undo"
                  disabled={v.number === current || restoring.loading}
                  title={v.number === current ? 'This is the current version' : undefined}
                  onClick={() => void onRestore(v)}
                  aria-label={`Restore version ${v.number}`}
                >
                  Restore
                </Button>
              </ButtonGroup>
            </li>
          ))}
        </ol>
      </div>
      <VersionDropTarget
        className="vm-side vm-preview"
        label={`Preview of version ${selected?.number ?? ''}`}
        onFile={p.onUploadVersion}
      >
        {selected ? (
          <PreviewBody
            key={selected.id}
            document={asDocument(p.document, selected)}
            externalViewerEnabled={p.externalViewerEnabled}
            onDownload={() => p.onDownload(selected)}
          />
        ) : null}
      </VersionDropTarget>
    </div>
  )
}
