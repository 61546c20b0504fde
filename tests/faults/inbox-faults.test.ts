/**
 * The watched inbox under faults, with real processes: the case server and `cli watch` as
 * processes, and slow writers as processes of their own. With the real default stability window
 * (3 s): the writers the fault was seen with — a CSV appended to in 5 parts 2 s apart, a PDF
 * written in 10 pieces 1.1 s apart. With the window scaled down to 0.5 s (so the suite stays
 * short): a PDF written in bursts further apart than the window, a CSV appended to in quick steps,
 * a CSV held open by its writer across long pauses, a large file that changes while it is being
 * read, then the same name, size and modification time with other bytes. Asserts: every complete
 * file is a document with exactly its bytes (read back through the download URL and through the
 * object store), no document holds a partial or other file's bytes, processed/ holds only
 * registered bytes, and after the orphan sweep no object is left that no document points at.
 * (Longer version: `npm run bench -- faults`.)
 */
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, readlinkSync, statSync } from 'node:fs'
import { appendFile, mkdir, rename, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { tempDir } from '../helpers/temp-dir'
import { caseDocuments, documentBytes, type Api } from '../server/domain/upload-helpers'
import { differencesFromSent, sweepAndCheck } from './fault-checks'
import { freePort, kill9, read, runCli, startServerProcess, until } from './process-helpers'

const TOKEN = 'inbox-faults'
const CASE = 'demo-case-2'
const SCALED_WINDOW_S = 0.5
const cleanups: (() => Promise<unknown> | unknown)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
const list = (d: string) => (existsSync(d) ? readdirSync(d).sort() : [])

/**
 * A writer process: appends `pieces` to `path` with `gapMs` between them, opening the file for
 * each piece, or holding it open throughout (`hold`). Resolves when the process has exited.
 */
function slowWriter(path: string, pieces: Buffer[], gapMs: number, hold = false): Promise<void> {
  const script = `
    const fs = require('node:fs')
    const [path, gap, hold, ...hex] = process.argv.slice(1)
    const pieces = hex.map((h) => Buffer.from(h, 'hex'))
    const fd = hold === '1' ? fs.openSync(path, 'a') : null
    let i = 0
    const next = () => {
      if (i === pieces.length) { if (fd !== null) fs.closeSync(fd); return }
      if (fd !== null) fs.writeSync(fd, pieces[i++])
      else fs.appendFileSync(path, pieces[i++])
      setTimeout(next, Number(gap))
    }
    next()`
  const child = spawn(
    process.execPath,
    ['-e', script, path, String(gapMs), hold ? '1' : '0', ...pieces.map((p) => p.toString('hex'))],
    { stdio: 'ignore' },
  )
  return new Promise((done, fail) => {
    child.once('error', fail)
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`writer exited ${code}`))))
  })
}

/** A PDF in `n` pieces: the header first, `%%EOF` only in the last. */
const pdfPieces = (label: string, n: number, pieceBytes = 64) => [
  Buffer.from(`%PDF-1.4\n% ${label}\n`),
  ...Array.from({ length: n - 2 }, (_, i) =>
    Buffer.from(`% page ${i} ${randomBytes(pieceBytes / 2).toString('hex')}\n`),
  ),
  Buffer.from('trailer <<>>\n%%EOF\n'),
]
const csvRows = (label: string, n: number, rowBytes = 12) =>
  Array.from({ length: n }, (_, i) =>
    Buffer.from(`${label} ${i},${randomBytes(rowBytes).toString('hex')}\n`),
  )

/** True when process `pid` has `path` open (Linux: its /proc/<pid>/fd links). */
function hasOpen(pid: number, path: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === path
      } catch {
        return false
      }
    })
  } catch {
    return false
  }
}

type Watcher = { readonly out: () => string; readonly stop: () => Promise<string> }

