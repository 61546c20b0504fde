/**
 * `npm run server -- add-user | grant | revoke` as real processes against a real data folder
 * (PGlite) or database (PostgreSQL), then the team server started on it: the user sees exactly
 * the cases the commands gave them.
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCaseServer } from '../../../src/server/index'
import { BACKENDS, tempDir, throwawayDatabase, TEST_DATABASE_URL } from '../helpers'
import { rawGql } from './team-fixture'

const ROOT = resolve(import.meta.dirname, '../../..')
const PASSWORD = 'a long enough password'

function server(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(resolve(ROOT, 'node_modules/.bin/tsx'), ['src/server/cli.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CASE_SERVER_PASSWORD: PASSWORD },
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr.on('data', (c: Buffer) => (err += c.toString()))
  return new Promise((done) => child.on('exit', (code) => done({ code, out, err })))
}

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`user commands on ${title}`, () => {
    const tmp = tempDir('cdm-user-cli')
    let where: string[]
    let drop: (() => Promise<void>) | undefined

    beforeAll(async () => {
      const db = backend.postgres ? await throwawayDatabase(TEST_DATABASE_URL!) : null
      drop = db?.drop
      where = db ? ['--database-url', db.url] : ['--data', tmp.dir]
      // The demo cases, seeded by a first start.
      const s = await startCaseServer({
        dataDir: tmp.dir,
        seed: 'demo',
        sweepIntervalSeconds: 0,
        extraction: { worker: false },
        ...(db ? { databaseUrl: db.url } : {}),
      })
      await s.close()
    })
    afterAll(async () => {
      await drop?.()
      await tmp.remove()
    })

    it('adds a user with roles and cases, then grants and revokes', async () => {
      const email = ['--email', 'ada@example.com']
      const add = await server([
        'add-user',
        ...where,
        ...email,
        '--name',
        'Ada',
        '--reviewer',
        '--case',
        'LN-2025-0001',
      ])
      expect(add.code, add.err).toBe(0)
      expect(add.out).toMatch(/ada@example.com: reviewer; cases: LN-2025-0001\n$/)

      const up = await server(['grant', ...where, ...email, '--admin', '--case', 'demo-case-2'])
      expect(up.out).toBe('ada@example.com: administrator, reviewer; cases: all\n')
      const down = await server([
        'revoke',
        ...where,
        ...email,
        '--admin',
        '--reviewer',
        '--case',
        'LN-2025-0001',
      ])
      expect(down.out).toBe('ada@example.com: processor; cases: LN-2025-0002\n')

      const unknown = await server(['grant', ...where, ...email, '--case', 'LN-1999-0000'])
      expect(unknown.code).toBe(1)
      expect(unknown.err).toContain('Case LN-1999-0000 not found')
      const nothing = await server(['revoke', ...where, ...email])
      expect(nothing.code).toBe(2)
      expect(nothing.err).toContain('revoke needs --admin, --reviewer or --case <id or ref>')
    }, 180_000)

    it('starts a team server where the user sees only their cases', async () => {
      const s = await startCaseServer({
        dataDir: tmp.dir,
        team: true,
        sweepIntervalSeconds: 0,
        extraction: { worker: false },
        ...(where[0] === '--database-url' ? { databaseUrl: where[1]! } : {}),
      })
      try {
        const login = await rawGql(
          s.graphqlUrl,
          null,
          'mutation L($p: String!) { login(email: "ada@example.com", password: $p) { token user { reviewer administrator } } }',
          { p: PASSWORD },
        )
        const l = login.data!.login as { token: string; user: unknown }
        expect(l.user).toEqual({ reviewer: false, administrator: false })
        const cases = await rawGql(s.graphqlUrl, l.token, 'query { cases { nodes { ref } } }')
        expect(cases.data!.cases).toEqual({ nodes: [{ ref: 'LN-2025-0002' }] })
      } finally {
        await s.close()
      }
    }, 120_000)
  })
}

describe('npm run server: a wrong command line', () => {
  it('exits 2 with the message and the usage, before opening anything', async () => {
    const tmp = tempDir('cdm-server-usage')
    try {
      for (const [args, message] of [
        [['--port', 'eighty', '--data', tmp.dir], '--port must be an integer'],
        [['--port', '70000', '--data', tmp.dir], '--port must be an integer'],
        [['--data', tmp.dir, '--colour'], 'Unknown option --colour'],
        [['--data', tmp.dir, '--token-ttl', '0'], '--token-ttl must be an integer'],
        [['--data', tmp.dir, 'extra'], 'Unexpected argument extra'],
        [['add-user', '--data', tmp.dir, '--email'], '--email needs a value'],
      ] as const) {
        const r = await server([...args])
        expect(r.code, r.err).toBe(2)
        expect(r.err).toContain(message)
        expect(r.err).toContain('usage: npm run server --')
        expect(r.out).toBe('')
      }
    } finally {
      await tmp.remove()
    }
  }, 120_000)
})
