import { cpSync } from 'node:fs'
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
  },
}

/**
 * Three builds (electron-vite): main (Node, with the embedded case server), the sandboxed preload,
 * and the React renderer. The renderer build is also what the browser shell serves.
 */
export default defineConfig({
  main: {
    plugins: [serverAssets],
    build: {
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/main/index.ts') },
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
