import { create } from 'zustand'
import type { CitationDetails } from '../../../../../shared/review'
import type { ManagerMode } from '../model/manager-mode'
import type { ManagedDocument, SubSectionTree } from '../model/types'
import * as U from '../model/view-state'
import type { ViewPreferences } from '../model/view-preferences'

export type DocumentManagerStore = U.DocumentManagerViewState & {
  readonly setMode: (mode: ManagerMode) => void
  readonly receiveTree: (tree: SubSectionTree, documents: readonly ManagedDocument[]) => void
  readonly highlight: (id: string | null) => void
  readonly setMergeTarget: (id: string | null) => void
  readonly toggleFolder: (folderId: string) => void
  readonly openFolder: (folderId: string, isOpened: boolean) => void
  readonly filterPolicyVersion: (folderId: string, versionId: string | null) => void
  readonly toggleTreeSelection: (id: string) => void
  readonly toggleTableSelection: (id: string) => void
  readonly setTableSelection: (ids: readonly string[]) => void
  readonly clearSelection: () => void
  readonly forgetDocument: (id: string) => void
  readonly setCitationDetails: (c: CitationDetails | null) => void
  readonly setReviewer: (reviewer: boolean) => void
  readonly applyViewPreferences: (prefs: ViewPreferences) => void
  readonly showApprovalPackageFor: (details: U.PolicyDetails) => void
  readonly reset: () => void
}

/**
 * The document manager's one zustand store, named document-manager-store (its devtools stay
 * disabled: no devtools middleware is applied). Thin: each action applies a pure update from
 * model/view-state, so every transition is unit-tested without React.
 */
export const useDocumentManagerStore = create<DocumentManagerStore>()((set) => ({
  ...U.INITIAL_VIEW_STATE,
  setMode: (mode) => set((s) => U.setManagerMode(s, mode)),
  receiveTree: (tree, documents) => set((s) => U.receiveTree(s, tree, documents)),
  highlight: (id) => set((s) => U.highlight(s, id)),
  setMergeTarget: (id) => set((s) => U.setMergeTarget(s, id)),
  toggleFolder: (folderId) => set((s) => U.toggleTreeFolder(s, folderId)),
  openFolder: (folderId, isOpened) => set((s) => U.openTreeFolder(s, folderId, isOpened)),
  filterPolicyVersion: (folderId, versionId) =>
    set((s) => U.filterPolicyVersion(s, folderId, versionId)),
  toggleTreeSelection: (id) => set((s) => U.toggleTreeSelection(s, id)),
  toggleTableSelection: (id) => set((s) => U.toggleTableSelection(s, id)),
  setTableSelection: (ids) => set((s) => U.setTableSelection(s, ids)),
  clearSelection: () => set((s) => U.clearSelection(s)),
  forgetDocument: (id) => set((s) => U.forgetDocument(s, id)),
  setCitationDetails: (citationDetails) => set({ citationDetails }),
  setReviewer: (reviewer) => set({ reviewer }),
  applyViewPreferences: (prefs) => set((s) => U.applyViewPreferences(s, prefs)),
  showApprovalPackageFor: (details) => set((s) => U.showApprovalPackageFor(s, details)),
  reset: () => set((s) => U.resetForCase(s)),
}))
