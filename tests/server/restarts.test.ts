/**
 * Restarts and the command line: every acknowledged write survives a clean restart (PGlite and
 * PostgreSQL) and a killed process (PGlite through the CLI); the CLI prints one line and exits
 * cleanly on SIGTERM; one server per data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, describe, expect, it } from 'vitest'
import { startCaseServer } from '../../src/server/index'
import {
  AllCategoriesDocument,
  CaseDocumentManagerDocumentsDocument,
  CaseListDocument,
  CreateManyDocumentsDocument,
  DeleteDocumentDocument,
  SignS3UploadsDocument,
  UpdateDocumentDocument,
} from '../../src/shared/graphql/operations.generated'
import { BACKENDS, gqlOk, tempDir, throwawayDatabase, TEST_DATABASE_URL } from './helpers'

const ROOT = resolve(import.meta.dirname, '../..')
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
})

async function uploadVia(graphqlUrl: string, token: string, name: string, body: Buffer) {
  const s = (
    await gqlOk(
      graphqlUrl,
      SignS3UploadsDocument,
      { input: { docs: [{ fileName: name, fileType: 'text/csv' }] } },
      token,
    )
  ).signS3Uploads[0]!
  const put = await fetch(s.signedUrl, {
    method: 'PUT',
    headers: { 'content-type': 'text/csv' },
    body,
  })
  expect(put.status).toBe(200)
  const r = await gqlOk(
    graphqlUrl,
    CreateManyDocumentsDocument,
    {
      input: {
        documents: [
          {
            classId: 'demo-case-2',
            fileName: name,
            fileType: 'text/csv',
            directUploadKey: s.directUploadKey,
          },
        ],
      },
    },
    token,
  )
  return r.createManyDocuments[0]!.id
}

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`restart on ${title}`, () => {
    it('keeps every acknowledged write and does not seed twice', async () => {
      const tmp = tempDir()
      cleanups.push(tmp.remove)
      let databaseUrl: string | undefined
      if (backend.postgres) {
        const db = await throwawayDatabase(TEST_DATABASE_URL!)
        cleanups.push(db.drop)
        databaseUrl = db.url
      }
      const opts = {
        dataDir: tmp.dir,
        seed: 'demo' as const,
        token: 't',
        ...(databaseUrl ? { databaseUrl } : {}),
      }
      const first = await startCaseServer(opts)
      // PGlite starts from a migrated template; either way the migration is recorded once.
      const recorded = await first.services.db.query<{ name: string }>(
        'SELECT name FROM schema_migrations',
      )
      expect(recorded.map((r) => r.name)).toContain('001_initial.sql')
      expect(first.seed?.applied).toBe(true)
      const ids: string[] = []
      for (let i = 0; i < 5; i++)
        ids.push(
          await uploadVia(first.graphqlUrl, 't', `rows-${i}.csv`, Buffer.from(`a,b\n${i},${i}\n`)),
        )
      await gqlOk(
        first.graphqlUrl,
        UpdateDocumentDocument,
        { input: { id: ids[0]!, caseId: 'demo-case-2', update: { name: 'kept-name.csv' } } },
        't',
      )
      await gqlOk(first.graphqlUrl, DeleteDocumentDocument, { input: { id: ids[1]! } }, 't')
      await first.close()

      const second = await startCaseServer(opts)
      try {
        expect(second.migrationsApplied).toEqual([])
        expect(second.seed?.applied).toBe(false)
        const docs = await gqlOk(
          second.graphqlUrl,
          CaseDocumentManagerDocumentsDocument,
          { id: 'demo-case-2' },
          't',
        )
        const byId = new Map(docs.documents.nodes.map((d) => [d.id, d]))
        expect(byId.get(ids[0]!)?.name).toBe('kept-name.csv')
        expect(byId.has(ids[1]!)).toBe(false)
        for (const id of ids.slice(2)) expect(byId.has(id)).toBe(true)
        // The object store kept the files, and old signed URLs stay valid (secret persisted).
        const body = await (await fetch(byId.get(ids[4]!)!.signed!)).text()
        expect(body).toBe('a,b\n4,4\n')
        const cats = await gqlOk(second.graphqlUrl, AllCategoriesDocument, {}, 't')
        expect(cats.data.totalCount).toBe(16)
        expect((await gqlOk(second.graphqlUrl, CaseListDocument, {}, 't')).cases.totalCount).toBe(2)
      } finally {
        await second.close()
      }
    })
  })
}

/** Starts the CLI and resolves with its first stdout line. */
function startCli(args: string[]): Promise<{ child: ChildProcess; line: string; lines: string[] }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(ROOT, 'src/server/cli.ts'), ...args],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const lines: string[] = []
  let stderr = ''
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()))
  return new Promise((resolvePromise, reject) => {
    const rl = createInterface({ input: child.stdout! })
    rl.on('line', (l) => {
      lines.push(l)
      if (lines.length === 1) resolvePromise({ child, line: l, lines })
    })
    child.once('exit', (code) => reject(new Error(`CLI exited with ${code}: ${stderr}`)))
  })
}

