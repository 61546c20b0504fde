// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ExtractionPopover } from '../../../../src/renderer/src/features/review/ExtractionPopover'
import { sleep } from '../../../helpers/review-fixtures'

function renderPopover(onClosed = vi.fn()) {
  render(
    <ExtractionPopover label="Badge" badge="B" width={275} testId="p" onClosed={onClosed}>
      {({ setNestedOpen, close }) => (
        <div>
          <button type="button" onClick={() => setNestedOpen(true)}>
            nest
          </button>
          <button type="button" onClick={() => setNestedOpen(false)}>
            unnest
          </button>
          <button type="button" onClick={close}>
            done
          </button>
        </div>
      )}
    </ExtractionPopover>,
  )
  return onClosed
}

describe('ExtractionPopover', () => {
  it('defers closing while a nested tooltip is open, and closes when it does', async () => {
    const user = userEvent.setup()
    const onClosed = renderPopover()
    await user.hover(screen.getByRole('button', { name: 'Badge' }))
    await screen.findByTestId('p-popover')
    await user.click(screen.getByRole('button', { name: 'nest' }))
    await user.hover(document.body)
    await sleep(700)
    expect(screen.getByTestId('p-popover')).toBeTruthy()
    expect(onClosed).not.toHaveBeenCalled()
    // The nested tooltip closes with the pointer already outside: the panel follows.
    fireEvent.click(screen.getByRole('button', { name: 'unnest' }))
    await waitFor(() => expect(screen.queryByTestId('p-popover')).toBeNull())
    expect(onClosed).toHaveBeenCalledTimes(1)
  })

  it('closes after the hover delay when nothing nested is open', async () => {
    const user = userEvent.setup()
    const onClosed = renderPopover()
    await user.hover(screen.getByRole('button', { name: 'Badge' }))
    await screen.findByTestId('p-popover')
    await user.hover(document.body)
    await waitFor(() => expect(screen.queryByTestId('p-popover')).toBeNull())
    expect(onClosed).toHaveBeenCalledTimes(1)
  })

  it('opens with Enter or Space, closes with Escape and through the content', async () => {
    const user = userEvent.setup()
    renderPopover()
    await user.tab()
    await user.keyboard(' ')
    await screen.findByTestId('p-popover')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByTestId('p-popover')).toBeNull())
    screen.getByRole('button', { name: 'Badge' }).focus()
    await user.keyboard('{Enter}')
    await user.click(await screen.findByRole('button', { name: 'done' }))
    await waitFor(() => expect(screen.queryByTestId('p-popover')).toBeNull())
  })

  it('never takes the focus back from where a keyboard user moved it while it opened', async () => {
    const user = userEvent.setup()
    renderPopover()
    await user.tab()
    await user.keyboard('{Enter}')
    // The first action has the focus as soon as the popover is there, not after its transition…
    await screen.findByTestId('p-popover')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'nest' }))
    // …and a Tab pressed before the transition ended stays where it went.
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'unnest' }))
    await sleep(500)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'unnest' }))
  })
})
