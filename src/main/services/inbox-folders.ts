/**
 * The watched inbox's folder layout and file moves: `processed/` and `failed/` inside the folder,
 * `<name>.error.txt` beside a failed file, and what the watcher ignores (its own folders, the
 * journal, temporary files of scanners, browsers and Office).
 */
import { mkdir, open, rename, rm } from 'node:fs/promises'
import { basename, join, relative, sep } from 'node:path'
import { writeFileDurable } from '../../server/durable-file'
import { JOURNAL_FILE_NAME } from './inbox-journal'

export const PROCESSED_DIR = 'processed'
export const FAILED_DIR = 'failed'

/** Files still being written by another program, or not documents at all. */
const TEMPORARY = [
  /^\./, // dotfiles: the journal, .DS_Store, editors' swap files
  /^~\$/, // Office lock files
  /\.(partial|part|tmp|temp|crdownload|download|swp)$/i,
  /^thumbs\.db$/i,
  /^desktop\.ini$/i,
]

/** True when the watcher must not treat `path` (inside `folder`) as a new document. */
export function isIgnoredInboxPath(folder: string, path: string): boolean {
  const rel = relative(folder, path)
  if (rel === '') return false
  const first = rel.split(sep)[0]!
  if (first === PROCESSED_DIR || first === FAILED_DIR) return true
  if (rel.includes(sep)) return true // only files directly in the folder are documents
  const name = basename(path)
  return name === JOURNAL_FILE_NAME || TEMPORARY.some((re) => re.test(name))
}

/** Splits a name into base and extension (with its dot). */
function split(name: string): [string, string] {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
}

/**
 * Moves a file into `processed/` or `failed/` without overwriting: a name already there gets -1,
 * -2 before its extension. Returns the new path.
 */
export async function moveInto(folder: string, sub: string, path: string): Promise<string> {
  const dir = join(folder, sub)
  await mkdir(dir, { recursive: true })
  const [base, ext] = split(basename(path))
  for (let n = 0; ; n++) {
    const target = join(dir, n === 0 ? `${base}${ext}` : `${base}-${n}${ext}`)
    try {
      // Claim the name first (an exclusive create fails when it exists), then rename over it.
      await (await open(target, 'wx')).close()
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue
      throw err
    }
    try {
      await rename(path, target)
    } catch (err) {
      await rm(target, { force: true })
      throw err
    }
    return target
  }
}

/** Writes `<name>.error.txt` beside a file moved to failed/, saying why. */
export async function writeErrorNote(movedPath: string, lines: readonly string[]): Promise<void> {
  await writeFileDurable(`${movedPath}.error.txt`, `${lines.filter(Boolean).join('\n')}\n`)
}
