/**
 * Who is calling. Embedded (desktop) mode: the per-launch secret given with `--token`, as
 * `Authorization: Bearer <secret>`, acts as the seeded local user. Team mode: bearer tokens issued
 * by the `login` mutation, stored only as their SHA-256 and refused once expired. The launch
 * secret, when set, is also accepted in team mode (the operator's own service token).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/client'
import { iso } from '../db/client'
import { UserError } from '../domain/errors'
import { LoginLimiter, type LoginLimits } from './login-limiter'
import {
  DUMMY_HASH,
  hashPassword,
  needsRehash,
  PasswordChecksBusy,
  verifyPassword,
} from './password'
import { AUTH_CHANGES_CHANNEL, saveUser, setPassword } from './user-admin'

export type AuthUser = {
  readonly id: string
  readonly fullName: string
  readonly email: string
  readonly reviewer: boolean
  /** Sees and changes every case (see authorize.ts). */
  readonly administrator: boolean
}

/** The seeded user who owns everything done with the launch secret. */
export const LOCAL_USER = {
  id: 'local-user',
  fullName: 'Local User',
  email: 'local@localhost',
  reviewer: true,
  administrator: true,
} as const satisfies AuthUser

export type TeamUserInput = {
  readonly fullName: string
  readonly email: string
  readonly password: string
  readonly reviewer?: boolean
  readonly administrator?: boolean
  /** Cases (ids or refs) the user becomes a member of. */
  readonly cases?: readonly string[]
}

type UserRow = {
  id: string
  full_name: string
  email: string
  reviewer: boolean
  administrator: boolean
}

const toUser = (r: UserRow): AuthUser => ({
  id: r.id,
  fullName: r.full_name,
  email: r.email,
  reviewer: r.reviewer,
  administrator: r.administrator,
})

const digest = (s: string) => createHash('sha256').update(s).digest()
const sha256 = (s: string) => digest(s).toString('hex')

export class Authenticator {
  // Resolved sessions, cached briefly: every GraphQL call authenticates, and the bench
  // target (p99 < 25 ms at 200 req/s) leaves no room for a lookup per call.
  readonly #cache = new Map<string, { user: AuthUser; expiresAt: number; checkedAt: number }>()
  readonly limiter: LoginLimiter
  /**
   * The launch secret's SHA-256, computed once: callers are compared digest to digest (equal
   * lengths, in constant time), and the caller's digest is also the session lookup's key.
   */
  readonly #launchDigest: Buffer | null

  constructor(
    private readonly db: Db,
    private readonly options: {
      readonly token?: string
      readonly team: boolean
      readonly tokenTtlSeconds: number
      readonly loginLimits?: LoginLimits
    },
  ) {
    this.limiter = new LoginLimiter(db, options.loginLimits)
    this.#launchDigest = options.token ? digest(options.token) : null
  }

  /** Makes sure the local user exists, as an administrator and reviewer (embedded mode). */
  async ensureLocalUser(): Promise<void> {
    await this.db.query(
      `INSERT INTO users (id, full_name, email, reviewer, administrator) VALUES ($1, $2, $3, true, true)
       ON CONFLICT (id) DO UPDATE SET reviewer = true, administrator = true`,
      [LOCAL_USER.id, LOCAL_USER.fullName, LOCAL_USER.email],
    )
  }

  /**
   * Creates a team user, or updates name, password and roles of the same email, and adds the
   * memberships given. A new password revokes the user's sessions.
   */
  async upsertUser(u: TeamUserInput): Promise<AuthUser> {
    const user = await saveUser(this.db, u)
    this.forgetUser(user.id)
    return user
  }

