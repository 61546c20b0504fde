// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NewExtractionBadge } from '../../../../src/renderer/src/features/review/NewExtractionBadge'
import { ExtractedFromBadge } from '../../../../src/renderer/src/features/review/ExtractedFromBadge'
import { RejectedBadge } from '../../../../src/renderer/src/features/review/RejectedBadge'
import { documents, item, box, sleep } from '../../../helpers/review-fixtures'

describe('NewExtractionBadge', () => {
  it('opens after 300 ms of hover, 275 px wide, with the value and its source', async () => {
    const user = userEvent.setup()
    render(
      <NewExtractionBadge
        extraction={item('POL-123', 'd1')}
        type="Text"
        documents={documents}
        onAccept={() => {}}
        onReject={() => {}}
      />,
    )
    const badge = screen.getByRole('button', { name: 'New extraction' })
    expect(badge.textContent).toBe('New')
    await user.hover(badge)
    await sleep(150)
    expect(screen.queryByTestId('new-badge-popover')).toBeNull()
    const popover = await screen.findByTestId('new-badge-popover')
    expect(popover.style.width).toBe('275px')
    expect(within(popover).getByText('POL-123')).toBeTruthy()
    expect(popover.textContent).toContain('Extracted from declarations.pdf')
  })

  it("shows the engine's confidence in the value, and nothing when the item has none", async () => {
    const user = userEvent.setup()
    const { unmount } = render(
      <NewExtractionBadge
        extraction={{ ...item('POL-123', 'd1'), confidence: 0.934 }}
        type="Text"
        documents={documents}
        onAccept={() => {}}
        onReject={() => {}}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'New extraction' }))
    const popover = await screen.findByTestId('new-badge-popover')
    expect(within(popover).getByTestId('extraction-confidence').textContent).toBe(
      'Confidence 93% (high)',
    )
    unmount()
    render(
      <NewExtractionBadge
        extraction={item('POL-123', 'd1')}
        type="Text"
        documents={documents}
        onAccept={() => {}}
        onReject={() => {}}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'New extraction' }))
    await screen.findByTestId('new-badge-popover')
    expect(screen.queryByTestId('extraction-confidence')).toBeNull()
  })

  it('accepts and rejects, and closes after the action', async () => {
    const user = userEvent.setup()
    const onAccept = vi.fn()
    const onReject = vi.fn()
    render(
      <NewExtractionBadge
        extraction={item('POL-123', 'd1')}
        type="Text"
        documents={documents}
        onAccept={onAccept}
        onReject={onReject}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'New extraction' }))
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(onAccept).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByTestId('new-badge-popover')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'New extraction' }))
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    expect(onReject).toHaveBeenCalledTimes(1)
  })

  it('disables every action when the form or field is disabled', async () => {
    const user = userEvent.setup()
    const onAccept = vi.fn()
    render(
      <NewExtractionBadge
        extraction={item('POL-123', 'd1')}
        type="Text"
        documents={documents}
        disabled
        onAccept={onAccept}
        onReject={() => {}}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'New extraction' }))
    const accept = await screen.findByRole('button', { name: 'Accept' })
    expect((accept as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    await user.click(accept)
    expect(onAccept).not.toHaveBeenCalled()
  })

  it('is reached with Tab and opened with Enter, focusing the first action', async () => {
    const user = userEvent.setup()
    const onAccept = vi.fn()
    const onReject = vi.fn()
    render(
      <div>
        <input aria-label="Policy number" />
        <NewExtractionBadge
          extraction={item('POL-123', 'd1')}
          type="Text"
          documents={documents}
          onAccept={onAccept}
          onReject={onReject}
        />
      </div>,
    )
    await user.click(screen.getByLabelText('Policy number'))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New extraction' }))
    expect(screen.queryByTestId('new-badge-popover')).toBeNull()
    await user.keyboard('{Enter}')
    await screen.findByTestId('new-badge-popover')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reject' })),
    )
    // The Enter that opened the popover did not also press the action it focused.
    expect(onReject).not.toHaveBeenCalled()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept' }))
    await user.keyboard('{Enter}')
    expect(onAccept).toHaveBeenCalledTimes(1)
  })

  it('reports the citation while the extraction is hovered and clears it on leaving', async () => {
    const user = userEvent.setup()
    const onCitation = vi.fn()
    render(
      <NewExtractionBadge
        extraction={item('POL-123', 'd1', 0.4)}
        type="Text"
        documents={documents}
        onAccept={() => {}}
        onReject={() => {}}
        onCitation={onCitation}
      />,
    )
    const badge = screen.getByRole('button', { name: 'New extraction' })
    await user.hover(badge)
    expect(onCitation).toHaveBeenLastCalledWith({ documentId: 'd1', bbox: box(0.4) })
    const popover = await screen.findByTestId('new-badge-popover')
    await user.hover(within(popover).getByText('POL-123'))
    expect(onCitation).toHaveBeenLastCalledWith({ documentId: 'd1', bbox: box(0.4) })
    await user.unhover(within(popover).getByText('POL-123'))
    expect(onCitation).toHaveBeenLastCalledWith(null)
  })
})

