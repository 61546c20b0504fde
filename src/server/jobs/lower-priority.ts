/**
 * Lowers the scheduling priority of this whole process. On Linux a nice value belongs to each
 * thread, and the threads Node starts before any of our code runs (V8's compiler and GC helpers,
 * the libuv pool) would keep the normal priority: every thread listed in /proc/self/task is
 * reniced. Threads started later (OCR workers) inherit the value from the thread that starts them.
 * Elsewhere the priority is the process's, set once.
 */
import { readdirSync } from 'node:fs'
import { setPriority } from 'node:os'

/** Nice value of the extraction engine, process or thread (19 is the lowest priority). */
export const EXTRACTION_NICE = Number(process.env.EXTRACTION_NICE ?? 10)

/** Sets `nice` (0 normal … 19 lowest) for the process; returns how many threads were set. */
export function lowerPriority(nice: number): number {
  let threads: string[] = []
  try {
    threads = readdirSync('/proc/self/task')
  } catch {
    // Not Linux: the process's priority covers its threads.
  }
  let set = 0
  for (const tid of threads.length > 0 ? threads.map(Number) : [0]) {
    try {
      setPriority(tid, nice)
      set++
    } catch {
      // A thread that ended meanwhile, or a platform that refuses: it keeps its priority.
    }
  }
  return set
}

/**
 * Lowers the priority of the calling thread alone, where a nice value belongs to each thread
 * (Linux): the extraction engine's worker thread in the desktop app, whose OCR threads, started
 * from it, inherit the value, while the server's thread beside it keeps the normal priority.
 * Elsewhere a priority is the whole process's (the app's main process too): nothing is changed,
 * and false is returned.
 */
export function lowerThreadPriority(nice: number): boolean {
  if (process.platform !== 'linux') return false
  try {
    // On Linux `setpriority(PRIO_PROCESS, 0, …)` sets the calling thread, not the process.
    setPriority(0, nice)
    return true
  } catch {
    return false
  }
}
