/**
 * A real HTTP proxy on 127.0.0.1 in front of the case server that can break chosen requests the
 * way a bad network does (the connection is cut mid-request), to test retries with real sockets.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FlakyProxy = {
  readonly url: string
  /** Where requests go (set once the server is up). */
  target: string
  /** Return true to cut this request's connection instead of forwarding it. */
  shouldBreak: (req: http.IncomingMessage) => boolean
  /** Return a status to answer this request with, instead of forwarding it (e.g. 403). */
  answerWith: (req: http.IncomingMessage) => number | undefined
  readonly counts: { forwarded: number; broken: number }
  readonly close: () => Promise<void>
}

/** Starts the proxy; forwards everything until `shouldBreak` says otherwise. */
export async function startFlakyProxy(): Promise<FlakyProxy> {
  const proxy: FlakyProxy = {
    url: '',
    target: '',
    shouldBreak: () => false,
    answerWith: () => undefined,
    counts: { forwarded: 0, broken: 0 },
    close: async () => undefined,
  }
  const server = http.createServer((req, res) => {
    if (proxy.shouldBreak(req)) {
      proxy.counts.broken++
      // Let some of the body arrive, then drop the connection like a dead Wi-Fi.
      req.once('data', () => req.socket.destroy())
      req.once('end', () => req.socket.destroy())
      return
    }
    const status = proxy.answerWith(req)
    if (status !== undefined) {
      req.resume()
      req.once('end', () =>
        res.writeHead(status, { 'content-type': 'text/plain' }).end('Signature expired'),
      )
      return
    }
    proxy.counts.forwarded++
    const target = new URL(req.url ?? '/', proxy.target)
    const upstream = http.request(target, { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers)
      up.pipe(res)
    })
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  ;(proxy as { url: string }).url = `http://127.0.0.1:${port}`
  ;(proxy as { close: () => Promise<void> }).close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return proxy
}
