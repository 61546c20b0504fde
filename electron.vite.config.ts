import { randomBytes } from 'node:crypto'
import { cpSync, readdirSync, writeFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { MAIN_EXTERNAL_PACKAGES } from './scripts/packaging/main-externals'
import { WORKER_ENTRIES } from './scripts/packaging/worker-entries'
import {
  DEV_SCRIPT_NONCE_ENV,
  withDevScriptNonce,
} from './src/main/security/content-security-policy'

/**
 * The case server reads its SQL migrations and SDL beside its own module
 * (`import.meta.dirname`). Bundled, that folder is out/main (index.js) or out/main/chunks (the
 * embedded-server worker thread), so copy them to both.
 */
const serverAssets = {
  name: 'copy-case-server-assets',
  writeBundle() {
    for (const dir of ['out/main', 'out/main/chunks']) {
      cpSync(
        resolve(__dirname, 'src/server/db/migrations'),
        resolve(__dirname, dir, 'migrations'),
        {
          recursive: true,
        },
      )
      // Every SDL file of the server (schema.graphql and the extensions' own, such as
      // lifecycle.graphql), flat: each module reads its file beside itself.
      for (const sdl of serverSdlFiles()) {
        cpSync(resolve(__dirname, 'src/server', sdl), resolve(__dirname, dir, basename(sdl)))
      }
    }
    // The worker threads' and the child process's entries are built into chunks/ (see
    // entryFileNames); code in out/main/index.js looks for them beside itself, so a one-line
    // module forwards there.
    for (const name of Object.keys(WORKER_ENTRIES)) {
      writeFileSync(resolve(__dirname, 'out/main', `${name}.js`), `import './chunks/${name}.js'\n`)
    }
  },
}

/** The `.graphql` files under src/server, relative to it. */
function serverSdlFiles(): string[] {
  return readdirSync(resolve(__dirname, 'src/server'), {
    recursive: true,
    encoding: 'utf8',
  }).filter((f) => f.endsWith('.graphql'))
}

/**
 * Development only: Vite writes React refresh's preamble as an inline script. Instead of allowing
 * 'unsafe-inline', every script tag Vite writes gets a nonce made for this run (html.cspNonce),
 * the page's meta policy allows that nonce, and the main process (started by electron-vite with
 * this process's environment) adds it to its response header policy.
 */
function devScriptNonce(): Plugin {
  const nonce = randomBytes(18).toString('base64')
  return {
    name: 'dev-script-nonce',
    apply: 'serve',
    config() {
      process.env[DEV_SCRIPT_NONCE_ENV] = nonce
      return { html: { cspNonce: nonce } }
    },
    transformIndexHtml: { order: 'pre', handler: (html) => withDevScriptNonce(html, nonce) },
  }
}

/** The worker entries, by name, from the project's root. */
const WORKER_INPUTS = Object.fromEntries(
  Object.entries(WORKER_ENTRIES).map(([name, path]) => [name, resolve(__dirname, path)]),
)

/**
 * Three builds (electron-vite): main (Node, with the embedded case server), the sandboxed preload,
 * and the React renderer. The renderer build is also what the browser shell serves.
 */
export default defineConfig({
  main: {
    plugins: [serverAssets],
    build: {
      rollupOptions: {
        // Worker threads and the jobs' child process load these files beside the main bundle
        // (new URL('./…js', import.meta.url)).
        input: { index: resolve(__dirname, 'src/main/index.ts'), ...WORKER_INPUTS },
        output: {
          // Beside the embedded-server worker chunk, which resolves them relative to itself.
          entryFileNames: (chunk) =>
            chunk.name in WORKER_ENTRIES ? 'chunks/[name].js' : '[name].js',
        },
        // Native / WASM / worker-heavy packages load from node_modules at run time.
        external: [...MAIN_EXTERNAL_PACKAGES],
      },
    },
  },
  preload: {
    build: {
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        // A sandboxed preload cannot load ES modules: one CommonJS file requiring only electron.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    build: {
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } },
    },
    plugins: [react(), devScriptNonce()],
  },
})
