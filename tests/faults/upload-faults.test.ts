/**
 * The upload fault suite, with real processes: the case server killed with SIGKILL mid-upload and
 * restarted, the CLI retrying across a server restart of about five seconds, the CLI killed and
 * run again (after a failure, and after kill -9 mid-batch), a file replaced by other bytes with the
 * same name, size and time (into the same case and another one), a retry with the same attempt id,
 * and a program declared as a PDF. Each test asserts that every acknowledged byte is present and
 * that each document holds exactly the bytes sent (sha256 of the bytes read back through the
 * download URL and through the object store, not the recorded hash alone), that partial data is
 * cleaned at start, and that no orphan is left after the sweep, which records what it removed.
 * (Longer versions: `npm run bench -- faults`.)
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { mkdir, utimes, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { basename, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { MAX_FILES_PER_DROP } from '../../src/shared/constants'
import { sizedPdf } from '../helpers/sized-pdf'
import { tempDir } from '../helpers/temp-dir'
import {
  caseDocuments as listCase,
  documentBytes as bytesOf,
  ELF,
  pdf,
  put,
  register,
  sha256,
  signOne,
  uploadOne,
  type Api,
} from '../server/domain/upload-helpers'
import { differencesFromSent, sweepAndCheck, type SweepCheck } from './fault-checks'
import {
  freePort,
  kill9,
  read,
  runCli,
  startServerProcess,
  until,
  type ServerProcess,
} from './process-helpers'

const TOKEN = 'fault-suite'
const CASE = 'demo-case-2'
const OTHER_CASE = 'demo-case-1'
const caseDocuments = (api: Api, caseId: string) => read(() => listCase(api, caseId))
const documentBytes = (api: Api, caseId: string, id: string) => read(() => bytesOf(api, caseId, id))

/** What a test sent: case → file name → the bodies sent under that name. */
type Sent = Map<string, Map<string, Buffer[]>>
function noteSent(sent: Sent, caseId: string, name: string, body: Buffer): void {
  const names = sent.get(caseId) ?? new Map<string, Buffer[]>()
  sent.set(caseId, names)
  names.set(name, [...(names.get(name) ?? []), body])
}

/**
 * Every file sent is a document exactly once, and every document under a sent name holds bytes
 * that were sent, read back through the download URL of the running server.
 */
async function assertAsSent(api: Api, sent: Sent): Promise<void> {
  for (const [caseId, names] of sent) {
    const docs = await caseDocuments(api, caseId)
    const diff = await differencesFromSent(docs, names, async (id) => {
      const res = await read(() => fetch(docs.find((d) => d.id === id)!.signed!))
      expect(res.status).toBe(200)
      return sha256(Buffer.from(await res.arrayBuffer()))
    })
    expect(diff, `${caseId}, read through the download URL`).toEqual([])
  }
}

/** The same, on the stopped server's data folder: read through its object store. */
async function assertStoredAsSent(dataDir: string, sent: Sent): Promise<SweepCheck> {
  const check = await sweepAndCheck(dataDir)
  expect(check.orphansLeft, 'objects no document references, after the sweep').toBe(0)
  expect(check.documentsBroken).toEqual([])
  for (const [caseId, names] of sent) {
    const docs = check.listed.filter((d) => d.caseId === caseId)
    const diff = await differencesFromSent(docs, names, (id) => check.storedSha.get(id))
    expect(diff, `${caseId}, read through the object store`).toEqual([])
  }
  return check
}
const cleanups: (() => Promise<unknown> | unknown)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

