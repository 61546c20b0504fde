/**
 * When a file in the watched inbox counts as completely written, as pure rules (the watcher does
 * the stats and reads). A file is settled when its size, modification time and change time have
 * not changed for the stability window:
 * - seen twice, `window` apart, with the same size, mtime and ctime (every write changes ctime, at
 *   nanosecond resolution, and no program can set it back); or
 * - in a local folder, at first sight, when its last change (the later of mtime and ctime, by the
 *   file system's own clock) is already more than `window` ago: files waiting in the folder when
 *   the watcher starts, or found after a pause, do not wait again. Network shares (polling) stamp
 *   times with the server's clock, which may be off: there only the watcher's own observations
 *   count.
 */

/** What one stat of a file says. */
export type FileObservation = {
  readonly size: number
  readonly mtimeMs: number
  readonly ctimeMs: number
}

/** What the watcher remembers of a file it waits for. */
export type SettleState = {
  readonly seen: FileObservation
  /** When (watcher's clock, ms) the file was seen with `seen` for the first time. */
  readonly seenAt: number
  /** When to stat it again (ms). */
  readonly checkAt: number
}

export type SettleRules = {
  /** How long size and times must stay unchanged (ms). */
  readonly windowMs: number
  /** The file's own times are trusted (a local folder, not a polled network share). */
  readonly trustFileTimes: boolean
}

/** True when two observations describe the same bytes on disk (as far as a stat can tell). */
export function sameObservation(a: FileObservation, b: FileObservation): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs
}

/** The file's last change by its own times. */
const lastChange = (o: FileObservation) => Math.max(o.mtimeMs, o.ctimeMs)

/**
 * Folds one observation into the state of a file: `settled` when it has not changed for the
 * window, else the state to keep, with the time of the next look.
 */
export function observe(
  prev: SettleState | undefined,
  now: FileObservation,
  at: number,
  rules: SettleRules,
): { readonly settled: true } | { readonly settled: false; readonly state: SettleState } {
  const unchanged = prev !== undefined && sameObservation(prev.seen, now)
  if (unchanged && at - prev.seenAt >= rules.windowMs) return { settled: true }
  // Since when the bytes are known to be as they are now.
  let since = unchanged ? prev.seenAt : at
  if (rules.trustFileTimes) since = Math.min(since, Math.min(lastChange(now), at))
  if (rules.trustFileTimes && at - since >= rules.windowMs) return { settled: true }
  return {
    settled: false,
    state: { seen: now, seenAt: unchanged ? prev.seenAt : at, checkAt: since + rules.windowMs },
  }
}
