/**
 * Runs the embedded case server on its own thread (off the UI's critical path): PGlite's
 * WASM start, migrations, the demo seed and every request stay off the main process's event loop,
 * which keeps serving the window and IPC. Messages: in `close`; out `ready` | `error` | `closed`.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { startEmbeddedServer } from './embedded-server'

type Input = { readonly dataDir: string; readonly port: number; readonly pgliteTemplate?: string }

const input = workerData as Input
const port = parentPort!

startEmbeddedServer(input.dataDir, {
  port: input.port,
  ...(input.pgliteTemplate ? { pgliteTemplate: input.pgliteTemplate } : {}),
}).then(
  (server) => {
    port.postMessage({
      type: 'ready',
      origin: server.origin,
      graphqlUrl: server.graphqlUrl,
      token: server.token,
      notices: server.notices,
    })
    port.on('message', (m: { type?: string }) => {
      if (m.type !== 'close') return
      void server.close().finally(() => port.postMessage({ type: 'closed' }))
    })
  },
  (e: unknown) => port.postMessage({ type: 'error', message: (e as Error).message }),
)
