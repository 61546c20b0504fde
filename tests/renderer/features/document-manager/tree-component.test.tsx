// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { DocumentTree } from '../../../../src/renderer/src/features/document-manager/components/DocumentTree'
import { buildSubSectionTree } from '../../../../src/renderer/src/features/document-manager/model/tree'
import { useDocumentManagerStore } from '../../../../src/renderer/src/features/document-manager/state/document-manager-store'
import { asset, doc, policy } from './fixtures'

const documents = [doc('d1'), doc('d2'), doc('d3')]
const data = {
  loanId: 'L1',
  assets: [asset('A1', ['d1'])],
  policies: [
    policy('P1', {
      policyVersions: [
        {
          id: 'v1',
          policyBeginDate: '2025-01-01',
          policyEndDate: '2025-12-31',
          documents: [{ id: 'd2' }],
        },
      ],
    }),
  ],
  documents,
}

function Connected(): React.JSX.Element {
  const s = useDocumentManagerStore()
  return (
    <MemoryRouter>
      <DocumentTree
        tree={s.subSectionTree}
        documents={s.managedDocuments}
        highlightedId={s.highlightedId}
        selectedIds={s.selectedIds}
        onActivate={s.highlight}
        onToggle={s.toggleFolder}
        onOpen={s.openFolder}
        onSelect={s.toggleTreeSelection}
        onFilterVersion={s.filterPolicyVersion}
      />
    </MemoryRouter>
  )
}

// jsdom lays nothing out: give elements a screenful so the virtualiser renders rows.
const rect = { x: 0, y: 0, top: 0, left: 0, right: 300, bottom: 800, width: 300, height: 800 }
HTMLElement.prototype.getBoundingClientRect = function () {
  return { ...rect, toJSON: () => rect } as DOMRect
}
Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 800 })
Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 300 })
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 })
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 300 })

describe('DocumentTree (docs/rules.md#tree, keyboard)', () => {
  beforeEach(() => {
    useDocumentManagerStore.getState().reset()
    useDocumentManagerStore.getState().receiveTree(buildSubSectionTree(data), documents)
  })

  it('renders sections, labelled folders with their links, and documents', () => {
    render(<Connected />)
    expect(screen.getByText('Assets')).toBeTruthy()
    expect(screen.getByText('Policies')).toBeTruthy()
    expect(screen.getByText('Documents')).toBeTruthy()
    expect(screen.getByText('Homeowners #PN-P1')).toBeTruthy()
    // A folder name the pane cuts short is whole in its tooltip.
    expect(screen.getByText('Homeowners #PN-P1').getAttribute('title')).toBe('Homeowners #PN-P1')
    expect(screen.getByText('Asset A1').getAttribute('title')).toBe('Asset A1')
    expect(screen.getByText('Jan 2025 - Dec 2025')).toBeTruthy()
    expect(screen.getByLabelText('Edit Asset A1').getAttribute('href')).toBe(
      '/loans/L1/assets/A1/edit',
    )
    expect(screen.getByLabelText('Checklist of Homeowners #PN-P1').getAttribute('href')).toBe(
      '/loans/L1/policies/P1/checklist',
    )
    expect(screen.getByRole('treeitem', { name: 'd3.pdf' })).toBeTruthy()
  })

  it('moves with arrows, toggles with Enter, selects with Space, previews with Enter', () => {
    render(<Connected />)
    const tree = screen.getByRole('tree')
    tree.focus()
    fireEvent.keyDown(tree, { key: 'ArrowDown' }) // → Asset A1 folder
    fireEvent.keyDown(tree, { key: 'Enter' }) // close it
    expect(screen.queryByRole('treeitem', { name: 'd1.pdf' })).toBeNull()
    fireEvent.keyDown(tree, { key: ' ' }) // open again
    expect(screen.getByRole('treeitem', { name: 'd1.pdf' })).toBeTruthy()
    fireEvent.keyDown(tree, { key: 'ArrowDown' }) // → d1
    fireEvent.keyDown(tree, { key: ' ' })
    expect(useDocumentManagerStore.getState().selectedIds).toEqual(['d1'])
    expect(screen.getByRole('treeitem', { name: 'd1.pdf' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    fireEvent.keyDown(tree, { key: 'Enter' })
    expect(useDocumentManagerStore.getState().highlightedId).toBe('d1')
    // The highlighted document un-fades its folder (docs/rules.md#faded).
    const folder = screen.getByText('Asset A1').closest('[role="treeitem"]')!
    expect(folder.className).not.toContain('is-faded')
    expect(screen.getByText('Homeowners #PN-P1').closest('[role="treeitem"]')!.className).toContain(
      'is-faded',
    )
  })

  it('filters a policy folder to one version', () => {
    render(<Connected />)
    const select = screen.getByLabelText('Policy version of Homeowners #PN-P1') as HTMLSelectElement
    fireEvent.change(select, { target: { value: 'v1' } })
    expect(useDocumentManagerStore.getState().subSectionTree[1]!.folders[0]!.filter).toEqual({
      policyVersion: 'v1',
    })
  })
})
