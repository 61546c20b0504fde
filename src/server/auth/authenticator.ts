/**
 * Who is calling. Embedded (desktop) mode: the per-launch secret given with `--token`, as
 * `Authorization: Bearer <secret>`, acts as the seeded local user. Team mode: bearer tokens issued
 * by the `login` mutation, stored only as their SHA-256 and refused once expired. The launch
 * secret, when set, is also accepted in team mode (the operator's own service token).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/client'
import { iso } from '../db/client'
import { hashPassword, verifyPassword } from './password'

export type AuthUser = {
  readonly id: string
  readonly fullName: string
  readonly email: string
  readonly reviewer: boolean
}

/** The seeded user who owns everything done with the launch secret. */
export const LOCAL_USER = {
  id: 'local-user',
  fullName: 'Local User',
  email: 'local@localhost',
  reviewer: true,
} as const satisfies AuthUser

export type TeamUserInput = {
  readonly fullName: string
  readonly email: string
  readonly password: string
  readonly reviewer?: boolean
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(sha256(a), 'hex')
  const y = Buffer.from(sha256(b), 'hex')
  return timingSafeEqual(x, y)
}

export class Authenticator {
  // Resolved sessions, cached briefly: every GraphQL call authenticates, and the bench
  // target (p99 < 25 ms at 200 req/s) leaves no room for a lookup per call.
  readonly #cache = new Map<string, { user: AuthUser; expiresAt: number; checkedAt: number }>()

  constructor(
    private readonly db: Db,
    private readonly options: {
      readonly token?: string
      readonly team: boolean
      readonly tokenTtlSeconds: number
    },
  ) {}

  /** Makes sure the local user exists (embedded mode's createdBy). */
  async ensureLocalUser(): Promise<void> {
    await this.db.query(
      `INSERT INTO users (id, full_name, email, reviewer) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      [LOCAL_USER.id, LOCAL_USER.fullName, LOCAL_USER.email, LOCAL_USER.reviewer],
    )
  }

  /** Creates a team user, or updates name, password and reviewer flag of the same email. */
  async upsertUser(u: TeamUserInput): Promise<AuthUser> {
    const hash = await hashPassword(u.password)
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO users (id, full_name, email, password_hash, reviewer)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ((lower(email))) DO UPDATE
         SET full_name = EXCLUDED.full_name, password_hash = EXCLUDED.password_hash,
             reviewer = EXCLUDED.reviewer
       RETURNING id`,
      [crypto.randomUUID(), u.fullName, u.email.trim(), hash, u.reviewer ?? false],
    )
    return { id: rows[0]!.id, fullName: u.fullName, email: u.email, reviewer: u.reviewer ?? false }
  }

  /** The user behind an Authorization header, or null. */
  async authenticate(header: string | undefined): Promise<AuthUser | null> {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
    if (!m) return null
    const token = m[1]!
    if (this.options.token && sameSecret(token, this.options.token)) return LOCAL_USER
    if (!this.options.team) return null
    const hash = sha256(token)
    const now = Date.now()
    const hit = this.#cache.get(hash)
    if (hit && hit.expiresAt > now && now - hit.checkedAt < 5_000) return hit.user
    const rows = await this.db.query<{
      id: string
      full_name: string
      email: string
      reviewer: boolean
      expires_at: unknown
    }>(
      `SELECT u.id, u.full_name, u.email, u.reviewer, s.expires_at
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [hash],
    )
    const r = rows[0]
    if (!r) {
      this.#cache.delete(hash)
      return null
    }
    const user = { id: r.id, fullName: r.full_name, email: r.email, reviewer: r.reviewer }
    if (this.#cache.size > 10_000) this.#cache.clear()
    this.#cache.set(hash, { user, expiresAt: Date.parse(iso(r.expires_at)), checkedAt: now })
    return user
  }

  /** Team mode login: a new bearer token for valid credentials, or null. */
  async login(
    email: string,
    password: string,
  ): Promise<{ token: string; expiresAt: string; user: AuthUser } | null> {
    const rows = await this.db.query<{
      id: string
      full_name: string
      email: string
      reviewer: boolean
      password_hash: string | null
    }>(
      'SELECT id, full_name, email, reviewer, password_hash FROM users WHERE lower(email) = lower($1)',
      [email.trim()],
    )
    const r = rows[0]
    // Hash anyway when the user is unknown, so timing does not reveal which emails exist.
    const ok = await verifyPassword(password, r?.password_hash ?? DUMMY_HASH)
    if (!r || !r.password_hash || !ok) return null
    const token = randomBytes(32).toString('base64url')
    const expires = new Date(Date.now() + this.options.tokenTtlSeconds * 1000)
    await this.db.query(
      'INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)',
      [sha256(token), r.id, expires.toISOString()],
    )
    // Old sessions are dropped here rather than by a timer.
    await this.db.query("DELETE FROM sessions WHERE expires_at < now() - interval '1 day'")
    return {
      token,
      expiresAt: expires.toISOString(),
      user: { id: r.id, fullName: r.full_name, email: r.email, reviewer: r.reviewer },
    }
  }
}

const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='
