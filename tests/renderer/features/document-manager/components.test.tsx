// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DeleteDialog } from '../../../../src/renderer/src/features/document-manager/components/DeleteDialog'
import { UploadProgressList } from '../../../../src/renderer/src/features/document-manager/components/UploadProgressList'
import { doc } from './fixtures'

describe('UploadProgressList', () => {
  it('shows a bar per file with its status and the total', () => {
    render(
      <UploadProgressList
        state={{
          loading: true,
          overall: { loaded: 1536, total: 3072 },
          files: {
            'a.pdf': { fileName: 'a.pdf', loaded: 1024, total: 1024, status: 'done' },
            'b.png': { fileName: 'b.png', loaded: 512, total: 2048, status: 'uploading' },
            'c.doc': {
              fileName: 'c.doc',
              loaded: 0,
              total: 10,
              status: 'failed',
              message: 'Unsupported file type',
            },
          },
        }}
      />,
    )
    expect(screen.getByText('Total 1.5 KB of 3.0 KB')).toBeTruthy()
    expect(screen.getByText('a.pdf')).toBeTruthy()
    expect(screen.getByText('uploading')).toBeTruthy()
    expect(screen.getByText('Unsupported file type')).toBeTruthy()
    const bars = document.querySelectorAll('.bp6-progress-meter')
    expect(bars).toHaveLength(4)
    expect((bars[2] as HTMLElement).style.width).toBe('25%')
  })

  it('shows "reconnecting…" while the server cannot be reached, with the reason on hover', () => {
    render(
      <UploadProgressList
        state={{
          loading: true,
          overall: { loaded: 512, total: 2048 },
          files: {
            'd.pdf': {
              fileName: 'd.pdf',
              loaded: 512,
              total: 2048,
              status: 'reconnecting',
              message: 'connect ECONNREFUSED 127.0.0.1:4000',
            },
          },
        }}
      />,
    )
    const status = screen.getByText('reconnecting…')
    expect(status.getAttribute('title')).toBe('connect ECONNREFUSED 127.0.0.1:4000')
    expect(document.querySelector('.bp6-intent-warning')).toBeTruthy()
  })
})

describe('DeleteDialog (docs/rules.md#delete, docs/rules.md#permissions)', () => {
  const blocked = doc('k', {
    name: 'Key.pdf',
    canBeDeleted: { authorized: false, reason: 'Key document of policy #HO-1' },
  })
  const free = doc('f', { name: 'Free.pdf', canBeDeleted: { authorized: true, reason: null } })

  it('shows the server reason and disables Delete when nothing can be deleted', () => {
    render(
      <DeleteDialog
        isOpen
        documents={[blocked]}
        onClose={() => {}}
        deleteOne={vi.fn()}
        onDeleted={() => {}}
      />,
    )
    expect(screen.getByText(/Key document of policy #HO-1/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('deletes only the authorised documents into the trash, with the reason, and closes', async () => {
    const deleteOne = vi.fn(async () => true)
    const onClose = vi.fn()
    const onDeleted = vi.fn()
    render(
      <DeleteDialog
        isOpen
        documents={[blocked, free]}
        onClose={onClose}
        deleteOne={deleteOne}
        onDeleted={onDeleted}
      />,
    )
    expect(screen.getByText('This document will be moved to the trash:')).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: ' Duplicate ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(deleteOne).toHaveBeenCalledTimes(1)
    expect(deleteOne).toHaveBeenCalledWith('f', 'Duplicate')
    expect(onDeleted).toHaveBeenCalledWith('f')
  })

  it('stays open when the server refuses', async () => {
    const onClose = vi.fn()
    const deleteOne = vi.fn(async () => false)
    render(
      <DeleteDialog
        isOpen
        documents={[free]}
        onClose={onClose}
        deleteOne={deleteOne}
        onDeleted={() => {}}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(deleteOne).toHaveBeenCalled())
    expect(onClose).not.toHaveBeenCalled()
  })
})
