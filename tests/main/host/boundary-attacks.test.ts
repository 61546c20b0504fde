/**
 * A compromised page tries to use the desktop's contract as a door to the disk, through the app
 * host with a real embedded server: upload a file nobody chose, aim the inbox at a folder nobody
 * chose, write an archive into a folder of its choosing, widen its own settings. Each is refused;
 * the same step after the user chose through the dialog works.
 */
import { mkdir, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAppHost, type AppHost } from '../../../src/main/host/app-host'
import { startEmbeddedServer } from '../../../src/main/host/embedded-server'
import { toApiError, HandlerError } from '../../../src/main/host/handlers/handler-error'
import { STATUS_OF_CODE } from '../../../src/main/browser-shell/http-host'
import { createGraphqlClient } from '../../../src/main/services/graphql-client'
import { API_ERROR_CODES, type CallEnvelope, type Settings } from '../../../src/shared/contract'
import { CaseDocumentManagerDocumentsDocument } from '../../../src/shared/graphql/operations.generated'
import { DEMO_CASE_ID, pdfBytes, put, tempDir } from '../helpers'

let host: AppHost
let root: string
let removeRoot: () => Promise<void>
const changed: unknown[] = []
const answers: { open: string[][]; folder: (string | null)[]; save: (string | null)[] } = {
  open: [],
  folder: [],
  save: [],
}
let saveDialogs = 0

async function dispatch<T>(name: string, input: unknown): Promise<CallEnvelope<T>> {
  return (await host.handlers.dispatch(name, input)) as CallEnvelope<T>
}

beforeAll(async () => {
  ;({ dir: root, remove: removeRoot } = tempDir('attacks'))
  await mkdir(join(root, 'downloads'))
  host = await startAppHost({
    host: 'desktop',
    dataDir: join(root, 'data'),
    downloadsFolder: join(root, 'downloads'),
    tempFolder: join(root, 'tmp'),
    startEmbedded: (dir) => startEmbeddedServer(dir),
    emit: (name, payload) => {
      if (name === 'documents.changed') changed.push(payload)
    },
    dialogs: {
      saveFile: async () => {
        saveDialogs++
        return answers.save.shift() ?? null
      },
      openFiles: async () => answers.open.shift() ?? [],
      pickFolder: async () => answers.folder.shift() ?? null,
    },
  })
  await host.ready
})
afterAll(async () => {
  await host?.close()
  await removeRoot?.()
})

describe('the desktop contract refuses what the user did not choose', () => {
  it('uploads only files picked in the dialog or dropped, never a path the page names', async () => {
    const secrets = join(root, '.ssh')
    await mkdir(secrets)
    const key = await put(secrets, 'id_rsa.pdf', pdfBytes('private key'))
    const attack = await dispatch('upload.start', {
      caseId: DEMO_CASE_ID,
      files: [{ kind: 'path', path: key }],
    })
    expect(attack).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(changed).toEqual([])

    // The same file, chosen by the user in the open dialog, uploads.
    answers.open.push([key])
    const picked = await dispatch<unknown[]>('files.pick', {})
    const started = await dispatch<{ batchId: string }>('upload.start', {
      caseId: DEMO_CASE_ID,
      files: picked.ok ? picked.result : [],
    })
    if (!started.ok) throw new Error(started.error.message)
    const done = await dispatch<{ results: { ok: boolean }[] }>('upload.result', started.result)
    expect(done).toMatchObject({ ok: true, result: { results: [{ ok: true }] } })
  })

  it('watches only a folder picked in the folder dialog', async () => {
    const folder = join(root, 'Documents')
    await mkdir(folder)
    const attack = await dispatch('inbox.configure', { caseId: DEMO_CASE_ID, folder })
    expect(attack).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(host.settings.get().inboxes).toEqual([])

    answers.folder.push(folder)
    expect(await dispatch('folder.pick', {})).toMatchObject({ ok: true, result: { path: folder } })
    expect(await dispatch('inbox.configure', { caseId: DEMO_CASE_ID, folder })).toMatchObject({
      ok: true,
    })
    await dispatch('inbox.remove', { caseId: DEMO_CASE_ID })
  })

  it('writes an archive only where the save dialog says, whatever folder the page names', async () => {
    const elsewhere = join(root, 'elsewhere')
    await mkdir(elsewhere)
    const c = host.connection()
    const client = createGraphqlClient({ url: c.graphqlUrl, token: c.token })
    const docs = await client.request(CaseDocumentManagerDocumentsDocument, { id: DEMO_CASE_ID })
    const before = saveDialogs
    answers.save.push(null)
    const started = await dispatch<{ jobId: string }>('archive.download', {
      caseId: DEMO_CASE_ID,
      documentIds: [docs.documents.nodes[0]!.id],
      folder: elsewhere,
    })
    if (!started.ok) throw new Error(started.error.message)
    expect(await dispatch('archive.result', started.result)).toMatchObject({
      ok: true,
      result: { cancelled: true },
    })
    expect(saveDialogs).toBe(before + 1)
    expect(await readdir(elsewhere)).toEqual([])
  })

  it('lets the page change only its own settings', async () => {
    const before: Settings = host.settings.get()
    for (const patch of [
      { teamServer: { url: 'https://evil.example', email: 'a@b.example' } },
      { inboxes: [{ caseId: DEMO_CASE_ID, folder: root }] },
      { lastDownloadFolder: '/etc' },
      { providerName: 'Fine', inboxes: [] },
    ]) {
      expect(await dispatch('settings.update', patch)).toMatchObject({
        ok: false,
        error: { code: 'invalid' },
      })
    }
    expect(host.settings.get()).toEqual(before)
    expect(host.serverOrigins()).not.toContain('https://evil.example')
    expect(await dispatch('settings.update', { providerName: 'Harbor Lending' })).toMatchObject({
      ok: true,
      result: { providerName: 'Harbor Lending' },
    })
  })
})

describe('error codes at the boundary', () => {
  it('crosses only codes of the closed list; anything else is internal', () => {
    const enoent = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' })
    expect(toApiError(enoent)).toEqual({ code: 'internal', message: 'ENOENT: no such file' })
    expect(toApiError('boom')).toEqual({ code: 'internal', message: 'boom' })
    expect(toApiError(new HandlerError('forbidden', 'no'))).toEqual({
      code: 'forbidden',
      message: 'no',
    })
  })

  it('maps every code to an HTTP error status', () => {
    for (const code of API_ERROR_CODES) {
      expect(STATUS_OF_CODE[code]).toBeGreaterThanOrEqual(400)
      expect(STATUS_OF_CODE[code]).toBeLessThan(600)
    }
    expect(Object.keys(STATUS_OF_CODE).sort()).toEqual([...API_ERROR_CODES].sort())
  })
})
