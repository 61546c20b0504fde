/**
 * Team mode: `npm run worker` — a separate worker process on the server's PostgreSQL
 * database and object store — finishes jobs a server without an embedded worker queued. Needs
 * PostgreSQL (PGlite is one process's database).
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import { TriggerExtractionDocument } from '../../../src/shared/graphql/operations.generated'
import { declarationsPdf } from './fixtures'
import { gqlOk, startServer, statusOf, tempDir, throwawayDatabase, uploadDocument } from './helpers'

const ROOT = resolve(import.meta.dirname, '../../..')
const PG = process.env.TEST_DATABASE_URL

describe.skipIf(!PG)('npm run worker (needs TEST_DATABASE_URL: CI sets it; see .ci/run)', () => {
  const temp = tempDir('jobs-cli-')
  let server: CaseServer | undefined
  let drop: (() => Promise<void>) | undefined
  afterAll(async () => {
    await server?.close()
    await drop?.()
    await temp.remove()
  })

  it('a separate worker process extracts the queued documents, then exits with --once', async () => {
    const db = await throwawayDatabase(PG!)
    drop = db.drop
    server = await startServer(temp.dir, db.url, { worker: false })
    const s = server
    const ids = [
      await uploadDocument(s, 'a.pdf', 'application/pdf', await declarationsPdf()),
      await uploadDocument(s, 'b.pdf', 'application/pdf', await declarationsPdf(1)),
    ]
    for (const id of ids) await gqlOk(s.graphqlUrl, TriggerExtractionDocument, { id }, s.token)
    expect((await statusOf(s, ids[0]!)).extractionStatus).toBe('queued')

    const child = spawn(
      resolve(ROOT, 'node_modules/.bin/tsx'),
      ['src/server/jobs/cli.ts', '--database-url', db.url, '--data', temp.dir, '--once'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c.toString()))
    child.stderr.on('data', (c: Buffer) => (output += c.toString()))
    const code = await new Promise<number | null>((done) => child.on('exit', done))
    expect(code, output).toBe(0)
    expect(output).toMatch(/extraction worker .+ started/)
    for (const id of ids)
      expect(await statusOf(s, id)).toMatchObject({
        extractionStatus: 'done',
        extractionProgress: 100,
      })
  }, 180_000)

  it('refuses to start without a database URL', async () => {
    const child = spawn(resolve(ROOT, 'node_modules/.bin/tsx'), ['src/server/jobs/cli.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let err = ''
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    const code = await new Promise<number | null>((done) => child.on('exit', done))
    expect(code).toBe(2)
    expect(err).toMatch(/--database-url <url> is required/)
  }, 60_000)
})
