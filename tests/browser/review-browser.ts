/**
 * A real Chromium over a Vite dev server, for the review widgets' browser tests: each page is a
 * small TSX entry that mounts a component from src/renderer, built by Vite as the app is.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { chromium, type Browser } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'

export const CHROMIUM = '/usr/bin/chromium'
export const hasChromium = existsSync(CHROMIUM)
export const repo = resolve(import.meta.dirname, '../..')

/** A module specifier Vite serves for a file of the repository. */
export const fromRepo = (path: string) => JSON.stringify(`/@fs${join(repo, path)}`)

export interface ReviewHarness {
  readonly base: string
  readonly browser: Browser
  readonly close: () => Promise<void>
}

/**
 * Writes the entries (`name.tsx` → served at `/name.html`) and files into a temp folder, serves it
 * with Vite on 127.0.0.1 (random port) and launches Debian's Chromium.
 */
export async function startReviewHarness(
  entries: Readonly<Record<string, string>>,
  files: Readonly<Record<string, Uint8Array | string>> = {},
): Promise<ReviewHarness> {
  const dir = await mkdtemp(join(tmpdir(), 'review-browser-'))
  let server: ViteDevServer | undefined
  let browser: Browser | undefined
  const close = async () => {
    await browser?.close()
    await server?.close()
    await rm(dir, { recursive: true, force: true })
  }
  try {
    // Entries resolve react, Blueprint and pdfjs-dist from the project's packages.
    await symlink(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir')
    for (const [name, content] of Object.entries(files)) await writeFile(join(dir, name), content)
    for (const [name, source] of Object.entries(entries)) {
      await writeFile(join(dir, `${name}.tsx`), source)
      await writeFile(
        join(dir, `${name}.html`),
        `<!doctype html><html><head><link rel="icon" href="data:,"></head><body style="margin:0"><div id="root"></div><script type="module" src="/${name}.tsx"></script></body></html>`,
      )
    }
    server = await createServer({
      root: dir,
      configFile: false,
      cacheDir: join(dir, '.vite'),
      logLevel: 'error',
      plugins: [react()],
      server: { host: '127.0.0.1', port: 0, strictPort: false, fs: { allow: [dir, repo] } },
    })
    await server.listen()
    const address = server.httpServer?.address()
    if (!address || typeof address === 'string') throw new Error('vite did not listen')
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
    return { base: `http://127.0.0.1:${address.port}`, browser, close }
  } catch (error) {
    await close()
    throw error
  }
}
