/**
 * The address a request comes from, as login limits count it (login-limiter.ts). Behind a reverse
 * proxy every request's socket address is the proxy's, so one client's guesses would lock out
 * everyone: with `--trust-proxy <address or CIDR>[,…]` the address is read from X-Forwarded-For,
 * but only when the request comes from a trusted proxy, and only up to the first hop that is not
 * one (a client can write anything to the left of it).
 */
import { BlockList, isIP } from 'node:net'

/** The trusted proxies, from a comma-separated list of addresses and CIDR ranges. */
export type TrustedProxies = { readonly has: (address: string) => boolean }

const bare = (address: string) => {
  const a = address.trim()
  // IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d.
  return a.startsWith('::ffff:') && isIP(a.slice(7)) === 4 ? a.slice(7) : a
}

/** Parses `--trust-proxy`; throws with the offending entry when one is not an address or range. */
export function parseTrustedProxies(list: string): TrustedProxies {
  const blocks = new BlockList()
  for (const entry of list.split(',').map((e) => e.trim())) {
    const [address, prefix, extra] = entry.split('/')
    const family = isIP(address ?? '')
    const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix)
    if (
      family === 0 ||
      extra !== undefined ||
      !Number.isInteger(bits) ||
      bits < 0 ||
      bits > (family === 4 ? 32 : 128) ||
      (prefix !== undefined && !/^\d+$/.test(prefix))
    ) {
      throw new Error(`--trust-proxy: "${entry}" is not an IP address or a CIDR range`)
    }
    blocks.addSubnet(address!, bits, family === 4 ? 'ipv4' : 'ipv6')
  }
  return {
    has: (a) => {
      const ip = bare(a)
      const family = isIP(ip)
      return family !== 0 && blocks.check(ip, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}

/**
 * The client's address (pure): the socket's, or, from a trusted proxy, the right-most address of
 * X-Forwarded-For that is not itself a trusted proxy.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies | undefined,
): string {
  const socket = bare(socketAddress ?? 'unknown')
  if (!trusted?.has(socket) || forwardedFor === undefined) return socket
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map(bare)
    .filter((h) => h !== '')
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!
    if (isIP(hop) === 0) return socket
    if (!trusted.has(hop)) return hop
  }
  return hops[0] ?? socket
}
