import type { PolicyFolder } from './tree'
import type { SubSectionTree, TreeFolder } from './types'

function mapNodes(
  nodes: readonly TreeFolder[],
  fn: (node: TreeFolder) => TreeFolder,
): readonly TreeFolder[] {
  let changed = false
  const out = nodes.map((n) => {
    const folders = n.folders.length > 0 ? mapNodes(n.folders, fn) : n.folders
    const withChildren = folders === n.folders ? n : { ...n, folders }
    const next = fn(withChildren)
    if (next !== n) changed = true
    return next
  })
  return changed ? out : nodes
}

/**
 * docs/rules.md#tree: a section or folder toggles open or closed. Untouched nodes keep identity.
 */
export function toggleFolder(tree: SubSectionTree, folderId: string): SubSectionTree {
  return mapNodes(tree, (n) => (n.id === folderId ? { ...n, isOpened: !n.isOpened } : n))
}

/** Opens or closes a node explicitly (keyboard left/right). */
export function setFolderOpened(
  tree: SubSectionTree,
  folderId: string,
  isOpened: boolean,
): SubSectionTree {
  return mapNodes(tree, (n) =>
    n.id === folderId && n.isOpened !== isOpened ? { ...n, isOpened } : n,
  )
}

/**
 * docs/rules.md#faded: a folder is faded when none of its documents is the highlighted document or
 * the merge-target document. Sections are never faded; only asset and policy folders.
 */
export function applyFading(
  tree: SubSectionTree,
  highlightedId: string | null,
  mergeTargetId: string | null,
): SubSectionTree {
  const isSection = new Set(tree.map((s) => s.id))
  return mapNodes(tree, (n) => {
    if (isSection.has(n.id)) return n
    const isFaded = !n.managedDocumentIds.some((id) => id === highlightedId || id === mergeTargetId)
    return n.isFaded === isFaded ? n : { ...n, isFaded }
  })
}

/**
 * docs/rules.md#tree: a policy folder filtered to one policy version (null shows every version's
 * documents). Unknown version ids clear the filter.
 */
export function setPolicyVersionFilter(
  tree: SubSectionTree,
  folderId: string,
  versionId: string | null,
): SubSectionTree {
  return mapNodes(tree, (n) => {
    if (n.id !== folderId || !('versions' in n)) return n
    const folder = n as PolicyFolder
    const version = folder.versions.find((v) => v.id === versionId) ?? null
    return {
      ...folder,
      filter: { policyVersion: version?.id ?? null },
      managedDocumentIds: version ? version.managedDocumentIds : folder.allDocumentIds,
    } as PolicyFolder
  })
}

/** Every node id of a tree (sections and folders). */
export function findFolder(tree: SubSectionTree, folderId: string): TreeFolder | undefined {
  for (const n of tree) {
    if (n.id === folderId) return n
    const inner = findFolder(n.folders, folderId)
    if (inner) return inner
  }
  return undefined
}
