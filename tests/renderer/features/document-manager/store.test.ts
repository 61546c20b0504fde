import { beforeEach, describe, expect, it } from 'vitest'
import { DOCUMENT_MANAGER_STORE_NAME } from '../../../../src/shared/constants'
import { useDocumentManagerStore } from '../../../../src/renderer/src/features/document-manager/state/document-manager-store'
import { viewPreferencesKey } from '../../../../src/renderer/src/features/document-manager/model/view-preferences'
import { buildSubSectionTree } from '../../../../src/renderer/src/features/document-manager/model/tree'
import { findFolder } from '../../../../src/renderer/src/features/document-manager/model/tree-updates'
import { asset, doc } from './fixtures'

const documents = [doc('d1'), doc('d2'), doc('d3')]
const tree = buildSubSectionTree({
  loanId: 'L',
  assets: [asset('A', ['d1'])],
  policies: [],
  documents,
})

describe('document-manager-store (docs/rules.md#view-state)', () => {
  beforeEach(() => useDocumentManagerStore.getState().reset())

  it('is named document-manager-store and starts in preview mode', () => {
    // What the store remembers per user is kept under its name.
    expect(DOCUMENT_MANAGER_STORE_NAME).toBe('document-manager-store')
    expect(viewPreferencesKey('u1')).toBe('document-manager-store.view.u1')
    const s = useDocumentManagerStore.getState()
    expect(s.mode).toBe('preview')
    expect(s.highlightedId).toBeNull()
    expect(s.reviewer).toBe(false)
  })

  it('fades folders as the highlighted document changes', () => {
    const s = useDocumentManagerStore.getState()
    s.receiveTree(tree, documents)
    expect(findFolder(useDocumentManagerStore.getState().subSectionTree, 'asset:A')!.isFaded).toBe(
      true,
    )
    s.highlight('d1')
    expect(findFolder(useDocumentManagerStore.getState().subSectionTree, 'asset:A')!.isFaded).toBe(
      false,
    )
    s.setMergeTarget('d2')
    s.highlight('d3')
    expect(findFolder(useDocumentManagerStore.getState().subSectionTree, 'asset:A')!.isFaded).toBe(
      true,
    )
  })

  it("keeps the merge target's folder unfaded while merging, and forgets it after", () => {
    const s = useDocumentManagerStore.getState()
    s.receiveTree(tree, documents)
    s.setMode('merge')
    s.setMergeTarget('d1')
    const folder = () => findFolder(useDocumentManagerStore.getState().subSectionTree, 'asset:A')!
    expect(folder().isFaded).toBe(false)
    s.setMode('preview')
    expect(useDocumentManagerStore.getState().mergeTargetId).toBeNull()
    expect(folder().isFaded).toBe(true)
  })

  it('keeps tree and table selections and their union', () => {
    const s = useDocumentManagerStore.getState()
    s.receiveTree(tree, documents)
    s.toggleTreeSelection('d1')
    s.toggleTableSelection('d2')
    s.toggleTableSelection('d1')
    expect(useDocumentManagerStore.getState().selectedDocumentIds).toEqual(['d1', 'd2'])
    s.toggleTreeSelection('d1')
    expect(useDocumentManagerStore.getState().selectedIds).toEqual([])
    expect(useDocumentManagerStore.getState().selectedDocumentIds).toEqual(['d2', 'd1'])
  })

  it('drops vanished documents from selections and the preview', () => {
    const s = useDocumentManagerStore.getState()
    s.receiveTree(tree, documents)
    s.setTableSelection(['d1', 'd3'])
    s.highlight('d3')
    s.forgetDocument('d3')
    const after = useDocumentManagerStore.getState()
    expect(after.selectedTableIds).toEqual(['d1'])
    expect(after.highlightedId).toBeNull()
    s.receiveTree(tree, [doc('d2')])
    expect(useDocumentManagerStore.getState().selectedTableIds).toEqual([])
  })

  it('does not keep highlighting a document that is gone, and highlights it when it is back', () => {
    const s = useDocumentManagerStore.getState()
    s.receiveTree(tree, documents)
    s.highlight('d1')
    expect(findFolder(useDocumentManagerStore.getState().subSectionTree, 'asset:A')!.isFaded).toBe(
      false,
    )
    s.receiveTree(tree, [doc('d2')])
    expect(useDocumentManagerStore.getState().highlightedId).toBeNull()
    s.receiveTree(tree, documents)
    s.highlight('d1')
    expect(useDocumentManagerStore.getState().highlightedId).toBe('d1')
  })

  it("keeps the user's reviewer flag and view choices when another case opens", () => {
    const s = useDocumentManagerStore.getState()
    s.setReviewer(true)
    s.applyViewPreferences({ entitiesVisible: false, associationVisible: true })
    s.receiveTree(tree, documents)
    s.highlight('d1')
    s.setMode('settings')
    s.reset()
    const after = useDocumentManagerStore.getState()
    expect(after).toMatchObject({
      reviewer: true,
      entitiesVisible: false,
      associationVisible: true,
      highlightedId: null,
      mode: 'preview',
      subSectionTree: [],
    })
    s.setReviewer(false)
    s.applyViewPreferences({ entitiesVisible: true, associationVisible: false })
  })

  it('opens the approval package for one policy version and closes it', () => {
    const s = useDocumentManagerStore.getState()
    s.showApprovalPackageFor({ policyId: 'P1', policyVersionId: 'V2' })
    expect(useDocumentManagerStore.getState()).toMatchObject({
      showApprovalPackage: true,
      policyDetails: { policyId: 'P1', policyVersionId: 'V2' },
    })
    s.showApprovalPackageFor(null)
    expect(useDocumentManagerStore.getState()).toMatchObject({
      showApprovalPackage: false,
      policyDetails: null,
    })
  })

  it('toggles folders and switches modes', () => {
    const s = useDocumentManagerStore.getState()
    s.receiveTree(tree, documents)
    s.toggleFolder('asset:A')
    expect(findFolder(useDocumentManagerStore.getState().subSectionTree, 'asset:A')!.isOpened).toBe(
      false,
    )
    s.setMode('settings')
    expect(useDocumentManagerStore.getState().mode).toBe('settings')
  })
})
