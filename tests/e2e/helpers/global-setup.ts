/**
 * Builds the renderer before the e2e run when the build is missing or older than its sources
 * (out/renderer is what the browser shell serves), so the tests always see the current code
 * without rebuilding under a run that is still serving the previous build. `E2E_BUILD=1` forces
 * a build; a lock file serialises concurrent runs.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../../..')
const SOURCES = ['src/renderer', 'src/shared', 'electron.vite.config.ts', 'package.json']

/** The newest modification time under a file or folder. */
function newest(path: string): number {
  const s = statSync(path)
  if (!s.isDirectory()) return s.mtimeMs
  let max = s.mtimeMs
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)))
  return max
}

/** True when out/renderer exists and is newer than every renderer source. */
function upToDate(): boolean {
  const index = resolve(ROOT, 'out/renderer/index.html')
  if (!existsSync(index)) return false
  const built = statSync(index).mtimeMs
  return SOURCES.every((s) => !existsSync(resolve(ROOT, s)) || newest(resolve(ROOT, s)) < built)
}

/** Playwright's global setup. */
export default function globalSetup(): void {
  if (process.env['E2E_BUILD'] !== '1' && upToDate()) return
  execFileSync('flock', ['/tmp/cdm-e2e-build.lock', 'sh', '-c', 'npx electron-vite build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
