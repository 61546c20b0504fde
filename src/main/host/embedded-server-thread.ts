/**
 * Starts the embedded server on a worker thread and presents it as an EmbeddedServer, over the
 * same message channel as the extraction engine's thread (src/server/message-channel.ts): a
 * thread that dies before it is ready fails the start with its reason instead of hanging it.
 */
import { Worker } from 'node:worker_threads'
import { workerChannel } from '../../server/message-channel'
import type { EmbeddedServer } from './app-host'
import workerPath from './embedded-server-worker?modulePath'

type FromServer =
  | {
      type: 'ready'
      origin: string
      graphqlUrl: string
      token: string
      notices: readonly string[]
    }
  | { type: 'error'; message: string }
  | { type: 'closed' }

type ToServer = { type: 'close' }

/** How long a quit waits for the server to close its database before the thread is ended. */
const CLOSE_GRACE_MS = 5_000

/** Resolves once the server listens on 127.0.0.1:`port`. */
export function startEmbeddedServerThread(
  dataDir: string,
  port: number,
  pgliteTemplate?: string,
): Promise<EmbeddedServer> {
  return new Promise((resolve, reject) => {
    let ready = false
    let onClosed: (() => void) | undefined
    const channel = workerChannel<ToServer, FromServer>(
      new Worker(workerPath, { workerData: { dataDir, port, pgliteTemplate } }),
      {
        message(m) {
          if (m.type === 'error') reject(new Error(m.message))
          else if (m.type === 'closed') onClosed?.()
          else {
            ready = true
            resolve({
              origin: m.origin,
              graphqlUrl: m.graphqlUrl,
              token: m.token,
              notices: m.notices,
              close,
            })
          }
        },
        exit(why) {
          if (!ready) reject(new Error(`The embedded server stopped before it was ready: ${why}.`))
          onClosed?.()
        },
      },
    )
    // Let the server close its database cleanly; never hang the quit on it.
    const close = (): Promise<void> =>
      new Promise<void>((done) => {
        const timer = setTimeout(() => void channel.close().then(done), CLOSE_GRACE_MS)
        onClosed = () => {
          clearTimeout(timer)
          void channel.close().then(done)
        }
        if (channel.open) channel.send({ type: 'close' })
        else onClosed()
      })
  })
}
