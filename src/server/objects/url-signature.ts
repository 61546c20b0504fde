/**
 * HMAC signatures of the local store's object URLs. A signature binds the method, the key, the
 * content type and the expiry (docs/architecture.md#server-modes: signed, expiring URLs), so a URL
 * signed for a GET cannot PUT, a PUT cannot change its type, and nothing works after the expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type SignedRequest = {
  readonly method: 'GET' | 'PUT'
  readonly key: string
  readonly contentType: string
  /** Unix seconds. */
  readonly expires: number
}

/** The hex HMAC-SHA256 of a request under the secret. */
export function signRequest(secret: string, r: SignedRequest): string {
  return createHmac('sha256', secret)
    .update(`${r.method}\n${r.key}\n${r.contentType.toLowerCase()}\n${r.expires}`)
    .digest('hex')
}

/** True when `signature` is valid for the request and the expiry has not passed. */
export function verifyRequest(
  secret: string,
  r: SignedRequest,
  signature: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!Number.isFinite(r.expires) || r.expires < nowSeconds) return false
  const expected = Buffer.from(signRequest(secret, r), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The expiry for a URL signed now: `ttl` seconds ahead, rounded up to a whole minute so repeated
 * reads within the same minute get the same URL (stable cache keys, no preview reloads).
 */
export function expiryFor(ttlSeconds: number, nowMs = Date.now()): number {
  return Math.ceil((nowMs / 1000 + ttlSeconds) / 60) * 60
}
