/**
 * A small HTTP POST over node:http(s) with keep-alive, answering with the status and the body as
 * text: the GraphQL client's transport. Not the global fetch: a process that uploads from the
 * command line would load undici on its first call (110–290 ms before the first byte is sent),
 * while node:http is loaded already for the PUTs.
 */
import { keepAliveAgents, transportFor } from './http-transport'

const agents = keepAliveAgents(16)

export type TextResponse = {
  readonly status: number
  readonly statusText: string
  readonly text: string
}

/** POSTs `body`; resolves once the whole answer arrived (any status), rejects on network errors. */
export function postText(
  url: string,
  headers: Readonly<Record<string, string>>,
  body: string,
  signal?: AbortSignal,
): Promise<TextResponse> {
  return new Promise((resolve, reject) => {
    const t = transportFor(url, agents)
    const payload = Buffer.from(body)
    const req = t.request(t.target, {
      method: 'POST',
      agent: t.agent,
      headers: { ...headers, 'content-length': String(payload.length) },
      signal,
    })
    req.once('error', reject)
    req.once('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.once('error', reject)
      res.once('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          statusText: res.statusMessage ?? '',
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      )
    })
    req.end(payload)
  })
}
