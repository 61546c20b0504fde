// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import {
  ReviewForm,
  type ReviewFormProps,
  type StoredForm,
} from '../../../../src/renderer/src/features/forms'
import { getAtPath } from '../../../../src/shared/review'
import { documents, item, stored } from '../../../helpers/review-fixtures'

const BASE = '2026-01-01T10:00:00.000Z'

function policyForm(): StoredForm {
  return {
    updatedAt: BASE,
    values: {
      policy: {
        policyNumber: stored({ newExtractions: [item('HO3-1234567', 'd1')] }),
        carrier: stored({
          newExtractions: [item('Acme Mutual', 'd1'), item('Acme Ins. Co', 'd2')],
        }),
        effectiveDate: stored({ newExtractions: [item('2025-03-01', 'd1')] }),
        premium: stored({ value: 1200, extractedFrom: { id: 'd1' } }),
      },
    },
  }
}

type Props = Partial<ReviewFormProps> & { readonly data: StoredForm }

/** The form in a memory data router (the unsaved-changes guard needs one), with a second page. */
function renderForm(props: Props) {
  const onSave = props.onSave ?? vi.fn(async () => null)
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ReviewForm
            kind={props.kind ?? 'policy'}
            documents={documents}
            onSave={onSave}
            {...props}
          />
        ),
      },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  return { onSave, router }
}

const input = (label: string) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement
const saveButton = () => screen.getByTestId('form-save') as HTMLButtonElement
const row = (prefix: string) => screen.getByTestId(`form-field-${prefix}`)

