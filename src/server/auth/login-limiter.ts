/**
 * Limits password guessing (rate-limiter-flexible, in memory: one server process owns its
 * logins). Failed attempts are counted per account (the email, known or not, so the limit does
 * not reveal which accounts exist) and per client address. Past the allowance the key is locked
 * for a backoff that doubles with each lockout of the day: 1 minute, 2, 4, … up to an hour.
 * While locked, the password is not even checked (no scrypt is spent on it).
 */
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible'
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

/** The lockout after `n` lockouts of the day (pure). */
export function backoffSeconds(limits: LoginLimits, n: number): number {
  return Math.min(limits.lockoutSeconds * 2 ** Math.max(0, n - 1), limits.maxLockoutSeconds)
}

type Key = { readonly kind: 'account' | 'address'; readonly limiter: RateLimiterMemory }

export class LoginLimiter {
  readonly #account: Key
  readonly #address: Key
  // How many times each key was locked out today: the backoff's exponent.
  readonly #lockouts = new RateLimiterMemory({ points: 1_000_000, duration: 24 * 3600 })

  constructor(readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
    const limiter = (points: number) =>
      new RateLimiterMemory({ points, duration: limits.windowSeconds })
    this.#account = { kind: 'account', limiter: limiter(limits.accountFailures) }
    this.#address = { kind: 'address', limiter: limiter(limits.addressFailures) }
  }

  #keys(email: string, address: string): [Key, string][] {
    return [
      [this.#account, email.trim().toLowerCase()],
      [this.#address, address],
    ]
  }

  /** Refuses (TOO_MANY_REQUESTS, with retryAfterSeconds) while the account or address is locked. */
  async check(email: string, address: string): Promise<void> {
    for (const [key, id] of this.#keys(email, address)) {
      const r = await key.limiter.get(id)
      if (r && r.consumedPoints > key.limiter.points) throw lockedOut(key.kind, r)
    }
  }

  /** Records a failed attempt; locks the account or address once over its allowance. */
  async failed(email: string, address: string): Promise<void> {
    for (const [key, id] of this.#keys(email, address)) {
      const r = await key.limiter.penalty(id)
      if (r.consumedPoints >= key.limiter.points) {
        const n = (await this.#lockouts.penalty(`${key.kind}:${id}`)).consumedPoints
        await key.limiter.block(id, backoffSeconds(this.limits, n))
      }
    }
  }

  /** A successful login clears the account's failures (not the address's). */
  async succeeded(email: string): Promise<void> {
    await this.#account.limiter.delete(email.trim().toLowerCase())
  }
}

function lockedOut(kind: 'account' | 'address', r: RateLimiterRes): UserError {
  const seconds = Math.max(1, Math.ceil(r.msBeforeNext / 1000))
  const who = kind === 'account' ? 'this account' : 'your address'
  return new UserError(
    `Too many failed logins for ${who}: try again in ${seconds} seconds`,
    'TOO_MANY_REQUESTS',
    { retryAfterSeconds: seconds },
  )
}
