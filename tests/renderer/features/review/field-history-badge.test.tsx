// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { FieldHistoryBadge } from '../../../../src/renderer/src/features/review/FieldHistoryBadge'
import { box, documents, field } from '../../../helpers/review-fixtures'

/** The saves of a premium: accepted from d1, then rejected (docs/rules.md#value-history). */
const ENTRIES = [
  {
    at: '2026-02-02T10:00:00Z',
    user: { fullName: 'Rita Reviewer' },
    before: 1845,
    after: null,
    beforeSourceDocumentId: 'd1',
    beforeBbox: box(0.4),
    sourceDocumentId: null,
    bbox: null,
  },
  {
    at: '2026-02-01T09:00:00Z',
    user: { fullName: 'Rita Reviewer' },
    before: null,
    after: 1845,
    beforeSourceDocumentId: null,
    beforeBbox: null,
    sourceDocumentId: 'd1',
    bbox: box(0.4),
  },
]

describe('FieldHistoryBadge', () => {
  it('shows nothing for a field without saved changes', () => {
    const { container } = render(
      <FieldHistoryBadge
        label="Premium"
        field={field()}
        entries={[]}
        documents={documents}
        onChange={() => {}}
      />,
    )
    expect(container.textContent).toBe('')
  })

  it('lists the changes newest first, with who, values and source, and brings a rejected value back', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const onCitation = vi.fn()
    const now = field({ type: 'Currency' })
    render(
      <FieldHistoryBadge
        label="Premium"
        field={now}
        entries={ENTRIES}
        documents={documents}
        onChange={onChange}
        onCitation={onCitation}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'History of Premium: 2 changes' }))
    const popover = await screen.findByTestId('field-history-badge-popover')
    const entries = within(popover).getAllByTestId('field-history-entry')
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringMatching(/Rita Reviewer.*1845 → \(empty\)/),
      expect.stringMatching(/Rita Reviewer.*\(empty\) → 1845From declarations\.pdf/),
    ])
    // Hovering the change that took the value lights its region in the document.
    await user.hover(entries[1]!)
    expect(onCitation).toHaveBeenLastCalledWith({ documentId: 'd1', bbox: box(0.4) })
    await user.click(within(entries[0]!).getByRole('button', { name: 'Restore 1845' }))
    expect(onChange).toHaveBeenCalledWith({
      ...now,
      value: 1845,
      extractedFrom: { id: 'd1' },
      bbox: box(0.4),
    })
  })

  it('offers no restore when disabled, nor for a value the field already holds', async () => {
    const user = userEvent.setup()
    render(
      <FieldHistoryBadge
        label="Premium"
        field={field({ type: 'Currency', value: 1845, extractedFrom: { id: 'd1' } })}
        entries={ENTRIES}
        documents={documents}
        disabled
        onChange={() => {}}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'History of Premium: 2 changes' }))
    const popover = await screen.findByTestId('field-history-badge-popover')
    expect(within(popover).queryByRole('button', { name: /^Restore/ })).toBeNull()
  })
})
