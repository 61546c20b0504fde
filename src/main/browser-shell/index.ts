/**
 * `npm run start:browser -- [--port <p>] [--data <dir>] [--downloads <dir>]`: the app in any
 * browser (and for Playwright) where the Electron binary is absent. Builds the renderer when
 * out/renderer is missing, then prints one line, `open http://127.0.0.1:<p>/?token=<t>`: a link
 * whose one-time token opens one browser session. Each line read on stdin (Enter in the
 * terminal) prints a new link, for another browser.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { numberOption, parseCommandLine, UsageError } from '../../server/command-line'
import { startBrowserShell } from './start-browser-shell'

const USAGE = 'usage: npm run start:browser -- [--port <p>] [--data <dir>] [--downloads <dir>]'

/** The shell's options from the command line (exit 2 with the usage on a bad one). */
function options() {
  try {
    const { values, positionals } = parseCommandLine(process.argv.slice(2), {
      port: { type: 'string' },
      data: { type: 'string' },
      downloads: { type: 'string' },
    })
    if (positionals.length > 0) throw new UsageError(`Unexpected argument ${positionals[0]}`)
    const port = numberOption(values.port, 'port', { integer: true, min: 0, max: 65535 }) ?? 0
    return { port, data: values.data, downloads: values.downloads }
  } catch (e) {
    if (!(e instanceof UsageError)) throw e
    console.error(`${e.message}\n${USAGE}`)
    process.exit(2)
  }
}

const root = resolve(import.meta.dirname, '../../..')
const { port, data: dataArg, downloads: downloadsArg } = options()
const rendererDir = resolve(root, 'out/renderer')
if (!existsSync(resolve(rendererDir, 'index.html'))) {
  // Build output goes to stderr: stdout carries only the one `open` line.
  const built = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: ['ignore', 2, 2] })
  if (built.status !== 0) {
    console.error('electron-vite build failed')
    process.exit(1)
  }
}
const shell = await startBrowserShell({
  port,
  dataDir: resolve(dataArg ?? resolve(root, '.data/browser-shell')),
  downloadsDir: downloadsArg ? resolve(downloadsArg) : undefined,
  rendererDir,
})
console.log(`open ${shell.launchUrl()}`)
console.error('(press Enter for another link)')
process.stdin.setEncoding('utf8')
process.stdin.on('data', (chunk: string) => {
  for (let i = 0; i < chunk.split('\n').length - 1; i++) console.log(`open ${shell.launchUrl()}`)
})

let closing = false
const stop = () => {
  if (closing) return
  closing = true
  void shell.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
