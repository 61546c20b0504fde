/**
 * The one rule for every multi-step write to a data folder (settings, journals, the object store,
 * the server token, error notes, the database folder): write to a temporary name beside the
 * target, fsync it, rename it over the target, fsync the folder. A crash (kill -9, power loss) at
 * any point leaves the old file or the new one, never half of one, and a rename that returned is
 * on disk.
 *
 * Plain Node with no dependency on the rest of the server: the desktop host, the CLI and the
 * inbox use it too.
 */
import { randomBytes } from 'node:crypto'
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs'
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/**
 * Errors of opening or syncing a folder that mean "this platform does not do that" (Windows
 * cannot open a directory; some file systems refuse fsync on one): its renames are journalled.
 */
const FOLDER_SYNC_UNSUPPORTED = new Set(['EISDIR', 'EPERM', 'EACCES', 'EINVAL', 'ENOTSUP'])

/** A temporary name beside `path`: same folder (so the rename is atomic), never a clash. */
export function tempPathBeside(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`)
}

/** Makes a folder's entries (a create, a rename) durable. */
export async function fsyncDir(dir: string): Promise<void> {
  let handle
  try {
    handle = await open(dir, 'r')
    await handle.sync()
  } catch (err) {
    if (!FOLDER_SYNC_UNSUPPORTED.has((err as NodeJS.ErrnoException).code ?? '')) throw err
  } finally {
    await handle?.close()
  }
}

/** Synchronous `fsyncDir`, for start-up steps that run before anything else. */
export function fsyncDirSync(dir: string): void {
  let fd: number | undefined
  try {
    fd = openSync(dir, 'r')
    fsyncSync(fd)
  } catch (err) {
    if (!FOLDER_SYNC_UNSUPPORTED.has((err as NodeJS.ErrnoException).code ?? '')) throw err
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

export type DurableWriteOptions = {
  /** File mode of a new file (default 0o644; secrets use 0o600). */
  readonly mode?: number
}

/** Writes `data` to `path` by write → fsync → rename → fsync of the folder. */
export async function writeFileDurable(
  path: string,
  data: string | Uint8Array,
  options: DurableWriteOptions = {},
): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const tmp = tempPathBeside(path)
  const handle = await open(tmp, 'w', options.mode ?? 0o644)
  try {
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(tmp, path)
  } catch (err) {
    await rm(tmp, { force: true })
    throw err
  }
  await fsyncDir(dirname(path))
}

/** Synchronous `writeFileDurable`. */
export function writeFileDurableSync(
  path: string,
  data: string | Uint8Array,
  options: DurableWriteOptions = {},
): void {
  const tmp = tempPathBeside(path)
  const fd = openSync(tmp, 'w', options.mode ?? 0o644)
  try {
    try {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data
      for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(tmp, path)
  } catch (err) {
    rmSync(tmp, { force: true })
    throw err
  }
  fsyncDirSync(dirname(path))
}

/**
 * Fsyncs every file and folder under `root` (a database folder copied from the template, before
 * it is renamed into place), a few at a time.
 */
export async function fsyncTree(root: string): Promise<void> {
  const files: string[] = []
  const dirs: string[] = [root]
  for (let i = 0; i < dirs.length; i++) {
    for (const e of await readdir(dirs[i]!, { withFileTypes: true })) {
      const p = join(dirs[i]!, e.name)
      if (e.isDirectory()) dirs.push(p)
      else if (e.isFile()) files.push(p)
    }
  }
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const handle = await open(files[next++]!, 'r')
      try {
        await handle.sync()
      } finally {
        await handle.close()
      }
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  // Deepest folders first: each folder's entries are durable before its parent's.
  for (const d of dirs.reverse()) await fsyncDir(d)
}

/** True when `dir` exists and has no entries. */
export function isEmptyDirSync(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0
  } catch {
    return false
  }
}

export type FolderSyncer = {
  /** Notes a folder whose entries changed (a file renamed or linked into it). */
  readonly add: (dir: string) => void
  /** Fsyncs every folder noted so far, a few at a time; resolves once they and earlier are done. */
  readonly flush: () => Promise<void>
}

/**
 * Folder fsyncs batched: one placement after another would pay a few milliseconds each, in a
 * row; noted and flushed together they run in parallel and a folder noted twice is synced once.
 */
export function createFolderSyncer(inFlight = 16): FolderSyncer {
  let pending = new Set<string>()
  let chain: Promise<void> = Promise.resolve()
  const syncAll = async (dirs: readonly string[]) => {
    let next = 0
    await Promise.all(
      Array.from({ length: Math.min(inFlight, dirs.length) }, async () => {
        while (next < dirs.length) await fsyncDir(dirs[next++]!)
      }),
    )
  }
  return {
    add: (dir) => void pending.add(dir),
    flush() {
      const batch = [...pending]
      pending = new Set()
      const done = chain.then(() => syncAll(batch))
      chain = done.catch(() => undefined)
      return done
    },
  }
}
