/**
 * The watched inbox never uploads a file cut short and never overwrites or loses one, with a real
 * folder, real chokidar events and the real server (windows scaled down: 400 ms instead of 3 s):
 * writers pausing longer than the window, a writer holding the file open, a file that changes
 * while and after it is uploaded, other bytes under the same name, size and time, a PDF that
 * never gets its end marker. Each checks that every document holds exactly the bytes of a
 * complete file and that processed/ holds only registered bytes.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { appendFile, mkdir, open, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InboxEvents, InboxWatcherOptions } from '../../../src/main/services/inbox-watcher'
import { createInboxWatcher } from '../../../src/main/services/inbox-watcher'
import { createUploadPipeline } from '../../../src/main/services/upload-pipeline'
import { tempDir } from './helpers/fixtures'
import { startTestServer, type TestServer } from './helpers/server'

const WINDOW_MS = 400
let t: TestServer
const tmp = tempDir('inbox-durability')
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(async () => {
  await t?.close()
  await tmp.remove()
})

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const list = (d: string) => (existsSync(d) ? readdirSync(d).sort() : [])

async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 60_000) {
  const until = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}

/** A PDF in `n` pieces: only the last one carries %%EOF. */
function pdfPieces(label: string, n: number): Buffer[] {
  const pieces = [Buffer.from(`%PDF-1.4\n% ${label}\n`)]
  for (let i = 1; i < n - 1; i++)
    pieces.push(Buffer.from(`% page ${i} ${randomBytes(40).toString('hex')}\n`))
  pieces.push(Buffer.from('trailer <<>>\n%%EOF\n'))
  return pieces
}

let folders = 0
async function inbox(extra: Partial<InboxWatcherOptions> = {}) {
  const folder = join(tmp.dir, `inbox-${folders++}`)
  await mkdir(folder)
  const events = { activity: [] as InboxEvents['inbox.activity'][], errors: [] as Error[] }
  const w = createInboxWatcher({
    config: { caseId: t.caseId, folder, stabilityWindowMs: WINDOW_MS },
    pipeline: createUploadPipeline({ client: t.client }),
    gatherMs: 20,
    ...extra,
  })
  w.on('inbox.activity', (e) => events.activity.push(e))
  w.on('error', (e) => events.errors.push(e))
  await w.start()
  return { folder, w, events }
}

/** The bytes of a document, read back through its signed URL. */
async function bytesOf(documentId: string): Promise<Buffer> {
  const doc = (await t.documents()).find((d) => d.id === documentId)
  if (!doc?.signed) throw new Error(`no document ${documentId}`)
  return Buffer.from(await (await fetch(doc.signed)).arrayBuffer())
}

/** Every document made from this inbox holds the bytes of a complete version of the file. */
async function expectOnly(events: { activity: InboxEvents['inbox.activity'][] }, whole: Buffer[]) {
  const done = events.activity.filter((e) => e.status === 'done')
  const allowed = new Set(whole.map(sha))
  for (const d of done)
    expect(allowed.has(sha(await bytesOf(d.documentId!))), d.fileName).toBe(true)
  return done
}

describe('watched inbox: files still being written', () => {
  it('waits for a PDF whose writer pauses longer than the window, until its %%EOF is there', async () => {
    const { folder, w, events } = await inbox()
    const pieces = pdfPieces('slow scanner', 5)
    const path = join(folder, 'slow-scan.pdf')
    for (const piece of pieces) {
      await appendFile(path, piece)
      await sleep(WINDOW_MS * 2) // longer than the window: size and times alone would pass
    }
    await waitFor('the PDF processed', () =>
      list(join(folder, 'processed')).includes('slow-scan.pdf'),
    )
    await w.stop()
    const done = await expectOnly(events, [Buffer.concat(pieces)])
    expect(done).toHaveLength(1)
    expect(events.activity.some((e) => /Waiting for the PDF/.test(e.message ?? ''))).toBe(true)
    expect(readFileSync(join(folder, 'processed', 'slow-scan.pdf'))).toEqual(Buffer.concat(pieces))
  })

  it('waits for a CSV appended to with pauses shorter than the window', async () => {
    const { folder, w, events } = await inbox()
    const rows = Array.from({ length: 5 }, (_, i) => `row ${i},${randomBytes(8).toString('hex')}\n`)
    const path = join(folder, 'rows.csv')
    for (const row of rows) {
      await appendFile(path, row)
      await sleep(WINDOW_MS / 2)
    }
    await waitFor('the CSV processed', () => list(join(folder, 'processed')).includes('rows.csv'))
    await w.stop()
    const done = await expectOnly(events, [Buffer.from(rows.join(''))])
    expect(done).toHaveLength(1)
  })

  it.skipIf(process.platform !== 'linux' && process.platform !== 'win32')(
    'waits while another program holds a file open for writing, however long it pauses',
    async () => {
      const { folder, w, events } = await inbox()
      const path = join(folder, 'held-open.csv')
      const handle = await open(path, 'a')
      const rows: string[] = []
      try {
        for (let i = 0; i < 3; i++) {
          rows.push(`held ${i},${randomBytes(8).toString('hex')}\n`)
          await handle.write(rows.at(-1)!)
          await sleep(WINDOW_MS * 3)
        }
        expect(list(join(folder, 'processed'))).toEqual([])
        expect(
          events.activity.some((e) => /another program has the file open/.test(e.message ?? '')),
        ).toBe(true)
      } finally {
        await handle.close()
      }
      await waitFor('the CSV processed once closed', () =>
        list(join(folder, 'processed')).includes('held-open.csv'),
      )
      await w.stop()
      expect(await expectOnly(events, [Buffer.from(rows.join(''))])).toHaveLength(1)
    },
  )

  it('gives up on a PDF that never gets its end marker: failed/ with the reason, nothing uploaded', async () => {
    const { folder, w, events } = await inbox({ incompleteAfterMs: 1_500 })
    const before = (await t.documents()).length
    await writeFile(join(folder, 'cut-off.pdf'), Buffer.concat(pdfPieces('cut', 4).slice(0, 3)))
    // The reason is written to a temporary name and renamed: wait for the final names, not a count.
    const given = ['cut-off.pdf', 'cut-off.pdf.error.txt']
    await waitFor(
      'the PDF given up on',
      () => list(join(folder, 'failed')).join('|') === given.join('|'),
    )
    await w.stop()
    expect(list(join(folder, 'failed'))).toEqual(given)
    expect(readFileSync(join(folder, 'failed', 'cut-off.pdf.error.txt'), 'utf8')).toMatch(
      /looks incomplete: it is a PDF without its end marker \(%%EOF\)/,
    )
    expect((await t.documents()).length).toBe(before)
    expect(events.activity.at(-1)).toMatchObject({ fileName: 'cut-off.pdf', status: 'failed' })
  })
})

