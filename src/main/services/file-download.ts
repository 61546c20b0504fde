/**
 * Single-file download (docs/rules.md#calls: single-file download by URL): streams the URL's
 * body to `<target>.partial` and renames it into place; a non-ok response fails with the message of
 * docs/rules.md#messages: 'Network response was not ok' and leaves no file behind.
 */
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { MESSAGES } from '../../shared/messages'
import { httpGet, isOk } from './http-get'
import { openPartialFile } from './partial-file'

/** A failed download; `detail` keeps the status or the network error for the log. */
export class DownloadError extends Error {
  override readonly name = 'DownloadError'
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message)
  }
}

export type DownloadRequest = {
  readonly url: string
  readonly targetPath: string
  readonly signal?: AbortSignal
  readonly onProgress?: (loaded: number, total: number | undefined) => void
}

/** Downloads one URL to a chosen path; resolves with the path and the byte count. */
export async function downloadFile(
  request: DownloadRequest,
): Promise<{ path: string; bytes: number }> {
  let res
  try {
    res = await httpGet(request.url, request.signal)
  } catch (err) {
    if (request.signal?.aborted) throw request.signal.reason
    throw new DownloadError(
      MESSAGES.networkResponseNotOk,
      err instanceof Error ? err.message : String(err),
    )
  }
  if (!isOk(res)) {
    res.resume()
    throw new DownloadError(MESSAGES.networkResponseNotOk, `HTTP ${res.statusCode}`)
  }
  const lengthHeader = Number(res.headers['content-length'])
  const total = Number.isFinite(lengthHeader) && lengthHeader >= 0 ? lengthHeader : undefined
  let loaded = 0
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      loaded += chunk.length
      request.onProgress?.(loaded, total)
      cb(null, chunk)
    },
  })
  const partial = openPartialFile(request.targetPath)
  try {
    await pipeline(res, counter, partial.stream, { signal: request.signal })
    if (total !== undefined && loaded !== total)
      throw new Error(`received ${loaded} of ${total} bytes`)
    await partial.commit()
  } catch (err) {
    await partial.discard()
    if (request.signal?.aborted) throw request.signal.reason
    throw new DownloadError(
      MESSAGES.networkResponseNotOk,
      err instanceof Error ? err.message : String(err),
    )
  }
  return { path: request.targetPath, bytes: loaded }
}
