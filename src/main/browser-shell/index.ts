/**
 * `npm run start:browser -- [--port <p>] [--data <dir>] [--downloads <dir>]`: the app in any
 * browser (and for Playwright) where the Electron binary is absent. Builds the renderer when
 * out/renderer is missing, then prints exactly one line: `open http://127.0.0.1:<p>/`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { optionalFlag, parseArgs } from '../cli/cli-args'
import { startBrowserShell } from './start-browser-shell'

const root = resolve(import.meta.dirname, '../../..')
const args = parseArgs(['serve', ...process.argv.slice(2)])
const port = Number(optionalFlag(args, 'port') ?? 0)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number`)
  process.exit(2)
}
const rendererDir = resolve(root, 'out/renderer')
if (!existsSync(resolve(rendererDir, 'index.html'))) {
  // Build output goes to stderr: stdout carries only the one `open` line.
  const built = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: ['ignore', 2, 2] })
  if (built.status !== 0) {
    console.error('electron-vite build failed')
    process.exit(1)
  }
}
const dataArg = optionalFlag(args, 'data')
const downloadsArg = optionalFlag(args, 'downloads')
const shell = await startBrowserShell({
  port,
  dataDir: resolve(dataArg ?? resolve(root, '.data/browser-shell')),
  downloadsDir: downloadsArg ? resolve(downloadsArg) : undefined,
  rendererDir,
})
console.log(`open ${shell.url}`)

let closing = false
const stop = () => {
  if (closing) return
  closing = true
  void shell.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
