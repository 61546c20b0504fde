// @vitest-environment jsdom
/**
 * A recent-changes row opens what it concerns by keyboard as by mouse: focused with Tab, Enter
 * or Space opens the document, or the form at the field a save changed; a row about a document
 * that is gone takes no focus and opens nothing.
 */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HistoryEntryItem } from '../../../../../src/renderer/src/features/document-manager/components/lifecycle/HistoryEntryItem'
import type { HistoryTarget } from '../../../../../src/renderer/src/features/document-manager/model/history-view'
import type { HistoryEntry } from '../../../../../src/shared/graphql/operations.generated'

afterEach(cleanup)

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: 'h1',
  caseId: 'case-1',
  at: '2026-03-02T15:04:00.000Z',
  action: 'rename',
  documentId: 'doc-1',
  documentName: 'Declarations.pdf',
  entityType: null,
  entityId: null,
  summary: 'Renamed “Dec.pdf” to “Declarations.pdf”',
  before: null,
  after: null,
  user: { id: 'u1', fullName: 'Dana Reviewer' },
  ...over,
})

/** Shows where the app went, so a test can read it. */
function Where(): React.JSX.Element {
  const at = useLocation()
  return <output aria-label="location">{at.pathname + at.search}</output>
}

function show(e: HistoryEntry, target: HistoryTarget, onOpenDocument = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/manager']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <ul>
                <HistoryEntryItem
                  entry={e}
                  target={target}
                  formatDate={(v) => v.slice(0, 10)}
                  onOpenDocument={onOpenDocument}
                />
              </ul>
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
  return onOpenDocument
}

describe('a recent-changes row by keyboard', () => {
  it('opens its document with Enter and with Space once focused by Tab', async () => {
    const user = userEvent.setup()
    const open = show(entry({}), { kind: 'document', documentId: 'doc-1' })
    await user.tab()
    const row = screen.getByRole('button', { name: /Renamed “Dec.pdf” to “Declarations.pdf”/ })
    expect(document.activeElement).toBe(row)
    await user.keyboard('{Enter}')
    expect(open).toHaveBeenLastCalledWith('doc-1')
    await user.keyboard(' ')
    expect(open).toHaveBeenCalledTimes(2)
  })

  it('opens the form at the field a save changed', async () => {
    const user = userEvent.setup()
    show(
      entry({
        action: 'form',
        documentId: null,
        entityType: 'policy',
        entityId: 'pol-1',
        summary: 'Saved the policy checklist',
        after: { 'policy.number': 'HO-2' },
      }),
      { kind: 'form', url: '/loans/case-1/policies/pol-1', fields: ['policy.number'] },
    )
    await user.tab()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: /Saved the policy checklist/ }),
    )
    await user.keyboard('{Enter}')
    expect(screen.getByRole('status', { name: 'location' }).textContent).toMatch(
      /^\/loans\/case-1\/policies\/pol-1\?.+policy\.number/,
    )
  })

  it('takes no focus when what it concerns is gone', async () => {
    const user = userEvent.setup()
    const open = show(entry({}), null)
    await user.tab()
    expect(screen.queryByRole('button')).toBeNull()
    await user.keyboard('{Enter}')
    expect(open).not.toHaveBeenCalled()
  })
})