/** Starts `cli watch` on `inbox` as a process (the default window when `windowS` is undefined). */
async function watch(
  url: string,
  inbox: string,
  windowS?: number,
): Promise<Watcher & { pid: number }> {
  const run = runCli([
    'watch',
    '--server',
    url,
    '--token',
    TOKEN,
    '--case',
    CASE,
    ...(windowS === undefined ? [] : ['--stability-window', String(windowS)]),
    inbox,
  ])
  cleanups.push(() => kill9(run.child))
  let out = ''
  run.child.stdout!.on('data', (c: Buffer) => (out += c.toString()))
  await until('the watcher running', () => out.includes('watching'), 60_000)
  return {
    pid: run.child.pid!,
    out: () => out,
    stop: async () => {
      run.child.kill('SIGTERM')
      const r = await run.done
      return r.stdout + r.stderr
    },
  }
}

/** Every file in processed/ holds bytes registered under its name (or its -n twin). */
function assertProcessedRegistered(
  inbox: string,
  registered: ReadonlyMap<string, readonly Buffer[]>,
) {
  for (const f of list(join(inbox, 'processed'))) {
    const name = f.replace(/-\d+(\.[^.]+)$/, '$1')
    const hashes = (registered.get(name) ?? []).map(sha)
    expect(hashes, `processed/${f} holds registered bytes`).toContain(
      sha(readFileSync(join(inbox, 'processed', f))),
    )
  }
}

/** The writers the fault was seen with, against the real default window (3 s). */
async function issueWriters(url: string, inbox: string): Promise<Map<string, Buffer[]>> {
  const w = await watch(url, inbox)
  // 5 × ~26 bytes (the issue's CSV had 129) and 10 pieces of ~60 bytes (its PDF had 598).
  const csv = csvRows('row', 5, 8)
  const pdf = pdfPieces('ten pieces', 10, 56)
  await Promise.all([
    slowWriter(join(inbox, 'slow-writer.csv'), csv, 2_000),
    slowWriter(join(inbox, 'slow-writer.pdf'), pdf, 1_100),
  ])
  await until('both processed', () => list(join(inbox, 'processed')).length === 2, 60_000, 100)
  const out = await w.stop()
  expect(out).toContain('uploaded 2, failed 0')
  expect(list(join(inbox, 'failed'))).toEqual([])
  const sent = new Map([
    ['slow-writer.csv', [Buffer.concat(csv)]],
    ['slow-writer.pdf', [Buffer.concat(pdf)]],
  ])
  assertProcessedRegistered(inbox, sent)
  expect(list(join(inbox, 'processed'))).toEqual(['slow-writer.csv', 'slow-writer.pdf'])
  return sent
}

