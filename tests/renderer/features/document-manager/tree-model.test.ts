import { describe, expect, it } from 'vitest'
import {
  buildSubSectionTree,
  SECTION_IDS,
  type PolicyFolder,
} from '../../../../src/renderer/src/features/document-manager/model/tree'
import {
  applyFading,
  findFolder,
  setPolicyVersionFilter,
  toggleFolder,
} from '../../../../src/renderer/src/features/document-manager/model/tree-updates'
import {
  flattenTree,
  treeKeyAction,
} from '../../../../src/renderer/src/features/document-manager/model/tree-rows'
import { asset, doc, policy } from './fixtures'

const input = {
  loanId: 'L1',
  assets: [asset('A1', ['d1']), asset('A2')],
  policies: [
    policy('P1', {
      policyVersions: [
        {
          id: 'v1',
          term: '2025',
          policyBeginDate: '2025-01-01',
          policyEndDate: '2025-12-31',
          documents: [{ id: 'd2' }],
        },
        {
          id: 'v2',
          term: '2026',
          policyBeginDate: '2026-01-01',
          policyEndDate: '2026-12-31',
          documents: [{ id: 'd3' }],
        },
      ],
      policyVersion: { id: 'v2' },
    }),
    policy('P2', { policyNumber: null, productType: { name: 'Flood' } }),
  ],
  documents: [
    doc('d1'),
    doc('d2'),
    doc('d3'),
    doc('d4', { associations: [{ entityId: 'A2', entityType: 'asset' }] }),
    doc('d5', { associations: [{ entityId: 'P2', entityType: 'policy' }] }),
    doc('d6'),
    doc('d7'),
  ],
}

describe('buildSubSectionTree (docs/rules.md#tree)', () => {
  const tree = buildSubSectionTree(input)
  it('has the sections Assets, Policies and Documents', () => {
    expect(tree.map((s) => s.label)).toEqual(['Assets', 'Policies', 'Documents'])
  })
  it('files documents under assets and policies, everything else under Documents', () => {
    const [assets, policies, documents] = tree
    expect(assets!.folders.map((f) => [f.label, f.managedDocumentIds])).toEqual([
      ['Asset A1', ['d1']],
      ['Asset A2', ['d4']],
    ])
    expect(policies!.folders.map((f) => [f.label, f.managedDocumentIds])).toEqual([
      ['Homeowners #PN-P1', ['d2', 'd3']],
      ['Flood', ['d5']],
    ])
    expect(documents!.managedDocumentIds).toEqual(['d6', 'd7'])
  })
  it('links folders to the asset edit and policy checklist pages', () => {
    expect(tree[0]!.folders[0]!.url).toBe('/loans/L1/assets/A1/edit')
    expect(tree[1]!.folders[0]!.url).toBe('/loans/L1/policies/P1/checklist')
  })
  it('starts asset and policy folders opened and shows the current version range', () => {
    expect(tree.flatMap((s) => s.folders).every((f) => f.isOpened)).toBe(true)
    expect(tree[1]!.folders[0]!.meta).toEqual({
      status: 'active',
      dateRange: 'Jan 2026 - Dec 2026',
    })
  })
  it('keeps open states and filters when rebuilt from new data', () => {
    let t = toggleFolder(tree, 'asset:A1')
    t = setPolicyVersionFilter(t, 'policy:P1', 'v1')
    const rebuilt = buildSubSectionTree(input, t)
    expect(findFolder(rebuilt, 'asset:A1')!.isOpened).toBe(false)
    expect(findFolder(rebuilt, 'policy:P1')!.managedDocumentIds).toEqual(['d2'])
  })
})

