/**
 * The embedded case server for the app host: PGlite under the data folder, 127.0.0.1, a random
 * port, a random per-launch token, the demo data seeded on first run
 * (docs/architecture.md#embedded).
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

export type EmbeddedServerOptions = {
  /** 0 or absent picks one. */
  readonly port?: number
  readonly extensions?: readonly CaseServerExtension[]
  /** The PGlite template shipped with the app (out/pglite-template); absent: the OS temp cache. */
  readonly pgliteTemplate?: string
}

/**
 * Starts the embedded server. It listens before the demo seed runs (the first GraphQL request
 * waits for it), and a new data folder starts from the shipped template: the window has a
 * server within a second or two even on the first start.
 */
export async function startEmbeddedServer(
  dataDir: string,
  options: EmbeddedServerOptions = {},
): Promise<EmbeddedServer> {
  // Hex, not base64url: a token starting with '-' is refused as `--token <value>` by the CLI.
  const token = randomBytes(32).toString('hex')
  const start = (port: number) =>
    startCaseServer({
      dataDir,
      port,
      token,
      seed: 'demo',
      seedAfterListen: true,
      pgliteTemplate: options.pgliteTemplate ?? true,
      extensions: options.extensions,
      // Inside Electron, child_process.fork runs the app binary as Node through
      // ELECTRON_RUN_AS_NODE, which the packaged app's RunAsNode fuse turns off: extraction runs
      // in a worker thread there, which lowers its own priority (and its OCR threads') where the
      // system keeps one per thread (Linux). Plain Node, the browser shell, keeps its niced child
      // process.
      ...(process.versions.electron
        ? { extraction: { workerOptions: { isolation: 'thread' } } }
        : {}),
    })
  // The reserved port can be taken in between (rare): fall back to any free one.
  const server = await start(options.port ?? 0).catch((e: unknown) => {
    if ((e as { code?: string }).code === 'EADDRINUSE' && options.port) return start(0)
    throw e
  })
  return {
    origin: server.url,
    graphqlUrl: server.graphqlUrl,
    token,
    notices: server.notices,
    close: () => server.close(),
  }
}