/** Slow writers of other kinds, a file changed while read, and look-alikes: a 0.5 s window. */
async function scaledWriters(
  url: string,
  inbox: string,
  data: string,
): Promise<Map<string, Buffer[]>> {
  const w = await watch(url, inbox, SCALED_WINDOW_S)
  const windowMs = SCALED_WINDOW_S * 1000
  const pdf = pdfPieces('scanner in bursts', 6)
  const quick = csvRows('quick', 6)
  const held = csvRows('held', 3)
  const writers = [
    slowWriter(join(inbox, 'bursts.pdf'), pdf, windowMs * 1.8),
    slowWriter(join(inbox, 'quick.csv'), quick, windowMs * 0.4),
  ]
  if (process.platform === 'linux' || process.platform === 'win32') {
    writers.push(slowWriter(join(inbox, 'held.csv'), held, windowMs * 2.5, true))
  }
  await Promise.all(writers)
  const sent = new Map<string, Buffer[]>([
    ['bursts.pdf', [Buffer.concat(pdf)]],
    ['quick.csv', [Buffer.concat(quick)]],
  ])
  if (writers.length === 3) sent.set('held.csv', [Buffer.concat(held)])
  await until(
    'the written files processed',
    () => list(join(inbox, 'processed')).length === sent.size,
    60_000,
    100,
  )

  // A large file that another program appends to while the watcher reads it for the upload.
  if (process.platform === 'linux') {
    const big = join(inbox, 'changing.csv')
    const first = Buffer.alloc(48 * 1024 * 1024, 'a,b,c\n')
    await writeFile(big, first)
    // Being read for the upload: open in the watcher while its bytes arrive at the server (the
    // watcher also opens it briefly before, to look for an end marker).
    const arriving = join(data, 'objects', '.tmp')
    const inFlight = () =>
      list(arriving).some(
        (f) => (statSync(join(arriving, f), { throwIfNoEntry: false })?.size ?? 0) > 1 << 20,
      )
    await until('the upload reading the file', () => hasOpen(w.pid, big) && inFlight(), 60_000, 2)
    const more = Buffer.from('appended while it was read\n')
    await appendFile(big, more)
    await until(
      'the changed file processed',
      () => list(join(inbox, 'processed')).length === sent.size + 1,
      90_000,
      100,
    )
    expect(w.out()).toContain('queued changing.csv (The file changed while it was read')
    sent.set('changing.csv', [Buffer.concat([first, more])])
  }

  // Two scanners, same file name, same size, same modification time, other bytes.
  const mtime = new Date(1_700_000_000_000)
  const a = Buffer.concat(pdfPieces('scanner A 0001', 3))
  const b = Buffer.concat(pdfPieces('scanner B 0002', 3))
  const before = list(join(inbox, 'processed')).length
  for (const [i, bytes] of [a, b].entries()) {
    // Written under a name the watcher ignores, given the time, then renamed in (as scanners do):
    // the watcher may take the file the moment it appears.
    const aside = join(inbox, '.scan.pdf.tmp')
    await writeFile(aside, bytes)
    await utimes(aside, mtime, mtime)
    await rename(aside, join(inbox, 'scan.pdf'))
    await until(
      `scan ${i + 1} processed`,
      () => list(join(inbox, 'processed')).length === before + i + 1,
      60_000,
      100,
    )
  }
  sent.set('scan.pdf', [a, b])

  const out = await w.stop()
  expect(out).toContain(`uploaded ${before + 2}, failed 0`)
  expect(list(join(inbox, 'failed'))).toEqual([])
  assertProcessedRegistered(inbox, sent)
  // scan.pdf twice: A, then B as scan-1.pdf.
  expect(sha(readFileSync(join(inbox, 'processed', 'scan.pdf')))).toBe(sha(a))
  expect(sha(readFileSync(join(inbox, 'processed', 'scan-1.pdf')))).toBe(sha(b))
  return sent
}

describe('watched inbox faults with real processes', { timeout: 300_000 }, () => {
  it('slow writers, a file changed while read, same name/size/time with other bytes: only complete bytes are registered, each once', async () => {
    const tmp = tempDir('inbox-faults')
    cleanups.push(tmp.remove)
    const data = join(tmp.dir, 'data')
    const inboxes = [join(tmp.dir, 'inbox-3s'), join(tmp.dir, 'inbox-scaled')]
    for (const i of inboxes) await mkdir(i)
    const server = await startServerProcess([
      '--port',
      String(await freePort()),
      '--data',
      data,
      '--token',
      TOKEN,
      '--seed',
      'demo',
    ])
    cleanups.push(() => kill9(server.child))
    const api: Api = { url: server.graphqlUrl, token: TOKEN }

    // Both at once: the real window's writers take ~10 s, the scaled cases as long.
    const [real, scaled] = await Promise.all([
      issueWriters(server.url, inboxes[0]!),
      scaledWriters(server.url, inboxes[1]!, data),
    ])
    const sent = new Map([...real, ...scaled])

    // Every file sent is a document exactly once, with exactly its bytes; nothing else under its
    // name (no partial file): through the download URL, then through the object store.
    const docs = await read(() => caseDocuments(api, CASE))
    const viaDownload = await differencesFromSent(docs, sent, async (id) =>
      sha(await read(() => documentBytes(api, CASE, id))),
    )
    expect(viaDownload).toEqual([])

    // The data folder after the server dies: no orphan after the sweep, every document intact.
    await kill9(server.child)
    const check = await sweepAndCheck(data)
    expect(check.documentsBroken).toEqual([])
    expect(check.orphansLeft).toBe(0)
    const stored = check.listed.filter((d) => d.caseId === CASE)
    expect(await differencesFromSent(stored, sent, (id) => check.storedSha.get(id))).toEqual([])
  })
})
