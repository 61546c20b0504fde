/** Server-sent events to every connected page of this launch (the browser shell's event push). */
import type { ServerResponse } from 'node:http'
import type { EventName, Events } from '../../shared/contract'

export type EventHub = {
  readonly attach: (res: ServerResponse) => void
  readonly emit: <E extends EventName>(name: E, payload: Events[E]) => void
  readonly clients: () => number
  readonly close: () => void
}

/** Keeps SSE clients; a comment every 15 s keeps proxies and idle timers from closing them. */
export function createEventHub(): EventHub {
  const clients = new Set<ServerResponse>()
  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': ping\n\n')
  }, 15_000)
  heartbeat.unref()
  return {
    attach: (res) => {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      res.write(': connected\n\n')
      clients.add(res)
      res.on('close', () => clients.delete(res))
    },
    emit: (name, payload) => {
      const frame = `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`
      for (const res of clients) res.write(frame)
    },
    clients: () => clients.size,
    close: () => {
      clearInterval(heartbeat)
      for (const res of clients) res.end()
      clients.clear()
    },
  }
}
