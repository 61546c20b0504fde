/**
 * Slow clients (slowloris) against the case server: a request whose headers never finish, and a
 * GraphQL body dripping in, are cut off instead of holding a connection for ever. Timeouts are
 * shortened for the test; HTTP_TIMEOUTS holds the real ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HTTP_TIMEOUTS, startCaseServer, type CaseServer } from '../../../src/server/index'
import { sendAndWaitForClose } from '../../helpers/slow-client'
import { tempDir } from '../helpers'

describe('slow clients', () => {
  let server: CaseServer
  const tmp = tempDir()
  beforeAll(async () => {
    server = await startCaseServer({
      dataDir: tmp.dir,
      token: 'slow',
      sweepIntervalSeconds: 0,
      extraction: { worker: false },
      httpTimeouts: {
        headersTimeout: 500,
        connectionsCheckingInterval: 100,
        bodyTimeout: 500,
        idleTimeout: 1_000,
      },
    })
  })
  afterAll(async () => {
    await server?.close()
    await tmp.remove()
  })

  it('has request and header timeouts by default (none is infinite)', () => {
    for (const [name, ms] of Object.entries(HTTP_TIMEOUTS)) {
      expect(ms, name).toBeGreaterThan(0)
    }
    expect(HTTP_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(30_000)
  })

  it('hangs up on headers that never finish', async () => {
    const answer = await sendAndWaitForClose(
      server.port,
      'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n',
    )
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true)
  })

  it('hangs up on a GraphQL body that drips in', async () => {
    const answer = await sendAndWaitForClose(
      server.port,
      'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Authorization: Bearer slow\r\nContent-Length: 1000\r\n\r\n{"query":',
    )
    expect(answer).not.toContain('200 OK')
  })

  it('still answers a normal request', async () => {
    expect((await fetch(`${server.url}/health`)).status).toBe(200)
  })
})