const tmpFiles = (data: string) => {
  const dir = join(data, 'objects', '.tmp')
  return existsSync(dir) ? readdirSync(dir).map((f) => statSync(join(dir, f)).size) : []
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

// Real processes on a shared machine: generous limits (each test takes 15–30 s on a quiet one,
// ten times that with the machine's two cores busy).
describe('upload faults with real processes', { timeout: 900_000 }, () => {
  it('server killed mid-upload: partial data cleaned at start, orphans swept, acknowledged bytes intact', async () => {
    const tmp = tempDir('fault-kill')
    cleanups.push(tmp.remove)
    const port = await freePort()
    const first = await serverOn(port, tmp.dir)
    const api = { url: first.graphqlUrl, token: TOKEN }
    const sent: Sent = new Map()
    const acknowledged: { id: string; sha: string }[] = []
    for (let i = 0; i < 5; i++) {
      const body = sizedPdf(64 * 1024 + i, `ack ${i}`)
      acknowledged.push({
        id: (await uploadOne(api, CASE, `ack-${i}.pdf`, body)).id,
        sha: sha256(body),
      })
      noteSent(sent, CASE, `ack-${i}.pdf`, body)
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
    req.write(sizedPdf(1024 * 1024, 'partial'))
    await until('the partial upload in objects/.tmp', () => tmpFiles(tmp.dir).some((s) => s > 0))
    await kill9(first.child)
    req.destroy()
    expect(tmpFiles(tmp.dir).length).toBeGreaterThan(0)
    // What a crash between storing a document's bytes and committing its row leaves: an object
    // under a document key that no document references.
    const strayKey = 'documents/crash-leftover/stray.pdf'
    const strayPath = join(tmp.dir, 'objects', ...strayKey.split('/'))
    await mkdir(join(strayPath, '..'), { recursive: true })
    await writeFile(strayPath, pdf('registered by nobody'))

    const second = await serverOn(port, tmp.dir, [
      '--orphan-grace-seconds',
      '1',
      '--sweep-interval-seconds',
      '1',
    ])
    expect(tmpFiles(tmp.dir)).toEqual([])
    expect(second.stderr()).toMatch(/removed 1 partial upload\(s\)/)
    // The sweep starts once the seed is in place: on a loaded machine that can take a minute.
    await until(
      'the orphans swept',
      () => !existsSync(orphanPath) && !existsSync(strayPath),
      120_000,
    ).catch((err: Error) => {
      throw new Error(`${err.message}; server said: ${second.stderr()}`)
    })
    await until('the sweep reported', () => /orphan sweep removed \d+ object/.test(second.stderr()))
    const api2 = { url: second.graphqlUrl, token: TOKEN }
    for (const a of acknowledged) {
      expect(sha256(await documentBytes(api2, CASE, a.id))).toBe(a.sha)
    }
    await assertAsSent(api2, sent)
    await kill9(second.child)

    // The data folder itself: what the sweep removed is recorded, no orphan is left, and every
    // document's stored bytes are those sent.
    const check = await assertStoredAsSent(tmp.dir, sent)
    expect(check.recordedSweeps.get(orphan.directUploadKey)).toBe('upload never registered')
    expect(check.recordedSweeps.get(strayKey)).toBe('no document references it')
  })

  it('CLI: retries across a server restart of ~5 s, resumes after kill -9 and after a failure without re-sending, one document per file', async () => {
    const tmp = tempDir('fault-cli')
    cleanups.push(tmp.remove)
    const port = await freePort()
    const data = join(tmp.dir, 'data')
    const files = join(tmp.dir, 'files')
    const journals = join(tmp.dir, 'journals')
    await mkdir(files)
    const sent: Sent = new Map()
    let server = await serverOn(port, data)
    const cli = (more: string[], caseId = CASE) => {
      const run = runCli([
        'upload',
        '--server',
        server.url,
        '--token',
        TOKEN,
        '--case',
        caseId,
        '--journal-dir',
        journals,
        ...more,
      ])
      cleanups.push(() => kill9(run.child))
      return run
    }
    const write = async (name: string, body: Buffer) => {
      const p = join(files, name)
      await writeFile(p, body)
      return p
    }

    // 1. The server dies (SIGKILL) while the CLI sends, and is back after about 5 s.
    const bodies = [0, 1, 2].map((i) => sizedPdf(4 * 1024 * 1024, `restart ${i}`))
    const paths: string[] = []
    for (const [i, body] of bodies.entries()) {
      paths.push(await write(`restart-${i}.pdf`, body))
      noteSent(sent, CASE, `restart-${i}.pdf`, body)
    }
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
    await assertAsSent(api, sent)

    // 2. The CLI itself is killed (SIGKILL) mid-batch, while it records its first registration
    // call's documents in its journal (one call per MAX_FILES_PER_DROP files, then one journal
    // write per file). The same command run again skips the files the journal has, sends the
    // others under their attempt ids (the server answers with the documents it registered), and
    // each file ends as exactly one document.
    const batch: string[] = []
    const count = MAX_FILES_PER_DROP + 4
    for (let i = 0; i < count; i++) {
      const body = sizedPdf(i < MAX_FILES_PER_DROP ? 2048 : 3 * 1024 * 1024, `batch ${i}`)
      batch.push(await write(`batch-${i}.pdf`, body))
      noteSent(sent, CASE, `batch-${i}.pdf`, body)
    }
    const killed = cli(batch)
    const journaled = () =>
      readdirSync(journals)
        // The journal itself, not its next version being written aside (.<name>.<random>.tmp).
        .filter((f) => f.endsWith('.json'))
        .map((f) => {
          try {
            return (readFileSync(join(journals, f), 'utf8').match(/"documentId"/g) ?? []).length
          } catch {
            return 0 // replaced by its next version (renamed over it) while read
          }
        })
        .reduce((a, b) => a + b, 0)
    await until('a first file journaled as registered', () => journaled() >= 1, 300_000, 2)
    await kill9(killed.child)
    const rerun = await cli(batch).done
    expect(rerun.code, rerun.stdout + rerun.stderr).toBe(0)
    const skipped = batch.filter((p) => rerun.stdout.includes(`already uploaded ${p} `))
    expect(skipped.length, rerun.stdout).toBeGreaterThanOrEqual(1)
    expect(skipped.length, 'killed before the journal had every file').toBeLessThan(count)
    expect(rerun.stdout).toContain(`uploaded ${count}, failed 0`)
    // Only the files the journal did not have were sent again.
    const sentAgain = batch.filter((p) => rerun.stdout.includes(`uploaded ${basename(p)} →`))
    expect(sentAgain.length + skipped.length, rerun.stdout).toBe(count)
    await assertAsSent(api, sent)

    // 3. A batch that failed in part is resumed: the files already uploaded are not sent again.
    const good = await write('good.pdf', pdf('good one'))
    const bad = await write('bad.pdf', Buffer.concat([ELF, randomBytes(64)]))
    const partial = await cli([good, bad]).done
    expect(partial.code).toBe(1)
    expect(partial.stdout).toContain('run the same command again to resume')
    await writeFile(bad, pdf('fixed now'))
    const resumed = await cli([good, bad]).done
    expect(resumed.code, resumed.stdout).toBe(0)
    expect(resumed.stdout).toContain(`already uploaded ${good}`)
    expect(resumed.stdout).toContain('uploaded bad.pdf')
    noteSent(sent, CASE, 'good.pdf', pdf('good one'))
    noteSent(sent, CASE, 'bad.pdf', pdf('fixed now'))
    await assertAsSent(api, sent)
    await kill9(server.child)
    await assertStoredAsSent(data, sent)
  })

  it('identity by content: other bytes under the same name, size and time are a new document, in this case or another; a retry is one; a program declared as a PDF is refused', async () => {
    const tmp = tempDir('fault-identity')
    cleanups.push(tmp.remove)
    const data = join(tmp.dir, 'data')
    const files = join(tmp.dir, 'files')
    await mkdir(files)
    const sent: Sent = new Map()
    const server = await serverOn(await freePort(), data)
    const api = { url: server.graphqlUrl, token: TOKEN }
    const cli = async (caseId: string, path: string) => {
      const r = await runCli([
        'upload',
        '--server',
        server.url,
        '--token',
        TOKEN,
        '--case',
        caseId,
        '--journal-dir',
        join(tmp.dir, 'journals'),
        path,
      ]).done
      expect(r.code, r.stdout + r.stderr).toBe(0)
    }

    // Two scanners: same file name, same size, same modification time (copied), other bytes.
    const scan = join(files, 'scanner.pdf')
    const a = pdf('scanner A 0001')
    const b = pdf('scanner B 0002')
    expect(a.length).toBe(b.length)
    const mtime = new Date(1_700_000_000_000)
    const place = async (bytes: Buffer) => {
      await writeFile(scan, bytes)
      await utimes(scan, mtime, mtime)
    }
    await place(a)
    await cli(CASE, scan)
    noteSent(sent, CASE, 'scanner.pdf', a)
    const first = (await caseDocuments(api, CASE)).find((d) => d.name === 'scanner.pdf')!
    await place(b)
    await cli(CASE, scan)
    noteSent(sent, CASE, 'scanner.pdf', b)
    await cli(OTHER_CASE, scan)
    noteSent(sent, OTHER_CASE, 'scanner.pdf', b)
    // The same bytes as case 2's first document, into another case: a document of its own.
    await place(a)
    await cli(OTHER_CASE, scan)
    noteSent(sent, OTHER_CASE, 'scanner.pdf', a)
    // The first document kept its id and its bytes through all of it.
    expect(sha256(await documentBytes(api, CASE, first.id))).toBe(sha256(a))
    const again = (await caseDocuments(api, CASE)).filter((d) => d.name === 'scanner.pdf')
    expect(again.map((d) => d.id)).toContain(first.id)

    // A retry (the answer was lost: a new upload of the same bytes, same attempt id): one document.
    const retried = pdf('retried with its attempt id')
    const one = await uploadOne(api, CASE, 'retried.pdf', retried, { attempt: 'attempt-7' })
    const two = await uploadOne(api, CASE, 'retried.pdf', retried, { attempt: 'attempt-7' })
    expect(two.id).toBe(one.id)
    noteSent(sent, CASE, 'retried.pdf', retried)

    // A Linux program declared as a PDF through GraphQL: refused, nothing registered.
    const s = await signOne(api, 'invoice.pdf')
    expect((await put(s.signedUrl, ELF)).status).toBe(200)
    const r = await register(api, [
      {
        classId: CASE,
        fileName: 'invoice.pdf',
        fileType: 'application/pdf',
        directUploadKey: s.directUploadKey,
      },
    ])
    expect(r.errors?.[0]?.message).toBe(
      '“invoice.pdf” is declared as application/pdf but its content is application/x-elf; it was not registered',
    )
    sent.get(CASE)!.set('invoice.pdf', [])

    await assertAsSent(api, sent)
    await kill9(server.child)
    await assertStoredAsSent(data, sent)
  })
})