function exitOf(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode != null || child.signalCode != null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode })
  }
  return new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })))
}

describe('command line', () => {
  it('prints exactly one line, exits cleanly on SIGTERM, and refuses a second server on the folder', async () => {
    const tmp = tempDir()
    cleanups.push(tmp.remove)
    const { child, line, lines } = await startCli([
      '--port',
      '0',
      '--data',
      tmp.dir,
      '--token',
      'cli-secret',
      '--seed',
      'demo',
    ])
    cleanups.push(() => void child.kill('SIGKILL'))
    expect(line).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+\/graphql$/)
    const graphqlUrl = line.replace('listening on ', '')
    expect((await gqlOk(graphqlUrl, CaseListDocument, {}, 'cli-secret')).cases.totalCount).toBe(2)

    await expect(startCaseServer({ dataDir: tmp.dir, token: 'x' })).rejects.toThrow(
      /in use by another case server/,
    )

    child.kill('SIGTERM')
    expect(await exitOf(child)).toEqual({ code: 0, signal: null })
    expect(lines).toHaveLength(1)

    // Clean restart on the same folder.
    const again = await startCaseServer({ dataDir: tmp.dir, token: 'x' })
    expect((await gqlOk(again.graphqlUrl, CaseListDocument, {}, 'x')).cases.totalCount).toBe(2)
    await again.close()
  })

  it('keeps acknowledged writes when the process is killed (PGlite)', async () => {
    const tmp = tempDir()
    cleanups.push(tmp.remove)
    const first = await startCli(['--data', tmp.dir, '--token', 'k', '--seed', 'demo'])
    const url1 = first.line.replace('listening on ', '')
    const ids: string[] = []
    for (let i = 0; i < 3; i++)
      ids.push(await uploadVia(url1, 'k', `killed-${i}.csv`, Buffer.from(`x\n${i}\n`)))
    first.child.kill('SIGKILL')
    await exitOf(first.child)

    const second = await startCli(['--data', tmp.dir, '--token', 'k'])
    cleanups.push(() => void second.child.kill('SIGKILL'))
    const url2 = second.line.replace('listening on ', '')
    const docs = await gqlOk(url2, CaseDocumentManagerDocumentsDocument, { id: 'demo-case-2' }, 'k')
    const names = docs.documents.nodes.map((d) => d.name)
    for (let i = 0; i < 3; i++) expect(names).toContain(`killed-${i}.csv`)
    second.child.kill('SIGTERM')
    expect((await exitOf(second.child)).code).toBe(0)
    // Two cold starts of the CLI (tsx and PGlite), each well under 10 s alone, take longer on a
    // machine busy with other work.
  }, 150_000)

  it('refuses bad arguments with a usage message', async () => {
    await expect(startCli(['--port', 'abc', '--data', '/tmp/x'])).rejects.toThrow(
      /--port must be an integer/,
    )
  })
})