describe('ReviewForm', () => {
  it('shows the stored values typed per field and the badges of each field', () => {
    renderForm({ data: policyForm() })
    expect(input('Premium').value).toBe('1200')
    expect(input('Effective date').type).toBe('date')
    expect(input('Policy number').value).toBe('')
    expect(
      within(row('policy.policyNumber')).getByRole('button', { name: 'New extraction' }),
    ).toBeTruthy()
    expect(
      within(row('policy.carrier')).getByRole('button', { name: 'Conflict: 2 extractions' }),
    ).toBeTruthy()
    expect(
      within(row('policy.premium')).getByRole('button', { name: 'Extracted from' }),
    ).toBeTruthy()
    expect(screen.getByTestId('review-pending-count').textContent).toBe('3 fields to review')
    expect(saveButton().disabled).toBe(true)
  })

  it('accepting a new extraction fills the input and makes the form dirty', async () => {
    const user = userEvent.setup()
    renderForm({ data: policyForm() })
    await user.click(
      within(row('policy.policyNumber')).getByRole('button', { name: 'New extraction' }),
    )
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(input('Policy number').value).toBe('HO3-1234567'))
    expect(saveButton().disabled).toBe(false)
    expect(screen.getByTestId('review-pending-count').textContent).toBe('2 fields to review')
    expect(
      within(row('policy.policyNumber')).getByRole('button', { name: 'Extracted from' }),
    ).toBeTruthy()
  })

  it('saves the reviewed fields with their base and continues from what the server stored', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn<ReviewFormProps['onSave']>(async (values) => ({
      values,
      updatedAt: '2026-01-01T10:05:00.000Z',
    }))
    renderForm({ data: policyForm(), onSave })
    // Accept the effective date (a Date field: converted on accept, stored as yyyy-MM-dd).
    await user.click(
      within(row('policy.effectiveDate')).getByRole('button', { name: 'New extraction' }),
    )
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    // Resolve the carrier conflict with the second extraction.
    await user.click(within(row('policy.carrier')).getByRole('button', { name: /^Conflict/ }))
    const list = await screen.findByTestId('conflict-list')
    await user.click(within(list).getAllByRole('button')[1]!)
    await waitFor(() => expect(input('Carrier').value).toBe('Acme Ins. Co'))
    // Reject all on the policy number.
    await user.click(
      within(row('policy.policyNumber')).getByRole('button', { name: 'New extraction' }),
    )
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    await waitFor(() =>
      expect(
        within(row('policy.policyNumber')).getByRole('button', { name: 'Rejected extractions: 1' }),
      ).toBeTruthy(),
    )

    await user.click(saveButton())
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    const [values, base] = onSave.mock.calls[0]!
    expect(base).toBe(BASE)
    expect(getAtPath(values, 'policy.effectiveDate')).toMatchObject({
      value: '2025-03-01',
      extractedFrom: { id: 'd1' },
      newExtractions: [],
      newlyReviewedDocuments: ['d1'],
    })
    expect(getAtPath(values, 'policy.carrier')).toMatchObject({
      value: 'Acme Ins. Co',
      extractedFrom: { id: 'd2' },
      newExtractions: [],
      rejectedExtractions: [item('Acme Mutual', 'd1')],
      newlyReviewedDocuments: ['d2', 'd1'],
    })
    expect(getAtPath(values, 'policy.policyNumber')).toMatchObject({
      value: null,
      newExtractions: [],
      rejectedExtractions: [item('HO3-1234567', 'd1')],
    })
    expect(getAtPath(values, 'policy.premium.value')).toBe(1200)
    expect(JSON.parse(JSON.stringify(values))).toEqual(values)
    // Saved: pristine again, and the next save starts from the new base.
    await waitFor(() => expect(saveButton().disabled).toBe(true))
    fireEvent.change(input('Producer'), { target: { value: 'Best Agency' } })
    await user.click(saveButton())
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2))
    expect(onSave.mock.calls[1]![1]).toBe('2026-01-01T10:05:00.000Z')
  })

  it('a value typed over an extracted one no longer claims its source', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn<ReviewFormProps['onSave']>(async () => null)
    renderForm({ data: policyForm(), onSave })
    expect(
      within(row('policy.premium')).getByRole('button', { name: 'Extracted from' }),
    ).toBeTruthy()
    fireEvent.change(input('Premium'), { target: { value: '1250' } })
    await waitFor(() =>
      expect(
        within(row('policy.premium')).queryByRole('button', { name: 'Extracted from' }),
      ).toBeNull(),
    )
    await user.click(saveButton())
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(getAtPath(onSave.mock.calls[0]![0], 'policy.premium')).toMatchObject({
      value: 1250,
      extractedFrom: null,
      bbox: null,
    })
  })

  it('keeps the edits when saving fails', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn<ReviewFormProps['onSave']>(async () => null)
    renderForm({ data: policyForm(), onSave })
    fireEvent.change(input('Producer'), { target: { value: 'Best Agency' } })
    await user.click(saveButton())
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(input('Producer').value).toBe('Best Agency')
    expect(saveButton().disabled).toBe(false)
  })

  it('reports the hovered extraction as citation details and clears them after an action', async () => {
    const user = userEvent.setup()
    const onCitation = vi.fn()
    renderForm({ data: policyForm(), onCitation })
    const newBadge = within(row('policy.policyNumber')).getByRole('button', {
      name: 'New extraction',
    })
    await user.hover(newBadge)
    expect(onCitation).toHaveBeenLastCalledWith({ documentId: 'd1', bbox: item('', 'd1').bbox })
    await user.click(newBadge)
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(input('Policy number').value).toBe('HO3-1234567'))
    expect(onCitation).toHaveBeenLastCalledWith(null)
  })

  it('a disabled form disables its inputs and every review action (docs/rules.md#review, docs/rules.md#permissions)', async () => {
    const user = userEvent.setup()
    renderForm({ data: policyForm(), disabled: true })
    expect(input('Policy number').disabled).toBe(true)
    await user.click(
      within(row('policy.policyNumber')).getByRole('button', { name: 'New extraction' }),
    )
    const accept = (await screen.findByRole('button', { name: 'Accept' })) as HTMLButtonElement
    expect(accept.disabled).toBe(true)
    await user.click(accept)
    expect(input('Policy number').value).toBe('')
    await user.keyboard('{Escape}')
    await user.click(within(row('policy.premium')).getByRole('button', { name: 'Extracted from' }))
    const reject = (await screen.findByRole('button', { name: 'Reject' })) as HTMLButtonElement
    expect(reject.disabled).toBe(true)
    expect(saveButton().disabled).toBe(true)
  })

  it('validates before saving: the year built stays between 1800 and next year', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn<ReviewFormProps['onSave']>(async () => null)
    renderForm({
      kind: 'asset',
      data: {
        updatedAt: null,
        values: { property: { yearBuilt: { groupedValues: [stored({ value: 1700 })] } } },
      },
      onSave,
    })
    fireEvent.change(input('Property address'), { target: { value: '12 Elm Street' } })
    await user.click(saveButton())
    expect(await screen.findByText('Must be 1800 or later')).toBeTruthy()
    expect(onSave).not.toHaveBeenCalled()
    fireEvent.change(input('Year built'), { target: { value: '1987' } })
    await waitFor(() => expect(screen.queryByText('Must be 1800 or later')).toBeNull())
    await user.click(saveButton())
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    const [values] = onSave.mock.calls[0]!
    expect(getAtPath(values, 'property.yearBuilt.groupedValues.0.value')).toBe(1987)
    expect(getAtPath(values, 'property.address.groupedValues.0.value')).toBe('12 Elm Street')
  })

  it('accepts into groupedValues[0] on the asset form (docs/glossary.md#form-field)', async () => {
    const user = userEvent.setup()
    renderForm({
      kind: 'asset',
      data: {
        updatedAt: BASE,
        values: {
          property: {
            address: { groupedValues: [stored({ newExtractions: [item('1 Main St', 'd1')] })] },
          },
        },
      },
    })
    await user.click(
      within(row('property.address')).getByRole('button', { name: 'New extraction' }),
    )
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(input('Property address').value).toBe('1 Main St'))
  })

  it('N and Alt+N move the focus to the next field that needs review', async () => {
    const user = userEvent.setup()
    renderForm({ data: policyForm() })
    expect(screen.getByText(/Shortcut:/).textContent).toContain('Alt')
    await user.keyboard('n')
    expect(document.activeElement).toBe(
      within(row('policy.policyNumber')).getByRole('button', { name: 'New extraction' }),
    )
    await user.keyboard('n')
    expect(document.activeElement).toBe(
      within(row('policy.carrier')).getByRole('button', { name: /^Conflict/ }),
    )
    // Inside an input "n" is a letter; Alt+N still jumps.
    input('Producer').focus()
    await user.keyboard('n')
    expect(input('Producer').value).toBe('n')
    await user.keyboard('{Alt>}n{/Alt}')
    expect(document.activeElement).toBe(
      within(row('policy.policyNumber')).getByRole('button', { name: 'New extraction' }),
    )
    // Enter opens the focused badge (the widgets' keyboard support).
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy()
  })

  it('says so when no field needs review', async () => {
    const user = userEvent.setup()
    renderForm({ data: { updatedAt: null, values: {} } })
    await user.keyboard('n')
    expect(screen.getByRole('status').textContent).toBe('No field needs review')
  })

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderForm({ data: policyForm() })
    fireEvent.change(input('Producer'), { target: { value: 'Best Agency' } })
    await waitFor(() => expect(saveButton().disabled).toBe(false))
    await act(() => router.navigate('/elsewhere'))
    expect(await screen.findByTestId('unsaved-changes-alert')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stay on this page' }))
    expect(router.state.location.pathname).toBe('/')
    expect(input('Producer').value).toBe('Best Agency')
    await act(() => router.navigate('/elsewhere'))
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Leave without saving' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'))
  })

  it('takes new stored values when it has no edits, and keeps edits otherwise', async () => {
    let setData: (d: StoredForm) => void = () => {}
    function Holder() {
      const [data, set] = useState(policyForm())
      setData = set
      return (
        <ReviewForm kind="policy" data={data} documents={documents} onSave={async () => null} />
      )
    }
    const router = createMemoryRouter([{ path: '/', element: <Holder /> }])
    render(<RouterProvider router={router} />)
    const withProducer = (producer: string, updatedAt: string): StoredForm => ({
      updatedAt,
      values: {
        policy: {
          ...(policyForm().values['policy'] as object),
          producer: stored({ newExtractions: [item(producer, 'd2')] }),
        },
      },
    })
    act(() => setData(withProducer('Agency A', '2026-01-02T00:00:00.000Z')))
    await waitFor(() =>
      expect(
        within(row('policy.producer')).getByRole('button', { name: 'New extraction' }),
      ).toBeTruthy(),
    )
    expect(screen.queryByText(/New extractions arrived/)).toBeNull()
    fireEvent.change(input('Carrier'), { target: { value: 'Typed by hand' } })
    await waitFor(() => expect(saveButton().disabled).toBe(false))
    act(() => setData(withProducer('Agency B', '2026-01-03T00:00:00.000Z')))
    expect(await screen.findByText(/New extractions arrived/)).toBeTruthy()
    expect(input('Carrier').value).toBe('Typed by hand')
  })
})
