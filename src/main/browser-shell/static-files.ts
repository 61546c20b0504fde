/** Serves the built renderer (out/renderer) read-only, with an SPA fallback to index.html. */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, join, normalize, relative, isAbsolute } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
}

export type StaticFile = {
  readonly path: string
  readonly size: number
  readonly contentType: string
  readonly isIndex: boolean
}

/**
 * The file for a URL path inside `root`, or the index page for a path without an extension (a
 * client-side route); null for anything outside `root` or missing.
 */
export async function resolveStatic(root: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const wanted = decoded === '/' || decoded === '' ? '/index.html' : decoded
  const file = normalize(join(root, wanted))
  const rel = relative(root, file)
  if (rel.startsWith('..') || isAbsolute(rel)) return null
  // The build links its assets relatively (`./assets/…`, so Electron can load it from disk): on
  // a client-side route (/loans/1/documents) the browser asks for /loans/1/assets/…. Serve the
  // longest suffix of the path that is a file of the build.
  const segments = rel.split(/[\\/]/)
  for (let i = 0; i < segments.length; i++) {
    const candidate = join(root, ...segments.slice(i))
    const found = await stat(candidate).catch(() => null)
    if (found?.isFile()) {
      return {
        path: candidate,
        size: found.size,
        contentType: TYPES[extname(candidate).toLowerCase()] ?? 'application/octet-stream',
        isIndex: segments.slice(i).join('/') === 'index.html',
      }
    }
    if (extname(wanted) === '') break
  }
  // SPA routes (/cases/1/documents) fall back to the index page; missing assets stay 404.
  if (extname(wanted) !== '') return null
  const index = join(root, 'index.html')
  const s = await stat(index).catch(() => null)
  return s?.isFile()
    ? { path: index, size: s.size, contentType: TYPES['.html']!, isIndex: true }
    : null
}

/** A read stream of the file. */
export function openStatic(file: StaticFile): NodeJS.ReadableStream {
  return createReadStream(file.path)
}