describe('ExtractedFromBadge', () => {
  it('is headed "Extracted from" with the document and a Reject button', async () => {
    const user = userEvent.setup()
    const onReject = vi.fn()
    const onCitation = vi.fn()
    render(
      <ExtractedFromBadge
        extractedFrom="d2"
        bbox={box(0.5)}
        documents={documents}
        onReject={onReject}
        onCitation={onCitation}
      />,
    )
    const badge = screen.getByRole('button', { name: 'Extracted from' })
    await user.hover(badge)
    expect(onCitation).toHaveBeenLastCalledWith({ documentId: 'd2', bbox: box(0.5) })
    const popover = await screen.findByTestId('extracted-from-badge-popover')
    expect(popover.style.width).toBe('275px')
    expect(within(popover).getByRole('heading').textContent).toBe('Extracted from')
    expect(popover.textContent).toContain('renewal-2025.pdf')
    await user.click(within(popover).getByRole('button', { name: 'Reject' }))
    expect(onReject).toHaveBeenCalledTimes(1)
  })

  it('takes extractedFrom as an object and shows the id of an unknown document', async () => {
    const user = userEvent.setup()
    render(
      <ExtractedFromBadge
        extractedFrom={{ id: 'gone' }}
        bbox={null}
        documents={documents}
        disabled
        onReject={() => {}}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Extracted from' }))
    const popover = await screen.findByTestId('extracted-from-badge-popover')
    expect(popover.textContent).toContain('gone')
    const reject = within(popover).getByRole('button', { name: 'Reject' }) as HTMLButtonElement
    expect(reject.disabled).toBe(true)
  })
})

describe('RejectedBadge', () => {
  const rejected = [item('A-1', 'd1'), item('B-2', 'd2'), item('C-3', 'd3')]

  it('pages "n of total" with previous/next disabled at the ends, Accept restores the one shown', async () => {
    const user = userEvent.setup()
    const onRestore = vi.fn()
    render(
      <RejectedBadge
        extractions={rejected}
        type="Text"
        documents={documents}
        onRestore={onRestore}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Rejected extractions: 3' }))
    const popover = await screen.findByTestId('rejected-badge-popover')
    const position = () => within(popover).getByTestId('rejected-position').textContent
    const previous = () =>
      within(popover).getByRole('button', { name: 'Previous' }) as HTMLButtonElement
    const next = () => within(popover).getByRole('button', { name: 'Next' }) as HTMLButtonElement
    expect(position()).toBe('1 of 3')
    expect(previous().disabled).toBe(true)
    expect(next().disabled).toBe(false)
    expect(popover.textContent).toContain('A-1')
    await user.click(next())
    expect(position()).toBe('2 of 3')
    expect(previous().disabled).toBe(false)
    await user.click(next())
    expect(position()).toBe('3 of 3')
    expect(next().disabled).toBe(true)
    expect(popover.textContent).toContain('C-3')
    expect(popover.textContent).toContain('scan.png')
    await user.click(previous())
    expect(position()).toBe('2 of 3')
    await user.click(within(popover).getByRole('button', { name: 'Accept' }))
    expect(onRestore).toHaveBeenCalledWith(1)
  })

  it('goes back to the first when the tooltip closes', async () => {
    const user = userEvent.setup()
    render(
      <RejectedBadge
        extractions={rejected}
        type="Text"
        documents={documents}
        onRestore={() => {}}
      />,
    )
    const badge = screen.getByRole('button', { name: 'Rejected extractions: 3' })
    await user.click(badge)
    let popover = await screen.findByTestId('rejected-badge-popover')
    await user.click(within(popover).getByRole('button', { name: 'Next' }))
    expect(within(popover).getByTestId('rejected-position').textContent).toBe('2 of 3')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByTestId('rejected-badge-popover')).toBeNull())
    await user.click(badge)
    popover = await screen.findByTestId('rejected-badge-popover')
    expect(within(popover).getByTestId('rejected-position').textContent).toBe('1 of 3')
  })

  it('keeps paging but disables Accept when disabled', async () => {
    const user = userEvent.setup()
    render(
      <RejectedBadge
        extractions={rejected}
        type="Text"
        documents={documents}
        disabled
        onRestore={() => {}}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Rejected extractions: 3' }))
    const popover = await screen.findByTestId('rejected-badge-popover')
    expect(
      (within(popover).getByRole('button', { name: 'Accept' }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })

  it('renders nothing for an empty list', () => {
    const { container } = render(
      <RejectedBadge extractions={[]} type="Text" documents={documents} onRestore={() => {}} />,
    )
    expect(container.textContent).toBe('')
  })
})