describe('watched inbox: files that change under the upload', () => {
  it('a file that grows while it is uploaded is not registered from that read: uploaded again whole', async () => {
    let grown = false
    const { folder, w, events } = await inbox({
      hooks: {
        beforePut: async (file) => {
          if (grown) return
          grown = true
          // The writer was not done after all: more bytes arrive while the PUT runs.
          await appendFile(
            file.path,
            Buffer.from(`% late page ${randomBytes(30).toString('hex')}\n%%EOF\n`),
          )
        },
      },
    })
    const first = Buffer.concat(pdfPieces('grows', 3))
    await writeFile(join(folder, 'grows.pdf'), first)
    await waitFor('processed', () => list(join(folder, 'processed')).includes('grows.pdf'))
    await w.stop()
    const final = readFileSync(join(folder, 'processed', 'grows.pdf'))
    expect(final.length).toBeGreaterThan(first.length)
    const done = await expectOnly(events, [final])
    expect(done).toHaveLength(1)
    expect(events.activity.some((e) => /changed while it was read/.test(e.message ?? ''))).toBe(
      true,
    )
  })

  it('a file rewritten after its registration is not moved: the new bytes become a new document', async () => {
    let rewritten = false
    const { folder, w, events } = await inbox({
      hooks: {
        afterRegister: async (file) => {
          if (rewritten) return
          rewritten = true
          await writeFile(file.path, Buffer.concat(pdfPieces('second edition', 3)))
        },
      },
    })
    const first = Buffer.concat(pdfPieces('first edition', 3))
    await writeFile(join(folder, 'edition.pdf'), first)
    await waitFor('processed', () => list(join(folder, 'processed')).includes('edition.pdf'))
    await w.stop()
    const final = readFileSync(join(folder, 'processed', 'edition.pdf'))
    expect(sha(final)).not.toBe(sha(first))
    const done = await expectOnly(events, [first, final])
    // Both editions registered, each with its own bytes; processed/ has the last one's.
    expect(done).toHaveLength(1)
    expect(sha(await bytesOf(done[0]!.documentId!))).toBe(sha(final))
    expect((await t.documents()).filter((d) => d.name === 'edition.pdf')).toHaveLength(2)
  })

  it('other bytes under the same name, size and time are a new document; the first keeps its bytes', async () => {
    const { folder, w, events } = await inbox()
    const mtime = new Date(1_700_000_000_000)
    const a = Buffer.concat(pdfPieces('scanner A 0001', 3))
    const b = Buffer.concat(pdfPieces('scanner B 0002', 3))
    expect(a.length).toBe(b.length)
    const path = join(folder, 'scan.pdf')
    await writeFile(path, a)
    await utimes(path, mtime, mtime)
    await waitFor('A processed', () => list(join(folder, 'processed')).includes('scan.pdf'))
    await writeFile(path, b)
    await utimes(path, mtime, mtime)
    await waitFor('B processed', () => list(join(folder, 'processed')).length === 2)
    // And A's bytes once more: recognised by their sha256, not uploaded a third time.
    await writeFile(path, a)
    await utimes(path, mtime, mtime)
    await waitFor('A again processed', () => list(join(folder, 'processed')).length === 3)
    await w.stop()
    const done = await expectOnly(events, [a, b])
    expect(done).toHaveLength(3)
    const [first, second, third] = done.map((d) => d.documentId!)
    expect(second).not.toBe(first)
    expect(third).toBe(first)
    expect(sha(await bytesOf(first!))).toBe(sha(a))
    expect(sha(await bytesOf(second!))).toBe(sha(b))
    expect((await t.documents()).filter((d) => d.name === 'scan.pdf')).toHaveLength(2)
  })
})
