import { Button, Callout, HTMLSelect, SegmentedControl } from '@blueprintjs/core'
import { useMemo, useState } from 'react'
import type { Asset, Policy } from '../../../../../shared/graphql/operations.generated'
import { countOf } from '../../../format/plural'
import type { StagedUpload, UploadState } from '../hooks/use-upload'
import type { RejectedDrop } from '../model/drop-rejection'
import { policyFolderLabel } from '../model/labels'
import {
  applyToAll,
  changeFilings,
  changeSharedLinks,
  EMPTY_FILING,
  extracts,
  sharedFiling,
  type StagedFiling,
} from '../model/staged-filing'
import { FilingEditor } from './FilingEditor'
import { StagedFileList } from './StagedFileList'
import { UploadProgressList } from './UploadProgressList'

type Mode = 'regular upload' | 'renewal upload'

type Props = {
  readonly mode: Mode
  readonly onModeChange: (mode: Mode) => void
  readonly files: readonly File[]
  readonly rejected: readonly RejectedDrop[]
  readonly assets: readonly Asset[]
  readonly policies: readonly Policy[]
  readonly state: UploadState
  readonly onAddFiles: () => void
  readonly onRemoveFile: (file: File) => void
  readonly onUpload: (uploads: readonly StagedUpload[]) => void
  readonly onCancel: () => void
  /** How files are filed until the user says otherwise (the user's upload settings). */
  readonly initialFiling?: StagedFiling
}

/**
 * Regular and renewal upload (docs/rules.md#drop): the dropped files, each with its own category
 * and links (renewal: renewal-document categories and the policy renewed), extraction for
 * categories that support it — edited for one file, or for all files at once — then upload with
 * progress.
 */
export function UploadPanel(p: Props): React.JSX.Element {
  const [filings, setFilings] = useState<ReadonlyMap<File, StagedFiling>>(new Map())
  // What "all files" was last set to: files added later are filed the same way.
  const [defaults, setDefaults] = useState<StagedFiling>(p.initialFiling ?? EMPTY_FILING)
  const [selected, setSelected] = useState<File | null>(null)
  const [policyId, setPolicyId] = useState('')
  const renewal = p.mode === 'renewal upload'
  const uploading = p.state.loading
  const current = selected !== null && p.files.includes(selected) ? selected : null
  const filingOf = (f: File) => filings.get(f) ?? defaults
  const targets = current === null ? p.files : [current]
  const all = useMemo(
    () =>
      p.files.length === 0
        ? defaults
        : sharedFiling(p.files.map((f) => filings.get(f) ?? defaults)),
    [defaults, filings, p.files],
  )
  const shown = current === null ? all : filingOf(current)
  const canExtract =
    current === null && p.files.length === 0
      ? defaults.category?.supportExtraction === true
      : targets.some((f) => filingOf(f).category?.supportExtraction === true)
  const change = (c: Partial<StagedFiling>) => {
    if (current === null) setDefaults((d) => ({ ...d, ...c }))
    setFilings((m) => changeFilings(m, targets, c))
  }

  const submit = (): void =>
    p.onUpload(
      p.files.map((file) => {
        const f = filingOf(file)
        return {
          file,
          filing: {
            categoryId: f.category?.id ?? null,
            extractData: extracts(f),
            associations: renewal
              ? policyId
                ? [{ entityId: policyId, entityType: 'policy' as const }]
                : []
              : f.links,
          },
        }
      }),
    )

  return (
    <section className="upload-panel" aria-label="Upload" data-testid="upload-panel">
      <header className="pane-header">
        <h2>Upload documents</h2>
        <SegmentedControl
          small
          value={p.mode}
          onValueChange={(v) => {
            p.onModeChange(v as Mode)
            // Regular and renewal categories are different lists: start again.
            setFilings((m) => changeFilings(m, p.files, { category: null, extract: false }))
            setDefaults((d) => ({ ...d, category: null, extract: false }))
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
                {r.fileName ? <strong>{r.fileName}: </strong> : null}
                {r.messages.join('; ')}
              </li>
            ))}
          </ul>
        </Callout>
      ) : null}
      {uploading ? (
        <UploadProgressList state={p.state} />
      ) : (
        <>
          {renewal ? (
            // A renewal files every document under the one policy it renews.
            <div className="upload-renewed">
              <label className="field-label" htmlFor="policy-renewed">
                Policy renewed
              </label>
              <HTMLSelect
                id="policy-renewed"
                value={policyId}
                onChange={(e) => setPolicyId(e.target.value)}
                fill
              >
                <option value="">Choose a policy…</option>
                {p.policies.map((x) => (
                  <option key={x.id} value={x.id}>
                    {policyFolderLabel(x)}
                  </option>
                ))}
              </HTMLSelect>
            </div>
          ) : null}
          <StagedFileList
            files={p.files}
            filingOf={filingOf}
            selected={current}
            onSelect={setSelected}
            onRemove={p.onRemoveFile}
          />
          <Button small icon="add" onClick={p.onAddFiles} className="upload-add">
            Add files
          </Button>
          <FilingEditor
            renewal={renewal}
            subject={
              current !== null
                ? current.name
                : p.files.length > 0
                  ? `All ${countOf(p.files.length, 'file')}`
                  : 'Files you add'
            }
            category={shown.category}
            links={shown.links}
            extract={shown.extract}
            canExtract={canExtract}
            assets={p.assets}
            policies={p.policies}
            onCategory={(category) => change({ category })}
            onLinks={(links) => {
              if (current !== null) return change({ links })
              setDefaults((d) => ({ ...d, links }))
              setFilings((m) => changeSharedLinks(m, p.files, all.links, links))
            }}
            onExtract={(extract) => change({ extract })}
            {...(current !== null
              ? {
                  onApplyToAll: () => {
                    setFilings((m) => applyToAll(m, p.files, current))
                    setDefaults(filingOf(current))
                  },
                }
              : {})}
          />
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
