// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { FormField } from '../../../../src/shared/review'
import { FieldReviewBadges } from '../../../../src/renderer/src/features/review/FieldReviewBadges'
import { documents, field, item } from '../../../helpers/review-fixtures'

/** Holds one field in state, as the form will, and shows its value. */
function Harness(props: { readonly initial: FormField; readonly disabled?: boolean }) {
  const [current, setCurrent] = useState(props.initial)
  return (
    <div>
      <output data-testid="value">{String(current.value)}</output>
      <output data-testid="rejected">{current.rejectedExtractions.length}</output>
      <output data-testid="reviewed">{current.newlyReviewedDocuments.join(',')}</output>
      <FieldReviewBadges
        field={current}
        documents={documents}
        disabled={props.disabled}
        onChange={setCurrent}
      />
    </div>
  )
}

const closed = (testId: string) =>
  waitFor(() => expect(screen.queryByTestId(`${testId}-popover`)).toBeNull())

describe('FieldReviewBadges', () => {
  it('accepts the new extraction, then rejects the accepted value', async () => {
    const user = userEvent.setup()
    render(<Harness initial={field({ type: 'Boolean', newExtractions: [item(true, 'd1')] })} />)
    expect(screen.queryByTestId('conflict-badge')).toBeNull()
    await user.click(screen.getByTestId('new-badge'))
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    await closed('new-badge')
    // docs/rules.md#value-conversion: a real boolean is stored as text.
    expect(screen.getByTestId('value').textContent).toBe('true')
    expect(screen.queryByTestId('new-badge')).toBeNull()
    expect(screen.getByTestId('reviewed').textContent).toBe('d1')

    await user.click(screen.getByTestId('extracted-from-badge'))
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    await closed('extracted-from-badge')
    expect(screen.getByTestId('value').textContent).toBe('null')
    expect(screen.queryByTestId('extracted-from-badge')).toBeNull()
  })

  it('resolves a conflict, then restores a rejected extraction', async () => {
    const user = userEvent.setup()
    render(
      <Harness
        initial={field({ value: 'typed', newExtractions: [item('A-1', 'd1'), item('B-2', 'd2')] })}
      />,
    )
    expect(screen.queryByTestId('new-badge')).toBeNull()
    await user.click(screen.getByTestId('conflict-badge'))
    const panel = await screen.findByTestId('conflict-badge-popover')
    await user.click(within(panel).getByText('B-2'))
    await closed('conflict-badge')
    expect(screen.getByTestId('value').textContent).toBe('B-2')
    expect(screen.getByTestId('rejected').textContent).toBe('1')
    expect(screen.getByTestId('reviewed').textContent).toBe('d2,d1')
    expect(screen.queryByTestId('conflict-badge')).toBeNull()
    expect(screen.getByTestId('extracted-from-badge')).toBeTruthy()

    await user.click(screen.getByTestId('rejected-badge'))
    const rejected = await screen.findByTestId('rejected-badge-popover')
    expect(within(rejected).getByTestId('rejected-position').textContent).toBe('1 of 1')
    await user.click(within(rejected).getByRole('button', { name: 'Accept' }))
    await closed('rejected-badge')
    expect(screen.getByTestId('value').textContent).toBe('A-1')
    expect(screen.queryByTestId('rejected-badge')).toBeNull()
  })

  it('rejects all from the new badge', async () => {
    const user = userEvent.setup()
    render(<Harness initial={field({ newExtractions: [item('A-1', 'd1')] })} />)
    await user.click(screen.getByTestId('new-badge'))
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    await closed('new-badge')
    expect(screen.getByTestId('value').textContent).toBe('null')
    expect(screen.getByTestId('rejected').textContent).toBe('1')
    expect(screen.getByTestId('rejected-badge')).toBeTruthy()
  })

  it('changes nothing when disabled', async () => {
    const user = userEvent.setup()
    render(<Harness disabled initial={field({ newExtractions: [item('A-1', 'd1')] })} />)
    await user.click(screen.getByTestId('new-badge'))
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(screen.getByTestId('value').textContent).toBe('null')
    expect(screen.getByTestId('new-badge')).toBeTruthy()
  })

  it('lets Tab reach every badge of a field', async () => {
    const user = userEvent.setup()
    render(
      <Harness
        initial={field({
          value: 'A',
          extractedFrom: 'd1',
          newExtractions: [item('B', 'd2')],
          rejectedExtractions: [item('C', 'd3')],
        })}
      />,
    )
    const reached: (string | null)[] = []
    for (let i = 0; i < 3; i += 1) {
      await user.tab()
      reached.push(document.activeElement?.getAttribute('data-testid') ?? null)
    }
    expect(reached).toEqual(['conflict-badge', 'extracted-from-badge', 'rejected-badge'])
  })
})
