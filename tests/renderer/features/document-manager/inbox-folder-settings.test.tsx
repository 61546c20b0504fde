// @vitest-environment jsdom
/**
 * The inbox folder in the desktop app (Electron cannot run on our build machines, so the desktop
 * transport is the preload's `window.api` played by the test): the folder comes from the native
 * picker and becomes the case's inbox; "Open folder" opens it; the status says it is watched. Its
 * files are filed by the user's upload defaults, and a change of them applies to the watched
 * folder at once.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { InboxFolderSettings } from '../../../../src/renderer/src/features/document-manager/components/InboxFolderSettings'
import type { InboxState } from '../../../../src/shared/contract'

type Call = { name: string; input: unknown }
let calls: Call[]
let state: InboxState

beforeEach(() => {
  calls = []
  state = {
    caseId: 'c1',
    folder: null,
    watching: false,
    pending: 0,
    failed: 0,
    usePolling: false,
    categoryId: null,
  }
  const answers: Record<string, (input: { folder?: string }) => unknown> = {
    'inbox.status': () => state,
    'folder.pick': () => ({ path: '/home/u/Scans' }),
    'inbox.configure': (input) => {
      state = { ...state, folder: input.folder ?? null, watching: true, pending: 2 }
      return input
    },
    'folder.open': () => undefined,
  }
  ;(window as unknown as { api: unknown }).api = {
    transport: 'electron',
    call: async (name: string, input: { folder?: string }) => {
      calls.push({ name, input })
      return answers[name]!(input)
    },
    on: () => () => undefined,
    pathForFile: async () => '',
    startDrag: () => undefined,
  }
})

describe('InboxFolderSettings on the desktop', () => {
  it('chooses the folder with the native picker, shows it watched, opens it', async () => {
    render(<InboxFolderSettings caseId="c1" />)
    const choose = await screen.findByRole('button', { name: 'Choose folder…' })
    // No typed path on the desktop: the picker is the way in.
    expect(screen.queryByRole('textbox')).toBeNull()
    fireEvent.click(choose)
    await waitFor(() => expect(screen.getByTestId('inbox-status').textContent).toContain('Watched'))
    expect(screen.getByTestId('inbox-status').textContent).toContain('2 files waiting')
    expect(calls.map((c) => c.name)).toContain('folder.pick')
    expect(calls.find((c) => c.name === 'inbox.configure')?.input).toEqual({
      caseId: 'c1',
      folder: '/home/u/Scans',
      usePolling: false,
      categoryId: null,
      extractData: false,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Open folder' }))
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'folder.open')?.input).toEqual({ path: '/home/u/Scans' }),
    )
  })

  it('files the folder by the upload defaults, and follows a change of them at once', async () => {
    const jacket = { categoryId: 'cat-jacket', extractData: true }
    const view = render(<InboxFolderSettings caseId="c1" filing={jacket} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Choose folder…' }))
    await waitFor(() => expect(screen.getByTestId('inbox-status').textContent).toContain('Watched'))
    const configured = () => calls.filter((c) => c.name === 'inbox.configure').map((c) => c.input)
    expect(configured()).toEqual([
      { caseId: 'c1', folder: '/home/u/Scans', usePolling: false, ...jacket },
    ])
    // The same defaults again: nothing to apply.
    view.rerender(<InboxFolderSettings caseId="c1" filing={{ ...jacket }} />)
    const invoice = { categoryId: 'cat-invoice', extractData: false }
    view.rerender(<InboxFolderSettings caseId="c1" filing={invoice} />)
    await waitFor(() => expect(configured()).toHaveLength(2))
    expect(configured()[1]).toEqual({
      caseId: 'c1',
      folder: '/home/u/Scans',
      usePolling: false,
      ...invoice,
    })
  })
})
