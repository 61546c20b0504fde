import { beforeEach, describe, expect, it } from 'vitest'
import { DOCUMENT_MANAGER_STORE_NAME } from '../../../../src/shared/constants'
import {
  documentManagerStoreName,
  useDocumentManagerStore,
} from '../../../../src/renderer/src/features/document-manager/state/document-manager-store'
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

describe('document-manager-store (spec §2, §9)', () => {
  beforeEach(() => useDocumentManagerStore.getState().reset())

  it('is named document-manager-store and starts in preview mode', () => {
    expect(documentManagerStoreName).toBe('document-manager-store')
    expect(DOCUMENT_MANAGER_STORE_NAME).toBe(documentManagerStoreName)
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
