/**
 * The paths the user chose, as the main process saw them chosen: files from the open dialog or
 * dropped on the window (the preload hands main the path of a real dropped File; a page cannot
 * make one up), folders from the folder dialog, and the files main itself wrote (archives,
 * downloads). The contract's calls that read or reveal the disk accept only these, so a
 * compromised page cannot upload ~/.ssh/id_rsa or point the inbox at a folder of its choosing.
 */
import { isAbsolute, resolve } from 'node:path'

/** Entries kept per kind: the oldest go first (a day of drops is far below this). */
const MAX_ENTRIES = 10_000

/** A bounded set of absolute, normalised paths, oldest dropped first. */
export type PathSet = {
  readonly add: (path: string) => void
  readonly has: (path: string) => boolean
}

function pathSet(limit: number): PathSet {
  const paths = new Set<string>()
  return {
    add: (path) => {
      const p = resolve(path)
      paths.delete(p)
      paths.add(p)
      if (paths.size > limit) paths.delete(paths.values().next().value!)
    },
    has: (path) => paths.has(resolve(path)),
  }
}

export type ChosenPaths = {
  /** Files the user picked in the open dialog or dropped on the window. */
  readonly files: PathSet
  /** Folders the user picked in the folder dialog. */
  readonly folders: PathSet
  /** Files the main process wrote for the user (archives, downloads): "Show in folder" reveals these. */
  readonly written: PathSet
}

/**
 * True when what the preload sent as a dropped file's path can be one: an absolute path of
 * reasonable length without NUL (anything else is a page trying its luck, and is ignored).
 */
export function isDroppedFilePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= 4096 &&
    !value.includes('\0') &&
    isAbsolute(value)
  )
}

/** An empty registry (one per app host, for the life of the process). */
export function createChosenPaths(limit = MAX_ENTRIES): ChosenPaths {
  return { files: pathSet(limit), folders: pathSet(limit), written: pathSet(limit) }
}
