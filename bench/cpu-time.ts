/** Small measures the bench parts share: a function's CPU time in this process, and a median. */

/** CPU time (user + system, ms) this process spends while `fn` runs. */
export async function cpuMs(fn: () => Promise<unknown>): Promise<number> {
  const c = process.cpuUsage()
  await fn()
  const u = process.cpuUsage(c)
  return (u.user + u.system) / 1000
}

/** The middle value (the upper of the two middle ones for an even count), 0 for none. */
export const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
