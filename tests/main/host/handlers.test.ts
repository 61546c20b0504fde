/**
 * The handlers through the app host, against the real embedded case server it starts (PGlite in
 * a temp folder): payload validation, uploads with events, archives read back, downloads, the
 * save dialog and its last folder, drags, the inbox, external links and team login.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import AdmZip from 'adm-zip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAppHost, type AppHost } from '../../../src/main/host/app-host'
import { startEmbeddedServer } from '../../../src/main/host/embedded-server'
import type { NativeDialogs } from '../../../src/main/host/ports'
import { createGraphqlClient } from '../../../src/main/services/graphql-client'
import type { CallEnvelope, Connection, EventName, Events } from '../../../src/shared/contract'
import { CaseDocumentManagerDocumentsDocument } from '../../../src/shared/graphql/operations.generated'
import { MESSAGES } from '../../../src/shared/messages'
import { DEMO_CASE_ID, pdfBytes, put, startDemoServer, tempDir } from '../helpers'

type Emitted = { name: EventName; payload: unknown }

let host: AppHost
let root: string
let removeRoot: () => Promise<void>
const emitted: Emitted[] = []
const opened: string[] = []
const dragged: string[] = []
/** What the next dialogs answer (a scripted NativeDialogs: the real port, driven by the test). */
const answers: { save: (string | null)[]; open: string[][] } = { save: [], open: [] }
const dialogStarts: string[] = []

const dialogs: NativeDialogs = {
  saveFile: async (o) => {
    dialogStarts.push(o.defaultPath)
    return answers.save.shift() ?? null
  },
  openFiles: async () => answers.open.shift() ?? [],
  pickFolder: async () => null,
}

async function call<T = unknown>(name: string, input: unknown): Promise<T> {
  const r = (await host.handlers.dispatch(name, input)) as CallEnvelope<T>
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code })
  return r.result
}

function events<E extends EventName>(name: E): Events[E][] {
  return emitted.filter((e) => e.name === name).map((e) => e.payload as Events[E])
}

async function caseDocuments(c: Connection) {
  const client = createGraphqlClient({ url: c.graphqlUrl, token: c.token })
  const data = await client.request(CaseDocumentManagerDocumentsDocument, { id: DEMO_CASE_ID })
  return data.documents.nodes
}

beforeAll(async () => {
  ;({ dir: root, remove: removeRoot } = tempDir('handlers'))
  await mkdir(join(root, 'downloads'))
  host = await startAppHost({
    host: 'desktop',
    dataDir: join(root, 'data'),
    downloadsFolder: join(root, 'downloads'),
    tempFolder: join(root, 'tmp'),
    startEmbedded: (dir) => startEmbeddedServer(dir),
    emit: (name, payload) => emitted.push({ name, payload }),
    dialogs,
    openExternal: async (url) => {
      opened.push(url)
    },
    drag: { start: (file) => dragged.push(file) },
  })
  await host.ready
})
afterAll(async () => {
  await host?.close()
  await removeRoot?.()
})

describe('handlers at the boundary', () => {
  it('gives the embedded connection: loopback, a long random token', async () => {
    const c = await call<Connection>('app.connection', {})
    expect(c.mode).toBe('embedded')
    expect(new URL(c.graphqlUrl).hostname).toBe('127.0.0.1')
    expect(c.token.length).toBeGreaterThanOrEqual(40)
    expect(host.embeddedOrigin()).toBe(new URL(c.graphqlUrl).origin)
  })

  it('refuses invalid payloads and unknown calls with { code, message }', async () => {
    expect(await host.handlers.dispatch('upload.start', { caseId: 'x', files: [] })).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: expect.stringContaining('files') },
    })
    expect(
      await host.handlers.dispatch('upload.start', {
        caseId: 'x',
        files: [{ kind: 'path', path: '/tmp/a\0b' }],
      }),
    ).toMatchObject({ ok: false, error: { code: 'invalid' } })
    expect(await host.handlers.dispatch('settings.update', { providerName: 42 })).toMatchObject({
      ok: false,
      error: { code: 'invalid' },
    })
    expect(await host.handlers.dispatch('process.exit', {})).toMatchObject({
      ok: false,
      error: { code: 'unknown-call' },
    })
    expect(
      await host.handlers.dispatch('shell.openExternal', { url: 'http://example.com/' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    })
    expect(opened).toEqual([])
    await call('shell.openExternal', { url: 'https://example.com/help' })
    expect(opened).toEqual(['https://example.com/help'])
  })
})

