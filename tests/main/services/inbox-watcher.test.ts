/**
 * The watched inbox with a real folder, real chokidar events and the real server: files present
 * at start, slow writes, refusals to failed/, a crash between the PUT and the registration then a
 * restart on the same journal, the same file twice, and 200 files at once — each uploaded once.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { appendFile, mkdir, rename, stat, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileKey } from '../../../src/main/services/file-identity'
import { createGraphqlClient } from '../../../src/main/services/graphql-client'
import { JOURNAL_FILE_NAME } from '../../../src/main/services/inbox-journal'
import { createInboxWatcher } from '../../../src/main/services/inbox-watcher'
import type { InboxEvents, InboxWatcherOptions } from '../../../src/main/services/inbox-watcher'
import { createUploadPipeline } from '../../../src/main/services/upload-pipeline'
import { makeExe, makePdf, put, tempDir } from './helpers/fixtures'
import { startFlakyProxy } from './helpers/flaky-proxy'
import { startTestServer } from './helpers/server'
import type { TestServer } from './helpers/server'
import { AllCategoriesDocument } from '../../../src/shared/graphql/operations.generated'

let t: TestServer
let root: string
let remove: () => Promise<void>
beforeAll(async () => {
  t = await startTestServer()
  ;({ dir: root, remove } = tempDir('inbox'))
})
afterAll(async () => {
  await t?.close()
  await remove?.()
})

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
const pdfBytes = (label: string) =>
  Buffer.from(`%PDF-1.4\n% ${label}\n${randomBytes(2048).toString('hex')}\n%%EOF\n`)

async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const list = (d: string) => (existsSync(d) ? readdirSync(d).sort() : [])
const rootFiles = (folder: string) =>
  list(folder).filter((f) => f !== 'processed' && f !== 'failed' && f !== JOURNAL_FILE_NAME)

async function newInbox(name: string): Promise<string> {
  const folder = join(root, name)
  await mkdir(folder)
  return folder
}

function watcherFor(folder: string, extra: Partial<InboxWatcherOptions> = {}) {
  const events = {
    activity: [] as InboxEvents['inbox.activity'][],
    changed: [] as InboxEvents['documents.changed'][],
    errors: [] as Error[],
  }
  const w = createInboxWatcher({
    config: { caseId: t.caseId, folder },
    pipeline: createUploadPipeline({ client: t.client }),
    stabilityThresholdMs: 300,
    gatherMs: 50,
    ...extra,
  })
  w.on('inbox.activity', (e) => events.activity.push(e))
  w.on('documents.changed', (e) => events.changed.push(e))
  w.on('error', (e) => events.errors.push(e))
  return { w, events }
}

describe('inbox watcher', () => {
  it('processes files already there at start and new ones, moving them to processed/', async () => {
    const folder = await newInbox('basic')
    const early = pdfBytes('early')
    await put(folder, 'early.pdf', early)
    const before = (await t.documents()).length
    const { w, events } = watcherFor(folder)
    await w.start()
    await waitFor('early.pdf processed', () =>
      list(join(folder, 'processed')).includes('early.pdf'),
    )
    await put(folder, 'later.pdf', pdfBytes('later'))
    await waitFor('later.pdf processed', () => list(join(folder, 'processed')).length === 2)
    await w.stop()

    expect(rootFiles(folder)).toEqual([])
    expect((await t.documents()).length).toBe(before + 2)
    const statuses = events.activity.filter((e) => e.fileName === 'early.pdf').map((e) => e.status)
    expect(statuses).toEqual(['queued', 'uploading', 'done'])
    const done = events.activity.find((e) => e.fileName === 'early.pdf' && e.status === 'done')!
    const doc = (await t.documents()).find((d) => d.id === done.documentId)!
    expect(sha(Buffer.from(await (await fetch(doc.signed!)).arrayBuffer()))).toBe(sha(early))
    expect(events.changed.every((c) => c.source === 'inbox' && c.caseId === t.caseId)).toBe(true)
    expect(events.changed.flatMap((c) => c.ids)).toHaveLength(2)
    expect(w.files().map((f) => f.status)).toEqual(['done', 'done'])
    expect(events.errors).toEqual([])
  })

  it('waits for a slowly written file to finish before uploading it whole', async () => {
    const folder = await newInbox('slow')
    const { w, events } = watcherFor(folder, { stabilityThresholdMs: 600 })
    await w.start()
    const path = join(folder, 'scanner-output.pdf')
    const parts = Array.from({ length: 8 }, (_, i) => pdfBytes(`part ${i}`))
    for (const part of parts) {
      await appendFile(path, part)
      await new Promise((r) => setTimeout(r, 150))
    }
    await waitFor('slow file processed', () =>
      list(join(folder, 'processed')).includes('scanner-output.pdf'),
    )
    await w.stop()
    const done = events.activity.filter((e) => e.status === 'done')
    expect(done).toHaveLength(1)
    const doc = (await t.documents()).find((d) => d.id === done[0]!.documentId)!
    expect(doc.size).toBe(Buffer.concat(parts).length)
    expect(sha(Buffer.from(await (await fetch(doc.signed!)).arrayBuffer()))).toBe(
      sha(Buffer.concat(parts)),
    )
  })

  it('moves a refused file to failed/ with <name>.error.txt saying why, and ignores temp files', async () => {
    const folder = await newInbox('refused')
    await put(folder, 'invoice.pdf', makeExe())
    await put(folder, 'download.pdf.crdownload', pdfBytes('partial'))
    await put(folder, '~$letter.docx', 'lock')
    const { w, events } = watcherFor(folder)
    await w.start()
    // The reason is written to a temporary name and renamed: wait for the final names, not a count.
    const given = ['invoice.pdf', 'invoice.pdf.error.txt']
    await waitFor(
      'invoice.pdf failed',
      () => list(join(folder, 'failed')).join('|') === given.join('|'),
    )
    await w.stop()
    expect(list(join(folder, 'failed'))).toEqual(given)
    const note = readFileSync(join(folder, 'failed', 'invoice.pdf.error.txt'), 'utf8')
    expect(note).toContain('Windows program')
    expect(events.activity.at(-1)).toMatchObject({ fileName: 'invoice.pdf', status: 'failed' })
    expect(rootFiles(folder)).toEqual(['download.pdf.crdownload', '~$letter.docx'])
    expect(w.counts()).toEqual({ pending: 0, failed: 1 })
  })

  it('survives a crash between the PUT and the registration: a restart uploads each file once', async () => {
    const folder = await newInbox('crash')
    const names = ['c1.pdf', 'c2.pdf', 'c3.pdf', 'c4.pdf', 'c5.pdf']
    for (const n of names) await put(folder, n, await makePdf(n))
    const before = (await t.documents()).length

    let puts = 0
    const first = watcherFor(folder, {
      // One run with all five files: the "crash" below stops it before its registration.
      runsInFlight: 1,
      gatherMs: 500,
      hooks: {
        afterPut: () => {
          // The "crash": the second PUT has landed; stop before anything is registered or moved.
          if (++puts === 2) void first.w.stop()
        },
      },
    })
    await first.w.start()
    await waitFor('the crash', () => puts >= 2)
    await first.w.stop()
    expect((await t.documents()).length).toBe(before)
    expect(rootFiles(folder)).toEqual(names)
    const journal = readFileSync(join(folder, JOURNAL_FILE_NAME), 'utf8')
    expect(journal).toContain('"t":"signed"')
    expect(journal).not.toContain('"t":"registered"')

    const second = watcherFor(folder)
    await second.w.start()
    await waitFor(
      'all processed after restart',
      () => list(join(folder, 'processed')).length === names.length,
    )
    await second.w.stop()
    expect(rootFiles(folder)).toEqual([])
    const docs = (await t.documents()).filter((d) => names.includes(d.name))
    expect(docs.map((d) => d.name).sort()).toEqual(names)
    expect((await t.documents()).length).toBe(before + names.length)
  })

  it('never uploads the same file twice: registered before the journal knew, or appearing again', async () => {
    const folder = await newInbox('twice')
    const bytes = await makePdf('twice')
    const mtime = new Date(1_700_000_000_000)
    // Registered under the inbox's attempt (its file key) but the journal never heard of it (a
    // crash after registration, before the journal record): the server answers with the same
    // document for the same bytes.
    const elsewhere = join(root, 'twice-elsewhere')
    await mkdir(elsewhere)
    const outside = await put(elsewhere, 'same.pdf', bytes)
    await utimes(outside, mtime, mtime)
    const attempt = fileKey({ name: 'same.pdf', size: bytes.length, lastModified: mtime.getTime() })
    const direct = await createUploadPipeline({ client: t.client }).upload({
      files: [{ path: outside, attempt }],
      caseId: t.caseId,
    })
    const documentId = direct.results[0]!.ok ? direct.results[0]!.documentId : 'none'
    const before = (await t.documents()).length

    const inInbox = await put(folder, 'same.pdf', bytes)
    await utimes(inInbox, mtime, mtime)
    const { w, events } = watcherFor(folder)
    await w.start()
    await waitFor('first copy', () => list(join(folder, 'processed')).length === 1)
    // The same file appears again (restored by a sync tool: same name, size and time, written
    // under a temporary name and renamed into place).
    const again = await put(folder, 'same.pdf.tmp', bytes)
    await utimes(again, mtime, mtime)
    await rename(again, join(folder, 'same.pdf'))
    await waitFor('second copy', () => list(join(folder, 'processed')).length === 2)
    await w.stop()

    expect(list(join(folder, 'processed'))).toEqual(['same-1.pdf', 'same.pdf'])
    expect((await t.documents()).length).toBe(before)
    const done = events.activity.filter((e) => e.status === 'done')
    expect(done.map((e) => e.documentId)).toEqual([documentId, documentId])
  })

  it('takes 200 files dropped at once, each uploaded exactly once', async () => {
    const folder = await newInbox('many')
    const { w } = watcherFor(folder)
    await w.start()
    const before = (await t.documents()).length
    const names = Array.from({ length: 200 }, (_, i) => `bulk-${String(i).padStart(3, '0')}.pdf`)
    await Promise.all(names.map((n) => writeFile(join(folder, n), pdfBytes(n))))
    await waitFor('200 processed', () => list(join(folder, 'processed')).length === 200, 120_000)
    await w.stop()
    const docs = (await t.documents()).filter((d) => d.name.startsWith('bulk-'))
    expect(docs).toHaveLength(200)
    expect(new Set(docs.map((d) => d.name)).size).toBe(200)
    expect((await t.documents()).length).toBe(before + 200)
    const registered = readFileSync(join(folder, JOURNAL_FILE_NAME), 'utf8')
      .split('\n')
      .filter((l) => l.includes('"t":"registered"'))
    expect(registered).toHaveLength(200)
    expect((await stat(join(folder, JOURNAL_FILE_NAME))).size).toBeGreaterThan(0)
  })

  it('keeps a file and retries it later when the server cannot be reached (not failed/)', async () => {
    const folder = await newInbox('offline')
    const proxy = await startFlakyProxy()
    proxy.target = t.server.url
    proxy.shouldBreak = () => true
    try {
      const client = createGraphqlClient({ url: `${proxy.url}/graphql`, token: t.server.token! })
      const { w, events } = watcherFor(folder, {
        pipeline: createUploadPipeline({ client, attempts: 2, baseDelayMs: 10 }),
        retryDelayMs: 300,
      })
      await put(folder, 'offline.pdf', pdfBytes('offline'))
      await w.start()
      await waitFor('a transient failure', () => events.activity.some((e) => e.status === 'failed'))
      expect(events.activity.find((e) => e.status === 'failed')!.message).toMatch(/retrying/)
      expect(rootFiles(folder)).toEqual(['offline.pdf'])
      proxy.shouldBreak = () => false
      await waitFor('uploaded once online', () =>
        list(join(folder, 'processed')).includes('offline.pdf'),
      )
      await w.stop()
      expect(list(join(folder, 'failed'))).toEqual([])
      expect(events.activity.at(-1)).toMatchObject({ fileName: 'offline.pdf', status: 'done' })
    } finally {
      await proxy.close()
    }
  })

  it('works in polling mode (network shares) with the folder default category', async () => {
    const folder = await newInbox('polling')
    const categories = await t.client.request(AllCategoriesDocument, { paging: { limit: 50 } })
    const category = categories.data.nodes[0]!
    const polling = createInboxWatcher({
      config: { caseId: t.caseId, folder, usePolling: true, categoryId: category.id },
      pipeline: createUploadPipeline({ client: t.client }),
      stabilityThresholdMs: 300,
      pollIntervalMs: 100,
      gatherMs: 50,
    })
    const done: string[] = []
    polling.on('inbox.activity', (e) => e.status === 'done' && done.push(e.documentId!))
    await polling.start()
    await put(folder, 'polled.pdf', pdfBytes('polled'))
    await waitFor('polled file processed', () => done.length === 1)
    await polling.stop()
    const doc = (await t.documents()).find((d) => d.id === done[0])!
    expect(doc.category?.id).toBe(category.id)
    expect(list(join(folder, 'processed'))).toEqual(['polled.pdf'])
  })
})
