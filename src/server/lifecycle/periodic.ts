/**
 * Runs a maintenance task soon after start and then every `intervalSeconds` (0: never), one run
 * at a time; returns the stop function, which waits for a run in progress.
 */
export function startPeriodic(
  name: string,
  task: () => Promise<void>,
  intervalSeconds: number,
  firstDelayMs = 2_000,
): () => Promise<void> {
  if (intervalSeconds <= 0) return async () => undefined
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const run = () => {
    running = running.then(async () => {
      if (stopped) return
      try {
        await task()
      } catch (err) {
        console.error(`case server: ${name} failed`, err)
      }
    })
  }
  const first = setTimeout(run, firstDelayMs)
  const timer = setInterval(run, intervalSeconds * 1000)
  first.unref()
  timer.unref()
  return async () => {
    stopped = true
    clearTimeout(first)
    clearInterval(timer)
    await running
  }
}
