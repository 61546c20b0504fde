/**
 * The response of the app:// scheme for one request, in plain Node so the confinement that
 * Electron's protocol handler relies on is tested without the Electron binary: only
 * `app://bundle/…`, only files of the built renderer (the browser shell's resolver, which refuses
 * traversal), every response with our CSP.
 */
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { resolveStatic } from './browser-shell/static-files'

/** The host name of the app:// origin the window loads from. */
export const APP_HOST = 'bundle'

/** Reads a file of the build as a web stream (Electron passes net.fetch, which reads asar). */
export type OpenBody = (path: string) => Promise<ReadableStream<Uint8Array> | null>

const openWithNode: OpenBody = async (path) =>
  Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>

/** Answers one app:// request with a file under `rootDir`, or 404. */
export async function appProtocolResponse(
  rootDir: string,
  requestUrl: string,
  csp: () => string,
  open: OpenBody = openWithNode,
): Promise<Response> {
  let url: URL
  try {
    url = new URL(requestUrl)
  } catch {
    return notFound()
  }
  if (url.host !== APP_HOST) return notFound()
  const file = await resolveStatic(rootDir, url.pathname)
  if (file === null) return notFound()
  const body = await open(file.path).catch(() => null)
  if (body === null) return notFound()
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.size),
      'content-security-policy': csp(),
      'x-content-type-options': 'nosniff',
    },
  })
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
}
