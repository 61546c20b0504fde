import { cpSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'

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
      cpSync(
        resolve(__dirname, 'src/server/graphql/schema.graphql'),
        resolve(__dirname, dir, 'schema.graphql'),
      )
    }
    // The extraction worker thread and child process are built into chunks/ (see entryFileNames);
    // code in out/main/index.js looks for them beside itself, so a one-line module forwards there.
    for (const name of EXTRACTION_ENTRIES) {
      writeFileSync(resolve(__dirname, 'out/main', `${name}.js`), `import './chunks/${name}.js'\n`)
    }
  },
}

/** Separate entry points the server starts as a worker thread / child process at run time. */
const EXTRACTION_ENTRIES = ['extraction-worker', 'extraction-child'] as const

/**
 * Three builds (electron-vite): main (Node, with the embedded case server), the sandboxed preload,
 * and the React renderer. The renderer build is also what the browser shell serves.
 */
export default defineConfig({
  main: {
    plugins: [serverAssets],
    build: {
      rollupOptions: {
        // The extraction engine runs off the API's event loop: its worker thread and the jobs'
        // child process load these files beside the main bundle (new URL('./…js', import.meta.url)).
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          'extraction-worker': resolve(__dirname, 'src/server/extraction/extraction-worker.ts'),
          'extraction-child': resolve(__dirname, 'src/server/jobs/extraction-child.ts'),
        },
        output: {
          // Beside the embedded-server worker chunk, which resolves them relative to itself.
          entryFileNames: (chunk) =>
            (EXTRACTION_ENTRIES as readonly string[]).includes(chunk.name)
              ? 'chunks/[name].js'
              : '[name].js',
        },
        // Native / WASM / worker-heavy packages load from node_modules at run time.
        external: [
          '@electric-sql/pglite',
          'pg',
          'pg-boss',
          'pdfjs-dist',
          'tesseract.js',
          '@napi-rs/canvas',
          'chokidar',
          'file-type',
          'yazl',
        ],
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
    plugins: [react()],
  },
})
