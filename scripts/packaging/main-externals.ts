/**
 * The packages the desktop app's main-process build leaves out of its bundle: native, WASM or
 * worker-heavy packages that load from node_modules at run time. Shared by electron.vite.config.ts
 * and the start-up bench, which bundles the server the same way to time its module loading.
 */
export const MAIN_EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  'pg',
  'pdfjs-dist',
  'tesseract.js',
  '@napi-rs/canvas',
  'chokidar',
  'file-type',
  'yazl',
] as const