describe('upload, archive, download, drag', () => {
  let ids: string[] = []

  it('uploads picked files through the pipeline and announces the new documents', async () => {
    const files = join(root, 'files')
    await mkdir(files)
    const pdf = await put(files, 'Declarations.pdf', pdfBytes('dec'))
    const csv = await put(files, 'premiums.csv', 'year,premium\n2025,1200\n')
    const fake = await put(files, 'invoice.pdf', Buffer.from('MZ\x90\x00not really a pdf'))
    answers.open.push([pdf, csv, fake])
    const refs = await call<unknown[]>('files.pick', {})
    expect(refs).toEqual([
      { kind: 'path', path: pdf },
      { kind: 'path', path: csv },
      { kind: 'path', path: fake },
    ])
    const before = emitted.length
    const started = await call<{ batchId: string }>('upload.start', {
      caseId: DEMO_CASE_ID,
      files: refs,
    })
    const r = await call<{
      batchId: string
      results: Array<{ ok: boolean; documentId?: string; fileName: string }>
    }>('upload.result', { batchId: started.batchId })
    expect(r.results.map((x) => [x.fileName, x.ok])).toEqual([
      ['Declarations.pdf', true],
      ['premiums.csv', true],
      ['invoice.pdf', false],
    ])
    ids = r.results.flatMap((x) => (x.documentId ? [x.documentId] : []))
    const changed = events('documents.changed').slice(-1)[0]
    expect(changed).toEqual({ caseId: DEMO_CASE_ID, ids, source: 'upload' })
    const progress = emitted.slice(before).filter((e) => e.name === 'upload.progress')
    const statuses = progress.map((e) => (e.payload as Events['upload.progress']).status)
    expect(statuses).toContain('uploading')
    expect(statuses).toContain('done')
    expect(statuses).toContain('failed')
    expect(
      progress.every((e) => (e.payload as Events['upload.progress']).batchId === r.batchId),
    ).toBe(true)
  })

  it('uploads a picked file as the newest version of a document, one file only', async () => {
    const files = join(root, 'version-files')
    await mkdir(files)
    const v1 = await put(files, 'Binder.pdf', pdfBytes('binder'))
    const v2 = await put(files, 'Binder signed.pdf', pdfBytes('binder, signed'))
    const other = await put(files, 'other.pdf', pdfBytes('other'))
    answers.open.push([v1, v2, other])
    const [firstRef, ref, otherRef] = await call<unknown[]>('files.pick', {})
    const upload = async (input: Record<string, unknown>) => {
      const started = await call<{ batchId: string }>('upload.start', {
        caseId: DEMO_CASE_ID,
        ...input,
      })
      return call<{ results: Array<{ ok: boolean; documentId?: string }> }>('upload.result', {
        batchId: started.batchId,
      })
    }
    const id = (await upload({ files: [firstRef] })).results[0]!.documentId!
    await expect(
      call('upload.start', { caseId: DEMO_CASE_ID, files: [ref, otherRef], newVersionOf: id }),
    ).rejects.toMatchObject({ code: 'invalid' })
    const r = await upload({ files: [ref], newVersionOf: id })
    expect(r.results).toMatchObject([{ ok: true, documentId: id }])
    expect(events('documents.changed').slice(-1)[0]).toMatchObject({ ids: [id] })
    const c = await call<Connection>('app.connection', {})
    const doc = (await caseDocuments(c)).find((d) => d.id === id)!
    expect(doc).toMatchObject({ name: 'Binder signed.pdf', currentVersion: 2 })
  })

  it('refuses a path that is not a file', async () => {
    host.chosen.files.add(root)
    await expect(
      call('upload.start', { caseId: DEMO_CASE_ID, files: [{ kind: 'path', path: root }] }),
    ).rejects.toMatchObject({ code: 'not-found' })
  })

  it('writes an archive where the save dialog says, remembers the folder, reads back', async () => {
    const c = await call<Connection>('app.connection', {})
    const docs = (await caseDocuments(c)).filter((d) => ids.includes(d.id))
    expect(docs).toHaveLength(2)
    const target = join(root, 'chosen')
    await mkdir(target)
    answers.save.push(join(target, 'mine.zip'))
    const { jobId } = await call<{ jobId: string }>('archive.download', {
      caseId: DEMO_CASE_ID,
      documentIds: [...docs.map((d) => d.id), 'x'],
    })
    const r = await call<{ path: string; count: number }>('archive.result', { jobId })
    expect(r).toEqual({ path: join(target, 'mine.zip'), count: 2 })
    // The dialog started at the downloads folder with the name of docs/rules.md#archive (the case's
    // own ref).
    expect(dialogStarts.at(-1)).toMatch(/downloads\/case-LN-2025-0001-documents-\d{8}-\d{6}\.zip$/)
    const zip = new AdmZip(r.path)
    expect(
      zip
        .getEntries()
        .map((e) => e.entryName)
        .sort(),
    ).toEqual(['Declarations.pdf', 'premiums.csv'])
    expect(zip.readAsText('premiums.csv')).toBe('year,premium\n2025,1200\n')
    expect(events('archive.progress').some((p) => p.jobId === jobId && p.done === 2)).toBe(true)
    expect(
      (await call<{ lastDownloadFolder: string }>('settings.get', {})).lastDownloadFolder,
    ).toBe(target)

    // The next dialog starts in the folder saved to last; a cancelled dialog writes nothing.
    answers.save.push(null)
    const cancelled = await call<{ jobId: string }>('archive.download', {
      caseId: DEMO_CASE_ID,
      documentIds: [docs[0]!.id],
      fileName: 'documents.zip',
    })
    expect(await call('archive.result', cancelled)).toEqual({ cancelled: true })
    expect(dialogStarts.at(-1)).toBe(join(target, 'documents.zip'))
    expect(await readdir(target)).toEqual(['mine.zip'])
  })

  it('cancels a running archive and leaves no file behind', async () => {
    const c = await call<Connection>('app.connection', {})
    const doc = (await caseDocuments(c)).find((d) => d.signed)!
    const target = join(root, 'cancelled')
    await mkdir(target)
    answers.save.push(join(target, 'big.zip'))
    const documentIds = Array.from({ length: 400 }, () => doc.id)
    const { jobId } = await call<{ jobId: string }>('archive.download', {
      caseId: DEMO_CASE_ID,
      documentIds,
    })
    const running = call('archive.result', { jobId })
    await expect.poll(() => events('archive.progress').some((p) => p.jobId === jobId)).toBe(true)
    expect(await call('archive.cancel', { jobId })).toEqual({ cancelled: true })
    expect(await running).toEqual({ cancelled: true })
    expect(await readdir(target)).toEqual([])
    expect(await call('archive.cancel', { jobId })).toEqual({ cancelled: false })
  })

  it('fails an archive of zero documents with the spec message', async () => {
    await expect(
      call('archive.download', { caseId: DEMO_CASE_ID, documentIds: [] }),
    ).rejects.toThrow(MESSAGES.noDocumentsToDownload)
  })

  it('refuses links to other hosts than the case server (http)', async () => {
    await expect(
      call('document.download', { url: 'http://169.254.169.254/latest', fileName: 'x.txt' }),
    ).rejects.toMatchObject({ code: 'forbidden' })
  })

  it('downloads one document to the chosen path, and drags one out via a temp file', async () => {
    const c = await call<Connection>('app.connection', {})
    const doc = (await caseDocuments(c)).find((d) => d.name === 'premiums.csv')!
    const out = join(root, 'chosen', 'premiums copy.csv')
    answers.save.push(out)
    expect(await call('document.download', { url: doc.signed!, fileName: doc.name })).toEqual({
      path: out,
    })
    expect(await readFile(out, 'utf8')).toBe('year,premium\n2025,1200\n')

    await call('document.startDrag', {
      documentId: doc.id,
      url: doc.signed!,
      fileName: '../../evil.csv',
    })
    expect(dragged).toHaveLength(1)
    expect(dragged[0]!.startsWith(join(root, 'tmp', 'drag'))).toBe(true)
    expect(dragged[0]!.endsWith('evil.csv')).toBe(true)
    expect(await readFile(dragged[0]!, 'utf8')).toBe('year,premium\n2025,1200\n')
  })
})

