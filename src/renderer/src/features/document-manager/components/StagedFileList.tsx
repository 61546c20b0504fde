import { Button, Icon } from '@blueprintjs/core'
import { countOf } from '../../../format/plural'
import { formatFileSize } from '../model/file-size'
import { filingSummary, type StagedFiling } from '../model/staged-filing'

type Props = {
  readonly files: readonly File[]
  readonly filingOf: (file: File) => StagedFiling
  /** The file whose filing is edited, or null for all files at once. */
  readonly selected: File | null
  readonly onSelect: (file: File | null) => void
  readonly onRemove: (file: File) => void
}

/**
 * The files waiting to be uploaded, each with how it will be filed; choosing a row edits that
 * file's filing, "All files" edits every file at once.
 */
export function StagedFileList(p: Props): React.JSX.Element {
  if (p.files.length === 0) {
    return (
      <ul className="upload-files" data-testid="upload-files">
        <li className="muted">Drop files on the documents, or add them.</li>
      </ul>
    )
  }
  return (
    <ul className="upload-files" data-testid="upload-files" aria-label="Files to upload">
      <li className={p.selected === null ? 'is-selected' : ''}>
        <Button
          minimal
          small
          alignText="left"
          className="upload-files__pick"
          icon="multi-select"
          aria-pressed={p.selected === null}
          onClick={() => p.onSelect(null)}
        >
          All {countOf(p.files.length, 'file')}
        </Button>
      </li>
      {p.files.map((f) => (
        <li
          key={`${f.name}-${f.lastModified}-${f.size}`}
          className={p.selected === f ? 'is-selected' : ''}
          data-testid="upload-file"
        >
          <Button
            minimal
            small
            alignText="left"
            className="upload-files__pick"
            aria-pressed={p.selected === f}
            aria-label={`File ${f.name}: ${filingSummary(p.filingOf(f))}`}
            onClick={() => p.onSelect(f)}
          >
            <span className="upload-files__row">
              <Icon icon="document" size={12} />
              <span className="upload-files__name" title={f.name}>
                {f.name}
              </span>
              <span className="muted small">{formatFileSize(f.size)}</span>
            </span>
            <span className="upload-files__filing muted small">{filingSummary(p.filingOf(f))}</span>
          </Button>
          <Button
            small
            minimal
            icon="cross"
            onClick={() => p.onRemove(f)}
            aria-label={`Remove ${f.name}`}
          />
        </li>
      ))}
    </ul>
  )
}
