/**
 * The desktop's folder picker, "Open folder", "Show in folder" and the inbox status, through the
 * app host with a real embedded server: what the user picked opens; what the page names does not.
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAppHost, type AppHost } from '../../../src/main/host/app-host'
import { startEmbeddedServer } from '../../../src/main/host/embedded-server'
import type { CallEnvelope, InboxState } from '../../../src/shared/contract'
import { DEMO_CASE_ID, put, tempDir } from '../helpers'

let desktop: AppHost
let browser: AppHost
let root: string
let removeRoot: () => Promise<void>
const folderAnswers: (string | null)[] = []
const opened: string[] = []
const shown: string[] = []

async function call<T = unknown>(host: AppHost, name: string, input: unknown): Promise<T> {
  const r = (await host.handlers.dispatch(name, input)) as CallEnvelope<T>
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code })
  return r.result
}

beforeAll(async () => {
  ;({ dir: root, remove: removeRoot } = tempDir('folders'))
  await mkdir(join(root, 'downloads'))
  const common = {
    downloadsFolder: join(root, 'downloads'),
    tempFolder: join(root, 'tmp'),
    startEmbedded: (dir: string) => startEmbeddedServer(dir),
    emit: () => undefined,
  }
  desktop = await startAppHost({
    ...common,
    host: 'desktop',
    dataDir: join(root, 'desktop'),
    dialogs: {
      saveFile: async () => null,
      openFiles: async () => [],
      pickFolder: async () => folderAnswers.shift() ?? null,
    },
    desktopShell: {
      openFolder: async (p) => void opened.push(p),
      showItemInFolder: (p) => void shown.push(p),
    },
  })
  browser = await startAppHost({ ...common, host: 'browser', dataDir: join(root, 'browser') })
  await Promise.all([desktop.ready, browser.ready])
})
afterAll(async () => {
  await desktop?.close()
  await browser?.close()
  await removeRoot?.()
})

describe('folder picker and file manager', () => {
  it('picks a folder, and opens only folders the user picked or the app uses', async () => {
    const picked = join(root, 'scans')
    await mkdir(picked)
    folderAnswers.push(picked)
    expect(await call(desktop, 'folder.pick', { title: 'Inbox folder' })).toEqual({ path: picked })
    folderAnswers.push(null)
    expect(await call(desktop, 'folder.pick', {})).toEqual({ cancelled: true })
    await call(desktop, 'folder.open', { path: picked })
    await call(desktop, 'folder.open', { path: join(root, 'downloads') })
    expect(opened).toEqual([picked, join(root, 'downloads')])
    // The attack: the page names a folder nobody chose.
    await expect(call(desktop, 'folder.open', { path: '/etc' })).rejects.toMatchObject({
      code: 'forbidden',
    })
    await expect(
      call(desktop, 'folder.open', { path: join(root, 'desktop') }),
    ).rejects.toMatchObject({ code: 'forbidden' })
    expect(opened).toHaveLength(2)
  })

  it('shows only files the app wrote', async () => {
    const file = await put(root, 'not-ours.txt', 'x')
    await expect(call(desktop, 'file.showInFolder', { path: file })).rejects.toMatchObject({
      code: 'forbidden',
    })
    desktop.chosen.written.add(file)
    await call(desktop, 'file.showInFolder', { path: file })
    expect(shown).toEqual([file])
  })

  it('is not offered by the browser shell', async () => {
    for (const [name, input] of [
      ['folder.pick', {}],
      ['folder.open', { path: join(root, 'downloads') }],
      ['file.showInFolder', { path: join(root, 'not-ours.txt') }],
    ] as const) {
      await expect(call(browser, name, input)).rejects.toMatchObject({ code: 'unsupported' })
    }
  })
})

describe('inbox status', () => {
  it('says whether a case has an inbox, whether it is watched and how many files wait', async () => {
    expect(await call<InboxState>(desktop, 'inbox.status', { caseId: DEMO_CASE_ID })).toEqual({
      caseId: DEMO_CASE_ID,
      folder: null,
      watching: false,
      pending: 0,
      failed: 0,
      usePolling: false,
      categoryId: null,
    })
    const folder = join(root, 'scans')
    await call(desktop, 'inbox.configure', { caseId: DEMO_CASE_ID, folder, usePolling: true })
    expect(await call<InboxState>(desktop, 'inbox.status', { caseId: DEMO_CASE_ID })).toMatchObject(
      { folder, watching: true, usePolling: true },
    )
    await call(desktop, 'inbox.remove', { caseId: DEMO_CASE_ID })
    expect(await call<InboxState>(desktop, 'inbox.status', { caseId: DEMO_CASE_ID })).toMatchObject(
      { folder: null, watching: false },
    )
  })
})
