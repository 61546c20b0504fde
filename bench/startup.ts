/**
 * Start-up benchmark of the embedded server (`npm run bench -- startup`; writes
 * bench/results/startup.json). Each start runs in a fresh process, as the app's server thread
 * does, with the server's modules loaded first (the app loads its bundle while the window opens;
 * under tsx that load is transpilation, reported apart). Timed: startCaseServer → listening, and
 * → the first GraphQL answer with the demo data (the seed runs after listening).
 *
 * - first start on an empty folder, from the template made at build time (`npm run
 *   build:template`, made here into a temp folder before timing, as the build does);
 * - restart on that folder;
 * - for reference: a first start from the OS temp cache, and one with initdb (no template).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { benchRow, goal, writePartResults } from './report'
import { round } from './services-harness'

const ROOT = resolve(import.meta.dirname, '..')
const REPEAT = Number(process.env.BENCH_STARTUP_REPEAT ?? 3)

type Timing = { importMs: number; listeningMs: number; firstAnswerMs: number; created: string }

/** Child: one start of the server on `dataDir`, timed. */
async function child(dataDir: string, template: string): Promise<void> {
  const t0 = performance.now()
  const { startCaseServer } = await import('../src/server/index')
  const importMs = performance.now() - t0
  const t1 = performance.now()
  const s = await startCaseServer({
    dataDir,
    seed: 'demo',
    seedAfterListen: true,
    sweepIntervalSeconds: 0,
    pgliteTemplate: template === 'initdb' ? false : template === 'cache' ? true : template,
  })
  const listeningMs = performance.now() - t1
  const res = await fetch(s.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
    body: JSON.stringify({ query: '{ cases { totalCount } }' }),
  })
  const body = (await res.json()) as { data?: { cases: { totalCount: number } } }
  const firstAnswerMs = performance.now() - t1
  if (body.data?.cases.totalCount !== 2) throw new Error(`no demo data: ${JSON.stringify(body)}`)
  const created = s.dataDir?.created ?? 'no'
  await s.close()
  console.log(JSON.stringify({ importMs, listeningMs, firstAnswerMs, created } satisfies Timing))
}

function runChild(dataDir: string, template: string): Timing {
  const r = spawnSync(
    process.execPath,
    [...process.execArgv, import.meta.filename, '--child', dataDir, template],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  )
  if (r.status !== 0) throw new Error(`start-up child failed (${r.status})`)
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Timing
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-startup-'))
  try {
    const shipped = join(work, 'pglite-template')
    const built = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts/build-pglite-template.ts'), shipped],
      { cwd: ROOT, stdio: 'inherit' },
    )
    if (built.status !== 0) throw new Error('building the template failed')
    const first: Timing[] = []
    const restart: Timing[] = []
    for (let i = 0; i < REPEAT; i++) {
      const dir = join(work, `data-${i}`)
      first.push(runChild(dir, shipped))
      restart.push(runChild(dir, shipped))
    }
    const cache = runChild(join(work, 'data-cache'), 'cache')
    const initdb = runChild(join(work, 'data-initdb'), 'initdb')
    const m = (xs: Timing[], k: 'listeningMs' | 'firstAnswerMs' | 'importMs') =>
      round(median(xs.map((x) => x[k])))
    const results = {
      repeat: REPEAT,
      firstStart: first,
      restart,
      fromCachedTemplate: cache,
      withInitdb: initdb,
      moduleLoadMsMedian: m(first, 'importMs'),
    }
    writePartResults(
      'startup',
      [
        benchRow(
          'startup',
          'embedded first start, empty folder: to the first answer with data',
          m(first, 'firstAnswerMs'),
          'ms',
          {
            goal: goal('value', '<', 2000),
          },
        ),
        benchRow(
          'startup',
          'embedded first start, empty folder: to listening',
          m(first, 'listeningMs'),
          'ms',
        ),
        benchRow(
          'startup',
          'embedded restart: to the first answer',
          m(restart, 'firstAnswerMs'),
          'ms',
          {
            goal: goal('value', '<', 1000),
          },
        ),
        benchRow(
          'startup',
          'first start without a shipped template (initdb) to the first answer',
          round(initdb.firstAnswerMs),
          'ms',
          {
            baseline: m(first, 'firstAnswerMs'),
            against: 'first start from the shipped template',
          },
        ),
      ],
      results,
    )
    console.log(JSON.stringify(results, null, 2))
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

const at = process.argv.indexOf('--child')
if (at >= 0) await child(process.argv[at + 1]!, process.argv[at + 2]!)
else await main()
