/**
 * CPU profiles of this process while a bench runs (node:inspector), for deciding what to
 * optimise on a machine too loaded for timings: where the time goes stays meaningful when the
 * figures do not. Writes a .cpuprofile (open it in Chrome DevTools or VS Code) and prints the
 * functions with the most self time.
 */
import { Session } from 'node:inspector/promises'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { RESULTS_DIR } from './report'

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}
type Profile = { nodes: ProfileNode[]; samples?: number[] }

/** Runs `fn` under the CPU profiler; writes bench/results/<name>.cpuprofile and a summary. */
export async function profiled<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 200 })
  await session.post('Profiler.start')
  try {
    return await fn()
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile }
    session.disconnect()
    mkdirSync(RESULTS_DIR, { recursive: true })
    const path = join(RESULTS_DIR, `${name}.cpuprofile`)
    writeFileSync(path, JSON.stringify(profile))
    console.log(`CPU profile: ${path}\n${topSelfTime(profile, 25)}`)
  }
}

/** The functions with the most self time, as lines "share  function  file:line". */
export function topSelfTime(profile: Profile, count: number): string {
  const total = profile.nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0) || 1
  const byFn = new Map<string, number>()
  for (const n of profile.nodes) {
    const f = n.callFrame
    const file = f.url.replace(/^file:\/\/.*?\/(node_modules|src|bench)\//, '$1/')
    const key = `${f.functionName || '(anonymous)'}  ${file}:${f.lineNumber + 1}`
    byFn.set(key, (byFn.get(key) ?? 0) + (n.hitCount ?? 0))
  }
  return [...byFn.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n')
}
