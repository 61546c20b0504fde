import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'

/**
 * Three builds (electron-vite): main (Node, with the embedded case server), the sandboxed preload,
 * and the React renderer. The renderer build is also what the browser shell serves.
 */
export default defineConfig({
  main: {
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
      rollupOptions: { input: { index: resolve(__dirname, 'src/preload/index.ts') } },
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
