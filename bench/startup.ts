/**
 * Start-up benchmark of the embedded server (`npm run bench -- startup`; writes
 * bench/results/startup.json). Each start is a process of its own, started by this one: the
 * server bundled the way the desktop app's main build bundles it (esbuild, the same packages left
 * external: scripts/packaging/main-externals.ts), run with plain `node`. The goal rows are timed
 * from the spawn to the first GraphQL answer with the demo data (the seed runs after listening):
 * process start, module loading, the database and the seed all count. The in-process figures
 * (startCaseServer → first answer) and the module loading are reported beside them.
 *
 * - first start on an empty folder, from the template made at build time (`npm run
 *   build:template`, made here into a temp folder before timing, as the build does);
 * - restart on that folder;
 * - for reference: a first start with initdb (no template).
 *
 * BENCH_STARTUP_REPEAT=<n> starts (median; default 3, BENCH_QUICK=1: 1).
 */
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { build } from 'esbuild'
import { MAIN_EXTERNAL_PACKAGES } from '../scripts/packaging/main-externals'
import { WORKER_ENTRIES } from '../scripts/packaging/worker-entries'
import { benchRow, goal, writePartResults } from './report'
import { round } from './services-harness'
import { median } from './cpu-time'

const ROOT = resolve(import.meta.dirname, '..')
const REPEAT = Number(process.env.BENCH_STARTUP_REPEAT ?? (process.env.BENCH_QUICK === '1' ? 1 : 3))
/** Inside the repository, so the bundle finds node_modules as the app's bundle does. */
const BUNDLE_DIR = join(ROOT, 'node_modules/.cache/bench-startup')

type Start = {
  /** Spawn → the first answer, measured by this process. */
  readonly spawnToAnswerMs: number
  /** In the child, since its process started: modules loaded, listening, answered. */
  readonly loadedMs: number
  readonly listeningMs: number
  readonly answeredMs: number
  readonly inProcessListeningMs: number
  readonly inProcessAnswerMs: number
  readonly created: string
}

/** Bundles bench/startup-server.ts with the server's migrations and SDL beside it. */
async function bundleServer(): Promise<string> {
  rmSync(BUNDLE_DIR, { recursive: true, force: true })
  mkdirSync(BUNDLE_DIR, { recursive: true })
  await build({
    entryPoints: {
      server: join(import.meta.dirname, 'startup-server.ts'),
      ...Object.fromEntries(
        Object.entries(WORKER_ENTRIES).map(([name, path]) => [name, join(ROOT, path)]),
      ),
    },
    outdir: BUNDLE_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Dynamic imports become chunks loaded when first used, as in the app's build (rollup).
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...MAIN_EXTERNAL_PACKAGES],
    // CommonJS dependencies bundled into ESM call require(): give the bundle one (under a name
    // no module of ours imports: a chunk may hold one that imports createRequire itself).
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
    logLevel: 'warning',
  })
  // The server starts its worker threads from `<name>.js` beside its code, as in out/main.
  for (const name of Object.keys(WORKER_ENTRIES)) {
    writeFileSync(join(BUNDLE_DIR, `${name}.js`), `import './${name}.mjs'\n`)
  }
  // The server reads these beside its module (import.meta.dirname), as out/main has them.
  cpSync(join(ROOT, 'src/server/db/migrations'), join(BUNDLE_DIR, 'migrations'), {
    recursive: true,
  })
  const sdl = readdirSync(join(ROOT, 'src/server'), { recursive: true, encoding: 'utf8' })
  for (const f of sdl.filter((x) => x.endsWith('.graphql'))) {
    cpSync(join(ROOT, 'src/server', f), join(BUNDLE_DIR, basename(f)))
  }
  return join(BUNDLE_DIR, 'server.mjs')
}

/** One start in a fresh `node` process. */
function startOnce(bundle: string, dataDir: string, template: string): Promise<Start> {
  return new Promise((done, fail) => {
    const t0 = performance.now()
    const child = spawn(process.execPath, [bundle, dataDir, template], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let spawnToAnswerMs = Number.NaN
    let last = ''
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'answered') spawnToAnswerMs = performance.now() - t0
      else last = line
    })
    child.on('error', fail)
    child.on('close', (code) => {
      if (code !== 0) return fail(new Error(`start-up child failed (${code})`))
      done({ spawnToAnswerMs, ...(JSON.parse(last) as Omit<Start, 'spawnToAnswerMs'>) })
    })
  })
}

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
    const bundle = await bundleServer()
    const first: Start[] = []
    const restart: Start[] = []
    for (let i = 0; i < REPEAT; i++) {
      const dir = join(work, `data-${i}`)
      first.push(await startOnce(bundle, dir, shipped))
      restart.push(await startOnce(bundle, dir, shipped))
    }
    const initdb = await startOnce(bundle, join(work, 'data-initdb'), 'initdb')
    const m = (xs: readonly Start[], k: Exclude<keyof Start, 'created'>) =>
      round(median(xs.map((x) => x[k])))
    const results = { repeat: REPEAT, bundle, firstStart: first, restart, withInitdb: initdb }
    const P = 'startup'
    writePartResults(
      P,
      [
        benchRow(
          P,
          'first start, empty folder: spawn → first answer with data',
          m(first, 'spawnToAnswerMs'),
          'ms',
          {
            baseline: m(first, 'inProcessAnswerMs'),
            against: 'the same start, in-process part',
            goal: goal('value', '<', 2000),
          },
        ),
        benchRow(P, 'restart: spawn → first answer', m(restart, 'spawnToAnswerMs'), 'ms', {
          baseline: m(restart, 'inProcessAnswerMs'),
          against: 'the same start, in-process part',
          goal: goal('value', '<', 1000),
        }),
        benchRow(P, 'process start + loading the bundled server', m(first, 'loadedMs'), 'ms'),
        benchRow(
          P,
          'first start: in-process, to listening',
          m(first, 'inProcessListeningMs'),
          'ms',
        ),
        benchRow(
          P,
          'first start without a template (initdb): spawn → first answer',
          round(initdb.spawnToAnswerMs),
          'ms',
          {
            baseline: m(first, 'spawnToAnswerMs'),
            against: 'first start from the shipped template',
          },
        ),
      ],
      results,
    )
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
