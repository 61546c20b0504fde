/**
 * Each browser shell keeps its staged uploads in its own temp folder, `cdm-browser-<random>`, with
 * an `owner.pid` file. A shell killed with SIGKILL (or a crash) cannot remove it; the next shell
 * removes every such folder whose owner is no longer running, so staged documents do not pile up
 * in /tmp.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { alive } from '../../server/data-lock'

export const TEMP_PREFIX = 'cdm-browser-'
const OWNER_FILE = 'owner.pid'
/** A folder without an owner file (a shell killed while starting) is kept this long. */
const ORPHAN_GRACE_MS = 24 * 3600_000

/** Marks `folder` as owned by this process. */
export async function claimTempFolder(folder: string): Promise<void> {
  await writeFile(join(folder, OWNER_FILE), String(process.pid), { mode: 0o600 })
}

/** Removes the temp folders of shells that are gone; resolves with the folders removed. */
export async function sweepStaleTempFolders(tempRoot: string): Promise<string[]> {
  const removed: string[] = []
  const entries = await readdir(tempRoot, { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(TEMP_PREFIX)) continue
    const folder = join(tempRoot, entry.name)
    const info = await stat(folder).catch(() => null)
    // Only our own user's folders (a shared /tmp holds other people's shells too).
    if (info === null || (process.getuid !== undefined && info.uid !== process.getuid())) continue
    const owner = Number(await readFile(join(folder, OWNER_FILE), 'utf8').catch(() => ''))
    let stale: boolean
    if (Number.isInteger(owner) && owner > 0) {
      stale = owner !== process.pid && !alive(owner)
    } else {
      stale = Date.now() - info.mtimeMs > ORPHAN_GRACE_MS
    }
    if (stale) {
      const gone = await rm(folder, { recursive: true, force: true }).then(
        () => true,
        () => false,
      )
      if (gone) removed.push(folder)
    }
  }
  return removed
}
