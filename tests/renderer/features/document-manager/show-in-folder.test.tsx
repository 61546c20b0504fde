// @vitest-environment jsdom
/**
 * "Show in folder" on the desktop's download toasts (Electron cannot run on our build machines,
 * so the desktop transport is the preload's `window.api` played by the test): a single document
 * and a zip, each shown in the file manager by the path the main process wrote it to.
 */
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useArchiveDownload } from '../../../../src/renderer/src/features/document-manager/hooks/use-archive-download'
import { useSingleDownload } from '../../../../src/renderer/src/features/document-manager/hooks/use-single-download'
import type { ManagedDocument } from '../../../../src/renderer/src/features/document-manager/model/types'

type Call = { name: string; input: unknown }
let calls: Call[]

beforeEach(() => {
  calls = []
  const answers: Record<string, (input: unknown) => unknown> = {
    'document.download': () => ({ path: '/home/u/Downloads/Declarations.pdf' }),
    'archive.download': () => ({ jobId: 'j1' }),
    'archive.result': () => ({ path: '/home/u/Downloads/case-LN-1-documents.zip', count: 2 }),
    'file.showInFolder': () => undefined,
  }
  ;(window as unknown as { api: unknown }).api = {
    transport: 'electron',
    call: async (name: string, input: unknown) => {
      calls.push({ name, input })
      return answers[name]!(input)
    },
    on: () => () => undefined,
    pathForFile: async () => '',
    startDrag: () => undefined,
  }
})
afterEach(cleanup)

/** Clicks the "Show in folder" of the toast that names `path`, and waits for its call. */
async function showInFolderFrom(path: string): Promise<void> {
  const toast = await screen.findByText(new RegExp(path.replace(/[.]/g, '\\.')))
  const button = (await screen.findAllByRole('button', { name: 'Show in folder' })).find((b) =>
    b.closest('.bp6-toast')?.contains(toast),
  )
  expect(button).toBeTruthy()
  fireEvent.click(button!)
  await waitFor(() =>
    expect(calls.filter((c) => c.name === 'file.showInFolder').map((c) => c.input)).toContainEqual({
      path,
    }),
  )
}

describe('download toasts on the desktop', () => {
  it('offer Show in folder for a single document, with the path it was saved to', async () => {
    const { result } = renderHook(() => useSingleDownload())
    await act(() =>
      result.current({
        id: 'd1',
        name: 'Declarations.pdf',
        signed: 'http://127.0.0.1:1/o/d1',
      } as ManagedDocument),
    )
    await showInFolderFrom('/home/u/Downloads/Declarations.pdf')
  })

  it('offer Show in folder for a zip', async () => {
    const { result } = renderHook(() => useArchiveDownload('c1'))
    await act(() => result.current.download(['d1', 'd2']))
    await showInFolderFrom('/home/u/Downloads/case-LN-1-documents.zip')
  })
})
