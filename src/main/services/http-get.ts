/**
 * A streaming HTTP GET over node:http(s) with keep-alive: the body arrives as a Node Readable with
 * backpressure (the archive writer and the single-file download pipe it straight to disk), and
 * the status is checked by the caller (docs/rules.md#calls: each signed URL "must be ok").
 */
import http from 'node:http'
import type { IncomingMessage } from 'node:http'
import https from 'node:https'

const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 8 })
const httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 8 })

/** Starts a GET; resolves with the response once its headers arrive. */
export function httpGet(url: string, signal?: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const secure = target.protocol === 'https:'
    if (!secure && target.protocol !== 'http:') {
      reject(new Error(`Unsupported URL scheme ${target.protocol}`))
      return
    }
    const req = (secure ? https : http).get(target, {
      agent: secure ? httpsAgent : httpAgent,
      signal,
    })
    req.once('response', resolve)
    req.once('error', reject)
  })
}

/** True when a response status is 2xx (fetch's `ok`). */
export function isOk(res: IncomingMessage): boolean {
  const status = res.statusCode ?? 0
  return status >= 200 && status < 300
}
