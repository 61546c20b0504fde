/**
 * Serves the built renderer (out/renderer) read-only, with an SPA fallback to index.html. The
 * same resolver backs the browser shell's HTTP host and Electron's app:// handler, so it is the
 * one place where a URL path becomes a file path; it refuses, before touching the disk, anything
 * that could name a file outside the build.
 */
import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { extname, join, relative, isAbsolute, sep } from 'node:path'

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
 * The path segments of a URL path, or null when the path could leave the build folder or means
 * something else on some OS. Refused: encoded separators and percent signs (`%2f`, `%5c`, `%25`:
 * a second decoding somewhere would turn them into separators), backslashes, NUL and other
 * control characters, `.` and `..` segments, and drive letters or stream names (`C:`, `a:b`).
 * Empty segments (`//`) are dropped, so a UNC-like `//host/share` is just `host/share` in the build.
 */
export function safeSegments(urlPath: string): string[] | null {
  if (/%(2f|5c|25|00)/i.test(urlPath)) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return null
  const segments = decoded.split('/').filter((s) => s !== '')
  for (const s of segments) {
    if (s === '.' || s === '..' || s.includes(':')) return null
  }
  return segments
}

/** True when `path` is `root` or inside it (both absolute, already resolved). */
function isInside(root: string, path: string): boolean {
  const rel = relative(root, path)
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel))
}

/** The file at `segments` under `root` if it is a regular file whose real path stays inside. */
async function fileInside(root: string, realRoot: string, segments: string[]) {
  const candidate = join(root, ...segments)
  const found = await stat(candidate).catch(() => null)
  if (!found?.isFile()) return null
  // A symbolic link in the build must not lead out of it either.
  const real = await realpath(candidate).catch(() => null)
  if (real === null || !isInside(realRoot, real)) return null
  return { path: candidate, size: found.size }
}

/**
 * The file for a URL path inside `root`, or the index page for a path without an extension (a
 * client-side route); null for anything refused, outside `root` or missing.
 */
export async function resolveStatic(root: string, urlPath: string): Promise<StaticFile | null> {
  const segments = safeSegments(urlPath)
  if (segments === null) return null
  const realRoot = await realpath(root).catch(() => null)
  if (realRoot === null) return null
  const wanted = segments.length === 0 ? ['index.html'] : segments
  const isRoute = extname(wanted[wanted.length - 1]!) === ''
  // The build links its assets relatively (`./assets/…`, so Electron can load it from disk): on
  // a client-side route (/loans/1/documents) the browser asks for /loans/1/assets/…. Serve the
  // longest suffix of the path that is a file of the build.
  for (let i = 0; i < wanted.length; i++) {
    const suffix = wanted.slice(i)
    const found = await fileInside(root, realRoot, suffix)
    if (found !== null) {
      return {
        ...found,
        contentType: TYPES[extname(found.path).toLowerCase()] ?? 'application/octet-stream',
        isIndex: suffix.join('/') === 'index.html',
      }
    }
    if (isRoute) break
  }
  // SPA routes (/cases/1/documents) fall back to the index page; missing assets stay 404.
  if (!isRoute) return null
  const index = await fileInside(root, realRoot, ['index.html'])
  return index === null ? null : { ...index, contentType: TYPES['.html']!, isIndex: true }
}

/** A read stream of the file. */
export function openStatic(file: StaticFile): NodeJS.ReadableStream {
  return createReadStream(file.path)
}
