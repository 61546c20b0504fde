import type { SubSectionTree, TreeFolder } from './types'

export type TreeRow =
  | {
      readonly kind: 'section' | 'folder'
      readonly key: string
      readonly depth: number
      readonly node: TreeFolder
      readonly count: number
    }
  | {
      /** The line under an open policy folder: its date range and the version filter. */
      readonly kind: 'policy-meta'
      readonly key: string
      readonly depth: number
      readonly node: TreeFolder
    }
  | {
      /** Said under a policy folder filtered to a version with no documents. */
      readonly kind: 'note'
      readonly key: string
      readonly depth: number
      readonly node: TreeFolder
      readonly text: string
    }
  | {
      readonly kind: 'document'
      readonly key: string
      readonly depth: number
      readonly documentId: string
      readonly parentId: string
    }

/** What a policy folder filtered to a version without documents says. */
export const NO_DOCUMENTS_FOR_VERSION = 'No documents for this version'

/** Rows that hold information or their own control: the keyboard steps over them. */
const isPassive = (row: TreeRow | undefined): boolean =>
  row?.kind === 'policy-meta' || row?.kind === 'note'

/**
 * Flattens the open part of the tree into rows for a virtualised list: one row per section,
 * folder and visible document. A document filed in two folders appears in both, keyed by parent.
 */
export function flattenTree(tree: SubSectionTree): TreeRow[] {
  const rows: TreeRow[] = []
  const visit = (node: TreeFolder, depth: number, kind: 'section' | 'folder'): void => {
    const count = node.managedDocumentIds.length + node.folders.length
    rows.push({ kind, key: node.id, depth, node, count })
    if (!node.isOpened) return
    if (node.versions && node.versions.length > 0) {
      rows.push({ kind: 'policy-meta', key: `${node.id}/meta`, depth: depth + 1, node })
    }
    for (const f of node.folders) visit(f, depth + 1, 'folder')
    if (node.filter?.policyVersion && node.managedDocumentIds.length === 0) {
      rows.push({
        kind: 'note',
        key: `${node.id}/empty`,
        depth: depth + 1,
        node,
        text: NO_DOCUMENTS_FOR_VERSION,
      })
    }
    for (const id of node.managedDocumentIds) {
      rows.push({
        kind: 'document',
        key: `${node.id}/${id}`,
        depth: depth + 1,
        documentId: id,
        parentId: node.id,
      })
    }
  }
  for (const s of tree) visit(s, 0, 'section')
  return rows
}

export type TreeKeyAction =
  | { readonly type: 'focus'; readonly index: number }
  | { readonly type: 'toggle'; readonly folderId: string }
  | { readonly type: 'open'; readonly folderId: string; readonly isOpened: boolean }
  | { readonly type: 'activate'; readonly documentId: string }
  | { readonly type: 'select'; readonly documentId: string }
  | { readonly type: 'none' }

/**
 * Keyboard use of the tree (WAI-ARIA tree pattern): Up/Down/Home/End move, Right opens or steps
 * in, Left closes or steps to the parent, Enter toggles a folder or previews a document, Space
 * selects a document.
 */
export function treeKeyAction(rows: readonly TreeRow[], index: number, key: string): TreeKeyAction {
  const row = rows[index]
  if (!row) return rows.length > 0 ? { type: 'focus', index: 0 } : { type: 'none' }
  // Policy meta lines hold their own control (the version filter) and notes only say something:
  // arrows step over them.
  const focus = (i: number): TreeKeyAction => {
    const step = i < index ? -1 : 1
    let j = Math.max(0, Math.min(rows.length - 1, i))
    while (isPassive(rows[j])) {
      j += step
      if (j < 0 || j >= rows.length) return { type: 'focus', index }
    }
    return { type: 'focus', index: j }
  }
  switch (key) {
    case 'ArrowDown':
      return focus(index + 1)
    case 'ArrowUp':
      return focus(index - 1)
    case 'Home':
      return focus(0)
    case 'End':
      return focus(rows.length - 1)
    case 'ArrowRight':
      if (row.kind === 'document' || isPassive(row)) return { type: 'none' }
      return row.node.isOpened
        ? focus(index + 1)
        : { type: 'open', folderId: row.node.id, isOpened: true }
    case 'ArrowLeft': {
      if ((row.kind === 'section' || row.kind === 'folder') && row.node.isOpened) {
        return { type: 'open', folderId: row.node.id, isOpened: false }
      }
      for (let i = index - 1; i >= 0; i -= 1) {
        if (rows[i]!.depth < row.depth) return focus(i)
      }
      return { type: 'none' }
    }
    case 'Enter':
      if (row.kind === 'policy-meta' || row.kind === 'note') return { type: 'none' }
      return row.kind === 'document'
        ? { type: 'activate', documentId: row.documentId }
        : { type: 'toggle', folderId: row.node.id }
    case ' ':
      if (row.kind === 'policy-meta' || row.kind === 'note') return { type: 'none' }
      return row.kind === 'document'
        ? { type: 'select', documentId: row.documentId }
        : { type: 'toggle', folderId: row.node.id }
    default:
      return { type: 'none' }
  }
}
