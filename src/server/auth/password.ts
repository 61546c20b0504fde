/**
 * Password hashing with scrypt (node:crypto) at OWASP's recommended cost (N=2^17, r=8, p=1),
 * self-describing (`scrypt$N$r$p$salt$hash`) so hashes of an older cost still verify and are
 * replaced at the next login (needsRehash).
 *
 * One scrypt at N=2^17 uses 128 MiB of memory for a few hundred milliseconds: at most
 * MAX_CONCURRENT run at once and the others wait, so a burst of logins cannot exhaust memory or
 * the thread pool the rest of the server uses. A login's check waits behind at most
 * MAX_WAITING_CHECKS others, else it is refused at once (PasswordChecksBusy): a flood of logins
 * spread over many accounts and addresses gets quick refusals instead of a queue of minutes.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'

export const SCRYPT_COST = { N: 2 ** 17, r: 8, p: 1 } as const
const KEY_LEN = 32
const MAX_CONCURRENT = 2
const MAX_WAITING_CHECKS = 16

/** Too many password checks are waiting: the caller should try again in a few seconds. */
export class PasswordChecksBusy extends Error {
  override readonly name = 'PasswordChecksBusy'
}

/** scrypt needs 128 · N · r bytes; node refuses above `maxmem` (default 32 MiB). */
const maxmem = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024

let running = 0
const waiting: (() => void)[] = []

async function scrypt(
  password: string,
  salt: Buffer,
  opts: ScryptOptions,
  maxWaiting = Infinity,
): Promise<Buffer> {
  if (running >= MAX_CONCURRENT) {
    if (waiting.length >= maxWaiting) throw new PasswordChecksBusy('Too many password checks')
    await new Promise<void>((go) => waiting.push(go))
  }
  running++
  try {
    return await new Promise((resolve, reject) =>
      scryptCb(
        password,
        salt,
        KEY_LEN,
        { ...opts, maxmem: maxmem(opts.N ?? 0, opts.r ?? 0) },
        (err, key) => (err ? reject(err) : resolve(key)),
      ),
    )
  } finally {
    running--
    waiting.shift()?.()
  }
}

/** Hashes a password as `scrypt$N$r$p$<salt b64>$<hash b64>`. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_COST
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, { N, r, p })
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; hash: Buffer }

function parseHash(stored: string): Parsed | null {
  const [alg, n, r, p, salt, hash] = stored.split('$')
  if (alg !== 'scrypt' || !n || !r || !p || !salt || !hash) return null
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  // Refuse costs no hash of ours has: a stored value must not make the server hash for minutes.
  if (![cost.N, cost.r, cost.p].every(Number.isSafeInteger)) return null
  if (cost.N > 2 ** 20 || cost.r > 16 || cost.p > 4) return null
  return { ...cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') }
}

/**
 * True when the password matches the stored hash (constant-time compare). Throws
 * PasswordChecksBusy, without checking, when MAX_WAITING_CHECKS others are already waiting.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const h = parseHash(stored)
  if (!h) return false
  const key = await scrypt(password, h.salt, { N: h.N, r: h.r, p: h.p }, MAX_WAITING_CHECKS)
  return key.length === h.hash.length && timingSafeEqual(key, h.hash)
}

/** True when a stored hash has another cost than SCRYPT_COST (rehash it after a good login). */
export function needsRehash(stored: string): boolean {
  const h = parseHash(stored)
  return !h || h.N !== SCRYPT_COST.N || h.r !== SCRYPT_COST.r || h.p !== SCRYPT_COST.p
}

/** A hash of the current cost for a random password: verified when the email is unknown. */
export const DUMMY_HASH = `scrypt$${SCRYPT_COST.N}$${SCRYPT_COST.r}$${SCRYPT_COST.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LEN).toString('base64')}`
