/**
 * A streaming HTTP GET over node:http(s) with keep-alive: the body arrives as a Node Readable with
 * backpressure (the archive writer and the single-file download pipe it straight to disk), and
 * the status is checked by the caller (docs/rules.md#calls: each signed URL "must be ok").
 */
import type { IncomingMessage } from 'node:http'
import { keepAliveAgents, transportFor } from './http-transport'

const agents = keepAliveAgents(8)

/** Starts a GET; resolves with the response once its headers arrive. */
export function httpGet(url: string, signal?: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const t = transportFor(url, agents)
    const req = t.get(t.target, { agent: t.agent, signal })
    req.once('response', resolve)
    req.once('error', reject)
  })
}

/** True when a response status is 2xx (fetch's `ok`). */
export function isOk(res: IncomingMessage): boolean {
  const status = res.statusCode ?? 0
  return status >= 200 && status < 300
}
