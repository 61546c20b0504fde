/**
 * The upload fault suite, with real processes: the case server killed with SIGKILL mid-upload and
 * restarted, the CLI retrying across a server restart of about five seconds, the CLI killed and
 * run again, and a file replaced by other bytes with the same name, size and time. Each test
 * asserts that every acknowledged byte is present, that no document points at other bytes than
 * were sent, that partial data is cleaned at start, and that no orphan is left after the sweep.
 * (Longer versions: `npm run bench -- faults`.)
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { mkdir, utimes, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { tempDir } from '../helpers/temp-dir'
import {
  caseDocuments,
  documentBytes,
  pdf,
  put,
  sha256,
  signOne,
  uploadOne,
  type Api,
} from '../server/domain/upload-helpers'
import {
  freePort,
  kill9,
  runCli,
  startServerProcess,
  until,
  type ServerProcess,
} from './process-helpers'

const TOKEN = 'fault-suite'
const CASE = 'demo-case-2'
const cleanups: (() => Promise<unknown> | unknown)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

/** A PDF of `size` bytes whose content is unique. */
function bigPdf(size: number, tag: string): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% ${tag}\n`)
  const tail = Buffer.from('\n%%EOF\n')
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail])
}

const tmpFiles = (data: string) => {
  const dir = join(data, 'objects', '.tmp')
  return existsSync(dir) ? readdirSync(dir).map((f) => statSync(join(dir, f)).size) : []
}

/** Every document of the case has the bytes its recorded sha256 says; returns their count. */
async function assertNoDocumentPointsElsewhere(api: Api): Promise<number> {
  const docs = await caseDocuments(api, CASE)
  for (const d of docs) {
    const bytes = await documentBytes(api, CASE, d.id)
    expect(bytes.length, d.name).toBe(d.size)
    const recorded = (d as { sha256?: string | null }).sha256
    if (recorded) expect(sha256(bytes), d.name).toBe(recorded)
  }
  return docs.length
}

async function serverOn(port: number, data: string, extra: string[] = []): Promise<ServerProcess> {
  const s = await startServerProcess([
    '--port',
    String(port),
    '--data',
    data,
    '--token',
    TOKEN,
    '--seed',
    'demo',
    ...extra,
  ])
  cleanups.push(() => kill9(s.child))
  return s
}

// Real processes on a shared machine: generous limits (each test takes ~15 s on a quiet one).
describe('upload faults with real processes', { timeout: 180_000 }, () => {
  it('server killed mid-upload: partial data cleaned at start, orphans swept, acknowledged bytes intact', async () => {
    const tmp = tempDir('fault-kill')
    cleanups.push(tmp.remove)
    const port = await freePort()
    const first = await serverOn(port, tmp.dir)
    const api = { url: first.graphqlUrl, token: TOKEN }
    const acknowledged: { id: string; sha: string }[] = []
    for (let i = 0; i < 5; i++) {
      const body = bigPdf(64 * 1024 + i, `ack ${i}`)
      acknowledged.push({
        id: (await uploadOne(api, CASE, `ack-${i}.pdf`, body)).id,
        sha: sha256(body),
      })
    }
    // An upload PUT in full but never registered: an orphan once the grace period has passed.
    const orphan = await signOne(api, 'orphan.pdf')
    expect((await put(orphan.signedUrl, pdf('never registered'))).status).toBe(200)
    const orphanPath = join(tmp.dir, 'objects', ...orphan.directUploadKey.split('/'))
    expect(existsSync(orphanPath)).toBe(true)
    // A PUT cut off by the kill: 1 MiB sent of 8 MiB.
    const slow = await signOne(api, 'slow.pdf', 'application/pdf', 8 * 1024 * 1024)
    const req = http.request(slow.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf', 'content-length': String(8 * 1024 * 1024) },
    })
    req.on('error', () => undefined)
    req.write(bigPdf(1024 * 1024, 'partial'))
    await until('the partial upload in objects/.tmp', () => tmpFiles(tmp.dir).some((s) => s > 0))
    await kill9(first.child)
    req.destroy()
    expect(tmpFiles(tmp.dir).length).toBeGreaterThan(0)

    const second = await serverOn(port, tmp.dir, [
      '--orphan-grace-seconds',
      '1',
      '--sweep-interval-seconds',
      '1',
    ])
    expect(tmpFiles(tmp.dir)).toEqual([])
    expect(second.stderr()).toMatch(/removed 1 partial upload\(s\)/)
    await until('the orphan swept', () => !existsSync(orphanPath), 15_000, 100)
    await until('the sweep reported', () => /orphan sweep removed \d+ object/.test(second.stderr()))
    const api2 = { url: second.graphqlUrl, token: TOKEN }
    for (const a of acknowledged) {
      expect(sha256(await documentBytes(api2, CASE, a.id))).toBe(a.sha)
    }
    await assertNoDocumentPointsElsewhere(api2)
    await kill9(second.child)
  })

  it('CLI: retries across a server restart of ~5 s, resumes a failed batch without re-sending, and takes other bytes under the same name, size and time as a new document', async () => {
    const tmp = tempDir('fault-cli')
    cleanups.push(tmp.remove)
    const port = await freePort()
    const data = join(tmp.dir, 'data')
    const files = join(tmp.dir, 'files')
    const journals = join(tmp.dir, 'journals')
    await mkdir(files)
    let server = await serverOn(port, data)
    const bodies = [0, 1, 2].map((i) => bigPdf(4 * 1024 * 1024, `restart ${i}`))
    const paths = bodies.map((_, i) => join(files, `restart-${i}.pdf`))
    for (const [i, p] of paths.entries()) await writeFile(p, bodies[i]!)
    const cli = (more: string[]) =>
      runCli([
        'upload',
        '--server',
        server.url,
        '--token',
        TOKEN,
        '--case',
        CASE,
        '--journal-dir',
        journals,
        ...more,
      ])

    // 1. The server dies (SIGKILL) while the CLI sends, and is back after about 5 s.
    const run = cli(paths)
    await until('a PUT in flight', () => tmpFiles(data).length > 0, 30_000, 10)
    await kill9(server.child)
    await new Promise((r) => setTimeout(r, 5_000))
    server = await serverOn(port, data)
    const result = await run.done
    expect(result.stdout).toContain('reconnecting…')
    expect(result.code, result.stdout + result.stderr).toBe(0)
    expect(result.stdout).toContain('uploaded 3, failed 0')
    const api = { url: server.graphqlUrl, token: TOKEN }
    const docs = await caseDocuments(api, CASE)
    for (const [i, body] of bodies.entries()) {
      const named = docs.filter((d) => d.name === `restart-${i}.pdf`)
      expect(named, `restart-${i}.pdf registered once`).toHaveLength(1)
      expect(sha256(await documentBytes(api, CASE, named[0]!.id))).toBe(sha256(body))
    }

    // 2. A batch that failed in part is resumed: the files already uploaded are not sent again.
    const good = join(files, 'good.pdf')
    const bad = join(files, 'bad.pdf')
    await writeFile(good, pdf('good one'))
    await writeFile(bad, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...randomBytes(64)]))
    const partial = await cli([good, bad]).done
    expect(partial.code).toBe(1)
    expect(partial.stdout).toContain('run the same command again to resume')
    await writeFile(bad, pdf('fixed now'))
    const resumed = await cli([good, bad]).done
    expect(resumed.code, resumed.stdout).toBe(0)
    expect(resumed.stdout).toContain(`already uploaded ${good}`)
    expect(resumed.stdout).toContain('uploaded bad.pdf')
    const after = await caseDocuments(api, CASE)
    expect(after.filter((d) => d.name === 'good.pdf')).toHaveLength(1)
    expect(after.filter((d) => d.name === 'bad.pdf')).toHaveLength(1)

    // 3. Other bytes, same name, size and modification time: a new document; the first intact.
    const scan = join(files, 'scan.pdf')
    const a = pdf('scanner A 0001')
    const b = pdf('scanner B 0002')
    const mtime = new Date(1_700_000_000_000)
    await writeFile(scan, a)
    await utimes(scan, mtime, mtime)
    expect((await cli([scan]).done).code).toBe(0)
    await writeFile(scan, b)
    await utimes(scan, mtime, mtime)
    expect((await cli([scan]).done).code).toBe(0)
    const scans = (await caseDocuments(api, CASE)).filter((d) => d.name === 'scan.pdf')
    expect(scans).toHaveLength(2)
    const hashes = await Promise.all(
      scans.map(async (d) => sha256(await documentBytes(api, CASE, d.id))),
    )
    expect(hashes.sort()).toEqual([sha256(a), sha256(b)].sort())
    await assertNoDocumentPointsElsewhere(api)
    await kill9(server.child)
  })
})
