/**
 * `npm run bench -- ui`: the document tree in Chromium (Debian's, through playwright-core).
 * Builds the bench page (bench/ui-page/tree-bench.html: the real DocumentTree and store),
 * serves it on 127.0.0.1, and measures with performance marks:
 *  - first render of the tree for 5,000 documents across 50 assets and 50 policies (goal < 300 ms),
 *  - toggling a policy folder (goal < 50 ms),
 * against a baseline measured in the same run: the same tree for 100 documents, 5 assets, 5 policies.
 * Writes bench/results/ui.json.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { benchRow, goal, writePartResults } from './report'

const ROOT = resolve(import.meta.dirname, '..')
const PAGE_DIR = join(ROOT, 'bench/ui-page')
const GOALS = { firstRenderMs: 300, toggleMs: 50 }
/** BENCH_QUICK=1: one cold run (to check that it runs). */
const RUNS = process.env.BENCH_QUICK === '1' ? 1 : 5

type PageResult = {
  firstRenderMs: number
  firstRenderToFrameMs: number
  toggleMs: number[]
  toggleToFrameMs: number[]
  rows: number
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}
const p95 = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]!
}
const round = (n: number): number => Math.round(n * 10) / 10

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
}

async function main(): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), 'bench-ui-'))
  await build({
    configFile: false,
    root: PAGE_DIR,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: out,
      emptyOutDir: true,
      rollupOptions: { input: join(PAGE_DIR, 'tree-bench.html') },
    },
  })
  const server = createServer((req, res) => {
    const path = join(out, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    if (!path.startsWith(out)) return void res.writeHead(404).end()
    try {
      const body = readFileSync(path)
      res
        .writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' })
        .end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as { port: number }).port
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const measure = async (
      docs: number,
      assets: number,
      policies: number,
    ): Promise<PageResult[]> => {
      const results: PageResult[] = []
      for (let i = 0; i < RUNS; i += 1) {
        // A fresh page per run: a cold first render, as when a case opens.
        const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } })
        page.on('pageerror', (e) => console.error('page error:', e.message))
        page.on('crash', () => console.error('page crashed'))
        await page.goto(`http://127.0.0.1:${port}/tree-bench.html`)
        await page.waitForFunction(
          () =>
            (globalThis as unknown as { document: { title: string } }).document.title === 'ready',
        )
        results.push(
          await page.evaluate(
            ([d, a, p]) =>
              (
                globalThis as unknown as {
                  runTreeBench: (d: number, a: number, p: number) => Promise<PageResult>
                }
              ).runTreeBench(d, a, p),
            [docs, assets, policies] as const,
          ),
        )
        await page.close()
      }
      return results
    }
    const summarise = (rs: PageResult[]) => ({
      firstRenderMs: round(median(rs.map((r) => r.firstRenderMs))),
      firstRenderToFrameMs: round(median(rs.map((r) => r.firstRenderToFrameMs))),
      toggleMedianMs: round(median(rs.flatMap((r) => r.toggleMs))),
      toggleP95Ms: round(p95(rs.flatMap((r) => r.toggleMs))),
      toggleToFrameMedianMs: round(median(rs.flatMap((r) => r.toggleToFrameMs))),
      domRows: rs[0]!.rows,
    })
    const baseline = summarise(await measure(100, 5, 5))
    const target = summarise(await measure(5000, 50, 50))
    const ratio = (a: number, b: number): number => round(a / Math.max(b, 0.1))
    const result = {
      part: 'ui',
      date: new Date().toISOString(),
      runs: RUNS,
      chromium: browser.version(),
      baseline: { documents: 100, assets: 5, policies: 5, ...baseline },
      target: { documents: 5000, assets: 50, policies: 50, ...target },
      ratios: {
        firstRender: ratio(target.firstRenderMs, baseline.firstRenderMs),
        toggle: ratio(target.toggleMedianMs, baseline.toggleMedianMs),
      },
      goals: {
        firstRenderMs: GOALS.firstRenderMs,
        toggleMs: GOALS.toggleMs,
        firstRenderMet: target.firstRenderToFrameMs < GOALS.firstRenderMs,
        toggleMet: target.toggleP95Ms < GOALS.toggleMs,
      },
    }
    console.log('Document tree in Chromium (median of %d cold runs; toggles: 20 per run)', RUNS)
    console.log('                          baseline 100 docs   5,000 docs   ratio   goal')
    console.log(
      `first render (to frame)   ${String(baseline.firstRenderToFrameMs).padStart(8)} ms  ${String(target.firstRenderToFrameMs).padStart(8)} ms  ${String(ratio(target.firstRenderToFrameMs, baseline.firstRenderToFrameMs)).padStart(6)}x  < ${GOALS.firstRenderMs} ms ${result.goals.firstRenderMet ? 'MET' : 'MISSED'}`,
    )
    console.log(
      `first render (sync work)  ${String(baseline.firstRenderMs).padStart(8)} ms  ${String(target.firstRenderMs).padStart(8)} ms  ${String(result.ratios.firstRender).padStart(6)}x`,
    )
    console.log(
      `toggle folder p95         ${String(baseline.toggleP95Ms).padStart(8)} ms  ${String(target.toggleP95Ms).padStart(8)} ms  ${String(ratio(target.toggleP95Ms, baseline.toggleP95Ms)).padStart(6)}x  < ${GOALS.toggleMs} ms ${result.goals.toggleMet ? 'MET' : 'MISSED'}`,
    )
    console.log(
      `toggle folder median      ${String(baseline.toggleMedianMs).padStart(8)} ms  ${String(target.toggleMedianMs).padStart(8)} ms  ${String(result.ratios.toggle).padStart(6)}x`,
    )
    console.log(`rows in the DOM (virtualised): ${target.domRows} of ~5,150`)
    const against = 'same tree, 100 documents'
    writePartResults(
      'ui',
      [
        benchRow(
          'ui',
          'tree, 5,000 documents: first render (to frame)',
          target.firstRenderToFrameMs,
          'ms',
          {
            baseline: baseline.firstRenderToFrameMs,
            against,
            goal: goal('value', '<', GOALS.firstRenderMs),
          },
        ),
        benchRow('ui', 'tree, 5,000 documents: folder toggle p95', target.toggleP95Ms, 'ms', {
          baseline: baseline.toggleP95Ms,
          against,
          goal: goal('value', '<', GOALS.toggleMs),
        }),
      ],
      result,
    )
  } finally {
    await browser.close()
    server.close()
    rmSync(out, { recursive: true, force: true })
  }
}

await main()
