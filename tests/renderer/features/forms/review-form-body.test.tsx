// @vitest-environment jsdom
/**
 * The review page's form part and the current user: nothing is shown until the user is known, a
 * non-reviewer gets the form disabled with a note, a reviewer gets it enabled.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { ReviewFormBody } from '../../../../src/renderer/src/features/forms/components/ReviewFormBody'
import { FORM_MESSAGES } from '../../../../src/renderer/src/features/forms/form-messages'
import type { CurrentUser } from '../../../../src/renderer/src/features/document-manager/hooks/use-current-user'
import { documents, item, stored } from '../../../helpers/review-fixtures'

const data = {
  updatedAt: '2026-01-01T10:00:00.000Z',
  values: { policy: { policyNumber: stored({ newExtractions: [item('HO3-1', 'd1')] }) } },
}

function renderBody(user: CurrentUser | null) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ReviewFormBody
          kind="policy"
          stored={data}
          user={user}
          error={null}
          documents={documents}
          onSave={vi.fn(async () => null)}
        />
      ),
    },
  ])
  render(<RouterProvider router={router} />)
}

const policyNumber = () =>
  screen.getByLabelText('Policy number', { selector: 'input' }) as HTMLInputElement

describe('ReviewFormBody', () => {
  it('shows no form, so no enabled action, while the current user is unknown', () => {
    renderBody(null)
    expect(screen.getByText('Loading the form…')).toBeTruthy()
    expect(screen.queryByTestId('review-form')).toBeNull()
    expect(screen.queryByTestId('form-save')).toBeNull()
  })

  it('opens the form disabled, saying why, for a user who is not a reviewer', async () => {
    renderBody({ id: 'u1', reviewer: false })
    const note = screen.getByTestId('review-read-only')
    expect(note.textContent).toContain(FORM_MESSAGES.readOnlyTitle)
    expect(note.textContent).toContain(FORM_MESSAGES.readOnly)
    expect(policyNumber().disabled).toBe(true)
    expect((screen.getByTestId('form-save') as HTMLButtonElement).disabled).toBe(true)
    const user = userEvent.setup()
    const row = screen.getByTestId('form-field-policy.policyNumber')
    await user.click(within(row).getByRole('button', { name: 'New extraction' }))
    const accept = (await screen.findByRole('button', { name: 'Accept' })) as HTMLButtonElement
    expect(accept.disabled).toBe(true)
  })

  it('opens the form enabled for a reviewer, without the note', () => {
    renderBody({ id: 'u2', reviewer: true })
    expect(screen.queryByTestId('review-read-only')).toBeNull()
    expect(policyNumber().disabled).toBe(false)
  })
})
