/**
 * Limits password guessing. Attempts are counted per account (the email, known or not, so the
 * limit does not reveal which accounts exist) and per client address, in the database
 * (login_limits), so that every server process on one PostgreSQL shares the count.
 *
 * An attempt is counted BEFORE its password is checked (`reserve`), in one atomic statement per
 * key: however many requests arrive at once, no more than the allowance get their password
 * checked; the others are refused at once. A failure keeps its count; reaching the allowance
 * locks the key for a backoff that doubles with each lockout of the day (1 minute, 2, 4, … up to
 * an hour). A success, or an attempt the server could not check, gives its count back.
 */
import type { Queryable } from '../db/client'
import { UserError } from '../domain/errors'

export type LoginLimits = {
  /** Failed logins per account within the window that lock it out. */
  readonly accountFailures: number
  /** Failed logins per client address within the window that lock it out. */
  readonly addressFailures: number
  readonly windowSeconds: number
  /** First lockout; each further one that day doubles it, up to maxLockoutSeconds. */
  readonly lockoutSeconds: number
  readonly maxLockoutSeconds: number
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  accountFailures: 5,
  addressFailures: 30,
  windowSeconds: 15 * 60,
  lockoutSeconds: 60,
  maxLockoutSeconds: 3600,
}

type Kind = 'account' | 'address'

/** The keys one attempt counts against (pure). */
export function limitKeys(email: string, address: string): readonly [Kind, string][] {
  return [
    ['account', `account:${email.trim().toLowerCase()}`],
    ['address', `address:${address}`],
  ]
}

/** The attempts counted against `email` and `address`: give back or keep with `settle`. */
export type Reservation = {
  readonly email: string
  readonly address: string
}

export class LoginLimiter {
  constructor(
    private readonly db: Queryable,
    readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  #allowance(kind: Kind): number {
    return kind === 'account' ? this.limits.accountFailures : this.limits.addressFailures
  }

  /**
   * Counts one attempt against the account and the address, or refuses (TOO_MANY_REQUESTS, with
   * retryAfterSeconds) when either is locked or has as many attempts in flight or failed as it
   * allows. Nothing is counted when refused.
   */
  async reserve(email: string, address: string): Promise<Reservation> {
    const counted: string[] = []
    try {
      for (const [kind, key] of limitKeys(email, address)) {
        // One statement: concurrent attempts see each other's counts (row lock on conflict).
        const rows = await this.db.query<{ attempts: number; wait_ms: number | null }>(
          `INSERT INTO login_limits AS l (key, attempts, window_ends)
                VALUES ($1, 1, now() + make_interval(secs => $2))
           ON CONFLICT (key) DO UPDATE SET
                attempts = CASE WHEN l.locked_until > now() THEN l.attempts
                                WHEN l.window_ends <= now() THEN 1 ELSE l.attempts + 1 END,
                window_ends = CASE WHEN l.locked_until > now() THEN l.window_ends
                                   WHEN l.window_ends <= now() THEN excluded.window_ends
                                   ELSE l.window_ends END
           RETURNING attempts,
                     CASE WHEN locked_until > now()
                          THEN ceil(extract(epoch FROM locked_until - now()) * 1000)::float8
                     END AS wait_ms`,
          [key, this.limits.windowSeconds],
        )
        const row = rows[0]!
        if (row.wait_ms !== null) throw refused(kind, row.wait_ms)
        counted.push(key)
        if (row.attempts > this.#allowance(kind)) throw refused(kind, -1)
      }
    } catch (e) {
      await this.#giveBack(counted)
      throw e
    }
    return { email, address }
  }

  /**
   * Settles a reservation: a success or an attempt the server could not check (`'unchecked'`)
   * gives the counts back; a failure keeps them and locks each key that reached its allowance.
   */
  async settle(r: Reservation, outcome: 'succeeded' | 'failed' | 'unchecked'): Promise<void> {
    const keys = limitKeys(r.email, r.address)
    if (outcome !== 'failed') {
      await this.#giveBack(keys.map(([, key]) => key))
      return
    }
    for (const [kind, key] of keys) {
      // Locks once: only the failure that finds the key unlocked and at its allowance does it.
      await this.db.query(
        `UPDATE login_limits SET
                lockouts = CASE WHEN lockouts_reset <= now() THEN 1 ELSE lockouts + 1 END,
                lockouts_reset = CASE WHEN lockouts_reset <= now() THEN now() + interval '1 day'
                                      ELSE lockouts_reset END,
                locked_until = now() + make_interval(secs => LEAST(
                  $3::float8 * power(2, CASE WHEN lockouts_reset <= now() THEN 0 ELSE lockouts END),
                  $4::float8)),
                attempts = 0
          WHERE key = $1 AND attempts >= $2 AND (locked_until IS NULL OR locked_until <= now())`,
        [key, this.#allowance(kind), this.limits.lockoutSeconds, this.limits.maxLockoutSeconds],
      )
    }
    // Keys whose window, lock and lockout day have all passed hold nothing any more.
    await this.db.query(
      `DELETE FROM login_limits
        WHERE window_ends < now() AND lockouts_reset < now()
          AND (locked_until IS NULL OR locked_until < now())`,
    )
  }

  async #giveBack(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return
    await this.db.query(
      `UPDATE login_limits SET attempts = GREATEST(attempts - 1, 0)
        WHERE key = ANY($1) AND (locked_until IS NULL OR locked_until <= now())`,
      [keys],
    )
  }
}

function refused(kind: Kind, waitMs: number): UserError {
  const who = kind === 'account' ? 'this account' : 'your address'
  if (waitMs < 0) {
    // At the allowance with attempts still being checked: they decide whether the key locks.
    return new UserError(
      `Too many login attempts for ${who} at once: try again in 1 seconds`,
      'TOO_MANY_REQUESTS',
      { retryAfterSeconds: 1 },
    )
  }
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  return new UserError(
    `Too many failed logins for ${who}: try again in ${seconds} seconds`,
    'TOO_MANY_REQUESTS',
    { retryAfterSeconds: seconds },
  )
}
