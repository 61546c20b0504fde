/**
 * One fault of the first start, shared by the fault suite and its long version in the bench: the
 * server process is started on an empty data folder and killed with SIGKILL `delayMs` after it
 * took the folder (its lock file appears just before the database is created).
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { freePort, kill9, ROOT } from './process-helpers'

/** What the folder held when the process died, for the report. */
function stateOf(dir: string): string {
  const names = existsSync(dir) ? readdirSync(dir) : []
  if (existsSync(join(dir, 'pglite', 'case-server-ready.json'))) return 'database complete'
  if (existsSync(join(dir, 'pglite'))) return 'database folder without its marker'
  if (names.some((n) => n.startsWith('pglite.init-'))) return 'being created (scratch folder)'
  return 'no database yet'
}

/** Starts the server on `dir`, kills it `delayMs` after it locked the folder; returns the state. */
export async function killDuringFirstStart(dir: string, delayMs: number): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/cli.ts',
      '--port',
      String(await freePort()),
      '--data',
      dir,
      '--token',
      't',
      '--seed',
      'demo',
    ],
    { cwd: ROOT, stdio: 'ignore' },
  )
  try {
    const lock = join(dir, 'server.lock')
    const end = Date.now() + 60_000
    while (!existsSync(lock)) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
      if (Date.now() > end) throw new Error('the server never locked its data folder')
      await new Promise((r) => setTimeout(r, 1))
    }
    await new Promise((r) => setTimeout(r, delayMs))
  } finally {
    await kill9(child)
  }
  return stateOf(dir)
}