describe('inbox', () => {
  it('configures a persisted inbox whose files are uploaded and announced', async () => {
    const folder = join(root, 'inbox')
    await mkdir(folder)
    host.chosen.folders.add(folder)
    await put(folder, 'already-there.csv', 'a,b\n1,2\n')
    const config = await call('inbox.configure', { caseId: DEMO_CASE_ID, folder })
    expect(config).toMatchObject({ caseId: DEMO_CASE_ID, folder })
    await put(folder, 'dropped-later.csv', 'c,d\n3,4\n')
    await expect
      .poll(
        () =>
          events('inbox.activity')
            .filter((a) => a.status === 'done')
            .map((a) => a.fileName)
            .sort(),
        {
          timeout: 30_000,
        },
      )
      .toEqual(['already-there.csv', 'dropped-later.csv'])
    expect(events('documents.changed').some((e) => e.source === 'inbox')).toBe(true)
    expect(existsSync(join(folder, 'processed', 'already-there.csv'))).toBe(true)
    const list = await call<Array<{ caseId: string; pending: number; failed: number }>>(
      'inbox.list',
      {},
    )
    expect(list).toEqual([{ caseId: DEMO_CASE_ID, folder, pending: 0, failed: 0 }])
    expect(host.settings.get().inboxes).toEqual([{ caseId: DEMO_CASE_ID, folder }])
    expect(await call('inbox.remove', { caseId: DEMO_CASE_ID })).toEqual({ removed: true })
    expect(await call('inbox.list', {})).toEqual([])
  })

  it('refuses a folder that does not exist', async () => {
    host.chosen.folders.add(join(root, 'nope'))
    await expect(
      call('inbox.configure', { caseId: DEMO_CASE_ID, folder: join(root, 'nope') }),
    ).rejects.toMatchObject({ code: 'not-found' })
  })
})

