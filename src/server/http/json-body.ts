/** Reads a JSON request body with a size limit. */
import type { IncomingMessage } from 'node:http'

export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The parsed JSON body; BodyError(413) past `maxBytes`, BodyError(400) when not JSON. A body
 * still arriving after `timeoutMs` ends the connection (a sender dripping bytes holds no socket).
 */
export async function readJsonBody(
  req: IncomingMessage,
  maxBytes: number,
  timeoutMs = 30_000,
): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > maxBytes) throw new BodyError(413, `Request body larger than ${maxBytes} bytes`)
  const chunks: Buffer[] = []
  let size = 0
  const timer = setTimeout(() => {
    req.destroy(new BodyError(408, `Request body not received within ${timeoutMs / 1000} s`))
  }, timeoutMs)
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > maxBytes) throw new BodyError(413, `Request body larger than ${maxBytes} bytes`)
      chunks.push(chunk)
    }
  } finally {
    clearTimeout(timer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new BodyError(400, 'Request body is not valid JSON')
  }
}
