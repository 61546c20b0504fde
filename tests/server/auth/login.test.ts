/**
 * Attacks on login and sessions, over real HTTP on PGlite and PostgreSQL: aliased logins, password
 * guessing per account and per address (lockout with doubling backoff), logout, a password change
 * ending every other session at once, and old scrypt hashes replaced at login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, SCRYPT_COST } from '../../../src/server/auth/password'
import { BACKENDS } from '../helpers'
import { emailOf, rawGql, startTeamFixture, type TeamFixture } from './team-fixture'

const LOGIN = `mutation L($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`
const ME = 'query { me { email } }'

/** An scrypt hash of the old, weaker cost the server used before (N=2^14). */
async function oldHash(password: string): Promise<string> {
  const { randomBytes, scryptSync } = await import('node:crypto')
  const salt = randomBytes(16)
  const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 })
  return `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`
}

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`login and sessions on ${title}`, () => {
    let f: TeamFixture
    const url = () => f.server.graphqlUrl
    const login = (email: string, password: string) =>
      rawGql(url(), null, LOGIN, { e: email, p: password })

    beforeAll(async () => {
      f = await startTeamFixture(backend.postgres, {
        loginLimits: {
          accountFailures: 3,
          addressFailures: 8,
          windowSeconds: 600,
          lockoutSeconds: 1,
          maxLockoutSeconds: 4,
        },
      })
    })
    afterAll(async () => f?.close())

    it('refuses more than one login in a request, before any password is checked', async () => {
      const aliases = Array.from(
        { length: 1000 },
        (_, i) => `a${i}: login(email: "${emailOf('processor')}", password: "guess${i}") { token }`,
      ).join('\n')
      const r = await rawGql(url(), null, `mutation { ${aliases} }`)
      expect(r.status).toBe(400)
      expect(r.errors?.[0]?.message).toMatch(/^Query refused: |^One login per request/)
      const two = await rawGql(
        url(),
        null,
        `mutation { a: login(email: "x@example.com", password: "p") { token } b: login(email: "y@example.com", password: "p") { token } }`,
      )
      expect(two.status).toBe(400)
      expect(two.errors?.[0]?.message).toBe('One login per request: send a single login mutation')
      // Not with a token either, and not split over two operations.
      const split = await rawGql(
        url(),
        f.tokens.admin,
        `mutation A { login(email: "x@example.com", password: "p") { token } } mutation B { login(email: "y@example.com", password: "p") { token } }`,
      )
      expect(split.status).toBe(400)
    })

    it('locks an account out after repeated failures, with a doubling backoff, for any address', async () => {
      const email = emailOf('reviewer')
      for (let i = 0; i < 3; i++) {
        const r = await login(email, `wrong ${i}`)
        expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
      }
      // Locked: even the right password is refused now, with a clear message and Retry-After.
      const locked = await fetch(url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: LOGIN,
          variables: { e: email.toUpperCase(), p: f.password },
        }),
      })
      expect(locked.status).toBe(429)
      expect(locked.headers.get('retry-after')).toBe('1')
      const body = (await locked.json()) as {
        errors: { message: string; extensions: { code: string } }[]
      }
      expect(body.errors[0]!.message).toBe(
        'Too many failed logins for this account: try again in 1 seconds',
      )
      expect(body.errors[0]!.extensions.code).toBe('TOO_MANY_REQUESTS')

      await new Promise((r) => setTimeout(r, 1_200))
      for (let i = 0; i < 3; i++) await login(email, `wrong again ${i}`)
      const second = await login(email, f.password)
      expect(second.status).toBe(429)
      expect(second.errors?.[0]?.message).toMatch(/try again in 2 seconds$/)

      await new Promise((r) => setTimeout(r, 2_200))
      const ok = await login(email, f.password)
      expect(ok.status).toBe(200)
      expect(ok.data?.login).toBeTruthy()
    })

    it('locks out an address that guesses across many accounts, known or not', async () => {
      // 3 failures used above by this address count too: guess unknown emails up to the limit.
      let last = await login('nobody-0@example.com', 'x')
      for (let i = 1; last.status !== 429 && i < 20; i++) {
        last = await login(`nobody-${i}@example.com`, 'x')
      }
      expect(last.status).toBe(429)
      expect(last.errors?.[0]?.message).toMatch(
        /^Too many failed logins for your address: try again in \d+ seconds$/,
      )
      await new Promise((r) =>
        setTimeout(r, Number(/in (\d+) seconds/.exec(last.errors![0]!.message)![1]) * 1000 + 200),
      )
    })

    it('ends the calling session on logout, and only that one', async () => {
      const a = await f.login('processor')
      const b = await f.login('processor')
      expect((await rawGql(url(), a, 'mutation { logout }')).data).toEqual({ logout: true })
      expect((await rawGql(url(), a, ME)).status).toBe(401)
      expect((await rawGql(url(), b, ME)).status).toBe(200)
    })

    it('ends every session of a user at once when the password changes', async () => {
      const other = await f.login('outsider')
      expect((await rawGql(url(), other, ME)).status).toBe(200) // cached by the server now
      const caller = await f.login('outsider')
      const wrong = await rawGql(
        url(),
        caller,
        'mutation { changePassword(currentPassword: "not it", newPassword: "a new long password") { token } }',
      )
      expect(wrong.errors?.[0]?.message).toBe('The current password is wrong')
      const short = await rawGql(
        url(),
        caller,
        `mutation { changePassword(currentPassword: "${f.password}", newPassword: "short") { token } }`,
      )
      expect(short.errors?.[0]?.message).toBe('The password must have at least 8 characters')
      const changed = await rawGql(
        url(),
        caller,
        `mutation { changePassword(currentPassword: "${f.password}", newPassword: "a new long password") { token } }`,
      )
      const fresh = (changed.data?.changePassword as { token: string }).token
      expect((await rawGql(url(), other, ME)).status).toBe(401)
      expect((await rawGql(url(), caller, ME)).status).toBe(401)
      expect((await rawGql(url(), fresh, ME)).status).toBe(200)
      expect((await login(emailOf('outsider'), f.password)).errors?.[0]?.message).toBe(
        'Invalid email or password',
      )
      // Back to the suite's password for the other suites of this server.
      await rawGql(
        url(),
        fresh,
        `mutation { changePassword(currentPassword: "a new long password", newPassword: "${f.password}") { token } }`,
      )
    })

    it(`hashes at N=2^17 and replaces an older hash at the next login`, async () => {
      expect(SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 })
      expect(await hashPassword('x'.repeat(12))).toMatch(/^scrypt\$131072\$8\$1\$/)
      const db = f.server.services.db
      await db.query('UPDATE users SET password_hash = $2 WHERE lower(email) = $1', [
        emailOf('admin'),
        await oldHash(f.password),
      ])
      expect((await login(emailOf('admin'), f.password)).status).toBe(200)
      const [row] = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE lower(email) = $1',
        [emailOf('admin')],
      )
      expect(row!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/)
      expect(needsRehash(row!.password_hash)).toBe(false)
      expect((await login(emailOf('admin'), f.password)).status).toBe(200)
    })
  })
}
