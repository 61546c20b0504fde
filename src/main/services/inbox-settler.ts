/**
 * Waits, for each file of the watched inbox, until it is completely written, then hands it on at
 * once (no batch barrier: each file goes on as soon as it is ready). Completely written means
 * all of:
 * - size, mtime and ctime unchanged for the stability window (inbox-settle.ts);
 * - no other program has it open for writing, where the OS can tell (open-writers.ts);
 * - for formats with an end marker (PDF, ZIP-based Office, PNG, JPEG), the marker is there
 *   (end-markers.ts). A file still without it after `incompleteAfterMs` of no change is given up
 *   on: it goes to failed/ with the reason, never uploaded cut off.
 * One timer for all files, set to the earliest moment one of them is due: a thousand files cost
 * a thousand stats per window, not a poll loop each.
 */
import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { mapLimit } from './concurrency'
import { checkEndMarker } from './end-markers'
import { observe, sameObservation, type FileObservation, type SettleState } from './inbox-settle'
import type { WriterCheck } from './open-writers'

export type SettledFile = {
  readonly path: string
  readonly name: string
  /** The stat that was stable: the bytes the upload must find (and still find afterwards). */
  readonly observed: FileObservation
}

export type SettlerOptions = {
  readonly windowMs: number
  /** Local folder: the file's own change time counts (see inbox-settle.ts). */
  readonly trustFileTimes: boolean
  /** How long a file without its end marker may stay unchanged before it is given up on. */
  readonly incompleteAfterMs: number
  readonly writerCheck: WriterCheck
  readonly onSettled: (file: SettledFile) => void
  /** Still waiting, and why (once per reason). */
  readonly onWaiting: (path: string, why: string) => void
  /** The file is gone (deleted, or renamed away) while it was waited for. */
  readonly onGone: (path: string) => void
  /** Given up on: the file never got its end marker. */
  readonly onIncomplete: (file: SettledFile, message: string) => void
  readonly onError: (err: unknown) => void
  /** After each round of checks (the watcher looks whether it is idle). */
  readonly onChecked: () => void
}

export type Settler = {
  /** Starts waiting for `path` (again); a path already waited for is left as it is. */
  readonly track: (path: string) => void
  readonly tracking: (path: string) => boolean
  readonly size: () => number
  readonly stop: () => void
}

type Tracked = {
  state?: SettleState
  checkAt: number
  /** Since when (ms) the unchanged file lacks its end marker. */
  markerMissingSince?: number
  /** The last reason told through onWaiting (told once). */
  told?: string
}

/** Ticks closer together than this are merged: a burst of files is checked as one group. */
const MIN_TICK_GAP_MS = 25
const STATS_IN_FLIGHT = 16

export function createSettler(o: SettlerOptions): Settler {
  const tracked = new Map<string, Tracked>()
  let timer: NodeJS.Timeout | undefined
  let timerAt = Infinity
  let ticking = false
  let stopped = false

  const schedule = () => {
    if (stopped || ticking) return
    let next = Infinity
    for (const t of tracked.values()) next = Math.min(next, t.checkAt)
    if (next === Infinity) return
    if (timer && timerAt <= next) return
    if (timer) clearTimeout(timer)
    timerAt = next
    timer = setTimeout(
      () => {
        timer = undefined
        timerAt = Infinity
        void tick()
      },
      Math.max(0, next - Date.now()),
    )
  }

  const wait = (path: string, t: Tracked, why: string, againInMs: number) => {
    t.checkAt = Date.now() + againInMs
    if (t.told !== why) {
      t.told = why
      o.onWaiting(path, why)
    }
  }

  async function tick(): Promise<void> {
    ticking = true
    try {
      // Everything due now or within the merge gap: checked as one group.
      const horizon = Date.now() + MIN_TICK_GAP_MS
      const due = [...tracked].filter(([, t]) => t.checkAt <= horizon)
      const candidates: SettledFile[] = []
      await mapLimit(due, STATS_IN_FLIGHT, async ([path, t]) => {
        let info
        try {
          info = await stat(path)
        } catch {
          tracked.delete(path) // gone (moved away, or a temporary file renamed)
          return o.onGone(path)
        }
        if (!info.isFile()) {
          tracked.delete(path)
          return o.onGone(path)
        }
        const now: FileObservation = {
          size: info.size,
          mtimeMs: info.mtimeMs,
          ctimeMs: info.ctimeMs,
        }
        const verdict = observe(t.state, now, Date.now(), o)
        if (!verdict.settled) {
          if (t.state && !sameObservation(t.state.seen, now)) t.markerMissingSince = undefined
          t.state = verdict.state
          t.checkAt = verdict.state.checkAt
          return
        }
        t.state = { seen: now, seenAt: t.state?.seenAt ?? Date.now(), checkAt: Date.now() }
        candidates.push({ path, name: basename(path), observed: now })
      })
      const complete: SettledFile[] = []
      await mapLimit(candidates, STATS_IN_FLIGHT, async (file) => {
        const t = tracked.get(file.path)!
        const marker = await checkEndMarker(file.path, file.observed.size).catch(() => null)
        if (marker === null) {
          tracked.delete(file.path) // gone meanwhile
          return o.onGone(file.path)
        }
        if (marker.kind !== 'incomplete') return void complete.push(file)
        const since = (t.markerMissingSince ??= Date.now())
        if (Date.now() - since >= o.incompleteAfterMs) {
          tracked.delete(file.path)
          o.onIncomplete(
            file,
            `The file looks incomplete: it is a ${marker.format} without ${marker.missing}, and ` +
              `it did not change for ${Math.round((Date.now() - since) / 1000)} s. It was not uploaded.`,
          )
          return
        }
        wait(file.path, t, `Waiting for the ${marker.format} to be complete`, o.windowMs)
      })
      const busy =
        complete.length > 0 ? await o.writerCheck(complete.map((f) => f.path)) : new Set()
      for (const file of complete) {
        const t = tracked.get(file.path)!
        if (busy.has(file.path)) {
          wait(
            file.path,
            t,
            'Waiting: another program has the file open',
            Math.min(1000, o.windowMs),
          )
          continue
        }
        tracked.delete(file.path)
        o.onSettled(file)
      }
    } catch (err) {
      o.onError(err)
    } finally {
      ticking = false
      schedule()
      o.onChecked()
    }
  }

  return {
    track(path) {
      if (stopped || tracked.has(path)) return
      tracked.set(path, { checkAt: Date.now() })
      schedule()
    },
    tracking: (path) => tracked.has(path),
    size: () => tracked.size,
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      tracked.clear()
    },
  }
}
