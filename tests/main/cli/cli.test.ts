/**
 * The CLI as a user runs it (a child process, `tsx src/main/cli/index.ts`) against a real
 * startCaseServer: upload two generated files, archive them, read the zip back; exit codes and
 * the final lines `uploaded N, failed M` / `archived N to <path>`.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import AdmZip from 'adm-zip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseUploadCommand } from '../../../src/main/cli/upload-command'
import { createGraphqlClient } from '../../../src/main/services/graphql-client'
import type { CaseServer } from '../../../src/server'
import { UsageError } from '../../../src/server/command-line'
import {
  DocumentExtractionStatusDocument,
  DocumentVersionsDocument,
} from '../../../src/shared/graphql/operations.generated'
import { DEMO_CASE_ID, pdfBytes, put, startDemoServer, tempDir } from '../helpers'

const ROOT = resolve(import.meta.dirname, '../../..')
const CLI = resolve(ROOT, 'src/main/cli/index.ts')

type Run = { code: number; stdout: string; stderr: string; lastLine: string }

function cli(args: string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { cwd: ROOT, timeout: 60_000 },
      (err, stdout, stderr) => {
        const code = err ? ((err as { code?: number }).code ?? 1) : 0
        const lines = stdout.trim().split('\n')
        done({
          code: typeof code === 'number' ? code : 1,
          stdout,
          stderr,
          lastLine: lines.at(-1) ?? '',
        })
      },
    )
  })
}

let server: CaseServer
let closeServer: () => Promise<void>
let dir: string
let remove: () => Promise<void>
let auth: string[]

beforeAll(async () => {
  ;({ server, close: closeServer } = await startDemoServer())
  ;({ dir, remove } = tempDir('cli'))
  auth = ['--server', server.url, '--token', server.token!, '--case', DEMO_CASE_ID]
})
afterAll(async () => {
  await closeServer?.()
  await remove?.()
})

describe('cli', () => {
  const ids: string[] = []
  const csv = 'policy,premium\nHO3-1,1200\n'

  it('uploads two files: a line per file, `uploaded 2, failed 0`, exit 0 (plain lines, no TTY)', async () => {
    const a = await put(dir, 'Binder.pdf', pdfBytes('binder'))
    const b = await put(dir, 'Premiums.csv', csv)
    const r = await cli(['upload', ...auth, a, b])
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(r.lastLine).toBe('uploaded 2, failed 0')
    for (const m of r.stdout.matchAll(/^uploaded \S+ → (\S+)$/gm)) ids.push(m[1]!)
    expect(ids).toHaveLength(2)
    // Not a TTY: no carriage returns or escape sequences.
    expect(r.stdout.includes('\r') || r.stdout.includes('\u001b')).toBe(false)
  })

  it('archives them to a folder and the zip holds exactly their bytes', async () => {
    const out = join(dir, 'out')
    const r = await cli(['archive', ...auth, '--out', out, '--documents', ids.join(',')])
    expect(r.code).toBe(0)
    const m = /^archived 2 to (.+\.zip)$/.exec(r.lastLine)
    expect(m).not.toBeNull()
    const path = m![1]!
    expect(path.startsWith(out)).toBe(true)
    expect(path).toMatch(/case-LN-2025-0001-documents-\d{8}-\d{6}\.zip$/)
    const zip = new AdmZip(path)
    expect(
      zip
        .getEntries()
        .map((e) => e.entryName)
        .sort(),
    ).toEqual(['Binder.pdf', 'Premiums.csv'])
    expect(zip.readAsText('Premiums.csv')).toBe(csv)
    expect(zip.readFile('Binder.pdf')!.equals(pdfBytes('binder'))).toBe(true)
  })

  it('exits 1 when any file fails, and says which', async () => {
    const good = await put(dir, 'ok.csv', 'a,b\n1,2\n')
    const bad = await put(dir, 'fake.pdf', Buffer.from('MZ\x90\x00 an executable'))
    const r = await cli(['upload', ...auth, good, bad, join(dir, 'missing.pdf')])
    expect(r.code).toBe(1)
    expect(r.lastLine).toBe('uploaded 1, failed 2')
    expect(r.stdout).toMatch(/^failed fake\.pdf: /m)
    expect(r.stdout).toMatch(/^failed missing\.pdf: /m)
  })

  it('exits 1 on a wrong token and on unknown document ids', async () => {
    const f = await put(dir, 'x.csv', 'x\n1\n')
    const r = await cli([
      'upload',
      '--server',
      server.url,
      '--token',
      'wrong',
      '--case',
      DEMO_CASE_ID,
      f,
    ])
    expect(r.code).toBe(1)
    expect(r.lastLine).toBe('uploaded 0, failed 1')
    const a = await cli([
      'archive',
      ...auth,
      '--out',
      join(dir, 'out2'),
      '--documents',
      `${ids[0]},nope`,
    ])
    expect(a.code).toBe(1)
    expect(a.lastLine).toMatch(/^archived 1 to /)
  })

  it('gets tokens it can take as `--token <value>`: never starting with a dash', () => {
    // parseArgs refuses an option value that starts with '-'; base64url tokens did, 1 in 64.
    expect(server.token).toMatch(/^[0-9a-f]{48}$/)
  })

  it('exits 2 on a usage error', async () => {
    const r = await cli(['upload', '--server', server.url, '--case', DEMO_CASE_ID, 'a.pdf'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--token is required')
    expect((await cli(['frobnicate'])).code).toBe(2)
    expect((await cli(['upload', ...auth, '--categroy', 'x', 'a.pdf'])).code).toBe(2)
  })

  it('upload --extract queues the uploaded documents for extraction', async () => {
    // The flag is a boolean: the parser says so, and the upload carries it to the server.
    expect(parseUploadCommand([...auth, '--extract', 'a.pdf']).extractData).toBe(true)
    expect(parseUploadCommand([...auth, 'a.pdf']).extractData).toBe(false)
    const f = await put(dir, 'Declarations to extract.pdf', pdfBytes('extract me'))
    const r = await cli(['upload', ...auth, '--category', 'demo-cat-declarations', '--extract', f])
    expect(r.code).toBe(0)
    const id = /^uploaded \S.* → (\S+)$/m.exec(r.stdout)![1]!
    const client = createGraphqlClient({ url: server.graphqlUrl, token: server.token! })
    const [status] = (
      await client.request(DocumentExtractionStatusDocument, { classId: DEMO_CASE_ID, ids: [id] })
    ).documentExtractionStatus
    // Queued, running, done or failed: anything but "never asked for".
    expect(status?.extractionStatus ?? null).not.toBeNull()
  })

  it('refuses a malformed command line with a usage error, not a failure', () => {
    expect(() => parseUploadCommand([...auth, '--retry-for', 'soon', 'a.pdf'])).toThrow(UsageError)
    expect(() => parseUploadCommand([...auth])).toThrow(
      new UsageError('Name at least one file to upload'),
    )
  })

  it('upload --new-version-of makes the file the newest version of the document', async () => {
    const first = await put(dir, 'Binder v1.pdf', pdfBytes('binder version 1'))
    const r1 = await cli(['upload', ...auth, first])
    const id = /^uploaded \S.* → (\S+)$/m.exec(r1.stdout)![1]!
    const second = await put(dir, 'Binder v2.pdf', pdfBytes('binder version 2'))
    const r = await cli(['upload', ...auth, '--new-version-of', id, second])
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(new RegExp(`^uploaded Binder v2\\.pdf → ${id}$`, 'm'))
    expect(r.lastLine).toBe('uploaded 1, failed 0')
    const client = createGraphqlClient({ url: server.graphqlUrl, token: server.token! })
    const doc = (await client.request(DocumentVersionsDocument, { caseId: DEMO_CASE_ID, id }))
      .documents.nodes[0]!
    expect(doc.name).toBe('Binder v2.pdf')
    expect(doc.versions.map((v) => [v.number, v.fileName])).toEqual([
      [2, 'Binder v2.pdf'],
      [1, 'Binder v1.pdf'],
    ])
    expect(Buffer.from(await (await fetch(doc.versions[1]!.signed!)).arrayBuffer())).toEqual(
      Buffer.from(pdfBytes('binder version 1')),
    )
    // An unknown document fails the file, with the server's words.
    const unknown = await cli(['upload', ...auth, '--new-version-of', 'no-such-doc', second])
    expect(unknown.code).toBe(1)
    expect(unknown.stdout).toMatch(/^failed Binder v2\.pdf: .*Document no-such-doc not found/m)
  })

  it('upload --new-version-of takes exactly one file and no filing options', () => {
    expect(parseUploadCommand([...auth, '--new-version-of', 'd1', 'a.pdf']).newVersionOf).toBe('d1')
    expect(parseUploadCommand([...auth, 'a.pdf']).newVersionOf).toBeNull()
    expect(() => parseUploadCommand([...auth, '--new-version-of', 'd1', 'a.pdf', 'b.pdf'])).toThrow(
      new UsageError('Name exactly one file as the new version'),
    )
    expect(() =>
      parseUploadCommand([...auth, '--new-version-of', 'd1', '--category', 'c', 'a.pdf']),
    ).toThrow(UsageError)
    expect(() => parseUploadCommand([...auth, '--new-version-of', '', 'a.pdf'])).toThrow(
      new UsageError('--new-version-of needs a document id'),
    )
  })

  it('watch --once uploads what is in the folder and moves it to processed/', async () => {
    const inbox = join(dir, 'inbox')
    await mkdir(inbox)
    await put(inbox, 'scan-1.pdf', pdfBytes('scan 1'))
    await put(inbox, 'scan-2.csv', 'a\n1\n')
    const r = await cli(['watch', ...auth, '--once', inbox])
    expect(r.code).toBe(0)
    expect(r.lastLine).toBe('uploaded 2, failed 0')
    expect(existsSync(join(inbox, 'processed', 'scan-1.pdf'))).toBe(true)
    expect(existsSync(join(inbox, 'processed', 'scan-2.csv'))).toBe(true)
  })
})
