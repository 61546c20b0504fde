/**
 * One fault of the first start, shared by the fault suite and its long version in the bench: the
 * server process is started on an empty data folder and killed with SIGKILL `delayMs` after it
 * took the folder (its lock file appears just before the database is created), or `delayMs` after
 * it began to write the new database (its scratch folder appears): the kill then lands while the
 * database files are being copied, whatever the machine's speed.
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

/** When the delay starts: the folder locked, or the new database's scratch folder made. */
export type KillFrom = 'lock' | 'scratch'

// Or already finished: a kill after that is a kill of a started server, still worth making.
const scratchMade = (dir: string) =>
  existsSync(dir) &&
  (readdirSync(dir).some((n) => n.startsWith('pglite.init-')) ||
    existsSync(join(dir, 'pglite', 'case-server-ready.json')))

/** Starts the server on `dir`, kills it `delayMs` after `from`; returns the state it left. */
export async function killDuringFirstStart(
  dir: string,
  delayMs: number,
  from: KillFrom = 'lock',
): Promise<string> {
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
    const ready = () => (from === 'lock' ? existsSync(lock) : scratchMade(dir))
    // Generous: several servers start at once in the suite, on a machine that may be busy.
    const end = Date.now() + 180_000
    while (!ready()) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
      if (Date.now() > end) throw new Error(`the server never reached its ${from} step`)
      await new Promise((r) => setTimeout(r, 1))
    }
    await new Promise((r) => setTimeout(r, delayMs))
  } finally {
    await kill9(child)
  }
  return stateOf(dir)
}
