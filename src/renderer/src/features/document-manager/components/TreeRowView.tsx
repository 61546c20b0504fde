import { Icon, Tag } from '@blueprintjs/core'
import { Link } from 'react-router-dom'
import { extractionFailure, extractionLabel } from '../model/extraction-status'
import type { PolicyFolder } from '../model/tree'
import type { TreeRow } from '../model/tree-rows'
import type { ManagedDocument } from '../model/types'
import { fileIcon } from './file-icon'

type Props = {
  readonly id: string
  readonly row: TreeRow
  readonly top: number
  readonly height: number
  readonly isFocused: boolean
  readonly isHighlighted: boolean
  readonly isSelected: boolean
  readonly document: ManagedDocument | undefined
  readonly onClick: () => void
  readonly onFilterVersion: (folderId: string, versionId: string | null) => void
  /** Opens the approval package of a policy (the filtered version, else the current one). */
  readonly onApprovalPackage?: (policyId: string, versionId: string | null) => void
  readonly onDragDocument?: (event: React.DragEvent, document: ManagedDocument) => void
}

/** One row of the virtualised tree: a section, a folder or a document. */
export function TreeRowView(p: Props): React.JSX.Element {
  const { row } = p
  const classes = ['tree-row', `tree-row--${row.kind}`]
  if (p.isFocused) classes.push('is-focused')
  if (p.isHighlighted) classes.push('is-highlighted')
  if (p.isSelected) classes.push('is-selected')
  if ((row.kind === 'section' || row.kind === 'folder') && row.node.isFaded)
    classes.push('is-faded')
  const style = {
    transform: `translateY(${p.top}px)`,
    height: p.height,
    paddingLeft: 8 + row.depth * 16,
  }

  if (row.kind === 'policy-meta') {
    const folder = row.node as PolicyFolder
    return (
      // An item of its own (a tree owns only items and groups): the folder's dates and its
      // version filter, which Tab reaches like any control.
      <div
        id={p.id}
        className={classes.join(' ')}
        style={style}
        role="treeitem"
        aria-level={row.depth + 1}
        aria-label={`Policy versions of ${folder.label}: ${folder.meta?.dateRange ?? 'no dates'}`}
      >
        <span className="tree-row__meta">{folder.meta?.dateRange ?? 'No dates'}</span>
        {folder.versions.length > 0 ? (
          <VersionFilter folder={folder} onFilterVersion={p.onFilterVersion} />
        ) : null}
        {p.onApprovalPackage && folder.versions.length > 0 ? (
          <button
            type="button"
            className="tree-row__action"
            title="Approval package: one PDF with the accepted values and the documents"
            aria-label={`Approval package of ${folder.label}`}
            onClick={(e) => {
              e.stopPropagation()
              p.onApprovalPackage!(folder.policyId, folder.filter?.policyVersion ?? null)
            }}
          >
            <Icon icon="document-share" size={12} />
          </button>
        ) : null}
      </div>
    )
  }

  if (row.kind === 'note') {
    return (
      <div
        id={p.id}
        className={classes.join(' ')}
        style={style}
        role="treeitem"
        aria-level={row.depth + 1}
        aria-label={row.text}
      >
        <span className="tree-row__meta" data-testid="tree-note">
          {row.text}
        </span>
      </div>
    )
  }

  if (row.kind === 'document') {
    const d = p.document
    const failure = d === undefined ? null : extractionFailure(d)
    const failed = failure === null ? '' : `Extraction failed: ${failure}`
    return (
      <div
        id={p.id}
        role="treeitem"
        aria-level={row.depth + 1}
        aria-selected={p.isSelected}
        className={classes.join(' ')}
        style={style}
        onClick={p.onClick}
        draggable={d != null && p.onDragDocument != null}
        onDragStart={d && p.onDragDocument ? (e) => p.onDragDocument!(e, d) : undefined}
        data-document-id={row.documentId}
        title={failure === null ? d?.name : `${d?.name ?? ''} — ${failed}`}
        aria-label={d?.name}
        aria-description={failure === null ? undefined : failed}
      >
        <Icon
          icon={p.isSelected ? 'tick' : fileIcon(d?.fileExt ?? '')}
          size={14}
          className="tree-row__icon"
        />
        <span className="tree-row__label">{d?.name ?? row.documentId}</span>
        {d?.extractionStatus ? (
          <Tag
            minimal
            round
            className="tree-row__tag"
            intent={failure === null ? 'none' : 'danger'}
            icon={failure === null ? undefined : 'error'}
            title={failure === null ? undefined : failed}
          >
            {extractionLabel(d.extractionStatus, d.extractionProgress)}
          </Tag>
        ) : null}
      </div>
    )
  }

  const node = row.node
  const isPolicy = 'versions' in node
  return (
    <div
      id={p.id}
      role="treeitem"
      aria-level={row.depth + 1}
      aria-expanded={node.isOpened}
      className={classes.join(' ')}
      style={style}
      onClick={p.onClick}
      data-folder-id={node.id}
    >
      <Icon
        icon={node.isOpened ? 'caret-down' : 'caret-right'}
        size={14}
        className="tree-row__caret"
      />
      {row.kind === 'folder' ? (
        <Icon
          icon={node.isOpened ? 'folder-open' : 'folder-close'}
          size={14}
          className="tree-row__icon"
        />
      ) : null}
      {/* The pane may cut a long address or product name: the full one is in the tooltip. */}
      <span className="tree-row__label" title={node.label}>
        {node.label}
      </span>
      <span className="tree-row__count">{node.managedDocumentIds.length || ''}</span>
      {node.url ? (
        <Link
          to={node.url}
          className="tree-row__link"
          onClick={(e) => e.stopPropagation()}
          title={isPolicy ? 'Open the policy checklist' : 'Edit the asset'}
          aria-label={isPolicy ? `Checklist of ${node.label}` : `Edit ${node.label}`}
        >
          <Icon icon="share" size={12} />
        </Link>
      ) : null}
    </div>
  )
}

function VersionFilter({
  folder,
  onFilterVersion,
}: {
  readonly folder: PolicyFolder
  readonly onFilterVersion: (folderId: string, versionId: string | null) => void
}): React.JSX.Element {
  return (
    <select
      className="tree-row__version"
      value={folder.filter?.policyVersion ?? ''}
      aria-label={`Policy version of ${folder.label}`}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => onFilterVersion(folder.id, e.target.value || null)}
    >
      <option value="">All versions</option>
      {folder.versions.map((v) => (
        <option key={v.id} value={v.id}>
          {v.label}
        </option>
      ))}
    </select>
  )
}
