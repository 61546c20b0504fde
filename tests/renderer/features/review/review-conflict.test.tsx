// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConflictBadge } from '../../../../src/renderer/src/features/review/ConflictBadge'
import { documents, item, box, sleep } from '../../../helpers/review-fixtures'

const extractions = [item('A-1', 'd1', 0.1), item('B-2', 'd2', 0.3), item('C-3', 'd3', 0.5)]

function renderConflict(overrides: Partial<Parameters<typeof ConflictBadge>[0]> = {}) {
  const props = {
    extractions,
    type: 'Text',
    documents,
    onResolve: vi.fn(),
    onRejectAll: vi.fn(),
    onCitation: vi.fn(),
    ...overrides,
  }
  render(<ConflictBadge {...props} />)
  return props
}

describe('ConflictBadge', () => {
  it('opens a 300 px panel titled "Resolve conflict" with a scrolling list at most 400 px high', async () => {
    const user = userEvent.setup()
    renderConflict()
    const badge = screen.getByRole('button', { name: 'Conflict: 3 extractions' })
    await user.hover(badge)
    await sleep(150)
    expect(screen.queryByTestId('conflict-badge-popover')).toBeNull()
    const panel = await screen.findByTestId('conflict-badge-popover')
    expect(panel.style.width).toBe('300px')
    expect(within(panel).getByRole('heading').textContent).toBe('Resolve conflict')
    const list = within(panel).getByTestId('conflict-list')
    expect(list.style.maxHeight).toBe('400px')
    expect(list.style.overflowY).toBe('auto')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      'A-1Use extraction from declarations.pdf',
      'B-2Use extraction from renewal-2025.pdf',
      'C-3Use extraction from scan.png',
    ])
  })

  it('shows dates in the list as MM/dd/yyyy', async () => {
    const user = userEvent.setup()
    renderConflict({
      type: 'Date',
      extractions: [
        { ...item('2024-03-05', 'd1'), displayName: 'March 5, 2024' },
        { ...item('2025-12-31T12:00:00', 'd2'), displayName: '31 Dec 2025' },
      ],
    })
    await user.click(screen.getByRole('button', { name: 'Conflict: 2 extractions' }))
    const list = await screen.findByTestId('conflict-list')
    const values = [...list.querySelectorAll('.review-value')].map((el) => el.textContent)
    expect(values).toEqual(['03/05/2024', '12/31/2025'])
  })

  it('choosing an item resolves with its index; Reject all rejects them all', async () => {
    const user = userEvent.setup()
    const props = renderConflict()
    await user.click(screen.getByRole('button', { name: 'Conflict: 3 extractions' }))
    const panel = await screen.findByTestId('conflict-badge-popover')
    await user.click(within(panel).getByText('B-2'))
    expect(props.onResolve).toHaveBeenCalledWith(1)
    await waitFor(() => expect(screen.queryByTestId('conflict-badge-popover')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Conflict: 3 extractions' }))
    await user.click(await screen.findByRole('button', { name: 'Reject all' }))
    expect(props.onRejectAll).toHaveBeenCalledTimes(1)
  })

  it('disables choosing and rejecting when disabled', async () => {
    const user = userEvent.setup()
    const props = renderConflict({ disabled: true })
    await user.click(screen.getByRole('button', { name: 'Conflict: 3 extractions' }))
    const panel = await screen.findByTestId('conflict-badge-popover')
    const buttons = within(panel).getAllByRole('button') as HTMLButtonElement[]
    expect(buttons.length).toBe(4)
    expect(buttons.every((b) => b.disabled)).toBe(true)
    await user.click(within(panel).getByText('A-1'))
    expect(props.onResolve).not.toHaveBeenCalled()
  })

  it('reports each hovered item as the citation and clears it on leaving', async () => {
    const user = userEvent.setup()
    const props = renderConflict()
    await user.click(screen.getByRole('button', { name: 'Conflict: 3 extractions' }))
    const panel = await screen.findByTestId('conflict-badge-popover')
    await user.hover(within(panel).getByText('C-3'))
    expect(props.onCitation).toHaveBeenLastCalledWith({ documentId: 'd3', bbox: box(0.5) })
    await user.hover(within(panel).getByText('A-1'))
    expect(props.onCitation).toHaveBeenLastCalledWith({ documentId: 'd1', bbox: box(0.1) })
    await user.unhover(within(panel).getByText('A-1'))
    expect(props.onCitation).toHaveBeenLastCalledWith(null)
  })

  it('stays open while the nested source tooltip is hovered, and closes after leaving both', async () => {
    const user = userEvent.setup()
    renderConflict()
    await user.hover(screen.getByRole('button', { name: 'Conflict: 3 extractions' }))
    const panel = await screen.findByTestId('conflict-badge-popover')
    await user.hover(within(panel).getByText('renewal-2025.pdf'))
    const source = await screen.findByTestId('source-tooltip')
    expect(source.style.width).toBe('275px')
    expect(source.textContent).toMatch(
      /^renewal-2025\.pdfCreated \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM) GMT([+-]\d{1,2}(:\d{2})?)?$/,
    )
    await user.hover(source)
    await sleep(800)
    expect(screen.getByTestId('conflict-badge-popover')).toBeTruthy()
    expect(screen.getByTestId('source-tooltip')).toBeTruthy()
    await user.unhover(source)
    await user.hover(document.body)
    await waitFor(() => expect(screen.queryByTestId('source-tooltip')).toBeNull(), {
      timeout: 2000,
    })
    await waitFor(() => expect(screen.queryByTestId('conflict-badge-popover')).toBeNull(), {
      timeout: 2000,
    })
  })
})
