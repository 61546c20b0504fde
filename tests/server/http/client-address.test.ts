/** The client address of a request, directly or behind trusted reverse proxies. */
import { describe, expect, it } from 'vitest'
import { clientAddress, parseTrustedProxies } from '../../../src/server/http/client-address'

describe('clientAddress', () => {
  const trusted = parseTrustedProxies('10.0.0.0/8, 127.0.0.1, fd00::/8')

  it('uses the socket address when no proxy is trusted or the socket is not one', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.9', undefined)).toBe('198.51.100.7')
    // A client that writes X-Forwarded-For itself is not believed.
    expect(clientAddress('198.51.100.7', '203.0.113.9', trusted)).toBe('198.51.100.7')
    expect(clientAddress('::ffff:198.51.100.7', undefined, trusted)).toBe('198.51.100.7')
    expect(clientAddress(undefined, undefined, trusted)).toBe('unknown')
  })

  it('reads the right-most untrusted hop of X-Forwarded-For from a trusted proxy', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', trusted)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:10.1.2.3', '203.0.113.9', trusted)).toBe('203.0.113.9')
    // The client forged the left part; the proxies appended the real one and themselves.
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.1', trusted)).toBe('203.0.113.9')
    expect(clientAddress('fd00::1', ['1.1.1.1', '2001:db8::5'], trusted)).toBe('2001:db8::5')
    // Garbage where an address belongs: fall back to the proxy's own address.
    expect(clientAddress('127.0.0.1', 'not-an-ip', trusted)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', undefined, trusted)).toBe('127.0.0.1')
  })

  it('refuses a trust list that is not addresses and CIDR ranges', () => {
    for (const bad of ['', 'localhost', '10.0.0.0/33', '10.0.0.0/', '10.0.0.0/8/1', 'fd00::/129']) {
      expect(() => parseTrustedProxies(bad)).toThrow(/--trust-proxy: ".*" is not an IP address/)
    }
  })
})
