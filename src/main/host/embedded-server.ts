/**
 * The embedded case server for the app host: PGlite under the data folder, 127.0.0.1, a random
 * port, a random per-launch token, the demo data seeded on first run (issue 3, desktop shell).
 */
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { startCaseServer, type CaseServerExtension } from '../../server'
import type { EmbeddedServer } from './app-host'

/**
 * A free loopback port, found by binding port 0 and releasing it. The window's CSP names the
 * server's origin before the server has started (it starts off the critical path).
 */
export function reserveLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** Starts the embedded server; `port` 0 or absent picks one. */
export async function startEmbeddedServer(
  dataDir: string,
  options: { readonly port?: number; readonly extensions?: readonly CaseServerExtension[] } = {},
): Promise<EmbeddedServer> {
  const token = randomBytes(32).toString('base64url')
  const start = (port: number) =>
    startCaseServer({ dataDir, port, token, seed: 'demo', extensions: options.extensions })
  // The reserved port can be taken in between (rare): fall back to any free one.
  const server = await start(options.port ?? 0).catch((e: unknown) => {
    if ((e as { code?: string }).code === 'EADDRINUSE' && options.port) return start(0)
    throw e
  })
  return {
    origin: server.url,
    graphqlUrl: server.graphqlUrl,
    token,
    close: () => server.close(),
  }
}
