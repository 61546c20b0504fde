/**
 * One server per data folder: PGlite is single-process, and two writers would corrupt it. A lock
 * file holds the owner's pid; a stale lock (dead pid) is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** True when a process with this id runs (or exists but is not ours to signal). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the data folder's lock; returns its release function. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const path = join(dir, 'server.lock')
  const token = `${process.pid}:${Math.random().toString(36).slice(2)}`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, token, { flag: 'wx' })
      return () => {
        try {
          if (readFileSync(path, 'utf8') === token) rmSync(path)
        } catch {
          // Already gone.
        }
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const owner = Number(readFileSync(path, 'utf8').split(':')[0])
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
        throw new Error(`Data folder ${dir} is in use by another case server (pid ${owner})`)
      }
      rmSync(path, { force: true })
    }
  }
  throw new Error(`Could not lock data folder ${dir}`)
}
