/**
 * The browser shell's GraphQL proxy: the page posts its queries to the host (same origin, behind
 * the session cookie) and the host forwards them to the case server with the server's token. The
 * page never holds that token, so a local process that obtains the page's session can use the
 * app only through this host, and learns no secret it could use against the server directly.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Connection } from '../../shared/contract'

/** Bodies above this are refused before they reach the server (its own limit is lower). */
export const MAX_GRAPHQL_BODY_BYTES = 2 * 1024 * 1024

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_GRAPHQL_BODY_BYTES) return null
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/** Forwards one POST to the server the app talks to now; answers as the server did. */
export async function proxyGraphql(
  req: IncomingMessage,
  res: ServerResponse,
  connection: () => Promise<Connection>,
): Promise<void> {
  const body = await readBody(req)
  if (body === null) {
    res.writeHead(413, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ errors: [{ message: 'Request body too large' }] }))
    return
  }
  const c = await connection()
  let upstream: Response
  try {
    upstream = await fetch(c.graphqlUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // The page's own Accept: the server picks the response's media type (and with it the
        // status of a request error) from it, exactly as for a direct client.
        accept: req.headers.accept ?? 'application/json',
        authorization: `Bearer ${c.token}`,
      },
      body,
    })
  } catch (e) {
    res.writeHead(502, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        errors: [{ message: `Cannot reach the case server: ${(e as Error).message}` }],
      }),
    )
    return
  }
  const text = Buffer.from(await upstream.arrayBuffer())
  res.writeHead(upstream.status, {
    'content-type': upstream.headers.get('content-type') ?? 'application/json',
    'cache-control': 'no-store',
    'content-length': text.length,
  })
  res.end(text)
}
