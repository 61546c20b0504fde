// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CitationPane } from '../../../../src/renderer/src/features/forms/components/CitationPane'
import { FORM_MESSAGES } from '../../../../src/renderer/src/features/forms/form-messages'
import { box, sleep } from '../../../helpers/review-fixtures'

const docs = [
  { id: 'd1', name: 'declarations.png', signed: 'blob:d1', fileType: 'image/png' },
  { id: 'd2', name: 'binder.png', signed: 'blob:d2', fileType: 'image/png' },
]

const title = () => screen.queryByTestId('citation-pane-title')?.textContent ?? null

describe('CitationPane', () => {
  it('shows a hint when nothing is hovered and no field cites a document', () => {
    render(<CitationPane documents={docs} citation={null} fallbackId={null} />)
    expect(screen.getByText(FORM_MESSAGES.viewerHint)).toBeTruthy()
  })

  it('shows the most recent source without a highlight when nothing is hovered', () => {
    render(<CitationPane documents={docs} citation={null} fallbackId="d1" />)
    expect(title()).toBe('declarations.png')
    fireEvent.load(screen.getByRole('img', { name: 'declarations.png' }))
    expect(screen.queryByTestId('citation-highlight')).toBeNull()
  })

  it('shows the hovered document with its region lit, and clears it on leaving', async () => {
    const { rerender } = render(<CitationPane documents={docs} citation={null} fallbackId="d1" />)
    rerender(
      <CitationPane
        documents={docs}
        citation={{ documentId: 'd2', bbox: box(0.3) }}
        fallbackId="d1"
      />,
    )
    expect(title()).toBe('binder.png')
    fireEvent.load(screen.getByRole('img', { name: 'binder.png' }))
    expect(screen.getByTestId('citation-highlight').style.top).toBe('30%')

    // Leaving clears the highlight at once; the fallback returns after a short pause, so moving
    // from a badge into its tooltip does not reload another document in between.
    rerender(<CitationPane documents={docs} citation={null} fallbackId="d1" />)
    expect(screen.queryByTestId('citation-highlight')).toBeNull()
    expect(title()).toBe('binder.png')
    await act(() => sleep(500))
    expect(title()).toBe('declarations.png')
  })

  it('says so when the cited document is no longer in the case', () => {
    render(<CitationPane documents={docs} citation={{ documentId: 'gone' }} fallbackId={null} />)
    expect(screen.getByText('This document is no longer in the case.')).toBeTruthy()
  })
})