describe('tree updates', () => {
  const tree = buildSubSectionTree(input)
  it('toggles one folder and leaves the others untouched', () => {
    const t = toggleFolder(tree, 'policy:P2')
    expect(findFolder(t, 'policy:P2')!.isOpened).toBe(false)
    expect(t[0]).toBe(tree[0])
    expect(findFolder(toggleFolder(t, 'policy:P2'), 'policy:P2')!.isOpened).toBe(true)
  })
  it('fades folders holding neither the highlighted nor the merge-target document', () => {
    const t = applyFading(tree, 'd4', null)
    expect(findFolder(t, 'asset:A1')!.isFaded).toBe(true)
    expect(findFolder(t, 'asset:A2')!.isFaded).toBe(false)
    const m = applyFading(tree, 'd4', 'd2')
    expect(findFolder(m, 'policy:P1')!.isFaded).toBe(false)
    expect(findFolder(m, 'policy:P2')!.isFaded).toBe(true)
    expect(m.every((s) => !s.isFaded)).toBe(true)
  })
  it('filters a policy folder to one version and back', () => {
    const t = setPolicyVersionFilter(tree, 'policy:P1', 'v2')
    const f = findFolder(t, 'policy:P1') as PolicyFolder
    expect(f.managedDocumentIds).toEqual(['d3'])
    expect(f.filter).toEqual({ policyVersion: 'v2' })
    expect(f.versions.map((v) => v.label)).toEqual([
      '2025 · Jan 2025 - Dec 2025',
      '2026 · Jan 2026 - Dec 2026',
    ])
    const back = findFolder(setPolicyVersionFilter(t, 'policy:P1', null), 'policy:P1')!
    expect(back.managedDocumentIds).toEqual(['d2', 'd3'])
  })
})

describe('tree rows and keyboard', () => {
  const tree = buildSubSectionTree(input)
  it('flattens open nodes only', () => {
    const rows = flattenTree(tree)
    expect(rows.map((r) => r.key)).toContain('asset:A1/d1')
    const closed = flattenTree(toggleFolder(tree, SECTION_IDS.assets))
    expect(closed.map((r) => r.key)).not.toContain('asset:A1')
    expect(closed.length).toBe(rows.length - 4) // A1, d1, A2, d4
  })
  it('maps keys to actions', () => {
    const rows = flattenTree(tree)
    const docIndex = rows.findIndex((r) => r.key === 'asset:A1/d1')
    expect(treeKeyAction(rows, 0, 'ArrowDown')).toEqual({ type: 'focus', index: 1 })
    expect(treeKeyAction(rows, 0, 'ArrowUp')).toEqual({ type: 'focus', index: 0 })
    expect(treeKeyAction(rows, 1, 'Enter')).toEqual({ type: 'toggle', folderId: 'asset:A1' })
    expect(treeKeyAction(rows, docIndex, 'Enter')).toEqual({ type: 'activate', documentId: 'd1' })
    expect(treeKeyAction(rows, docIndex, ' ')).toEqual({ type: 'select', documentId: 'd1' })
    expect(treeKeyAction(rows, docIndex, 'ArrowLeft')).toEqual({ type: 'focus', index: 1 })
    expect(treeKeyAction(rows, 1, 'ArrowLeft')).toEqual({
      type: 'open',
      folderId: 'asset:A1',
      isOpened: false,
    })
    expect(treeKeyAction(rows, rows.length - 1, 'End')).toEqual({
      type: 'focus',
      index: rows.length - 1,
    })
  })
  it('puts a meta line (date range, version filter) under open policy folders and steps over it', () => {
    const rows = flattenTree(tree)
    const p1 = rows.findIndex((r) => r.key === 'policy:P1')
    expect(rows[p1 + 1]).toMatchObject({ kind: 'policy-meta', key: 'policy:P1/meta' })
    expect(treeKeyAction(rows, p1, 'ArrowDown')).toEqual({ type: 'focus', index: p1 + 2 })
    expect(treeKeyAction(rows, p1 + 2, 'ArrowUp')).toEqual({ type: 'focus', index: p1 })
    expect(treeKeyAction(rows, p1 + 1, 'Enter')).toEqual({ type: 'none' })
  })
})
