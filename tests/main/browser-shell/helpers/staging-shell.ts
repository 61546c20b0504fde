/**
 * A browser shell in a child process for the killed-shell test: it starts, stages one file the
 * way the page does, prints `staged <its temp folder>` and waits to be killed.
 * Usage: node --import tsx staging-shell.ts <data dir> <renderer dir>
 */
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startBrowserShell } from '../../../../src/main/browser-shell/start-browser-shell'
import { TEMP_PREFIX } from '../../../../src/main/browser-shell/stale-temp-folders'

const [dataDir, rendererDir] = process.argv.slice(2) as [string, string]
const shell = await startBrowserShell({ dataDir, rendererDir, downloadsDir: join(dataDir, 'dl') })
const launch = await fetch(shell.launchUrl(), { redirect: 'manual' })
const cookie = (launch.headers.get('set-cookie') ?? '').split(';')[0]!
const res = await fetch(`${shell.url}api/stage?name=scan.pdf`, {
  method: 'POST',
  headers: { cookie },
  body: '%PDF-1.4 a staged scan nobody uploaded',
})
if (!res.ok) throw new Error(`staging failed: HTTP ${res.status}`)
// This process's own temp folder: the one whose owner file names its pid.
for (const name of await readdir(tmpdir())) {
  if (!name.startsWith(TEMP_PREFIX)) continue
  const owner = await readFile(join(tmpdir(), name, 'owner.pid'), 'utf8').catch(() => '')
  if (owner === String(process.pid)) console.log(`staged ${join(tmpdir(), name)}`)
}
setInterval(() => undefined, 60_000)
