import { Button, Callout, Checkbox, HTMLSelect, Icon, SegmentedControl } from '@blueprintjs/core'
import { useState } from 'react'
import type { Asset, Category, Policy } from '../../../../../shared/graphql/operations.generated'
import type { UploadOptions, UploadState } from '../hooks/use-upload'
import type { RejectedDrop } from '../model/drop-rejection'
import { formatFileSize } from '../model/file-size'
import { policyFolderLabel } from '../model/labels'
import { countOf } from '../../../format/plural'
import { CategoryPicker } from './CategoryPicker'
import { EntityLinks, type LinkableEntity } from './EntityLinks'
import { UploadProgressList } from './UploadProgressList'

type Props = {
  readonly mode: 'regular upload' | 'renewal upload'
  readonly onModeChange: (mode: 'regular upload' | 'renewal upload') => void
  readonly files: readonly File[]
  readonly rejected: readonly RejectedDrop[]
  readonly assets: readonly Asset[]
  readonly policies: readonly Policy[]
  readonly state: UploadState
  readonly onAddFiles: () => void
  readonly onRemoveFile: (file: File) => void
  readonly onUpload: (options: UploadOptions) => void
  readonly onCancel: () => void
}

/**
 * Regular and renewal upload (spec §4): the dropped files, a category (renewal: renewal-document
 * categories and the policy renewed), extraction for categories that support it, then upload with
 * progress.
 */
export function UploadPanel(p: Props): React.JSX.Element {
  const [category, setCategory] = useState<Category | null>(null)
  const [extractData, setExtractData] = useState(false)
  const [links, setLinks] = useState<LinkableEntity[]>([])
  const [policyId, setPolicyId] = useState('')
  const renewal = p.mode === 'renewal upload'
  const canExtract = category?.supportExtraction === true
  const uploading = p.state.loading

  const submit = (): void =>
    p.onUpload({
      categoryId: category?.id ?? null,
      extractData: canExtract && extractData,
      associations: renewal
        ? policyId
          ? [{ entityId: policyId, entityType: 'policy' }]
          : []
        : links,
    })

  return (
    <section className="upload-panel" aria-label="Upload" data-testid="upload-panel">
      <header className="pane-header">
        <h2>Upload documents</h2>
        <SegmentedControl
          small
          value={p.mode}
          onValueChange={(v) => {
            p.onModeChange(v as Props['mode'])
            setCategory(null)
          }}
          options={[
            { label: 'Regular', value: 'regular upload' },
            { label: 'Renewal', value: 'renewal upload' },
          ]}
          disabled={uploading}
        />
      </header>
      {p.rejected.length > 0 ? (
        <Callout
          intent="warning"
          title="Not uploaded"
          compact
          className="upload-rejected"
          data-testid="drop-rejections"
        >
          <ul className="dialog-list">
            {p.rejected.map((r, i) => (
              <li key={`${r.fileName}-${i}`}>
                <strong>{r.fileName}</strong>: {r.messages.join('; ')}
              </li>
            ))}
          </ul>
        </Callout>
      ) : null}
      {uploading ? (
        <UploadProgressList state={p.state} />
      ) : (
        <>
          <ul className="upload-files" data-testid="upload-files">
            {p.files.map((f) => (
              <li key={`${f.name}-${f.lastModified}-${f.size}`}>
                <Icon icon="document" size={12} />
                <span className="upload-files__name" title={f.name}>
                  {f.name}
                </span>
                <span className="muted small">{formatFileSize(f.size)}</span>
                <Button
                  small
                  minimal
                  icon="cross"
                  onClick={() => p.onRemoveFile(f)}
                  aria-label={`Remove ${f.name}`}
                />
              </li>
            ))}
            {p.files.length === 0 ? (
              <li className="muted">Drop files on the documents, or add them.</li>
            ) : null}
          </ul>
          <Button small icon="add" onClick={p.onAddFiles} className="upload-add">
            Add files
          </Button>
          <div className="upload-fields">
            <CategoryPicker
              value={category?.id ?? null}
              onChange={setCategory}
              {...(renewal ? { type: 'renewalDocument' as const, label: 'Renewal category' } : {})}
            />
            <div>
              {renewal ? (
                <>
                  <label className="field-label">Policy renewed</label>
                  <HTMLSelect
                    value={policyId}
                    onChange={(e) => setPolicyId(e.target.value)}
                    fill
                    aria-label="Policy renewed"
                  >
                    <option value="">Choose a policy…</option>
                    {p.policies.map((x) => (
                      <option key={x.id} value={x.id}>
                        {policyFolderLabel(x)}
                      </option>
                    ))}
                  </HTMLSelect>
                </>
              ) : (
                <EntityLinks
                  assets={p.assets}
                  policies={p.policies}
                  value={links}
                  onChange={setLinks}
                />
              )}
              <Checkbox
                className="upload-extract"
                checked={canExtract && extractData}
                disabled={!canExtract}
                onChange={(e) => setExtractData(e.currentTarget.checked)}
                label={
                  canExtract
                    ? 'Extract data from these documents'
                    : 'Extraction not available for this category'
                }
              />
            </div>
          </div>
          <footer className="pane-footer">
            <Button onClick={p.onCancel}>Cancel</Button>
            <Button
              intent="primary"
              icon="cloud-upload"
              onClick={submit}
              disabled={p.files.length === 0 || (renewal && !policyId)}
              data-testid="upload-submit"
            >
              {p.files.length > 0 ? `Upload ${countOf(p.files.length, 'file')}` : 'Upload'}
            </Button>
          </footer>
        </>
      )}
    </section>
  )
}
