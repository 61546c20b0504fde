/**
 * The watched inbox under faults, with real processes: the case server and `cli watch` (stability
 * window scaled down to 0.5 s) as processes, and slow writers as processes of their own — a PDF
 * written in bursts further apart than the window, a CSV appended to in quick steps, a CSV held
 * open by its writer across long pauses — then the same name, size and modification time with
 * other bytes. Asserts: every complete file is a document with exactly its bytes, no document
 * holds a partial or other file's bytes, processed/ holds only registered bytes, and after the
 * orphan sweep no object is left that no document points at.
 * (Longer version: `npm run bench -- faults`.)
 */
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { mkdir, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { tempDir } from '../helpers/temp-dir'
import { caseDocuments, documentBytes } from '../server/domain/upload-helpers'
import { sweepAndCheck } from './fault-checks'
import { freePort, kill9, runCli, startServerProcess, until } from './process-helpers'

const TOKEN = 'inbox-faults'
const CASE = 'demo-case-2'
const WINDOW_S = 0.5
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

const pdfPieces = (label: string, n: number) => [
  Buffer.from(`%PDF-1.4\n% ${label}\n`),
  ...Array.from({ length: n - 2 }, (_, i) =>
    Buffer.from(`% page ${i} ${randomBytes(64).toString('hex')}\n`),
  ),
  Buffer.from('trailer <<>>\n%%EOF\n'),
]
const csvRows = (label: string, n: number) =>
  Array.from({ length: n }, (_, i) =>
    Buffer.from(`${label} ${i},${randomBytes(12).toString('hex')}\n`),
  )

describe('watched inbox faults with real processes', { timeout: 180_000 }, () => {
  it('slow writers and same name/size/time with other bytes: only complete bytes are registered, each once', async () => {
    const tmp = tempDir('inbox-faults')
    cleanups.push(tmp.remove)
    const data = join(tmp.dir, 'data')
    const inbox = join(tmp.dir, 'inbox')
    await mkdir(inbox)
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
    const api = { url: server.graphqlUrl, token: TOKEN }
    const watcher = runCli([
      'watch',
      '--server',
      server.url,
      '--token',
      TOKEN,
      '--case',
      CASE,
      '--stability-window',
      String(WINDOW_S),
      inbox,
    ])
    cleanups.push(() => kill9(watcher.child))
    let watcherOut = ''
    watcher.child.stdout!.on('data', (c: Buffer) => (watcherOut += c.toString()))
    await until('the watcher running', () => watcherOut.includes('watching'), 60_000)

    // Three writers at once, each slower than the window in its own way.
    const pdf = pdfPieces('scanner in bursts', 6)
    const quick = csvRows('quick', 6)
    const held = csvRows('held', 3)
    const writers = [
      slowWriter(join(inbox, 'bursts.pdf'), pdf, WINDOW_S * 1000 * 1.8),
      slowWriter(join(inbox, 'quick.csv'), quick, WINDOW_S * 1000 * 0.4),
    ]
    if (process.platform === 'linux' || process.platform === 'win32') {
      writers.push(slowWriter(join(inbox, 'held.csv'), held, WINDOW_S * 1000 * 2.5, true))
    }
    await Promise.all(writers)
    const complete = new Map<string, Buffer>([
      ['bursts.pdf', Buffer.concat(pdf)],
      ['quick.csv', Buffer.concat(quick)],
      ...(writers.length === 3 ? [['held.csv', Buffer.concat(held)] as const] : []),
    ])
    await until(
      'the written files processed',
      () => list(join(inbox, 'processed')).length === complete.size,
      60_000,
      100,
    )

    // Two scanners, same file name, same size, same modification time, other bytes.
    const mtime = new Date(1_700_000_000_000)
    const a = Buffer.concat(pdfPieces('scanner A 0001', 3))
    const b = Buffer.concat(pdfPieces('scanner B 0002', 3))
    for (const [i, bytes] of [a, b].entries()) {
      await writeFile(join(inbox, 'scan.pdf'), bytes)
      await utimes(join(inbox, 'scan.pdf'), mtime, mtime)
      await until(
        `scan ${i + 1} processed`,
        () => list(join(inbox, 'processed')).length === complete.size + i + 1,
        60_000,
        100,
      )
    }

    const stopped = watcher.done
    watcher.child.kill('SIGTERM')
    const result = await stopped
    expect(result.stdout, result.stderr).toContain(`uploaded ${complete.size + 2}, failed 0`)
    expect(list(join(inbox, 'failed'))).toEqual([])

    // Every complete file is a document with exactly its bytes; nothing else was registered.
    const docs = await caseDocuments(api, CASE)
    const ours = docs.filter((d) => complete.has(d.name) || d.name === 'scan.pdf')
    const expected = [...complete.values(), a, b].map(sha).sort()
    const got = await Promise.all(ours.map(async (d) => sha(await documentBytes(api, CASE, d.id))))
    expect(got.sort()).toEqual(expected)
    // processed/ holds the registered bytes (scan.pdf twice: A, then B as scan-1.pdf).
    for (const [name, bytes] of complete) {
      expect(sha(readFileSync(join(inbox, 'processed', name))), name).toBe(sha(bytes))
    }
    expect(sha(readFileSync(join(inbox, 'processed', 'scan.pdf')))).toBe(sha(a))
    expect(sha(readFileSync(join(inbox, 'processed', 'scan-1.pdf')))).toBe(sha(b))

    // The data folder after the server dies: no orphan after the sweep, every document intact.
    await kill9(server.child)
    const check = await sweepAndCheck(data)
    expect(check.documentsBroken).toEqual([])
    expect(check.orphansLeft).toBe(0)
  })
})
