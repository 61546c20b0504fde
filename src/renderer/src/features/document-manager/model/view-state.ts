import { DEFAULT_MANAGER_MODE, type ManagerMode } from './manager-mode'
import { applyFading, setFolderOpened, setPolicyVersionFilter, toggleFolder } from './tree-updates'
import type { CitationDetails } from '../../../../../shared/review'
import type { ManagedDocument, SubSectionTree } from './types'
import { DEFAULT_VIEW_PREFERENCES, type ViewPreferences } from './view-preferences'

/** The policy version an approval package is being made for. */
export type PolicyDetails = {
  readonly policyId: string
  readonly policyVersionId: string
} | null

/** docs/rules.md#view-state: the document manager view state, plus the manager mode. */
export type DocumentManagerViewState = {
  readonly mode: ManagerMode
  readonly subSectionTree: SubSectionTree
  readonly highlightedId: string | null
  readonly managedDocuments: Readonly<Record<string, ManagedDocument>>
  /** Documents selected in the tree (Space). */
  readonly selectedIds: readonly string[]
  /** Documents ticked in the documents table. */
  readonly selectedTableIds: readonly string[]
  /** The tree shows its Assets and Policies sections (remembered per user). */
  readonly entitiesVisible: boolean
  /** The table shows the "Linked to" column (remembered per user). */
  readonly associationVisible: boolean
  /** The approval-package dialog is open, for the policy version in policyDetails. */
  readonly showApprovalPackage: boolean
  readonly policyDetails: PolicyDetails
  /** The hovered extraction's source, highlighted in the document viewer (null: none). */
  readonly citationDetails: CitationDetails | null
  /** What the bulk actions act on: the tree's and the table's selections together, in order. */
  readonly selectedDocumentIds: readonly string[]
  readonly mergeTargetId: string | null
  /** The current user may review extractions (from the `me` query). */
  readonly reviewer: boolean
}

export const INITIAL_VIEW_STATE: DocumentManagerViewState = {
  mode: DEFAULT_MANAGER_MODE,
  subSectionTree: [],
  highlightedId: null,
  managedDocuments: {},
  selectedIds: [],
  selectedTableIds: [],
  ...DEFAULT_VIEW_PREFERENCES,
  showApprovalPackage: false,
  policyDetails: null,
  citationDetails: null,
  selectedDocumentIds: [],
  mergeTargetId: null,
  reviewer: false,
}

type S = DocumentManagerViewState

const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])]

const withSelection = (
  s: S,
  selectedIds: readonly string[],
  selectedTableIds: readonly string[],
): S => ({
  ...s,
  selectedIds,
  selectedTableIds,
  selectedDocumentIds: union(selectedIds, selectedTableIds),
})

/** New tree data: re-fade and drop selections of documents that no longer exist. */
export function receiveTree(s: S, tree: SubSectionTree, documents: readonly ManagedDocument[]): S {
  const managedDocuments = Object.fromEntries(documents.map((d) => [d.id, d]))
  const known = (ids: readonly string[]): string[] => ids.filter((id) => id in managedDocuments)
  // A highlighted document that is gone (deleted, or moved out of the case) is not previewed and
  // must not keep every folder faded; the page highlights it again if it comes back.
  const highlightedId =
    s.highlightedId !== null && s.highlightedId in managedDocuments ? s.highlightedId : null
  const next = withSelection(
    { ...s, managedDocuments, highlightedId },
    known(s.selectedIds),
    known(s.selectedTableIds),
  )
  return { ...next, subSectionTree: applyFading(tree, highlightedId, s.mergeTargetId) }
}

/** Highlights (previews) one document; fading follows (docs/rules.md#faded). */
export function highlight(s: S, highlightedId: string | null): S {
  return {
    ...s,
    highlightedId,
    subSectionTree: applyFading(s.subSectionTree, highlightedId, s.mergeTargetId),
  }
}

/**
 * Another manager mode. A merge target belongs to the merge it was chosen for: leaving the merge
 * mode forgets it, so its folder is faded again like any other (docs/rules.md#faded).
 */
export function setManagerMode(s: S, mode: ManagerMode): S {
  const next = { ...s, mode }
  return mode !== 'merge' && s.mergeTargetId !== null ? setMergeTarget(next, null) : next
}

export function setMergeTarget(s: S, mergeTargetId: string | null): S {
  return {
    ...s,
    mergeTargetId,
    subSectionTree: applyFading(s.subSectionTree, s.highlightedId, mergeTargetId),
  }
}

export function toggleTreeFolder(s: S, folderId: string): S {
  return { ...s, subSectionTree: toggleFolder(s.subSectionTree, folderId) }
}

export function openTreeFolder(s: S, folderId: string, isOpened: boolean): S {
  return { ...s, subSectionTree: setFolderOpened(s.subSectionTree, folderId, isOpened) }
}

export function filterPolicyVersion(s: S, folderId: string, versionId: string | null): S {
  const tree = setPolicyVersionFilter(s.subSectionTree, folderId, versionId)
  return { ...s, subSectionTree: applyFading(tree, s.highlightedId, s.mergeTargetId) }
}

const toggleId = (ids: readonly string[], id: string): string[] =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]

/** Space in the tree: selects or unselects one document. */
export function toggleTreeSelection(s: S, id: string): S {
  return withSelection(s, toggleId(s.selectedIds, id), s.selectedTableIds)
}

/** A table checkbox: selects or unselects one document. */
export function toggleTableSelection(s: S, id: string): S {
  return withSelection(s, s.selectedIds, toggleId(s.selectedTableIds, id))
}

/** The table's header checkbox and programmatic selection. */
export function setTableSelection(s: S, ids: readonly string[]): S {
  return withSelection(s, s.selectedIds, [...new Set(ids)])
}

export function clearSelection(s: S): S {
  return withSelection(s, [], [])
}

/** After a delete: the document leaves every selection and the preview. */
export function forgetDocument(s: S, id: string): S {
  const next = withSelection(
    s,
    s.selectedIds.filter((x) => x !== id),
    s.selectedTableIds.filter((x) => x !== id),
  )
  return next.highlightedId === id ? highlight(next, null) : next
}

/**
 * Another case opened: everything about the case goes, the user's own settings (reviewer flag,
 * visible sections and columns) stay.
 */
export function resetForCase(s: S): S {
  return {
    ...INITIAL_VIEW_STATE,
    reviewer: s.reviewer,
    entitiesVisible: s.entitiesVisible,
    associationVisible: s.associationVisible,
  }
}

/** The user's remembered view preferences. */
export function applyViewPreferences(s: S, prefs: ViewPreferences): S {
  return {
    ...s,
    entitiesVisible: prefs.entitiesVisible,
    associationVisible: prefs.associationVisible,
  }
}

/** Opens the approval package of one policy version, or closes it (null). */
export function showApprovalPackageFor(s: S, details: PolicyDetails): S {
  return { ...s, showApprovalPackage: details !== null, policyDetails: details }
}