describe('team server', () => {
  it('logs in with the login mutation, switches, and logs out back to embedded', async () => {
    const team = await startDemoServer({
      team: true,
      users: [
        {
          fullName: 'Tess Team',
          email: 'tess@example.com',
          password: 'correct horse',
          cases: [DEMO_CASE_ID],
        },
      ],
    })
    try {
      await expect(
        call('team.login', { url: team.server.url, email: 'tess@example.com', password: 'wrong' }),
      ).rejects.toMatchObject({ code: 'login-failed' })
      const c = await call<Connection>('team.login', {
        url: team.server.url,
        email: 'tess@example.com',
        password: 'correct horse',
      })
      expect(c).toMatchObject({ mode: 'team', graphqlUrl: team.server.graphqlUrl })
      expect(events('connection.changed').at(-1)).toEqual(c)
      expect(host.settings.get().teamServer).toEqual({
        url: team.server.url,
        email: 'tess@example.com',
      })
      expect(host.serverOrigins()).toContain(team.server.url)
      // The token works against the team server.
      expect((await caseDocuments(c)).length).toBeGreaterThan(0)
      const back = await call<Connection>('team.logout', {})
      expect(back.mode).toBe('embedded')
      // The team server ended the session: the old token is refused there.
      const stale = await fetch(team.server.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${c.token}` },
        body: JSON.stringify({ query: '{ me { id } }' }),
      })
      expect(stale.status).toBe(401)
      expect(host.settings.get().teamServer).toBeNull()
      expect(existsSync(join(root, 'data', 'team-session.json'))).toBe(false)
    } finally {
      await team.close()
    }
  })
})
