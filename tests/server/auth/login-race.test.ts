/**
 * Password guessing in parallel, over real HTTP on PGlite and PostgreSQL, behind a trusted proxy
 * (so each request can come from its own client address): 200 simultaneous guesses at one account
 * get at most the allowed number of passwords checked; a flood over many accounts and addresses
 * is refused at once past the bounded queue of checks; one client behind the proxy does not lock
 * out another; two server processes on one PostgreSQL share a lockout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCaseServer } from '../../../src/server/index'
import type { LoginLimits } from '../../../src/server/auth/login-limiter'
import { BACKENDS, tempDir } from '../helpers'
import { emailOf, startTeamFixture, type TeamFixture } from './team-fixture'

const LOGIN = `mutation L($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`
const LIMITS: LoginLimits = {
  accountFailures: 5,
  addressFailures: 20,
  windowSeconds: 600,
  lockoutSeconds: 60,
  maxLockoutSeconds: 60,
}

type Answer = { status: number; code: string | null; message: string; retryAfter: string | null }

/** One login request as if from `client` behind the proxy. */
async function login(url: string, email: string, password: string, client: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ query: LOGIN, variables: { e: email, p: password } }),
  })
  const body = (await res.json()) as {
    data?: { login: { token: string } | null } | null
    errors?: { message: string; extensions?: { code?: string } }[]
  }
  const error = body.errors?.[0]
  return {
    status: res.status,
    code: body.data?.login ? 'OK' : (error?.extensions?.code ?? null),
    message: error?.message ?? '',
    retryAfter: res.headers.get('retry-after'),
  } satisfies Answer
}

const count = (answers: readonly Answer[], code: string) =>
  answers.filter((a) => a.code === code).length

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`parallel login attempts on ${title}`, () => {
    let f: TeamFixture
    const url = () => f.server.graphqlUrl

    beforeAll(async () => {
      f = await startTeamFixture(backend.postgres, {
        loginLimits: LIMITS,
        trustProxy: '127.0.0.1, ::1',
      })
    })
    afterAll(async () => f?.close())

    it('checks at most the allowed passwords of 200 simultaneous guesses at one account', async () => {
      const email = emailOf('reviewer')
      // Each guess from its own address: only the account's allowance can stop them.
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          login(url(), email, i === 100 ? f.password : `guess ${i}`, `198.51.100.${i}`),
        ),
      )
      const checked = count(answers, 'UNAUTHENTICATED') + count(answers, 'OK')
      expect(checked).toBeLessThanOrEqual(LIMITS.accountFailures)
      expect(checked).toBeGreaterThan(0)
      const refused = answers.filter((a) => a.code === 'TOO_MANY_REQUESTS')
      expect(refused.length).toBe(200 - checked)
      for (const r of refused) {
        expect(r.status).toBe(429)
        expect(r.retryAfter).toMatch(/^\d+$/)
        expect(r.message).toMatch(
          /^Too many (failed logins|login attempts) for this account( at once)?: try again in \d+ seconds$/,
        )
      }
      if (count(answers, 'OK') === 0) {
        // Five wrong passwords were checked: the account is locked, the right one waits too.
        const after = await login(url(), email, f.password, '198.51.100.250')
        expect(after.code).toBe('TOO_MANY_REQUESTS')
        expect(after.message).toMatch(/^Too many failed logins for this account: try again in/)
      }
    })

    it('refuses a flood over many accounts and addresses at once past the queue of checks', async () => {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          login(url(), `nobody-${i}@example.com`, 'guess', `203.0.113.${i}`),
        ),
      )
      const busy = answers.filter((a) => a.code === 'TOO_MANY_REQUESTS')
      expect(busy.length).toBeGreaterThan(0)
      for (const b of busy) {
        expect(b.status).toBe(429)
        expect(b.retryAfter).toBe('5')
        expect(b.message).toBe('The server is busy checking other logins: try again in 5 seconds')
      }
      expect(count(answers, 'UNAUTHENTICATED')).toBe(200 - busy.length)
      // A refused attempt was not counted: its client can log in at once.
      const client = `203.0.113.${answers.indexOf(busy[0]!)}`
      expect((await login(url(), emailOf('processor'), f.password, client)).code).toBe('OK')
    })

    it("counts a client's failures behind the proxy against that client only", async () => {
      let last: Answer | undefined
      for (let i = 0; i <= LIMITS.addressFailures; i++) {
        last = await login(url(), `guess-${i}@example.com`, 'wrong', '192.0.2.1')
      }
      expect(last!.message).toMatch(/^Too many failed logins for your address: try again in/)
      expect((await login(url(), emailOf('processor'), f.password, '192.0.2.1')).status).toBe(429)
      expect((await login(url(), emailOf('processor'), f.password, '192.0.2.2')).code).toBe('OK')
    })

    it.skipIf(!backend.postgres)(
      'shares a lockout between two server processes on one PostgreSQL',
      async () => {
        const tmp = tempDir('cdm-second-server')
        const second = await startCaseServer({
          dataDir: tmp.dir,
          team: true,
          databaseUrl: f.databaseUrl!,
          sweepIntervalSeconds: 0,
          extraction: { worker: false },
          loginLimits: LIMITS,
          trustProxy: '127.0.0.1, ::1',
        })
        try {
          const email = emailOf('outsider')
          for (let i = 0; i < LIMITS.accountFailures; i++) {
            const server = i % 2 === 0 ? url() : second.graphqlUrl
            expect((await login(server, email, `wrong ${i}`, `198.18.0.${i}`)).code).toBe(
              'UNAUTHENTICATED',
            )
          }
          for (const server of [url(), second.graphqlUrl]) {
            const r = await login(server, email, f.password, '198.18.0.99')
            expect(r.code).toBe('TOO_MANY_REQUESTS')
            expect(r.message).toMatch(/^Too many failed logins for this account/)
          }
        } finally {
          await second.close()
          await tmp.remove()
        }
      },
    )
  })
}
