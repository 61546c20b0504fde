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
 * Read with 'data' events rather than an async iterator: a GraphQL body is one chunk, and the
 * iterator's generator and promises per request cost more than the rest of reading it.
 */
export function readJsonBody(
  req: IncomingMessage,
  maxBytes: number,
  timeoutMs = 30_000,
): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > maxBytes) {
    return Promise.reject(new BodyError(413, `Request body larger than ${maxBytes} bytes`))
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const settle = (err: unknown, value?: unknown) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('close', onClose)
      if (err) reject(err)
      else resolve(value)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        // As a for-await loop left early would: the rest of the body is not read.
        settle(new BodyError(413, `Request body larger than ${maxBytes} bytes`))
        req.destroy()
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8')
      try {
        settle(null, JSON.parse(text) as unknown)
      } catch {
        settle(new BodyError(400, 'Request body is not valid JSON'))
      }
    }
    const onError = (err: Error) => settle(err)
    const onClose = () => {
      if (!req.complete)
        settle(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }))
    }
    const timer = setTimeout(() => {
      req.destroy(new BodyError(408, `Request body not received within ${timeoutMs / 1000} s`))
    }, timeoutMs)
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('close', onClose)
  })
}
