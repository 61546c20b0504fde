import { Checkbox, Icon, ProgressBar } from '@blueprintjs/core'
import { formatDocumentCreatedAt } from '../../review'
import { documentTypeLabel, typeMismatch, typeMismatchText } from '../model/document-type'
import { extractionFailure, extractionLabel, isExtractionActive } from '../model/extraction-status'
import { formatFileSize } from '../model/file-size'
import type { LinkText } from '../model/sort-documents'
import type { TableColumn } from '../model/table-columns'
import type { ManagedDocument } from '../model/types'
import { fileIcon } from './file-icon'

type Props = {
  readonly id: string
  readonly rowIndex: number
  readonly document: ManagedDocument
  readonly columns: readonly TableColumn[]
  readonly top: number
  readonly height: number
  readonly isSelected: boolean
  readonly isHighlighted: boolean
  readonly isFocused: boolean
  readonly linkText: LinkText
  /** The Created column's dates, as the user's settings show them. */
  readonly formatDate: (value: string | null | undefined) => string
  readonly onOpen: () => void
  readonly onToggle: () => void
}

/** The flex sizing of a column: its minimum as the basis, growing by its share. */
export function columnStyle(c: TableColumn): React.CSSProperties {
  return { flex: `${c.grow} 0 ${c.minWidth}px` }
}

/** One document in the table. */
export function DocumentsTableRow(p: Props): React.JSX.Element {
  const d = p.document
  const classes = ['dt-row']
  if (p.isSelected) classes.push('is-selected')
  if (p.isHighlighted) classes.push('is-highlighted')
  if (p.isFocused) classes.push('is-focused')
  return (
    <div
      id={p.id}
      role="row"
      aria-rowindex={p.rowIndex}
      aria-selected={p.isSelected}
      className={classes.join(' ')}
      style={{ transform: `translateY(${p.top}px)`, height: p.height }}
      data-document-id={d.id}
      onClick={p.onOpen}
    >
      <div
        className="dt-cell dt-check"
        role="gridcell"
        style={{ flex: '0 0 32px' }}
        onClick={(e) => e.stopPropagation()}
      >
        <Checkbox
          checked={p.isSelected}
          onChange={p.onToggle}
          aria-label={`Select ${d.name}`}
          tabIndex={-1}
        />
      </div>
      {p.columns.map((c) => (
        <div
          key={c.key}
          className={`dt-cell dt-${c.key}`}
          role="gridcell"
          style={columnStyle(c)}
          // The full text when the column is too narrow for it.
          title={c.key === 'name' ? d.name : undefined}
        >
          <Cell column={c.key} document={d} linkText={p.linkText} formatDate={p.formatDate} />
        </div>
      ))}
    </div>
  )
}

function Cell({
  column,
  document: d,
  linkText,
  formatDate,
}: {
  readonly column: TableColumn['key']
  readonly document: ManagedDocument
  readonly linkText: LinkText
  readonly formatDate: (value: string | null | undefined) => string
}): React.JSX.Element {
  switch (column) {
    case 'name':
      return (
        <>
          <Icon icon={fileIcon(d.fileExt)} size={12} />
          <span className="dt-text">{d.name}</span>
        </>
      )
    case 'category':
      return <span className="dt-text">{d.category?.name ?? '—'}</span>
    case 'associations':
      return <span className="dt-text">{linkText(d) || '—'}</span>
    case 'type':
      return <TypeCell document={d} />
    case 'size':
      return <span className="dt-text">{formatFileSize(d.size)}</span>
    case 'createdBy':
      return <span className="dt-text">{d.createdBy?.fullName ?? '—'}</span>
    case 'createdAt':
      return (
        <span className="dt-text" title={formatDocumentCreatedAt(d.createdAt)}>
          {formatDate(d.createdAt)}
        </span>
      )
    case 'extractionStatus':
      return <ExtractionCell document={d} />
  }
}

/** The content-detected type; a warning icon when the name's extension says otherwise. */
export function TypeCell({
  document: d,
}: {
  readonly document: ManagedDocument
}): React.JSX.Element {
  const mismatch = typeMismatch(d)
  return (
    <span
      className={mismatch ? 'dt-type-mismatch' : undefined}
      title={mismatch ? typeMismatchText(d) : undefined}
      data-testid={mismatch ? 'type-mismatch' : undefined}
    >
      {documentTypeLabel(d)}
      {mismatch ? <Icon icon="warning-sign" size={11} aria-label={typeMismatchText(d)} /> : null}
    </span>
  )
}

function ExtractionCell({
  document: d,
}: {
  readonly document: ManagedDocument
}): React.JSX.Element {
  const status = d.extractionStatus
  if (!status) return <span className="muted">—</span>
  if (status === 'running' && d.extractionProgress != null) {
    return (
      <span className="dt-extraction">
        <span className="dt-text">{extractionLabel(status, d.extractionProgress)}</span>
        <ProgressBar
          aria-label={`Extraction of ${d.name}`}
          value={d.extractionProgress / 100}
          stripes={false}
          className="dt-extraction-bar"
        />
      </span>
    )
  }
  const failure = extractionFailure(d)
  if (failure !== null)
    return (
      <span
        className="dt-extraction-failed"
        title={`Extraction failed: ${failure}`}
        data-testid="extraction-failed-cell"
      >
        <Icon icon="error" size={11} />
        <span className="dt-text">failed: {failure}</span>
      </span>
    )
  return <span className="dt-text">{isExtractionActive(status) ? `${status}…` : status}</span>
}
