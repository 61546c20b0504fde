/** Starts the embedded server on a worker thread and presents it as an EmbeddedServer. */
import { Worker } from 'node:worker_threads'
import type { EmbeddedServer } from './app-host'
import workerPath from './embedded-server-worker?modulePath'

type Message =
  | { type: 'ready'; origin: string; graphqlUrl: string; token: string }
  | { type: 'error'; message: string }
  | { type: 'closed' }

/** Resolves once the server listens on 127.0.0.1:`port`. */
export function startEmbeddedServerThread(dataDir: string, port: number): Promise<EmbeddedServer> {
  const worker = new Worker(workerPath, { workerData: { dataDir, port } })
  return new Promise((resolve, reject) => {
    worker.once('error', reject)
    worker.on('message', (m: Message) => {
      if (m.type === 'error') reject(new Error(m.message))
      if (m.type !== 'ready') return
      resolve({
        origin: m.origin,
        graphqlUrl: m.graphqlUrl,
        token: m.token,
        close: () =>
          new Promise<void>((done) => {
            // Let the server close its database cleanly; never hang the quit on it.
            const timer = setTimeout(() => void worker.terminate().then(() => done()), 5_000)
            worker.on('message', (c: Message) => {
              if (c.type !== 'closed') return
              clearTimeout(timer)
              void worker.terminate().then(() => done())
            })
            worker.postMessage({ type: 'close' })
          }),
      })
    })
  })
}
