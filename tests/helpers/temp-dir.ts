/** The one temp-folder helper of every suite: a folder under os.tmpdir() and its removal. */
import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type TempDir = { readonly dir: string; readonly remove: () => Promise<void> }

/** Created at once (usable at describe level), removed with everything inside by `remove`. */
export function tempDir(prefix = 'cdm'): TempDir {
  const dir = mkdtempSync(join(tmpdir(), `${prefix.replace(/-$/, '')}-`))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}
