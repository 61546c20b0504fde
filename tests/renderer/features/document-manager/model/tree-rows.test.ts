import { describe, expect, it } from 'vitest'
import { buildSubSectionTree } from '../../../../../src/renderer/src/features/document-manager/model/tree'
import {
  NO_DOCUMENTS_FOR_VERSION,
  flattenTree,
  treeKeyAction,
} from '../../../../../src/renderer/src/features/document-manager/model/tree-rows'
import { setPolicyVersionFilter } from '../../../../../src/renderer/src/features/document-manager/model/tree-updates'
import { doc, policy } from '../fixtures'

const tree = buildSubSectionTree({
  loanId: 'L1',
  assets: [],
  policies: [
    policy('P1', {
      policyVersions: [
        { id: 'old', term: '2025', documents: [] },
        { id: 'new', term: '2026', documents: [{ id: 'd1' }] },
      ],
      policyVersion: { id: 'new' },
    }),
  ],
  documents: [doc('d1')],
})

describe('a policy folder filtered to a version without documents', () => {
  it('says "No documents for this version" instead of an empty folder', () => {
    const filtered = setPolicyVersionFilter(tree, 'policy:P1', 'old')
    const rows = flattenTree(filtered)
    const note = rows.find((r) => r.kind === 'note')
    expect(note).toMatchObject({ key: 'policy:P1/empty', text: NO_DOCUMENTS_FOR_VERSION })
    expect(NO_DOCUMENTS_FOR_VERSION).toBe('No documents for this version')
    expect(rows.some((r) => r.kind === 'document')).toBe(false)
    // The keyboard steps over the note like over the version line.
    const at = rows.indexOf(note!)
    expect(treeKeyAction(rows, at - 1, 'ArrowDown')).toEqual({ type: 'focus', index: at + 1 })
    expect(treeKeyAction(rows, at, 'Enter')).toEqual({ type: 'none' })
  })
  it('says nothing without a filter or when the version has documents', () => {
    expect(flattenTree(tree).some((r) => r.kind === 'note')).toBe(false)
    const filtered = setPolicyVersionFilter(tree, 'policy:P1', 'new')
    expect(flattenTree(filtered).some((r) => r.kind === 'note')).toBe(false)
  })
})