  /** Drops the cached sessions of a user (after a password or role change). */
  forgetUser(userId: string): void {
    for (const [hash, hit] of this.#cache) if (hit.user.id === userId) this.#cache.delete(hash)
  }

  /**
   * Follows password, role and session changes announced by any process on the database (the
   * `add-user`, `grant` and `revoke` commands included), dropping the user's cached sessions at
   * once; an empty payload (announcements possibly missed) drops them all. Resolves with a stop.
   */
  watchChanges(): Promise<() => Promise<void>> {
    return this.db.listen(AUTH_CHANGES_CHANNEL, (userId) => {
      if (userId) this.forgetUser(userId)
      else this.#cache.clear()
    })
  }

  /** The user behind an Authorization header, or null. */
  async authenticate(header: string | undefined): Promise<AuthUser | null> {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
    if (!m) return null
    const token = m[1]!
    const callerDigest = digest(token)
    if (this.#launchDigest && timingSafeEqual(callerDigest, this.#launchDigest)) return LOCAL_USER
    if (!this.options.team) return null
    const hash = callerDigest.toString('hex')
    const now = Date.now()
    const hit = this.#cache.get(hash)
    if (hit && hit.expiresAt > now && now - hit.checkedAt < 5_000) return hit.user
    const rows = await this.db.query<UserRow & { expires_at: unknown }>(
      `SELECT u.id, u.full_name, u.email, u.reviewer, u.administrator, s.expires_at
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [hash],
    )
    const r = rows[0]
    if (!r) {
      this.#cache.delete(hash)
      return null
    }
    const user = toUser(r)
    if (this.#cache.size > 10_000) this.#cache.clear()
    this.#cache.set(hash, { user, expiresAt: Date.parse(iso(r.expires_at)), checkedAt: now })
    return user
  }

  /**
   * Checks a password as one counted attempt (login-limiter.ts): refused with TOO_MANY_REQUESTS,
   * before any hashing, while the account or the address is locked or at its allowance, or
   * while too many checks wait; true only for the right password.
   */
  async #checkPassword(
    email: string,
    address: string,
    password: string,
    stored: string | null | undefined,
  ): Promise<boolean> {
    const reservation = await this.limiter.reserve(email, address)
    let ok: boolean
    try {
      // Hash anyway when there is no hash, so timing does not reveal which emails exist.
      ok = (await verifyPassword(password, stored ?? DUMMY_HASH)) && !!stored
    } catch (e) {
      await this.limiter.settle(reservation, 'unchecked')
      if (e instanceof PasswordChecksBusy) {
        throw new UserError(
          'The server is busy checking other logins: try again in 5 seconds',
          'TOO_MANY_REQUESTS',
          { retryAfterSeconds: 5 },
        )
      }
      throw e
    }
    await this.limiter.settle(reservation, ok ? 'succeeded' : 'failed')
    return ok
  }

  /**
   * Team mode login: a new bearer token for valid credentials, or null; refused as
   * #checkPassword says. A hash of an older scrypt cost is replaced by one of the current cost.
   */
  async login(email: string, password: string, address: string): Promise<Session | null> {
    const rows = await this.db.query<UserRow & { password_hash: string | null }>(
      `SELECT id, full_name, email, reviewer, administrator, password_hash
         FROM users WHERE lower(email) = lower($1)`,
      [email.trim()],
    )
    const r = rows[0]
    const ok = await this.#checkPassword(email, address, password, r?.password_hash)
    if (!ok || !r?.password_hash) return null
    if (needsRehash(r.password_hash)) {
      // Only if unchanged meanwhile: a concurrent password change wins.
      await this.db.query(
        'UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash = $3',
        [r.id, await hashPassword(password), r.password_hash],
      )
    }
    return this.#newSession(toUser(r))
  }

  async #newSession(user: AuthUser): Promise<Session> {
    // Hex, not base64url: a token starting with '-' is refused as `--token <value>` by the CLI.
    const token = randomBytes(32).toString('hex')
    const expires = new Date(Date.now() + this.options.tokenTtlSeconds * 1000)
    await this.db.query(
      'INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)',
      [sha256(token), user.id, expires.toISOString()],
    )
    // Old sessions are dropped here rather than by a timer.
    await this.db.query("DELETE FROM sessions WHERE expires_at < now() - interval '1 day'")
    return { token, expiresAt: expires.toISOString(), user }
  }

  /** Ends the session of a bearer token; false for a token that is not a session (launch secret). */
  async logout(token: string): Promise<boolean> {
    const hash = sha256(token)
    this.#cache.delete(hash)
    const rows = await this.db.query(
      'DELETE FROM sessions WHERE token_hash = $1 RETURNING user_id',
      [hash],
    )
    return rows.length > 0
  }

  /**
   * Changes a team user's password after checking the current one (counted as a login attempt):
   * every session of the user ends, and a new one is returned for the caller.
   */
  async changePassword(
    user: AuthUser,
    current: string,
    next: string,
    address: string,
  ): Promise<Session> {
    const problem = passwordProblem(next)
    if (problem) throw new UserError(problem)
    const rows = await this.db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [user.id],
    )
    const stored = rows[0]?.password_hash
    if (!stored) throw new UserError('This user has no password to change', 'FORBIDDEN')
    if (!(await this.#checkPassword(user.email, address, current, stored))) {
      throw new UserError('The current password is wrong', 'FORBIDDEN')
    }
    await setPassword(this.db, user.id, next)
    this.forgetUser(user.id)
    return this.#newSession(user)
  }
}

export type Session = { token: string; expiresAt: string; user: AuthUser }

/** Why a new password is refused, or null (the CLI applies the same rule). */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'The password must have at least 8 characters'
  if (password.length > 1024) return 'The password must have at most 1024 characters'
  return null
}
